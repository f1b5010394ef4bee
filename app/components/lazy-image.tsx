import type { ImgHTMLAttributes } from 'react';

/**
 * A picture that may wait until it nears the screen: sized (so the page does not jump when it arrives) and
 * loaded lazily. Decorative (`alt=""`) unless given an alt. Not for the first picture a page shows: that one
 * should load at once.
 */
export function LazyImage({
  src,
  alt = '',
  width,
  height,
  className,
  onError,
}: Pick<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'className' | 'onError'> & {
  width: number;
  height: number;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      className={className}
      onError={onError}
    />
  );
}

/** A garment's or a bundle's size chart (all are drawn 800 × 500). */
export function SizeChartImage({
  src,
  title,
  className,
  onError,
}: {
  src: string;
  /** What the chart is for: its alt is "Size chart for <title>". */
  title: string;
  className: string;
  onError?: ImgHTMLAttributes<HTMLImageElement>['onError'];
}) {
  return (
    <LazyImage
      src={src}
      alt={`Size chart for ${title}`}
      width={800}
      height={500}
      className={className}
      onError={onError}
    />
  );
}
