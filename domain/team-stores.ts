import type { LogoFont, LogoMethod, LogoPosition } from './catalogue';
import type { Pence } from './money';
import { formatOrderDate } from './orders';
import { londonToday } from './earnings';

/**
 * Team stores (issue 32): an organisation's own shop at /store/{slug} on the shop's catalogue, with its
 * decoration fixed on the garments and its own prices. The rules every screen and the server read. Pure.
 */

/** Who may see the store: anyone with the link, whoever typed its access code, or members signed in with a
 * verified e-mail on one of its domains. */
export const STORE_ACCESS = ['open', 'code', 'domain'] as const;
export type StoreAccess = (typeof STORE_ACCESS)[number];
export const STORE_ACCESS_LABELS: Record<StoreAccess, string> = {
  open: 'Anyone with the link',
  code: 'An access code',
  domain: 'Members with an e-mail on allowed domains',
};

/** Where the garments go: to each member, or all to the organisation (one parcel, no delivery charge). */
export const STORE_DELIVERY = ['member', 'organisation'] as const;
export type StoreDelivery = (typeof STORE_DELIVERY)[number];
export const STORE_DELIVERY_LABELS: Record<StoreDelivery, string> = {
  member: 'To each member',
  organisation: "Everything to the organisation's address",
};

/** Who pays: each member by card, or the organisation (on its trade account, or invoiced by the seller). */
export const STORE_PAYERS = ['member', 'organisation'] as const;
export type StorePayer = (typeof STORE_PAYERS)[number];
export const STORE_PAYER_LABELS: Record<StorePayer, string> = {
  member: 'Each member by card',
  organisation: 'The organisation',
};

/** Where a store lives: /store/{slug}. Lower-case letters, digits and single hyphens. */
export const STORE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const STORE_SLUG_MAX_LENGTH = 60;
export const STORE_ACCESS_CODE_MAX_LENGTH = 40;
export const STORE_WELCOME_MAX_LENGTH = 2000;
/** The most products one store offers. */
export const STORE_MAX_PRODUCTS = 40;
/** The most a store charges for a garment: a typo of £4,000 is refused, not sold. */
export const STORE_MAX_PRICE: Pence = 100_000;

/** The path of a store's public page. */
export const storePath = (slug: string) => `/store/${slug}`;

/** A store's own sentences, so the page, the API and the tests say them the same. */
export const STORE_MESSAGES = {
  notFound: 'Store not found',
  wrongCode: 'That access code is not right. Please check it with your organisation.',
  signInFirst: 'Please sign in with your organisation e-mail address to see this store.',
  wrongDomain: (domains: readonly string[]) =>
    `This store is for members with an e-mail address at ${domains.map((d) => `@${d}`).join(' or ')}.`,
  mixedCart:
    "Team store items are ordered on their own, not with other items. Check out or remove what's in your cart first.",
  otherStore: 'Your cart has items from another team store. Check out or remove those first.',
  notOffered: 'This garment is not offered in this store.',
  colourNotOffered: (colour: string) => `This store does not offer ${colour}.`,
  notYetOpen: (day: string) => `This store opens on ${formatStoreDay(day)}.`,
  closed: (day: string, contact: string) =>
    `This store closed on ${formatStoreDay(day)}. To order, please contact us at ${contact}.`,
} as const;

export const formatStoreDay = (day: string) => formatOrderDate(`${day}T12:00:00Z`);

/** A store's window: its opening and closing days (UK, inclusive) and the moment the seller closed it. */
export interface StoreWindow {
  opensOn: string | null;
  closesOn: string | null;
  /** Set when the seller closes it before its closing day ("Close now"). */
  closedAt: Date | null;
}

export type StoreState = 'scheduled' | 'open' | 'closed';

/** Whether a store takes orders now: not before its opening day, not after its closing day or once closed. */
export function storeState(store: StoreWindow, now: Date): StoreState {
  const today = londonToday(now);
  if (store.closedAt && store.closedAt.getTime() <= now.getTime()) return 'closed';
  if (store.closesOn && today > store.closesOn) return 'closed';
  if (store.opensOn && today < store.opensOn) return 'scheduled';
  return 'open';
}

/** The day a closed store closed on: the day the seller closed it, or its closing day. */
export function closedOn(store: StoreWindow): string | null {
  if (store.closedAt) return londonToday(store.closedAt);
  return store.closesOn;
}

/**
 * Why a store takes no order now, or null when it does: the sentence the store page and the checkout's refusal
 * say. `contact` is the shop's e-mail address.
 */
export function storeClosedMessage(store: StoreWindow, now: Date, contact: string): string | null {
  const state = storeState(store, now);
  if (state === 'open') return null;
  if (state === 'scheduled') return STORE_MESSAGES.notYetOpen(store.opensOn!);
  return STORE_MESSAGES.closed(closedOn(store) ?? londonToday(now), contact);
}

/** "@stmarys.sch.uk", "StMarys.sch.uk " → "stmarys.sch.uk". */
export const normaliseDomain = (domain: string) => domain.trim().replace(/^@+/, '').toLowerCase();

/** A domain as a seller may type it: letters, digits and hyphens in dot-separated labels, with a dot. */
export const isDomain = (domain: string) =>
  /^(?=.{3,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/.test(
    normaliseDomain(domain),
  );

/** Whether an e-mail address is on one of the domains exactly (a sub-domain is another domain). */
export function emailOnDomains(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email.slice(at + 1).toLowerCase();
  return domains.some((d) => normaliseDomain(d) === domain);
}

/** What one store garment carries: the organisation's logo at each position, in one method. */
export interface StoreDecoration {
  position: LogoPosition;
  method: LogoMethod;
}

/** Names on a store's garments: on or off, and where, how, how long and at what price. */
export interface StoreNames {
  enabled: boolean;
  position: LogoPosition;
  method: LogoMethod;
  font: LogoFont;
  maxLength: number;
  price: Pence;
}

/** One garment a store offers: its colours, its store price (with the decoration) and the decoration. */
export interface StoreOffer {
  productId: string;
  /** Colour names of the product's; the store's member picks from these only. */
  colours: string[];
  /** Per garment, the fixed decoration included; no setup fee. */
  price: Pence;
  decorations: StoreDecoration[];
}

/**
 * What a member pays for one garment of a store: the store price, and the store's name price when it carries a
 * name. The decoration is in the store price; a member pays no setup fee.
 */
export function storeGarmentPrice(
  offer: Pick<StoreOffer, 'price'>,
  names: Pick<StoreNames, 'price'> | null,
): Pence {
  return offer.price + (names ? names.price : 0);
}

/** What is wrong with a store price (pence), or null: a whole, positive number of pence up to the store limit. */
export function storePriceProblem(price: number): string | null {
  if (!Number.isInteger(price) || price <= 0) return 'The store price must be more than £0.';
  if (price > STORE_MAX_PRICE) return 'The store price must be at most £1,000.';
  return null;
}

// ------------------------------------------------------------------------------------------------ the batch

/** One member order's line as the batch counts it. */
export interface BatchLineInput {
  productId: string | null;
  title: string;
  colour: string;
  size: string;
  quantity: number;
  names: readonly string[];
}

export interface BatchOrderInput {
  orderId: string;
  number: number;
  /** The member's name as the order's address gives it. */
  memberName: string;
  /** Cancelled orders are listed but not counted. */
  cancelled: boolean;
  lines: readonly BatchLineInput[];
}

/** One product × colour × size of the batch, with every name to apply and who each is for. */
export interface BatchRow {
  productId: string | null;
  title: string;
  colour: string;
  size: string;
  quantity: number;
  names: { name: string; orderNumber: number }[];
}

export interface BatchTotals {
  rows: BatchRow[];
  /** Orders counted (not cancelled). */
  orders: number;
  garments: number;
  names: number;
}

/**
 * The batch: every counted order's garments added up by product, colour and size (in the order first seen, sizes
 * as the lines give them), each row with its names in order-number order.
 */
export function batchTotals(
  orders: readonly BatchOrderInput[],
  sizeOrder: readonly string[] = [],
): BatchTotals {
  const rows = new Map<string, BatchRow>();
  const counted = [...orders].filter((o) => !o.cancelled).sort((a, b) => a.number - b.number);
  for (const order of counted)
    for (const line of order.lines) {
      const key = JSON.stringify([line.productId ?? line.title, line.colour, line.size]);
      const row =
        rows.get(key) ??
        rows
          .set(key, {
            productId: line.productId,
            title: line.title,
            colour: line.colour,
            size: line.size,
            quantity: 0,
            names: [],
          })
          .get(key)!;
      row.quantity += line.quantity;
      row.names.push(...line.names.map((name) => ({ name, orderNumber: order.number })));
    }
  const rank = (size: string) => {
    const i = sizeOrder.indexOf(size);
    return i < 0 ? sizeOrder.length : i;
  };
  const list = [...rows.values()].sort(
    (a, b) =>
      a.title.localeCompare(b.title) || a.colour.localeCompare(b.colour) || rank(a.size) - rank(b.size),
  );
  return {
    rows: list,
    orders: counted.length,
    garments: list.reduce((n, r) => n + r.quantity, 0),
    names: list.reduce((n, r) => n + r.names.length, 0),
  };
}

/** The organisation's logo as members load it (a store's own picture route, not the seller's logo files). */
export const storeLogoPath = (storeId: string) => `/api/stores/${storeId}/logo`;
