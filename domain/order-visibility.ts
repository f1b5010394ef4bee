import { can, permissionsOf, type Permission, type Role } from './permissions';

/**
 * What of an order a member of staff may see besides the work itself (issue 33): Production sees what was
 * ordered, its logos, proofs, status and delivery address, but neither the buyer's e-mail and phone nor any money.
 * The seller's order JSON, the order pages and the dashboard all pass their views through `redactOrder`.
 */
export interface OrderVisibility {
  /** The buyer's e-mail and phone (orders:contact). */
  contact: boolean;
  /** Prices, totals, discounts, payments and refunds (orders:money). */
  money: boolean;
}

export function orderVisibility(permissions: readonly Permission[]): OrderVisibility {
  return { contact: permissions.includes('orders:contact'), money: permissions.includes('orders:money') };
}

/** The fields that reach a buyer: on the order, its delivery address and anywhere below. */
export const CONTACT_FIELDS: ReadonlySet<string> = new Set(['email', 'phone', 'customerEmail']);

/**
 * Every field that carries money in the seller's order views: the API's pounds (`totalAmount`, `lineTotal`, …)
 * and the pages' pence (`total`, `goods`, `logoCharge`, …), at any depth (lines, decorations, names, bundles).
 */
export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  // the order
  'subtotal',
  'goods',
  'logoCharges',
  'setupFees',
  'totalAmount',
  'discount',
  'discountPercent',
  'discountAmount',
  'promoCode',
  'shipping',
  'shippingCost',
  'finalAmount',
  'total',
  'refundedAmount',
  'refundId',
  'invoiceDueDay',
  'paymentTermsDays',
  // a VAT order's VAT per rate and its lines' rates (issue 34)
  'vat',
  'vatRate',
  'refundVat',
  // a line, its decorations, names and bundle garments
  'price',
  'unitPrice',
  'priceBreak',
  'previousUnitPrice',
  'ladder',
  'lineTotal',
  'logoCharge',
  'setupFee',
  'charge',
  'separatePrice',
  'saving',
]);

/** The fields a viewer with this visibility may not see. */
export function hiddenOrderFields(visibility: OrderVisibility): ReadonlySet<string> {
  return new Set([...(visibility.contact ? [] : CONTACT_FIELDS), ...(visibility.money ? [] : MONEY_FIELDS)]);
}

/**
 * A copy of an order view (or a list of them) without what the viewer may not see: the hidden fields are left
 * out at every depth, not blanked, so neither the JSON nor the page's data carries them. The type stays the
 * view's: a page that hides money reads `visibility.money` before it reads a money field.
 */
export function redactOrder<T>(view: T, visibility: OrderVisibility): T {
  const hidden = hiddenOrderFields(visibility);
  if (hidden.size === 0) return view;
  return without(view, hidden) as T;
}

function without(value: unknown, hidden: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => without(item, hidden));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !hidden.has(key))
      .map(([key, inner]) => [key, without(inner, hidden)]),
  );
}

/**
 * What a viewer of an order may see: staff by their role's permissions; anyone else (a customer's own order, a
 * mailed link's holder) all of it, as the order's own pages show it.
 */
export function orderVisibilityOf(user: { role?: Role | null } | null | undefined): OrderVisibility {
  return can(user, 'seller:area') ? orderVisibility(permissionsOf(user)) : { contact: true, money: true };
}
