import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '../../../domain/product';
import { Price } from '~/components/ui/price';
import { FromPrice } from '~/components/product/price-ladder';
import { StarRating } from '~/components/ui/star-rating';
import { cn } from '~/lib/cn';

/** The name of the swatch row: up to five dots stand for every colour the garment comes in. */
const colourCount = (n: number) => `${n} ${n === 1 ? 'colour' : 'colours'}`;

export function ProductCard({
  product,
  view = 'grid',
  eager = false,
}: {
  product: ProductCardData;
  view?: 'grid' | 'list';
  eager?: boolean;
}) {
  const list = view === 'list';
  return (
    <article
      className={cn(
        'group relative flex overflow-hidden rounded-xl border border-zinc-200 bg-white transition hover:shadow-md',
        list ? 'flex-row gap-4' : 'flex-col',
      )}
    >
      <div className={cn('relative shrink-0 bg-zinc-100', list ? 'w-32 sm:w-48' : 'w-full')}>
        <img
          src={product.frontImage}
          alt=""
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-square w-full object-cover transition group-hover:scale-[1.02]"
        />
        <div className="absolute top-2 left-2 flex flex-col gap-1">
          {product.isNew && (
            <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">New</span>
          )}
          {product.discountPercent ? (
            <span className="rounded bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
              -{product.discountPercent}%
            </span>
          ) : null}
        </div>
      </div>
      <div className={cn('flex flex-1 flex-col gap-1.5', list ? 'py-3 pr-4' : 'p-3')}>
        {product.brand && (
          <p className="text-xs font-medium tracking-wide text-zinc-500 uppercase">{product.brand.name}</p>
        )}
        <h3 className="leading-snug font-semibold text-zinc-900">
          <Link to={`/product/${product.id}`} className="after:absolute after:inset-0 hover:underline">
            {product.title}
          </Link>
        </h3>
        {list && <p className="line-clamp-2 text-sm text-zinc-600">{product.description}</p>}
        <StarRating rating={product.rating} reviewCount={product.reviewCount} />
        <div className="mt-auto flex items-end justify-between gap-2 pt-1">
          {/* the discount badge sits on the picture already */}
          <div>
            <Price price={product.price} originalPrice={product.originalPrice} />
            <FromPrice breaks={product.priceBreaks} className="text-xs" short />
          </div>
          <span className="flex -space-x-1" role="img" aria-label={colourCount(product.colours.length)}>
            {product.colours.slice(0, 5).map((c) => (
              <span
                key={c.hex + c.name}
                title={c.name}
                className="size-4 rounded-full border border-white ring-1 ring-zinc-300"
                style={{ backgroundColor: c.hex }}
              />
            ))}
          </span>
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton({ view = 'grid' }: { view?: 'grid' | 'list' }) {
  return (
    <div
      aria-hidden
      className={cn(
        'animate-pulse overflow-hidden rounded-xl border border-zinc-200',
        view === 'list' ? 'flex h-36 gap-4' : '',
      )}
    >
      <div className={cn('bg-zinc-200', view === 'list' ? 'w-32 sm:w-48' : 'aspect-square w-full')} />
      <div className="flex-1 space-y-2 p-3">
        <div className="h-3 w-1/3 rounded bg-zinc-200" />
        <div className="h-4 w-3/4 rounded bg-zinc-200" />
        <div className="h-4 w-1/4 rounded bg-zinc-200" />
      </div>
    </div>
  );
}
