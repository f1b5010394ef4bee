import { Link } from 'react-router';
import { PRODUCT_TYPES } from '../../domain/catalogue';
import type { Product } from '../../domain/product';
import { LazyImage } from '~/components/lazy-image';

/** A helpful 404: search, the categories and a few best sellers. */
export function NotFoundContent({
  bestSellers = [],
}: {
  bestSellers?: { productType: string; product: Product }[];
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">We couldn’t find that page</h1>
      <p className="mt-4 max-w-2xl text-zinc-600">
        The link may be old or mistyped. Try one of our categories below, or head back to the{' '}
        <Link className="font-medium text-brand-600 underline" to="/">
          home page
        </Link>
        .
      </p>
      <form action="/products" method="get" className="mt-8 flex max-w-xl gap-2" role="search">
        <label htmlFor="nf-type" className="sr-only">
          Browse a category
        </label>
        <select
          id="nf-type"
          name="type"
          className="flex-1 rounded-md border border-zinc-300 bg-white px-3 py-2"
          defaultValue=""
        >
          <option value="">All products</option>
          {PRODUCT_TYPES.map((t) => (
            <option key={t.slug} value={t.slug}>
              {t.label}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          Browse
        </button>
      </form>
      <h2 className="mt-12 text-xl font-semibold text-brand-900">Shop by category</h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {PRODUCT_TYPES.map((t) => (
          <li key={t.slug}>
            <Link
              to={`/products/${t.slug}`}
              className="inline-block rounded-full border border-zinc-300 px-4 py-1.5 text-sm hover:border-brand-600 hover:text-brand-700"
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
      {bestSellers.length > 0 && (
        <>
          <h2 className="mt-12 text-xl font-semibold text-brand-900">Best sellers</h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
            {bestSellers.map(({ product }) => (
              <li key={product.id}>
                <Link to={`/product/${product.id}`} className="group block">
                  <LazyImage
                    src={product.frontImage}
                    width={300}
                    height={300}
                    className="aspect-square w-full rounded-lg bg-zinc-100 object-cover"
                  />
                  <span className="mt-2 block text-sm font-medium group-hover:underline">
                    {product.title}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
