/**
 * Links mailed to a customer that open their order without a login (the confirmation's, each proof mail's, a
 * link mailed again): they work for 90 days from when they were made, and never once the customer is deleted.
 * A new one can be mailed from the order at any time, always to the order's own address.
 */
export const ORDER_LINK_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a link made at `issuedAt` stops opening the order. */
export const orderLinkExpiry = (issuedAt: Date) => new Date(issuedAt.getTime() + ORDER_LINK_DAYS * DAY_MS);

export const ORDER_LINK_MESSAGES = {
  expired: `This link to your order has expired: links in our e-mails work for ${ORDER_LINK_DAYS} days. We can e-mail you a new one.`,
  mailed: 'We have e-mailed a new link to the address the order was placed with.',
  mailedSeller: "A new link to the order page is on its way to the customer's e-mail address.",
  noAddress: 'The customer was deleted: there is no address to send a link to.',
} as const;
