import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { plainPicture } from '../../../tests/helpers/photos';
import { mockupPlacement, renderDecorations, renderMockup, sideBySide } from './render-mockup';

const SIZE = 400;
const garment = (hex: string) => plainPicture('png', { width: 800, height: 800, background: hex });
const pixels = async (png: Buffer) =>
  (await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data;
const at = (data: Buffer, x: number, y: number) => {
  const i = (Math.round(y) * SIZE + Math.round(x)) * 3;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
};

describe('renderMockup', () => {
  it('draws a text logo inside the Left Breast box and nowhere else', async () => {
    const plain = await garment('#ffffff');
    const png = await renderMockup({
      garment: plain,
      productTypes: ['polo'],
      title: 'Classic Polo',
      colourHex: '#ffffff',
      position: 'Left Breast',
      logo: { kind: 'text', text: 'ACME & <Sons>', font: 'Standard' },
      size: SIZE,
    });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', SIZE, SIZE]);
    const drawn = await pixels(png);
    const box = mockupPlacement(['polo'], 'Classic Polo', 'Left Breast');
    let inked = 0;
    let outside = 0;
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const dark = at(drawn, x, y)[0]! < 200;
        const inBox =
          Math.abs(x / SIZE - box.x) <= box.width / 2 + 0.01 &&
          Math.abs(y / SIZE - box.y) <= box.height / 2 + 0.01;
        if (dark && inBox) inked++;
        if (dark && !inBox) outside++;
      }
    }
    expect(inked).toBeGreaterThan(30);
    expect(outside).toBe(0);
  });

  it('puts an image logo at the centre of the Large Front box', async () => {
    const red = await plainPicture('png', { width: 300, height: 300, background: '#ff0000', channels: 4 });
    const png = await renderMockup({
      garment: await garment('#1f3f7a'),
      productTypes: ['t-shirt'],
      title: 'Heavy Cotton Tee',
      colourHex: '#1f3f7a',
      position: 'Large Front',
      logo: { kind: 'image', image: red },
      size: SIZE,
    });
    const box = mockupPlacement(['t-shirt'], 'Heavy Cotton Tee', 'Large Front');
    const [r, g, b] = at(await pixels(png), box.x * SIZE, box.y * SIZE);
    expect(r).toBeGreaterThan(200);
    expect(g! + b!).toBeLessThan(60);
  });

  it('draws a badge for a logo with no preview, and back positions use the back view', async () => {
    const png = await renderMockup({
      garment: await garment('#000000'),
      productTypes: ['hoodie'],
      title: 'Hooded Sweatshirt',
      colourHex: null,
      position: 'Large Back',
      logo: { kind: 'image', image: null },
      size: SIZE,
    });
    const box = mockupPlacement(['hoodie'], 'Hooded Sweatshirt', 'Large Back');
    expect(box.view).toBe('back');
    const [r] = at(await pixels(png), box.x * SIZE, box.y * SIZE - 2);
    expect(r).toBeGreaterThan(150);
  });

  it('survives control characters and keeps a long name inside its box', async () => {
    for (const text of ['Bloggs\u0001 & Sons\u0008', 'Bloggs & Sons Plumbing and Heating Engineers Ltd 😀']) {
      const png = await renderMockup({
        garment: await garment('#ffffff'),
        productTypes: ['polo'],
        title: 'Classic Polo',
        colourHex: '#ffffff',
        position: 'Left Breast',
        logo: { kind: 'text', text, font: 'Script' },
        size: SIZE,
      });
      const drawn = await pixels(png);
      const box = mockupPlacement(['polo'], 'Classic Polo', 'Left Breast');
      let inked = 0;
      let outside = 0;
      for (let y = 0; y < SIZE; y++) {
        for (let x = 0; x < SIZE; x++) {
          if (at(drawn, x, y)[0]! >= 200) continue;
          const inBox =
            Math.abs(x / SIZE - box.x) <= box.width / 2 + 0.01 &&
            Math.abs(y / SIZE - box.y) <= box.height / 2 + 0.01;
          if (inBox) inked++;
          else outside++;
        }
      }
      expect(inked).toBeGreaterThan(20);
      expect(outside).toBe(0);
    }
  });
});

describe('renderDecorations and sideBySide', () => {
  it('draws two front logos in their own boxes on one picture', async () => {
    const red = await plainPicture('png', { width: 100, height: 100, background: '#ff0000', channels: 4 });
    const png = await renderDecorations({
      garment: await garment('#ffffff'),
      productTypes: ['polo'],
      title: 'Classic Polo',
      colourHex: '#ffffff',
      decorations: [
        { position: 'Left Breast', logo: { kind: 'image', image: red } },
        { position: 'Right Breast', logo: { kind: 'image', image: red } },
      ],
      size: SIZE,
    });
    const drawn = await pixels(png);
    for (const position of ['Left Breast', 'Right Breast'] as const) {
      const box = mockupPlacement(['polo'], 'Classic Polo', position);
      expect(at(drawn, box.x * SIZE, box.y * SIZE)).toEqual([255, 0, 0]);
    }
  });

  it('puts the front and the back side by side', async () => {
    const a = await garment('#000000');
    const b = await garment('#ffffff');
    const joined = await sideBySide([
      await sharp(a).resize(SIZE, SIZE).png().toBuffer(),
      await sharp(b).resize(SIZE, SIZE).png().toBuffer(),
    ]);
    const meta = await sharp(joined).metadata();
    expect([meta.width, meta.height]).toEqual([SIZE * 2 + 8, SIZE]);
  });
});
