import type { Pence } from '../../../domain/money';
import { LOGO_APPLICATION_FEE, SETUP_FEE } from '../../../domain/pricing';

/**
 * Logo charges as the information pages state them (DESIGN.md, "Logo prices"), in pence.
 * The two fees come from domain/pricing, which computes every charge a shopper pays.
 */
export const LOGO_PRICES = {
  /** Applying a logo (embroidery or vinyl print), per garment per position. */
  perGarmentPerPosition: LOGO_APPLICATION_FEE,
  /** One-time setup (digitising) for each new design, per order. */
  setupPerNewDesign: SETUP_FEE,
  /** Stitches included in the standard embroidery price. */
  includedStitches: 10_000,
  /** Each further block of stitches above the included amount. */
  extraStitchBlock: 1_000,
  extraStitchBlockPrice: 150 as Pence,
} as const;

/** Artwork formats we ask for, and everything the uploader accepts. */
export const ARTWORK_FORMATS = ['PNG', 'JPEG', 'SVG', 'PDF'] as const;

/** Production time for customised orders, before dispatch. */
export const CUSTOM_ORDER_LEAD_TIME = '5-10 working days';
export const RETURN_WINDOW_DAYS = 14;
export const REFUND_TIME = '5-7 business days';
