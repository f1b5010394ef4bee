/**
 * The live mock-up: where a customer's logo goes on a garment picture, how big, in which ink and font.
 *
 * Placements are worked out from the drawings in server/db/seed/pictures/garments.ts: every demo picture is an
 * 800 x 800 square with the garment centred on x = 400 and shifted 10 px down (trousers also scaled by 0.88,
 * shorts moved down a further 90 px). The tables below are written in those picture pixels, so each number can
 * be checked against the drawing code, and turned into fractions of the picture.
 *
 * Conventions
 * - `x`, `y` are the CENTRE of the logo box, `width`, `height` its size; all four are fractions (0-1) of the
 *   picture's width and height, measured on the square picture as shown.
 * - `rotate` is degrees clockwise (as CSS `rotate()`) about the box centre; the box is rotated, not the picture.
 * - Left and Right are the WEARER's. On a front view the wearer faces us, so 'Left Breast' and 'Left Sleeve'
 *   sit on the image's right-hand side. On back views the wearer's left is on the image's left.
 * - Sizes are believable print sizes: the drawn tee's body is about 312 px across the chest for a ~52 cm half
 *   chest (~6 px/cm). A large front print is ~27 cm wide (about half the torso), a large back ~28 cm, a
 *   breast logo ~7.5 cm (14% of the torso), a sleeve logo ~7 cm, a nape logo ~7.5 cm by 3 cm.
 * - The box is the space the logo may fill: text and pictures are fitted inside it, keeping their shape.
 *
 * Pure: no I/O, no React.
 */
import { LOGO_POSITIONS, type LogoFont, type LogoPosition } from './catalogue';

// ------------------------------------------------------------------------------------------------ fonts

/**
 * CSS font stacks for text logos. Each stack leads with faces whose widths the text layout below knows: Arial
 * and Times New Roman (Liberation Sans and Serif on Linux have the same metrics), Verdana (DejaVu Sans on
 * Linux is its close cousin).
 *
 * Debian's headless Chromium has only DejaVu and Liberation fonts, and its generic `cursive` is DejaVu Sans, so
 * 'Script' falls back to 'Mockup Script', an @font-face in app/app.css that takes the italic face of a serif
 * on the machine (Liberation Serif Italic on Linux, Times New Roman Italic on Windows and macOS). Real script
 * faces come first where a machine has them; `cursive` is last because on Android it is Dancing Script.
 * 'Dancing Script' leads the stack so that adding the @fontsource/dancing-script package (and importing its
 * CSS) is all it takes to serve a real script face to every browser.
 */
export const MOCKUP_FONTS: Record<LogoFont, string> = {
  Standard: "Verdana, 'DejaVu Sans', 'Bitstream Vera Sans', Geneva, sans-serif",
  Serif: "'Times New Roman', Times, 'Liberation Serif', Georgia, 'DejaVu Serif', serif",
  'Sans-serif': "Arial, Helvetica, 'Liberation Sans', 'Helvetica Neue', sans-serif",
  Script:
    "'Dancing Script', 'Segoe Script', 'Brush Script MT', 'Snell Roundhand', 'Apple Chancery', 'URW Chancery L', Z003, 'Mockup Script', cursive",
};

/** The weight each font is drawn in: Standard is a heavy block letter, Sans-serif a plain regular. */
export const MOCKUP_FONT_WEIGHTS: Record<LogoFont, number> = {
  Standard: 700,
  Serif: 700,
  'Sans-serif': 400,
  Script: 400,
};

// ------------------------------------------------------------------------------------------------ ink

function channel(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour; unreadable colours count as white. */
export function relativeLuminance(hex: string): number {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return 1;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const n = parseInt(h, 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const INK_LIGHT = '#ffffff';
export const INK_DARK = '#18181b';

/**
 * Ink for a text logo on cloth of this colour: white on dark garments, near-black on light ones, whichever
 * contrasts more. On the few mid tones where neither reaches 4.5:1 the near-black turns pure black, which
 * always does (the better of black and white is at least 4.58:1 on any colour).
 */
export function inkFor(garmentHex: string): string {
  const light = contrastRatio(garmentHex, INK_LIGHT);
  const dark = contrastRatio(garmentHex, INK_DARK);
  if (Math.max(light, dark) >= 4.5) return light >= dark ? INK_LIGHT : INK_DARK;
  return light >= contrastRatio(garmentHex, '#000000') ? INK_LIGHT : '#000000';
}

/** Light cloth: a logo picture can be multiplied into it (its white background vanishes, shading shows). */
export const isLightGarment = (garmentHex: string) => relativeLuminance(garmentHex) > 0.45;

// ------------------------------------------------------------------------------------------------ kinds

/** The garment kinds a mock-up is drawn as; server/db/seed/pictures/garments.ts draws each of them. */
export const MOCKUP_KINDS = [
  'tshirt',
  'polo',
  'sweatshirt',
  'hoodie',
  'softshell',
  'bodywarmer',
  'shirt',
  'trousers',
  'cargo',
  'workpants',
  'shorts',
  'vest',
  'cap',
  'beanie',
  'backpack',
  'tote',
  'holdall',
] as const;
export type MockupKind = (typeof MOCKUP_KINDS)[number];

/** Product type slug → drawing kind, most specific types first (a hi-vis polo is drawn as a polo). */
const TYPE_KINDS: [string, MockupKind][] = [
  ['t-shirt', 'tshirt'],
  ['polo', 'polo'],
  ['sweatshirt', 'sweatshirt'],
  ['hoodie', 'hoodie'],
  ['jacket', 'softshell'],
  ['bodywarmer', 'bodywarmer'],
  ['shirt-blouse', 'shirt'],
  ['cargo-pants', 'cargo'],
  ['work-pants', 'workpants'],
  ['trousers', 'trousers'],
  ['shorts', 'shorts'],
  ['hi-vis', 'vest'],
  ['headwear', 'cap'],
  ['backpack', 'backpack'],
  ['workbag', 'holdall'],
];

/** Words in a title that settle the types that cover more than one drawing (hi-vis, headwear, workbag). */
const TITLE_KINDS: [RegExp, MockupKind][] = [
  [/\bpolo\b/i, 'polo'],
  [/\b(?:t-?shirt|tee)\b/i, 'tshirt'],
  [/\b(?:softshell|jacket|coat|parka)\b/i, 'softshell'],
  [/\b(?:bodywarmer|gilet)\b/i, 'bodywarmer'],
  [/\b(?:sweatshirt|sweat)\b/i, 'sweatshirt'],
  [/\b(?:hoodie|hooded)\b/i, 'hoodie'],
  [/\b(?:trousers?|pants)\b/i, 'trousers'],
  [/\b(?:vest|waistcoat|tabard)\b/i, 'vest'],
  [/\b(?:beanie|hat|toque)\b/i, 'beanie'],
  [/\btote\b/i, 'tote'],
];
const AMBIGUOUS: Partial<Record<string, readonly MockupKind[]>> = {
  'hi-vis': ['vest', 'polo', 'tshirt', 'softshell', 'bodywarmer', 'sweatshirt', 'hoodie', 'trousers'],
  headwear: ['cap', 'beanie'],
  workbag: ['holdall', 'tote'],
};

/**
 * The drawing kind for a product. Product types alone can't tell a beanie from a cap, a hi-vis polo from a
 * hi-vis vest or a tote from a holdall, so a title may be given to settle those; without one they default to
 * cap, vest and holdall. Unknown types fall back to a T-shirt, the most common garment.
 */
export function garmentKindFor(productTypes: readonly string[], title?: string): MockupKind {
  const types = productTypes.map((t) => t.trim().toLowerCase());
  for (const [type, kind] of TYPE_KINDS) {
    if (!types.includes(type)) continue;
    const choices = AMBIGUOUS[type];
    if (choices && title) {
      const hit = TITLE_KINDS.find(([re, k]) => choices.includes(k) && re.test(title));
      if (hit) return hit[1];
    }
    return kind;
  }
  return 'tshirt';
}

// -------------------------------------------------------------------------------------------- placements

export type MockupView = 'front' | 'back';

export interface LogoPlacement {
  view: MockupView;
  /** box centre, fraction of the picture's width */
  x: number;
  /** box centre, fraction of the picture's height */
  y: number;
  width: number;
  height: number;
  /** degrees clockwise about the box centre */
  rotate?: number;
  /** the colour under the logo when it isn't the garment's own (a bag's dark straps), for the ink */
  surface?: string;
}

const PX = 800;
const r4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** A box in picture pixels (centre, size) → fractions. */
function box(view: MockupView, cx: number, cy: number, w: number, h: number, rotate?: number): LogoPlacement {
  const p: LogoPlacement = { view, x: r4(cx / PX), y: r4(cy / PX), width: r4(w / PX), height: r4(h / PX) };
  if (rotate) p.rotate = rotate;
  return p;
}

/** The wearer's right (image left, at `cx`) and the wearer's left (mirrored about the centre line). */
function pair(
  view: MockupView,
  cx: number,
  cy: number,
  w: number,
  h: number,
  rotate = 0,
): { right: LogoPlacement; left: LogoPlacement } {
  return { right: box(view, cx, cy, w, h, rotate), left: box(view, PX - cx, cy, w, h, -rotate) };
}

type Table = Record<LogoPosition, LogoPlacement>;

function table(t: {
  largeFront: LogoPlacement;
  largeBack: LogoPlacement;
  nape: LogoPlacement;
  breast: { right: LogoPlacement; left: LogoPlacement };
  sleeve: { right: LogoPlacement; left: LogoPlacement };
}): Table {
  return {
    'Large Front': t.largeFront,
    'Large Back': t.largeBack,
    'Nape of Neck': t.nape,
    'Right Breast': t.breast.right,
    'Left Breast': t.breast.left,
    'Right Sleeve': t.sleeve.right,
    'Left Sleeve': t.sleeve.left,
  };
}

// Sizes in picture pixels (see the header for the scale).
const LARGE_W = 160;
const LARGE_BACK_W = 170;
const BREAST_W = 44;
const BREAST_H = 34;
const SLEEVE_W = 40;
const SLEEVE_H = 30;
const NAPE_W = 46;
const NAPE_H = 18;
/** Breast logos centred ~10 cm either side of the centre line (the usual 4 inches). */
const CHEST_X = 400 - 64;

/**
 * Short sleeves (tee, polo): the sleeve runs from the armhole seam down and out at about 45°. The logo sits
 * mid-sleeve, clear of the hem band, level as it would be on a hanging arm, so it turns with the sleeve.
 */
const SHORT_SLEEVES = pair('front', 206, 298, SLEEVE_W, SLEEVE_H, 45);
/** Long sleeves hang almost straight: the logo goes on the upper arm, below the armhole, turned ~9°. */
const LONG_SLEEVES = pair('front', 196, 372, SLEEVE_W, SLEEVE_H, 9);

/** Backpack straps are dark webbing whatever the bag's colour. */
const STRAP = '#27272a';

/**
 * The boxes of every kind, in picture pixels; the comments give the landmarks of the drawing they avoid.
 * Zip- or button-fronted tops (softshell, bodywarmer, shirt): nothing is printed across the fastening, so
 * 'Large Front' becomes a large logo on the wearer's left chest panel, between the fastening and the side.
 */
const PLACEMENTS: Record<MockupKind, Table> = {
  // crew neck band ends ~245 (a V neck at 272); sleeves drawn by shortSleeves()
  tshirt: table({
    largeFront: box('front', 400, 380, LARGE_W, 150),
    breast: pair('front', CHEST_X, 300, BREAST_W, BREAST_H),
    sleeve: SHORT_SLEEVES,
    largeBack: box('back', 400, 350, LARGE_BACK_W, 170),
    nape: box('back', 400, 214, NAPE_W, NAPE_H),
  }),
  // the placket runs down to 322, the collar wings to 254; the back collar lies down to ~222
  polo: table({
    largeFront: box('front', 400, 402, LARGE_W, 130),
    breast: pair('front', CHEST_X, 306, BREAST_W, BREAST_H),
    sleeve: SHORT_SLEEVES,
    largeBack: box('back', 400, 372, LARGE_BACK_W, 160),
    nape: box('back', 400, 244, NAPE_W, NAPE_H),
  }),
  // rib neck to ~262 (with its V insert); waistband from 572
  sweatshirt: table({
    largeFront: box('front', 400, 388, LARGE_W, 150),
    breast: pair('front', CHEST_X, 302, BREAST_W, BREAST_H),
    sleeve: LONG_SLEEVES,
    largeBack: box('back', 400, 352, LARGE_BACK_W, 170),
    nape: box('back', 400, 212, NAPE_W, NAPE_H),
  }),
  // front: hood to 252, drawcords to 366, kangaroo pocket from 430, so the large print sits in between;
  // back: the hood hangs down to ~218, so the nape logo sits just below it
  hoodie: table({
    largeFront: box('front', 400, 388, LARGE_W, 80),
    breast: pair('front', CHEST_X, 302, BREAST_W, BREAST_H),
    sleeve: LONG_SLEEVES,
    largeBack: box('back', 400, 368, LARGE_BACK_W, 160),
    nape: box('back', 400, 240, NAPE_W, NAPE_H),
  }),
  // zip at 395-405; zipped chest pockets (welts 336-342 / 458-464, from 262 down, pullers at 337-344), so
  // breast logos sit above them, in from the pocket pullers and (hi-vis) the braces; back: stand collar to
  // ~186, yoke seam at ~262
  softshell: table({
    largeFront: box('front', 458, 236, 100, 44),
    breast: pair('front', 362, 244, 44, 30),
    sleeve: LONG_SLEEVES,
    largeBack: box('back', 400, 370, LARGE_BACK_W, 160),
    nape: box('back', 400, 222, NAPE_W, NAPE_H),
  }),
  // sleeveless: the sleeve positions become a small logo at the side of the chest, just in from the armhole
  bodywarmer: table({
    largeFront: box('front', 462, 282, 100, 70),
    breast: pair('front', 338, 272, BREAST_W, BREAST_H),
    sleeve: pair('front', 298, 344, SLEEVE_W, SLEEVE_H),
    largeBack: box('back', 400, 360, LARGE_BACK_W, 160),
    nape: box('back', 400, 206, NAPE_W, NAPE_H),
  }),
  // button placket 388-412; the right breast (image left) lands on the chest pocket; back yoke at ~253
  shirt: table({
    largeFront: box('front', 464, 300, 96, 70),
    breast: pair('front', 320, 306, BREAST_W, BREAST_H),
    sleeve: LONG_SLEEVES,
    largeBack: box('back', 400, 380, LARGE_BACK_W, 160),
    nape: box('back', 400, 221, NAPE_W, NAPE_H),
  }),
  ...bottomsTables(),
  // hi-vis vest: front braces at ~327 / 473 (29 px wide), reflective bands at 450 and 536 (31 px); 'Large
  // Front' goes between the braces above the band, 'Large Back' between the two bands (the upper back is cut
  // up by the Y tape); sleeveless, so the sleeve positions sit at the side, between the bands
  vest: table({
    largeFront: box('front', 400, 392, 104, 70),
    breast: pair('front', 369, 370, 44, BREAST_H),
    sleeve: pair('front', 305, 494, SLEEVE_W, SLEEVE_H),
    largeBack: box('back', 400, 493, 230, 44),
    nape: box('back', 400, 222, NAPE_W, NAPE_H),
  }),
  // cap, front drawn three-quarter: the front panels lie between seams running from the button to ~300 and
  // ~492 at the peak; 'Large Front' is the centre front, breasts are small logos left and right of centre,
  // sleeves go on the side panels; back: above the adjuster opening (stitched at ~406)
  cap: {
    'Large Front': box('front', 405, 412, 120, 84),
    'Right Breast': box('front', 372, 430, 40, 30),
    'Left Breast': box('front', 444, 430, 40, 30),
    'Right Sleeve': box('front', 272, 430, 40, 30, -8),
    'Left Sleeve': box('front', 546, 418, 36, 28, 8),
    'Large Back': box('back', 400, 330, 130, 80),
    'Nape of Neck': box('back', 400, 386, NAPE_W, NAPE_H),
  },
  // beanie: logos go on the turned-up cuff (442-614) below the woven label (438-482 x 510-530); the sleeve
  // positions on the sides of the crown
  beanie: {
    'Large Front': box('front', 400, 562, 150, 52),
    'Right Breast': box('front', 316, 566, 44, 32),
    'Left Breast': box('front', 484, 566, 44, 32),
    'Right Sleeve': box('front', 302, 390, 40, 30, -6),
    'Left Sleeve': box('front', 498, 390, 40, 30, 6),
    'Large Back': box('back', 400, 530, 150, 60),
    'Nape of Neck': box('back', 400, 566, NAPE_W, NAPE_H),
  },
  // backpack: 'Large Front' on the front pocket (below its zip, 414-610); its outer face is what people
  // behind the wearer see, so 'Large Back' is the upper front panel, between the grab strap's end (310) and
  // the pocket (370); breasts either side of the grab strap (395-405); the sleeve positions go along the
  // shoulder straps and the nape between the straps' roots on the harness side (worn, the wearer's left
  // strap is on the image's right there too)
  backpack: {
    'Large Front': box('front', 400, 508, LARGE_W, 150),
    'Large Back': box('front', 400, 338, 130, 46),
    'Right Breast': box('front', 345, 300, 44, 34),
    'Left Breast': box('front', 455, 300, 44, 34),
    'Right Sleeve': { ...box('back', 346, 340, 80, 26, -90), surface: STRAP },
    'Left Sleeve': { ...box('back', 454, 340, 80, 26, -90), surface: STRAP },
    'Nape of Neck': box('back', 400, 178, NAPE_W, NAPE_H),
  },
  // tote: the front pocket (470-650) has a centre seam, so 'Large Front' sits on the bag above it and the
  // breasts on its two halves; sleeves beside the pocket; back: the plain bag
  tote: {
    'Large Front': box('front', 400, 410, 190, 90),
    'Right Breast': box('front', 350, 560, BREAST_W, BREAST_H),
    'Left Breast': box('front', 450, 560, BREAST_W, BREAST_H),
    'Right Sleeve': box('front', 256, 560, SLEEVE_W, SLEEVE_H),
    'Left Sleeve': box('front', 544, 560, SLEEVE_W, SLEEVE_H),
    'Large Back': box('back', 400, 490, 200, 160),
    'Nape of Neck': box('back', 400, 368, NAPE_W, NAPE_H),
  },
  // holdall: handles stitched down at 330 / 470 (20 px webbing) cut the front into three; 'Large Front' in
  // the middle above the front pocket (430-550), breasts on the pocket's outer thirds, sleeves on the ends
  holdall: {
    'Large Front': box('front', 400, 376, 104, 80),
    'Right Breast': box('front', 280, 496, BREAST_W, BREAST_H),
    'Left Breast': box('front', 520, 496, BREAST_W, BREAST_H),
    'Right Sleeve': box('front', 214, 480, 34, 26),
    'Left Sleeve': box('front', 586, 480, 34, 26),
    'Large Back': box('back', 400, 440, 104, 150),
    'Nape of Neck': box('back', 400, 332, NAPE_W, NAPE_H),
  },
};

/**
 * Trousers, cargo and work trousers (drawn at 0.88 scale) and shorts: there is no chest, so
 * - breasts → the upper front thigh of that leg, just below the hand pocket;
 * - 'Large Front' → a larger logo on the wearer's left thigh;
 * - sleeves → the outside of that leg at mid-thigh (on the cargo pocket where there is one);
 * - 'Large Back' → the wearer's left back pocket (on the back view the wearer's left is the image's left);
 * - 'Nape of Neck' → the centre of the back waistband, where a label would go.
 */
function bottomsTables(): Record<'trousers' | 'cargo' | 'workpants' | 'shorts', Table> {
  // drawing units → picture pixels
  const long = (x: number, y: number): [number, number] => [
    400 + 0.88 * (x - 400),
    400 + 0.88 * (y - 392) + 10,
  ];
  const short = (x: number, y: number): [number, number] => [x, y + 100];
  const make = (at: (x: number, y: number) => [number, number], scale: number): Table => {
    const s = (n: number) => n * scale;
    const [bx, by] = at(334, 312);
    const [lx, ly] = at(466, 340);
    const [sx, sy] = at(292, 450);
    const [px, py] = at(331, 262);
    const [, wy] = at(400, 133);
    return table({
      largeFront: box('front', lx, ly, s(96), s(84)),
      breast: pair('front', bx, by, s(BREAST_W), s(BREAST_H)),
      sleeve: pair('front', sx, sy, s(SLEEVE_W), s(34)),
      largeBack: box('back', px, py, s(56), s(56)),
      nape: box('back', 400, wy, s(NAPE_W), s(NAPE_H)),
    });
  };
  const trousers = make(long, 0.88);
  return { trousers, cargo: trousers, workpants: trousers, shorts: make(short, 1) };
}

/**
 * Hi-vis tops (tee, polo and softshell drawn with reflective tape: braces down the front at ~327 / 473, 29 px
 * wide, a Y of tape on the back, bands at 450 and 536): nothing is printed on the tape, so front logos move in
 * between the braces, 'Large Back' goes between the bands as on a vest and the nape logo fits inside the Y.
 */
const breasts = ({ right, left }: { right: LogoPlacement; left: LogoPlacement }) => ({
  'Right Breast': right,
  'Left Breast': left,
});
const REFLECTIVE_BETWEEN_BANDS = box('back', 400, 493, 230, 44);
const REFLECTIVE: Partial<Record<MockupKind, Partial<Table>>> = {
  tshirt: {
    'Large Front': box('front', 400, 392, 110, 80),
    ...breasts(pair('front', 362, 300, 40, 32)),
    'Large Back': REFLECTIVE_BETWEEN_BANDS,
  },
  polo: {
    'Large Front': box('front', 400, 392, 110, 80),
    ...breasts(pair('front', 362, 306, 40, 32)),
    'Large Back': REFLECTIVE_BETWEEN_BANDS,
    'Nape of Neck': box('back', 400, 244, 36, 16),
  },
  softshell: {
    'Large Front': box('front', 434, 246, 52, 40),
    'Large Back': REFLECTIVE_BETWEEN_BANDS,
  },
};

export interface PlacementOptions {
  /** the garment carries reflective tape (a hi-vis product): keep the logo off it */
  reflective?: boolean;
}

/** Where a logo goes on a garment picture; see the conventions at the top of this file. */
export function logoPlacement(
  kind: MockupKind,
  position: LogoPosition,
  options: PlacementOptions = {},
): LogoPlacement {
  return (options.reflective ? REFLECTIVE[kind]?.[position] : undefined) ?? PLACEMENTS[kind][position];
}

/** Hi-vis products are drawn with reflective tape. */
export const isReflective = (productTypes: readonly string[]) =>
  productTypes.some((t) => t.trim().toLowerCase() === 'hi-vis');

/**
 * The views a garment with several decorations is drawn in: the front, and the back when a decoration sits
 * there (or `always` asks for both); each view lists the decorations placed on it, in the given order.
 */
export function mockupViews<T extends { position: LogoPosition }>(
  kind: MockupKind,
  decorations: readonly T[],
  options: PlacementOptions & { always?: readonly MockupView[] } = {},
): { view: MockupView; items: { decoration: T; placement: LogoPlacement }[] }[] {
  const placed = decorations.map((decoration) => ({
    decoration,
    placement: logoPlacement(kind, decoration.position, options),
  }));
  return (['front', 'back'] as const)
    .map((view) => ({ view, items: placed.filter((p) => p.placement.view === view) }))
    .filter(
      ({ view, items }) => view === 'front' || items.length > 0 || (options.always ?? []).includes(view),
    );
}

/** Every placement, for tests and tools. */
export function allPlacements(): {
  kind: MockupKind;
  reflective: boolean;
  position: LogoPosition;
  placement: LogoPlacement;
}[] {
  return MOCKUP_KINDS.flatMap((kind) =>
    [false, true].flatMap((reflective) =>
      LOGO_POSITIONS.map((position) => ({
        kind,
        reflective,
        position,
        placement: logoPlacement(kind, position, { reflective }),
      })),
    ),
  );
}

// ------------------------------------------------------------------------------------------- text layout

/**
 * Average advance widths in em by kind of character, measured in Chromium on the faces each stack leads with
 * (DejaVu Sans Bold for Verdana Bold, Liberation Serif Bold, Liberation Sans, Liberation Serif Italic), with a
 * little to spare for Verdana and the wider script faces.
 */
const CHAR_EM: Record<
  LogoFont,
  Record<'space' | 'narrow' | 'wide' | 'upper' | 'lower' | 'digit' | 'other', number>
> = {
  Standard: { space: 0.36, narrow: 0.43, wide: 1.05, upper: 0.78, lower: 0.7, digit: 0.72, other: 0.7 },
  Serif: { space: 0.25, narrow: 0.33, wide: 0.92, upper: 0.72, lower: 0.52, digit: 0.5, other: 0.5 },
  'Sans-serif': { space: 0.28, narrow: 0.29, wide: 0.89, upper: 0.69, lower: 0.55, digit: 0.56, other: 0.5 },
  Script: { space: 0.25, narrow: 0.33, wide: 0.84, upper: 0.66, lower: 0.49, digit: 0.52, other: 0.52 },
};
const NARROW = new Set("fijlrtI!.,:;'|()[]-`");
const WIDE = new Set('mwMW@%');

function charClass(ch: string): keyof (typeof CHAR_EM)[LogoFont] {
  if (ch === ' ') return 'space';
  if (NARROW.has(ch)) return 'narrow';
  if (WIDE.has(ch)) return 'wide';
  if (/[A-Z&]/.test(ch)) return 'upper';
  if (/[a-z]/.test(ch)) return 'lower';
  if (/[0-9]/.test(ch)) return 'digit';
  return 'other';
}

/**
 * Text estimated wider than this share of the box gets a textLength, so whatever face the browser picks it
 * is squeezed or eased to the estimated width and can't overflow; shorter text is drawn as the font lays it
 * out (an estimate that is up to 15% short still fits).
 */
const FIT_SAFE = 0.8;
const LINE_HEIGHT = 1.12;
/** Letters no taller than this share of the box (a tall box still gets a sensible single line). */
const MAX_CAP = 0.62;
/** Long names may wrap onto this many lines; past this many words (not a logo any more) they don't wrap. */
const MAX_LINES = 3;
const MAX_WRAP_WORDS = 16;

/** The estimated width of a line of text, in em. */
export function estimateTextEm(text: string, font: LogoFont): number {
  const table = CHAR_EM[font];
  let em = 0;
  for (const ch of text) em += table[charClass(ch)];
  return em;
}

export interface TextLine {
  text: string;
  /** line centre, in box units from the top */
  y: number;
  /** pin the drawn width to this (with lengthAdjust="spacingAndGlyphs") when the text is long */
  textLength?: number;
}

export interface TextLayout {
  fontSize: number;
  lines: TextLine[];
}

/** The ways of breaking the words into `n` lines that keep the widest line narrowest. */
function balancedLines(words: string[], n: number, font: LogoFont): string[] | null {
  if (words.length < n) return null;
  let best: string[] | null = null;
  let bestWidth = Infinity;
  const visit = (start: number, left: number, acc: string[]) => {
    if (left === 1) {
      const lines = [...acc, words.slice(start).join(' ')];
      const widest = Math.max(...lines.map((l) => estimateTextEm(l, font)));
      if (widest < bestWidth) [best, bestWidth] = [lines, widest];
      return;
    }
    for (let end = start + 1; end <= words.length - left + 1; end++)
      visit(end, left - 1, [...acc, words.slice(start, end).join(' ')]);
  };
  visit(0, n, []);
  return best;
}

/**
 * Lays a text logo out in a box `width` x `height` (any units): on one line, or on two or three when that
 * lets the letters be clearly bigger. The font size is the largest that fits both ways; lines estimated near
 * the box width carry a textLength (see FIT_SAFE), so the text never overflows the box.
 */
export function layoutLogoText(text: string, font: LogoFont, width: number, height: number): TextLayout {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean || width <= 0 || height <= 0) return { fontSize: 0, lines: [] };
  const usable = width * 0.94;
  const words = clean.split(' ');
  let best: TextLayout = { fontSize: 0, lines: [] };
  const most = words.length > MAX_WRAP_WORDS ? 1 : Math.min(MAX_LINES, words.length);
  for (let n = 1; n <= most; n++) {
    const lines = balancedLines(words, n, font);
    if (!lines) continue;
    const widest = Math.max(...lines.map((l) => estimateTextEm(l, font)));
    const byHeight = Math.min((height * 0.94) / (n * LINE_HEIGHT), height * MAX_CAP);
    const fontSize = Math.min(byHeight, usable / widest);
    // more lines only when they make the letters clearly bigger: one line reads best
    if (best.lines.length && fontSize < best.fontSize * 1.2) continue;
    const top = (height - n * LINE_HEIGHT * fontSize) / 2;
    best = {
      fontSize,
      lines: lines.map((line, i) => {
        const estimate = estimateTextEm(line, font) * fontSize;
        const out: TextLine = { text: line, y: top + (i + 0.5) * LINE_HEIGHT * fontSize };
        if (estimate > width * FIT_SAFE) out.textLength = Math.min(estimate, usable);
        return out;
      }),
    };
  }
  return best;
}
