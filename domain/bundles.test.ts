import { describe, expect, it } from 'vitest';
import {
  BUNDLE_QUANTITIES,
  BundleCreateSchema,
  bundleSelectionProblem,
  parseBundlePrice,
  priceInputValue,
  requiredProductCount,
  toggleLimited,
} from './bundles';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('bundle types', () => {
  it.each([
    ['everyday', 3, [5, 3, 2]],
    ['solo1', 2, [3, 2]],
    ['solo2', 2, [3, 2]],
  ] as const)('%s takes %i products needing %j items', (type, count, quantities) => {
    expect(requiredProductCount(type)).toBe(count);
    expect(BUNDLE_QUANTITIES[type]).toEqual(quantities);
  });

  it.each([
    ['everyday', 3, null],
    ['everyday', 2, 'Please select exactly 3 products for this bundle'],
    ['everyday', 4, 'Please select exactly 3 products for this bundle'],
    ['solo1', 2, null],
    ['solo1', 3, 'Please select exactly 2 products for this bundle'],
    ['solo2', 1, 'Please select exactly 2 products for this bundle'],
    ['solo2', 0, 'Please select exactly 2 products for this bundle'],
  ] as const)('%s with %i products: %s', (type, n, message) => {
    expect(bundleSelectionProblem(type, n)).toBe(message);
  });
});

describe('bundle price', () => {
  it.each([
    ['49.99', 4999],
    ['49', 4900],
    ['49.5', 4950],
    ['49.', 4900],
    ['.5', 50],
    [' 120.00 ', 12000],
    ['0.01', 1],
    ['100000', 10_000_000],
    ['0', null],
    ['0.00', null],
    ['-5', null],
    ['abc', null],
    ['', null],
    ['1.2.3', null],
    ['12.999', null],
    ['1e3', null],
    ['100000.01', null],
    ['£12', null],
  ] as const)('%j → %s', (text, pence) => {
    expect(parseBundlePrice(text)).toBe(pence);
  });

  it.each([
    ['12.99', '12.99'],
    ['1a2.3.4', '12.34'],
    ['-5', '5'],
    ['£1,250.50', '1250.50'],
    ['..1', '.1'],
  ])('the price box keeps digits and one point: %j → %j', (typed, kept) => {
    expect(priceInputValue(typed)).toBe(kept);
  });
});

describe('limited selections', () => {
  it('adds up to the limit, then says Maximum reached and keeps the selection', () => {
    let selected: string[] = [];
    for (const id of ['a', 'b', 'c']) {
      const r = toggleLimited(selected, id, 3);
      expect(r.problem).toBeNull();
      selected = r.selected;
    }
    expect(toggleLimited(selected, 'd', 3)).toEqual({
      selected: ['a', 'b', 'c'],
      problem: 'Maximum reached',
    });
    expect(toggleLimited(selected, 'b', 3)).toEqual({ selected: ['a', 'c'], problem: null });
  });
});

describe('the create payload', () => {
  const base = {
    title: 'Trade starter',
    description: 'Polos and a jacket',
    price: '89.99',
    type: 'everyday',
    products: [1, 2, 3].map((n) => ({ productId: ID(n), colors: [{ color: '#1F3F7A' }] })),
  };

  it('parses a good one: price in pence, hex lower case', () => {
    const parsed = BundleCreateSchema.parse(base);
    expect(parsed.price).toBe(8999);
    expect(parsed.products[0]!.colors[0]!.color).toBe('#1f3f7a');
  });

  it.each([
    [{ price: '0' }, 'Please enter a valid price'],
    [{ price: 'ten' }, 'Please enter a valid price'],
    [{ title: '  ' }, 'Please enter a title'],
    [{ type: 'family' }, 'The bundle type must be everyday, solo1 or solo2'],
    [{ type: 'solo1' }, 'Please select exactly 2 products for this bundle'],
    [{ products: base.products.slice(0, 2) }, 'Please select exactly 3 products for this bundle'],
    [
      { products: [base.products[0], base.products[0], base.products[1]] },
      'Each product can be in the bundle once',
    ],
    [
      {
        products: [
          {
            productId: ID(1),
            colors: ['#000000', '#ffffff', '#ff0000', '#00ff00'].map((color) => ({ color })),
          },
          ...base.products.slice(1),
        ],
      },
      'Choose at most 3 colours per product',
    ],
    [
      { products: [{ productId: ID(1), colors: [{ color: 'navy' }] }, ...base.products.slice(1)] },
      'A colour must be a hex value such as #1f3f7a',
    ],
    [
      {
        products: [
          { productId: ID(1), colors: [{ color: '#000000' }, { color: '#000000' }] },
          ...base.products.slice(1),
        ],
      },
      'A colour is chosen twice',
    ],
  ])('refuses %j: %s', (change, message) => {
    const result = BundleCreateSchema.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(message);
  });
});
