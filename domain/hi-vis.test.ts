import { describe, expect, it } from 'vitest';
import { LOGO_POSITIONS } from './catalogue';
import {
  LARGE_LOGO_POSITIONS,
  SMALL_LOGO_POSITIONS,
  allowedLogoPositions,
  allowedPositionsForAll,
  isHiVis,
  refusedPositionMessage,
} from './hi-vis';

const vest = { title: 'Hi-Vis Vest', productTypes: ['hi-vis'] };
const polo = { title: 'Polo', productTypes: ['polo'] };

describe('hi-vis positions', () => {
  it('splits the positions into small and large', () => {
    expect(LARGE_LOGO_POSITIONS).toEqual(['Large Back', 'Large Front']);
    expect([...SMALL_LOGO_POSITIONS, ...LARGE_LOGO_POSITIONS].sort()).toEqual([...LOGO_POSITIONS].sort());
  });

  it('knows a hi-vis product by its type', () => {
    expect(isHiVis(vest)).toBe(true);
    expect(isHiVis({ productTypes: ['polo', ' Hi-Vis '] })).toBe(true);
    expect(isHiVis(polo)).toBe(false);
  });

  it.each([
    [polo, LOGO_POSITIONS.length],
    [vest, 5],
    [{ ...vest, hiVisLargeLogos: true }, LOGO_POSITIONS.length],
    [{ ...polo, hiVisLargeLogos: true }, LOGO_POSITIONS.length],
  ])('offers %o %i positions', (product, count) => {
    expect(allowedLogoPositions(product)).toHaveLength(count);
  });

  it('keeps a hi-vis vest to the chest, sleeves and nape', () => {
    expect(allowedLogoPositions(vest)).toEqual([
      'Left Breast',
      'Left Sleeve',
      'Nape of Neck',
      'Right Breast',
      'Right Sleeve',
    ]);
  });

  it("takes a bundle's positions every garment allows", () => {
    expect(allowedPositionsForAll([polo, vest])).toEqual(allowedLogoPositions(vest));
    expect(allowedPositionsForAll([polo])).toEqual([...LOGO_POSITIONS]);
  });

  it('refuses a large position on a hi-vis product with a reason', () => {
    expect(refusedPositionMessage(vest, ['Left Breast'])).toBeNull();
    expect(refusedPositionMessage(vest, ['Left Breast', 'Large Back'])).toMatch(
      /^Hi-Vis Vest is a hi-vis garment: a Large Back logo could lower its EN ISO 20471 class/,
    );
    expect(refusedPositionMessage({ ...vest, hiVisLargeLogos: true }, ['Large Back'])).toBeNull();
    expect(refusedPositionMessage(polo, ['Large Front'])).toBeNull();
  });
});
