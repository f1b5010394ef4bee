import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * One fact of a record in a seller's `<dl>` grid (a quote's request, a trade account's application): its name
 * over its value; `wide` ones take the whole row of a two-column grid.
 */
export function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-medium text-zinc-600">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-zinc-900">{children}</dd>
    </div>
  );
}
