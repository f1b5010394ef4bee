import { describe, expect, it } from 'vitest';
import type { LineDecoration } from './line-item';
import {
  LOGO_APPLICATION_FEE,
  SETUP_FEE,
  chargeAmount,
  chargePerUnit,
  decorationBatchCharges,
  lineTotal,
  logoChargePerGarment,
  priceCart,
  priceCartLines,
  priceChangeNotice,
  priceCheckout,
  priceLine,
  pricingInput,
  promoDiscount,
  totalBeforeDiscount,
  type PricedLineInput,
} from './pricing';

const plain = (unitPrice: number, quantity: number): PricedLineInput => ({
  unitPrice,
  quantity,
  decorations: [],
});
const logo = (
  unitPrice: number,
  quantity: number,
  designKey: string,
  { positions = 1, previous = false } = {},
): PricedLineInput => ({
  unitPrice,
  quantity,
  decorations: Array.from({ length: positions }, () => ({ designKey, isPreviousLogo: previous })),
});
/** A line with one decoration per entry: [design key, is a previous logo]. */
const decorated = (unitPrice: number, quantity: number, designs: [string, boolean][]): PricedLineInput => ({
  unitPrice,
  quantity,
  decorations: designs.map(([designKey, isPreviousLogo]) => ({ designKey, isPreviousLogo })),
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

describe('logoChargePerGarment (the cart line\'s "Logo £x per item")', () => {
  it.each([
    [0, 0],
    [1, 550],
    [2, 1100],
    [4, 2200],
  ])('%i positions cost %i pence on each garment', (positions, pence) => {
    expect(logoChargePerGarment(positions)).toBe(pence);
  });

  it("times the garments is the line's logo charge", () => {
    const line = { ...logo(1000, 3, 'a', { positions: 2 }), garmentsPerUnit: 10 };
    expect(logoChargePerGarment(2) * 3 * 10).toBe(priceLine(line).logoCharge);
  });
});

describe('lineTotal', () => {
  it.each([
    ['a plain line', plain(1299, 3), 3897],
    ['two positions on four', logo(1000, 4, 'a', { positions: 2 }), 8400],
    ['a free garment with a logo', logo(0, 2, 'a'), 1100],
  ])('%s: garments and logos, no setup', (_name, line, total) => {
    expect(lineTotal(priceLine(line))).toBe(total);
  });
});

describe("totalBeforeDiscount (the CSV's Subtotal)", () => {
  it.each([
    [{ goods: 0, logoCharges: 0, setupFees: 0 }, 0],
    [{ goods: 3897, logoCharges: 1650, setupFees: 2000 }, 7547],
    [{ goods: 1000, logoCharges: 0, setupFees: 0 }, 1000],
  ])('%o is %i pence', (parts, pence) => {
    expect(totalBeforeDiscount(parts)).toBe(pence);
  });

  it('is what priceCart adds up', () => {
    const totals = priceCart([logo(1299, 3, 'a'), plain(500, 2)]);
    expect(totalBeforeDiscount(totals)).toBe(totals.totalBeforeDiscount);
  });
});

describe('chargeAmount', () => {
  it.each([
    [{ unitAmount: 1299, quantity: 1 }, 1299],
    [{ unitAmount: 1849, quantity: 4 }, 7396],
    [{ unitAmount: 0, quantity: 3 }, 0],
  ])('%o comes to %i pence', (charge, pence) => {
    expect(chargeAmount(charge)).toBe(pence);
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

describe('several decorations per garment', () => {
  it.each([
    {
      name: 'left-breast text + large-back upload on 40 polos: two positions, two setups',
      lines: [
        decorated(1000, 40, [
          ['text:Serif:ACME', false],
          ['logo:l1', false],
        ]),
      ],
      expected: { goods: 40000, logoCharges: 44000, setupFees: 4000, newDesigns: 2 },
    },
    {
      name: 'the same design at two positions pays one setup',
      lines: [
        decorated(1000, 2, [
          ['logo:l1', false],
          ['logo:l1', false],
        ]),
      ],
      expected: { goods: 2000, logoCharges: 2200, setupFees: 2000, newDesigns: 1 },
    },
    {
      name: 'a previous logo beside a new text: one setup',
      lines: [
        decorated(1000, 3, [
          ['logo:old', true],
          ['text:Standard:HI', false],
        ]),
      ],
      expected: { goods: 3000, logoCharges: 3300, setupFees: 2000, newDesigns: 1 },
    },
    {
      name: 'two sizes with the same two designs: setups once per order',
      lines: [
        decorated(1000, 5, [
          ['text:Serif:ACME', false],
          ['logo:l1', false],
        ]),
        decorated(1000, 7, [
          ['text:Serif:ACME', false],
          ['logo:l1', false],
        ]),
      ],
      expected: { goods: 12000, logoCharges: 13200, setupFees: 4000, newDesigns: 2 },
    },
  ])('$name', ({ lines, expected }) => {
    const totals = priceCart(lines);
    expect(totals).toMatchObject(expected);
    expect(totals.totalBeforeDiscount).toBe(expected.goods + expected.logoCharges + expected.setupFees);
  });
});

describe('decorationBatchCharges (the wizard breakdown)', () => {
  it.each([
    {
      name: 'one new text logo',
      quantity: 10,
      decorations: [{ position: 'Left Breast', designKey: 't', isPreviousLogo: false }],
      paid: [],
      expected: {
        positions: [{ position: 'Left Breast', application: 5500 }],
        setup: 2000,
        newDesigns: 1,
        total: 7500,
      },
    },
    {
      name: 'two positions, two new designs',
      quantity: 40,
      decorations: [
        { position: 'Left Breast', designKey: 't', isPreviousLogo: false },
        { position: 'Large Back', designKey: 'l', isPreviousLogo: false },
      ],
      paid: [],
      expected: {
        positions: [
          { position: 'Left Breast', application: 22000 },
          { position: 'Large Back', application: 22000 },
        ],
        setup: 4000,
        newDesigns: 2,
        total: 48000,
      },
    },
    {
      name: 'a previous logo and a design already in the cart pay no setup',
      quantity: 1,
      decorations: [
        { position: 'Left Breast', designKey: 'old', isPreviousLogo: true },
        { position: 'Large Back', designKey: 'cart', isPreviousLogo: false },
      ],
      paid: ['cart'],
      expected: {
        positions: [
          { position: 'Left Breast', application: 550 },
          { position: 'Large Back', application: 550 },
        ],
        setup: 0,
        newDesigns: 0,
        total: 1100,
      },
    },
  ])('$name', ({ quantity, decorations, paid, expected }) => {
    expect(decorationBatchCharges({ quantity, decorations, paidDesignKeys: new Set(paid) })).toEqual(
      expected,
    );
  });

  it('agrees with priceCart for the same batch', () => {
    const cart = priceCart([
      decorated(0, 4, [
        ['x', false],
        ['y', false],
      ]),
      decorated(0, 2, [
        ['x', false],
        ['y', false],
      ]),
    ]);
    const batch = decorationBatchCharges({
      quantity: 6,
      decorations: [
        { position: 'Left Breast', designKey: 'x', isPreviousLogo: false },
        { position: 'Large Back', designKey: 'y', isPreviousLogo: false },
      ],
    });
    expect(cart.logoCharges + cart.setupFees).toBe(batch.total);
  });
});

describe('pricingInput', () => {
  const decoration = (
    position: LineDecoration['position'],
    design: LineDecoration['design'],
    isPreviousLogo: boolean,
  ): LineDecoration => ({ position, method: 'Embroidery', design, isPreviousLogo });
  it.each([
    { name: 'a plain line', decorations: [], expected: [] },
    {
      name: 'a previous logo and a text logo',
      decorations: [
        decoration('Left Breast', { kind: 'logo', name: 'logo.png', logo: null }, true),
        decoration('Large Back', { kind: 'text', text: 'ACME', font: 'Serif' }, false),
      ],
      expected: [
        { designKey: 'logo:logo.png', isPreviousLogo: true },
        { designKey: 'text:Serif:ACME', isPreviousLogo: false },
      ],
    },
  ])('turns $name into what priceCart takes', ({ decorations, expected }) => {
    expect(pricingInput({ unitPrice: 999, quantity: 2, decorations })).toEqual({
      unitPrice: 999,
      quantity: 2,
      decorations: expected,
    });
  });
});

describe('a bundle line', () => {
  const textLogo = { designKey: 'text:Serif:ACME', isPreviousLogo: false };
  it.each([
    // [bundles, garments per bundle, positions, goods, logo charge, setup]
    [1, 10, 0, 4500, 0, 0],
    [1, 10, 2, 4500, 10 * 2 * 550, 2000],
    [2, 5, 1, 9000, 2 * 5 * 550, 2000],
  ])(
    '%i bundle(s) of %i garments with %i logo position(s): the bundle price, £5.50 per garment per position, £20 setup once',
    (quantity, garmentsPerUnit, positions, goods, logoCharge, setupFees) => {
      const line = {
        unitPrice: 4500,
        quantity,
        garmentsPerUnit,
        decorations: Array.from({ length: positions }, () => textLogo),
      };
      const totals = priceCart([line]);
      expect(totals.goods).toBe(goods);
      expect(totals.logoCharges).toBe(logoCharge);
      expect(totals.setupFees).toBe(setupFees);
      expect(totals.itemCount).toBe(quantity * garmentsPerUnit);
    },
  );

  it('shares its setup fee with a single garment carrying the same design', () => {
    const totals = priceCart([
      { unitPrice: 4500, quantity: 1, garmentsPerUnit: 10, decorations: [textLogo] },
      { unitPrice: 999, quantity: 3, decorations: [textLogo] },
    ]);
    expect(totals.setupFees).toBe(2000);
    expect(totals.logoCharges).toBe(13 * 550);
  });
});

describe('priceCartLines (a cart with a line no longer sold)', () => {
  const text = (t: string): LineDecoration => ({
    position: 'Left Breast',
    method: 'Embroidery',
    design: { kind: 'text', text: t, font: 'Serif' },
    isPreviousLogo: false,
  });
  const sold = { unitPrice: 1299, quantity: 2, decorations: [text('ACME')] };
  const gone = { unitPrice: 999, quantity: 3, decorations: [text('GONE')], unavailable: true };

  it('leaves the line out of the subtotal, logo charges, setup fees, item count and shipping, and keeps its own figures', () => {
    const totals = priceCartLines([gone, sold], { shippingType: 'standard' });
    expect(totals).toEqual({
      ...priceCart([pricingInput(sold)], { shippingType: 'standard' }),
      lines: [priceLine(pricingInput(gone)), priceLine(pricingInput(sold))],
    });
    expect(totals.goods).toBe(2598);
    expect(totals.setupFees).toBe(SETUP_FEE);
    expect(totals.itemCount).toBe(2);
    expect(totals.lines[0]).toEqual({ goods: 2997, logoCharge: 3 * LOGO_APPLICATION_FEE });
  });

  it('is priceCart when every line is sold, and nothing when none is', () => {
    expect(priceCartLines([sold, sold])).toEqual(priceCart([pricingInput(sold), pricingInput(sold)]));
    expect(priceCartLines([gone])).toMatchObject({ goods: 0, total: 0, shipping: 0, itemCount: 0 });
  });
});

describe('priceChangeNotice', () => {
  it.each([
    [1299, 999, 'Price changed from £12.99 to £9.99'],
    [999, 1299, 'Price changed from £9.99 to £12.99'],
    [999, 999, null],
    [undefined, 999, null],
  ])('a line seen at %s and now %s says %s', (previousUnitPrice, unitPrice, notice) => {
    expect(priceChangeNotice({ unitPrice, previousUnitPrice })).toBe(notice);
  });
});

describe('chargePerUnit (a hosted checkout line item)', () => {
  it.each([
    ['a plain garment', plain(1299, 4), 1299],
    ['a garment with two logo positions', logo(1299, 4, 'x', { positions: 2 }), 1299 + 2 * 550],
    ['a bundle of ten with one position', { ...logo(4500, 2, 'x'), garmentsPerUnit: 10 }, 4500 + 10 * 550],
  ])('%s: the line for one, and times the quantity the line', (_name, line, unit) => {
    expect(chargePerUnit(line)).toBe(unit);
    const { goods, logoCharge } = priceLine(line);
    expect(unit * line.quantity).toBe(goods + logoCharge);
  });
});

describe("priceCheckout (the order's totals and the hosted checkout's charges)", () => {
  const text = (position: LineDecoration['position'], isPreviousLogo = false): LineDecoration => ({
    position,
    method: 'Embroidery',
    design: { kind: 'text', text: 'ACME', font: 'Serif' },
    isPreviousLogo,
  });
  const bundleOf = (garmentCount: number) => ({
    bundleId: 'b1',
    garments: [],
    garmentCount,
    separatePrice: 0,
  });
  /** What the provider adds up: each unit times its quantity, the setup, shipping, less the discount. */
  const charged = ({ lines, setup, shipping, discount }: ReturnType<typeof priceCheckout>['charges']) =>
    lines.reduce((n, l) => n + l.unitAmount * l.quantity, 0) +
    (setup?.amount ?? 0) +
    shipping -
    (discount ?? 0);

  it('a plain garment: its price per unit, standard shipping, no setup and no discount', () => {
    const { totals, charges } = priceCheckout([{ unitPrice: 1299, quantity: 2, decorations: [] }], {
      shippingType: 'standard',
      discountPercent: 0,
    });
    expect(charges).toEqual({
      lines: [{ unitAmount: 1299, quantity: 2 }],
      setup: null,
      shipping: 495,
      discount: null,
    });
    expect(totals.total).toBe(3093);
    expect(charged(charges)).toBe(totals.total);
  });

  it('logos on a garment and a bundle of ten, one new design, expedited, 10% off', () => {
    const { totals, charges } = priceCheckout(
      [
        { unitPrice: 1299, quantity: 4, decorations: [text('Left Breast'), text('Large Back')] },
        { unitPrice: 4500, quantity: 1, decorations: [text('Left Breast')], bundle: bundleOf(10) },
      ],
      { shippingType: 'expedited', discountPercent: 10 },
    );
    expect(charges).toEqual({
      // £12.99 + 2 × £5.50, and a bundle's £45 + 10 garments × £5.50
      lines: [
        { unitAmount: 2399, quantity: 4 },
        { unitAmount: 10000, quantity: 1 },
      ],
      setup: { amount: 2000, newDesigns: 1 },
      shipping: 695,
      // 10% of £215.96, rounded half up
      discount: 2160,
    });
    expect(totals).toMatchObject({ totalBeforeDiscount: 21596, discount: 2160, shipping: 695, total: 20131 });
    expect(charged(charges)).toBe(totals.total);
  });

  it('a previous logo pays no setup, and £100 or more ships free by standard', () => {
    const { totals, charges } = priceCheckout(
      [{ unitPrice: 2500, quantity: 4, decorations: [text('Left Breast', true)] }],
      { shippingType: 'standard', discountPercent: 0 },
    );
    expect(charges).toEqual({
      lines: [{ unitAmount: 3050, quantity: 4 }],
      setup: null,
      shipping: 0,
      discount: null,
    });
    expect(totals.total).toBe(12200);
    expect(charged(charges)).toBe(totals.total);
  });

  it('has the totals priceCartLines gives', () => {
    const lines = [{ unitPrice: 999, quantity: 3, decorations: [text('Large Back')] }];
    const options = { shippingType: 'international' as const, discountPercent: 25 };
    expect(priceCheckout(lines, options).totals).toEqual(priceCartLines(lines, options));
  });
});
