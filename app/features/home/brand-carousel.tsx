import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import type { Brand } from '../../../domain/product';
import { LazyImage } from '~/components/lazy-image';

const ADVANCE_EVERY_MS = 3000;

/** The hero: a looping carousel of brand tiles that advances every 3 s and answers the arrow keys. */
export function BrandCarousel({ brands }: { brands: Brand[] }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [
    Autoplay({ delay: ADVANCE_EVERY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);
  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Our brands"
      className="relative bg-brand-900"
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') prev();
        if (e.key === 'ArrowRight') next();
      }}
    >
      {/* a named group: a plain div may not carry a name (the W3C checker refuses aria-label on it) */}
      <div
        ref={viewportRef}
        role="group"
        className="overflow-hidden"
        tabIndex={0}
        aria-label="Brands, use the arrow keys to move"
      >
        <ul className="flex">
          {brands.map((brand, i) => (
            <li
              key={brand.slug}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${brands.length}`}
              className="h-[120px] min-w-0 shrink-0 grow-0 basis-1/2 p-1.5 sm:h-[180px] sm:basis-1/3 md:h-[280px] lg:h-[380px] lg:basis-1/4 xl:h-[480px]"
            >
              <Link
                to={`/brands/${brand.slug}`}
                className="group relative flex h-full flex-col overflow-hidden rounded-lg bg-white"
              >
                <span className="flex flex-1 items-center justify-center p-3 sm:p-6">
                  {brand.logo && (
                    <LazyImage
                      src={brand.logo}
                      width={400}
                      height={160}
                      className="max-h-full w-full object-contain transition group-hover:scale-105"
                    />
                  )}
                </span>
                <span className="bg-brand-900/90 px-2 py-1.5 text-center text-xs font-semibold text-white sm:text-sm">
                  {brand.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <ArrowButton side="left" onClick={prev} />
      <ArrowButton side="right" onClick={next} />
    </section>
  );
}

const ARROWS = {
  left: { label: 'Previous brand', place: 'left-2', Icon: ChevronLeft },
  right: { label: 'Next brand', place: 'right-2', Icon: ChevronRight },
};

function ArrowButton({ side, onClick }: { side: keyof typeof ARROWS; onClick: () => void }) {
  const { label, place, Icon } = ARROWS[side];
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-1/2 ${place} hidden -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white sm:block`}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
