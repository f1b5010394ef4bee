import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { LineItem } from '../../../domain/line-item';
import type { QuoteView } from '../../../domain/quote-view';
import { loadConfig } from '../../config';
import { shopInfoFrom } from '../../context';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { polosLine, QUOTE_V1 as v1, QUOTE_V2 as v2, sentQuote } from '../../../tests/helpers/quote-views';
import { NO_VAT } from './pdf-layout';
import { quotePdf, quotePdfName } from './quote-pdf';

/** The demo shop, as the server fills it from its default settings. */
const shop = shopInfoFrom(loadConfig({}));
const quote = sentQuote();
const polos = polosLine;

const thumbnail = () =>
  sharp({ create: { width: 200, height: 100, channels: 3, background: '#1f2a44' } })
    .png()
    .toBuffer();

describe('the quote PDF', () => {
  it('is named by the quote number', () => {
    expect(quotePdfName('Q-1001')).toBe('quote_Q-1001.pdf');
  });

  it('carries the shop, the quote, the customer, every line with its sizes and decorations, the totals and No VAT', async () => {
    const text = await pdfText(await quotePdf({ quote, document: v2, shop, mockups: thumbnail }));
    for (const expected of [
      `${shop.name} ${shop.address}`,
      'QUOTE',
      'Quote number: Q-1001',
      'Version: 2',
      'Date: 20 November 2026',
      'Valid until: 20 December 2026',
      'Garments: 50',
      'Prepared for',
      'Jo Bloggs',
      'Bloggs Builders Ltd',
      'jo@bloggsbuilders.co.uk',
      'Message from Workwear Wardrobe',
      'Hi Jo, the polos at the 25+ price as agreed.',
      'Kustom Kit Klassic Polo',
      'Colour Navy',
      'Sizes: S × 10, M × 20, L × 10',
      "Left Breast: Embroidery, text 'ACME & Sons' in Standard · £4.50 per garment (25+ price)",
      'Decoration £180.00',
      '40 £10.99 25+ price £619.60',
      'Hi-Vis Vest',
      'Sizes: M × 5, L × 5',
      '10 £5.00 £50.00',
      'Digitising 1 £25.00 £25.00',
      'Goods £514.60',
      'Decoration £180.00',
      'Subtotal £694.60',
      'Discount (10%) -£69.46',
      'Shipping £9.95',
      'Total £635.09',
      NO_VAT,
      'Prices valid until 20 December 2026.',
    ])
      expect(text, expected).toContain(expected);
    // an agreed price is the quote's own: no break is claimed for it
    expect(text).not.toContain('£5.00 10+ price');
    expect(text).not.toMatch(/DRAFT|SUPERSEDED|EXPIRED/);
  });

  it('draws each garment line by the order documents’ mock-up source, sizes and decorations included', async () => {
    const mockups = vi.fn(async (_line: LineItem) => thumbnail());
    const pdf = await quotePdf({ quote, document: v2, shop, mockups });
    expect(mockups).toHaveBeenCalledTimes(2);
    const [polo] = mockups.mock.calls[0]!;
    expect(polo).toMatchObject({
      title: 'Kustom Kit Klassic Polo',
      image: '/files/demo/polo-navy.webp',
      colour: 'Navy',
      colourHex: '#1f2a44',
      quantity: 40,
      decorations: polos.decorations,
    });
    // the pictures are in the file
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(1);
  });

  it('prints without pictures when a mock-up cannot be drawn', async () => {
    const text = await pdfText(
      await quotePdf({ quote, document: v2, shop, mockups: () => Promise.reject(new Error('no file')) }),
    );
    expect(text).toContain('Kustom Kit Klassic Polo');
  });

  it('marks an earlier version as replaced by the current one', async () => {
    const text = await pdfText(await quotePdf({ quote, document: v1, shop }));
    for (const expected of [
      'Version: 1',
      'Garments: 40',
      'SUPERSEDED This is version 1 of quote Q-1001. Version 2 replaces it.',
      'Total £619.60',
      'Shipping Free',
    ])
      expect(text, expected).toContain(expected);
    for (const absent of ['Message from', 'Discount']) expect(text, absent).not.toContain(absent);
  });

  it.each([
    [
      { status: 'expired', statusLabel: 'Expired', expired: true },
      'EXPIRED This quote expired on 20 December 2026. Ask us to renew it.',
    ],
    [
      { status: 'sent', statusLabel: 'Sent', expired: true },
      'EXPIRED This quote expired on 20 December 2026.',
    ],
    [{ status: 'declined', statusLabel: 'Declined' }, 'DECLINED This quote was declined.'],
    [{ status: 'accepted', statusLabel: 'Accepted' }, 'Accepted: waiting for the payment.'],
    [
      { status: 'paid', statusLabel: 'Paid', order: { id: 'o1', number: '#1042' } },
      'Accepted and paid: this quote is order #1042. Thank you.',
    ],
  ] as [Partial<QuoteView>, string][])('says how a %o quote stands', async (over, expected) => {
    const text = await pdfText(await quotePdf({ quote: { ...quote, ...over }, document: v2, shop }));
    expect(text).toContain(expected);
  });

  it('marks the seller’s draft as not an offer', async () => {
    const draft = { ...v2, version: 0, sentAt: null };
    const text = await pdfText(
      await quotePdf({ quote: { ...quote, status: 'draft' }, document: draft, shop }),
    );
    expect(text).toContain('Version: draft');
    expect(text).toContain('DRAFT');
    expect(text).toContain('Date: 17 November 2026');
  });

  it('runs onto more pages for a long quote and prints names outside Latin-1 whole', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...polos, title: `Polo ${i + 1} — Łódź` }));
    const text = await pdfText(
      await quotePdf({
        quote: { ...quote, customer: { ...quote.customer, name: 'Zdzisław Żółć' } },
        document: { ...v2, lines: many },
        shop,
      }),
    );
    expect(text).toContain('Zdzisław Żółć');
    expect(text).toContain('Polo 1 — Łódź');
    expect(text).toContain('Polo 30 — Łódź');
    expect(text).toContain('Total £635.09');
  });
});
