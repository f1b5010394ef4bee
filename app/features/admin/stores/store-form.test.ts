import { describe, expect, it } from 'vitest';
import { storeView, POLO_ID, SWEAT_ID } from '../../../../tests/helpers/store-views';
import {
  EMPTY_STORE,
  offerFieldId,
  offerFormOf,
  placeRefusal,
  slugOf,
  STORE_FIELD_IDS,
  storeBodyOf,
  storeFormOf,
  type StoreForm,
} from './store-form';

const logo = { id: 'logo-1', name: 'crest.png', previewUrl: null };

/** A new store typed as far as it saves: a name, a logo, the code, one polo in navy at £18.50. */
function typed(patch: Partial<StoreForm> = {}): StoreForm {
  const polo = { ...offerFormOf(POLO_ID, null), colours: ['Navy'], price: '18.50' };
  return {
    ...EMPTY_STORE,
    name: 'St Mary’s',
    slug: 'st-marys',
    logo,
    accessCode: 'MARYS27',
    offers: [polo],
    ...patch,
  };
}

describe('the store form', () => {
  it('suggests the address from the name', () => {
    expect(slugOf('St Mary’s PE Kit 2027')).toBe('st-marys-pe-kit-2027');
    expect(slugOf("  Bloggs & Sons' Staff  ")).toBe('bloggs-and-sons-staff');
    expect(slugOf('Café Zürich')).toBe('cafe-zurich');
  });

  it('gives back the saved store as StoreInput: pence, positions with the method, the code, the address', () => {
    const result = storeBodyOf(storeFormOf(storeView));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({
      name: 'St Mary’s PE kit',
      slug: 'st-marys-pe',
      logoId: 'logo-1',
      access: 'code',
      accessCode: 'MARYS27',
      allowedDomains: [],
      names: { enabled: true, position: 'Large Back', maxLength: 16, price: 350 },
      opensOn: '2027-01-04',
      closesOn: '2027-01-29',
      delivery: 'organisation',
      deliveryAddress: { city: 'York', postCode: 'YO1 7HH' },
      payer: 'member',
      tradeAccountId: null,
      contactEmail: 'office@stmarys.sch.uk',
    });
    expect(result.body.offers).toEqual([
      {
        productId: POLO_ID,
        colours: ['Navy', 'White'],
        price: 1850,
        decorations: [{ position: 'Left Breast', method: 'Embroidery' }],
      },
      {
        productId: SWEAT_ID,
        colours: ['Navy'],
        price: 2400,
        decorations: [
          { position: 'Left Breast', method: 'Print' },
          { position: 'Large Front', method: 'Print' },
        ],
      },
    ]);
  });

  it('sends names, domains and the trade account only when they are chosen', () => {
    const result = storeBodyOf(
      typed({
        access: 'domain',
        allowedDomains: '@StMarys.sch.uk, staff.example ',
        payer: 'organisation',
        tradeAccountId: 't1',
      }),
    );
    expect(result.ok && result.body).toMatchObject({
      accessCode: null,
      allowedDomains: ['stmarys.sch.uk', 'staff.example'],
      names: { enabled: false },
      tradeAccountId: 't1',
      deliveryAddress: null,
    });
    const members = storeBodyOf(typed({ tradeAccountId: 't1' }));
    expect(members.ok && members.body.tradeAccountId).toBeNull();
  });

  it('puts every problem under its box: name, address, logo, code, garments', () => {
    const result = storeBodyOf({ ...EMPTY_STORE, offers: [] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { fieldId: STORE_FIELD_IDS.name, message: 'Store name is required.' },
        { fieldId: STORE_FIELD_IDS.slug, message: 'The address must be at least 2 characters.' },
        { fieldId: STORE_FIELD_IDS.logo, message: "Please upload the organisation's logo." },
        { fieldId: STORE_FIELD_IDS.accessCode, message: 'Please enter the access code members will type.' },
        { fieldId: STORE_FIELD_IDS.offers, message: 'Please add at least one garment.' },
      ]),
    );
  });

  it("says a garment's price, colours and positions under that garment", () => {
    const form = typed();
    const offer = { ...form.offers[0]!, price: '18,50', colours: [], positions: [] };
    const result = storeBodyOf({ ...form, offers: [offer] });
    expect(result.ok === false && result.problems).toEqual([
      {
        fieldId: offerFieldId(offer.key, 'price'),
        message: 'Enter the store price in pounds, for example 18.50.',
      },
      {
        fieldId: offerFieldId(offer.key, 'colours'),
        message: 'Please choose at least one colour for each garment.',
      },
      {
        fieldId: offerFieldId(offer.key, 'positions'),
        message: "Please choose where the organisation's logo goes on each garment.",
      },
    ]);
  });

  it("refuses names where a garment carries the organisation's logo", () => {
    const form = typed();
    const result = storeBodyOf({ ...form, names: { ...form.names, enabled: true, position: 'Left Breast' } });
    expect(result.ok === false && result.problems).toEqual([
      {
        fieldId: STORE_FIELD_IDS.namesPosition,
        message: "Names can't go where a logo already is: choose another position than Left Breast.",
      },
    ]);
    expect(storeBodyOf({ ...form, names: { ...form.names, enabled: true } }).ok).toBe(true);
  });

  it("asks for the organisation's address and a closing day after the opening one", () => {
    const result = storeBodyOf(
      typed({ delivery: 'organisation', opensOn: '2027-02-01', closesOn: '2027-01-01' }),
    );
    expect(result.ok === false && result.problems).toEqual([
      { fieldId: STORE_FIELD_IDS.address, message: "Please enter the organisation's delivery address." },
      {
        fieldId: STORE_FIELD_IDS.closesOn,
        message: 'The closing date must be on or after the opening date.',
      },
    ]);
    const half = storeBodyOf(
      typed({
        delivery: 'organisation',
        deliveryAddress: { address: '1 Lane', city: '', postCode: 'YO1 7HH', country: 'United Kingdom' },
      }),
    );
    expect(half.ok === false && half.problems).toEqual([
      { fieldId: STORE_FIELD_IDS.city, message: 'City is required.' },
    ]);
  });

  it("places the server's refusals by path, by garment title and by their words", () => {
    const form = typed();
    const key = form.offers[0]!.key;
    const titles = { [POLO_ID]: 'Classic Polo' };
    expect(placeRefusal(form, 'That address is taken. Please choose another.')).toEqual({
      fieldId: STORE_FIELD_IDS.slug,
      message: 'That address is taken. Please choose another.',
    });
    expect(placeRefusal(form, 'offers.0.price: Too big')).toEqual({
      fieldId: offerFieldId(key, 'price'),
      message: 'Too big',
    });
    expect(placeRefusal(form, 'deliveryAddress.postCode: Invalid input')).toEqual({
      fieldId: STORE_FIELD_IDS.postCode,
      message: 'Invalid input',
    });
    expect(placeRefusal(form, 'Classic Polo does not come in Purple.', titles).fieldId).toBe(
      offerFieldId(key, 'colours'),
    );
    expect(
      placeRefusal(form, `This product is not in the shop (unknown, a draft or deleted): ${POLO_ID}`).fieldId,
    ).toBe(offerFieldId(key, 'colours'));
    expect(placeRefusal(form, 'That address is taken: choose another.').fieldId).toBe(STORE_FIELD_IDS.slug);
    expect(placeRefusal(form, 'That trade account is not approved.').fieldId).toBe(
      STORE_FIELD_IDS.tradeAccountId,
    );
    expect(placeRefusal(form, 'That logo was not found.').fieldId).toBe(STORE_FIELD_IDS.logo);
    expect(placeRefusal(form, 'Something else entirely.').fieldId).toBeNull();
  });
});
