import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_SIZES,
  NO_COLOUR,
  SIZE_GROUPS,
  addSize,
  compareSizes,
  discountPercentOf,
  inSizeOrder,
  firstProductFormProblem,
  isKnownSize,
  parsePrice,
  parseProductForm,
  stepProblem,
  totalStockOfSize,
  type ProductFormValues,
} from './product-form';
import { WEIGHT_GRAMS_MESSAGE } from './parcel-weight';

const complete: ProductFormValues = {
  title: 'Site Polo',
  price: '12.99',
  originalPrice: '',
  description: 'A hard-wearing polo.',
  brand: 'gildan',
  productTypes: ['polo'],
  sizes: ['S', 'M'],
  colours: [{ hex: '#1A2B3C', name: 'Navy', image: '/files/products/navy.webp' }],
  frontImage: '/files/products/front.webp',
  sizeChartImage: '/files/products/chart.webp',
  stock: { '#1a2b3c': { S: 5, M: 0 } },
};

describe('the size catalogue', () => {
  it.each([
    ['letter', ['S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL']],
    ['numeric', ['6', '8', '10', '12', '14', '16', '18', '20']],
    [
      'neck',
      ['13.5"', '14"', '14.5"', '15"', '15.5"', '16"', '16.5"', '17"', '17.5"', '18"', '18.5"', '19"'],
    ],
    ['chest', ['C44', 'C46', 'C48', 'C50', 'C52', 'C54', 'C56', 'C58', 'C60', 'C62']],
    ['one-size', ['O/S']],
  ])('%s sizes are the spec’s', (id, sizes) => {
    expect(SIZE_GROUPS.find((g) => g.id === id)?.sizes).toEqual(sizes);
  });

  it('has no size twice across groups', () => {
    expect(new Set(CATALOGUE_SIZES).size).toBe(CATALOGUE_SIZES.length);
  });

  it.each([
    ['XS', true],
    ['One Size', true],
    ['32" Reg', true],
    ['7/8', true],
    ['C44', true],
    ['', false],
    ['<b>', false],
    ['../etc', false],
    ['A very long size name', false],
    [' -S', false],
  ])('custom size %j is known: %s', (label, known) => {
    expect(isKnownSize(label)).toBe(known);
  });
});

describe('addSize', () => {
  it.each([
    [['S'], 'M', { ok: true, sizes: ['S', 'M'] }],
    [['S'], '  One   Size ', { ok: true, sizes: ['S', 'One Size'] }],
    [['S', 'M'], 'M', { ok: false, message: 'This size has already been added' }],
    [['xl'], 'XL', { ok: false, message: 'This size has already been added' }],
    [[], '   ', { ok: false, message: 'Please enter a size' }],
  ])('%j + %j', (sizes, label, result) => {
    expect(addSize(sizes, label)).toEqual(result);
  });

  it('refuses an unknown size with the rule', () => {
    const result = addSize([], '<script>');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Unknown size "<script>"/);
  });
});

describe('prices', () => {
  it.each([
    ['12.99', 1299],
    ['12', 1200],
    ['£7.5', 750],
    [12.99, 1299],
    ['0', null],
    ['-5', null],
    ['abc', null],
    ['1.999', null],
    ['', null],
    ['1e3', null],
    ['100001', null],
  ])('parsePrice(%j) = %j', (raw, pence) => {
    expect(parsePrice(raw)).toBe(pence);
  });

  it.each([
    [999, 1199, 17],
    [1000, 1000, null],
    [1000, null, null],
    [500, 1000, 50],
  ])('price %i, original %j: badge %j', (price, original, percent) => {
    expect(discountPercentOf(price, original)).toBe(percent);
  });
});

describe('firstProductFormProblem: the spec’s order, one message at a time', () => {
  it.each<[string, Partial<ProductFormValues>, string]>([
    ['no title', { title: '' }, 'Please fill in all required fields'],
    [
      'no price (and nothing else either)',
      { price: '', sizes: [], frontImage: '' },
      'Please fill in all required fields',
    ],
    ['a negative price', { price: '-3', sizes: [] }, 'Please enter a valid price'],
    ['a non-numeric price', { price: 'ten pounds' }, 'Please enter a valid price'],
    [
      'an original price below the price',
      { originalPrice: '5' },
      'Please enter a valid original price, above the price (or leave it empty)',
    ],
    ['no size (front image also missing)', { sizes: [], frontImage: '' }, 'Please select at least one size!'],
    ['a duplicate size', { sizes: ['S', 's'] }, 'This size has already been added'],
    [
      'no front image (chart also missing)',
      { frontImage: '', sizeChartImage: '' },
      'Please upload front image!',
    ],
    [
      'no size chart (description also missing)',
      { sizeChartImage: '', description: '' },
      'Please select size chart image',
    ],
    ['no description (brand also missing)', { description: '  ', brand: '' }, 'Please write description'],
    ['no brand (types also missing)', { brand: '', productTypes: [] }, 'Please select a brand!'],
    ['an unknown brand', { brand: 'acme' }, 'Unknown brand "acme"'],
    ['no product type', { productTypes: [] }, 'Please select at least one product type!'],
    ['an unknown product type', { productTypes: ['polo', 'kilt'] }, 'Unknown product type "kilt"'],
    [
      'a colour twice',
      { colours: [{ hex: '#000000' }, { hex: '#000000' }] },
      'The colour #000000 has already been added',
    ],
  ])('%s', (_name, change, message) => {
    expect(firstProductFormProblem({ ...complete, ...change })).toBe(message);
  });

  it('an unknown size names the size', () => {
    expect(firstProductFormProblem({ ...complete, sizes: ['S', 'XXL<'] })).toMatch(/^Unknown size "XXL<"/);
  });

  it('passes a complete product', () => {
    expect(firstProductFormProblem(complete)).toBeNull();
  });
});

describe('stepProblem: Next on each step', () => {
  it.each<[number, Partial<ProductFormValues>, string | null]>([
    [1, {}, null],
    [1, { title: '' }, 'Please fill in all required fields'],
    [1, { price: '' }, 'Please fill in all required fields'],
    [1, { price: '0' }, 'Please enter a valid price'],
    [2, {}, null],
    [2, { frontImage: '' }, 'Please upload a front image'],
    [2, { title: '' }, null],
    [3, { sizes: [] }, null],
    [5, { brand: '' }, null],
  ])('step %i with %j', (step, change, message) => {
    expect(stepProblem(step, { ...complete, ...change })).toBe(message);
  });
});

describe('the size order', () => {
  it('puts letter sizes smallest first, then numbers, necks, chests, other labels and one size', () => {
    expect(
      inSizeOrder([
        '2XL',
        'O/S',
        'C46',
        'M',
        '16"',
        'XS',
        'Tall',
        '10',
        'XXXL',
        'S',
        'C44',
        '8',
        'L',
        '15"',
        'XL',
      ]),
    ).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      '2XL',
      'XXXL',
      '8',
      '10',
      '15"',
      '16"',
      'C44',
      'C46',
      'Tall',
      'O/S',
    ]);
  });

  it.each([
    ['XXL', '2XL', 0],
    ['small', 'M', -1],
    ['6XL', '5XL', 1],
    ['32" Reg', '30" Long', 1],
    ['One Size', 'XS', 1],
  ])('%s against %s', (a, b, sign) => {
    expect(Math.sign(compareSizes(a, b))).toBe(sign);
  });

  it('keeps the editor’s chosen sizes and the saved product in size order', () => {
    expect(addSize(['M', 'L'], 'XS')).toEqual({ ok: true, sizes: ['XS', 'M', 'L'] });
    const result = parseProductForm({ ...complete, sizes: ['XL', 'S', 'M'] });
    expect(result.ok && result.product.sizes.map((s) => s.label)).toEqual(['S', 'M', 'XL']);
  });
});

describe('parseProductForm', () => {
  it('gives the product to store: pence, discount, canonical slugs, full stock grid', () => {
    const result = parseProductForm({
      ...complete,
      originalPrice: '15.99',
      brand: 'Fruit of the Loom',
      productTypes: ['cargo-paint', 'polo', 'polo'],
      sizes: ['S', 'M', 'L'],
      sizeImages: { m: '/files/m.webp' },
      colours: [...complete.colours!, { hex: '#FFFFFF', name: '' }],
      stock: { '#1A2B3C': { S: '5', M: 2 } },
    });
    expect(result).toMatchObject({
      ok: true,
      product: {
        price: 1299,
        originalPrice: 1599,
        discountPercent: 19,
        brand: 'fruit-of-the-loom',
        productTypes: ['cargo-pants', 'polo'],
        sizes: [{ label: 'S' }, { label: 'M', image: '/files/m.webp' }, { label: 'L' }],
        colours: [
          { hex: '#1a2b3c', name: 'Navy', image: '/files/products/navy.webp' },
          { hex: '#ffffff', name: '#ffffff', image: '/files/products/front.webp' },
        ],
        backImage: null,
        stock: { '#1a2b3c': { S: 5, M: 2, L: 0 }, '#ffffff': { S: 0, M: 0, L: 0 } },
      },
    });
    expect(result.ok && totalStockOfSize(result.product.stock, 'S')).toBe(5);
  });

  it('gives only the stock cells the values named, and the grid the editor loaded, keyed as the product', () => {
    const result = parseProductForm({
      ...complete,
      stock: { '#1A2B3C': { s: 7 }, '#999999': { S: 1 } },
      stockLoaded: { '#1a2b3c': { S: 5, M: 0 } },
    });
    expect(result.ok && result.product.stockEntered).toEqual({ '#1a2b3c': { S: 7 } });
    expect(result.ok && result.product.stockLoaded).toEqual({ '#1a2b3c': { S: 5, M: 0 } });
    const none = parseProductForm({ ...complete, stock: undefined });
    expect(none.ok && none.product.stockEntered).toBeUndefined();
    expect(none.ok && none.product.stock).toEqual({ '#1a2b3c': { S: 0, M: 0 } });
  });

  it('takes a brand from the list it is given (the brands table), not only the spec’s ten', () => {
    const brands = [{ slug: 'snickers-workwear', name: 'Snickers Workwear', aliases: [] }];
    expect(parseProductForm({ ...complete, brand: 'Snickers Workwear' }).ok).toBe(false);
    const result = parseProductForm({ ...complete, brand: 'Snickers Workwear' }, { brands });
    expect(result.ok && result.product.brand).toBe('snickers-workwear');
  });

  it(`keeps a colourless product's stock under '${NO_COLOUR}'`, () => {
    const result = parseProductForm({ ...complete, colours: [], stock: { [NO_COLOUR]: { S: 3 } } });
    expect(result.ok && result.product.stock).toEqual({ [NO_COLOUR]: { S: 3, M: 0 } });
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['a negative stock', { stock: { '#1a2b3c': { S: -1 } } }, /Stock must be a whole number of 0 or more/],
    ['a fractional stock', { stock: { '#1a2b3c': { S: 1.5 } } }, /Stock must be a whole number of 0 or more/],
    ['a picture from elsewhere', { frontImage: 'javascript:alert(1)' }, /Please use an uploaded picture/],
    ['a path escaping the files', { frontImage: '/files/../secret' }, /Please use an uploaded picture/],
    ['a bad hex', { colours: [{ hex: 'navy' }] }, /hex code/],
    ['an unknown status', { status: 'live' }, /Status must be 'draft' or 'published'/],
    ['a missing title, as the spec says', { title: '' }, /^Please fill in all required fields$/],
  ])('refuses %s', (_name, change, message) => {
    const result = parseProductForm({ ...complete, ...change });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(message);
  });
});

describe('the weight field (issue 36)', () => {
  it('refuses a weight outside 1 to 30,000 whole grams with one message, after the product types', () => {
    for (const bad of ['0', '30001', '12.5', 'heavy', '-3'])
      expect(firstProductFormProblem({ ...complete, weightGrams: bad }), bad).toBe(WEIGHT_GRAMS_MESSAGE);
    expect(firstProductFormProblem({ ...complete, productTypes: [], weightGrams: '0' })).toBe(
      'Please select at least one product type!',
    );
    expect(parseProductForm({ ...complete, weightGrams: 0 })).toEqual({
      ok: false,
      message: WEIGHT_GRAMS_MESSAGE,
    });
  });
  it('stores whole grams, and empty (or left out) as no weight: the garment type default', () => {
    const saved = parseProductForm({ ...complete, weightGrams: '420' });
    expect(saved.ok && saved.product.weightGrams).toBe(420);
    const typed = parseProductForm({ ...complete, weightGrams: '1 g' });
    expect(typed.ok && typed.product.weightGrams).toBe(1);
    const empty = parseProductForm({ ...complete, weightGrams: '' });
    expect(empty.ok && empty.product.weightGrams).toBeNull();
    const absent = parseProductForm(complete);
    expect(absent.ok && absent.product.weightGrams).toBeNull();
  });
});
