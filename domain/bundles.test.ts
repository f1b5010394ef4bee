import { describe, expect, it } from 'vitest';
import {
  addSelectionColour,
  BUNDLE_QUANTITIES,
  BundleCreateSchema,
  bundleItemsProblem,
  bundleSelectionProblem,
  changeQuantity,
  colourRefusalHolds,
  coloursMissingQuantities,
  emptySelection,
  incrementBlocked,
  missingQuantitiesProblem,
  parseBundlePrice,
  priceInputValue,
  removeSelectionColour,
  requiredProductCount,
  selectionItems,
  selectionProblem,
  toggleLimited,
  type BundleItemChoice,
  type BundleSectionRule,
  type SectionSelection,
} from './bundles';
import { BundleCartSchema } from './schemas/bundle-cart';

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

/* ------------------------------------------------------------------------------------------------------------
 * The shopper's side: selection rules (the bundle page) and the server's check of a payload.
 * ---------------------------------------------------------------------------------------------------------- */

const NAVY = { hex: '#1f3f7a', name: 'Navy' };
const BLACK = { hex: '#000000', name: 'Black' };
const WHITE = { hex: '#ffffff', name: 'White' };
const RED = { hex: '#cc0000', name: 'Red' };
const SIZES = ['S', 'M', 'L', 'XL'];

/** An everyday (5/3/2) or solo (3/2) bundle's sections. */
const sectionsOf = (quantities: readonly number[]): BundleSectionRule[] =>
  quantities.map((requiredQuantity, i) => ({
    productId: ID(i + 1),
    title: `Product ${i + 1} title`,
    requiredQuantity,
    colours: [NAVY, BLACK, WHITE, RED],
    sizes: SIZES,
  }));

const plenty = () => 99;

/** Each section filled with its required count, all in Navy M. */
const wholeBundle = (sections: BundleSectionRule[]): BundleItemChoice[] =>
  sections.map((s) => ({
    productId: s.productId,
    colourHex: NAVY.hex,
    size: 'M',
    quantity: s.requiredQuantity,
  }));

describe('choosing garments for a section', () => {
  const fill = (
    selection: SectionSelection,
    required: number,
    hex: string,
    size: string,
    times: number,
    stock = 99,
  ) => {
    let next = selection;
    for (let i = 0; i < times; i++) next = changeQuantity(next, required, hex, size, 1, stock);
    return next;
  };

  it.each([
    ['everyday', [5, 3, 2]],
    ['solo1', [3, 2]],
    ['solo2', [3, 2]],
  ] as const)(
    '%s: each section takes exactly its count, and plus stops there with Maximum reached',
    (type, counts) => {
      expect(BUNDLE_QUANTITIES[type]).toEqual(counts);
      for (const required of counts) {
        const chosen = addSelectionColour(emptySelection(), NAVY.hex).selection;
        const full = fill(chosen, required, NAVY.hex, 'M', required + 3);
        expect(full.quantities[NAVY.hex]!.M).toBe(required);
        expect(incrementBlocked(full, required, NAVY.hex, 'L', 99)).toBe('full');
      }
    },
  );

  it.each([
    [1, null],
    [2, null],
    [3, null],
    [4, 'Choose at most 3 colours per product'],
  ])('colour number %i: %s', (n, problem) => {
    let selection = emptySelection();
    const colours = [NAVY, BLACK, WHITE, RED].slice(0, n);
    let last: string | null = null;
    for (const c of colours) ({ selection, problem: last } = addSelectionColour(selection, c.hex));
    expect(last).toBe(problem);
    expect(selection.colours).toHaveLength(Math.min(n, 3));
  });

  it('removes a colour only while it has no quantity', () => {
    let selection = addSelectionColour(
      addSelectionColour(emptySelection(), NAVY.hex).selection,
      BLACK.hex,
    ).selection;
    selection = changeQuantity(selection, 5, NAVY.hex, 'M', 1, 99);
    expect(removeSelectionColour(selection, NAVY.hex)).toEqual({
      selection,
      problem: 'Set its quantities to 0 before removing this colour',
    });
    expect(removeSelectionColour(selection, BLACK.hex).selection.colours).toEqual([NAVY.hex]);
  });

  it.each([
    [0, 0, 'stock'],
    [2, 2, 'stock'],
    [2, 1, null],
    [9, 4, null],
  ] as const)('stock %i with %i chosen: plus blocked by %s', (stock, chosen, blocked) => {
    const selection = fill(
      addSelectionColour(emptySelection(), NAVY.hex).selection,
      5,
      NAVY.hex,
      'M',
      chosen,
      stock,
    );
    expect(selection.quantities[NAVY.hex]?.M ?? 0).toBe(chosen);
    expect(incrementBlocked(selection, 5, NAVY.hex, 'M', stock)).toBe(blocked);
    // a plus past the stock is ignored
    expect(changeQuantity(selection, 5, NAVY.hex, 'M', 1, stock).quantities[NAVY.hex]?.M ?? 0).toBe(
      blocked ? chosen : chosen + 1,
    );
  });

  it('names the colours left without a quantity when more than one is chosen', () => {
    let selection = emptySelection();
    for (const c of [NAVY, BLACK, WHITE]) selection = addSelectionColour(selection, c.hex).selection;
    selection = changeQuantity(selection, 5, NAVY.hex, 'M', 1, 99);
    expect(coloursMissingQuantities(selection, [NAVY, BLACK, WHITE])).toEqual(['Black', 'White']);
    const sections = sectionsOf([5, 3]);
    expect(selectionProblem(sections, [selection, emptySelection()])).toBe(
      'Please add at least one quantity for each selected color before proceeding. Missing quantities for: Black, White',
    );
    // one colour alone with nothing chosen is not "missing": the section just needs its quantity
    expect(
      coloursMissingQuantities(addSelectionColour(emptySelection(), NAVY.hex).selection, [NAVY]),
    ).toEqual([]);
  });

  it('keeps naming the colours without a quantity until there are none: the message clears once fixed', () => {
    const sections = sectionsOf([5, 3]);
    let selection = emptySelection();
    for (const c of [NAVY, BLACK, WHITE]) selection = addSelectionColour(selection, c.hex).selection;
    selection = changeQuantity(selection, 5, NAVY.hex, 'M', 1, 99);
    const other = fill(addSelectionColour(emptySelection(), RED.hex).selection, 3, RED.hex, 'S', 1);
    expect(missingQuantitiesProblem(sections, [selection, other])).toBe(
      'Please add at least one quantity for each selected color before proceeding. Missing quantities for: Black, White',
    );
    // something else changes: still missing
    const more = fill(other, 3, RED.hex, 'S', 1);
    expect(missingQuantitiesProblem(sections, [selection, more])).toContain(
      'Missing quantities for: Black, White',
    );
    // Black fixed, White gone: nothing to say
    selection = changeQuantity(selection, 5, BLACK.hex, 'M', 1, 99);
    expect(missingQuantitiesProblem(sections, [selection, more])).toContain('Missing quantities for: White');
    selection = removeSelectionColour(selection, WHITE.hex).selection;
    expect(missingQuantitiesProblem(sections, [selection, more])).toBeNull();
  });

  it("a refused colour change's message holds only until it is fixed", () => {
    let selection = emptySelection();
    for (const c of [NAVY, BLACK, WHITE]) selection = addSelectionColour(selection, c.hex).selection;
    const tooMany = addSelectionColour(selection, RED.hex);
    expect(colourRefusalHolds(tooMany.selection, tooMany.problem!, RED.hex)).toBe(true);
    const fewer = removeSelectionColour(selection, WHITE.hex).selection;
    expect(colourRefusalHolds(fewer, tooMany.problem!, RED.hex)).toBe(false);

    const filled = changeQuantity(fewer, 5, NAVY.hex, 'M', 1, 99);
    const refused = removeSelectionColour(filled, NAVY.hex);
    expect(colourRefusalHolds(filled, refused.problem!, NAVY.hex)).toBe(true);
    const emptied = changeQuantity(filled, 5, NAVY.hex, 'M', -1, 99);
    expect(colourRefusalHolds(emptied, refused.problem!, NAVY.hex)).toBe(false);
  });

  it('enables adding only when every section has exactly its count, and lists the garments by hex', () => {
    const sections = sectionsOf([3, 2]);
    const first = fill(addSelectionColour(emptySelection(), NAVY.hex).selection, 3, NAVY.hex, 'M', 3);
    const partly = fill(addSelectionColour(emptySelection(), BLACK.hex).selection, 2, BLACK.hex, 'L', 1);
    expect(selectionProblem(sections, [first, emptySelection()])).toBe('Please add at least one quantity.');
    expect(selectionProblem(sections, [first, partly])).toBe(
      'Product 2 (Product 2 title) needs 2 items: 1 chosen.',
    );
    const second = fill(partly, 2, BLACK.hex, 'L', 1);
    expect(selectionProblem(sections, [first, second])).toBeNull();
    expect(selectionItems(sections, [first, second])).toEqual([
      { productId: ID(1), colourHex: NAVY.hex, size: 'M', quantity: 3 },
      { productId: ID(2), colourHex: BLACK.hex, size: 'L', quantity: 2 },
    ]);
  });
});

describe("the server's check of a bundle's garments (bundleItemsProblem)", () => {
  const everyday = sectionsOf([5, 3, 2]);
  const solo = sectionsOf([3, 2]);
  const replaceFirst = (items: BundleItemChoice[], ...first: BundleItemChoice[]) => [
    ...first,
    ...items.slice(1),
  ];
  const p1 = (colourHex: string, size: string, quantity: number): BundleItemChoice => ({
    productId: ID(1),
    colourHex,
    size,
    quantity,
  });

  it.each<[string, BundleSectionRule[], BundleItemChoice[], string | null]>([
    ['a whole everyday bundle', everyday, wholeBundle(everyday), null],
    ['a whole solo bundle', solo, wholeBundle(solo), null],
    [
      'an everyday bundle missing a product',
      everyday,
      wholeBundle(everyday).slice(0, 2),
      'Bundle must contain exactly 3 products',
    ],
    [
      'a solo bundle with one product',
      solo,
      wholeBundle(solo).slice(0, 1),
      'Bundle must contain exactly 2 products',
    ],
    [
      'a product not in the bundle',
      solo,
      [...wholeBundle(solo), { productId: ID(9), colourHex: NAVY.hex, size: 'M', quantity: 1 }],
      'A product you chose is not part of this bundle.',
    ],
    [
      '4 of 5',
      everyday,
      replaceFirst(wholeBundle(everyday), p1(NAVY.hex, 'M', 4)),
      'Product 1 (Product 1 title) needs exactly 5 items: 4 chosen.',
    ],
    [
      '6 of 5',
      everyday,
      replaceFirst(wholeBundle(everyday), p1(NAVY.hex, 'M', 6)),
      'Product 1 (Product 1 title) needs exactly 5 items: 6 chosen.',
    ],
    [
      'three colours making 5',
      everyday,
      replaceFirst(wholeBundle(everyday), p1(NAVY.hex, 'M', 2), p1(BLACK.hex, 'L', 2), p1(WHITE.hex, 'S', 1)),
      null,
    ],
    [
      'four colours',
      everyday,
      replaceFirst(
        wholeBundle(everyday),
        p1(NAVY.hex, 'M', 2),
        p1(BLACK.hex, 'L', 1),
        p1(WHITE.hex, 'S', 1),
        p1(RED.hex, 'S', 1),
      ),
      'Product 1 title: Choose at most 3 colours per product.',
    ],
    [
      'a colour the bundle does not offer',
      solo,
      replaceFirst(wholeBundle(solo), p1('#123456', 'M', 3)),
      'Product 1 title is not offered in #123456 in this bundle.',
    ],
    [
      'an unknown size',
      solo,
      replaceFirst(wholeBundle(solo), p1(NAVY.hex, 'XXL', 3)),
      'Product 1 title has no size XXL.',
    ],
    [
      'a quantity of 0',
      solo,
      replaceFirst(wholeBundle(solo), p1(NAVY.hex, 'M', 0), p1(NAVY.hex, 'L', 3)),
      'Quantities must be whole numbers of at least 1.',
    ],
    [
      'the same colour and size twice, adding up',
      solo,
      replaceFirst(wholeBundle(solo), p1(NAVY.hex, 'M', 1), p1(NAVY.hex.toUpperCase(), 'M', 2)),
      null,
    ],
  ])('%s: %s', (_name, sections, items, problem) => {
    expect(bundleItemsProblem(sections, items, plenty)).toBe(problem);
    // the order of the items never changes the answer
    expect(bundleItemsProblem(sections, [...items].reverse(), plenty)).toBe(problem);
  });

  it.each([
    [99, null],
    [3, null],
    [2, 'Only 2 left of Product 1 title in Navy, size M.'],
    [0, 'Product 1 title in Navy, size M is out of stock.'],
    [-4, 'Product 1 title in Navy, size M is out of stock.'],
  ])('stock left %i for 3 in Navy M: %s', (left, problem) => {
    const stock = (productId: string, hex: string, size: string) =>
      productId === ID(1) && hex === NAVY.hex && size === 'M' ? left : 99;
    expect(bundleItemsProblem(solo, wholeBundle(solo), stock)).toBe(problem);
  });
});

describe('the bundle cart payload', () => {
  const base = {
    isBundle: true,
    bundleId: ID(7),
    bundleProducts: [
      { id: ID(1), sizesByColor: { Navy: { M: 3 } } },
      { productId: ID(2), color: 'Black', size: 'L', quantity: 2 },
    ],
  };

  it('reads both shapes of products, and Not selected is a plain bundle', () => {
    const parsed = BundleCartSchema.parse(base);
    expect(parsed).toMatchObject({ bundleId: ID(7), method: 'Not selected', positions: [], design: null });
    expect(parsed.products.flatMap((p) => p.items)).toEqual([
      { productId: ID(1), colour: 'Navy', size: 'M', quantity: 3 },
      { productId: ID(2), colour: 'Black', size: 'L', quantity: 2 },
    ]);
  });

  it.each([
    [
      { method: 'Print', position: '["Left Breast","Large Back"]', textLine: 'ACME', font: 'Serif' },
      { kind: 'text', textLine: 'ACME', font: 'Serif' },
    ],
    [
      { method: 'Print', position: ['Left Breast'], textLine: '', font: 'Serif' },
      { kind: 'text', textLine: '', font: 'Serif' },
    ],
    [
      { method: 'Embroidery', position: 'Left Breast', logo: ID(3), usePreviousLogo: 'true' },
      { kind: 'upload', logoRef: ID(3), usePreviousLogo: true },
    ],
    [
      { method: 'Embroidery', position: 'Left Breast', font: '' },
      { kind: 'upload', logoRef: null, usePreviousLogo: false },
    ],
  ])('reads the design of %j', (change, design) => {
    expect(BundleCartSchema.parse({ ...base, ...change }).design).toEqual(design);
  });

  it.each([
    [{ method: 'Glitter' }, 'Invalid method'],
    [{ method: 'Print', textLine: 'ACME' }, 'Please select at least one position.'],
    [{ bundleId: '' }, 'Bundle ID is required.'],
    [{ bundleProducts: [] }, 'No valid products with quantities selected. Please check your bundle.'],
    [
      { bundleProducts: [{ id: ID(1), sizesByColor: { Navy: { M: 0 } } }] },
      'No valid products with quantities selected. Please check your bundle.',
    ],
  ])('refuses %j: %s', (change, message) => {
    const result = BundleCartSchema.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});
