import { Grid2X2, List, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router';
import { PRICE_FILTER, PRODUCT_SORTS } from '../../../domain/catalogue';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { cn } from '~/lib/cn';
import type { ListingData } from './listing.server';
import { ProductCard, ProductCardSkeleton } from './product-card';

const SKELETON_CARDS = 8;

export function ProductListing({
  heading,
  intro,
  breadcrumb,
  listing,
  brandLogo,
}: {
  heading: string;
  intro?: string;
  breadcrumb: { label: string; to?: string }[];
  listing: ListingData;
  brandLogo?: string | null;
}) {
  const { products, total, filters, page, totalPages } = listing;
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const view = filters.view;

  const pageHref = (n: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(n));
    return `?${params}`;
  };
  const viewHref = (v: 'grid' | 'list') => {
    const params = new URLSearchParams(location.search);
    if (v === 'grid') params.delete('view');
    else params.set('view', v);
    const search = params.toString();
    return search ? `?${search}` : location.pathname;
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumb items={breadcrumb} />
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {brandLogo && (
          <img
            src={brandLogo}
            alt=""
            width={160}
            height={64}
            className="h-14 w-auto rounded-md border border-zinc-200 bg-white object-contain p-1"
          />
        )}
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{heading}</h1>
          <p className="mt-1 text-sm text-zinc-600" aria-live="polite">
            {total} {total === 1 ? 'product' : 'products'}
          </p>
        </div>
      </div>
      {intro && <p className="mt-3 max-w-3xl text-zinc-600">{intro}</p>}

      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <FiltersPanel filters={filters} />
        <section aria-labelledby="listing-heading">
          {/* the cards' h3 titles need an h2 above them */}
          <h2 id="listing-heading" className="sr-only">
            Products
          </h2>
          <div className="mb-4 flex items-center justify-between gap-3">
            <SortForm filters={filters} />
            <div className="flex rounded-md border border-zinc-300" role="group" aria-label="View">
              <Link
                to={viewHref('grid')}
                preventScrollReset
                aria-label="Grid view"
                aria-current={view === 'grid' ? 'true' : undefined}
                className={cn(
                  'p-2',
                  view === 'grid' ? 'bg-brand-700 text-white' : 'text-zinc-600 hover:bg-zinc-100',
                )}
              >
                <Grid2X2 aria-hidden className="size-4" />
              </Link>
              <Link
                to={viewHref('list')}
                preventScrollReset
                aria-label="List view"
                aria-current={view === 'list' ? 'true' : undefined}
                className={cn(
                  'p-2',
                  view === 'list' ? 'bg-brand-700 text-white' : 'text-zinc-600 hover:bg-zinc-100',
                )}
              >
                <List aria-hidden className="size-4" />
              </Link>
            </div>
          </div>

          {loading ? (
            <div
              className={cn(
                'grid gap-4',
                view === 'grid' ? 'grid-cols-2 md:grid-cols-3 xl:grid-cols-4' : 'grid-cols-1',
              )}
              aria-busy="true"
            >
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <ProductCardSkeleton key={i} view={view} />
              ))}
            </div>
          ) : products.length === 0 ? (
            <div className="rounded-xl border border-dashed border-zinc-300 px-6 py-16 text-center">
              <p className="text-lg font-semibold text-zinc-800">No products found</p>
              <p className="mt-1 text-sm text-zinc-600">Try a wider price range or a lower rating.</p>
              <Link
                to={location.pathname}
                className="mt-5 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                Reset All Filters
              </Link>
            </div>
          ) : (
            <ul
              className={cn(
                'grid gap-4',
                view === 'grid' ? 'grid-cols-2 md:grid-cols-3 xl:grid-cols-4' : 'grid-cols-1',
              )}
            >
              {products.map((p, i) => (
                <li key={p.id} className="flex">
                  <ProductCard product={p} view={view} eager={i < 4} />
                </li>
              ))}
            </ul>
          )}

          {totalPages > 1 && (
            <nav aria-label="Pages" className="mt-8 flex justify-center gap-2">
              {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
                <Link
                  key={n}
                  to={pageHref(n)}
                  aria-current={n === page ? 'page' : undefined}
                  className={cn(
                    'min-w-10 rounded-md border px-3 py-2 text-center text-sm',
                    n === page
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-zinc-300 hover:bg-zinc-100',
                  )}
                >
                  {n}
                </Link>
              ))}
            </nav>
          )}
        </section>
      </div>
    </div>
  );
}

/** Keeps the other filters when one form changes: they travel as hidden fields. */
function HiddenFilters({ filters, omit }: { filters: ListingData['filters']; omit: string[] }) {
  const entries = Object.entries({
    sort: filters.sort === 'featured' ? null : filters.sort,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    minRating: filters.minRating,
    view: filters.view === 'grid' ? null : filters.view,
  }).filter(([k, v]) => v !== null && !omit.includes(k));
  return (
    <>
      {entries.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={String(v)} />
      ))}
    </>
  );
}

function SortForm({ filters }: { filters: ListingData['filters'] }) {
  const submit = useSubmit();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // a sort chosen while the page was still loading fired no onChange (nothing listened yet) but stays
  // selected: apply it once the page is live, or the list would not match the choice shown
  useEffect(() => {
    const live = form.current;
    const select = live?.elements.namedItem('sort');
    if (live && select instanceof HTMLSelectElement && select.value !== filters.sort)
      void submit(live, { preventScrollReset: true });
  }, [filters.sort, submit]);
  return (
    <Form
      ref={form}
      method="get"
      preventScrollReset
      className="flex items-center gap-2"
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
    >
      <HiddenFilters filters={filters} omit={['sort']} />
      <label htmlFor={id} className="text-sm text-zinc-700">
        Sort by
      </label>
      <select
        id={id}
        name="sort"
        defaultValue={filters.sort}
        key={filters.sort}
        className="rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm"
      >
        {PRODUCT_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-md border border-zinc-300 px-2 py-1 text-sm">
          Sort
        </button>
      </noscript>
    </Form>
  );
}

function FiltersPanel({ filters }: { filters: ListingData['filters'] }) {
  const id = useId();
  const location = useLocation();
  return (
    // closed on phones, where it would push the products down; always open from lg up (app.css)
    <details className="filters-panel group rounded-xl border border-zinc-200 bg-white lg:self-start">
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 font-semibold text-zinc-900 lg:cursor-default">
        <SlidersHorizontal aria-hidden className="size-4" /> Filters
      </summary>
      <Form method="get" preventScrollReset className="space-y-6 border-t border-zinc-200 px-4 py-4">
        <HiddenFilters filters={filters} omit={['minPrice', 'maxPrice', 'minRating']} />
        <fieldset>
          <legend className="text-sm font-semibold text-zinc-900">Price range (£)</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            <div>
              <label htmlFor={`${id}-min`} className="text-xs text-zinc-600">
                Min
              </label>
              <input
                id={`${id}-min`}
                name="minPrice"
                type="number"
                inputMode="numeric"
                min={PRICE_FILTER.min}
                max={PRICE_FILTER.max}
                step={PRICE_FILTER.step}
                defaultValue={filters.minPrice ?? PRICE_FILTER.min}
                key={`min-${filters.minPrice}`}
                className="w-full rounded-md border border-zinc-300 px-2 py-1.5"
              />
            </div>
            <div>
              <label htmlFor={`${id}-max`} className="text-xs text-zinc-600">
                Max
              </label>
              <input
                id={`${id}-max`}
                name="maxPrice"
                type="number"
                inputMode="numeric"
                min={PRICE_FILTER.min}
                max={PRICE_FILTER.max}
                step={PRICE_FILTER.step}
                defaultValue={filters.maxPrice ?? PRICE_FILTER.max}
                key={`max-${filters.maxPrice}`}
                className="w-full rounded-md border border-zinc-300 px-2 py-1.5"
              />
            </div>
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold text-zinc-900">Customer rating</legend>
          <div className="mt-2 space-y-1.5">
            {[4, 3, 2, 1].map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm text-zinc-700">
                <input
                  type="radio"
                  name="minRating"
                  value={r}
                  defaultChecked={filters.minRating === r}
                  key={`r-${r}-${filters.minRating}`}
                  className="accent-brand-700"
                />
                {r} {r === 1 ? 'star' : 'stars'} &amp; up
              </label>
            ))}
            <label className="flex items-center gap-2 text-sm text-zinc-700">
              <input
                type="radio"
                name="minRating"
                value=""
                defaultChecked={filters.minRating === null}
                key={`r-any-${filters.minRating}`}
                className="accent-brand-700"
              />
              Any rating
            </label>
          </div>
        </fieldset>
        <div className="flex gap-2">
          <button
            type="submit"
            className="flex-1 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Apply filters
          </button>
          <Link
            to={location.pathname}
            className="rounded-md border border-zinc-300 px-3 py-2 text-sm text-zinc-700 hover:bg-zinc-100"
          >
            Reset
          </Link>
        </div>
      </Form>
    </details>
  );
}
