import { createCustomer } from '../factories';
import { callApi, cookiesOf, logIn, UK_ADDRESS } from './api';
import type { TestApp } from './test-app';

export { UK_ADDRESS };

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
    headers: Record<string, string> = {},
  ) => callApi(app(), method, p, { body, cookie, from: from(), headers });
  return {
    send,
    cookiesOf,
    /** A new customer, logged in: their session cookie. */
    async customer() {
      const user = await createCustomer(app().ctx.database.db);
      return { user, cookie: await logIn(app(), user, { from: from() }) };
    },
    getCart: async (cookie: string) => (await send('GET', '/cart', undefined, cookie)).json(),
    checkout: (cookie: string, address = UK_ADDRESS) =>
      send('POST', '/payments/create-checkout-session', { shippingAddress: address }, cookie),
  };
}
