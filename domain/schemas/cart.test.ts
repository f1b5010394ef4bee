import { describe, expect, it } from 'vitest';
import { AddSizesSchema, AddToCartSchema, LineDecorationsSchema } from './cart';

const base = { productId: 'p1', size: 'M', color: 'Navy', finalQuantity: 3 };
const breast = { position: 'Left Breast', method: 'Embroidery', textLine: ' ACME ', font: 'Serif' };
const back = { position: 'Large Back', method: 'Print', logo: '/api/logos/l1/preview' };
const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('decorations in the cart schemas', () => {
  it('read several decorations, each with its own method and design', () => {
    const out = AddToCartSchema.parse({ ...base, decorations: [breast, back], notes: 'gold' });
    expect(out.decorations).toEqual([
      {
        position: 'Left Breast',
        method: 'Embroidery',
        design: { kind: 'text', textLine: 'ACME', font: 'Serif' },
      },
      {
        position: 'Large Back',
        method: 'Print',
        design: { kind: 'upload', logoRef: '/api/logos/l1/preview', usePreviousLogo: false },
      },
    ]);
    expect(out.notes).toBe('gold');
  });

  it('read the spec’s one design at several positions as one decoration per position', () => {
    const out = AddToCartSchema.parse({
      ...base,
      method: 'Print',
      position: 'Large Back,Left Breast',
      textLine: 'ACME',
    });
    expect(out.decorations.map((d) => [d.position, d.design])).toEqual([
      ['Large Back', { kind: 'text', textLine: 'ACME', font: 'Standard' }],
      ['Left Breast', { kind: 'text', textLine: 'ACME', font: 'Standard' }],
    ]);
  });

  it.each([
    [
      'two at one position',
      [breast, { ...back, position: 'Left Breast' }],
      'Only one logo per position: Left Breast is chosen twice.',
    ],
    [
      'no design',
      [{ position: 'Large Back', method: 'Print' }],
      'Please enter text or choose a logo for Large Back.',
    ],
    ['an unknown method', [{ ...breast, method: 'Glue' }], 'Please select a printing method.'],
    ['an unknown field', [{ ...breast, colour: 'red' }], undefined],
    [
      'too long a text',
      [{ ...breast, textLine: 'x'.repeat(61) }],
      'The logo text must be at most 60 characters.',
    ],
  ])('refuse %s', (_name, decorations, expected) => {
    const result = LineDecorationsSchema.safeParse({ decorations });
    expect(result.success).toBe(false);
    if (expected) expect(message(result)).toBe(expected);
  });

  it('read the same decorations and notes for several sizes, and none for the plain size grid', () => {
    const sizes = { productId: 'p1', color: 'Navy', items: [{ size: 'M', quantity: 2 }] };
    const out = AddSizesSchema.parse({ ...sizes, decorations: [breast], notes: ' gold ' });
    expect(out.decorations).toEqual([
      {
        position: 'Left Breast',
        method: 'Embroidery',
        design: { kind: 'text', textLine: 'ACME', font: 'Serif' },
      },
    ]);
    expect(out.notes).toBe('gold');
    expect(AddSizesSchema.parse(sizes)).toMatchObject({ decorations: [], notes: null });
    const twice = AddSizesSchema.safeParse({ ...sizes, decorations: [breast, breast] });
    expect(message(twice)).toBe('Only one logo per position: Left Breast is chosen twice.');
  });

  it('take an empty list: a plain garment', () => {
    expect(LineDecorationsSchema.parse({ decorations: [] })).toEqual({ decorations: [] });
  });
});
