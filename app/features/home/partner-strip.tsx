import { Link } from 'react-router';
import type { Brand } from '../../../domain/product';
import { LazyImage } from '~/components/lazy-image';

/** The brands scrolling past in a 40 s loop; the list is doubled so the loop has no seam. */
export function PartnerStrip({ brands }: { brands: Brand[] }) {
  return (
    <section aria-labelledby="partners" className="overflow-hidden border-y border-zinc-200 bg-white py-8">
      <h2 id="partners" className="mb-6 text-center text-lg font-semibold text-brand-900">
        The brands we customise
      </h2>
      <div className="group relative">
        <ul className="flex w-max animate-marquee gap-10 group-hover:[animation-play-state:paused]">
          {[...brands, ...brands].map((brand, i) => (
            <li key={`${brand.slug}-${i}`} aria-hidden={i >= brands.length ? true : undefined}>
              <Link
                to={`/brands/${brand.slug}`}
                tabIndex={i >= brands.length ? -1 : undefined}
                className="flex h-16 w-40 items-center justify-center rounded-lg border border-zinc-200 bg-white p-2 grayscale transition hover:grayscale-0"
              >
                {brand.logo ? (
                  <LazyImage
                    src={brand.logo}
                    alt={brand.name}
                    width={160}
                    height={64}
                    className="max-h-full object-contain"
                  />
                ) : (
                  <span className="text-sm font-semibold">{brand.name}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
