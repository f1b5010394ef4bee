import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/helpers/test-app';
import { createHttpApp } from '../app';

const ROOT = path.resolve(import.meta.dirname, '../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

type Operation = { operationId?: string; summary?: string; security?: Record<string, string[]>[] };
type Parameter = { name: string; in: string; schema: Record<string, unknown> };
type Document = {
  paths: Record<string, Record<string, Operation & { parameters?: Parameter[] }>>;
  components: {
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
    schemas: Record<string, { required?: string[]; allOf?: unknown[] }>;
  };
};

/** `/api/logos/:id/:which{file|preview}` and `/logos/{id}/{which}` alike → `/logos/{}/{}`. */
function normalise(routePath: string) {
  const trimmed = routePath
    .replace(/^\/api(?=\/|$)/, '')
    .replace(/:\w+(\{[^}]*\})?/g, '{}')
    .replace(/\{\w+\}/g, '{}')
    .replace(/\/+/g, '/')
    .replace(/(.)\/$/, '$1');
  return trimmed || '/';
}

describe('the API description', () => {
  const t = useTestApp('pglite');
  let doc: Document;

  beforeAll(async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = await res.json();
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, op]) => ({ key: `${method.toUpperCase()} ${normalise(p)}`, path: p, op })),
    );

  it('describes every route the server answers under /api, and nothing it does not', () => {
    const app = createHttpApp(t.ctx);
    const served = new Set(
      app.routes
        .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
        .map((r) => `${r.method} ${normalise(r.path)}`)
        .filter((key) => !['GET /openapi.json', 'GET /docs'].includes(key)),
    );
    const described = new Set(operations().map((o) => o.key));
    expect(served.size).toBeGreaterThan(30);
    expect(
      [...served].filter((key) => !described.has(key)),
      'served but not described',
    ).toEqual([]);
    expect(
      [...described].filter((key) => !served.has(key)),
      'described but not served',
    ).toEqual([]);
  });

  it('names the security of every operation, from schemes it defines', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'sid' },
      webhookSignature: { type: 'apiKey', in: 'header', name: 'stripe-signature' },
    });
    for (const { key, op } of operations()) {
      expect(Array.isArray(op.security), key).toBe(true);
      for (const requirement of op.security!)
        for (const scheme of Object.keys(requirement))
          expect(Object.keys(doc.components.securitySchemes), key).toContain(scheme);
      expect(op.operationId, key).toBeTruthy();
      expect(op.summary, key).toBeTruthy();
    }
    const security = (key: string) => operations().find((o) => o.key === key)?.op.security;
    expect(security('POST /payments/webhook')).toEqual([{ webhookSignature: [] }]);
    expect(security('GET /products')).toEqual([]);
    expect(security('GET /orders')).toEqual([{ session: [] }]);
  });

  it('passes Redocly’s recommended rules with no error', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(doc, null, 2));
      const redocly = path.join(ROOT, 'node_modules/.bin/redocly');
      const run = promisify(execFile)(
        redocly,
        ['lint', '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'stylish', file],
        {
          cwd: dir,
          env: {
            ...process.env,
            REDOCLY_TELEMETRY: 'off',
            REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
            NO_COLOR: '1',
          },
        },
      );
      // a non-zero exit (any error) rejects with the report in stdout
      const { stdout, stderr } = await run.catch((error: { stdout: string; stderr: string }) => {
        throw new Error(`redocly lint failed:\n${error.stdout}\n${error.stderr}`);
      });
      expect(`${stdout}${stderr}`).toMatch(/validated in/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  describe('query parameters with their types and limits, as the server enforces them', () => {
    const query = (p: string, name: string) =>
      doc.paths[p]!.get!.parameters!.find((q) => q.in === 'query' && q.name === name)!.schema;

    it.each([
      ['page', { type: 'integer', minimum: 1, maximum: 10_000, default: 1 }, 'page=10001'],
      ['pageSize', { type: 'integer', minimum: 1, maximum: 100, default: 100 }, 'pageSize=101'],
      ['minPrice', { type: 'integer', minimum: 0, maximum: 1000 }, 'minPrice=1001'],
      ['maxPrice', { type: 'integer', minimum: 0, maximum: 1000 }, 'maxPrice=-1'],
      ['minRating', { type: 'integer', minimum: 1, maximum: 5 }, 'minRating=6'],
      ['type', { type: 'string', maxLength: 100 }, `type=${'a'.repeat(101)}`],
      ['brand', { type: 'string', maxLength: 100 }, 'brand=acme'],
      ['sort', { type: 'string', default: 'featured' }, 'sort=cheapest'],
    ])('GET /products %s is %j; outside it is refused', async (name, schema, refused) => {
      expect(query('/products', name)).toMatchObject(schema);
      expect((await t.request(`/api/products?${refused}`)).status).toBe(400);
    });

    it('gives the seller’s product list its filters’ limits', () => {
      expect(query('/products/admin', 'q')).toMatchObject({ type: 'string', maxLength: 100 });
      expect(query('/products/admin', 'type')).toMatchObject({ type: 'string', maxLength: 100 });
      expect(query('/products/admin', 'page')).toMatchObject({
        type: 'integer',
        minimum: 1,
        maximum: 10_000,
      });
      expect(query('/products/admin', 'pageSize')).toMatchObject({ type: 'integer', maximum: 100 });
    });

    it('marks the product form’s required fields on add, and none on update', () => {
      const add = doc.components.schemas.ProductForm!;
      expect(add.required).toEqual(['title', 'price', 'description', 'brand', 'sizes', 'productType']);
      expect(add.allOf).toEqual([
        { anyOf: [{ required: ['frontImage'] }, { required: ['frontImageUrl'] }] },
        { anyOf: [{ required: ['sizeChartImage'] }, { required: ['sizeChartImageUrl'] }] },
      ]);
      expect(doc.components.schemas.ProductUpdateForm!.required).toBeUndefined();
      const body = (p: string, method: string) =>
        (
          doc.paths[p]![method] as unknown as {
            requestBody: { content: Record<string, { schema: unknown }> };
          }
        ).requestBody.content['multipart/form-data']!.schema;
      expect(body('/products/add', 'post')).toEqual({ $ref: '#/components/schemas/ProductForm' });
      expect(body('/products/update/{id}', 'put')).toEqual({
        $ref: '#/components/schemas/ProductUpdateForm',
      });
    });
  });

  describe('one way of refusing a request', () => {
    const post = (p: string, body: string, type = 'application/json') =>
      t.request(`/api${p}`, { method: 'POST', headers: { 'content-type': type }, body });

    it.each([
      [
        'an unknown JSON field',
        () => post('/auth/login', '{"email":"jo@x.co.uk","password":"secret1","admin":true}'),
        400,
        'Unknown field: admin',
      ],
      [
        'an unknown query parameter',
        () => t.request('/api/products?colour=red'),
        400,
        'Unknown field: colour',
      ],
      [
        'a missing query parameter',
        () => t.request('/api/payments/verify-payment'),
        400,
        'session_id is required',
      ],
      [
        'malformed JSON',
        () => post('/payments/create-checkout-session', '{'),
        400,
        'Malformed JSON in request body',
      ],
      [
        'a body that is not JSON',
        () => post('/payments/create-checkout-session', 'a=1', 'application/x-www-form-urlencoded'),
        415,
        'Unsupported Media Type',
      ],
      [
        'a guest asking for a promo code, before its body is read',
        () => post('/promocodes/validate', '{"nope":1}'),
        401,
        'Please login to use promo codes.',
      ],
      [
        'a seller list without a login',
        () => t.request('/api/orders/earnings'),
        401,
        'Unauthorized - Please log in again.',
      ],
      [
        'a logo file that is neither the file nor the preview',
        () => t.request('/api/logos/l1/other'),
        404,
        'Not found',
      ],
    ])('%s', async (_name, send, status, message) => {
      const res = await send();
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ message });
    });
  });
});
