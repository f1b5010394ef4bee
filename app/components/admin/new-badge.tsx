import { cn } from '~/lib/cn';

/** A record no seller has opened yet (a new order, a new quote request). */
export function NewBadge({ className }: { className?: string }) {
  return (
    <span className={cn('rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white', className)}>
      New
    </span>
  );
}
