import { describe, expect, it } from 'vitest';
import type { LineDecoration, LineItem, LogoSummary } from '../../../../domain/line-item';
import type { QuoteProductOption } from './quote-form';
import { decorationFromCart, detailsFromAccount, garmentsFromCart } from './quote-prefill';

const option = (id: string, colours: string[], sizes = ['S', 'M', 'L', 'XL']): QuoteProductOption => ({
  id,
  title: id,
  productTypes: ['polo'],
  frontImage: `/${id}.webp`,
  backImage: null,
  colours: colours.map((name) => ({ name, hex: '#000000', image: `/${id}-${name}.webp` })),
  sizes,
});
const PRODUCTS = [option('polo', ['Navy', 'Black']), option('tee', ['White'])];

/** A cart line with only what the prefill reads. */
const line = (patch: Partial<LineItem>): LineItem =>
  ({
    id: 'l',
    productId: 'polo',
    colour: 'Navy',
    size: 'M',
    quantity: 1,
    decorations: [],
    unavailable: false,
    ...patch,
  }) as LineItem;

const TEXT: LineDecoration = {
  ...decoration('Left Breast'),
  design: { kind: 'text', text: 'ACME', font: 'Serif' },
};

/** A decoration at a position, embroidered; its design set by the test. */
function decoration(position: LineDecoration['position']): Omit<LineDecoration, 'design'> {
  return { position, method: 'Embroidery', isPreviousLogo: false };
}

describe("a quote request prefilled from the customer's account", () => {
  it('takes the name and e-mail from the account and the rest from the last address', () => {
    const user = { firstName: 'Jo', lastName: 'Bloggs', email: 'jo@example.co.uk' };
    expect(detailsFromAccount(user, null)).toEqual({
      name: 'Jo Bloggs',
      email: 'jo@example.co.uk',
      phone: '',
      company: '',
      postcode: '',
    });
    const address = { phone: '01274 000 111', companyName: 'Bloggs Ltd', postCode: 'BD1 4AB' };
    expect(detailsFromAccount(user, address as never)).toMatchObject({
      phone: '01274 000 111',
      company: 'Bloggs Ltd',
      postcode: 'BD1 4AB',
    });
  });
});

describe('a quote request prefilled from the cart', () => {
  it('makes a card per product and colour, its sizes summed and in the product’s order', () => {
    const lines = [
      line({ size: 'L', quantity: 5 }),
      line({ size: 'S', quantity: 2 }),
      line({ size: 'L', quantity: 1, decorations: [TEXT] }),
      line({ colour: 'Black', size: 'M', quantity: 3 }),
      line({ productId: 'tee', colour: 'White', size: 'XL', quantity: 4 }),
    ];
    expect(garmentsFromCart(lines, PRODUCTS)).toEqual([
      {
        productId: 'polo',
        colour: 'Navy',
        sizes: [
          { size: 'S', quantity: 2 },
          { size: 'L', quantity: 6 },
        ],
      },
      { productId: 'polo', colour: 'Black', sizes: [{ size: 'M', quantity: 3 }] },
      { productId: 'tee', colour: 'White', sizes: [{ size: 'XL', quantity: 4 }] },
    ]);
  });

  it('counts a bundle’s garments once per bundle, and leaves out what the shop no longer sells', () => {
    const bundle = line({
      productId: null,
      colour: '',
      size: '',
      quantity: 2,
      bundle: {
        bundleId: 'b',
        garmentCount: 3,
        separatePrice: 0,
        garments: [
          { productId: 'tee', colour: 'White', size: 'M', quantity: 3 } as never,
          { productId: 'gone', colour: 'Red', size: 'M', quantity: 1 } as never,
        ],
      },
    });
    const lines = [
      bundle,
      line({ unavailable: true, quantity: 9 }),
      line({ colour: 'Purple', quantity: 9 }), // a colour the product no longer has
    ];
    expect(garmentsFromCart(lines, PRODUCTS)).toEqual([
      { productId: 'tee', colour: 'White', sizes: [{ size: 'M', quantity: 6 }] },
    ]);
  });

  it('asks for the first logo of the cart at every position it is at by that method', () => {
    const lines = [
      line({}),
      line({ decorations: [TEXT, { ...TEXT, position: 'Large Back', method: 'Print' }] }),
      line({ size: 'L', decorations: [{ ...TEXT, position: 'Right Sleeve' }] }),
    ];
    expect(decorationFromCart(lines)).toEqual({
      method: 'Embroidery',
      positions: ['Left Breast', 'Right Sleeve'],
      design: 'text',
      textLine: 'ACME',
      font: 'Serif',
    });
  });

  it('names an uploaded logo by its id, or asks for the file again once it is gone', () => {
    const logo = { id: 'logo-1', name: 'acme.png', previewUrl: '/api/logos/logo-1/preview' } as LogoSummary;
    const uploaded: LineDecoration = { ...TEXT, design: { kind: 'logo', name: 'acme.png', logo } };
    expect(decorationFromCart([line({ decorations: [uploaded] })])).toEqual({
      method: 'Embroidery',
      positions: ['Left Breast'],
      design: 'upload',
      previousLogo: { id: 'logo-1', name: 'acme.png', previewUrl: '/api/logos/logo-1/preview' },
    });
    const gone: LineDecoration = { ...TEXT, design: { kind: 'logo', name: 'acme.png', logo: null } };
    expect(decorationFromCart([line({ decorations: [gone] })])).toMatchObject({
      design: 'upload',
      previousLogo: null,
    });
    expect(decorationFromCart([line({})])).toBeNull();
  });
});
