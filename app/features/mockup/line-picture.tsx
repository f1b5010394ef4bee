import type { LogoFont, LogoMethod, LogoPosition } from '../../../domain/catalogue';
import { cn } from '~/lib/cn';
import { GarmentMockup } from './garment-mockup';

/** What a cart, checkout or order line knows about its garment and logo. */
export interface PicturedLine {
  title: string;
  productTypes: string[];
  image: string;
  backImage: string | null;
  colour: string;
  colourHex: string | null;
  method: LogoMethod | null;
  positions: LogoPosition[];
  textLine: string | null;
  font: LogoFont | null;
  logo: { name: string; previewUrl: string | null } | null;
}

/** A line's thumbnail: its mock-up when it carries a logo, otherwise the garment's picture in its colour. */
export function LinePicture({ line, className }: { line: PicturedLine; className?: string }) {
  if (!line.method) {
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
      position={line.positions[0] ?? null}
      logo={
        line.textLine
          ? { kind: 'text', text: line.textLine, font: line.font ?? 'Standard' }
          : line.logo
            ? { kind: 'image', src: line.logo.previewUrl, name: line.logo.name }
            : null
      }
      size="sm"
      className={cn('rounded-lg border border-zinc-200', className)}
    />
  );
}
