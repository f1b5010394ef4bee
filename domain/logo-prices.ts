import type { Pence } from './money';
import { LOGO_APPLICATION_FEE, SETUP_FEE } from './pricing';
import { PRODUCTION_WORKING_DAYS } from './production';

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

/** Production time for customised orders, before dispatch, counted from the proof's approval (domain/production). */
export const CUSTOM_ORDER_LEAD_TIME = `${PRODUCTION_WORKING_DAYS.min}-${PRODUCTION_WORKING_DAYS.max} working days`;
