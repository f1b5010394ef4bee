import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';

/**
 * --ui EmptyState: a list with nothing in it yet, saying what will appear and where to start.
 *   <EmptyState icon={Package} title="You have no orders yet" action={{ to: '/products', label: 'Continue Shopping' }}>
 *     When you place an order, it appears here.
 *   </EmptyState>
 */
export function EmptyState({
  icon: Icon,
  title,
  action,
  children,
}: {
  icon: LucideIcon;
  title: string;
  action: { to: string; label: string };
  /** A line under the title: what will appear here. */
  children: ReactNode;
}) {
  return (
    <div className="mt-10 flex flex-col items-center gap-4 rounded-2xl border border-dashed border-zinc-300 bg-white px-4 py-12 text-center">
      <Icon aria-hidden className="size-12 text-zinc-400" />
      <p className="text-xl font-semibold text-zinc-800">{title}</p>
      <p className="max-w-sm text-sm text-zinc-600">{children}</p>
      <Button asChild size="lg">
        <Link to={action.to}>{action.label}</Link>
      </Button>
    </div>
  );
}
