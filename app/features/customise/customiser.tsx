import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatPounds } from '../../../domain/money';
import { decorationPricesText } from '../../../domain/price-quotes';
import type { PurchaseProduct } from '../../../domain/product';
import { FromPrice } from '~/components/product/price-ladder';
import { useDecorationPricing } from '~/lib/use-root-data';
import { cn } from '~/lib/cn';
import { ProductPurchase, RESUME_PARAMS } from './product-purchase';
import { LazyImage, SizeChartImage } from '~/components/lazy-image';

export type CustomiserProduct = PurchaseProduct & { description: string; sizeChartImage: string | null };

/**
 * The home page's customiser: a large preview, the garments as thumbnails (the first chosen by default),
 * colour swatches that swap the picture, the description, price, sizes with quantities and the size chart.
 */
export function Customiser({ products }: { products: CustomiserProduct[] }) {
  const [searchParams] = useSearchParams();
  const resumeId = searchParams.get(RESUME_PARAMS.product);
  const [selectedId, setSelectedId] = useState(
    products.find((p) => p.id === resumeId)?.id ?? products[0]?.id ?? null,
  );
  const product = products.find((p) => p.id === selectedId) ?? products[0];
  // the picture chosen by a colour swatch, for the product it was chosen on
  const [chosenPicture, setChosenPicture] = useState<{ productId: string; src: string } | null>(null);
  const [chartFailedFor, setChartFailedFor] = useState<string | null>(null);
  const pricing = useDecorationPricing();

  if (!product) return null;
  const preview = chosenPicture?.productId === product.id ? chosenPicture.src : product.frontImage;
  const chartFailed = chartFailedFor === product.id;
  const setPreview = (src: string) => setChosenPicture({ productId: product.id, src });

  const choose = (p: CustomiserProduct) => setSelectedId(p.id);

  return (
    <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
      <div className="flex flex-col gap-3">
        <div className="overflow-hidden rounded-2xl border border-zinc-200 bg-zinc-100">
          {/* not lazy: on a phone it is the largest thing in the first screen (Lighthouse's LCP element),
              and a lazy picture waits for layout before it is even asked for (540 ms of its 1.4 s) */}
          <img
            src={preview}
            alt={`${product.title} preview`}
            width={800}
            height={800}
            decoding="async"
            className="aspect-square w-full object-cover"
          />
        </div>
        {/* every eligible garment, in a row that scrolls sideways */}
        <ul
          className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2"
          aria-label={`Garments to customise (${products.length})`}
        >
          {products.map((p) => (
            <li key={p.id} className="w-20 shrink-0 snap-start sm:w-24">
              <button
                type="button"
                onClick={() => choose(p)}
                aria-pressed={p.id === product.id}
                aria-label={p.title}
                title={p.title}
                className={cn(
                  'block w-full overflow-hidden rounded-lg border-2 bg-zinc-100 transition',
                  p.id === product.id ? 'border-brand-700' : 'border-transparent hover:border-zinc-300',
                )}
              >
                <LazyImage
                  src={p.frontImage}
                  width={120}
                  height={120}
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-4">
        <div>
          <h3 className="text-xl font-bold text-brand-900 sm:text-2xl">
            <Link to={`/product/${product.id}`} className="hover:underline">
              {product.title}
            </Link>
          </h3>
          <p className="mt-1 text-lg font-semibold text-brand-800">Price: {formatPounds(product.price)}</p>
          <FromPrice breaks={product.priceBreaks} className="text-sm" />
          <p className="mt-1 text-sm text-zinc-600">Your logo: {decorationPricesText(pricing)}.</p>
        </div>
        <p className="leading-relaxed text-zinc-700">{product.description}</p>
        {/* a new product starts a new choice */}
        <ProductPurchase
          key={product.id}
          product={product}
          variant="customiser"
          onColourChange={(name) =>
            setPreview(product.colours.find((c) => c.name === name)?.image ?? product.frontImage)
          }
        />
        {product.sizeChartImage && !chartFailed && (
          <details className="rounded-lg border border-zinc-200 p-3">
            <summary className="cursor-pointer text-sm font-semibold text-brand-800">Size chart</summary>
            <SizeChartImage
              src={product.sizeChartImage}
              title={product.title}
              className="mt-3 w-full rounded"
              onError={() => setChartFailedFor(product.id)}
            />
          </details>
        )}
      </div>
    </div>
  );
}
