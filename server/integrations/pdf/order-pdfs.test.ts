import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../../domain/line-item';
import type { ShopInfo } from '../../../domain/shop-info';
import { NO_VAT, renderInvoicePdf, renderWorkOrderPdf, type PdfOrder } from './order-pdfs';

/** Every page's text, as a PDF reader would extract it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), disableFontFace: true, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

const shop: ShopInfo = {
  name: 'Workwear Wardrobe',
  phone: '01274 123 456',
  email: 'hello@workwearwardrobe.co.uk',
  address: 'Unit 4, Canal Road Works, Bradford BD1 4AB, United Kingdom',
  guideVideoUrl: null,
  social: [],
};

const line = (over: Partial<LineItem>): LineItem => ({
  id: 'l1',
  productId: 'p1',
  title: 'Kustom Kit Klassic Polo',
  productTypes: ['polo'],
  image: '/files/demo/polo.webp',
  backImage: null,
  colour: 'Navy',
  colourHex: '#1f2a44',
  size: 'M',
  quantity: 8,
  unitPrice: 1299,
  decorations: [],
  notes: null,
  goods: 10392,
  logoCharge: 0,
  ...over,
});

const order: PdfOrder = {
  id: '0190a8f2-5b6c-7d8e-9f01-23456789abcd',
  number: 1042,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  paidAt: new Date('2026-11-20T10:05:00Z'),
  email: 'jo@bloggsbuilders.co.uk',
  shippingAddress: {
    firstName: 'Jo',
    lastName: 'Bloggs',
    companyName: 'Bloggs Builders Ltd',
    address: '1 High Street',
    postCode: 'LS1 4AP',
    city: 'Leeds',
    country: 'United Kingdom',
    email: 'jo@bloggsbuilders.co.uk',
    phone: '0113 496 0000',
    additionalInfo: '',
  },
  shippingType: 'standard',
  goods: 10392 + 2598,
  logoCharges: 8800,
  setupFees: 4000,
  discountPercent: 10,
  discount: 2579,
  promoCode: 'SAVE10',
  shipping: 0,
  total: 10392 + 2598 + 8800 + 4000 - 2579,
  lines: [
    line({
      quantity: 8,
      logoCharge: 8800,
      decorations: [
        {
          position: 'Left Breast',
          method: 'Embroidery',
          design: { kind: 'text', text: 'BLOGGS & SONS <b>', font: 'Serif' },
          isPreviousLogo: false,
        },
        {
          position: 'Large Back',
          method: 'Print',
          design: { kind: 'logo', name: 'bloggs-back.png', logo: null },
          isPreviousLogo: false,
        },
      ],
      notes: 'Logo in white, please',
    }),
    line({
      id: 'l2',
      title: 'Gildan Heavy Cotton T-Shirt',
      size: 'L',
      quantity: 2,
      unitPrice: 1299,
      goods: 2598,
    }),
  ],
};

const thumbnail = () =>
  sharp({ create: { width: 200, height: 100, channels: 3, background: '#1f2a44' } })
    .png()
    .toBuffer();

describe('the invoice PDF', () => {
  it('carries the shop, the order, every line with its decorations, every charge, the total and No VAT', async () => {
    const pdf = await renderInvoicePdf({ order, shop, mockup: thumbnail });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Workwear Wardrobe',
      'Unit 4, Canal Road Works, Bradford BD1 4AB',
      'INVOICE',
      'Order: #1042',
      'Invoice date: 20 November 2026',
      'Bloggs Builders Ltd',
      'Leeds LS1 4AP',
      'Kustom Kit Klassic Polo',
      "Left Breast: Embroidery, text 'BLOGGS & SONS <b>' in Serif",
      'Large Back: Print, logo bloggs-back.png',
      'Notes: Logo in white, please',
      'Gildan Heavy Cotton T-Shirt',
      'Garments £129.90',
      'Logo charges £88.00',
      'Setup fees £40.00',
      'Discount (SAVE10, 10%) -£25.79',
      'Shipping (Standard (UK)) Free',
      `Total £${((10392 + 2598 + 8800 + 4000 - 2579) / 100).toFixed(2)}`,
      NO_VAT,
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('runs onto a second page for a long order', async () => {
    const many = {
      ...order,
      lines: Array.from({ length: 30 }, (_, i) => line({ id: `l${i}`, size: `S${i}` })),
    };
    const text = await pdfText(await renderInvoicePdf({ order: many, shop }));
    expect(text).toContain('S29');
    expect(text).toContain(NO_VAT);
  });
});

describe('the work order PDF', () => {
  it('lists every decoration in full for the workshop, and no prices', async () => {
    const text = await pdfText(await renderWorkOrderPdf({ order, shop, mockup: thumbnail }));
    expect(text).toContain('WORK ORDER');
    expect(text).toContain('8 × Kustom Kit Klassic Polo');
    expect(text).toContain("Left Breast: Embroidery, text 'BLOGGS & SONS <b>' in Serif");
    expect(text).toContain('Plain garment: no decoration.');
    expect(text).not.toMatch(/£\d/);
  });
});
