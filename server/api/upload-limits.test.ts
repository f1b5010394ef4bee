import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../tests/factories';
import { apiClient } from '../../tests/helpers/seller-api';
import { useTestApp } from '../../tests/helpers/test-app';
import { BODY_MAX_BYTES, UPLOAD_LIMITS, type UploadOperation } from '../http/input-guard';

const ORIGIN = 'http://localhost';
const MB = 1024 * 1024;
const BOUNDARY = 'upload-limit-test';
const CHUNK = 64 * 1024;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A multipart body of `size` bytes made as it is read: one file part padded with zeros. `pulled` counts the
 * bytes the server took from it, so a test sees how much of an upload was read before the answer.
 */
function countedUpload(size: number) {
  const head = new TextEncoder().encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const filler = new Uint8Array(CHUNK);
  const counter = { pulled: 0 };
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = sent === 0 ? head : filler.subarray(0, Math.min(CHUNK, size - sent));
      sent += chunk.length;
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, counter };
}

/** Where each upload operation is sent, and who may send it. */
const UPLOADS: Record<
  UploadOperation,
  { method: string; path: string; as: 'seller' | 'customer' | 'guest' }
> = {
  addToCart: { method: 'POST', path: '/api/cart', as: 'guest' },
  uploadLogo: { method: 'POST', path: '/api/logos', as: 'customer' },
  addProduct: { method: 'POST', path: '/api/products/add', as: 'seller' },
  updateProduct: { method: 'PUT', path: `/api/products/update/${SOME_ID}`, as: 'seller' },
  uploadProductImage: { method: 'POST', path: '/api/products/images', as: 'seller' },
  createBundle: { method: 'POST', path: '/api/bundle', as: 'seller' },
  sendProof: { method: 'POST', path: `/api/orders/${SOME_ID}/proofs`, as: 'seller' },
  requestQuote: { method: 'POST', path: '/api/quotes', as: 'guest' },
  uploadStoreLogo: { method: 'POST', path: '/api/stores/logo', as: 'seller' },
  uploadStoreBanner: { method: 'POST', path: `/api/stores/${SOME_ID}/banner`, as: 'seller' },
  previewShipping: { method: 'POST', path: '/api/orders/shipping/preview', as: 'seller' },
};

describe('upload bodies are read only for a caller who may send them, and only as far as accepted', () => {
  const t = useTestApp('pglite');
  const cookies: Record<'seller' | 'customer' | 'guest', string | undefined> = {
    seller: undefined,
    customer: undefined,
    guest: undefined,
  };
  let ip = 0;

  const upload = (
    method: string,
    path: string,
    body: BodyInit,
    { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
  ) =>
    t.request(path, {
      method,
      headers: {
        origin: ORIGIN,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'x-forwarded-for': `10.31.${++ip % 250}.1`,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body,
      duplex: 'half',
    } as RequestInit);

  beforeAll(async () => {
    const api = apiClient(t);
    const jo = await createCustomer(t.ctx.database.db);
    await t.ctx.services.auth.upsertSeller({ email: 'seller@uploads.test', password: 'Kettle-Harbour-91' });
    cookies.customer = await api.login('/auth/login', jo.email, jo.password);
    cookies.seller = await api.login('/auth/admin/login', 'seller@uploads.test', 'Kettle-Harbour-91');
  });

  it.each([
    ['a 60 MB bundle from a guest', '/api/bundle', undefined, 60, 401],
    ['a 100 MB proof from a guest', `/api/orders/${SOME_ID}/proofs`, undefined, 100, 401],
    ['a 100 MB proof from a customer', `/api/orders/${SOME_ID}/proofs`, 'customer', 100, 403],
    ['a 60 MB bundle from a customer', '/api/bundle', 'customer', 60, 403],
    ['a 20 MB logo from a guest', '/api/logos', undefined, 20, 401],
    ['a 20 MB logo from the seller', '/api/logos', 'seller', 20, 401],
  ] as const)('answers %s (%s) without reading it', async (_name, path, who, sizeMb, status) => {
    const { body, counter } = countedUpload(sizeMb * MB);
    const memoryBefore = process.memoryUsage();
    const started = performance.now();
    const res = await upload('POST', path, body, { cookie: who ? cookies[who] : undefined });
    const ms = performance.now() - started;
    expect(res.status).toBe(status);
    expect((await res.json()).message).toMatch(/log in|admin|Unauthorized/i);
    // at most the stream's first chunks were taken (a stream is read ahead a little), never the upload
    expect(counter.pulled).toBeLessThan(1 * MB);
    expect(ms).toBeLessThan(2_000);
    const memoryAfter = process.memoryUsage();
    const grown =
      memoryAfter.arrayBuffers + memoryAfter.heapUsed - memoryBefore.arrayBuffers - memoryBefore.heapUsed;
    expect(grown).toBeLessThan(20 * MB);
    await body.cancel().catch(() => {});
  });

  it.each(Object.entries(UPLOADS))(
    '%s: past its limit, the caller who may send it gets 413 and its message',
    async (operation, { method, path, as }) => {
      const { maxBytes, message } = UPLOAD_LIMITS[operation as UploadOperation];
      const cookie = cookies[as];
      // declared too large: refused on the header, nothing read
      const declared = countedUpload(maxBytes + 1);
      const byHeader = await upload(method, path, declared.body, {
        cookie,
        headers: { 'content-length': String(maxBytes + 1) },
      });
      expect(byHeader.status).toBe(413);
      expect(await byHeader.json()).toEqual({ message });
      expect(declared.counter.pulled).toBeLessThan(1 * MB);
      await declared.body.cancel().catch(() => {});
    },
  );

  it('stops a streamed upload as it passes the limit, not after', async () => {
    const { maxBytes, message } = UPLOAD_LIMITS.createBundle;
    const { body, counter } = countedUpload(maxBytes * 2);
    const res = await upload('POST', '/api/bundle', body, { cookie: cookies.seller });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message });
    expect(counter.pulled).toBeGreaterThan(maxBytes);
    expect(counter.pulled).toBeLessThan(maxBytes + 2 * CHUNK);
    await body.cancel().catch(() => {});
  });

  it('holds a multipart body anywhere else (a page, a JSON route) to the form limit', async () => {
    for (const path of ['/api/contact', '/login', '/api/orders/x/proofs/extra']) {
      const { body, counter } = countedUpload(5 * MB);
      const res = await upload('POST', path, body);
      expect(res.status, path).toBe(413);
      expect(counter.pulled, path).toBeLessThan(BODY_MAX_BYTES + 2 * CHUNK);
      await body.cancel().catch(() => {});
    }
  });

  it('limits every multipart operation the API describes', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId?: string; requestBody?: { content?: object } }>>;
    };
    const multipart = Object.values(doc.paths)
      .flatMap((ops) => Object.values(ops))
      .filter((op) => op.requestBody?.content && 'multipart/form-data' in op.requestBody.content)
      .map((op) => op.operationId)
      .sort();
    expect(multipart).toEqual(Object.keys(UPLOAD_LIMITS).sort());
  });
});
