import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../../domain/line-item';
import type { ShopInfo } from '../../../domain/shop-info';
import {
  NO_VAT,
  renderCreditNotePdf,
  renderInvoicePdf,
  renderWorkOrderPdf,
  type PdfOrder,
} from './order-pdfs';
import { CLUB_AT_BREAK } from '../../../tests/helpers/line-items';
import { DOCUMENT_SHOP, DOCUMENT_SHOP_WITH_BANK, expectText } from '../../../tests/helpers/pdf-documents';
import { pdfText } from '../../../tests/helpers/pdf-text';

const shop = DOCUMENT_SHOP;

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
  status: 'Confirmed',
  paymentStatus: 'paid',
  refundedAmount: 0,
  refundedAt: null,
  productionStatus: 'Approved',
  proofVersion: 2,
  approvedAt: new Date('2026-11-24T12:00:00Z'),
  poNumber: null,
  tradeAccountId: null,
  invoiceDueDay: null,
  paymentTermsDays: null,
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

/** Cancelled on 23 November 2026 and given its money back in full (to the card, or credited to the account). */
const cancelledAndRefunded = (o: PdfOrder): PdfOrder => ({
  ...o,
  status: 'Cancelled',
  paymentStatus: 'refunded',
  refundedAmount: o.total,
  refundedAt: new Date('2026-11-23T09:00:00Z'),
});

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
      'Invoice number: INV-1042',
      'Order: #1042',
      'Invoice date: 20 November 2026',
      'Supply date: 20 November 2026',
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
      'Paid by card on 20 November 2026. Thank you for your order.',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  const refunded = cancelledAndRefunded(order);

  it.each([
    [
      'a cancelled, refunded order',
      refunded,
      [
        'REFUNDED',
        'This order was cancelled and refunded.',
        'see credit note CN-1042',
        'on 23 November 2026',
      ],
    ],
    [
      'a cancelled, paid order not refunded yet',
      { ...order, status: 'Cancelled' },
      ['CANCELLED', `A refund of £${(order.total / 100).toFixed(2)} is due`],
    ],
    [
      'an order cancelled before payment',
      { ...order, status: 'Cancelled', paymentStatus: 'unpaid', paidAt: null },
      ['CANCELLED', 'cancelled before it was paid. Nothing is owed.'],
    ],
    ['an unpaid order', { ...order, paymentStatus: 'unpaid', paidAt: null }, ['Not paid yet']],
  ] as [string, PdfOrder, string[]][])(
    'says so for %s, and never thanks for a payment',
    async (_, o, says) => {
      const text = await pdfText(await renderInvoicePdf({ order: o, shop }));
      for (const expected of says) expect(text, expected).toContain(expected);
      expect(text).not.toContain('Thank you');
      expect(text).toContain('Invoice number: INV-1042');
      if (!o.paidAt) expect(text).not.toContain('Paid by card');
    },
  );

  it('prints names outside Latin-1 whole, in an embedded Unicode font', async () => {
    const crew: PdfOrder = {
      ...order,
      shippingAddress: {
        ...order.shippingAddress,
        firstName: 'Łukasz',
        lastName: 'Żółć',
        companyName: 'Nguyễn Đức Thắng Scaffolding',
        address: '12 Świętokrzyska Way',
      },
    };
    const pdf = await renderInvoicePdf({ order: crew, shop });
    const text = await pdfText(pdf);
    expect(text).toContain('Łukasz Żółć');
    expect(text).toContain('Nguyễn Đức Thắng Scaffolding');
    expect(text).toContain('12 Świętokrzyska Way');
    // the font travels in the file (subset), not one of the 14 standard fonts a reader substitutes
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
    expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
    for (const render of [renderWorkOrderPdf, renderCreditNotePdf])
      expect(
        await pdfText(
          await render({
            order: {
              ...refunded,
              ...crew,
              status: 'Cancelled',
              paymentStatus: 'refunded',
              refundedAmount: order.total,
            },
            shop,
          }),
        ),
      ).toContain('Łukasz Żółć');
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

const tradeShop = DOCUMENT_SHOP_WITH_BANK;

/** Placed on a trade account on Friday 20 November 2026 at 30 days, with the council's purchase order. */
const onAccount: PdfOrder = {
  ...order,
  paidAt: null,
  paymentStatus: 'invoiced',
  poNumber: 'PO-LCC-88213',
  tradeAccountId: '0190a8f2-0000-7000-8000-00000000a001',
  invoiceDueDay: '2026-12-20',
  paymentTermsDays: 30,
};
const account = {
  businessName: 'Leeds City Council — Highways',
  invoiceAddress: {
    address: 'Accounts Payable, PO Box 837',
    city: 'Leeds',
    postCode: 'LS1 9PX',
    country: 'United Kingdom',
  },
};

describe('the invoice of an order placed on a trade account', () => {
  it('carries the invoice number and date, the due date, the terms, the PO number and how to pay', async () => {
    const text = await pdfText(await renderInvoicePdf({ order: onAccount, shop: tradeShop, account }));
    expectText(
      text,
      [
        'Invoice number: INV-1042',
        'Invoice date: 20 November 2026',
        'Due date: 20 December 2026',
        'Terms: 30 days',
        'PO number: PO-LCC-88213',
        // addressed to the accounts, delivered to the site
        'Invoice to Leeds City Council — Highways Accounts Payable, PO Box 837 Leeds LS1 9PX United Kingdom',
        'Deliver to Jo Bloggs Bloggs Builders Ltd',
        `Total due £${(order.total / 100).toFixed(2)}`,
        'Invoiced — due 20 December 2026.',
        'How to pay',
        `Please pay £${(order.total / 100).toFixed(2)} by 20 December 2026 by bank transfer.`,
        'Account name Workwear Wardrobe Ltd',
        'Sort code 12-34-56',
        'Account number 12345678',
        'Reference INV-1042',
      ],
      ['Paid by card', 'Supply date', 'Not paid yet'],
    );
  });

  it('asks the customer to contact the shop for its bank details when it has configured none', async () => {
    for (const noBank of [shop, { ...shop, bank: null }]) {
      const text = await pdfText(await renderInvoicePdf({ order: onAccount, shop: noBank }));
      expect(text).toContain('How to pay');
      expect(text).toContain(
        'Contact us for our bank details: 01274 123 456 or hello@workwearwardrobe.co.uk. Please quote INV-1042 as the reference.',
      );
      expect(text).not.toContain('Sort code');
      // without the account, to the delivery address as a card order's
      expect(text).toContain('Billed and delivered to Jo Bloggs');
    }
  });

  it.each([
    ['paid in full', { paymentStatus: 'paid' }, ['Paid in full. Thank you for your order.'], ['How to pay']],
    [
      'cancelled and credited',
      {
        status: 'Cancelled',
        paymentStatus: 'refunded',
        refundedAmount: order.total,
        refundedAt: new Date('2026-11-23T09:00:00Z'),
      },
      [
        'CREDITED',
        'This order was cancelled and credited.',
        `£${(order.total / 100).toFixed(2)} was credited to your trade account on 23 November 2026: see credit note CN-1042.`,
      ],
      ['How to pay', 'refunded to the card', 'Invoiced — due'],
    ],
    [
      'cancelled, its credit note to come',
      { status: 'Cancelled' },
      ['CANCELLED', 'Its invoice is credited to your trade account with credit note CN-1042.'],
      ['How to pay', 'Nothing is owed', 'refund'],
    ],
  ] as [string, Partial<PdfOrder>, string[], string[]][])(
    'says so when %s, and asks for no payment',
    async (_, over, says, never) => {
      const text = await pdfText(
        await renderInvoicePdf({ order: { ...onAccount, ...over }, shop: tradeShop }),
      );
      expectText(text, [...says, 'Due date: 20 December 2026', 'PO number: PO-LCC-88213'], never);
    },
  );

  it('prints a card order’s PO number too', async () => {
    const text = await pdfText(await renderInvoicePdf({ order: { ...order, poNumber: 'PO 4471/B' }, shop }));
    expect(text).toContain('PO number: PO 4471/B');
    expect(text).toContain('Paid by card on 20 November 2026. Thank you for your order.');
    expect(text).not.toContain('How to pay');
    expect(text).not.toContain('Due date');
  });
});

describe('the credit note PDF', () => {
  const total = `£${(order.total / 100).toFixed(2)}`;
  it.each([
    [
      'a card order, refunded to the card',
      order,
      shop,
      [`${total} was refunded to the card it was paid with on 23 November 2026.`, `Amount credited ${total}`],
      ['trade account'],
    ],
    [
      'an on-account order, credited to the trade account',
      onAccount,
      tradeShop,
      [
        'PO number: PO-LCC-88213',
        `${total} was credited to your trade account on 23 November 2026.`,
        'Nothing was refunded to a card',
        `Credited to account ${total}`,
      ],
      ['refunded to the card'],
    ],
  ] as [string, PdfOrder, ShopInfo, string[], string[]][])(
    'credits the invoice of %s with the amount given back',
    async (_, o, s, says, never) => {
      const text = await pdfText(await renderCreditNotePdf({ order: cancelledAndRefunded(o), shop: s }));
      expectText(
        text,
        [
          'CREDIT NOTE',
          'Credit note number: CN-1042',
          'Date: 23 November 2026',
          'For invoice: INV-1042',
          'Order: #1042',
          'This credit note cancels invoice INV-1042 of 20 November 2026 in full.',
          'Kustom Kit Klassic Polo',
          `Invoice total ${total}`,
          NO_VAT,
          ...says,
        ],
        never,
      );
    },
  );

  it('is refused for an order with no refund', async () => {
    await expect(renderCreditNotePdf({ order, shop })).rejects.toThrow(/no refund/);
  });
});

/** No charge or total of the order: those are the invoice's, not the workshop's. */
function expectNoCharges(text: string) {
  for (const charge of [
    'Garments £',
    'Logo charges',
    'Setup fees',
    'Discount',
    `£${(order.total / 100).toFixed(2)}`,
  ])
    expect(text, charge).not.toContain(charge);
}

describe('the work order PDF', () => {
  it('lists every decoration in full for the workshop, each line’s price each and no charges', async () => {
    const text = await pdfText(await renderWorkOrderPdf({ order, shop, mockup: thumbnail }));
    expect(text).toContain('WORK ORDER');
    expect(text).toContain('8 × Kustom Kit Klassic Polo £12.99 each');
    expect(text).toContain("Left Breast: Embroidery, text 'BLOGGS & SONS <b>' in Serif");
    expect(text).toContain('2 × Gildan Heavy Cotton T-Shirt £12.99 each');
    expect(text).toContain('Plain garment: no decoration.');
    expectNoCharges(text);
  });

  it('carries the delivery method, the delivery notes, the due date and the approved proof', async () => {
    const expedited: PdfOrder = {
      ...order,
      shippingType: 'expedited',
      shippingAddress: { ...order.shippingAddress, additionalInfo: 'Gate code 4721, leave with site office' },
    };
    const text = await pdfText(await renderWorkOrderPdf({ order: expedited, shop }));
    for (const expected of [
      'Delivery Expedited (1-2 business days)',
      'Delivery notes Gate code 4721, leave with site office',
      // approved Tuesday 24 November 2026: the last of 10 working days is 8 December
      'Due: 8 December 2026',
      "Due 8 December 2026 (10 working days from the proof's approval)",
      'Proof Version 2, approved 24 November 2026',
    ])
      expect(text, expected).toContain(expected);
    expectNoCharges(text);
  });

  it.each([
    [{ productionStatus: 'Proof sent', approvedAt: null }, 'Version 2 sent, not approved yet. Do not start.'],
    [
      { productionStatus: 'Awaiting proof', proofVersion: 0, approvedAt: null },
      'Not sent yet. Do not start.',
    ],
    [{ status: 'Cancelled' }, 'CANCELLED This order was cancelled: do not make or send it.'],
  ] as [Partial<PdfOrder>, string][])('warns the workshop: %o', async (over, warning) => {
    const text = await pdfText(await renderWorkOrderPdf({ order: { ...order, ...over }, shop }));
    expect(text).toContain(warning);
  });

  it('gives plain garments 3 working days from payment', async () => {
    const plain: PdfOrder = { ...order, productionStatus: null, approvedAt: null, lines: [order.lines[1]!] };
    const text = await pdfText(await renderWorkOrderPdf({ order: plain, shop }));
    // paid Friday 20 November 2026
    expect(text).toContain('Due 25 November 2026 (dispatch within 3 working days of payment)');
    expect(text).toContain('Proof None needed (no decoration)');
  });

  it('counts an order placed on account from when it was placed, and carries its PO number', async () => {
    const plain: PdfOrder = {
      ...onAccount,
      productionStatus: null,
      approvedAt: null,
      lines: [order.lines[1]!],
    };
    const text = await pdfText(await renderWorkOrderPdf({ order: plain, shop }));
    // placed Friday 20 November 2026, invoiced, not paid
    expectText(
      text,
      ['Due 25 November 2026 (dispatch within 3 working days of the order)', 'PO number: PO-LCC-88213'],
      ['after payment', 'not paid'],
    );
  });
});

describe('an order placed at its quantity breaks', () => {
  // twelve polos at the polo's 10+ price, their embroidery at its 10+ price; the large back print at the flat fee
  const atBreaks: PdfOrder = {
    ...order,
    lines: [
      line({
        quantity: 12,
        unitPrice: 1199,
        priceBreak: 10,
        goods: 14_388,
        logoCharge: 12 * (450 + 550),
        decorations: CLUB_AT_BREAK,
      }),
    ],
  };

  it('says the price each and the break on the invoice and the credit note, and the decoration’s where it differs', async () => {
    for (const render of [renderInvoicePdf, renderCreditNotePdf]) {
      const text = await pdfText(
        await render({ order: { ...atBreaks, paymentStatus: 'refunded', refundedAmount: 100 }, shop }),
      );
      for (const expected of [
        '12 £11.99',
        '10+ price',
        "Left Breast: Embroidery, text 'CLUB' in Serif · £4.50 per garment (10+ price)",
        'Logo application £120.00',
      ])
        expect(text, expected).toContain(expected);
      // the flat fee goes unsaid
      expect(text).toContain("Large Back: Print, text 'CLUB' in Serif");
      expect(text).not.toContain('£5.50');
    }
  });

  it('gives the workshop the price each charged and the break, and no charges', async () => {
    const text = await pdfText(await renderWorkOrderPdf({ order: atBreaks, shop }));
    for (const expected of [
      '12 × Kustom Kit Klassic Polo £11.99 each (10+ price)',
      "Left Breast: Embroidery, text 'CLUB' in Serif · £4.50 per garment (10+ price)",
    ])
      expect(text, expected).toContain(expected);
    expectNoCharges(text);
  });
});

describe('an order with names on garments (issue 32)', () => {
  const club: LineItem['decorations'] = [
    {
      position: 'Left Breast',
      method: 'Embroidery',
      design: { kind: 'text', text: 'CLUB', font: 'Serif' },
      isPreviousLogo: false,
    },
  ];
  const mediums = ['Alice Smith', 'Bob Jones', '=SUM(A1)'];
  const larges = ['Zoë Łukasz', 'Dan <b>Bold</b>'];
  const names = (list: string[]) => ({
    position: 'Large Back' as const,
    method: 'Print' as const,
    font: 'Script' as const,
    names: list,
    unitPrice: 350,
  });
  const named: PdfOrder = {
    ...order,
    goods: 5 * 1299,
    // each line's logo charge includes its names: £5.50 logo + £3.50 name a garment
    logoCharges: 5 * 550 + 5 * 350,
    setupFees: 2000,
    discount: 0,
    discountPercent: 0,
    promoCode: null,
    total: 5 * 1299 + 5 * 900 + 2000,
    lines: [
      line({ quantity: 3, goods: 3 * 1299, logoCharge: 3 * 900, decorations: club, names: names(mediums) }),
      line({
        id: 'l2',
        size: 'L',
        quantity: 2,
        goods: 2 * 1299,
        logoCharge: 2 * 900,
        decorations: club,
        names: names(larges),
      }),
    ],
  };

  it('gives the names charge its own rows, the logo rows without it, adding up to the same total', async () => {
    const text = await pdfText(await renderInvoicePdf({ order: named, shop }));
    for (const expected of [
      '3 names · Large Back: Print, Script · Names £3.50 each',
      'Logo application £16.50',
      'Names: 3 × £3.50 £10.50',
      'Names: 2 × £3.50 £7.00',
      'Logo charges £27.50',
      'Names: 5 × £3.50 £17.50',
      'Setup fees £20.00',
      `Total £${(named.total / 100).toFixed(2)}`,
    ])
      expect(text, expected).toContain(expected);
    // the garments, logo, names and setup rows add up to the total
    expect(5 * 1299 + 2750 + 1750 + 2000).toBe(named.total);
  });

  it('lists every name by size for the workshop, as plain text, with no charges', async () => {
    const text = await pdfText(await renderWorkOrderPdf({ order: named, shop }));
    for (const expected of [
      'Names, size M (3):',
      '1. Alice Smith',
      '2. Bob Jones',
      '3. =SUM(A1)',
      'Names, size L (2):',
      '1. Zoë Łukasz',
      '2. Dan <b>Bold</b>',
    ])
      expect(text, expected).toContain(expected);
    expectNoCharges(text);
  });

  it('says a team store line is from its store with its logo included', async () => {
    const storeOrder: PdfOrder = {
      ...named,
      lines: [{ ...named.lines[0]!, store: { id: 's1', name: "St Mary's School", slug: 'st-marys' } }],
    };
    const text = await pdfText(await renderInvoicePdf({ order: storeOrder, shop }));
    expect(text).toContain("From St Mary's School · Logo included");
  });
});
