/** Small SVG building blocks shared by every drawn picture. */
import type { Palette } from './colour';

export type Pt = readonly [number, number];
/** A path segment: a line without controls, a quadratic with one, a cubic with two. */
export interface Seg {
  to: Pt;
  c1?: Pt;
  c2?: Pt;
}

export const FONT = "DejaVu Sans, 'Liberation Sans', sans-serif";

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const pt = ([x, y]: Pt) => `${f(x)} ${f(y)}`;

function segment(s: Seg): string {
  if (s.c1 && s.c2) return `C ${pt(s.c1)}, ${pt(s.c2)}, ${pt(s.to)}`;
  if (s.c1) return `Q ${pt(s.c1)}, ${pt(s.to)}`;
  return `L ${pt(s.to)}`;
}

/** An open path through the segments. */
export function path(start: Pt, segs: Seg[]): string {
  return `M ${pt(start)} ${segs.map(segment).join(' ')}`;
}

/**
 * A closed outline symmetric about x = axis: `segs` trace the left half from `start` (on the axis) to a point
 * on the axis; the right half is the mirror image, walked back to the start.
 */
export function symmetric(start: Pt, segs: Seg[], axis = 400): string {
  const m = ([x, y]: Pt): Pt => [2 * axis - x, y];
  const points = [start, ...segs.map((s) => s.to)];
  const back: Seg[] = [];
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i];
    back.push({
      to: m(points[i]),
      c1: s.c2 ? m(s.c2) : s.c1 ? m(s.c1) : undefined,
      c2: s.c2 && s.c1 ? m(s.c1) : undefined,
    });
  }
  return `${path(start, [...segs, ...back])} Z`;
}

/** Draws the children a second time, mirrored about x = axis. */
export const mirrored = (inner: string, axis = 400) =>
  `${inner}<g transform="translate(${2 * axis} 0) scale(-1 1)">${inner}</g>`;

export interface PartOptions {
  fill?: string;
  /** cylinder shading across the part; off for flat trims */
  shade?: boolean;
  stroke?: string;
  strokeWidth?: number;
}

/** A piece of cloth: flat colour, soft shading across and down it, and an outline. */
export function part(d: string, p: Palette, o: PartOptions = {}): string {
  const fill = o.fill ?? p.base;
  const shade = o.shade ?? true;
  return (
    `<path d="${d}" fill="${fill}"/>` +
    (shade ? `<path d="${d}" fill="url(#shX)"/><path d="${d}" fill="url(#shY)"/>` : '') +
    `<path d="${d}" fill="none" stroke="${o.stroke ?? p.outline}" stroke-width="${o.strokeWidth ?? 3}" stroke-linejoin="round" stroke-linecap="round"/>`
  );
}

/** Twin-needle style stitching: a dashed line a few pixels inside a seam. */
export const stitch = (d: string, p: Palette, width = 1.6) =>
  `<path d="${d}" fill="none" stroke="${p.stitch}" stroke-width="${width}" stroke-dasharray="6 4.5" stroke-linecap="round" opacity="0.9"/>`;

export const seam = (d: string, p: Palette, width = 2.2) =>
  `<path d="${d}" fill="none" stroke="${p.seam}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A soft fold in the cloth: a wide faint shadow with a faint highlight beside it. */
export const fold = (d: string, strength = 1) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-opacity="${0.08 * strength}" stroke-width="7" stroke-linecap="round"/>` +
  `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="${0.07 * strength}" stroke-width="3" stroke-linecap="round" transform="translate(4 1)"/>`;

/**
 * Gradients every picture may use; ids are fixed, so one copy per SVG document. Radial gradients and filters
 * are avoided on purpose: librsvg rasterises them several times slower than flat or linear fills.
 */
export const DEFS = `<defs>
<linearGradient id="shX" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.14" stop-color="#000" stop-opacity="0.07"/>
<stop offset="0.38" stop-color="#fff" stop-opacity="0.09"/><stop offset="0.55" stop-color="#fff" stop-opacity="0.04"/>
<stop offset="0.86" stop-color="#000" stop-opacity="0.08"/><stop offset="1" stop-color="#000" stop-opacity="0.24"/>
</linearGradient>
<linearGradient id="shY" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#fff" stop-opacity="0.07"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/>
<stop offset="1" stop-color="#000" stop-opacity="0.12"/>
</linearGradient>
<linearGradient id="puff" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.02"/>
<stop offset="1" stop-color="#000" stop-opacity="0.2"/>
</linearGradient>
<linearGradient id="reflect" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#eef0f3"/><stop offset="0.45" stop-color="#c5c9cf"/><stop offset="0.55" stop-color="#b3b8bf"/>
<stop offset="1" stop-color="#d9dce1"/>
</linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#f1f2f4"/><stop offset="0.5" stop-color="#a9aeb6"/><stop offset="1" stop-color="#d5d8dc"/>
</linearGradient>
<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#f7f7f8"/><stop offset="0.7" stop-color="#f4f4f5"/><stop offset="1" stop-color="#ececee"/>
</linearGradient>
</defs>`;

/**
 * A soft contact shadow under an object on the backdrop: stacked translucent ellipses, which look like a blur
 * but rasterise far faster than a radial gradient or a blur filter.
 */
export const floorShadow = (cx: number, cy: number, rx: number, ry: number) =>
  [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4]
    .map(
      (k) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${(rx * k).toFixed(1)}" ry="${(ry * k).toFixed(1)}" fill="#000" fill-opacity="0.034"/>`,
    )
    .join('');

export function svgDocument(
  width: number,
  height: number,
  inner: string,
  viewBox = `0 0 ${width} ${height}`,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${DEFS}${inner}</svg>`;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
