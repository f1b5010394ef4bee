import { bundleMockupLines } from '../../../domain/bundle-line';
import type { LineItem } from '../../../domain/line-item';
import { cn } from '~/lib/cn';
import { garmentKindFor, isReflective, mockupViews } from '../../../domain/mockup';
import { GarmentMockup, type MockupDecoration, type MockupProduct } from '../mockup/garment-mockup';
import { LazyImage } from '~/components/lazy-image';

/** What a line's picture needs to know about its garment and decoration. */
export type PicturedLine = Pick<
  LineItem,
  'title' | 'productTypes' | 'image' | 'backImage' | 'colour' | 'colourHex' | 'decorations'
> &
  Partial<Pick<LineItem, 'names'>>;

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

/** A line's first name (issue 32) drawn at its position in its font, as the wizard's mock-up showed it. */
export function namesMockupDecorations(line: Partial<Pick<LineItem, 'names'>>): MockupDecoration[] {
  const first = line.names?.names[0];
  return line.names && first
    ? [{ position: line.names.position, logo: { kind: 'text', text: first, font: line.names.font } }]
    : [];
}

/**
 * A line's thumbnail: its mock-up when it carries a logo (the front, and under it the back when a logo sits
 * there), otherwise the garment's picture in its colour. A decorated bundle line shows its first garment's
 * mock-up (BundleMockups shows them all); a plain one the bundle's picture.
 */
export function LinePicture({
  line,
  className,
}: {
  line: PicturedLine & Partial<Pick<LineItem, 'id' | 'quantity' | 'notes' | 'bundle'>>;
  /** Its size (size-24 when not given). */
  className?: string;
}) {
  if (line.bundle) {
    const first =
      line.decorations.length > 0
        ? bundleMockupLines({ id: '', quantity: 1, notes: null, ...line })[0]
        : undefined;
    if (first) return <LinePicture line={first} className={className} />;
  }
  if (line.decorations.length === 0 || line.bundle) {
    return (
      <LazyImage
        src={line.image}
        alt={line.colour ? `${line.title} in ${line.colour}` : line.title}
        width={144}
        height={144}
        className={cn(
          'aspect-square shrink-0 rounded-lg border border-zinc-200 bg-zinc-100 object-cover',
          className,
        )}
      />
    );
  }
  const product = lineMockupProduct(line);
  const decorations = [...mockupDecorations(line), ...namesMockupDecorations(line)];
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
          className={cn('rounded-lg border border-zinc-200', className ?? 'size-24')}
        />
      ))}
    </div>
  );
}

/**
 * A bundle line's garments with its decoration: one small mock-up per product and colour (the garment's picture
 * when undecorated), each captioned, bounded by MAX_BUNDLE_MOCKUPS.
 */
export function BundleMockups({
  line,
  className,
}: {
  line: Pick<LineItem, 'id' | 'quantity' | 'decorations' | 'notes' | 'bundle'>;
  className?: string;
}) {
  const garments = bundleMockupLines(line);
  if (garments.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label="Mock-ups of the bundle’s garments">
      {garments.map((g) => (
        <li key={g.id} className="flex w-16 flex-col gap-0.5 sm:w-20">
          <LinePicture line={g} className="size-16 sm:size-20" />
          <span
            className="truncate text-[11px] leading-tight text-zinc-600"
            title={`${g.title}, ${g.colour}`}
          >
            {g.colour || g.title}
          </span>
        </li>
      ))}
    </ul>
  );
}
