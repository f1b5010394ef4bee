import { describe, expect, it } from 'vitest';
import type { QuoteEventView, QuoteView } from '../../../../domain/quote-view';
import { QUOTE_MESSAGES, quoteValidUntilEnd, type QuoteStatus } from '../../../../domain/quotes';
import { sentQuote } from '../../../../tests/helpers/quote-views';
import {
  buyerTimeline,
  eventText,
  isExpired,
  mayAnswer,
  mayResumePayment,
  quoteStanding,
  renewalAsked,
  sizesText,
  startingAddress,
  versionPdfUrl,
} from './quote-standing';

const at = (kind: QuoteEventView['kind'], comment: string | null = null): QuoteEventView => ({
  kind,
  version: 2,
  comment,
  actor: 'Guest',
  at: '2026-12-21T09:00:00Z',
});

const quoteIn = (status: QuoteStatus, over: Partial<QuoteView> = {}) => sentQuote({ status, ...over });

describe('what the buyer may do', () => {
  it.each([
    ['sent', false, true, false],
    ['sent', true, false, true],
    ['expired', true, false, true],
    ['changes_requested', false, false, false],
    ['accepted', false, false, false],
    ['paid', false, false, false],
    ['declined', false, false, false],
    ['requested', false, false, false],
  ] as [QuoteStatus, boolean, boolean, boolean][])(
    'a %s quote (past its date: %s) may be answered: %s, is expired: %s',
    (status, expired, answer, isPast) => {
      expect(mayAnswer({ status, expired })).toBe(answer);
      expect(isExpired({ status, expired })).toBe(isPast);
    },
  );

  it('goes back to the payment page of an accepted quote only', () => {
    expect(mayResumePayment(sentQuote({ status: 'accepted' }))).toBe(true);
    expect(mayResumePayment(sentQuote())).toBe(false);
    expect(mayResumePayment(sentQuote({ status: 'paid' }))).toBe(false);
  });
});

describe('where the quote stands, in the buyer’s words', () => {
  /** Each status's title, and words its text says (the expired one, whole). */
  const SAID: Record<Exclude<QuoteStatus, 'paid'>, { title: string; says: string }> = {
    requested: {
      title: 'We’re pricing your request',
      says: 'e-mail jo@bloggsbuilders.co.uk when your quote',
    },
    draft: { title: 'We’re pricing your request', says: 'it will be on this page too' },
    sent: {
      title: 'Your quote is ready',
      says: '£635.09 in all, delivery included, valid until 20 December',
    },
    changes_requested: { title: 'We’re revising your quote', says: 'You asked for changes to version 2.' },
    accepted: { title: 'Accepted: waiting for your payment', says: 'holding its garments while you pay' },
    declined: { title: 'You declined this quote', says: 'ask us for a new quote' },
    expired: {
      title: 'This quote has expired',
      says: QUOTE_MESSAGES.expired(quoteValidUntilEnd('2026-12-20')),
    },
  };
  it.each(Object.entries(SAID))('%s: %o', (status, { title, says }) => {
    const standing = quoteStanding(quoteIn(status as QuoteStatus, { expired: status === 'expired' }));
    expect(standing.title).toBe(title);
    expect(standing.text).toContain(says);
  });

  it('says a sent quote past its date has expired before the clock’s sweep records it', () => {
    expect(quoteStanding(quoteIn('sent', { expired: true })).text).toBe(
      'This quote expired on 20 December 2026. Ask us to renew it.',
    );
  });

  it('names the order a paid quote became', () => {
    const paid = quoteIn('paid', { order: { id: 'o1', number: '#1042' } });
    expect(quoteStanding(paid)).toMatchObject({ tone: 'done', title: 'Paid: thank you' });
    expect(quoteStanding(paid).text).toContain('Your quote is now order #1042.');
  });

  it('quotes the buyer’s own words: the change asked for since the last send, the reason to decline', () => {
    const base = sentQuote();
    const changes = quoteIn('changes_requested', {
      events: [...base.events, at('requestChanges', 'Navy vests instead, please')],
    });
    expect(quoteStanding(changes).quoted).toEqual({
      label: 'You asked:',
      text: 'Navy vests instead, please',
    });
    // the comment on version 1 was answered by version 2: not news any more
    expect(quoteStanding(quoteIn('changes_requested')).quoted).toBeUndefined();
    const declined = quoteIn('declined', { events: [...base.events, at('decline', 'Went elsewhere')] });
    expect(quoteStanding(declined).quoted).toEqual({ label: 'Your reason:', text: 'Went elsewhere' });
    expect(quoteStanding(quoteIn('declined')).quoted).toBeUndefined();
  });

  it('says a renewal was asked for until the shop renews the quote', () => {
    const base = sentQuote();
    const asked = quoteIn('expired', {
      expired: true,
      events: [...base.events, at('expire'), at('askRenewal')],
    });
    expect(renewalAsked(asked)).not.toBeNull();
    expect(quoteStanding(asked).text).toBe(
      'This quote expired on 20 December 2026. You asked us to renew it: we will e-mail you when we have.',
    );
    const renewedAndExpiredAgain = quoteIn('expired', {
      expired: true,
      events: [...asked.events, at('renew'), at('expire')],
    });
    expect(renewalAsked(renewedAndExpiredAgain)).toBeNull();
  });
});

describe('the timeline', () => {
  it('tells the buyer’s moves and the shop’s sends, not the shop’s saved drafts', () => {
    expect(buyerTimeline(sentQuote().events).map((e) => e.text)).toEqual([
      'You asked for a quote',
      'We started pricing your request',
      'We sent the quote',
      'You asked for changes to version 1',
      'We sent version 2 of the quote',
    ]);
    expect(buyerTimeline(sentQuote().events)[3]!.comment).toBe('Can the vests come too?');
  });

  it.each([
    ['accept', 'You accepted version 2'],
    ['pay', 'Your payment arrived: the quote became an order'],
    ['lapse', 'The payment was not completed, so the quote is open again'],
    ['decline', 'You declined version 2'],
    ['expire', 'The quote expired'],
    ['askRenewal', 'You asked us to renew the quote'],
    ['renew', 'We renewed the quote'],
    ['saveDraft', null],
  ] as [QuoteEventView['kind'], string | null][])('%s: %s', (kind, text) => {
    expect(eventText(at(kind))).toBe(text);
  });
});

describe('the accept form', () => {
  it('starts from the buyer’s name, company, e-mail, phone and postcode, in the United Kingdom', () => {
    expect(startingAddress(sentQuote())).toEqual({
      firstName: 'Jo',
      lastName: 'Bloggs',
      companyName: 'Bloggs Builders Ltd',
      address: '',
      postCode: 'LS1 4AP',
      city: '',
      country: 'United Kingdom',
      email: 'jo@bloggsbuilders.co.uk',
      phone: '0113 496 0000',
      additionalInfo: '',
    });
  });

  it('leaves out what the buyer did not give, and keeps a long surname whole', () => {
    const quote = sentQuote();
    const address = startingAddress({
      customer: { ...quote.customer, name: '  Mary Anne  de la Cruz ', company: null, phone: null },
      request: { ...quote.request, postcode: null },
    });
    expect(`${address.firstName} | ${address.lastName}`).toBe('Mary | Anne de la Cruz');
    expect(address.companyName + address.phone + address.postCode).toBe('');
  });
});

describe('small words', () => {
  it('lists sizes with their quantities', () => {
    expect(
      sizesText({
        sizes: [
          { size: 'S', quantity: 10 },
          { size: 'XL', quantity: 2 },
        ],
      }),
    ).toBe('S × 10, XL × 2');
  });

  it.each([
    ['/api/quotes/by-token/t/pdf', 1, '/api/quotes/by-token/t/pdf?version=1'],
    ['/api/quotes/by-token/t/pdf?version=2', 1, '/api/quotes/by-token/t/pdf?version=1'],
    ['/api/quotes/by-token/t/pdf?x=1', 3, '/api/quotes/by-token/t/pdf?x=1&version=3'],
  ])('a version’s PDF: %s → %s', (url, version, expected) => {
    expect(versionPdfUrl(url, version)).toBe(expected);
  });
});
