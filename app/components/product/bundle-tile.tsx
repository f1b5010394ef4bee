import { Link } from 'react-router';
import type { BundleSummary } from '../../../domain/product';
import { LazyImage } from '~/components/lazy-image';

export function BundleTile({ bundle }: { bundle: Pick<BundleSummary, 'id' | 'title' | 'thumbnail'> }) {
  return (
    <Link
      to={`/bundle/${bundle.id}`}
      className="group block overflow-hidden rounded-xl border border-zinc-200 bg-white transition hover:shadow-md"
    >
      <BundleThumbnail
        src={bundle.thumbnail}
        onError={(e) => {
          e.currentTarget.onerror = null;
          e.currentTarget.src = '/images/bundle-placeholder.svg';
        }}
      />
      <span className="block p-3 font-semibold text-zinc-900 group-hover:underline">{bundle.title}</span>
    </Link>
  );
}

/** A bundle's thumbnail as the shop's tiles and the seller's list show it: 4:3, the card's width, lazily loaded. */
export function BundleThumbnail(props: { src: string; onError?: React.ReactEventHandler<HTMLImageElement> }) {
  return (
    <LazyImage
      src={props.src}
      width={800}
      height={600}
      className="aspect-[4/3] w-full bg-zinc-100 object-cover"
      onError={props.onError}
    />
  );
}
