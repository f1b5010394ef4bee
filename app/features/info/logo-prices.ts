import type { Pence } from '../../../domain/money';

/**
 * Logo charges as the information pages state them (DESIGN.md, "Logo prices"), in pence.
 * Display only: every charge a shopper pays is computed by domain/pricing, which uses the same figures.
 */
export const LOGO_PRICES = {
  /** Applying a logo (embroidery or vinyl print), per garment per position. */
  perGarmentPerPosition: 550 as Pence,
  /** One-time setup (digitising) for each new design, per order. */
  setupPerNewDesign: 2000 as Pence,
  /** Stitches included in the standard embroidery price. */
  includedStitches: 10_000,
  /** Each further block of stitches above the included amount. */
  extraStitchBlock: 1_000,
  extraStitchBlockPrice: 150 as Pence,
} as const;

/** Artwork formats we ask for, and everything the uploader accepts. */
export const ARTWORK_FORMATS = ['PNG', 'JPEG', 'SVG', 'PDF'] as const;
export const UPLOAD_FORMATS = ['PNG', 'JPEG', 'SVG', 'PDF', 'EPS', 'AI'] as const;
export const UPLOAD_MAX_MB = 10;

/** Production time for customised orders, before dispatch. */
export const CUSTOM_ORDER_LEAD_TIME = '5-10 working days';
export const RETURN_WINDOW_DAYS = 14;
export const REFUND_TIME = '5-7 business days';
