import type { LineItem } from '../../../domain/line-item';
import { cn } from '~/lib/cn';
import { GarmentMockup } from './garment-mockup';

/** What a line's picture needs to know about its garment and decoration. */
export type PicturedLine = Pick<
  LineItem,
  'title' | 'productTypes' | 'image' | 'backImage' | 'colour' | 'colourHex' | 'decorations'
>;

/** A line's thumbnail: its mock-up when it carries a logo, otherwise the garment's picture in its colour. */
export function LinePicture({ line, className }: { line: PicturedLine; className?: string }) {
  // the thumbnail shows the first decoration; the line's text lists them all
  const decoration = line.decorations[0];
  if (!decoration) {
    return (
      <img
        src={line.image}
        alt={`${line.title} in ${line.colour}`}
        width={144}
        height={144}
        loading="lazy"
        className={cn(
          'aspect-square shrink-0 rounded-lg border border-zinc-200 bg-zinc-100 object-cover',
          className,
        )}
      />
    );
  }
  return (
    <GarmentMockup
      product={{
        title: line.title,
        frontImage: line.image,
        backImage: line.backImage,
        productTypes: line.productTypes,
        colours: line.colourHex
          ? [
              {
                name: line.colour,
                hex: line.colourHex,
                image: line.image,
                ...(line.backImage ? { backImage: line.backImage } : {}),
              },
            ]
          : [],
      }}
      colour={line.colour}
      position={decoration.position}
      logo={
        decoration.design.kind === 'text'
          ? { kind: 'text', text: decoration.design.text, font: decoration.design.font }
          : decoration.design.logo
            ? { kind: 'image', src: decoration.design.logo.previewUrl, name: decoration.design.name }
            : null
      }
      size="sm"
      className={cn('rounded-lg border border-zinc-200', className)}
    />
  );
}
