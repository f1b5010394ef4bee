import { cn } from '~/lib/cn';
import { LazyImage } from '~/components/lazy-image';

export interface GalleryImage {
  src: string;
  label: string;
}

/** The main picture with its thumbnails; `current` is controlled so colour swatches can switch it. */
export function ProductGallery({
  title,
  images,
  current,
  onSelect,
}: {
  title: string;
  images: GalleryImage[];
  current: string;
  onSelect: (src: string) => void;
}) {
  const main = images.find((i) => i.src === current) ?? images[0];
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl border border-zinc-200 bg-zinc-100">
        <img
          src={main?.src}
          alt={main ? `${title} — ${main.label}` : title}
          width={800}
          height={800}
          fetchPriority="high"
          className="aspect-square w-full object-cover"
        />
      </div>
      {images.length > 1 && (
        // a scrolling row on phones, so the pictures do not push the buying panel down; a grid from sm up
        <ul
          className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:mx-0 sm:grid sm:grid-cols-5 sm:overflow-visible sm:px-0"
          aria-label="Pictures"
        >
          {images.map((img) => (
            <li key={img.src} className="w-16 shrink-0 sm:w-auto">
              <button
                type="button"
                onClick={() => onSelect(img.src)}
                aria-label={`Show ${img.label}`}
                aria-pressed={img.src === main?.src}
                className={cn(
                  'block overflow-hidden rounded-lg border-2 bg-zinc-100',
                  img.src === main?.src ? 'border-brand-700' : 'border-transparent hover:border-zinc-300',
                )}
              >
                <LazyImage
                  src={img.src}
                  width={120}
                  height={120}
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
