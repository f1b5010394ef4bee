import type { LineDecoration, LineItem } from './line-item';
import type { LogoMethod, LogoPosition } from './catalogue';
import type { Pence } from './money';
import type { QuoteSizeQuantity, QuoteTotals } from './quote-lines';
import type { QuoteMoveKind, QuoteStatus } from './quotes';

/**
 * A quote as the API hands it out (GET /api/quotes/{id} to the seller, GET /api/quotes/by-token/{token} to the
 * buyer) and every page, mail and PDF renders it. Money in pence; dates as ISO strings (days as YYYY-MM-DD).
 */

/** A garment line as shown: the product's pictures in the colour, for the mock-up. */
export interface QuoteGarmentLineView extends Pick<
  LineItem,
  'title' | 'productTypes' | 'image' | 'backImage' | 'colour' | 'colourHex'
> {
  kind: 'garment';
  productId: string;
  sizes: QuoteSizeQuantity[];
  quantity: number;
  unitPrice: Pence;
  shopUnitPrice: Pence;
  priceBreak: number | null;
  /**
   * As order lines carry them (`unitPrice` set on each): the mock-up and line texts read these; `shopUnitPrice`
   * is the shop's own price there, so a price the seller typed reads as overridden.
   */
  decorations: (LineDecoration & { shopUnitPrice?: Pence })[];
  goods: Pence;
  logoCharge: Pence;
  /** A product deleted or taken off sale since: the seller must replace the line before sending. */
  unavailable: boolean;
}

export interface QuoteCustomLineView {
  kind: 'custom';
  description: string;
  quantity: number;
  unitPrice: Pence;
  goods: Pence;
  logoCharge: 0;
}

export type QuoteLineView = QuoteGarmentLineView | QuoteCustomLineView;

/** One version of the priced quote (or the seller's draft). */
export interface QuoteDocumentView {
  /** 0 for the draft. */
  version: number;
  lines: QuoteLineView[];
  discountPercent: number;
  shipping: Pence;
  totals: QuoteTotals;
  /** YYYY-MM-DD: acceptable to the end of this day. */
  validUntil: string;
  message: string;
  /** ISO; null for the draft. */
  sentAt: string | null;
}

/** What the buyer asked for, as they asked it. */
export interface QuoteRequestView {
  items: {
    productId: string;
    title: string;
    colour: string;
    sizes: QuoteSizeQuantity[];
  }[];
  description: string | null;
  decoration: {
    method: LogoMethod;
    positions: LogoPosition[];
    textLine: string | null;
    font: string | null;
    logo: { id: string; name: string; url: string; previewUrl: string | null } | null;
  } | null;
  neededBy: string | null;
  postcode: string | null;
  notes: string | null;
}

export interface QuoteEventView {
  kind: QuoteMoveKind | 'requested';
  version: number;
  comment: string | null;
  /** 'Customer', 'Guest', the seller's name, or 'Shop'. */
  actor: string;
  at: string;
}

export interface QuoteView {
  id: string;
  /** 'Q-1001' */
  number: string;
  status: QuoteStatus;
  statusLabel: string;
  customer: {
    name: string;
    email: string;
    phone: string | null;
    company: string | null;
    userId: string | null;
  };
  request: QuoteRequestView;
  /** The version last sent (0 before the first send). */
  version: number;
  /** Every version sent, newest first; the buyer answers versions[0]. */
  versions: QuoteDocumentView[];
  /** The seller's working copy (seller only; null for the buyer). */
  draft: QuoteDocumentView | null;
  /** Whether now is past the current version's valid-until. */
  expired: boolean;
  /** The order its payment made. */
  order: { id: string; number: string } | null;
  events: QuoteEventView[];
  /** The PDF of the current version, for whoever is looking (the buyer's by token, the seller's by id). */
  pdfUrl: string | null;
  /** The buyer's page (seller only: to copy or open). */
  buyerUrl: string | null;
  createdAt: string;
}

/** A row of the seller's list or the customer's account list. */
export interface QuoteListItem {
  id: string;
  number: string;
  status: QuoteStatus;
  statusLabel: string;
  name: string;
  company: string | null;
  email: string;
  /** The current version's total; null before the first send. */
  total: Pence | null;
  validUntil: string | null;
  /** Not yet opened by the seller. */
  isNew: boolean;
  createdAt: string;
  /** The buyer's page, for the customer's own list. */
  buyerUrl?: string;
}
