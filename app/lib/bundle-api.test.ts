import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUNDLE_SHOPPER_MESSAGES, type BundleSectionRule } from '../../domain/bundles';
import { addBundleToCart, BundleCartError, bundleProducts, type BundleOrder } from './bundle-api';
import { jsonResponse as json, rejectionOf, stubFetch } from '../../tests/helpers/fetch-stub';

const SECTIONS: BundleSectionRule[] = [
  {
    productId: 'p1',
    title: 'Polo',
    requiredQuantity: 2,
    colours: [{ hex: '#000000', name: 'Black' }],
    sizes: ['S', 'M'],
  },
];
const SELECTIONS = [{ colours: ['#000000'], quantities: { '#000000': { S: 1, M: 1 } } }];

const order = (logo: BundleOrder['logo'] = null): BundleOrder => ({
  bundleId: 'b1',
  sections: SECTIONS,
  selections: SELECTIONS,
  logo,
});

const refusalOf = (promise: Promise<unknown>) => rejectionOf(promise, BundleCartError);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bundleProducts', () => {
  it('gives each product its garments by colour name and size', () => {
    expect(bundleProducts(SECTIONS, SELECTIONS)).toEqual([
      { id: 'p1', sizesByColor: { Black: { S: 1, M: 1 } } },
    ]);
  });
});

describe('addBundleToCart', () => {
  it('posts a bundle without a logo as JSON to /api/cart/', async () => {
    const fetchMock = stubFetch(() => json(200, { message: 'ok' }));
    await addBundleToCart(order());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/cart/');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(init?.body as string)).toEqual({
      isBundle: true,
      bundleId: 'b1',
      bundleProducts: [{ id: 'p1', sizesByColor: { Black: { S: 1, M: 1 } } }],
      method: 'Not selected',
    });
  });

  it('sends a text logo with its positions and trimmed notes', async () => {
    const fetchMock = stubFetch(() => json(200, {}));
    await addBundleToCart(
      order({
        method: 'Embroidery',
        positions: ['Left Breast'],
        design: { kind: 'text', text: 'ACME', font: 'Serif' },
        notes: '  navy thread ',
      }),
    );
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toMatchObject({
      method: 'Embroidery',
      position: ['Left Breast'],
      notes: 'navy thread',
      textLine: 'ACME',
      font: 'Serif',
    });
  });

  it('sends a new logo file as multipart', async () => {
    const fetchMock = stubFetch(() => json(200, {}));
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await addBundleToCart(
      order({
        method: 'Print',
        positions: ['Large Back'],
        design: { kind: 'file', file, preview: null },
        notes: '',
      }),
    );
    const form = fetchMock.mock.calls[0]![1]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('isBundle')).toBe('true');
    expect(form.get('bundleId')).toBe('b1');
    expect(form.get('method')).toBe('Print');
    expect(form.get('position')).toBe('["Large Back"]');
    expect(form.has('notes')).toBe(false);
    expect((form.get('logo') as File).name).toBe('logo.png');
  });

  it.each([
    [
      'no answer',
      () => Promise.reject(new TypeError('offline')),
      'Network error. Please check your connection.',
      0,
    ],
    ['a 401', () => json(401, { message: 'Unauthorized' }), BUNDLE_SHOPPER_MESSAGES.sessionExpired, 401],
    ['a 400 with a message', () => json(400, { message: 'Too many colours' }), 'Too many colours', 400],
    ['a 400 without one', () => json(400, {}), BUNDLE_SHOPPER_MESSAGES.invalidData, 400],
    ['a 400 with an empty one', () => json(400, { message: '' }), BUNDLE_SHOPPER_MESSAGES.invalidData, 400],
    ['a 500', () => new Response('oops', { status: 500 }), BUNDLE_SHOPPER_MESSAGES.addFailed, 500],
    ['a 409', () => json(409, { message: 'Changed' }), BUNDLE_SHOPPER_MESSAGES.addFailed, 409],
  ])('refuses %s with the spec message', async (_, answer, message, status) => {
    stubFetch(answer);
    const error = await refusalOf(addBundleToCart(order()));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });
});
