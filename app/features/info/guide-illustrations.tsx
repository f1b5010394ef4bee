/**
 * Small line drawings for the how-to-add-a-logo guide. They are decorative: every figure has a
 * text caption, so each SVG is hidden from assistive technology.
 */
import type { LogoPosition } from '../../../domain/catalogue';
import { cn } from '~/lib/cn';

const SHIRT_FRONT =
  'M35 8 L20 13 L3 28 L13 42 L22 37 L22 95 L78 95 L78 37 L87 42 L97 28 L80 13 L65 8 C62 16 38 16 35 8 Z';
const SHIRT_BACK =
  'M35 8 L20 13 L3 28 L13 42 L22 37 L22 95 L78 95 L78 37 L87 42 L97 28 L80 13 L65 8 C60 11 40 11 35 8 Z';

/** Where each position sits on a 100×100 T-shirt. Front view is as you face the wearer. */
const POSITION_MARKS: Record<
  LogoPosition,
  { view: 'front' | 'back'; x: number; y: number; w: number; h: number; rotate?: number }
> = {
  'Large Front': { view: 'front', x: 33, y: 28, w: 34, h: 34 },
  'Left Breast': { view: 'front', x: 56, y: 23, w: 13, h: 10 },
  'Right Breast': { view: 'front', x: 31, y: 23, w: 13, h: 10 },
  'Left Sleeve': { view: 'front', x: 81, y: 26.5, w: 9, h: 7, rotate: 40 },
  'Right Sleeve': { view: 'front', x: 10, y: 26.5, w: 9, h: 7, rotate: -40 },
  'Large Back': { view: 'back', x: 31, y: 24, w: 38, h: 40 },
  'Nape of Neck': { view: 'back', x: 42, y: 13, w: 16, h: 6 },
};

function Svg({
  className,
  viewBox,
  children,
}: {
  className?: string;
  viewBox: string;
  children: React.ReactNode;
}) {
  return (
    <svg
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full', className)}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A T-shirt outline with one logo position marked in the accent colour. */
export function GarmentPosition({ position, className }: { position: LogoPosition; className?: string }) {
  const mark = POSITION_MARKS[position];
  const cx = mark.x + mark.w / 2;
  const cy = mark.y + mark.h / 2;
  return (
    <Svg viewBox="0 0 100 100" className={className}>
      <path
        d={mark.view === 'front' ? SHIRT_FRONT : SHIRT_BACK}
        className="fill-white stroke-brand-800"
        strokeWidth={2}
      />
      <rect
        x={mark.x}
        y={mark.y}
        width={mark.w}
        height={mark.h}
        rx={2}
        transform={mark.rotate ? `rotate(${mark.rotate} ${cx} ${cy})` : undefined}
        className="fill-accent-400 stroke-brand-900"
        strokeWidth={1.5}
        strokeDasharray={mark.w > 20 ? '4 2' : undefined}
      />
      <text x={50} y={90} textAnchor="middle" className="fill-zinc-500" fontSize={8} fontFamily="sans-serif">
        {mark.view === 'front' ? 'FRONT' : 'BACK'}
      </text>
    </Svg>
  );
}

function ShirtShape({
  x,
  y,
  scale,
  fill,
  back = false,
}: {
  x: number;
  y: number;
  scale: number;
  fill: string;
  back?: boolean;
}) {
  return (
    <path
      d={back ? SHIRT_BACK : SHIRT_FRONT}
      transform={`translate(${x} ${y}) scale(${scale})`}
      className={cn(fill, 'stroke-brand-800')}
      strokeWidth={2 / scale}
    />
  );
}

export function ChooseGarmentIllustration({ className }: { className?: string }) {
  return (
    <Svg viewBox="0 0 160 100" className={className}>
      <rect
        x={4}
        y={18}
        width={44}
        height={50}
        rx={6}
        className="fill-zinc-50 stroke-zinc-300"
        strokeWidth={1.5}
      />
      <ShirtShape x={8} y={24} scale={0.36} fill="fill-zinc-200" />
      <rect
        x={58}
        y={10}
        width={44}
        height={66}
        rx={6}
        className="fill-brand-50 stroke-brand-600"
        strokeWidth={2.5}
      />
      <ShirtShape x={62} y={22} scale={0.36} fill="fill-brand-600" />
      <circle cx={98} cy={12} r={8} className="fill-green-700" />
      <path d="M94 12 l3 3 l5 -6" className="stroke-white" strokeWidth={2} />
      <rect
        x={112}
        y={18}
        width={44}
        height={50}
        rx={6}
        className="fill-zinc-50 stroke-zinc-300"
        strokeWidth={1.5}
      />
      <ShirtShape x={116} y={24} scale={0.36} fill="fill-accent-300" />
      <rect x={62} y={84} width={36} height={8} rx={4} className="fill-brand-700" />
    </Svg>
  );
}

export function ColourSizesIllustration({ className }: { className?: string }) {
  const colours = ['fill-brand-800', 'fill-white', 'fill-red-600', 'fill-accent-400', 'fill-zinc-500'];
  const sizes = ['S', 'M', 'L', 'XL'];
  return (
    <Svg viewBox="0 0 160 100" className={className}>
      {colours.map((c, i) => (
        <circle
          key={c}
          cx={22 + i * 29}
          cy={24}
          r={10}
          className={cn(c, 'stroke-zinc-400')}
          strokeWidth={1.5}
        />
      ))}
      <circle cx={22} cy={24} r={14} className="stroke-brand-600" strokeWidth={2.5} />
      {sizes.map((s, i) => {
        const selected = s === 'M' || s === 'L';
        return (
          <g key={s}>
            <rect
              x={8 + i * 37}
              y={50}
              width={31}
              height={20}
              rx={4}
              className={selected ? 'fill-brand-700 stroke-brand-700' : 'fill-white stroke-zinc-400'}
              strokeWidth={1.5}
            />
            <text
              x={23.5 + i * 37}
              y={64}
              textAnchor="middle"
              fontSize={10}
              fontWeight={700}
              fontFamily="sans-serif"
              className={selected ? 'fill-white' : 'fill-zinc-700'}
            >
              {s}
            </text>
          </g>
        );
      })}
      <g fontFamily="sans-serif" fontSize={9} className="fill-zinc-700">
        <rect x={45} y={78} width={70} height={16} rx={8} className="fill-zinc-100 stroke-zinc-300" />
        <text x={55} y={89} textAnchor="middle" fontWeight={700}>
          −
        </text>
        <text x={80} y={89} textAnchor="middle">
          Qty 5
        </text>
        <text x={105} y={89} textAnchor="middle" fontWeight={700}>
          +
        </text>
      </g>
    </Svg>
  );
}

export function AddLogoIllustration({ className }: { className?: string }) {
  return (
    <Svg viewBox="0 0 160 100" className={className}>
      <rect x={20} y={20} width={120} height={28} rx={6} className="fill-brand-700" />
      <text
        x={80}
        y={38.5}
        textAnchor="middle"
        fontSize={12}
        fontWeight={700}
        fontFamily="sans-serif"
        letterSpacing={1}
        className="fill-white"
      >
        ADD LOGO
      </text>
      <rect
        x={20}
        y={56}
        width={120}
        height={28}
        rx={6}
        className="fill-white stroke-brand-700"
        strokeWidth={2}
      />
      <text
        x={80}
        y={74.5}
        textAnchor="middle"
        fontSize={12}
        fontWeight={700}
        fontFamily="sans-serif"
        letterSpacing={1}
        className="fill-brand-700"
      >
        ADD TO CART
      </text>
      {/* pointer */}
      <path
        d="M112 36 l0 22 l6 -5 l4 9 l4 -2 l-4 -9 l8 0 Z"
        className="fill-white stroke-zinc-900"
        strokeWidth={1.5}
      />
    </Svg>
  );
}

export function MethodIllustration({ className }: { className?: string }) {
  return (
    <Svg viewBox="0 0 160 100" className={className}>
      <rect
        x={6}
        y={12}
        width={70}
        height={80}
        rx={8}
        className="fill-brand-50 stroke-brand-600"
        strokeWidth={2.5}
      />
      <circle cx={41} cy={44} r={18} className="stroke-brand-700" strokeWidth={3} strokeDasharray="3 3" />
      <path d="M33 44 l6 6 l10 -12" className="stroke-brand-700" strokeWidth={3} />
      <text
        x={41}
        y={80}
        textAnchor="middle"
        fontSize={9}
        fontWeight={700}
        fontFamily="sans-serif"
        className="fill-brand-900"
      >
        Embroidery
      </text>
      <rect
        x={84}
        y={12}
        width={70}
        height={80}
        rx={8}
        className="fill-white stroke-zinc-300"
        strokeWidth={1.5}
      />
      <rect x={101} y={28} width={36} height={32} rx={3} className="fill-zinc-700" />
      <path d="M108 52 l8 -10 l6 7 l4 -4 l6 7" className="stroke-white" strokeWidth={2} />
      <text
        x={119}
        y={80}
        textAnchor="middle"
        fontSize={9}
        fontWeight={700}
        fontFamily="sans-serif"
        className="fill-zinc-700"
      >
        Print
      </text>
    </Svg>
  );
}

export function LogoTypeIllustration({ className }: { className?: string }) {
  return (
    <Svg viewBox="0 0 160 100" className={className}>
      <rect
        x={6}
        y={12}
        width={70}
        height={80}
        rx={8}
        className="fill-white stroke-brand-600"
        strokeWidth={2}
      />
      <text
        x={41}
        y={54}
        textAnchor="middle"
        fontSize={28}
        fontWeight={700}
        fontFamily="Georgia, serif"
        className="fill-brand-800"
      >
        Aa
      </text>
      <rect x={18} y={64} width={46} height={4} rx={2} className="fill-zinc-300" />
      <text
        x={41}
        y={84}
        textAnchor="middle"
        fontSize={9}
        fontWeight={700}
        fontFamily="sans-serif"
        className="fill-brand-900"
      >
        Text Logo
      </text>
      <rect
        x={84}
        y={12}
        width={70}
        height={80}
        rx={8}
        className="fill-white stroke-brand-600"
        strokeWidth={2}
      />
      <path
        d="M104 46 a12 12 0 0 1 4 -22 a14 14 0 0 1 26 4 a10 10 0 0 1 0 18"
        className="stroke-brand-700"
        strokeWidth={2.5}
      />
      <path d="M119 58 l0 -22 m-7 7 l7 -7 l7 7" className="stroke-accent-500" strokeWidth={3} />
      <text
        x={119}
        y={84}
        textAnchor="middle"
        fontSize={9}
        fontWeight={700}
        fontFamily="sans-serif"
        className="fill-brand-900"
      >
        Upload
      </text>
    </Svg>
  );
}

export function MockupIllustration({ className }: { className?: string }) {
  return (
    <Svg viewBox="0 0 160 100" className={className}>
      <rect
        x={4}
        y={4}
        width={152}
        height={92}
        rx={8}
        className="fill-zinc-50 stroke-zinc-300"
        strokeWidth={1.5}
      />
      <ShirtShape x={30} y={8} scale={0.85} fill="fill-brand-800" />
      {/* the wearer's left breast: a small round badge logo */}
      <circle cx={84} cy={32} r={6} className="fill-accent-300" />
      <path d="M81 32 l2 2 l4 -4" className="stroke-brand-900" strokeWidth={1.5} />
      <rect x={110} y={10} width={40} height={14} rx={7} className="fill-green-700" />
      <text
        x={130}
        y={20}
        textAnchor="middle"
        fontSize={7.5}
        fontWeight={700}
        fontFamily="sans-serif"
        className="fill-white"
      >
        PREVIEW
      </text>
      <circle cx={124} cy={68} r={14} className="fill-white/60 stroke-zinc-800" strokeWidth={3} />
      <path d="M134 78 l12 12" className="stroke-zinc-800" strokeWidth={5} />
    </Svg>
  );
}

export function CheckoutIllustration({ className }: { className?: string }) {
  return (
    <Svg viewBox="0 0 160 100" className={className}>
      <rect x={20} y={18} width={120} height={72} rx={10} className="fill-brand-700" />
      <rect x={20} y={34} width={120} height={12} className="fill-brand-900" />
      <rect x={32} y={56} width={22} height={16} rx={3} className="fill-accent-300" />
      <rect x={62} y={60} width={60} height={5} rx={2.5} className="fill-brand-100" />
      <rect x={62} y={70} width={36} height={5} rx={2.5} className="fill-brand-100" />
      <circle cx={130} cy={16} r={14} className="fill-green-700 stroke-white" strokeWidth={2} />
      <rect x={124} y={14} width={12} height={9} rx={1.5} className="fill-white" />
      <path d="M126.5 14 v-3 a3.5 3.5 0 0 1 7 0 v3" className="stroke-white" strokeWidth={2} />
    </Svg>
  );
}

export function ProofIllustration({ className }: { className?: string }) {
  return (
    <Svg viewBox="0 0 160 100" className={className}>
      <path d="M40 6 h56 l18 18 v70 h-74 Z" className="fill-white stroke-brand-800" strokeWidth={2} />
      <path d="M96 6 v18 h18" className="stroke-brand-800" strokeWidth={2} />
      <ShirtShape x={52} y={26} scale={0.4} fill="fill-brand-50" />
      <rect x={75} y={35} width={5} height={4} className="fill-accent-500" />
      <rect x={50} y={72} width={54} height={4} rx={2} className="fill-zinc-300" />
      <rect x={50} y={80} width={36} height={4} rx={2} className="fill-zinc-300" />
      <circle cx={118} cy={74} r={16} className="fill-green-700" />
      <path d="M110 74 l6 6 l10 -12" className="stroke-white" strokeWidth={3} />
    </Svg>
  );
}
