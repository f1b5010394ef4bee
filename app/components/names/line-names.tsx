import { ChevronRight } from 'lucide-react';
import type { LineItem } from '../../../domain/line-item';
import { LOGO_INCLUDED, namesEachText, namesPlacementText, storeLineText } from '../../../domain/line-names';
import { namesLabel } from '../../../domain/names';
import { cn } from '~/lib/cn';

/**
 * A line's names wherever its decorations show (cart, checkout, order pages): "12 names" opening the list of
 * every name, where and how they go, and "Names £3.50 each". Nothing for a line without names. React escapes
 * every name.
 */
export function LineNamesDetails({
  line,
  className,
  prices = true,
}: {
  line: Pick<LineItem, 'names' | 'title' | 'size'>;
  className?: string;
  /** Say what the names cost each (off for staff who may not see money: their lines carry no prices). */
  prices?: boolean;
}) {
  const names = line.names;
  if (!names || names.names.length === 0) return null;
  return (
    <div className={cn('text-sm text-zinc-700', className)}>
      <details className="group">
        {/* a flex summary loses its marker: the chevron turns as the list opens */}
        <summary className="inline-flex min-h-8 cursor-pointer items-center gap-1 font-medium text-brand-800 hover:underline">
          <ChevronRight aria-hidden className="size-4 transition-transform group-open:rotate-90" />
          {namesLabel(names.names.length)}
          <span className="sr-only">
            {' '}
            on {line.title}, size {line.size}
          </span>
        </summary>
        <ol
          className="mt-1 ml-5 list-decimal columns-2 gap-6 text-zinc-800 sm:columns-3"
          aria-label={`Names on ${line.title}, size ${line.size}`}
        >
          {names.names.map((name, i) => (
            <li key={i} className="break-words">
              {name}
            </li>
          ))}
        </ol>
      </details>
      <p className="mt-0.5 text-xs text-zinc-500">
        {namesPlacementText(names)}
        {prices && <> · {namesEachText(names)}</>}
      </p>
    </div>
  );
}

/** A team store's line: "From St Mary's School · Logo included" (its decoration is in the price each). */
export function StoreLineNote({ line, className }: { line: Pick<LineItem, 'store'>; className?: string }) {
  if (!line.store) return null;
  return (
    <p className={cn('text-sm text-zinc-700', className)}>
      <span className="font-medium">{storeLineText(line.store)}</span>
      <span className="text-zinc-500"> · {LOGO_INCLUDED}</span>
    </p>
  );
}
