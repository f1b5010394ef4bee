import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, productTypeFromSlug, productTypeLabel, productTypePlural } from './catalogue';
import { ProductListQuerySchema } from './schemas/catalogue';

describe('product type names', () => {
  it.each([
    ['t-shirt', 'T-Shirts'],
    ['polo', 'Polos'],
    ['shirt-blouse', 'Shirts & Blouses'],
    ['trousers', 'Trousers'],
    ['cargo-pants', 'Cargo Pants'],
    ['work-pants', 'Work Pants'],
    ['shorts', 'Shorts'],
    ['hi-vis', 'Hi-Vis'],
    ['headwear', 'Headwear'],
    ['workbag', 'Work Bags'],
  ])('a listing of %s reads %s', (slug, plural) => {
    expect(productTypePlural(slug)).toBe(plural);
  });

  it('gives every type a plural, never a doubled s', () => {
    for (const t of PRODUCT_TYPES) {
      expect(t.plural, t.slug).toBeTruthy();
      expect(t.plural, t.slug).not.toMatch(/ss$|[^s]ss\b/);
      expect(productTypeLabel(t.slug)).toBe(t.label);
    }
  });
});

describe('a product type in a link', () => {
  it.each([
    ['polo', 'polo'],
    ['Work-Pants', 'work-pants'],
    ['work%2Dpants', 'work-pants'],
    ['work-bag', 'workbag'],
    // ?type=polo%25 arrives as "polo%": a lone % is text, not a broken escape that throws (it was a 500)
    ['polo%', null],
    ['%', null],
    ['%E0%A4%A', null],
  ])('%s is %s', (raw, slug) => {
    expect(productTypeFromSlug(raw)).toBe(slug);
  });
});

describe('the price filter', () => {
  it.each([0, 1, 15, 999, 1000])('accepts £%i as a bound', (pounds) => {
    const q = ProductListQuerySchema.parse({ minPrice: String(pounds), maxPrice: String(pounds) });
    expect(q).toMatchObject({ minPrice: pounds, maxPrice: pounds });
  });

  it.each([
    ['15.5', 'maxPrice must be whole pounds'],
    ['-1', 'maxPrice must be at least £0'],
    ['1001', 'maxPrice must be at most £1000'],
    ['cheap', 'maxPrice must be a number of pounds'],
  ])('refuses %s with a clear message', (value, message) => {
    const result = ProductListQuerySchema.safeParse({ maxPrice: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
