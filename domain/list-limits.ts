import { z } from 'zod';

/**
 * No endpoint returns an unbounded list (issue 35). Every list the API answers has its largest answer here, in
 * one place: the routes write it into the OpenAPI document (`maxItems` on the array, `maximum` on `pageSize`), the
 * services read no more rows than it, and server/api/list-limits.test.ts asks each list for 100,000 and counts.
 *
 * The rule, one for every list (docs/api.md): a list that pages takes `page` and `pageSize`; a `pageSize` above
 * the list's maximum is refused with 400 "pageSize must be at most N" (never quietly shortened, so a client that
 * asked for everything learns it must page). A list that does not page (a customer's addresses, an order's
 * e-mails) answers its newest rows up to its maximum.
 */
export const LIST_LIMITS = {
  /** GET /orders: the seller's orders list, a page at a time. */
  orders: 100,
  /** GET /orders/customers: customers who ordered, a page at a time. */
  customers: 100,
  /** GET /orders/order-user/{userId} and the account's orders page: a customer's orders, newest first, paged. */
  customerOrders: 100,
  /** GET /products and GET /products/admin: a page of the catalogue. */
  products: 100,
  /** GET /audit: one fixed page of the trail. */
  audit: 50,
  /** GET /quotes, GET /trade-accounts, GET /stores: one fixed page each. */
  quotes: 20,
  tradeAccounts: 20,
  stores: 20,
  /** GET /webhooks/endpoints (not paged: a shop has a few) and an endpoint's delivery log, a page at a time. */
  webhookEndpoints: 100,
  webhookDeliveries: 100,
  /** A product's recorded stock changes, newest first. */
  stockChanges: 100,
  /** The bundles a product is in; the storefront's bundles. */
  bundles: 100,
  /** The brands the product form offers. */
  brands: 200,
  /** A person's signed-in devices, newest first. */
  sessions: 100,
  /** A staff member's passkeys. */
  passkeys: 50,
  /** The shop's staff and open invitations. */
  staff: 200,
  /** A customer's logos in the cart's logo picker, newest first. */
  logos: 100,
  /** The e-mails written from one order, newest first. */
  orderEmails: 100,
  /** Promo codes: the active ones a customer may see, and the seller's list, newest first. */
  promos: 200,
  /** A customer's data requests (exports and deletions), newest first. */
  dataRequests: 20,
  /** A customer's saved addresses. */
  addresses: 20,
  /** One team store's batch: its orders waiting to be made and shipped together. */
  storeBatch: 500,
} as const;

export type ListName = keyof typeof LIST_LIMITS;

/** A list's `page`: bounded, so no page number turns into an offset the database refuses. */
export const listPageSchema = z.coerce
  .number()
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(10_000, 'page must be at most 10000');

/** A list's `pageSize`, from 1 to its maximum; above it: "pageSize must be at most N". */
export const listPageSizeSchema = (list: ListName) =>
  z.coerce
    .number()
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(LIST_LIMITS[list], `pageSize must be at most ${LIST_LIMITS[list]}`);
