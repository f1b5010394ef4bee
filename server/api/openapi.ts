import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import type { AppContext } from '../context';
import { apiReferenceHtml } from './reference';
import { SECURITY_SCHEMES } from './router';

const TAGS = [
  { name: 'Products', description: 'The catalogue: listing with filters, sort and pages; one product' },
  { name: 'Bundles', description: 'Mix-and-match bundles and their products' },
  {
    name: 'Cart',
    description: "The visitor's cart (a customer's by their session, a guest's by the cart cookie)",
  },
  { name: 'Logos', description: "A customer's uploaded logo files" },
  { name: 'Accounts', description: 'Sign-up with an e-mailed code, login, logout, the session' },
  {
    name: 'Orders',
    description: 'Orders for their customer, the seller, or a guest with their e-mailed link',
  },
  {
    name: 'Quotes',
    description:
      "A buyer's request for a quote, the seller's pricing and versions, and the buyer's answers by the mailed link. Unlike the rest of the API, its amounts are integer pence (each field says so), as the shop stores them.",
  },
  { name: 'Promo codes', description: 'Percent-off codes at checkout (logged-in customers)' },
  { name: 'Payments', description: 'The hosted checkout, its webhook and the success page check' },
  { name: 'Addresses', description: "A customer's address book, offered at checkout" },
  { name: 'Contact', description: 'Messages to the shop' },
  {
    name: 'Staff',
    description:
      "The shop's staff (Owner): invitations by a one-use link, roles, disabling and removing, the two-step rule",
  },
  {
    name: 'Two-step login',
    description:
      "A staff member's authenticator app, passkeys and recovery codes, and the login's second step",
  },
  { name: 'Sessions', description: 'The signed-in devices of the logged-in account' },
  {
    name: 'Settings',
    description:
      "The shop's legal settings (Owner): VAT registration, its number and the day it starts; the accounting export's account code and tax types (Owner, Manager)",
  },
  {
    name: 'Data rights',
    description:
      "A customer's download of their data and deleting their own account; the seller's view of them",
  },
  {
    name: 'Webhooks',
    description: 'Signed outgoing webhooks: endpoints, their delivery logs, resends and test events',
  },
  { name: 'Audit', description: 'What staff did: every write, sign-in and two-step change, append-only' },
  { name: 'Service', description: 'Health (live) and readiness (the database and the file store answer)' },
];

/** The document's own part: what it is, where it lives, and how callers prove who they are. */
export function openApiConfig(ctx: AppContext) {
  return {
    openapi: '3.1.0',
    info: {
      title: `${ctx.shop.name} API`,
      version: '1.0.0',
      description:
        'Money is in pounds with two decimals; ids are strings in `_id`. Errors are `{ message }` with 400 (validation, including an unknown field), 401 (not logged in), 403 (wrong role or cross-site), 404, 409, 413, 415 (a body that is not JSON), 429 or 501 (not built yet).',
      // not open source: an SPDX reference of our own says so without a link to a licence page
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/api', description: 'This shop' }],
    tags: TAGS,
  };
}

/**
 * Serves `/openapi.json` and the readable `/docs` from the router's own registry, after declaring the security
 * schemes the operations name.
 */
export function serveApiDescription<E extends Env>(api: OpenAPIHono<E>, ctx: AppContext) {
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES))
    api.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  const config = openApiConfig(ctx);
  api.doc31('/openapi.json', config);
  // the reference is rendered here rather than by a CDN-hosted viewer: the shop must work offline
  api.get('/docs', (c) => {
    const document = api.getOpenAPI31Document(config);
    if (c.req.header('accept')?.includes('text/html')) return c.html(apiReferenceHtml(document));
    return c.json(document);
  });
}
