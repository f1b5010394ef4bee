import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * One record of a seller's list on a phone: a card whose one link (`cardLinkClass`) is stretched over the whole
 * card, so the card is the tap target into the record. Controls inside it that must stay usable (a menu, a
 * mail link, a page's action) sit above that link in `CardControl`.
 */
export function ListCard({ highlight = false, children }: { highlight?: boolean; children: ReactNode }) {
  return (
    <li
      className={cn(
        'relative rounded-lg border p-3 focus-within:outline-2 focus-within:outline-brand-600 has-[a:hover]:border-brand-600',
        highlight ? 'border-brand-100 bg-brand-50' : 'border-zinc-200 bg-white',
      )}
    >
      {children}
    </li>
  );
}

/** The card's link: its ::after covers the card (which is at least 44 px tall, with padding round the link). */
export const cardLinkClass =
  'font-semibold break-words text-brand-800 underline underline-offset-2 outline-none after:absolute after:inset-0 after:rounded-lg';

/** A control on a card, above its stretched link. */
export function CardControl({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('relative z-10', className)}>{children}</div>;
}
