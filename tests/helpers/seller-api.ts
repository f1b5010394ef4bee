import { expect } from 'vitest';
import type { Database } from '../../server/db/client';
import { orders, type ShippingAddressRecord } from '../../server/db/schema';
import { callApi, UK_ADDRESS } from './api';
import type { TestApp } from './test-app';

let ip = 0;
let n = 0;

/** JSON calls to the test app's API, each from its own address (so no rate limit trips), as a cookie's owner. */
export function apiClient(t: TestApp) {
  const send = (method: string, p: string, cookie?: string, body?: unknown) =>
    callApi(t, method, p, {
      body: body === undefined ? undefined : JSON.stringify(body),
      cookie,
      from: `10.9.${++ip % 250}.1`,
    });
  const login = async (path: string, email: string, password: string) => {
    const res = await send('POST', path, undefined, { email, password });
    expect(res.status).toBe(200);
    return res.headers.get('set-cookie')!.split(';')[0]!;
  };
  return { send, login };
}

/** An order straight in the database: £24.95 (pence 2495) to Jo Bloggs in Leeds unless overridden. */
export async function insertOrder(
  db: Database,
  user: { id: string; email: string } | null,
  {
    shippingAddress,
    ...values
  }: Omit<Partial<typeof orders.$inferInsert>, 'shippingAddress'> & {
    shippingAddress?: Partial<ShippingAddressRecord>;
  } = {},
) {
  n++;
  const email = user?.email ?? `guest-${n}@example.co.uk`;
  const [row] = await db
    .insert(orders)
    .values({
      userId: user?.id ?? null,
      email,
      accessTokenHash: `hash-${n}-${Date.now()}`,
      shippingAddress: { ...UK_ADDRESS, email, ...shippingAddress },
      shippingType: 'standard',
      goods: 2000,
      logoCharges: 0,
      setupFees: 0,
      shipping: 495,
      total: 2495,
      paymentProvider: 'test',
      idempotencyKey: `key-${n}-${Date.now()}`,
      ...values,
    })
    .returning();
  return row!;
}

/** A mail's raw source with quoted-printable undone, so its text can be searched. */
export function decodedMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  );
}
