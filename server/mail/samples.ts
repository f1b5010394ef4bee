import type { BundleGarment, LineItem } from '../../domain/line-item';
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
  refundedAmount: 2199,
  lines: SAMPLE_LINES,
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
