/**
 * The mock-up's logo boxes (domain/mockup.ts) are worked out from these drawings: check them against the
 * pictures themselves, so a change to a drawing that leaves a logo hanging off the garment shows up here.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOGO_POSITIONS } from '../../../../domain/catalogue';
import {
  MOCKUP_KINDS,
  garmentKindFor,
  isReflective,
  logoPlacement,
  type LogoPlacement,
  type MockupKind,
} from '../../../../domain/mockup';
import { DEMO_PRODUCTS } from '../demo-catalogue';
import { styleSlug } from '.';
import { GARMENT_KINDS, garmentSvg, type GarmentStyle, type View } from './garments';

/** A loud colour: the cloth, its seams and shading stay saturated; backdrop, tape, zips and webbing don't. */
const CLOTH = '#d946ef';
const SIZE = 400;

async function render(style: GarmentStyle, view: View): Promise<Buffer> {
  return sharp(Buffer.from(garmentSvg(style, CLOTH, view, SIZE)))
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Points spread over the box (inset a little from its edges), rotation included. */
function samples(p: LogoPlacement, cols = 7, rows = 5): [number, number][] {
  const a = ((p.rotate ?? 0) * Math.PI) / 180;
  const out: [number, number][] = [];
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const dx = ((i + 0.5) / cols - 0.5) * 0.9 * p.width;
      const dy = ((j + 0.5) / rows - 0.5) * 0.9 * p.height;
      out.push([p.x + dx * Math.cos(a) - dy * Math.sin(a), p.y + dx * Math.sin(a) + dy * Math.cos(a)]);
    }
  return out;
}

function pixel(raw: Buffer, [fx, fy]: [number, number]): [number, number, number] {
  const x = Math.min(SIZE - 1, Math.max(0, Math.round(fx * SIZE)));
  const y = Math.min(SIZE - 1, Math.max(0, Math.round(fy * SIZE)));
  const i = (y * SIZE + x) * 3;
  return [raw[i], raw[i + 1], raw[i + 2]];
}

const saturated = ([r, g, b]: [number, number, number]) => Math.max(r, g, b) - Math.min(r, g, b) > 40;
const dark = ([r, g, b]: [number, number, number]) => Math.max(r, g, b) < 90;

const styles = new Map<string, { style: GarmentStyle; reflective: boolean }>();
for (const p of DEMO_PRODUCTS)
  styles.set(styleSlug(p.picture), { style: p.picture, reflective: isReflective(p.types) });

describe('mock-up placements on the drawn garments', () => {
  it('knows every drawing kind', () => {
    expect([...MOCKUP_KINDS].sort()).toEqual([...GARMENT_KINDS].sort());
  });

  it('finds the drawing of every demo product from its types and title', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(garmentKindFor(p.types, p.title), p.key).toBe(p.picture.kind);
      // reflective tape is drawn on exactly the hi-vis products (the vest always has it)
      if (p.picture.kind !== 'vest') expect(isReflective(p.types), p.key).toBe(Boolean(p.picture.reflective));
    }
  });

  it('puts every logo box on the cloth, clear of tape, zips, webbing and the backdrop', async () => {
    const misses: string[] = [];
    for (const [slug, { style, reflective }] of styles) {
      const views = { front: await render(style, 'front'), back: await render(style, 'back') };
      for (const position of LOGO_POSITIONS) {
        const p = logoPlacement(style.kind as MockupKind, position, { reflective });
        const points = samples(p);
        const onCloth = points.filter((pt) => (p.surface ? dark : saturated)(pixel(views[p.view], pt)));
        const share = onCloth.length / points.length;
        // nearly all boxes sit wholly on the cloth; the executive vest's large front crosses its zip (94%)
        if (share < 0.93) misses.push(`${slug} ${position}: ${(share * 100).toFixed(0)}% on the cloth`);
      }
    }
    expect(misses).toEqual([]);
  });
});
