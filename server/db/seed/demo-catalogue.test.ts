import { describe, expect, it } from 'vitest';
import { BRANDS, PRODUCT_TYPES } from '../../../domain/catalogue';
import { BUNDLE_SECTION_QUANTITIES, DEMO_BRANDS, DEMO_BUNDLES, DEMO_PRODUCTS } from './demo-catalogue';
import { garmentSvg, GARMENT_KINDS } from './pictures/garments';
import { styleSlug } from './pictures';

describe('demo catalogue', () => {
  it('has the ten brands of the catalogue vocabulary', () => {
    expect(DEMO_BRANDS.map((b) => b.slug).sort()).toEqual(BRANDS.map((b) => b.slug).sort());
  });

  it('covers every product type, at least twice, and the customiser types at least five times', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(44);
    for (const type of PRODUCT_TYPES) {
      const n = DEMO_PRODUCTS.filter((p) => p.types.includes(type.slug)).length;
      expect(n, type.slug).toBeGreaterThanOrEqual(
        ['t-shirt', 'polo', 'sweatshirt'].includes(type.slug) ? 5 : 2,
      );
    }
  });

  it('gives every brand at least one product, and only known brands and types', () => {
    const slugs = new Set<string>(BRANDS.map((b) => b.slug));
    const types = new Set<string>(PRODUCT_TYPES.map((t) => t.slug));
    for (const p of DEMO_PRODUCTS) {
      expect(slugs.has(p.brand), p.key).toBe(true);
      expect(p.types.length, p.key).toBeGreaterThan(0);
      for (const t of p.types) expect(types.has(t), `${p.key}: ${t}`).toBe(true);
    }
    for (const b of BRANDS)
      expect(
        DEMO_PRODUCTS.some((p) => p.brand === b.slug),
        b.slug,
      ).toBe(true);
  });

  it('has unique keys and titles', () => {
    expect(new Set(DEMO_PRODUCTS.map((p) => p.key)).size).toBe(DEMO_PRODUCTS.length);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.title)).size).toBe(DEMO_PRODUCTS.length);
    expect(new Set(DEMO_BUNDLES.map((b) => b.title)).size).toBe(DEMO_BUNDLES.length);
  });

  it('has at least three distinct colours per product, each a #rrggbb hex', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.colours.length, p.key).toBeGreaterThanOrEqual(3);
      expect(new Set(p.colours.map((c) => c.hex)).size, p.key).toBe(p.colours.length);
      expect(new Set(p.colours.map((c) => c.name)).size, p.key).toBe(p.colours.length);
      for (const c of p.colours) {
        expect(c.hex, `${p.key} ${c.name}`).toMatch(/^#[0-9a-f]{6}$/);
        expect(c.name.trim(), p.key).not.toBe('');
      }
    }
  });

  it('has sizes with whole, non-negative stock, a few running low and one sold out', () => {
    const stocks = DEMO_PRODUCTS.flatMap((p) => p.sizes.map((s) => s.stock));
    for (const p of DEMO_PRODUCTS) {
      expect(p.sizes.length, p.key).toBeGreaterThan(0);
      expect(new Set(p.sizes.map((s) => s.label)).size, p.key).toBe(p.sizes.length);
      for (const s of p.sizes)
        expect(Number.isInteger(s.stock) && s.stock >= 0, `${p.key} ${s.label}`).toBe(true);
    }
    expect(stocks.filter((s) => s > 0 && s < 10).length).toBeGreaterThanOrEqual(3);
    expect(stocks.filter((s) => s === 0).length).toBeGreaterThanOrEqual(1);
  });

  it('has positive whole-pence prices, and discounts that add up', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.price) && p.price > 0, p.key).toBe(true);
      if (p.originalPrice !== undefined) {
        expect(Number.isInteger(p.originalPrice) && p.originalPrice > p.price, p.key).toBe(true);
        const percent = Math.round((1 - p.price / p.originalPrice) * 100);
        expect(Math.abs(percent - (p.discountPercent ?? -100)), p.key).toBeLessThanOrEqual(1);
      } else {
        expect(p.discountPercent, p.key).toBeUndefined();
      }
    }
  });

  it('gives no product a rating or review count: no review is behind them (a rating comes from reviews)', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(Object.keys(p), p.key).not.toContain('rating');
      expect(Object.keys(p), p.key).not.toContain('reviewCount');
    }
  });

  it('has valid dates', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isNaN(Date.parse(p.createdAt)), p.key).toBe(false);
    }
    expect(new Set(DEMO_PRODUCTS.map((p) => p.createdAt)).size).toBe(DEMO_PRODUCTS.length);
    expect(DEMO_PRODUCTS.some((p) => p.isNew)).toBe(true);
  });

  it('has one clear first product per type in the featured order', () => {
    expect(new Set(DEMO_PRODUCTS.map((p) => p.featuredRank)).size).toBe(DEMO_PRODUCTS.length);
    for (const type of PRODUCT_TYPES) {
      const ranks = DEMO_PRODUCTS.filter((p) => p.types[0] === type.slug).map((p) => p.featuredRank);
      expect(ranks.length, type.slug).toBeGreaterThan(0);
    }
  });

  it('has one bundle of each type whose sections match the type', () => {
    expect(DEMO_BUNDLES.map((b) => b.type).sort()).toEqual(['everyday', 'solo1', 'solo2']);
    expect(BUNDLE_SECTION_QUANTITIES).toEqual({ everyday: [5, 3, 2], solo1: [3, 2], solo2: [3, 2] });
    const keys = new Set(DEMO_PRODUCTS.map((p) => p.key));
    for (const b of DEMO_BUNDLES) {
      expect(
        b.sections.map((s) => s.quantity),
        b.key,
      ).toEqual(BUNDLE_SECTION_QUANTITIES[b.type]);
      for (const s of b.sections) expect(keys.has(s.product), `${b.key}: ${s.product}`).toBe(true);
      expect(Number.isInteger(b.price) && b.price > 0, b.key).toBe(true);
      // a bundle is cheaper than its garments bought one by one
      const worth = b.sections.reduce(
        (sum, s) => sum + DEMO_PRODUCTS.find((p) => p.key === s.product)!.price * s.quantity,
        0,
      );
      expect(b.price, b.key).toBeLessThan(worth);
    }
  });
});

describe('demo pictures', () => {
  it('draws every garment kind front and back as a well-formed SVG', () => {
    for (const kind of GARMENT_KINDS) {
      for (const view of ['front', 'back'] as const) {
        const svg = garmentSvg({ kind }, '#1f2a44', view);
        expect(svg.startsWith('<svg'), kind).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined/);
      }
    }
  });

  it('names picture files after the garment style', () => {
    expect(styleSlug({ kind: 'polo' })).toBe('polo');
    expect(styleSlug({ kind: 'polo', tipping: '#d9dde3', reflective: true })).toBe(
      'polo-reflective-tipping-d9dde3',
    );
    for (const p of DEMO_PRODUCTS) expect(styleSlug(p.picture)).toMatch(/^[a-z0-9-]+$/);
  });
});
