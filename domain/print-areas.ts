import { type LogoPosition } from './catalogue';

/** A print area in centimetres, width × height. */
export interface PrintArea {
  widthCm: number;
  heightCm: number;
}

/**
 * The shop's standard print areas: the largest a logo is printed or embroidered at each position, the usual trade
 * sizes for adult garments. A logo is scaled to fit its area keeping its shape, so these decide the resolution a
 * raster logo prints at (domain/artwork-checks.ts).
 */
export const PRINT_AREAS: Record<LogoPosition, PrintArea> = {
  'Large Back': { widthCm: 30, heightCm: 30 },
  'Large Front': { widthCm: 25, heightCm: 25 },
  'Left Breast': { widthCm: 9, heightCm: 9 },
  'Right Breast': { widthCm: 9, heightCm: 9 },
  'Left Sleeve': { widthCm: 8, heightCm: 8 },
  'Right Sleeve': { widthCm: 8, heightCm: 8 },
  'Nape of Neck': { widthCm: 8, heightCm: 3 },
};

export function printArea(position: LogoPosition): PrintArea {
  return PRINT_AREAS[position];
}
