/**
 * Flat illustrations of every garment kind the shop sells, front and back, in any colour: drawn as SVG in an
 * 800 x 800 box (garment centred on x = 400) and rendered to WebP by sharp.
 */
import { MOCKUP_KINDS, type MockupKind } from '../../../../domain/mockup';
import { darken, lighten, luminance, mix, paletteFor, type Palette } from './colour';
import {
  floorShadow,
  fold,
  mirrored,
  part,
  path,
  seam,
  stitch,
  svgDocument,
  symmetric,
  type Pt,
  type Seg,
} from './svg';

/** The kinds drawn here are domain/mockup's: one list, so a mock-up kind always has its drawing. */
export const GARMENT_KINDS = MOCKUP_KINDS;
export type GarmentKind = MockupKind;

export interface GarmentStyle {
  kind: GarmentKind;
  /** t-shirts: crew or V neck */
  neck?: 'crew' | 'v';
  /** silver reflective tape (hi-vis garments) */
  reflective?: boolean;
  /** polos: contrast stripes on collar and cuffs */
  tipping?: string;
  /** a contrast colour for knee pads, yokes and trims */
  contrast?: string;
  /** blouses and ladies' fits: a shaped waist, no chest pocket */
  fitted?: boolean;
  /** beanies */
  pompom?: boolean;
  /** vests: zip front with an ID pocket */
  executive?: boolean;
  /** shorts and trousers: side cargo pockets */
  cargoPockets?: boolean;
}

export type View = 'front' | 'back';

let uid = 0;
const nextId = (prefix: string) => `${prefix}${++uid}`;

// ---------------------------------------------------------------------------------------------- shared trims

function buttonAt(x: number, y: number, p: Palette, r = 6): string {
  const fill = p.pale ? '#f4f4f5' : p.dark ? '#2a2a2e' : mix(p.base, '#ffffff', 0.12);
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="${p.outline}" stroke-width="1.5"/>` +
    `<circle cx="${x - r * 0.3}" cy="${y}" r="${r * 0.16}" fill="${p.outline}"/>` +
    `<circle cx="${x + r * 0.3}" cy="${y}" r="${r * 0.16}" fill="${p.outline}"/>`
  );
}

/** Vertical rib lines across a band (cuffs, waistbands, collars): faint lines every few pixels. */
function ribLines(x1: number, x2: number, y1: number, y2: number, p: Palette, gap = 6, slant = 0): string {
  let d = '';
  for (let x = x1 + gap / 2; x < x2; x += gap)
    d += `M ${x.toFixed(1)} ${y1} L ${(x + slant).toFixed(1)} ${y2} `;
  return `<path d="${d}" stroke="${p.dark ? '#fff' : '#000'}" stroke-opacity="${p.dark ? 0.08 : 0.1}" stroke-width="1.4" fill="none"/>`;
}

/** A zip: tape, teeth and (optionally) a puller at the top. */
function zip(x: number, y1: number, y2: number, p: Palette, puller = true): string {
  const tape = p.dark ? '#2b2b2e' : darken(p.base, 0.3);
  return (
    `<rect x="${x - 5}" y="${y1}" width="10" height="${y2 - y1}" fill="${tape}"/>` +
    `<path d="M ${x} ${y1} L ${x} ${y2}" stroke="#9ca3af" stroke-width="5" stroke-dasharray="2 2"/>` +
    (puller
      ? `<rect x="${x - 6}" y="${y1 + 6}" width="12" height="30" rx="5" fill="url(#metal)" stroke="#52525b" stroke-width="1.5"/>` +
        `<rect x="${x - 2}" y="${y1 + 14}" width="4" height="15" rx="2" fill="#52525b"/>`
      : '')
  );
}

/** Reflective tape: a silver band with a bright centre line and stitched edges. */
function tape(d: string, width: number): string {
  return (
    `<path d="${d}" fill="none" stroke="#8d939b" stroke-width="${width + 3}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="#cfd3d8" stroke-width="${width}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="#f2f4f6" stroke-width="${width * 0.32}" stroke-linejoin="round" opacity="0.9"/>` +
    `<path d="${d}" fill="none" stroke="#9aa0a8" stroke-width="1" stroke-dasharray="4 3" opacity="0.6"/>`
  );
}

/** Clips markup to an outline (used for tape and quilting that must stay on the cloth). */
function clipTo(outline: string, inner: string): string {
  const id = nextId('clip');
  return `<clipPath id="${id}"><path d="${outline}"/></clipPath><g clip-path="url(#${id})">${inner}</g>`;
}

// ----------------------------------------------------------------------------------------------- tops

interface TorsoSpec {
  neckY: number;
  neckSide?: Pt;
  shoulder?: Pt;
  armpit?: Pt;
  hemY: number;
  hemX?: number;
  /** extra drop at the hem's centre (a shirt tail) */
  hemDrop?: number;
  waist?: Pt;
  /** a straight V neckline instead of a round one */
  vNeck?: boolean;
}

// proportions of a flat-laid top: chest about 0.75 of the shoulder-to-hem length
const NECK_SIDE: Pt = [330, 160];
const SHOULDER: Pt = [228, 190];
const ARMPIT: Pt = [244, 322];
const HEM_X = 246;

function torsoOutline(t: TorsoSpec): string {
  const [nx, ny] = t.neckSide ?? NECK_SIDE;
  const [sx, sy] = t.shoulder ?? SHOULDER;
  const [ax, ay] = t.armpit ?? ARMPIT;
  const hemX = t.hemX ?? HEM_X;
  const drop = t.hemDrop ?? 4;
  const segs: Seg[] = [
    t.vNeck
      ? { to: [nx, ny] }
      : { to: [nx, ny], c1: [400 - (400 - nx) * 0.55, t.neckY], c2: [nx + 6, ny + (t.neckY - ny) * 0.5] },
    { to: [sx, sy] },
    { to: [ax, ay], c1: [sx + 10, sy + 46], c2: [ax - 2, ay - 46] },
  ];
  if (t.waist) {
    const [wx, wy] = t.waist;
    segs.push({ to: t.waist, c1: [ax, ay + 50], c2: [wx, wy - 70] });
    segs.push({ to: [hemX, t.hemY], c1: [wx, wy + 70], c2: [hemX, t.hemY - 60] });
  } else {
    segs.push({ to: [hemX, t.hemY], c1: [ax - 1, ay + 100], c2: [hemX - 1, t.hemY - 100] });
  }
  segs.push({ to: [400, t.hemY + drop], c1: [hemX + 50, t.hemY + drop * 0.6], c2: [340, t.hemY + drop] });
  return symmetric([400, t.neckY], segs);
}

/** The set-in sleeve seams round both armholes. */
const armholeSeams = (p: Palette) => mirrored(seam('M 230 192 C 240 236, 244 286, 246 322', p));
/** Soft drag lines from the underarm. */
const underarmFolds = () => mirrored(fold('M 262 346 Q 284 384 280 436'));

function shortSleeves(p: Palette, cuff?: { rib: boolean; tipping?: string }): string {
  const d = `${path(
    [236, 192],
    [
      { to: [114, 318], c1: [196, 198], c2: [146, 244] },
      { to: [186, 370] },
      { to: [252, 326], c1: [208, 350], c2: [230, 334] },
    ],
  )} Z`;
  let out = part(d, p);
  // hem: a folded band on tees, a rib on polos
  const band = 'M 114 318 L 186 370 L 197 353 L 126 302 Z';
  if (cuff?.rib) {
    out += part(band, p, { shade: false, fill: darken(p.base, p.dark ? 0 : 0.04) });
    out += clipTo(band, ribLinesRotated(100, 296, 210, 376, p));
    if (cuff.tipping) out += `<path d="M 119 311 L 190 362" stroke="${cuff.tipping}" stroke-width="3.5"/>`;
  } else {
    out += stitch('M 126 303 L 197 354', p);
  }
  out += fold('M 190 232 Q 212 270 208 306', 0.8);
  return mirrored(out);
}

/** Rib lines for a band that runs at an angle, to be clipped to it. */
function ribLinesRotated(x1: number, y1: number, x2: number, y2: number, p: Palette): string {
  let d = '';
  for (let x = x1 - 40; x < x2 + 40; x += 6) d += `M ${x} ${y1} L ${x - 30} ${y2} `;
  return `<path d="${d}" stroke="${p.dark ? '#fff' : '#000'}" stroke-opacity="0.1" stroke-width="1.3" fill="none"/>`;
}

function longSleeves(p: Palette, cuff: 'rib' | 'shirt' | 'jacket', reflective = false): string {
  const outline = `${path(
    [236, 192],
    [
      { to: [154, 300], c1: [190, 198], c2: [162, 236] },
      { to: [124, 562] },
      { to: [200, 566] },
      { to: [252, 338] },
    ],
  )} Z`;
  let out = part(outline, p);
  out += fold('M 174 330 Q 166 420 156 500', 0.9);
  out += fold('M 216 420 Q 198 470 202 520', 0.6);
  if (reflective) out += clipTo(outline, tape('M 100 470 L 260 478', 26));
  if (cuff === 'rib') {
    const c = 'M 124 560 L 200 564 L 196 624 L 129 620 Z';
    out += part(c, p, { shade: false, fill: darken(p.base, p.dark ? 0 : 0.05) });
    out += ribLines(126, 198, 564, 620, p, 6);
  } else if (cuff === 'shirt') {
    const c = 'M 124 558 L 200 562 L 199 614 L 126 610 Z';
    out += part(c, p, { shade: false });
    out += stitch('M 129 568 L 195 571', p) + stitch('M 130 602 L 194 605', p);
    out += buttonAt(182, 587, p, 5);
    out += seam('M 150 516 L 142 559', p, 1.8);
  } else {
    const c = 'M 124 556 L 200 560 L 198 608 L 126 604 Z';
    out += part(c, p, { shade: false, fill: darken(p.base, 0.06) });
    out += `<path d="M 158 562 L 196 564 L 195 588 L 160 586 Z" fill="${darken(p.base, 0.14)}" stroke="${p.outline}" stroke-width="1.5"/>`;
    out += stitch('M 129 566 L 194 570', p);
  }
  return mirrored(out);
}

function crewNeck(p: Palette, view: View, opts: { neckY: number; back: number; v?: boolean }): string {
  const ribFill = darken(p.base, p.dark ? 0 : 0.03);
  if (view === 'front') {
    const y = opts.neckY;
    // the inside of the back neck, seen through the opening, with a woven label
    const inner = opts.v
      ? `M 346 156 C 366 170, 434 170, 454 156 L 400 ${y - 14} Z`
      : `M 346 156 C 366 172, 434 172, 454 156 C 448 ${y - 34}, 430 ${y - 14}, 400 ${y - 14} C 370 ${y - 14}, 352 ${y - 34}, 346 156 Z`;
    let out = `<path d="${inner}" fill="${p.lining}"/>`;
    out += `<rect x="386" y="170" width="28" height="16" rx="2" fill="#f8f8f8" stroke="#c4c4c8" stroke-width="1"/><path d="M 391 178 L 409 178" stroke="#9ca3af" stroke-width="2"/>`;
    const band = opts.v
      ? `M 330 160 L 400 ${y} L 470 160 L 454 154 L 400 ${y - 18} L 346 154 Z`
      : `M 330 160 C 340 ${y - 30}, 366 ${y}, 400 ${y} C 434 ${y}, 460 ${y - 30}, 470 160 L 454 154 C 448 ${y - 36}, 430 ${y - 16}, 400 ${y - 16} C 370 ${y - 16}, 352 ${y - 36}, 346 154 Z`;
    out += part(band, p, { shade: false, fill: ribFill });
    out += stitch(
      opts.v
        ? `M 326 168 L 400 ${y + 8} L 474 168`
        : `M 326 168 C 338 ${y - 22}, 366 ${y + 7}, 400 ${y + 7} C 434 ${y + 7}, 462 ${y - 22}, 474 168`,
      p,
    );
    return out;
  }
  const b = opts.back;
  const band = `M 330 160 C 352 ${b - 2}, 448 ${b - 2}, 470 160 L 454 152 C 438 ${b - 16}, 362 ${b - 16}, 346 152 Z`;
  let out = `<path d="M 346 152 C 362 140, 438 140, 454 152 C 438 ${b - 16}, 362 ${b - 16}, 346 152 Z" fill="${p.lining}"/>`;
  out += part(band, p, { shade: false, fill: ribFill });
  out += stitch(`M 326 168 C 352 ${b + 6}, 448 ${b + 6}, 474 168`, p);
  // taped back neck
  out += stitch(`M 332 ${b - 2} C 360 ${b + 12}, 440 ${b + 12}, 468 ${b - 2}`, p, 1.2);
  return out;
}

function hemStitch(y: number, p: Palette, drop = 4, x1 = HEM_X + 2, x2 = 800 - HEM_X - 2): string {
  return stitch(`M ${x1} ${y} C ${x1 + 60} ${y + drop * 0.6}, ${x2 - 60} ${y + drop * 0.6}, ${x2} ${y}`, p);
}

function tshirt(p: Palette, view: View, style: GarmentStyle): string {
  const neckY = view === 'front' ? (style.neck === 'v' ? 262 : 228) : 176;
  const body = torsoOutline({ neckY, hemY: 610, vNeck: view === 'front' && style.neck === 'v' });
  let out = floorShadow(400, 636, 250, 26) + shortSleeves(p) + part(body, p);
  out += armholeSeams(p) + underarmFolds();
  out += fold('M 340 500 Q 370 550 360 600', 0.7);
  out += hemStitch(594, p);
  out += crewNeck(p, view, { neckY, back: 176, v: style.neck === 'v' });
  if (style.reflective) out += hiVisTapes(body, view);
  return out;
}

function polo(p: Palette, view: View, style: GarmentStyle): string {
  const neckY = view === 'front' ? 204 : 176;
  const body = torsoOutline({ neckY, hemY: view === 'back' ? 614 : 606 });
  let out =
    floorShadow(400, 636, 250, 26) + shortSleeves(p, { rib: true, tipping: style.tipping }) + part(body, p);
  out += armholeSeams(p) + underarmFolds();
  out += fold('M 440 500 Q 420 550 432 600', 0.7);
  // side vents
  out += mirrored(stitch('M 250 572 L 260 574 L 260 606', p) + seam('M 248 576 L 248 606', p, 1.6));
  out += hemStitch(590, p, 4, 262, 538);
  if (style.reflective) out += hiVisTapes(body, view);
  const collarFill = darken(p.base, p.dark ? 0 : 0.03);
  if (view === 'front') {
    // the collar stand round the back of the neck, its inside, then the placket and the collar wings
    out += part(
      'M 312 174 C 320 150, 352 136, 400 134 C 448 136, 480 150, 488 174 L 456 170 C 440 156, 360 156, 344 170 Z',
      p,
      {
        shade: false,
        fill: collarFill,
      },
    );
    out += `<path d="M 344 170 C 360 156, 440 156, 456 170 L 400 206 Z" fill="${p.lining}"/>`;
    out += part('M 384 200 L 416 200 L 416 304 Q 416 312 408 312 L 392 312 Q 384 312 384 304 Z', p, {
      shade: false,
    });
    out += stitch('M 389 206 L 389 306', p, 1.3) + stitch('M 411 206 L 411 306', p, 1.3);
    out += buttonAt(400, 226, p, 5.5) + buttonAt(400, 260, p, 5.5) + buttonAt(400, 294, p, 5.5);
    const wing =
      'M 344 150 C 334 160, 322 166, 310 172 C 324 196, 342 220, 362 244 C 376 230, 388 214, 398 202 C 380 186, 358 168, 344 150 Z';
    out += mirrored(
      part(wing, p, { shade: false, fill: collarFill }) +
        stitch('M 318 176 C 330 196, 346 216, 362 234', p, 1.2),
    );
    if (style.tipping) {
      out += mirrored(
        `<path d="M 316 178 C 330 200, 346 220, 362 238" stroke="${style.tipping}" stroke-width="3" fill="none"/>`,
      );
    }
  } else {
    // the collar folded down over the back neck
    const collar = 'M 316 168 C 340 140, 460 140, 484 168 L 480 198 C 440 186, 360 186, 320 198 Z';
    out += part(collar, p, { shade: false, fill: collarFill });
    out += clipTo(collar, ribLines(316, 484, 140, 200, p, 7));
    out += `<path d="M 318 166 C 342 142, 458 142, 482 166" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="3"/>`;
    if (style.tipping)
      out += `<path d="M 322 192 C 360 180, 440 180, 478 192" stroke="${style.tipping}" stroke-width="3" fill="none"/>`;
    out += stitch('M 326 212 C 360 202, 440 202, 474 212', p, 1.2);
  }
  return out;
}

function waistband(p: Palette, top: number, bottom: number): string {
  const band = `M 246 ${top} C 320 ${top + 4}, 480 ${top + 4}, 554 ${top} L 550 ${bottom} C 480 ${bottom + 4}, 320 ${bottom + 4}, 250 ${bottom} Z`;
  return (
    part(band, p, { shade: false, fill: darken(p.base, p.dark ? 0 : 0.05) }) +
    clipTo(band, ribLines(246, 554, top - 4, bottom + 6, p, 6))
  );
}

function sweatshirt(p: Palette, view: View): string {
  const neckY = view === 'front' ? 226 : 176;
  const body = torsoOutline({ neckY, hemY: 566 });
  let out = floorShadow(400, 640, 264, 26) + longSleeves(p, 'rib') + part(body, p);
  out += armholeSeams(p) + underarmFolds();
  out += waistband(p, 562, 620);
  out += crewNeck(p, view, { neckY, back: 176 });
  if (view === 'front') {
    // the classic V insert under the neck rib
    out += `<path d="M 386 ${neckY + 3} L 400 ${neckY + 26} L 414 ${neckY + 3}" fill="none" stroke="${p.seam}" stroke-width="2"/>`;
  }
  return out;
}

function hoodie(p: Palette, view: View): string {
  const neckY = view === 'front' ? 236 : 176;
  const body = torsoOutline({ neckY, hemY: 566 });
  let out = floorShadow(400, 640, 264, 26) + longSleeves(p, 'rib') + part(body, p);
  out += armholeSeams(p) + underarmFolds();
  out += waistband(p, 562, 620);
  if (view === 'front') {
    // hood raised behind the neck: its lining shows through the face opening
    const hood =
      'M 316 186 C 296 120, 330 62, 400 58 C 470 62, 504 120, 484 186 C 470 220, 430 240, 400 242 C 370 240, 330 220, 316 186 Z';
    const opening =
      'M 344 196 C 334 140, 358 100, 400 98 C 442 100, 466 140, 456 196 C 446 222, 420 238, 400 240 C 380 238, 354 222, 344 196 Z';
    out += part(hood, p);
    out += `<path d="${opening}" fill="${p.lining}"/><path d="${opening}" fill="url(#shY)"/>`;
    out += `<path d="M 356 190 C 348 146, 366 112, 400 110 C 434 112, 452 146, 444 190" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="10"/>`;
    out += stitch('M 334 196 C 322 140, 352 88, 400 86 C 448 88, 478 140, 466 196', p);
    // the two hood edges crossing at the neck
    out += `<path d="M 344 196 C 354 222, 380 238, 410 246 L 400 242 Z" fill="${p.base}" stroke="${p.outline}" stroke-width="2.5"/>`;
    // drawcords with eyelets and tips
    const cord = p.pale ? '#d4d4d8' : p.dark ? '#e4e4e7' : lighten(p.base, 0.35);
    out += `<circle cx="378" cy="232" r="4.5" fill="url(#metal)" stroke="#52525b" stroke-width="1.3"/><circle cx="422" cy="232" r="4.5" fill="url(#metal)" stroke="#52525b" stroke-width="1.3"/>`;
    const cords = 'M 378 232 C 376 270, 370 300, 366 340 M 422 232 C 426 270, 432 300, 436 336';
    out += `<path d="${cords}" stroke="${cord}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    out += `<path d="${cords}" stroke="#000" stroke-opacity="0.25" stroke-width="1" fill="none"/>`;
    out += `<rect x="361" y="336" width="10" height="20" rx="3" fill="#3f3f46"/><rect x="431" y="332" width="10" height="20" rx="3" fill="#3f3f46"/>`;
    // kangaroo pocket
    const pocket = 'M 314 420 L 486 420 C 496 460, 510 520, 524 562 L 276 562 C 290 520, 304 460, 314 420 Z';
    out += part(pocket, p, { shade: false, fill: darken(p.base, p.dark ? 0 : 0.02) });
    out +=
      stitch('M 320 427 L 480 427', p) +
      stitch('M 309 434 C 300 480, 290 524, 284 556', p) +
      stitch('M 491 434 C 500 480, 510 524, 516 556', p);
    out += fold('M 330 462 Q 400 482 470 462', 0.6);
  } else {
    const hood =
      'M 316 190 C 292 126, 326 66, 400 62 C 474 66, 508 126, 484 190 C 460 214, 340 214, 316 190 Z';
    out += part(hood, p);
    out += seam('M 400 62 L 400 206', p, 2) + stitch('M 408 66 L 408 204', p, 1.3);
    out += fold('M 340 120 Q 350 160 346 196', 0.8) + fold('M 460 120 Q 450 160 454 196', 0.8);
  }
  return out;
}

function standCollar(p: Palette, view: View): string {
  if (view === 'front') {
    const collar =
      'M 330 172 C 328 150, 332 130, 340 114 C 370 108, 430 108, 460 114 C 468 130, 472 150, 470 172 C 440 186, 360 186, 330 172 Z';
    return (
      part(collar, p, { shade: false, fill: darken(p.base, 0.04) }) +
      `<path d="M 340 114 C 370 124, 430 124, 460 114 C 430 106, 370 106, 340 114 Z" fill="${p.lining}"/>` +
      stitch('M 336 164 C 366 176, 434 176, 464 164', p, 1.3)
    );
  }
  const collar =
    'M 326 168 C 326 148, 330 128, 338 116 C 370 110, 430 110, 462 116 C 470 128, 474 148, 474 168 C 440 176, 360 176, 326 168 Z';
  return (
    part(collar, p, { shade: false, fill: darken(p.base, 0.04) }) +
    stitch('M 332 160 C 366 168, 434 168, 468 160', p, 1.3)
  );
}

function hiVisTapes(outline: string, view: View): string {
  let t =
    tape('M 180 440 C 300 448, 500 448, 620 440', 28) + tape('M 180 526 C 300 534, 500 534, 620 526', 28);
  if (view === 'front') t += tape('M 318 140 L 330 440', 26) + tape('M 482 140 L 470 440', 26);
  else t += tape('M 318 140 L 400 310 L 482 140', 26) + tape('M 400 310 L 400 440', 26);
  return clipTo(outline, t);
}

function softshell(p: Palette, view: View, style: GarmentStyle): string {
  const body = torsoOutline({ neckY: 174, neckSide: [334, 166], shoulder: [226, 192], hemY: 612, hemX: 244 });
  let out = floorShadow(400, 638, 266, 26) + longSleeves(p, 'jacket', style.reflective) + part(body, p);
  out += armholeSeams(p);
  // shaped panel seams
  out += mirrored(
    seam('M 290 214 C 306 320, 306 480, 300 610', p, 1.8) +
      stitch('M 297 216 C 313 320, 313 480, 307 608', p, 1.2),
  );
  out += underarmFolds();
  out += hemStitch(596, p, 4, 248, 552);
  if (style.reflective) out += hiVisTapes(body, view);
  if (view === 'front') {
    out += zip(400, 114, 614, p);
    // chest zip pocket and hand pockets
    const welt = darken(p.base, p.dark ? 0 : 0.35);
    out += mirrored(
      `<path d="M 336 252 L 342 326" stroke="${welt}" stroke-width="5" stroke-linecap="round"/>` +
        stitch('M 344 250 L 350 326', p, 1.2) +
        `<path d="M 270 430 L 288 520" stroke="${welt}" stroke-width="5" stroke-linecap="round"/>` +
        stitch('M 278 428 L 296 518', p, 1.2),
    );
    out += `<rect x="337" y="248" width="7" height="20" rx="2.5" fill="url(#metal)" stroke="#52525b" stroke-width="1"/>`;
    // drawcord toggles at the hem
    out += mirrored(`<rect x="264" y="596" width="10" height="18" rx="4" fill="#27272a"/>`);
  } else {
    out +=
      seam('M 246 250 C 330 262, 470 262, 554 250', p, 1.8) +
      stitch('M 248 257 C 330 269, 470 269, 552 257', p, 1.2);
  }
  out += standCollar(p, view);
  return out;
}

function bodywarmer(p: Palette, view: View): string {
  const body = symmetric(
    [400, 174],
    [
      { to: [334, 166], c1: [364, 174], c2: [340, 170] },
      { to: [254, 188] },
      { to: [258, 340], c1: [244, 248], c2: [270, 302] },
      { to: [244, 612], c1: [250, 440], c2: [244, 530] },
      { to: [400, 618], c1: [294, 616], c2: [350, 618] },
    ],
  );
  let out = floorShadow(400, 640, 200, 24);
  // the inside back, seen through the armholes
  out += mirrored(
    `<path d="M 256 192 C 244 252, 268 306, 260 340 L 282 340 C 282 300, 272 240, 278 196 Z" fill="${p.lining}"/>`,
  );
  out += part(body, p);
  // quilted channels: each a puffed band
  let quilt = '';
  for (let y = 196; y < 620; y += 44) {
    const wave = `M 220 ${y + 44} C 320 ${y + 50}, 480 ${y + 50}, 580 ${y + 44}`;
    quilt += `<rect x="220" y="${y}" width="360" height="46" fill="url(#puff)"/>`;
    quilt += `<path d="${wave}" stroke="${p.seam}" stroke-width="2" fill="none"/>`;
    quilt += `<path d="${wave}" stroke="${p.stitch}" stroke-width="1.2" stroke-dasharray="5 4" fill="none" transform="translate(0 3)"/>`;
  }
  out += clipTo(body, quilt);
  // armhole binding
  out += mirrored(
    `<path d="M 254 188 C 244 248, 270 302, 258 340" stroke="${darken(p.base, 0.2)}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  );
  out += `<path d="${body}" fill="none" stroke="${p.outline}" stroke-width="3" stroke-linejoin="round"/>`;
  if (view === 'front') {
    out += zip(400, 114, 618, p);
    out += mirrored(
      `<path d="M 280 440 L 298 526" stroke="${darken(p.base, p.dark ? 0 : 0.35)}" stroke-width="5" stroke-linecap="round"/>`,
    );
  }
  out += standCollar(p, view);
  return out;
}

function shirt(p: Palette, view: View, style: GarmentStyle): string {
  const fitted = style.fitted ?? false;
  const body = torsoOutline({
    neckY: view === 'front' ? 188 : 168,
    neckSide: [336, 160],
    shoulder: [230, 188],
    hemY: 590,
    hemX: fitted ? 254 : 246,
    hemDrop: 34,
    waist: fitted ? [262, 420] : undefined,
  });
  let out = floorShadow(400, 644, 250, 26) + longSleeves(p, 'shirt') + part(body, p);
  out += armholeSeams(p) + underarmFolds();
  out += stitch(
    `M ${fitted ? 256 : 250} 582 C 280 602, 350 618, 400 618 C 450 618, 520 602, ${fitted ? 544 : 550} 582`,
    p,
  );
  if (fitted) out += mirrored(seam('M 312 290 C 324 380, 324 460, 314 540', p, 1.6));
  if (view === 'front') {
    out += `<path d="M 346 156 C 366 146, 434 146, 454 156 L 450 172 C 430 164, 370 164, 350 172 Z" fill="${p.lining}"/>`;
    // button placket down the front
    out += part('M 388 184 L 412 184 L 412 622 L 388 622 Z', p, { shade: false });
    out += stitch('M 392 188 L 392 618', p, 1.2) + stitch('M 408 188 L 408 618', p, 1.2);
    for (let y = 212; y < 600; y += 70) out += buttonAt(400, y, p, 5.5);
    const wing = 'M 346 150 C 336 158, 326 164, 314 168 L 350 238 L 398 190 C 380 180, 360 166, 346 150 Z';
    out += mirrored(part(wing, p, { shade: false }) + stitch('M 322 172 L 352 228 L 390 190', p, 1.2));
    if (!fitted) {
      out += part('M 290 262 L 350 262 L 350 330 L 320 340 L 290 330 Z', p, {
        shade: false,
        stroke: p.seam,
        strokeWidth: 2,
      });
      out += stitch('M 290 272 L 350 272', p, 1.2);
    }
  } else {
    out += part('M 332 160 C 360 150, 440 150, 468 160 L 466 182 C 440 174, 360 174, 334 182 Z', p, {
      shade: false,
    });
    out +=
      seam('M 236 236 C 330 246, 470 246, 564 236', p, 2) +
      stitch('M 240 243 C 330 253, 470 253, 560 243', p, 1.2);
    out += seam('M 384 246 L 388 300', p, 1.8) + seam('M 416 246 L 412 300', p, 1.8);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- bottoms

interface LegSpec {
  top: number;
  hem: number;
  hipX: number;
  hemOuter: number;
  hemInner: number;
  crotch: number;
}

function trouserLegs(l: LegSpec): { outline: string; left: string; right: string } {
  const segs: Seg[] = [
    { to: [l.hipX, l.top] },
    { to: [l.hipX - 6, l.top + 170], c1: [l.hipX - 8, l.top + 50], c2: [l.hipX - 10, l.top + 110] },
    { to: [l.hemOuter, l.hem] },
    { to: [l.hemInner, l.hem + 2] },
    { to: [400, l.crotch] },
  ];
  const outline = symmetric([400, l.top], segs);
  const left = `${path([400, l.top], segs)} Z`;
  const right = `<g transform="translate(800 0) scale(-1 1)"><path d="${left}"/></g>`;
  return { outline, left, right };
}

interface BottomOptions {
  hem: number;
  hemOuter: number;
  hemInner: number;
  cargo?: boolean;
  kneePads?: string;
  shorts?: boolean;
}

function bottoms(p: Palette, view: View, o: BottomOptions): string {
  const top = 150;
  const legs = trouserLegs({
    top,
    hem: o.hem,
    hipX: 262,
    hemOuter: o.hemOuter,
    hemInner: o.hemInner,
    crotch: 362,
  });
  let out = floorShadow(400, o.hem + 22, 190, 22);
  // each leg shaded as its own cylinder, one outline round both
  const legFill = (d: string) =>
    `<path d="${d}" fill="${p.base}"/><path d="${d}" fill="url(#shX)"/><path d="${d}" fill="url(#shY)"/>`;
  out += legFill(legs.left) + `<g transform="translate(800 0) scale(-1 1)">${legFill(legs.left)}</g>`;
  // a shadow between the legs at the crotch
  out += `<path d="M 400 ${top + 170} L 400 ${o.hem}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`;
  out += `<path d="${legs.outline}" fill="none" stroke="${p.outline}" stroke-width="3" stroke-linejoin="round"/>`;
  // the crease down each leg, folds at the knee
  const midLeg = (o.hemOuter + o.hemInner) / 2;
  if (!o.shorts) {
    out += mirrored(
      `<path d="M 330 ${top + 230} L ${midLeg} ${o.hem - 4}" stroke="#fff" stroke-opacity="0.13" stroke-width="3"/>` +
        fold(`M 296 ${top + 380} Q 330 ${top + 396} 368 ${top + 384}`, 0.8) +
        fold(`M 300 ${top + 420} Q 330 ${top + 432} 364 ${top + 424}`, 0.6),
    );
  }
  out += mirrored(stitch(`M ${o.hemOuter + 3} ${o.hem - 14} L ${o.hemInner - 3} ${o.hem - 12}`, p));
  // inside leg and outside leg seams
  out += mirrored(seam(`M 258 ${top + 180} L ${o.hemOuter + 1} ${o.hem - 1}`, p, 1.6));
  if (o.kneePads && view === 'front') {
    const kp = o.kneePads;
    const y = o.shorts ? 0 : top + 330;
    if (!o.shorts) {
      out += mirrored(
        `<path d="M 282 ${y} L 374 ${y + 4} L 372 ${y + 104} L 288 ${y + 100} Z" fill="${kp}" stroke="${p.outline}" stroke-width="2"/>` +
          `<path d="M 282 ${y} L 374 ${y + 4} L 372 ${y + 104} L 288 ${y + 100} Z" fill="url(#shX)"/>` +
          stitch(`M 288 ${y + 8} L 368 ${y + 11}`, paletteFor(kp)) +
          stitch(`M 292 ${y + 93} L 366 ${y + 96}`, paletteFor(kp)),
      );
    }
  }
  if (o.cargo) {
    const y = top + 220;
    const pocket = `M 262 ${y} L 322 ${y + 4} L 320 ${y + 118} Q 319 ${y + 128} 309 ${y + 128} L 272 ${y + 126} Q 264 ${y + 124} 264 ${y + 114} Z`;
    out += mirrored(
      part(pocket, p, { shade: false, fill: darken(p.base, 0.03) }) +
        stitch(`M 270 ${y + 40} L 316 ${y + 42} L 314 ${y + 118} L 272 ${y + 116} Z`, p, 1.2) +
        part(`M 258 ${y - 6} L 326 ${y - 2} L 324 ${y + 34} L 260 ${y + 32} Z`, p, { shade: false }) +
        stitch(`M 264 ${y + 26} L 320 ${y + 28}`, p, 1.2) +
        `<rect x="286" y="${y + 20}" width="14" height="8" rx="2" fill="${darken(p.base, 0.3)}"/>`,
    );
  }
  // waistband with belt loops
  const band = `M 262 ${top - 34} L 538 ${top - 34} L 538 ${top} L 262 ${top} Z`;
  out += part(band, p, { shade: false, fill: darken(p.base, 0.04) });
  out +=
    stitch(`M 264 ${top - 28} L 536 ${top - 28}`, p, 1.2) +
    stitch(`M 264 ${top - 6} L 536 ${top - 6}`, p, 1.2);
  out += mirrored(
    `<rect x="286" y="${top - 38}" width="12" height="46" rx="2" fill="${p.base}" stroke="${p.outline}" stroke-width="1.8"/>` +
      `<rect x="352" y="${top - 38}" width="12" height="46" rx="2" fill="${p.base}" stroke="${p.outline}" stroke-width="1.8"/>`,
  );
  if (view === 'front') {
    out += buttonAt(
      400,
      top - 17,
      { ...p, base: '#9ca3af', pale: false, dark: false, outline: '#52525b' },
      8,
    );
    out += stitch(`M 418 ${top + 2} L 418 ${top + 128} Q 418 ${top + 152} 400 ${top + 158}`, p);
    out += seam(`M 400 ${top} L 400 ${top + 160}`, p, 2);
    // slant hand pockets
    out += mirrored(
      seam(`M 272 ${top + 4} Q 294 ${top + 54} 312 ${top + 112}`, p, 2.2) +
        stitch(`M 281 ${top + 4} Q 302 ${top + 52} 320 ${top + 110}`, p, 1.2),
    );
  } else {
    out += seam(`M 400 ${top} L 400 ${top + 200}`, p, 2.2);
    out += mirrored(
      seam(`M 264 ${top + 36} L 400 ${top + 22}`, p, 1.8) +
        stitch(`M 266 ${top + 43} L 398 ${top + 29}`, p, 1.2),
    );
    out += mirrored(
      part(
        `M 296 ${top + 62} L 364 ${top + 58} L 366 ${top + 140} L 332 ${top + 152} L 298 ${top + 142} Z`,
        p,
        {
          shade: false,
          fill: darken(p.base, 0.02),
          stroke: p.seam,
          strokeWidth: 2,
        },
      ) + stitch(`M 300 ${top + 72} L 362 ${top + 68}`, p, 1.2),
    );
  }
  return out;
}

// ------------------------------------------------------------------------------------------- hi-vis vest

function vest(p: Palette, view: View, style: GarmentStyle): string {
  const front = view === 'front';
  const neckBottom = front ? (style.executive ? 236 : 318) : 178;
  const body = symmetric(
    [400, neckBottom],
    [
      front ? { to: [342, 150] } : { to: [342, 152], c1: [370, 178], c2: [348, 162] },
      { to: [272, 164] },
      { to: [274, 344], c1: [260, 236], c2: [284, 300] },
      { to: [250, 618], c1: [256, 450], c2: [248, 540] },
      { to: [400, 624], c1: [300, 622], c2: [360, 624] },
    ],
  );
  let out = floorShadow(400, 646, 200, 24);
  out += mirrored(
    `<path d="M 274 168 C 262 236, 286 300, 276 344 L 298 344 C 298 300, 288 236, 292 172 Z" fill="${p.lining}"/>`,
  );
  if (front) {
    const opening = style.executive
      ? 'M 342 150 C 352 196, 380 232, 400 236 C 420 232, 448 196, 458 150 C 430 140, 370 140, 342 150 Z'
      : 'M 342 150 L 400 318 L 458 150 C 430 140, 370 140, 342 150 Z';
    out += `<path d="${opening}" fill="${p.lining}"/>`;
  }
  out += part(body, p);
  out += hiVisTapes(body, view);
  // bound edges
  const bind = darken(p.base, 0.12);
  out += mirrored(
    `<path d="M 272 164 C 260 236, 284 300, 274 344" stroke="${bind}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  );
  out += `<path d="${body}" fill="none" stroke="${p.outline}" stroke-width="3" stroke-linejoin="round"/>`;
  out += stitch('M 256 606 C 320 610, 480 610, 544 606', p);
  if (front) {
    if (style.executive) {
      out += zip(400, 236, 622, p, true);
      // clear ID pocket on the left chest and a pen pocket on the right
      out += `<rect x="430" y="244" width="62" height="78" rx="4" fill="#ffffff" fill-opacity="0.45" stroke="${p.outline}" stroke-width="2"/>`;
      out += `<rect x="438" y="252" width="46" height="30" rx="2" fill="#e4e4e7" fill-opacity="0.8"/>`;
      out += `<rect x="318" y="256" width="44" height="64" rx="3" fill="${p.base}" stroke="${p.outline}" stroke-width="2"/><path d="M 332 256 L 332 320 M 346 256 L 346 320" stroke="${p.seam}" stroke-width="1.5"/>`;
    } else {
      // touch-tape closure
      out += `<path d="M 400 318 L 400 624" stroke="${p.outline}" stroke-width="2"/>`;
      out += `<rect x="404" y="336" width="16" height="40" rx="2" fill="${bind}" opacity="0.7"/>`;
      out += `<path d="M 342 150 L 400 318 L 458 150" fill="none" stroke="${bind}" stroke-width="8" stroke-linejoin="round"/>`;
    }
  }
  return out;
}

// --------------------------------------------------------------------------------------------- headwear

function cap(p: Palette, view: View): string {
  let out = floorShadow(400, 580, 230, 26);
  const crown =
    'M 212 500 C 206 330, 290 228, 400 226 C 510 228, 594 330, 588 500 C 500 520, 300 520, 212 500 Z';
  if (view === 'front') {
    // three-quarter view: crown turned slightly, the peak reaching out towards the viewer's right
    const crown3q =
      'M 196 506 C 186 356, 280 236, 410 232 C 530 230, 606 320, 602 468 C 540 500, 420 522, 300 524 C 250 524, 214 518, 196 506 Z';
    out = floorShadow(430, 600, 270, 30) + part(crown3q, p);
    out +=
      seam('M 410 234 C 360 300, 320 420, 300 522', p) + seam('M 410 234 C 470 300, 496 400, 492 508', p);
    out +=
      seam('M 410 234 C 320 270, 240 360, 222 470', p, 2) +
      seam('M 410 234 C 510 260, 580 340, 598 440', p, 2);
    out +=
      stitch('M 398 244 C 352 310, 314 420, 292 522', p, 1.2) +
      stitch('M 422 244 C 468 310, 504 400, 502 506', p, 1.2);
    out += `<circle cx="290" cy="340" r="6" fill="${p.lining}" stroke="${p.seam}" stroke-width="2.5"/><circle cx="548" cy="330" r="6" fill="${p.lining}" stroke="${p.seam}" stroke-width="2.5"/>`;
    out += `<ellipse cx="410" cy="232" rx="16" ry="7" fill="${p.base}" stroke="${p.outline}" stroke-width="2.5"/>`;
    const peak =
      'M 330 520 C 440 518, 540 496, 602 466 C 660 474, 712 508, 722 548 C 700 590, 600 614, 500 608 C 420 602, 346 570, 330 520 Z';
    out += part(peak, p, { fill: darken(p.base, 0.06) });
    out += `<path d="M 338 526 C 440 524, 540 502, 604 474" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="8"/>`;
    for (const k of [1, 2, 3, 4]) {
      out += stitch(
        `M ${340 + k * 6} ${530 + k * 9} C ${440} ${560 + k * 10}, ${600} ${548 + k * 4}, ${700 - k * 6} ${540 - k * 2}`,
        p,
        1.1,
      );
    }
    out += `<path d="M 350 540 C 440 590, 600 600, 712 552" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="3"/>`;
  } else {
    out += part(crown, p);
    out += mirrored(seam('M 400 228 C 330 256, 290 340, 280 504', p, 2));
    out += seam('M 400 228 L 400 400', p, 2);
    out += `<ellipse cx="400" cy="226" rx="16" ry="7" fill="${p.base}" stroke="${p.outline}" stroke-width="2.5"/>`;
    // adjuster opening with a strap and buckle
    out += `<path d="M 336 510 C 336 450, 362 410, 400 408 C 438 410, 464 450, 464 510 Z" fill="${p.lining}"/>`;
    out += stitch('M 326 510 C 326 444, 358 398, 400 396 C 442 398, 474 444, 474 510', p, 1.2);
    out += `<path d="M 318 470 L 482 470 L 482 496 L 318 496 Z" fill="${darken(p.base, 0.08)}" stroke="${p.outline}" stroke-width="2"/>`;
    out += `<rect x="420" y="462" width="34" height="42" rx="5" fill="url(#metal)" stroke="#52525b" stroke-width="2"/><rect x="428" y="472" width="18" height="22" rx="2" fill="none" stroke="#52525b" stroke-width="2"/>`;
  }
  return out;
}

function beanie(p: Palette, view: View, style: GarmentStyle): string {
  let out = floorShadow(400, 612, 200, 24);
  const dome = 'M 252 480 C 244 310, 310 214, 400 210 C 490 214, 556 310, 548 480 Z';
  out += part(dome, p);
  // knitted ribs converging on the crown
  let ribs = '';
  for (let i = -7; i <= 7; i++)
    ribs += `M ${400 + i * 20} ${490} Q ${400 + i * 14} ${300} ${400 + i * 3} ${214} `;
  out += clipTo(
    dome,
    `<path d="${ribs}" fill="none" stroke="${p.dark ? '#fff' : '#000'}" stroke-opacity="0.1" stroke-width="2.2"/>`,
  );
  const cuff = 'M 240 446 C 330 430, 470 430, 560 446 L 566 586 C 470 604, 330 604, 234 586 Z';
  out += part(cuff, p, { fill: darken(p.base, 0.03) });
  out += clipTo(cuff, ribLines(232, 568, 430, 606, p, 9));
  out += `<path d="M 240 446 C 330 430, 470 430, 560 446" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="6"/>`;
  if (style.pompom) {
    const pom = p.pale ? '#f4f4f5' : lighten(p.base, 0.06);
    let fluff = '';
    for (let a = 0; a < 360; a += 20) {
      const r = (a * Math.PI) / 180;
      fluff += `<circle cx="${(400 + Math.cos(r) * 46).toFixed(1)}" cy="${(172 + Math.sin(r) * 40).toFixed(1)}" r="18" fill="${pom}" stroke="${p.outline}" stroke-width="1.5"/>`;
    }
    out +=
      fluff +
      `<ellipse cx="400" cy="172" rx="52" ry="46" fill="${pom}"/><ellipse cx="400" cy="172" rx="52" ry="46" fill="url(#shX)"/>`;
    out += `<path d="M 372 150 l 8 10 M 400 140 l 2 12 M 424 156 l -6 10 M 384 186 l 6 -10 M 414 190 l -2 -12" stroke="${p.outline}" stroke-opacity="0.5" stroke-width="1.5"/>`;
  }
  if (view === 'front') {
    out += `<rect x="438" y="500" width="44" height="20" rx="2" fill="${p.dark ? '#3f3f46' : darken(p.base, 0.2)}" opacity="0.8"/>`;
  } else {
    out += seam('M 400 214 C 404 300, 404 400, 400 440', p, 1.6);
  }
  return out;
}

// ------------------------------------------------------------------------------------------------- bags

function webbing(d: string, width = 14): string {
  return (
    `<path d="${d}" fill="none" stroke="#18181b" stroke-width="${width + 2}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="#2f2f35" stroke-width="${width - 2}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="#52525b" stroke-width="1" stroke-dasharray="4 3"/>`
  );
}

function backpack(p: Palette, view: View, style: GarmentStyle): string {
  const trim = style.contrast ?? (p.dark ? '#3f3f46' : '#27272a');
  let out = floorShadow(400, 676, 200, 24);
  const body =
    'M 262 250 C 262 176, 320 140, 400 140 C 480 140, 538 176, 538 250 L 546 620 C 546 650, 526 664, 496 664 L 304 664 C 274 664, 254 650, 254 620 Z';
  if (view === 'front') {
    out += webbing('M 362 150 C 362 96, 438 96, 438 150', 14);
    out += part(body, p);
    out += stitch('M 272 250 C 272 186, 326 152, 400 152 C 474 152, 528 186, 528 250', p, 1.3);
    // main zip running round the top
    out += `<path d="M 270 300 C 270 196, 330 162, 400 162 C 470 162, 530 196, 530 300" fill="none" stroke="#27272a" stroke-width="6"/>`;
    out += `<rect x="452" y="168" width="10" height="30" rx="4" fill="url(#metal)" stroke="#3f3f46" stroke-width="1.2" transform="rotate(28 457 183)"/>`;
    // front pocket
    const pocket =
      'M 296 392 C 296 372, 312 360, 332 360 L 468 360 C 488 360, 504 372, 504 392 L 508 600 C 508 620, 494 632, 474 632 L 326 632 C 306 632, 292 620, 292 600 Z';
    out += part(pocket, p, { fill: darken(p.base, 0.04) });
    out += `<path d="M 306 396 C 320 378, 480 378, 494 396" fill="none" stroke="#27272a" stroke-width="5"/>`;
    out += stitch(
      'M 302 404 L 304 596 C 304 614, 316 622, 330 622 L 470 622 C 484 622, 496 614, 496 596 L 498 404',
      p,
      1.2,
    );
    out += `<rect x="470" y="384" width="9" height="26" rx="4" fill="url(#metal)" stroke="#3f3f46" stroke-width="1.2"/>`;
    // base panel and compression straps
    out += `<path d="M 255 600 L 545 600 L 546 620 C 546 650, 526 664, 496 664 L 304 664 C 274 664, 254 650, 254 620 Z" fill="${trim}" stroke="${p.outline}" stroke-width="2.5"/>`;
    out += mirrored(
      webbing('M 258 440 L 300 444', 10) +
        `<rect x="262" y="432" width="16" height="22" rx="3" fill="#3f3f46"/>`,
    );
    out += webbing('M 400 214 L 400 300', 10);
  } else {
    out += part(body, p);
    // padded back panels and shoulder straps
    out += mirrored(
      part(
        'M 290 220 C 290 200, 304 190, 324 190 L 384 190 L 384 470 L 324 470 C 304 470, 290 460, 290 440 Z',
        paletteFor(trim),
        { fill: trim },
      ) + stitch('M 298 226 L 298 436 M 376 198 L 376 462', paletteFor(trim), 1.2),
    );
    const strap =
      'M 330 176 C 330 150, 362 140, 372 164 L 362 420 C 356 470, 330 520, 322 560 L 296 556 C 300 500, 320 440, 324 400 Z';
    out += mirrored(
      part(strap, paletteFor(trim), { fill: trim }) +
        webbing('M 310 556 L 292 640', 10) +
        `<rect x="296" y="540" width="28" height="14" rx="3" fill="#52525b"/>`,
    );
    out += webbing('M 362 150 C 362 96, 438 96, 438 150', 14);
    out += `<path d="M 255 600 L 545 600 L 546 620 C 546 650, 526 664, 496 664 L 304 664 C 274 664, 254 650, 254 620 Z" fill="${trim}" stroke="${p.outline}" stroke-width="2.5"/>`;
  }
  return out;
}

function tote(p: Palette, view: View): string {
  let out = floorShadow(400, 690, 230, 24);
  const body =
    'M 232 300 L 568 300 L 588 664 C 588 672, 582 676, 574 676 L 226 676 C 218 676, 212 672, 212 664 Z';
  // the far handle, then the body, then the near handle
  const handle = (x1: number, x2: number, fill: string) =>
    `<path d="M ${x1} 312 C ${x1 - 6} 150, ${x2 + 6} 150, ${x2} 312" fill="none" stroke="${darken(fill, 0.45)}" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M ${x1} 312 C ${x1 - 6} 150, ${x2 + 6} 150, ${x2} 312" fill="none" stroke="${fill}" stroke-width="24" stroke-linecap="round"/>` +
    `<path d="M ${x1} 312 C ${x1 - 6} 150, ${x2 + 6} 150, ${x2} 312" fill="none" stroke="${darken(fill, 0.3)}" stroke-width="1.2" stroke-dasharray="5 4"/>`;
  out += handle(330, 470, darken(p.base, 0.12));
  out += part(body, p);
  out += stitch('M 236 318 L 564 318', p, 1.4) + stitch('M 234 330 L 566 330', p, 1.4);
  out += handle(318, 482, p.base);
  out += mirrored(
    `<rect x="302" y="300" width="34" height="52" fill="${p.base}" stroke="${p.outline}" stroke-width="2"/>` +
      stitch('M 306 306 L 332 346 M 332 306 L 306 346 M 306 306 L 332 306 L 332 346 L 306 346 Z', p, 1.1),
  );
  out += fold('M 300 420 Q 320 520 300 640', 0.8) + fold('M 500 420 Q 486 520 502 640', 0.8);
  if (view === 'front') {
    out += part('M 300 460 L 500 460 L 506 640 L 294 640 Z', p, {
      shade: false,
      fill: darken(p.base, 0.03),
      stroke: p.seam,
      strokeWidth: 2,
    });
    out += stitch('M 302 470 L 498 470', p, 1.2) + seam('M 400 460 L 400 640', p, 1.8);
  }
  return out;
}

function holdall(p: Palette, view: View, style: GarmentStyle): string {
  const trim = style.contrast ?? '#27272a';
  let out = floorShadow(400, 640, 290, 26);
  const body =
    'M 180 400 C 180 320, 230 290, 300 288 L 500 288 C 570 290, 620 320, 620 400 L 620 590 C 620 612, 604 626, 582 626 L 218 626 C 196 626, 180 612, 180 590 Z';
  out += webbing('M 330 296 C 330 170, 470 170, 470 296', 20);
  out += part(body, p);
  // end panels
  out += mirrored(
    part(
      'M 180 400 C 180 330, 210 300, 240 294 C 250 340, 252 560, 244 626 L 218 626 C 196 626, 180 612, 180 590 Z',
      p,
      { fill: darken(p.base, 0.1) },
    ),
  );
  // top zip and base
  out += `<path d="M 250 300 C 330 284, 470 284, 550 300" fill="none" stroke="#27272a" stroke-width="6"/>`;
  out += `<rect x="500" y="282" width="10" height="30" rx="4" fill="url(#metal)" stroke="#3f3f46" stroke-width="1.2"/>`;
  out += `<path d="M 181 560 L 619 560 L 620 590 C 620 612, 604 626, 582 626 L 218 626 C 196 626, 180 612, 180 590 Z" fill="${trim}" stroke="${p.outline}" stroke-width="2.5"/>`;
  if (view === 'front') {
    out += part('M 236 420 L 564 420 L 564 540 L 236 540 Z', p, {
      shade: false,
      fill: darken(p.base, 0.04),
      stroke: p.seam,
      strokeWidth: 2,
    });
    out +=
      `<path d="M 246 436 L 554 436" stroke="#27272a" stroke-width="5"/>` +
      stitch('M 242 446 L 242 534 L 558 534 L 558 446', p, 1.2);
    out += `<rect x="520" y="430" width="9" height="24" rx="4" fill="url(#metal)" stroke="#3f3f46" stroke-width="1.2"/>`;
  }
  // webbing handles stitched down the sides, shoulder strap rings
  out += mirrored(
    webbing('M 330 296 L 330 560', 20) +
      stitch(
        'M 320 320 L 340 320 L 340 350 L 320 350 Z M 320 320 L 340 350',
        { ...p, stitch: '#a1a1aa' },
        1.2,
      ),
  );
  out += mirrored(
    `<path d="M 186 384 C 170 384, 164 404, 176 412" fill="none" stroke="url(#metal)" stroke-width="6"/>`,
  );
  out += webbing('M 330 296 C 330 170, 470 170, 470 296', 20);
  out += `<rect x="370" y="178" width="60" height="26" rx="10" fill="#3f3f46" stroke="#18181b" stroke-width="2"/>`;
  return out;
}

// ---------------------------------------------------------------------------------------------- assembly

/** Knee pads in a contrast cloth; on black trousers black pads would vanish, so they turn graphite. */
function kneePadColour(p: Palette, contrast?: string): string {
  const pad = contrast ?? darken(p.base, 0.45);
  return p.dark && luminance(pad) < 0.05 ? '#4a4d52' : pad;
}

/** Full-length trousers are drawn a little smaller so they sit inside the frame like the tops. */
const scaled = (inner: string) =>
  `<g transform="translate(400 400) scale(0.88) translate(-400 -392)">${inner}</g>`;

/** The garment alone, in the 800 x 800 box, with its floor shadow; embed it in a larger drawing at will. */
export function garmentMarkup(style: GarmentStyle, hex: string, view: View): string {
  const p = paletteFor(hex);
  let inner: string;
  switch (style.kind) {
    case 'tshirt':
      inner = tshirt(p, view, style);
      break;
    case 'polo':
      inner = polo(p, view, style);
      break;
    case 'sweatshirt':
      inner = sweatshirt(p, view);
      break;
    case 'hoodie':
      inner = hoodie(p, view);
      break;
    case 'softshell':
      inner = softshell(p, view, style);
      break;
    case 'bodywarmer':
      inner = bodywarmer(p, view);
      break;
    case 'shirt':
      inner = shirt(p, view, style);
      break;
    case 'trousers':
      inner = scaled(bottoms(p, view, { hem: 720, hemOuter: 284, hemInner: 382 }));
      break;
    case 'cargo':
      inner = scaled(bottoms(p, view, { hem: 720, hemOuter: 284, hemInner: 382, cargo: true }));
      break;
    case 'workpants':
      inner = scaled(
        bottoms(p, view, {
          hem: 720,
          hemOuter: 284,
          hemInner: 382,
          kneePads: kneePadColour(p, style.contrast),
        }),
      );
      break;
    case 'shorts':
      inner = `<g transform="translate(0 90)">${bottoms(p, view, {
        hem: 500,
        hemOuter: 252,
        hemInner: 386,
        shorts: true,
        cargo: style.cargoPockets,
      })}</g>`;
      break;
    case 'vest':
      inner = vest(p, view, style);
      break;
    case 'cap':
      inner = cap(p, view);
      break;
    case 'beanie':
      inner = beanie(p, view, style);
      break;
    case 'backpack':
      inner = backpack(p, view, style);
      break;
    case 'tote':
      inner = tote(p, view);
      break;
    case 'holdall':
      inner = holdall(p, view, style);
      break;
  }
  return inner;
}

export const PICTURE_BACKGROUND = '#f4f4f5';

/** A square product picture: the garment on the shop's light neutral backdrop. */
export function garmentSvg(style: GarmentStyle, hex: string, view: View, size = 800): string {
  const inner =
    `<rect width="800" height="800" fill="url(#backdrop)"/>` +
    `<g transform="translate(0 10)">${garmentMarkup(style, hex, view)}</g>`;
  return svgDocument(size, size, inner, '0 0 800 800');
}
