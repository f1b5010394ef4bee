import { describe, expect, it } from 'vitest';
import { SWATCHES, swatchName } from './swatches';

describe('the swatch colours', () => {
  it('are the spec’s 62', () => {
    expect(SWATCHES).toHaveLength(62);
  });

  it('each have a name and a lower-case #rrggbb, none twice', () => {
    for (const s of SWATCHES) {
      expect(s.name.trim(), s.hex).toBe(s.name);
      expect(s.name.length, s.hex).toBeGreaterThan(0);
      expect(s.hex, s.name).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(new Set(SWATCHES.map((s) => s.name.toLowerCase())).size).toBe(62);
    expect(new Set(SWATCHES.map((s) => s.hex)).size).toBe(62);
  });

  it('include the workwear staples', () => {
    for (const name of [
      'Black',
      'White',
      'Navy',
      'Royal Blue',
      'Bottle Green',
      'Hi-Vis Yellow',
      'Hi-Vis Orange',
    ])
      expect(SWATCHES.map((s) => s.name)).toContain(name);
  });

  it('name a hex in any case, and nothing for a colour not among them', () => {
    expect(swatchName('#FFFFFF')).toBe('White');
    expect(swatchName('#123457')).toBeNull();
  });
});
