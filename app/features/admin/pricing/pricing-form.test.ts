import { describe, expect, it } from 'vitest';
import {
  PRICING_MESSAGES,
  pricingFormOf,
  pricingRequestOf,
  refusedLadder,
  type PricingForm,
} from './pricing-form';

const SEEDS = { setupFee: 20, setupFreeFrom: null, namePrice: 3.5, nameMaxLength: 20, decoration: [] };

describe('the decoration prices form', () => {
  it('starts from the seeds’ rule: £20 setup, no waiver, four empty ladders in the page’s order', () => {
    const form = pricingFormOf(SEEDS);
    expect(form.setupFee).toBe('20.00');
    expect(form.waiveSetup).toBe(false);
    expect(form.setupFreeFrom).toBe('');
    expect(form.namePrice).toBe('3.50');
    expect(form.nameMaxLength).toBe('20');
    expect(form.ladders.map((l) => `${l.method} ${l.positionSize} ${l.rows.length}`)).toEqual([
      'Embroidery small 0',
      'Embroidery large 0',
      'Print small 0',
      'Print large 0',
    ]);
  });

  it('fills the saved ladders and waiver as the boxes hold them', () => {
    const form = pricingFormOf({
      setupFee: 15.5,
      setupFreeFrom: 50,
      namePrice: 3.5,
      nameMaxLength: 20,
      decoration: [
        {
          method: 'Print',
          positionSize: 'large',
          breaks: [
            { minQuantity: 10, price: 4.5 },
            { minQuantity: 50, price: 3.99 },
          ],
        },
      ],
    });
    expect(form.setupFee).toBe('15.50');
    expect(form.waiveSetup).toBe(true);
    expect(form.setupFreeFrom).toBe('50');
    expect(form.ladders[3]!.rows).toEqual([
      { minQuantity: '10', price: '4.50' },
      { minQuantity: '50', price: '3.99' },
    ]);
    expect(form.ladders[0]!.rows).toEqual([]);
  });

  it('turns the form into PUT /api/pricing’s body: pounds, the waiver or null, every ladder as typed', () => {
    const form: PricingForm = {
      ...pricingFormOf(SEEDS),
      setupFee: ' £12.5 ',
      waiveSetup: true,
      setupFreeFrom: ' 24 ',
      namePrice: '£4',
      nameMaxLength: ' 12 ',
    };
    form.ladders[0]!.rows = [{ minQuantity: ' 10 ', price: '4.95 ' }];
    const request = pricingRequestOf(form);
    expect(request).toEqual({
      ok: true,
      body: {
        setupFee: 12.5,
        setupFreeFrom: 24,
        namePrice: 4,
        nameMaxLength: 12,
        decoration: [
          { method: 'Embroidery', positionSize: 'small', breaks: [{ minQuantity: '10', price: '4.95' }] },
          { method: 'Embroidery', positionSize: 'large', breaks: [] },
          { method: 'Print', positionSize: 'small', breaks: [] },
          { method: 'Print', positionSize: 'large', breaks: [] },
        ],
      },
    });
    // the waiver off sends null, whatever its box holds
    const off = pricingRequestOf({ ...form, waiveSetup: false, setupFreeFrom: 'abc' });
    expect(off.ok && off.body.setupFreeFrom).toBeNull();
  });

  it.each([
    [{ setupFee: '' }, 'setupFee', PRICING_MESSAGES.setupFee],
    [{ setupFee: '12.345' }, 'setupFee', PRICING_MESSAGES.setupFee],
    [{ setupFee: '-1' }, 'setupFee', PRICING_MESSAGES.setupFee],
    [{ setupFee: '1500' }, 'setupFee', 'The setup fee must be at most £1,000'],
    [{ waiveSetup: true, setupFreeFrom: '' }, 'setupFreeFrom', PRICING_MESSAGES.setupFreeFrom],
    [{ waiveSetup: true, setupFreeFrom: '2.5' }, 'setupFreeFrom', PRICING_MESSAGES.setupFreeFrom],
    [{ waiveSetup: true, setupFreeFrom: '0' }, 'setupFreeFrom', PRICING_MESSAGES.setupFreeFrom],
    [{ waiveSetup: true, setupFreeFrom: '10001' }, 'setupFreeFrom', PRICING_MESSAGES.setupFreeFrom],
    [{ namePrice: '' }, 'namePrice', PRICING_MESSAGES.namePrice],
    [{ namePrice: '3.505' }, 'namePrice', PRICING_MESSAGES.namePrice],
    [{ namePrice: '150' }, 'namePrice', 'The price per name must be at most £100'],
    [{ nameMaxLength: '0' }, 'nameMaxLength', PRICING_MESSAGES.nameMaxLength],
    [{ nameMaxLength: '41' }, 'nameMaxLength', PRICING_MESSAGES.nameMaxLength],
    [{ nameMaxLength: 'ten' }, 'nameMaxLength', PRICING_MESSAGES.nameMaxLength],
  ])('refuses %j under its box', (patch, field, message) => {
    expect(pricingRequestOf({ ...pricingFormOf(SEEDS), ...patch })).toEqual({ ok: false, field, message });
  });

  it.each([
    [
      "Print, small positions: Row 2: the price must be below row 1's",
      2,
      "Row 2: the price must be below row 1's",
    ],
    ['Embroidery, large positions: At most 8 quantity prices', 1, 'At most 8 quantity prices'],
  ])(
    'places the server’s refusal "%s" on ladder %i, with the row’s own words',
    (refusal, ladder, message) => {
      expect(refusedLadder(refusal)).toEqual({ ladder, message });
    },
  );

  it('leaves a refusal of no ladder to the Save button', () => {
    expect(refusedLadder('The setup fee must be at most £1,000')).toBeNull();
  });
});
