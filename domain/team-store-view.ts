import type { Pence } from './money';
import type { TradeAddress } from './schemas/trade';
import type {
  BatchTotals,
  StoreAccess,
  StoreDecoration,
  StoreDelivery,
  StoreNames,
  StorePayer,
  StoreState,
} from './team-stores';

/**
 * A team store as the API hands it out and the pages, PDFs and mails render it (issue 32). Money in pence; days
 * YYYY-MM-DD (UK); instants ISO strings.
 */

/** The organisation's logo as the store shows it: a picture anyone with access may load. */
export interface StoreLogoView {
  id: string;
  name: string;
  /** The WebP preview for mock-ups (`/api/stores/{id}/logo`), or null when the file has no preview. */
  previewUrl: string | null;
}

/** One garment a store offers, as the seller and the members see it. */
export interface StoreOfferView {
  productId: string;
  title: string;
  /** The product's own slug (its shop page); members buy it through the store only. */
  productSlug: string;
  productTypes: string[];
  /** Colours offered, each with its pictures, in the product's order. */
  colours: { name: string; hex: string; image: string; backImage: string | null }[];
  /** The product's sizes, in order, with whether each is in stock in each offered colour. */
  sizes: { label: string; stock: Record<string, number> }[];
  price: Pence;
  decorations: StoreDecoration[];
  /** The product is no longer sold (deleted or back to draft): shown to the seller, hidden from members. */
  unavailable: boolean;
}

/** What the seller's list shows of a store. */
export interface StoreSummaryView {
  id: string;
  name: string;
  slug: string;
  state: StoreState;
  access: StoreAccess;
  opensOn: string | null;
  closesOn: string | null;
  /** The day it closed (closing day passed, or closed by the seller), or null while not closed. */
  closedOn: string | null;
  orders: number;
  garments: number;
  /** What the counted orders come to, in pence. */
  total: Pence;
  shippedAt: string | null;
  archivedAt: string | null;
  createdAt: string;
}

/** The whole store, as the seller edits it (GET /api/stores/{id}). */
export interface StoreView extends StoreSummaryView {
  welcome: string;
  bannerUrl: string | null;
  logo: StoreLogoView | null;
  accessCode: string | null;
  allowedDomains: string[];
  names: StoreNames;
  closedAt: string | null;
  delivery: StoreDelivery;
  deliveryAddress: TradeAddress | null;
  payer: StorePayer;
  tradeAccount: { id: string; businessName: string; status: string } | null;
  contactName: string;
  contactEmail: string;
  proofApprovedAt: string | null;
  proofApprovedBy: string | null;
  offers: StoreOfferView[];
}

/** One member order in the batch. */
export interface BatchOrderView {
  id: string;
  number: number;
  memberName: string;
  email: string;
  status: string;
  paymentStatus: string;
  garments: number;
  names: number;
  total: Pence;
  trackingNumber: string | null;
  createdAt: string;
}

/** GET /api/stores/{id}/batch: the orders so far and the totals by product × colour × size with names. */
export interface StoreBatchView {
  store: { id: string; name: string; slug: string; state: StoreState; delivery: StoreDelivery };
  orders: BatchOrderView[];
  totals: BatchTotals;
  /** What the counted orders come to, in pence. */
  total: Pence;
  /** The batch work order and packing list exist once the store is closed. */
  documentsReady: boolean;
  proofApprovedAt: string | null;
  shippedAt: string | null;
}

/**
 * GET /api/stores/by-slug/{slug}: the store as a member with access sees it. Without access the API answers 404
 * (and the page asks for the code or a sign-in): the prices are never shown.
 */
export interface MemberStoreView {
  id: string;
  name: string;
  slug: string;
  welcome: string;
  bannerUrl: string | null;
  logo: StoreLogoView | null;
  state: StoreState;
  /** Why it takes no order now ("This store closed on 12 December 2026. To order, …"), or null while open. */
  closedMessage: string | null;
  opensOn: string | null;
  closesOn: string | null;
  delivery: StoreDelivery;
  payer: StorePayer;
  names: StoreNames;
  offers: StoreOfferView[];
}

/**
 * What the store page needs before access: the store's name and how to get in (no prices, no garments). Answered
 * by GET /api/stores/by-slug/{slug}/gate for any store that exists and is not archived.
 */
export interface StoreGateView {
  name: string;
  slug: string;
  access: StoreAccess;
  /** For 'domain': the domains (shown as "@stmarys.sch.uk") a member signs in with. */
  allowedDomains: string[];
  /** Whether the visitor already has access (then the page shows the store). */
  granted: boolean;
  /** Why a signed-in visitor has no access (wrong domain, e-mail not verified), or null. */
  refusal: string | null;
}

/**
 * A cart of a team store's lines, as the cart and checkout pages adapt to it (CartView.store): where the garments
 * go and who pays. Null on a cart of the shop's own lines.
 */
export interface CartStoreView {
  id: string;
  name: string;
  slug: string;
  delivery: StoreDelivery;
  /** Delivery to the organisation: its address (the member's own address is not asked for). */
  deliveryAddress: TradeAddress | null;
  payer: StorePayer;
  /** The organisation pays on its trade account (else the seller invoices it); meaningless when members pay. */
  onTradeAccount: boolean;
  /** That trade account, when the organisation pays on one. */
  tradeAccountId: string | null;
  /** Why the store takes no order now, or null while it is open: checkout refuses with the same sentence. */
  closedMessage: string | null;
}
