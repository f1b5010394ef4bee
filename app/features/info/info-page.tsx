import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { PageHero, WIDTHS, type PageHeroProps } from './page-hero';

/** Hero plus a readable column of long-form text (styled by `prose-shop`). */
export function InfoPage({
  children,
  className,
  width = 'narrow',
  ...hero
}: PageHeroProps & { children: ReactNode; className?: string }) {
  return (
    <>
      <PageHero {...hero} width={width} />
      <div
        className={cn(
          'mx-auto px-4 py-10 sm:py-14 [&>section:first-child>h2]:mt-0!',
          WIDTHS[width],
          className,
        )}
      >
        {children}
      </div>
    </>
  );
}

/** A section of an information page with an h2 the section is labelled by. */
export function InfoSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cn('prose-shop', className)}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

/** A highlighted box for the one thing a reader must not miss. */
export function Callout({
  children,
  tone = 'info',
  className,
}: {
  children: ReactNode;
  tone?: 'info' | 'warning';
  className?: string;
}) {
  return (
    <div
      className={cn(
        'my-6 rounded-lg border-l-4 px-4 py-3 text-zinc-800',
        tone === 'info' ? 'border-brand-600 bg-brand-50' : 'border-accent-500 bg-amber-50',
        className,
      )}
    >
      {children}
    </div>
  );
}
