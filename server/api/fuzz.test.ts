import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/helpers/test-app';
import { signTestWebhook } from '../integrations/payments/test-provider';

/**
 * Hostile values for every route the API describes: NUL in every text field, malformed %-encoding and NUL in
 * paths and queries, wrong types, broken and non-object JSON. Whatever the answer, it is never a 5xx.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const NUL_TEXT = 'x\u0000y';

/** Bodies each route accepts, so that a NUL in one field at a time gets past the other fields' checks. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /auth/signup': {
    firstName: 'Jo',
    lastName: 'Bloggs',
    email: 'jo@fuzz.test',
    password: 'kettle-orange-42',
  },
  'POST /auth/login': { email: 'fuzz@fuzz.test', password: 'fuzz-customer-pass' },
  'POST /auth/admin/login': { email: 'seller@fuzz.test', password: 'fuzz-seller-pass' },
  'POST /auth/signup/verify': { email: 'jo@fuzz.test', otp: '123456' },
  'POST /auth/otp/resend': { email: 'jo@fuzz.test' },
  'POST /contact': {
    fullName: 'Jo Bloggs',
    email: 'jo@fuzz.test',
    contactNumber: '01234 567890',
    message: 'Hello there, a quote please',
  },
  'POST /promocodes/validate': { code: 'SAVE10' },
  'POST /payments/create-checkout-session': {
    shippingAddress: {
      firstName: 'Jo',
      lastName: 'Bloggs',
      email: 'jo@fuzz.test',
      phone: '01234 567890',
      address: '1 High St',
      city: 'Leeds',
      postalCode: 'LS1 4AP',
      country: 'United Kingdom',
    },
    shippingType: 'standard',
  },
};

/** The valid body with one string at a time turned into `text`. */
function oneFieldAtATime(body: unknown, text: string): unknown[] {
  if (typeof body === 'string') return [text];
  if (Array.isArray(body))
    return body.flatMap((v, i) => oneFieldAtATime(v, text).map((m) => body.map((w, j) => (i === j ? m : w))));
  if (body && typeof body === 'object')
    return Object.entries(body).flatMap(([k, v]) =>
      oneFieldAtATime(v, text).map((m) => ({ ...body, [k]: m })),
    );
  return [];
}

/** A value of the schema's shape with every string replaced by `text`. */
function sample(
  schema: Schema | undefined,
  resolve: (s: Schema) => Schema,
  text: unknown,
  depth = 0,
): unknown {
  if (!schema || depth > 6) return text;
  const s = resolve(schema);
  const alternatives = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alternatives?.length) return sample(alternatives[0], resolve, text, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'object' || s.properties) {
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, resolve, text, depth + 1)]),
    );
  }
  if (type === 'array') return [sample(s.items, resolve, text, depth + 1)];
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  return text;
}

describe('no 5xx from hostile input, on any API route', () => {
  const t = useTestApp('pglite');
  let operations: { method: string; path: string; op: Operation }[] = [];
  let resolve: (s: Schema) => Schema;
  let customer = '';
  let seller = '';

  beforeAll(async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, Schema> };
    };
    resolve = (s) => (s.$ref ? (document.components?.schemas?.[s.$ref.split('/').pop()!] ?? {}) : s);
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
    const { auth } = t.ctx.services;
    await auth.upsertSeller({ email: 'seller@fuzz.test', password: 'fuzz-seller-pass' });
    const login = async (path: string, email: string, password: string) => {
      const res = await t.request(`/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost',
          'x-forwarded-for': '10.9.9.9',
        },
        body: JSON.stringify({ email, password }),
      });
      return res.headers.get('set-cookie')?.split(';')[0] ?? '';
    };
    seller = await login('/auth/admin/login', 'seller@fuzz.test', 'fuzz-seller-pass');
    const signup = await auth.signup(
      { firstName: 'Fuzz', lastName: 'Er', email: 'fuzz@fuzz.test', password: 'fuzz-customer-pass' },
      '10.9.9.8',
    );
    void signup;
    const { db } = t.ctx.database;
    await db.execute(`update users set verified_at = now() where email = 'fuzz@fuzz.test'`);
    customer = await login('/auth/login', 'fuzz@fuzz.test', 'fuzz-customer-pass');
    expect(seller).toMatch(/^sid=/);
    expect(customer).toMatch(/^sid=/);
  });

  it('the description lists the API routes to try', () => {
    expect(operations.length).toBeGreaterThan(15);
  });

  it('answers every hostile request below 500', async () => {
    const failures: string[] = [];
    let i = 0;
    for (const { method, path, op } of operations) {
      const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
      const bodies =
        method === 'GET' || method === 'DELETE'
          ? [undefined]
          : [
              ...oneFieldAtATime(VALID_BODIES[`${method} ${path}`], NUL_TEXT).map((b) => JSON.stringify(b)),
              JSON.stringify(sample(jsonSchema, resolve, NUL_TEXT)),
              JSON.stringify(sample(jsonSchema, resolve, 12)),
              JSON.stringify({ [NUL_TEXT]: NUL_TEXT }),
              '{"broken":',
              '"just a string"',
              'null',
            ];
      const query = (op.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => `${p.name}=x%00y`)
        .join('&');
      for (const param of ['x%00y', '%E0%A4%A', '%zz', '00000000-0000-0000-0000-000000000000']) {
        const url = `/api${path.replace(/\{[^}]+\}/g, param)}${query ? `?${query}` : '?q=%E0%A4%A'}`;
        for (const body of bodies) {
          for (const cookie of ['', customer, seller]) {
            const res = await t.request(url, {
              method,
              headers: {
                'content-type': 'application/json',
                origin: 'http://localhost',
                'x-forwarded-for': `10.8.${(i >> 8) & 255}.${i++ & 255}`,
                ...(cookie ? { cookie } : {}),
              },
              body,
            });
            if (res.status >= 500)
              failures.push(`${method} ${url} ${body ?? ''} ${cookie ? 'logged in' : ''} → ${res.status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('refuses a correctly signed webhook whose body is not JSON with 400', async () => {
    for (const body of ['not json', '', '[1,', 'null']) {
      const res = await t.request('/api/payments/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signTestWebhook(body) },
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it.each([
    ['a malformed %-encoding in a path', '/api/products/%E0%A4%A'],
    ['a malformed %-encoding in a query', '/api/products?type=%E0%A4%A'],
    ['NUL in a query', '/api/products?brand=a%00b'],
    ['a malformed file path', '/files/%zz'],
    ['a malformed page path', '/products/%E0%A4'],
  ])('answers %s with 400 and a message', async (_name, url) => {
    const res = await t.request(url);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/not valid/);
  });

  it('answers NUL in a JSON, form or multipart text field with 400', async () => {
    const form = new FormData();
    form.set('textLine', NUL_TEXT);
    for (const [type, body] of [
      [
        'application/json',
        JSON.stringify({
          fullName: NUL_TEXT,
          email: 'a@b.co',
          contactNumber: '0123456789',
          message: 'hello there',
        }),
      ],
      ['application/x-www-form-urlencoded', 'email=a%00b%40c.co&password=abcdefgh'],
    ] as const) {
      const res = await t.request('/api/contact', {
        method: 'POST',
        headers: { 'content-type': type, origin: 'http://localhost' },
        body,
      });
      expect(res.status, type).toBe(400);
      expect((await res.json()).message).toBe('The request contains a character that is not allowed (NUL).');
    }
    const multipart = await t.request('/api/cart', {
      method: 'POST',
      headers: { origin: 'http://localhost' },
      body: form,
    });
    expect(multipart.status).toBe(400);
  });

  it('refuses a JSON body over the limit with 413', async () => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ message: 'x'.repeat(300 * 1024) }),
    });
    expect(res.status).toBe(413);
  });
});
