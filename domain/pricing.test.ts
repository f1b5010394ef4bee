import { describe, expect, it } from 'vitest';
import type { LineDecoration } from './line-item';
import {
  LOGO_APPLICATION_FEE,
  SETUP_FEE,
  logoBatchCharges,
  priceCart,
  priceLine,
  pricingInput,
  promoDiscount,
  type PricedLineInput,
} from './pricing';

const plain = (unitPrice: number, quantity: number): PricedLineInput => ({
  unitPrice,
  quantity,
  decoration: null,
});
const logo = (
  unitPrice: number,
  quantity: number,
  designKey: string,
  { positions = 1, previous = false } = {},
): PricedLineInput => ({
  unitPrice,
  quantity,
  decoration: { positionCount: positions, designKey, isPreviousLogo: previous },
});

describe('the fees', () => {
  it('are £5.50 per garment per position and £20 setup per new design', () => {
    expect(LOGO_APPLICATION_FEE).toBe(550);
    expect(SETUP_FEE).toBe(2000);
  });
});

describe('priceLine', () => {
  it.each([
    { name: 'plain line', line: plain(1299, 3), goods: 3897, logoCharge: 0 },
    { name: 'one position', line: logo(1299, 3, 'a'), goods: 3897, logoCharge: 1650 },
    { name: 'two positions', line: logo(1000, 4, 'a', { positions: 2 }), goods: 4000, logoCharge: 4400 },
    {
      name: 'previous logo still pays application',
      line: logo(500, 2, 'a', { previous: true }),
      goods: 1000,
      logoCharge: 1100,
    },
    { name: 'a free garment', line: plain(0, 5), goods: 0, logoCharge: 0 },
  ])('$name', ({ line, goods, logoCharge }) => {
    expect(priceLine(line)).toEqual({ goods, logoCharge });
  });
});

describe('priceCart', () => {
  it.each([
    {
      name: 'empty cart: nothing, not even shipping',
      lines: [],
      expected: { goods: 0, logoCharges: 0, setupFees: 0, shipping: 0, total: 0, itemCount: 0 },
    },
    {
      name: 'plain items under £100 pay standard shipping',
      lines: [plain(1299, 2)],
      expected: { goods: 2598, setupFees: 0, shipping: 495, total: 3093, itemCount: 2 },
    },
    {
      name: 'goods of exactly £100 ship free',
      lines: [plain(2500, 4)],
      expected: { goods: 10000, shipping: 0, total: 10000 },
    },
    {
      name: 'goods of £99.99 ship free when logo charges and setup lift the order over £100',
      lines: [logo(9999, 1, 'a')],
      expected: {
        goods: 9999,
        logoCharges: 550,
        setupFees: 2000,
        shipping: 0,
        total: 9999 + 550 + 2000,
      },
    },
    {
      name: 'an order of £99.99 with its logo charges and setup pays standard shipping',
      lines: [logo(7449, 1, 'a')],
      expected: { totalBeforeDiscount: 9999, shipping: 495 },
    },
    {
      name: 'one new design on three sizes pays one setup fee',
      lines: [logo(1000, 2, 'upload:1'), logo(1000, 3, 'upload:1'), logo(1200, 1, 'upload:1')],
      expected: {
        goods: 6200,
        logoCharges: 3300,
        setupFees: 2000,
        newDesigns: 1,
        shipping: 0, // £115 before discount
        total: 6200 + 3300 + 2000,
      },
    },
    {
      name: 'two new designs pay two setup fees',
      lines: [logo(1000, 1, 'upload:1'), logo(1000, 1, 'text:Serif:ACME')],
      expected: { setupFees: 4000, newDesigns: 2 },
    },
    {
      name: 'a previous logo pays no setup fee',
      lines: [logo(1000, 10, 'upload:old', { previous: true })],
      expected: { goods: 10000, logoCharges: 5500, setupFees: 0, shipping: 0, total: 15500 },
    },
    {
      name: 'plain and decorated lines together',
      lines: [plain(800, 5), logo(1500, 2, 'text:Script:Bob')],
      expected: {
        goods: 7000,
        logoCharges: 1100,
        setupFees: 2000,
        totalBeforeDiscount: 10100,
        shipping: 0,
        total: 10100,
      },
    },
  ])('$name', ({ lines, expected }) => {
    expect(priceCart(lines)).toMatchObject(expected);
  });

  it.each([
    { type: 'standard', goods: 9999, shipping: 495 },
    { type: 'standard', goods: 10000, shipping: 0 },
    { type: 'expedited', goods: 10000, shipping: 695 },
    { type: 'expedited', goods: 500, shipping: 695 },
    { type: 'international', goods: 50000, shipping: 995 },
  ] as const)('$type shipping on goods of $goods pence costs $shipping', ({ type, goods, shipping }) => {
    expect(priceCart([plain(goods, 1)], { shippingType: type }).shipping).toBe(shipping);
  });

  it('takes the promo off the whole total before discount (setup fees too), never shipping', () => {
    const totals = priceCart([logo(1000, 4, 'a')], { discountPercent: 10, shippingType: 'expedited' });
    // goods 4000 + logo 2200 + setup 2000 = 8200; 10% = 820
    expect(totals).toMatchObject({
      totalBeforeDiscount: 8200,
      discount: 820,
      shipping: 695,
      total: 8200 - 820 + 695,
    });
  });

  it('counts logo charges and setup fees towards free standard delivery', () => {
    // goods £70 + logo 5 × £5.50 = £27.50 + setup £20 = £117.50: free, though the goods alone are under £100
    expect(priceCart([logo(1400, 5, 'a')]).shipping).toBe(0);
    expect(priceCart([logo(1400, 5, 'a')], { shippingType: 'expedited' }).shipping).toBe(695);
    expect(priceCart([plain(9999, 1)]).shipping).toBe(495);
  });

  it('keeps free shipping when a promo takes goods under £100 (the threshold is before discount)', () => {
    const totals = priceCart([plain(10000, 1)], { discountPercent: 50 });
    expect(totals).toMatchObject({ discount: 5000, shipping: 0, total: 5000 });
  });
});

describe('promoDiscount', () => {
  it.each([
    { discountable: 1000, percent: 0, discount: 0 },
    { discountable: 1000, percent: 15, discount: 150 },
    { discountable: 999, percent: 10, discount: 100 }, // 99.9 rounds to 100
    { discountable: 1005, percent: 10, discount: 101 }, // 100.5 rounds half up
    { discountable: 1234, percent: 100, discount: 1234 },
    { discountable: 1234, percent: 150, discount: 1234 }, // never more than the whole
    { discountable: 1234, percent: -5, discount: 0 },
  ])('$percent% of $discountable is $discount', ({ discountable, percent, discount }) => {
    expect(promoDiscount(discountable, percent)).toBe(discount);
  });
});

describe('logoBatchCharges (the wizard breakdown)', () => {
  it.each([
    {
      quantity: 1,
      positionCount: 1,
      isPreviousLogo: false,
      expected: { application: 550, setup: 2000, total: 2550 },
    },
    {
      quantity: 6,
      positionCount: 1,
      isPreviousLogo: false,
      expected: { application: 3300, setup: 2000, total: 5300 },
    },
    {
      quantity: 6,
      positionCount: 1,
      isPreviousLogo: true,
      expected: { application: 3300, setup: 0, total: 3300 },
    },
    {
      quantity: 2,
      positionCount: 2,
      isPreviousLogo: false,
      expected: { application: 2200, setup: 2000, total: 4200 },
    },
  ])(
    '$quantity garments, $positionCount position(s), previous: $isPreviousLogo',
    ({ expected, ...input }) => {
      expect(logoBatchCharges(input)).toEqual(expected);
    },
  );

  it('agrees with priceCart for the same batch', () => {
    const cart = priceCart([logo(0, 4, 'x'), logo(0, 2, 'x')]);
    const batch = logoBatchCharges({ quantity: 6, positionCount: 1, isPreviousLogo: false });
    expect(cart.logoCharges + cart.setupFees).toBe(batch.total);
  });
});

describe('pricingInput', () => {
  const decoration = (position: LineDecoration['position']): LineDecoration => ({
    position,
    method: 'Embroidery',
    design: { kind: 'logo', name: 'logo.png', logo: null },
    isPreviousLogo: true,
  });
  it.each([
    { name: 'a plain line', decorations: [], expected: null },
    {
      name: 'a logo at two positions',
      decorations: [decoration('Left Breast'), decoration('Large Back')],
      expected: { positionCount: 2, designKey: 'logo:logo.png', isPreviousLogo: true },
    },
  ])('turns $name into what priceCart takes', ({ decorations, expected }) => {
    expect(pricingInput({ unitPrice: 999, quantity: 2, decorations })).toEqual({
      unitPrice: 999,
      quantity: 2,
      decoration: expected,
    });
  });
});
