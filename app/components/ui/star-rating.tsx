import { Star } from 'lucide-react';
import { cn } from '~/lib/cn';

/**
 * Stars drawn from the rounded rating, as the rating filter matches them. A rating is only shown with the reviews
 * behind it: nothing at all without reviews (never "Rated 0.0" on a new product).
 */
export function StarRating({
  rating,
  reviewCount,
  className,
}: {
  rating: number;
  reviewCount: number;
  className?: string;
}) {
  if (!(reviewCount > 0)) return null;
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
      <span className="text-xs text-zinc-600">
        ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
      </span>
    </span>
  );
}
