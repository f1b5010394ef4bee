import { Star } from 'lucide-react';
import { cn } from '~/lib/cn';

/** Stars drawn from the rounded rating, as the rating filter matches them. */
export function StarRating({
  rating,
  reviewCount,
  className,
}: {
  rating: number;
  reviewCount?: number;
  className?: string;
}) {
  const filled = Math.round(rating);
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <span className="flex" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
        {[1, 2, 3, 4, 5].map((i) => (
          <Star
            key={i}
            aria-hidden
            className={cn(
              'size-4',
              i <= filled ? 'fill-accent-400 text-accent-500' : 'fill-zinc-200 text-zinc-300',
            )}
          />
        ))}
      </span>
      {reviewCount !== undefined && <span className="text-xs text-zinc-600">({reviewCount})</span>}
    </span>
  );
}
