import { expect } from 'vitest';
import { signTestWebhook, testWebhookBody } from '../../server/integrations/payments/test-provider';
import { pdfText } from './pdf-text';
import type { TestApp } from './test-app';

/** The shop's own origin: the API refuses a write from any other (CSRF). */
export const ORIGIN = 'http://localhost';

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

/** A contact-page enquiry as its form sends it, from Priya Shah of Shah Builders. */
export const contactEnquiry = (message = 'Quote for 40 polos, please.') => ({
  fullName: 'Priya Shah',
  email: 'priya@shahbuilders.co.uk',
  contactNumber: '07700 900123',
  message,
});

/** Sends an enquiry to a running shop's contact form (from its own pages' origin): the response. */
export function postContact(shopUrl: string, message?: string) {
  return fetch(`${shopUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shopUrl },
    body: JSON.stringify(contactEnquiry(message)),
  });
}

/** The cookies a response sets, as the Cookie header a browser would send back. */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export interface ApiCall {
  /** JSON (a string is sent as it is), or a FormData sent as multipart. */
  body?: unknown;
  cookie?: string;
  /** The visitor's address (X-Forwarded-For: the test app trusts one proxy hop). */
  from?: string;
  headers?: Record<string, string>;
}

/** A multipart form as a page's form sends it: text fields, and files (each named `<field>.bin`). */
export function formData(fields: Record<string, string>, files: Record<string, Blob> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, v] of Object.entries(files)) form.set(k, v, `${k}.bin`);
  return form;
}

/** One call to the in-process API as the shop's pages make it: from the shop's origin, JSON unless a form. */
export function callApi(
  app: TestApp,
  method: string,
  p: string,
  { body, cookie, from, headers }: ApiCall = {},
) {
  const form = body instanceof FormData;
  return app.request(`/api${p}`, {
    method,
    headers: {
      ...(form ? {} : { 'content-type': 'application/json' }),
      origin: ORIGIN,
      ...(from ? { 'x-forwarded-for': from } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined || form || typeof body === 'string' ? (body as BodyInit) : JSON.stringify(body),
  });
}

/** Expects the answer's status (200 unless given): its JSON body. */
export async function jsonAnswer(res: Response, status = 200) {
  expect(res.status).toBe(status);
  return res.json();
}

/** Expects the API's success answer `{ success: true, message }` with this status (200 unless given): its body. */
export async function successAnswer(res: Response, message: string, status = 200) {
  const body = await jsonAnswer(res, status);
  expect(body).toMatchObject({ success: true, message });
  return body;
}

/** Expects a PDF answer (200, application/pdf): its text, as a reader extracts it. */
export async function pdfAnswerText(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return pdfText(await res.arrayBuffer());
}

/** `send(app, method, path, body?, headers?)` from the address `from()` names, for tests of several instances. */
export function instanceCalls(from: () => string) {
  return (app: TestApp, method: string, p: string, body?: unknown, headers: Record<string, string> = {}) =>
    callApi(app, method, p, { body, from: from(), headers });
}

/** Logs in through the API (a customer at /auth/login, the seller at /auth/admin/login): the session cookie. */
export async function logIn(
  app: TestApp,
  who: { email: string; password: string },
  { path = '/auth/login', from }: { path?: string; from?: string } = {},
) {
  const res = await callApi(app, 'POST', path, { body: { email: who.email, password: who.password }, from });
  expect(res.status).toBe(200);
  return cookiesOf(res);
}

/** The seller account most tests sign in as. */
export const SELLER = { email: 'seller@shop.test', password: 'seller-password' };

/** The seller (made if the shop has none by this address), logged in at /auth/admin/login: the session cookie. */
export async function sellerSession(app: TestApp, seller = SELLER, from?: string) {
  await app.ctx.services.auth.upsertSeller(seller);
  return logIn(app, seller, { path: '/auth/admin/login', from });
}

/** Uploads a logo as the logo dialog does (multipart `logo`); expects 201 and gives the new logo. */
export async function uploadLogo<Logo = { _id: string; setupPaid: boolean }>(
  app: TestApp,
  file: Buffer | string,
  name: string,
  { cookie, from, type = 'image/png' }: { cookie?: string; from?: string; type?: string } = {},
) {
  const form = new FormData();
  form.set('logo', new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type }), name);
  const res = await callApi(app, 'POST', '/logos', { body: form, cookie, from });
  expect(res.status).toBe(201);
  return (await res.json()).logo as Logo;
}

/** A webhook from the test payment provider with this body, signed as it signs (a provider sends no origin). */
export function sendTestWebhook(app: TestApp, body: string, from?: string) {
  return callApi(app, 'POST', '/payments/webhook', {
    body,
    from,
    headers: { 'stripe-signature': signTestWebhook(body), origin: '' },
  });
}

/** The shopper pays on the test checkout page: the session is marked paid and its webhook arrives. */
export async function payTestCheckout(app: TestApp, sessionId: string, from?: string) {
  const result = (await app.ctx.testCheckout!.markPaid(sessionId))!;
  return sendTestWebhook(app, testWebhookBody(result), from);
}
