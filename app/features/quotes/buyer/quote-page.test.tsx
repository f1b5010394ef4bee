import { describe, expect, it } from 'vitest';
import type { QuoteView } from '../../../../domain/quote-view';
import { pageText, renderAt } from '../../../../tests/helpers/server-render';
import { QUOTE_V1, sentQuote } from '../../../../tests/helpers/quote-views';
import { QuoteBuyerPage } from './quote-page';

const render = (quote: QuoteView) => renderAt(<QuoteBuyerPage quote={quote} token="t" />, '/quotes/t');
/** The page's words as a reader reads them: React escapes ' and & in the HTML. */
const textOf = (html: string) =>
  pageText(html)
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('the buyer’s quote page', () => {
  it('shows the current version’s lines, sizes, prices, decoration, figures and PDF, and the three answers', () => {
    const html = render(sentQuote());
    const text = textOf(html);
    // the page read in order, a part at a time: the header and the answers first
    const header =
      'Quote Q-1001 Status: Sent Version 2 · sent 20 November 2026 · valid until 20 December 2026';
    expect(text).toContain(`${header} Your quote is ready`);
    expect(text).toContain('decline it. Accept and pay Request changes Decline');
    expect(text).toContain('Message from Hi Jo, the polos at the 25+ price as agreed.');
    // a garment: its total, colour, quantity at the price each and the break, sizes, decoration each
    const polos =
      'Kustom Kit Klassic Polo Line total: £619.60 Colour Navy 40 × £10.99 (25+ price) S × 10 M × 20 L × 10';
    expect(text).toContain(
      `${polos} Left Breast: Embroidery, text 'ACME & Sons' in Standard · £4.50 per garment Decoration £180.00`,
    );
    // the agreed price names no break; a custom line
    expect(text).toContain('Hi-Vis Vest Line total: £50.00 Colour Yellow 10 × £5.00 M × 5 L × 5');
    expect(text).toContain('Digitising Line total: £25.00 1 × £25.00');
    const figures = 'Goods £514.60 Decoration £180.00 Subtotal £694.60 Discount (10%) -£69.46 Shipping £9.95';
    expect(text).toContain(`${figures} VAT No VAT Charged Total £635.09`);
    expect(html).toContain('href="/api/quotes/by-token/t/pdf?version=2"');
    expect(text).not.toContain('Ask us to renew it');
  });

  it('keeps earlier versions folded, marked superseded, each with its own PDF', () => {
    const html = render(sentQuote());
    const earlier = html.slice(html.indexOf('Earlier versions'));
    expect(earlier).toMatch(/<details[^>]*>\s*<summary/);
    expect(earlier).not.toMatch(/<details[^>]*open/);
    expect(pageText(earlier)).toContain('Version 1 Superseded Sent 18 November 2026 · £619.60');
    expect(earlier).toContain('href="/api/quotes/by-token/t/pdf?version=1"');
  });

  it('tells the timeline in the buyer’s words', () => {
    const text = pageText(render(sentQuote()));
    expect(text).toContain('You asked for changes to version 1 19 November 2026 “Can the vests come too?”');
    expect(text).toContain('We sent version 2 of the quote');
  });

  it('offers a one-click renewal request for an expired quote, and no answers', () => {
    const text = pageText(render(sentQuote({ status: 'expired', expired: true })));
    expect(text).toContain('This quote expired on 20 December 2026. Ask us to renew it.');
    expect(text).toContain('Status: Expired');
    expect(text).toContain('Ask us to renew it');
    expect(text).not.toContain('Accept and pay');
  });

  it('links a paid quote to its order for an account; a guest follows the mailed link', () => {
    const paid = { status: 'paid', statusLabel: 'Paid', order: { id: 'o1', number: '#1042' } } as const;
    const guest = render(sentQuote(paid));
    expect(guest).not.toContain('href="/orders/o1"');
    expect(pageText(guest)).toContain(
      'Your quote is now order #1042. We have e-mailed you its confirmation with a link to follow it',
    );
    const quote = sentQuote();
    const account = render(sentQuote({ ...paid, customer: { ...quote.customer, userId: 'u1' } }));
    expect(account).toContain('href="/orders/o1"');
    expect(pageText(account)).toContain('View order #1042');
    expect(pageText(account)).not.toContain('Accept and pay');
  });

  it('shows what was asked for while it is being priced, and no figures', () => {
    const quote = sentQuote({
      status: 'requested',
      statusLabel: 'Requested',
      version: 0,
      versions: [],
      pdfUrl: null,
      events: sentQuote().events.slice(0, 1),
      request: {
        items: [
          { productId: 'p1', title: 'Classic Polo', colour: 'Navy', sizes: [{ size: 'M', quantity: 40 }] },
        ],
        description: '40 hi-vis vests',
        decoration: {
          method: 'Embroidery',
          positions: ['Left Breast'],
          textLine: null,
          font: null,
          logo: { id: 'l1', name: 'acme.png', url: '/x', previewUrl: null },
        },
        neededBy: '2027-01-15',
        postcode: 'LS1 4AP',
        notes: null,
      },
    });
    const text = pageText(render(quote));
    for (const expected of [
      'Status: Being priced',
      'We’re pricing your request',
      'What you asked for',
      'Classic Polo Navy: M × 40',
      'What you need 40 hi-vis vests',
      'Decoration Embroidery at Left Breast, logo acme.png',
      'Needed by 15 January 2027',
      'Delivery postcode LS1 4AP',
      'You asked for a quote',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('Total');
  });

  it('takes an accepted quote back to its payment page, and answers nothing more', () => {
    const text = pageText(render(sentQuote({ status: 'accepted', statusLabel: 'Accepted' })));
    expect(text).toContain('Accepted: waiting for your payment');
    expect(text).toContain('Continue to payment');
    expect(text).not.toContain('Request changes');
  });

  it('shows a version asked to be changed as it was, waiting for the next', () => {
    const text = pageText(
      render(sentQuote({ status: 'changes_requested', version: 1, versions: [QUOTE_V1] })),
    );
    expect(text).toContain('We’re revising your quote');
    expect(text).not.toContain('Earlier versions');
    expect(text).not.toContain('Accept and pay');
  });
});
