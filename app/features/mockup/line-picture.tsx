import type { LineItem } from '../../../domain/line-item';
import { cn } from '~/lib/cn';
import { garmentKindFor, isReflective, mockupViews } from '../../../domain/mockup';
import { GarmentMockup, type MockupDecoration, type MockupProduct } from './garment-mockup';

/** What a line's picture needs to know about its garment and decoration. */
export type PicturedLine = Pick<
  LineItem,
  'title' | 'productTypes' | 'image' | 'backImage' | 'colour' | 'colourHex' | 'decorations'
>;

/** The garment of a line as the mock-up draws it (its one colour). */
export function lineMockupProduct(line: PicturedLine): MockupProduct {
  return {
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
  };
}

/** A line's decorations as the mock-up draws them. */
export function mockupDecorations(line: Pick<LineItem, 'decorations'>): MockupDecoration[] {
  return line.decorations.map((d) => ({
    position: d.position,
    logo:
      d.design.kind === 'text'
        ? { kind: 'text', text: d.design.text, font: d.design.font }
        : d.design.logo
          ? { kind: 'image', src: d.design.logo.previewUrl, name: d.design.name }
          : { kind: 'image', src: null, name: d.design.name },
  }));
}

/**
 * A line's thumbnail: its mock-up when it carries a logo (the front, and under it the back when a logo sits
 * there), otherwise the garment's picture in its colour.
 */
export function LinePicture({ line, className }: { line: PicturedLine; className?: string }) {
  if (line.decorations.length === 0) {
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
  const product = lineMockupProduct(line);
  const decorations = mockupDecorations(line);
  const views = mockupViews(garmentKindFor(line.productTypes, line.title), decorations, {
    reflective: isReflective(line.productTypes),
  }).filter((v) => v.items.length > 0);
  return (
    <div className="flex shrink-0 flex-col gap-1" data-mockup-views={views.map((v) => v.view).join(' ')}>
      {views.map((v) => (
        <GarmentMockup
          key={v.view}
          product={product}
          colour={line.colour}
          decorations={v.items.map((i) => i.decoration)}
          view={v.view}
          size="sm"
          className={cn('rounded-lg border border-zinc-200', className)}
        />
      ))}
    </div>
  );
}
