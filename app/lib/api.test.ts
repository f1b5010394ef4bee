import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiUrl, defaultApiMessage } from './api';
import { jsonResponse as json, rejectionOf, stubFetch } from '../../tests/helpers/fetch-stub';

/** The one call's URL and init, as fetch received them. */
function sent(fetchMock: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
}

const refusalOf = (promise: Promise<unknown>) => rejectionOf(promise, ApiError);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it.each([
    ['/cart', undefined, '/api/cart'],
    ['/api/cart', undefined, '/api/cart'],
    [
      '/orders',
      { page: 2, search: 'jo bloggs', status: undefined, archived: null },
      '/api/orders?page=2&search=jo+bloggs',
    ],
    ['/orders?view=deleted', { page: 1 }, '/api/orders?view=deleted&page=1'],
    ['/orders', new URLSearchParams('a=1&a=2'), '/api/orders?a=1&a=2'],
    ['http://localhost/api/orders/1/invoice', undefined, 'http://localhost/api/orders/1/invoice'],
    ['/orders', { flag: false }, '/api/orders?flag=false'],
  ])('%s with %o is %s', (path, query, expected) => {
    expect(apiUrl(path, query)).toBe(expected);
  });
});

describe('api', () => {
  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchMock = stubFetch(() => json(200, { message: 'Saved', id: 'p1' }));
    const data = await api.post<{ message: string; id: string }>('/products/add', { title: 'Polo' });
    expect(data).toEqual({ message: 'Saved', id: 'p1' });
    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe('/api/products/add');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"title":"Polo"}');
    expect(headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('sends a FormData body as it is, leaving the multipart Content-Type to the browser', async () => {
    const fetchMock = stubFetch(() => json(201, { logo: { _id: 'l1' } }));
    const form = new FormData();
    form.set('logo', new Blob(['x']), 'logo.png');
    await api.post('/logos', form);
    const { init, headers } = sent(fetchMock);
    expect(init.body).toBe(form);
    expect(headers).toEqual({ Accept: 'application/json' });
  });

  it.each([
    ['get', 'GET'],
    ['delete', 'DELETE'],
  ] as const)('%s sends no body, with the query in the URL', async (method, verb) => {
    const fetchMock = stubFetch(() => json(200, {}));
    await api[method]('/orders', { query: { page: 3 } });
    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe('/api/orders?page=3');
    expect(init.method).toBe(verb);
    expect(init.body).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
  });

  it.each([
    ['put', 'PUT'],
    ['patch', 'PATCH'],
  ] as const)('%s sends its JSON body', async (method, verb) => {
    const fetchMock = stubFetch(() => json(200, { ok: true }));
    await api[method]('/cart/quantity/1', { quantity: 4 }, { keepalive: true });
    const { init } = sent(fetchMock);
    expect(init.method).toBe(verb);
    expect(init.body).toBe('{"quantity":4}');
    expect(init.keepalive).toBe(true);
  });

  it('gives null for an answer without JSON (a 204)', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/cart/1')).resolves.toBeNull();
  });

  it("throws an ApiError with the server's message, status and body on a refusal", async () => {
    stubFetch(() => json(409, { message: 'Stock changed', stockConflicts: [{ size: 'M' }] }));
    const error = await refusalOf(api.put('/products/update/p1', {}));
    expect(error.status).toBe(409);
    expect(error.message).toBe('Stock changed');
    expect(error.body).toEqual({ message: 'Stock changed', stockConflicts: [{ size: 'M' }] });
    expect(error.needsLogin).toBe(false);
    expect(error.needsReauth).toBe(false);
  });

  it.each([401, 403, 404, 429, 500, 502, 418])(
    'a %d without a message gets a default one',
    async (status) => {
      stubFetch(() => new Response('<html>oops</html>', { status }));
      const error = await refusalOf(api.get('/anything'));
      expect(error.status).toBe(status);
      expect(error.message).toBe(defaultApiMessage(status));
      expect(error.message).not.toBe('');
      expect(error.body).toBeNull();
    },
  );

  it("a network failure is status 0 with the cart's words", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await refusalOf(api.post('/cart', {}));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('We could not reach the shop. Please check your connection.');
    expect(error.messageOr('Failed to add')).toBe('Failed to add');
  });

  it('lets an abort through as the caller made it', async () => {
    stubFetch(() => Promise.reject(new DOMException('stopped', 'AbortError')));
    await expect(api.get('/orders')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('recognises the login and password re-ask refusals', async () => {
    stubFetch(() => json(401, { message: 'Unauthorized' }));
    expect((await refusalOf(api.get('/cart'))).needsLogin).toBe(true);

    stubFetch(() => json(400, { message: 'Please login to add items' }));
    expect((await refusalOf(api.post('/cart', {}))).needsLogin).toBe(true);

    stubFetch(() => json(403, { message: 'Please enter your password again', reauth: true }));
    const reauth = await refusalOf(api.post('/orders/1/refund', {}));
    expect(reauth.needsReauth).toBe(true);
    expect(reauth.message).toBe('Please enter your password again');

    stubFetch(() => json(403, { message: 'Forbidden' }));
    expect((await refusalOf(api.get('/orders'))).needsReauth).toBe(false);
  });

  it("messageOr shows a 4xx's message and hides a 5xx's", async () => {
    stubFetch(() => json(400, { message: 'Title is required' }));
    expect((await refusalOf(api.post('/products/add', {}))).messageOr('Failed')).toBe('Title is required');

    stubFetch(() => json(500, { message: 'TypeError: x is undefined' }));
    expect((await refusalOf(api.post('/products/add', {}))).messageOr('Failed')).toBe('Failed');

    stubFetch(() => new Response('', { status: 400 }));
    expect((await refusalOf(api.post('/products/add', {}))).messageOr('Failed')).toBe('Failed');
  });

  it('fetches a file as a Blob, asking for any type', async () => {
    const fetchMock = stubFetch(() => new Response('%PDF-1.7', { status: 200 }));
    const blob = await api.blob('http://localhost/api/orders/o1/invoice');
    expect(await blob.text()).toBe('%PDF-1.7');
    const { url, headers } = sent(fetchMock);
    expect(url).toBe('http://localhost/api/orders/o1/invoice');
    expect(headers.Accept).toBe('*/*');

    stubFetch(() => json(404, { message: 'Order not found' }));
    const error = await refusalOf(api.blob('/orders/o2/invoice'));
    expect([error.status, error.message]).toEqual([404, 'Order not found']);
  });

  it('posts a JSON body for a file made from it, and a refusal carries the server’s words', async () => {
    const fetchMock = stubFetch(() => new Response('Order reference\r\n', { status: 200 }));
    const blob = await api.postBlob('/orders/click-drop.csv', { orderIds: ['o1'] });
    expect(await blob.text()).toBe('Order reference\r\n');
    const { url, init, headers } = sent(fetchMock);
    expect([url, init.method, init.body]).toEqual([
      '/api/orders/click-drop.csv',
      'POST',
      '{"orderIds":["o1"]}',
    ]);
    expect(headers).toMatchObject({ Accept: '*/*', 'Content-Type': 'application/json' });

    stubFetch(() => json(409, { message: 'Not exported: #1042 is not paid.' }));
    const error = await refusalOf(api.postBlob('/orders/click-drop.csv', {}));
    expect([error.status, error.messageOr('Failed')]).toEqual([409, 'Not exported: #1042 is not paid.']);
  });
});
