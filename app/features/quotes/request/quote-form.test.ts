import { describe, expect, it } from 'vitest';
import { QuoteRequestSchema } from '../../../../domain/schemas/quotes';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE } from '../../../../domain/uploads';
import {
  addGarment,
  checkQuoteForm,
  dayAfter,
  initialQuoteForm,
  logoFileProblem,
  NO_DECORATION,
  quoteRequestBody,
  quoteRequestPayload,
  type GarmentChoice,
  type QuoteFormState,
} from './quote-form';

const TODAY = '2026-03-10';
const POLO = '6f1c2b1e-6d59-4a38-9d4f-0c1f7d6a2b10';

const FORTY_POLOS = {
  productId: POLO,
  colour: 'Navy',
  sizes: [10, 15, 15].map((quantity, i) => ({ size: ['S', 'M', 'L'][i]!, quantity })),
};

/** A form a guest filled in for 40 polos, embroidered on the left breast with a logo file. */
function filled(patch: Partial<QuoteFormState> = {}): QuoteFormState {
  const form = initialQuoteForm({
    fields: { name: 'Sam Patel', email: 'sam@example.co.uk' },
    garments: [FORTY_POLOS],
    decoration: { method: 'Embroidery', positions: ['Left Breast'], design: 'upload' },
  });
  return { ...form, ...patch };
}
const LOGO = { name: 'patel-logo.png', size: 20_000 };

describe('the quote request form', () => {
  it('starts with one empty garment card, the prefill in its fields, and no decoration', () => {
    const form = initialQuoteForm({ fields: { name: 'Jo Bloggs' }, garments: [], decoration: null });
    expect(form.fields).toEqual({
      name: 'Jo Bloggs',
      email: '',
      phone: '',
      company: '',
      description: '',
      neededBy: '',
      postcode: '',
      notes: '',
    });
    expect(form.garments).toEqual([{ key: 0, productId: '', colour: null, sizes: [] }]);
    expect(form.decoration).toEqual(NO_DECORATION);
  });

  it('gives each new card a key no other card has, also after one was removed', () => {
    const three = addGarment(addGarment(addGarment([])));
    expect(three.map((g) => g.key)).toEqual([0, 1, 2]);
    expect(addGarment(three.filter((g) => g.key !== 1)).map((g) => g.key)).toEqual([0, 2, 3]);
  });

  it('sends what the API schema takes: the garments, and the decoration with its design', () => {
    const body = quoteRequestBody(filled());
    expect(body.items).toEqual([FORTY_POLOS]);
    expect(body.decoration).toEqual({ method: 'Embroidery', positions: ['Left Breast'] });
    expect(QuoteRequestSchema.safeParse(body).success).toBe(true);
    expect(checkQuoteForm(filled(), LOGO, TODAY)).toEqual({});
  });

  it('leaves out a card never touched, and a decoration of "No decoration"', () => {
    const form = filled();
    const body = quoteRequestBody({
      ...form,
      garments: addGarment(form.garments),
      decoration: { ...form.decoration, method: '' },
    });
    expect(body.items).toHaveLength(1);
    expect(body.decoration).toBeUndefined();
  });

  it.each([
    ['text', { design: 'text', textLine: 'ACME', font: 'Serif' }, { textLine: 'ACME', font: 'Serif' }],
    [
      'an earlier logo',
      { design: 'upload', previousLogo: { id: 'L1', name: 'a', previewUrl: null } },
      { logo: 'L1' },
    ],
    ['a file, once text was typed', { design: 'upload', textLine: 'typed, then changed mind' }, {}],
  ] as const)('names the design of %s', (_, decoration, sent) => {
    const form = filled();
    const body = quoteRequestBody({ ...form, decoration: { ...form.decoration, ...decoration } });
    expect(body.decoration).toEqual({ method: 'Embroidery', positions: ['Left Breast'], ...sent });
  });

  it('sends JSON without a file, and multipart with the file and the lists as JSON text', async () => {
    expect(quoteRequestPayload(filled(), null)).not.toBeInstanceOf(FormData);
    const file = new File(['png'], 'patel-logo.png', { type: 'image/png' });
    const form = quoteRequestPayload(filled(), file) as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('name')).toBe('Sam Patel');
    expect(JSON.parse(String(form.get('items')))[0].sizes).toHaveLength(3);
    expect(JSON.parse(String(form.get('decoration')))).toEqual({
      method: 'Embroidery',
      positions: ['Left Breast'],
    });
    expect((form.get('logo') as File).name).toBe('patel-logo.png');
    // the multipart form is what the server's schema reads too
    expect(QuoteRequestSchema.safeParse(Object.fromEntries(form)).success).toBe(true);
    // a file left chosen under a text logo does not go
    const text = filled();
    text.decoration = { ...text.decoration, design: 'text', textLine: 'ACME' };
    expect(quoteRequestPayload(text, file)).not.toBeInstanceOf(FormData);
  });
});

describe('checking the quote request before it is sent', () => {
  /** The problems of the filled-in form with some of the buyer's own fields changed. */
  const withFields = (fields: Partial<QuoteFormState['fields']>) => {
    const form = filled();
    return checkQuoteForm({ ...form, fields: { ...form.fields, ...fields } }, LOGO, TODAY);
  };

  it('says what is wrong with the buyer’s details: this form’s words when missing, the schema’s when bad', () => {
    expect(withFields({ name: ' ', email: '' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
    });
    expect(withFields({ email: 'sam@', phone: 'call me' })).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    });
  });

  it('asks for garments or words at the description when there are neither', () => {
    const form = filled();
    const none = { ...form, garments: addGarment([]), decoration: NO_DECORATION };
    expect(checkQuoteForm(none, null, TODAY)).toEqual({
      description: 'Please pick garments or tell us what you need.',
    });
    expect(
      checkQuoteForm({ ...none, fields: { ...none.fields, description: '40 hi-vis vests' } }, null, TODAY),
    ).toEqual({});
  });

  it.each([
    [
      'no product',
      { productId: '', colour: 'Navy' },
      'product',
      'Please choose a garment, or remove this one.',
    ],
    ['no colour', { colour: null }, 'colour', 'Please choose a colour.'],
    ['no sizes', { sizes: [] }, 'sizes', 'Please give a quantity for at least one size.'],
  ] as const)('names the card with %s', (_, patch, part, message) => {
    const form = filled();
    const garments = addGarment(form.garments).map((g, i) =>
      i === 1 ? { ...g, ...form.garments[0]!, key: 1, ...(patch as Partial<GarmentChoice>) } : g,
    );
    expect(checkQuoteForm({ ...form, garments }, LOGO, TODAY)).toEqual({ [`garments.1.${part}`]: message });
  });

  it('needs the positions, and the logo the buyer said they would give', () => {
    const form = filled();
    const d = form.decoration;
    expect(checkQuoteForm({ ...form, decoration: { ...d, positions: [] } }, LOGO, TODAY)).toEqual({
      'decoration.positions': 'Please choose at least one position for the logo.',
    });
    expect(checkQuoteForm(form, null, TODAY)).toEqual({
      logo: 'Please choose your logo file, or type a text logo.',
    });
    expect(
      checkQuoteForm({ ...form, decoration: { ...d, design: 'text', textLine: '  ' } }, null, TODAY),
    ).toEqual({
      'decoration.textLine': 'Please type the text for your logo.',
    });
  });

  it('checks the logo file as the wizard does: its size and its kind', () => {
    expect(logoFileProblem({ name: 'logo.SVG', size: 1 })).toBeNull();
    expect(logoFileProblem({ name: 'logo.png', size: LOGO_MAX_BYTES + 1 })).toBe(LOGO_TOO_LARGE_MESSAGE);
    expect(logoFileProblem({ name: 'logo.docx', size: 1 })).toBe(
      'Please choose a PNG, JPEG, SVG, PDF, EPS or AI file for your logo.',
    );
    expect(checkQuoteForm(filled(), { name: 'logo', size: 1 }, TODAY).logo).toMatch(/^Please choose a PNG/);
  });

  it('takes a needed-by date after today only', () => {
    const on = (neededBy: string) => withFields({ neededBy });
    expect(on(TODAY).neededBy).toBe('Please choose a date after today.');
    expect(on('2026-02-30').neededBy).toBe('Please give the date as YYYY-MM-DD.');
    expect(on(dayAfter(TODAY))).toEqual({});
  });

  it('counts the day after, over the ends of months and years and a leap day', () => {
    const days = ['2026-03-10', '2026-02-28', '2028-02-28', '2026-12-31'];
    expect(days.map(dayAfter)).toEqual(['2026-03-11', '2026-03-01', '2028-02-29', '2027-01-01']);
  });
});
