import { TriangleAlert } from 'lucide-react';
import { HI_VIS_NOTICE, allowedPositionsForAll, isHiVis, type HiVisProduct } from '../../../domain/hi-vis';
import { cn } from '~/lib/cn';

/**
 * On a hi-vis product (issue 34): a logo can lower the garment's EN ISO 20471 class, and the positions it may
 * take (the small ones unless the seller allows large logos). Nothing on other products.
 */
export function HiVisNotice({
  products,
  className,
}: {
  products: readonly HiVisProduct[];
  className?: string;
}) {
  const hiVis = products.filter(isHiVis);
  if (hiVis.length === 0) return null;
  const positions = allowedPositionsForAll(products);
  return (
    <div
      role="note"
      data-testid="hi-vis-notice"
      className={cn(
        'flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950',
        className,
      )}
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        {HI_VIS_NOTICE} Logo positions offered: {positions.join(', ')}.
      </p>
    </div>
  );
}
