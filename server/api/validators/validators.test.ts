import type { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { UK_ADDRESS as address } from '../../../tests/helpers/api';
import { firstIssueMessage } from '../router';
import { LoginBodySchema, LogoutQuerySchema, SignupBodySchema } from './auth';
import { AddCartItemFormSchema, AddCartItemJsonSchema } from './cart';
import { ContactBodySchema } from './contact';
import { CreateCheckoutBodySchema, PromoCodeBodySchema, VerifyPaymentQuerySchema } from './payments';
import { ListProductsQuerySchema } from './products';

const contact = {
  fullName: 'Priya Shah',
  email: 'priya@example.co.uk',
  contactNumber: '0113 496 0000',
  message: 'Hi',
};
const plainItem = { productId: 'p1', size: 'M', color: 'Navy', finalQuantity: 2 };

/** What the spec's clients send, extra fields and all: each must still be accepted. */
const accepted: [string, z.ZodType, unknown][] = [
  [
    'sign-up with its role',
    SignupBodySchema,
    { firstName: 'Jo', lastName: 'B', email: 'jo@x.co.uk', password: 'kettle-orange-42', role: 'user' },
  ],
  [
    'a plain cart add with title, image and price',
    AddCartItemJsonSchema,
    { ...plainItem, title: 't', image: '/i.png', price: 9.99 },
  ],
  [
    'a text logo with _id and frontImage',
    AddCartItemJsonSchema,
    {
      ...plainItem,
      _id: 'x',
      frontImage: '/f.png',
      method: 'Print',
      position: ['Large Front'],
      textLine: 'ACME',
      font: 'Serif',
      notes: '',
    },
  ],
  [
    'an upload form with price as text',
    AddCartItemFormSchema,
    {
      ...plainItem,
      finalQuantity: '2',
      price: '0',
      usePreviousLogo: 'false',
      method: 'Embroidery',
      position: 'Left Breast',
      logo: new File([new Uint8Array(4)], 'logo.png'),
    },
  ],
  [
    'a checkout with the client’s cart and totals',
    CreateCheckoutBodySchema,
    {
      cart: [{ productId: 'p1', quantity: 2 }],
      shippingAddress: address,
      promoCode: '',
      discount: 0,
      userId: '',
      totalAmount: 1,
      finalAmount: 1,
    },
  ],
  ['a contact message with a company', ContactBodySchema, { ...contact, company: 'Shah Builders' }],
  ['a promo code', PromoCodeBodySchema, { code: 'SAVE10' }],
  ['a listing query', ListProductsQuerySchema, { type: 'polo', sort: 'price-low', page: '2' }],
  ['a logout with next', LogoutQuerySchema, { next: '/admin/login' }],
];

const refused: [string, z.ZodType, unknown, string][] = [
  [
    'a login with a typo’d field',
    LoginBodySchema,
    { email: 'jo@x.co.uk', password: 'secret1', pasword: 'x' },
    'Unknown field: pasword',
  ],
  [
    'a cart add with two unknown fields',
    AddCartItemJsonSchema,
    { ...plainItem, qty: 2, colr: 'Navy' },
    'Unknown fields: qty, colr',
  ],
  [
    'an upload form with a stray field',
    AddCartItemFormSchema,
    { ...plainItem, bundleId: 'b1' },
    'Unknown field: bundleId',
  ],
  [
    'a checkout with an unknown field',
    CreateCheckoutBodySchema,
    { shippingAddress: address, coupon: 'X' },
    'Unknown field: coupon',
  ],
  [
    'a contact message with a stray field',
    ContactBodySchema,
    { ...contact, subject: 'Hi' },
    'Unknown field: subject',
  ],
  [
    'a listing query with an unknown parameter',
    ListProductsQuerySchema,
    { colour: 'red' },
    'Unknown field: colour',
  ],
  ['a payment check without its session', VerifyPaymentQuerySchema, {}, 'session_id is required'],
  [
    'a field error before an unknown field',
    PromoCodeBodySchema,
    { code: ' ', extra: 1 },
    'Please enter a promo code',
  ],
];

describe('API request validators', () => {
  it.each(accepted)('accept %s', (_name, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success ? 'ok' : firstIssueMessage(result.error)).toBe('ok');
  });

  it.each(refused)('refuse %s', (_name, schema, input, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(firstIssueMessage(result.error!)).toBe(message);
  });

  it('split an upload from the fields, and read a logo URL as a reference to an earlier upload', () => {
    const file = new File([new Uint8Array(4)], 'logo.png');
    const form = { ...plainItem, method: 'Print', position: 'Large Back' };
    const upload = AddCartItemFormSchema.parse({ ...form, logo: file });
    expect(upload.upload).toBe(file);
    expect(upload.input.decorations[0]?.design).toEqual({
      kind: 'upload',
      logoRef: null,
      usePreviousLogo: false,
    });
    const earlier = AddCartItemFormSchema.parse({
      ...form,
      logo: '/api/logos/l1/preview',
      usePreviousLogo: 'true',
    });
    expect(earlier.upload).toBeUndefined();
    expect(earlier.input.decorations[0]?.design).toEqual({
      kind: 'upload',
      logoRef: '/api/logos/l1/preview',
      usePreviousLogo: true,
    });
  });
});
