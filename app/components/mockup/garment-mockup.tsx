/**
 * The live mock-up: the garment's picture in the chosen colour with the customer's logo drawn where it will be
 * embroidered or printed. Plain HTML, CSS and inline SVG (no canvas, no effects, no ids), so it renders on the
 * server, hydrates without surprises and follows its props at once: the wizard passes the text as it is typed.
 * Placement, ink and fonts come from domain/mockup.ts.
 */
import type { CSSProperties } from 'react';
import type { LogoPosition } from '../../../domain/catalogue';
import {
  MOCKUP_FONTS,
  MOCKUP_FONT_WEIGHTS,
  garmentKindFor,
  inkFor,
  isLightGarment,
  isReflective,
  layoutLogoText,
  logoPlacement,
  mockupViews,
  type LogoPlacement,
  type MockupView,
} from '../../../domain/mockup';
import type { LogoFont } from '../../../domain/catalogue';
import type { Product } from '../../../domain/product';
import { cn } from '~/lib/cn';

export type MockupLogo =
  | { kind: 'text'; text: string; font: LogoFont }
  /** `src` is a preview of the upload; null for files that have none (PDF, EPS, AI) */
  | { kind: 'image'; src: string | null; name?: string };

export type MockupProduct = Pick<Product, 'title' | 'frontImage' | 'productTypes' | 'colours'> & {
  backImage?: string | null;
};

/** One logo at one position. */
export interface MockupDecoration {
  position: LogoPosition;
  logo: MockupLogo | null;
}

export interface GarmentMockupProps {
  product: MockupProduct;
  /** a colour name from product.colours; null shows the first colour */
  colour: string | null;
  /** one logo (or with `decorations`, ignored) */
  position?: LogoPosition | null;
  logo?: MockupLogo | null;
  /** several logos, one per position: those on the view drawn are drawn */
  decorations?: readonly MockupDecoration[];
  /** the picture drawn; by default the view of the first decoration */
  view?: MockupView;
  /** 'lg' fills its container; 'sm' is a 96 px cart thumbnail */
  size?: 'lg' | 'sm';
  /** Replaces the default size (sm) and rounding: set both. */
  className?: string;
}

/** The picture for the view, in the chosen colour; a missing back picture falls back to the front. */
function pictureFor(product: MockupProduct, colourName: string | null, view: 'front' | 'back') {
  const wanted = colourName?.trim().toLowerCase();
  const colour =
    (wanted ? product.colours.find((c) => c.name.toLowerCase() === wanted) : undefined) ?? product.colours[0];
  const front = colour?.image || product.frontImage;
  // the product's own back picture is of its first colour: only use it for that colour
  const back =
    colour?.backImage || (!colour || colour === product.colours[0] ? product.backImage : null) || null;
  return {
    src: view === 'back' && back ? back : front,
    hex: colour?.hex ?? '#ffffff',
    name: colour?.name ?? null,
  };
}

/** Thumbnails: logos smaller than this share of the picture are drawn larger, so they still show. */
const SM_MIN_WIDTH = 0.12;
const SM_MAX_BOOST = 1.8;

function legible(p: LogoPlacement, size: 'lg' | 'sm'): LogoPlacement {
  if (size !== 'sm' || p.width >= SM_MIN_WIDTH) return p;
  const k = Math.min(SM_MAX_BOOST, SM_MIN_WIDTH / p.width);
  const width = p.width * k;
  const height = p.height * k;
  const clamp = (v: number, half: number) => Math.min(1 - half, Math.max(half, v));
  return { ...p, width, height, x: clamp(p.x, width / 2), y: clamp(p.y, height / 2) };
}

const pct = (n: number) => `${(n * 100).toFixed(3)}%`;

function boxStyle(p: LogoPlacement): CSSProperties {
  return {
    left: pct(p.x - p.width / 2),
    top: pct(p.y - p.height / 2),
    width: pct(p.width),
    height: pct(p.height),
    transform: p.rotate ? `rotate(${p.rotate}deg)` : undefined,
  };
}

/** Box units: thousandths of the picture, so text sizes read the same in every box. */
const UNITS = 1000;

function TextLogo({ text, font, ink, p }: { text: string; font: LogoFont; ink: string; p: LogoPlacement }) {
  const w = p.width * UNITS;
  const h = p.height * UNITS;
  const layout = layoutLogoText(text, font, w, h);
  if (!layout.lines.length) return null;
  return (
    <svg
      viewBox={`0 0 ${w.toFixed(1)} ${h.toFixed(1)}`}
      className="block size-full overflow-hidden"
      style={{ mixBlendMode: ink === '#ffffff' ? undefined : 'multiply' }}
    >
      <text
        fill={ink}
        fillOpacity={0.96}
        fontFamily={MOCKUP_FONTS[font]}
        fontWeight={MOCKUP_FONT_WEIGHTS[font]}
        fontSize={layout.fontSize.toFixed(2)}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {layout.lines.map((line, i) => (
          <tspan
            key={i}
            x={(w / 2).toFixed(1)}
            y={line.y.toFixed(1)}
            textLength={line.textLength?.toFixed(1)}
            lengthAdjust={line.textLength ? 'spacingAndGlyphs' : undefined}
          >
            {line.text}
          </tspan>
        ))}
      </text>
    </svg>
  );
}

/** Stands in for an upload with no preview (PDF, EPS, AI): a document with the file type and 'Your logo'. */
function PlaceholderBadge({ name }: { name?: string }) {
  const ext = /\.([a-z0-9]{2,4})$/i.exec(name ?? '')?.[1]?.toUpperCase();
  return (
    <svg viewBox="0 0 100 64" className="block size-full">
      <rect
        x={1.5}
        y={1.5}
        width={97}
        height={61}
        rx={8}
        fill="#ffffff"
        fillOpacity={0.9}
        stroke="#52525b"
        strokeWidth={2}
        strokeDasharray="5 3"
      />
      <path d="M 13 12 H 29 L 37 20 V 44 H 13 Z" fill="#f4f4f5" stroke="#3f3f46" strokeWidth={2.2} />
      <path d="M 29 12 V 20 H 37" fill="none" stroke="#3f3f46" strokeWidth={2.2} strokeLinejoin="round" />
      {ext ? (
        <text
          x={25}
          y={36}
          textAnchor="middle"
          fontSize={ext.length > 3 ? 6.5 : 8}
          fontWeight={700}
          fontFamily={MOCKUP_FONTS['Sans-serif']}
          fill="#18181b"
        >
          {ext}
        </text>
      ) : null}
      {/* the placeholder's two words, one a line */}
      {(
        [
          ['Your', 28],
          ['logo', 44],
        ] as const
      ).map(([word, y]) => (
        <text
          key={word}
          x={43}
          y={y}
          fontSize={13}
          fontWeight={700}
          fontFamily={MOCKUP_FONTS['Sans-serif']}
          fill="#18181b"
        >
          {word}
        </text>
      ))}
    </svg>
  );
}

const hasContent = (logo: MockupLogo | null) =>
  logo !== null && (logo.kind === 'image' || (logo.kind === 'text' && logo.text.trim().length > 0));

const listText = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export function GarmentMockup({
  product,
  colour,
  position = null,
  logo = null,
  decorations,
  view,
  size = 'lg',
  className,
}: GarmentMockupProps) {
  const kind = garmentKindFor(product.productTypes, product.title);
  const reflective = isReflective(product.productTypes);
  const list = decorations ?? (position ? [{ position, logo }] : []);
  const placed = list.map((d) => ({
    ...d,
    placement: legible(logoPlacement(kind, d.position, { reflective }), size),
  }));
  const shownView = view ?? placed[0]?.placement.view ?? 'front';
  const shown = placed.filter((d) => d.placement.view === shownView);
  const picture = pictureFor(product, colour, shownView);
  const withLogo = shown.filter((d) => hasContent(d.logo)).map((d) => d.position);
  const alt =
    `${product.title}${picture.name ? ` in ${picture.name}` : ''}` +
    (shownView === 'back' ? ', back' : '') +
    (withLogo.length ? ` with your logo${withLogo.length > 1 ? 's' : ''} on the ${listText(withLogo)}` : '');
  const px = size === 'sm' ? 96 : 800;

  return (
    <div
      className={cn(
        'relative aspect-square overflow-hidden bg-zinc-100',
        size === 'sm'
          ? ['shrink-0', className ?? 'size-24 rounded-md']
          : ['w-full', className ?? 'rounded-2xl'],
      )}
    >
      <img
        src={picture.src}
        alt={alt}
        width={px}
        height={px}
        loading={size === 'sm' ? 'lazy' : undefined}
        decoding="async"
        className="block size-full object-cover"
      />
      {shown.map(({ position: at, logo: drawn, placement }) => {
        const surface = placement.surface ?? picture.hex;
        const ink = inkFor(surface);
        return (
          <div
            key={at}
            aria-hidden="true"
            className="pointer-events-none absolute"
            style={boxStyle(placement)}
            data-position={at}
          >
            {!hasContent(drawn) ? (
              size === 'lg' ? (
                <div className="size-full rounded-sm border-2 border-dashed border-accent-500 bg-accent-400/15" />
              ) : null
            ) : drawn?.kind === 'text' ? (
              <TextLogo text={drawn.text} font={drawn.font} ink={ink} p={placement} />
            ) : drawn?.kind === 'image' && drawn.src ? (
              <img
                src={drawn.src}
                alt=""
                decoding="async"
                loading={size === 'sm' ? 'lazy' : undefined}
                draggable={false}
                className="block size-full object-contain"
                style={isLightGarment(surface) ? { mixBlendMode: 'multiply' } : undefined}
              />
            ) : drawn?.kind === 'image' ? (
              <PlaceholderBadge name={drawn.name} />
            ) : null}
          </div>
        );
      })}
      {shownView === 'back' && size === 'lg' ? (
        <span className="absolute top-3 left-3 rounded-full bg-white/85 px-2.5 py-0.5 text-xs font-semibold text-zinc-700 shadow-sm">
          Back
        </span>
      ) : null}
    </div>
  );
}

/**
 * A garment with several logos: the front, and the back when a logo sits there (or `always` asks for it),
 * side by side, each with the logos placed on it (domain/mockup's mockupViews).
 */
export function GarmentMockupViews({
  decorations,
  always,
  className,
  viewClassName,
  ...props
}: Omit<GarmentMockupProps, 'position' | 'logo' | 'view' | 'decorations'> & {
  decorations: readonly MockupDecoration[];
  always?: readonly MockupView[];
  viewClassName?: string;
}) {
  const views = mockupViews(garmentKindFor(props.product.productTypes, props.product.title), decorations, {
    reflective: isReflective(props.product.productTypes),
    always,
  });
  return (
    <div className={cn('flex gap-2', className)} data-mockup-views={views.map((v) => v.view).join(' ')}>
      {views.map((v) => (
        <div key={v.view} className="min-w-0 flex-1" data-view={v.view}>
          <GarmentMockup
            {...props}
            decorations={v.items.map((i) => i.decoration)}
            view={v.view}
            className={viewClassName}
          />
        </div>
      ))}
    </div>
  );
}
