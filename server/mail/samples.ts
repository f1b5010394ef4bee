import type { BundleGarment, LineItem } from '../../domain/line-item';
import type { OrderStatus, PaymentStatus } from '../../domain/orders';
import type { ProductionStatus } from '../../domain/production';
import { invoiceBalances, statementOf, type LedgerEntry, type PaymentTermsDays } from '../../domain/trade';
import type { StatementView } from '../../domain/trade-view';
import type { ContactMessage } from '../../domain/schemas/contact';

/**
 * Sample data for the seller's mail previews (/admin/mail-previews) and the templates' tests: one order with a
 * decorated polo (ten, at their quantity break), a plain hoodie and a bundle, as a real shop sends them. Pure
 * data: the pictures are the demo catalogue's, drawn only where the shop's file store has them. Names carry an
 * "&" on purpose, so a preview shows the escaping at work.
 */

const ORDER_ID = '5f0c2a4e-8d3b-4a61-9c2e-7b1d3f6a9e01';

const polo: LineItem = {
  id: 'a1f4c6d8-2b3e-4f50-8a71-0c9d2e4f6a01',
  productId: 'b2e5d7f9-3c4f-4061-9b82-1d0e3f5a7b02',
  title: 'Kustom Kit Klassic Polo',
  productTypes: ['polo'],
  image: '/files/demo/v3/garments/polo/1f2a44-front.webp',
  backImage: '/files/demo/v3/garments/polo/1f2a44-back.webp',
  colour: 'Navy',
  colourHex: '#1f2a44',
  size: 'L',
  // ten polos reach the polo's 10+ price (£11.99 rather than £12.99) and the embroidery's (£4.50 rather than £5.50)
  quantity: 10,
  unitPrice: 1199,
  priceBreak: 10,
  decorations: [
    {
      position: 'Left Breast',
      method: 'Embroidery',
      design: { kind: 'text', text: 'Bloggs & Sons', font: 'Serif' },
      isPreviousLogo: false,
      unitPrice: 450,
      priceBreak: 10,
    },
  ],
  notes: 'Gold thread, please',
  goods: 11_990,
  logoCharge: 4500,
};

const hoodie: LineItem = {
  id: 'c3a6e8b0-4d5f-4172-8c93-2e1f4a6b8c03',
  productId: 'd4b7f9c1-5e6a-4283-9da4-3f2a5b7c9d04',
  title: 'Gildan Heavy Blend Hooded Sweatshirt',
  productTypes: ['hoodie'],
  image: '/files/demo/v3/garments/hoodie/a9aaad-front.webp',
  backImage: '/files/demo/v3/garments/hoodie/a9aaad-back.webp',
  colour: 'Sport Grey',
  colourHex: '#a9aaad',
  size: 'XL',
  quantity: 2,
  unitPrice: 2199,
  decorations: [],
  notes: null,
  goods: 4398,
  logoCharge: 0,
};

const teeGarment: BundleGarment = {
  productId: 'e5c8a0d2-6f7b-4394-8eb5-4a3b6c8d0e05',
  title: 'Gildan Heavy Cotton T-Shirt',
  productTypes: ['t-shirt'],
  image: '/files/demo/v3/garments/tshirt/1c1c1e-front.webp',
  backImage: '/files/demo/v3/garments/tshirt/1c1c1e-back.webp',
  colour: 'Black',
  colourHex: '#1c1c1e',
  size: 'M',
  quantity: 3,
  unitPrice: 649,
};

const hoodieGarment: BundleGarment = {
  productId: hoodie.productId,
  title: hoodie.title,
  productTypes: hoodie.productTypes,
  image: hoodie.image,
  backImage: hoodie.backImage,
  colour: hoodie.colour,
  colourHex: hoodie.colourHex,
  size: 'L',
  quantity: 2,
  unitPrice: hoodie.unitPrice,
};

const bundle: LineItem = {
  id: 'f6d9b1e3-7a8c-44a5-9fc6-5b4c7d9e1f06',
  productId: null,
  title: 'Solo Trader Starter — 3 T-shirts & 2 hoodies',
  productTypes: [],
  image: '/files/demo/v3/bundles/solo-trader-starter.webp',
  backImage: null,
  colour: '',
  colourHex: null,
  size: '',
  quantity: 1,
  unitPrice: 4999,
  decorations: [
    {
      position: 'Left Breast',
      method: 'Print',
      design: { kind: 'text', text: 'Bloggs & Sons', font: 'Sans-serif' },
      isPreviousLogo: false,
    },
  ],
  notes: null,
  bundle: {
    bundleId: '07eab2f4-8b9d-45b6-8ad7-6c5d8e0f2a07',
    garments: [teeGarment, hoodieGarment],
    garmentCount: 5,
    separatePrice: 3 * 649 + 2 * 2199,
  },
  goods: 4999,
  logoCharge: 1000,
};

export const SAMPLE_LINES: LineItem[] = [polo, hoodie, bundle];

/**
 * A team store's polo with a name on each garment (issue 32): the store's logo is in its price, the names are
 * charged in its logo charge (3 × £3.50). One name carries an "&" and one starts with "=" on purpose.
 */
export const SAMPLE_NAMED_LINE: LineItem = {
  ...polo,
  id: 'c3a6e8f0-4d5a-4172-8c93-2e1f4a6b8c03',
  size: 'M',
  quantity: 3,
  unitPrice: 1800,
  priceBreak: null,
  notes: null,
  names: {
    position: 'Large Back',
    method: 'Print',
    font: 'Sans-serif',
    names: ['Priya Shah', 'Tom & Jerry', '=Coach'],
    unitPrice: 350,
  },
  store: { id: 'd4b7f9a1-5e6b-4283-9da4-3f2a5b7c9d04', name: 'Leeds Rugby Club', slug: 'leeds-rugby' },
  goods: 5400,
  logoCharge: 1050,
};

const shippingAddress = {
  firstName: 'Jo',
  lastName: 'Bloggs',
  companyName: 'Bloggs & Sons Joinery',
  address: '12 Mill Lane',
  postCode: 'LS1 4AB',
  city: 'Leeds',
  country: 'United Kingdom',
  email: 'jo@bloggs-joinery.co.uk',
  phone: '07700 900123',
  additionalInfo: 'Deliveries to the side door, please.',
};

const goods = SAMPLE_LINES.reduce((n, l) => n + l.goods, 0);
const logoCharges = SAMPLE_LINES.reduce((n, l) => n + l.logoCharge, 0);
const setupFees = 1000;
const discount = Math.round((goods + logoCharges + setupFees) * 0.1);

/** A paid order of an account holder, shipped and part refunded: every mail about an order reads from it. */
export const SAMPLE_ORDER = {
  id: ORDER_ID,
  number: 1042,
  email: 'jo@bloggs-joinery.co.uk',
  userId: '18fbc3a5-9cae-46c7-9be8-7d6e9f1a3b08',
  shippingAddress,
  shippingType: 'standard',
  goods,
  logoCharges,
  setupFees,
  discountPercent: 10,
  discount,
  promoCode: 'SPRING10',
  shipping: 0,
  total: goods + logoCharges + setupFees - discount,
  trackingId: 'AB123456789GB',
  carrier: 'Royal Mail',
  createdAt: new Date('2026-11-20T10:00:00Z'),
  paidAt: new Date('2026-11-20T10:05:00Z') as Date | null,
  status: 'Shipped' as OrderStatus,
  paymentStatus: 'paid' as PaymentStatus,
  refundedAmount: 2199,
  refundedAt: new Date('2026-11-27T09:00:00Z') as Date | null,
  productionStatus: 'Approved' as ProductionStatus | null,
  proofVersion: 2,
  approvedAt: new Date('2026-11-23T12:00:00Z') as Date | null,
  poNumber: null as string | null,
  tradeAccountId: null as string | null,
  invoiceDueDay: null as string | null,
  paymentTermsDays: null as number | null,
  lines: SAMPLE_LINES,
};

/** A trade account as the trade mails and the on-account order's invoice name it (issue 31). */
export const SAMPLE_TRADE_ACCOUNT = {
  id: '2a7d5c1e-0b4f-4c83-9e26-8f1a3b5d7c09',
  businessName: 'Bloggs & Sons Joinery Ltd',
  contactName: 'Priya Shah',
  contactEmail: 'accounts@bloggs-joinery.co.uk',
  invoiceAddress: {
    address: 'Accounts, 12 Mill Lane',
    city: 'Leeds',
    postCode: 'LS1 4AB',
    country: 'United Kingdom',
  },
  creditLimit: 150_000,
  termsDays: 30 as PaymentTermsDays,
  poRequired: true,
  monthlySpend: '500-2000' as const,
  reason: null as string | null,
};

/** The same order placed on that trade account with the buyer's purchase order: invoiced, due in 30 days. */
export const SAMPLE_ACCOUNT_ORDER = {
  ...SAMPLE_ORDER,
  status: 'Confirmed' as OrderStatus,
  paidAt: null,
  paymentStatus: 'invoiced' as PaymentStatus,
  refundedAmount: 0,
  refundedAt: null,
  poNumber: 'PO-4471/B',
  tradeAccountId: SAMPLE_TRADE_ACCOUNT.id,
  invoiceDueDay: '2026-12-20',
  paymentTermsDays: 30,
};

/** The order page's signed link as a mail carries it (a made-up token). */
export const SAMPLE_ORDER_TOKEN = 'sample-order-link-token';

export const SAMPLE_PROOF = {
  version: 2,
  message:
    'Here is your logo on the navy polo, 9 cm wide on the left breast.\n\nWe have set "Bloggs & Sons" in gold thread as you asked.',
  comment: 'Could the letters be a little bigger?\nThank you!',
};

export const SAMPLE_SELLER_MESSAGE =
  'Your polos are being embroidered today & will ship tomorrow.\nWe will send the tracking number as soon as we have it.';

export const SAMPLE_PROMO = {
  subject: 'Our spring offer: 10% off embroidered workwear',
  body: 'Spring is here & so are new colours.\n\nOrder your team kit this month:\nevery polo, hoodie and softshell is 10% off.',
  promo: { code: 'SPRING10', percent: 10, expiresAt: new Date('2026-05-31T12:00:00Z') },
};

/** The notes a seller's re-order mail lists when a line could not come back as it was. */
export const SAMPLE_REORDER_NOTES = [
  'Gildan Heavy Blend Hooded Sweatshirt in Sport Grey, size XL is no longer sold.',
];

export const SAMPLE_CODE = { firstName: 'Jo', code: '428613' };

export const SAMPLE_CONTACT: ContactMessage = {
  fullName: 'Priya Shah',
  email: 'priya@shahbuilders.co.uk',
  contactNumber: '0113 496 0000',
  company: 'Shah Builders & Co',
  message:
    'Hello,\n\nCould you quote for 40 embroidered polos and 20 hi-vis vests <with our logo>?\nWe need them by the end of May.\n\nThanks, Priya',
};

/** Why the seller declined or suspended the sample account, as the customer is told. */
export const SAMPLE_TRADE_REASONS = {
  declined:
    'We could not find the company number you gave at Companies House & would need it to open an account.',
  suspended: 'Two invoices are more than 30 days overdue. Once they are paid we will reopen the account.',
};

/** A ledger record of the sample account; an order's records name a made-up order of that number. */
const ledgerEntry = (
  n: number,
  e: Pick<LedgerEntry, 'kind' | 'amount' | 'day'> & Partial<LedgerEntry>,
): LedgerEntry => ({
  id: `sample-ledger-${n}`,
  orderId: e.orderNumber ? `sample-order-${e.orderNumber}` : null,
  orderNumber: null,
  dueDay: null,
  reference: null,
  ...e,
});

/**
 * The sample account's ledger: an October invoice part paid, another credited (its order cancelled), and the
 * order above invoiced. Its statement is what the statement mail attaches.
 */
const SAMPLE_LEDGER: LedgerEntry[] = [
  ledgerEntry(1, {
    kind: 'invoice',
    amount: 18_640,
    day: '2026-10-05',
    orderNumber: 1031,
    dueDay: '2026-11-04',
  }),
  ledgerEntry(2, {
    kind: 'invoice',
    amount: 4_200,
    day: '2026-10-19',
    orderNumber: 1036,
    dueDay: '2026-11-18',
  }),
  ledgerEntry(3, { kind: 'credit', amount: 4_200, day: '2026-10-21', orderNumber: 1036 }),
  ledgerEntry(4, {
    kind: 'payment',
    amount: 10_000,
    day: '2026-11-10',
    orderNumber: 1031,
    reference: 'BACS 7731',
  }),
  ledgerEntry(5, {
    kind: 'invoice',
    amount: SAMPLE_ACCOUNT_ORDER.total,
    day: '2026-11-20',
    orderId: SAMPLE_ACCOUNT_ORDER.id,
    orderNumber: SAMPLE_ACCOUNT_ORDER.number,
    dueDay: SAMPLE_ACCOUNT_ORDER.invoiceDueDay,
  }),
];

const STATEMENT_FROM = '2026-09-01';
const STATEMENT_TO = '2026-11-30';

/** The sample account's statement for the autumn, as domain/trade sums it. */
export const SAMPLE_STATEMENT: StatementView = {
  account: SAMPLE_TRADE_ACCOUNT,
  ...statementOf(SAMPLE_LEDGER, STATEMENT_FROM, STATEMENT_TO),
  unpaid: invoiceBalances(SAMPLE_LEDGER, STATEMENT_TO).filter((i) => i.outstanding > 0),
  issuedOn: STATEMENT_TO,
};
