/** Colour arithmetic for the drawn product pictures: shades, outlines and stitching that suit any garment colour. */

export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Mixes `a` towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const darken = (hex: string, t: number) => mix(hex, '#000000', t);
export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const lin = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}

/** Everything a drawing needs from one garment colour. */
export interface Palette {
  base: string;
  /** a fold or shadow of the same cloth */
  shade: string;
  /** the inside of the garment, seen through a neck or armhole */
  lining: string;
  /** a lit edge */
  light: string;
  outline: string;
  seam: string;
  stitch: string;
  /** true for white and near-white cloth, which needs a visible grey outline */
  pale: boolean;
  dark: boolean;
}

export function paletteFor(hex: string): Palette {
  const base = hex.toLowerCase();
  const lum = luminance(base);
  const pale = lum > 0.7;
  const dark = lum < 0.035;
  return {
    base,
    shade: pale ? mix(base, '#71717a', 0.16) : darken(base, dark ? 0.35 : 0.16),
    lining: pale ? mix(base, '#52525b', 0.28) : dark ? lighten(base, 0.04) : darken(base, 0.38),
    light: lighten(base, dark ? 0.1 : 0.18),
    outline: pale ? '#8e8e96' : dark ? '#050505' : darken(base, 0.55),
    seam: pale ? '#b4b4bb' : dark ? lighten(base, 0.2) : darken(base, 0.32),
    stitch: pale
      ? '#a1a1aa'
      : dark
        ? lighten(base, 0.3)
        : lum > 0.35
          ? darken(base, 0.38)
          : lighten(base, 0.3),
    pale,
    dark,
  };
}
