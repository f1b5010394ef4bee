import { describe, expect, it } from 'vitest';
import type { LineDecoration } from '../../../../domain/line-item';
import type { QuoteTotals } from '../../../../domain/quote-lines';
import type {
  QuoteDocumentView,
  QuoteGarmentLineView,
  QuoteRequestView,
} from '../../../../domain/quote-view';
import {
  addCustomLine,
  addDecoration,
  addGarmentLine,
  decorationFieldId,
  draftBodyOf,
  figuresByKey,
  formOfRequest,
  lineFieldId,
  placeRefusal,
  QUOTE_FIELD_IDS,
  QUOTE_FORM_MESSAGES,
  quoteFormOf,
  quoteLogos,
  removeLine,
  shopPriceText,
  typedPence,
  updateDecoration,
  updateLine,
  type GarmentLineForm,
  type QuoteForm,
} from './quote-form';

const LOGO = {
  id: 'logo-1',
  name: 'acme.png',
  url: '/api/logos/logo-1',
  previewUrl: '/api/logos/logo-1/preview',
};

/** 20 M and 20 L. */
const POLO_SIZES = [
  { size: 'M', quantity: 20 },
  { size: 'L', quantity: 20 },
];

const REQUEST: QuoteRequestView = {
  items: [
    { productId: 'polo', title: 'Classic Polo', colour: 'Navy', sizes: POLO_SIZES },
    { productId: 'hoodie', title: 'Hoodie', colour: 'Black', sizes: [{ size: 'XL', quantity: 5 }] },
  ],
  description: '40 polos and some hoodies',
  decoration: {
    method: 'Embroidery',
    positions: ['Left Breast', 'Large Back'],
    textLine: null,
    font: null,
    logo: LOGO,
  },
  neededBy: '2026-12-01',
  postcode: 'LS1 4AP',
  notes: null,
};

const TOTALS: QuoteTotals = {
  goods: 0,
  logoCharges: 0,
  subtotal: 0,
  discountPercent: 0,
  discount: 0,
  shipping: 0,
  total: 0,
  garmentCount: 0,
};

const decoration = (over: Partial<LineDecoration> & { shopUnitPrice?: number } = {}): LineDecoration => ({
  position: 'Left Breast',
  method: 'Embroidery',
  design: { kind: 'text', text: 'ACME', font: 'Serif' },
  isPreviousLogo: false,
  unitPrice: 550,
  priceBreak: null,
  ...over,
});

const garment = (over: Partial<QuoteGarmentLineView> = {}): QuoteGarmentLineView => ({
  kind: 'garment',
  productId: 'polo',
  title: 'Classic Polo',
  productTypes: ['polo'],
  image: '/polo.webp',
  backImage: null,
  colour: 'Navy',
  colourHex: '#000080',
  sizes: [{ size: 'M', quantity: 40 }],
  quantity: 40,
  unitPrice: 1099,
  shopUnitPrice: 1099,
  priceBreak: 25,
  decorations: [decoration()],
  goods: 43960,
  logoCharge: 22000,
  unavailable: false,
  ...over,
});

const document = (over: Partial<QuoteDocumentView> = {}): QuoteDocumentView => ({
  version: 0,
  lines: [
    garment(),
    { kind: 'custom', description: 'Digitising', quantity: 1, unitPrice: 2500, goods: 2500, logoCharge: 0 },
  ],
  discountPercent: 5,
  shipping: 995,
  totals: TOTALS,
  validUntil: '2026-12-20',
  message: 'Thanks for asking.',
  sentAt: null,
  ...over,
});

const garmentAt = (form: QuoteForm, i: number) => form.lines[i] as GarmentLineForm;

/** The form's request body, which must be good. */
function bodyOf(form: QuoteForm) {
  const checked = draftBodyOf(form);
  if (!checked.ok) throw new Error(checked.problems.map((p) => p.message).join(' '));
  return checked.body;
}

describe('the quote editor’s form', () => {
  it('starts a new request’s draft from what was asked: a line per garment with the decoration at each position', () => {
    const form = quoteFormOf(
      { status: 'requested', draft: null, versions: [], request: REQUEST },
      '2026-12-27',
    );
    expect(form.lines).toHaveLength(2);
    const polo = garmentAt(form, 0);
    expect(polo).toMatchObject({ productId: 'polo', colour: 'Navy', price: { overridden: false } });
    expect(polo.sizes).toEqual(POLO_SIZES);
    expect(polo.decorations.map((d) => `${d.position} ${d.method} ${d.design} ${d.logoId}`)).toEqual([
      'Left Breast Embroidery logo logo-1',
      'Large Back Embroidery logo logo-1',
    ]);
    expect(form).toMatchObject({
      discountPercent: '0',
      shipping: '0.00',
      validUntil: '2026-12-27',
      message: '',
    });
    // every price left at the shop's: the body leaves them out, so the server prices them
    expect(bodyOf(form).lines[0]).toEqual({
      kind: 'garment',
      productId: 'polo',
      colour: 'Navy',
      sizes: POLO_SIZES,
      decorations: [
        { position: 'Left Breast', method: 'Embroidery', logo: 'logo-1' },
        { position: 'Large Back', method: 'Embroidery', logo: 'logo-1' },
      ],
    });
  });

  it('starts a text request with its text in its font, and a free-text request with no lines', () => {
    const text = formOfRequest(
      { ...REQUEST, decoration: { ...REQUEST.decoration!, textLine: 'Bloggs', font: 'Script', logo: null } },
      '2026-12-27',
    );
    expect(garmentAt(text, 0).decorations[0]).toMatchObject({
      design: 'text',
      textLine: 'Bloggs',
      font: 'Script',
    });
    expect(formOfRequest({ ...REQUEST, items: [] }, '2026-12-27').lines).toEqual([]);
  });

  it('reads a saved draft back: typed pounds, an override kept as one, the shop’s price left as the shop’s', () => {
    const form = quoteFormOf(
      {
        status: 'draft',
        draft: document({
          lines: [
            garment({ unitPrice: 950, shopUnitPrice: 1099 }),
            garment({ decorations: [decoration({ unitPrice: 400, shopUnitPrice: 550 })] }),
          ],
        }),
        versions: [],
        request: REQUEST,
      },
      '2027-01-01',
    );
    expect(garmentAt(form, 0).price).toEqual({ typed: '9.50', overridden: true });
    expect(garmentAt(form, 1).price).toEqual({ typed: '10.99', overridden: false });
    expect(garmentAt(form, 1).decorations[0]!.price).toEqual({ typed: '4.00', overridden: true });
    expect(garmentAt(form, 0).decorations[0]).toMatchObject({
      design: 'text',
      textLine: 'ACME',
      font: 'Serif',
    });
    expect(form).toMatchObject({ discountPercent: '5', shipping: '9.95', validUntil: '2026-12-20' });
    const body = bodyOf(form);
    expect(body.lines.map((l) => l.unitPrice)).toEqual([950, undefined]);
    expect(body).toMatchObject({
      discountPercent: 5,
      shipping: 995,
      message: 'Thanks for asking.',
    });
  });

  it('revises a quote sent back for changes from the version the buyer read, valid for the default days again', () => {
    const sent = document({ version: 1, sentAt: '2026-11-01T10:00:00.000Z', validUntil: '2026-12-01' });
    const form = quoteFormOf(
      { status: 'changes_requested', draft: null, versions: [sent], request: REQUEST },
      '2027-01-05',
    );
    expect(form.validUntil).toBe('2027-01-05');
    expect(form.lines.map((l) => l.kind)).toEqual(['garment', 'custom']);
    // the draft kept from before (what was sent) is revised from, valid for the default days again
    const kept = quoteFormOf(
      { status: 'changes_requested', draft: document(), versions: [sent], request: REQUEST },
      '2027-01-05',
    );
    expect(kept).toMatchObject({ validUntil: '2027-01-05', message: 'Thanks for asking.' });
  });

  it('sends the custom line and the charges in pence, and a typed override of a line and a decoration', () => {
    const [start, key] = addCustomLine(formOfRequest(REQUEST, '2026-12-27'));
    let form = updateLine(start, key, { description: 'Digitising', quantity: '1', unitPrice: '25' });
    const polo = garmentAt(form, 0);
    form = updateLine(form, polo.key, { price: { typed: '£9.99', overridden: true } });
    form = updateDecoration(form, polo.key, polo.decorations[1]!.key, {
      price: { typed: '0', overridden: true },
    });
    form = { ...form, discountPercent: '10%', shipping: '' };
    const body = bodyOf(form);
    expect(body.lines[2]).toEqual({
      kind: 'custom',
      description: 'Digitising',
      quantity: 1,
      unitPrice: 2500,
    });
    expect(body.lines[0]).toMatchObject({ unitPrice: 999 });
    const decorations = body.lines[0]!.kind === 'garment' ? body.lines[0]!.decorations : [];
    expect(decorations.map((d) => d.unitPrice)).toEqual([undefined, 0]);
    expect(body).toMatchObject({ discountPercent: 10, shipping: 0 });
  });

  it('names each bad box: typed prices, an empty description, no sizes, no product, a bad date', () => {
    const [withCustom, custom] = addCustomLine(formOfRequest(REQUEST, '2026-12-27'));
    const [withEmpty, empty] = addGarmentLine(withCustom);
    let form = withEmpty;
    const polo = garmentAt(form, 0);
    const hoodie = garmentAt(form, 1);
    form = updateLine(form, polo.key, { price: { typed: '12.999', overridden: true } });
    form = updateDecoration(form, polo.key, polo.decorations[0]!.key, {
      price: { typed: 'five', overridden: true },
    });
    form = updateLine(form, hoodie.key, { sizes: [] });
    form = updateLine(form, custom, { description: '  ', quantity: '0', unitPrice: 'x' });
    form = { ...form, shipping: '-3', discountPercent: '150', validUntil: '2026-02-31' };
    const checked = draftBodyOf(form);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    const byField = Object.fromEntries(checked.problems.map((p) => [p.fieldId, p.message]));
    expect(byField).toEqual({
      [lineFieldId(polo.key, 'price')]: QUOTE_FORM_MESSAGES.garmentPrice,
      [decorationFieldId(polo.key, polo.decorations[0]!.key, 'price')]: QUOTE_FORM_MESSAGES.decorationPrice,
      [lineFieldId(hoodie.key, 'sizes')]: 'Please give a quantity for at least one size.',
      [lineFieldId(custom, 'description')]: 'Description is required.',
      [lineFieldId(custom, 'quantity')]: expect.stringMatching(/^Quantity must be a whole number/),
      [lineFieldId(custom, 'price')]: QUOTE_FORM_MESSAGES.customPrice,
      [lineFieldId(empty, 'product')]: 'Product is required.',
      [QUOTE_FIELD_IDS.shipping]: QUOTE_FORM_MESSAGES.shipping,
      [QUOTE_FIELD_IDS.discountPercent]: 'The discount must be at most 100%.',
      [QUOTE_FIELD_IDS.validUntil]: 'Please give the date as YYYY-MM-DD.',
    });
  });

  it('asks for the text of a text decoration', () => {
    let form = formOfRequest(REQUEST, '2026-12-27');
    const polo = garmentAt(form, 0);
    form = updateDecoration(form, polo.key, polo.decorations[0]!.key, { design: 'text', textLine: '' });
    const checked = draftBodyOf(form);
    expect(!checked.ok && checked.problems).toEqual([
      {
        fieldId: decorationFieldId(polo.key, polo.decorations[0]!.key, 'text'),
        message: 'Please give the logo text or choose a logo.',
      },
    ]);
  });

  it('adds, changes and removes lines and decorations with keys that never repeat', () => {
    const start = formOfRequest(REQUEST, '2026-12-27');
    const polo = garmentAt(start, 0);
    const logos = quoteLogos({ draft: null, versions: [], request: REQUEST });
    const [withDecoration, added] = addDecoration(start, polo.key, logos);
    let form = withDecoration;
    const decorations = garmentAt(form, 0).decorations;
    expect(decorations).toHaveLength(3);
    // the next free position, in the line's method and design
    expect(decorations[2]).toMatchObject({
      key: added,
      position: 'Large Front',
      method: 'Embroidery',
      design: 'logo',
    });
    form = updateDecoration(form, polo.key, added, null);
    expect(garmentAt(form, 0).decorations).toHaveLength(2);
    form = removeLine(form, polo.key);
    const [withLine, line] = addGarmentLine(form);
    form = withLine;
    expect(form.lines.map((l) => l.key)).toEqual(['l1', line]);
    expect(new Set([added, line, 'l0', 'l1']).size).toBe(4);
  });

  it('lists the logos it can use: the request’s and any a saved line carries, each once', () => {
    const other = {
      id: 'logo-2',
      name: 'crest.svg',
      url: '',
      previewUrl: null,
      format: 'svg',
      setupPaid: false,
      createdAt: '',
    };
    const logos = quoteLogos({
      request: REQUEST,
      versions: [],
      draft: document({
        lines: [
          garment({
            decorations: [
              decoration({ design: { kind: 'logo', name: 'crest.svg', logo: other } }),
              decoration({
                position: 'Large Back',
                design: { kind: 'logo', name: 'acme.png', logo: { ...other, ...LOGO } },
              }),
            ],
          }),
        ],
      }),
    });
    expect(logos.map((l) => l.id)).toEqual(['logo-1', 'logo-2']);
  });
});

describe('money typed in the editor', () => {
  it('takes pounds with at most two decimals, a £ sign and zero; nothing else', () => {
    const typed = ['12.50', '£12.5', ' 7 ', '0', '0.00', '', '12.345', '-1', 'abc'];
    expect(typed.map(typedPence)).toEqual([1250, 1250, 700, 0, 0, null, null, null, null]);
  });

  it('says the shop’s price and the break that set it', () => {
    expect(shopPriceText(1099, 25)).toBe('Shop price £10.99 (from 25)');
    expect(shopPriceText(1299, null)).toBe('Shop price £12.99');
  });
});

describe('the server’s refusals in the form', () => {
  const form = (() => {
    let f = formOfRequest(REQUEST, '2026-12-27');
    [f] = addCustomLine(f, 'Digitising');
    return f;
  })();
  const polo = garmentAt(form, 0);

  const line = (i: number, part: Parameters<typeof lineFieldId>[1]) => lineFieldId(form.lines[i]!.key, part);
  const decorationOf = (j: number, part: Parameters<typeof decorationFieldId>[2]) =>
    decorationFieldId(polo.key, polo.decorations[j]!.key, part);
  /** Each refusal, and the box it goes under; a placed one is shown without the row's name. */
  const REFUSALS: [string, string | null][] = [
    ['Line 1: Unknown colour Purple for Classic Polo.', line(0, 'colour')],
    ['Line 1: Classic Polo does not come in Purple.', line(0, 'colour')],
    ['Line 1: Classic Polo has no size 9XL.', line(0, 'sizes')],
    ['Line 1, Large Back: Unit price cannot be negative.', decorationOf(1, 'price')],
    ["Line 1: that logo is not one of this quote's.", decorationOf(0, 'design')],
    ['Line 2: that garment is no longer sold. Replace it before sending.', line(1, 'product')],
    ['Line 3: Description must be at most 200 characters.', line(2, 'description')],
    ['lines.2.unitPrice: Invalid input', line(2, 'price')],
    ['lines.0.decorations.0.position: Invalid option', decorationOf(0, 'position')],
    ['The valid-until date must not be in the past.', QUOTE_FIELD_IDS.validUntil],
    ['The discount must be at most 100%.', QUOTE_FIELD_IDS.discountPercent],
    ['This quote is sent, so that cannot be done now.', null],
    ['Line 9: No such line.', null],
  ];

  it('puts each under the box it names, or by the Save button', () => {
    for (const [message, fieldId] of REFUSALS) {
      const shown = fieldId ? message.replace(/^(Line \d+[^:]*|lines\.[\w.]+): /, '') : message;
      expect(placeRefusal(form, message), message).toEqual({ fieldId, message: shown });
    }
  });
});

describe('the server’s figures', () => {
  it('are kept by the form’s line keys, in the order the body sent them', () => {
    const doc = document();
    expect(figuresByKey(['a', 'b', 'c'], doc)).toEqual({ a: doc.lines[0], b: doc.lines[1] });
  });
});
