import type {
  QuoteDocumentView,
  QuoteEventView,
  QuoteGarmentLineView,
  QuoteView,
} from '../../domain/quote-view';

/*
 * Quotes as the API hands them out (domain/quote-view.ts), for the tests of what draws them: the quote PDF and
 * the buyer's page.
 */

/** A line's sizes as the size grid gives them: { S: 10 } → [{ size: 'S', quantity: 10 }]. */
export const quoteSizes = (grid: Record<string, number>) =>
  Object.entries(grid).map(([size, quantity]) => ({ size, quantity }));

export const polosLine: QuoteGarmentLineView = {
  kind: 'garment',
  productId: 'p-polo',
  title: 'Kustom Kit Klassic Polo',
  productTypes: ['polo'],
  image: '/files/demo/polo-navy.webp',
  backImage: null,
  colour: 'Navy',
  colourHex: '#1f2a44',
  sizes: quoteSizes({ S: 10, M: 20, L: 10 }),
  quantity: 40,
  unitPrice: 1099,
  shopUnitPrice: 1099,
  priceBreak: 25,
  decorations: [
    {
      position: 'Left Breast',
      method: 'Embroidery',
      design: { kind: 'text', text: 'ACME & Sons', font: 'Standard' },
      isPreviousLogo: false,
      unitPrice: 450,
      priceBreak: 25,
    },
  ],
  goods: 43960,
  logoCharge: 18000,
  unavailable: false,
};

/** The seller agreed £5.00 each where the shop's price is £6.50. */
export const vestsLine: QuoteGarmentLineView = {
  ...polosLine,
  productId: 'p-vest',
  title: 'Hi-Vis Vest',
  productTypes: ['hi-vis'],
  colour: 'Yellow',
  colourHex: '#facc15',
  sizes: quoteSizes({ M: 5, L: 5 }),
  quantity: 10,
  unitPrice: 500,
  shopUnitPrice: 650,
  priceBreak: 10,
  decorations: [],
  goods: 5000,
  logoCharge: 0,
};

export const QUOTE_V2: QuoteDocumentView = {
  version: 2,
  lines: [
    polosLine,
    vestsLine,
    { kind: 'custom', description: 'Digitising', quantity: 1, unitPrice: 2500, goods: 2500, logoCharge: 0 },
  ],
  discountPercent: 10,
  shipping: 995,
  totals: {
    goods: 51460,
    logoCharges: 18000,
    subtotal: 69460,
    discountPercent: 10,
    discount: 6946,
    shipping: 995,
    total: 63509,
    garmentCount: 50,
  },
  validUntil: '2026-12-20',
  message: 'Hi Jo, the polos at the 25+ price as agreed.\nThe vests are on us at £5.00.',
  sentAt: '2026-11-20T10:00:00Z',
};

export const QUOTE_V1: QuoteDocumentView = {
  ...QUOTE_V2,
  version: 1,
  lines: [polosLine],
  discountPercent: 0,
  shipping: 0,
  totals: {
    ...QUOTE_V2.totals,
    goods: 43960,
    subtotal: 61960,
    discountPercent: 0,
    discount: 0,
    shipping: 0,
    total: 61960,
    garmentCount: 40,
  },
  message: '',
  sentAt: '2026-11-18T09:00:00Z',
};

const event = (kind: QuoteEventView['kind'], version: number, at: string, actor: string): QuoteEventView => ({
  kind,
  version,
  comment: null,
  actor,
  at,
});

/**
 * Quote Q-1001 for Jo Bloggs of Bloggs Builders, sent as version 2 (40 embroidered polos at the 25+ price, 10
 * hi-vis vests at an agreed £5.00, a Digitising charge, 10% off, £9.95 delivery) after version 1 (the polos
 * alone) came back for changes; valid until 20 December 2026. `over` changes what the test needs.
 */
export const sentQuote = (over: Partial<QuoteView> = {}): QuoteView => ({
  id: 'q1',
  number: 'Q-1001',
  status: 'sent',
  statusLabel: 'Sent',
  customer: {
    name: 'Jo Bloggs',
    email: 'jo@bloggsbuilders.co.uk',
    phone: '0113 496 0000',
    company: 'Bloggs Builders Ltd',
    userId: null,
  },
  request: {
    items: [],
    description: '40 polos',
    decoration: null,
    neededBy: null,
    postcode: 'LS1 4AP',
    notes: null,
  },
  version: 2,
  versions: [QUOTE_V2, QUOTE_V1],
  draft: null,
  expired: false,
  order: null,
  events: [
    event('requested', 0, '2026-11-17T09:00:00Z', 'Guest'),
    event('startPricing', 0, '2026-11-17T10:00:00Z', 'Sam Seller'),
    event('saveDraft', 0, '2026-11-17T10:05:00Z', 'Sam Seller'),
    event('send', 1, '2026-11-18T09:00:00Z', 'Sam Seller'),
    { ...event('requestChanges', 1, '2026-11-19T09:00:00Z', 'Guest'), comment: 'Can the vests come too?' },
    event('send', 2, '2026-11-20T10:00:00Z', 'Sam Seller'),
  ],
  pdfUrl: '/api/quotes/by-token/t/pdf',
  buyerUrl: null,
  createdAt: '2026-11-17T09:00:00Z',
  ...over,
});
