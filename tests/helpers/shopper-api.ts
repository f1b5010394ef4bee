import { expect } from 'vitest';
import { createCustomer } from '../factories';
import type { TestApp } from './test-app';

/** A UK delivery address the checkout accepts. */
export const UK_ADDRESS = {
  firstName: 'Jo',
  lastName: 'Bloggs',
  companyName: '',
  address: '1 High Street',
  postCode: 'LS1 4AP',
  city: 'Leeds',
  country: 'United Kingdom',
  email: 'jo@example.co.uk',
  phone: '0113 496 0000',
  additionalInfo: '',
};

/**
 * A shopper's calls to the in-process API (`app()`, so it can be made before the app in beforeAll): JSON with the
 * shop's origin, from the address `from()` names (X-Forwarded-For: the test app trusts one proxy hop), with a
 * cookie when given.
 */
export function shopperApi(app: () => TestApp, from: () => string) {
  const send = (
    method: string,
    p: string,
    body?: unknown,
    cookie?: string,
    extra: Record<string, string> = {},
  ) =>
    app().request(`/api${p}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        'x-forwarded-for': from(),
        ...(cookie ? { cookie } : {}),
        ...extra,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  const cookiesOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  return {
    send,
    cookiesOf,
    /** A new customer, logged in: their session cookie. */
    async customer() {
      const user = await createCustomer(app().ctx.database.db);
      const res = await send('POST', '/auth/login', { email: user.email, password: user.password });
      expect(res.status).toBe(200);
      return { user, cookie: cookiesOf(res) };
    },
    getCart: async (cookie: string) => (await send('GET', '/cart', undefined, cookie)).json(),
    checkout: (cookie: string, address = UK_ADDRESS) =>
      send('POST', '/payments/create-checkout-session', { shippingAddress: address }, cookie),
  };
}
