import { formatPounds } from '../../../../domain/money';
import type { QuoteEventView, QuoteGarmentLineView, QuoteView } from '../../../../domain/quote-view';
import { formatQuoteDay, QUOTE_MESSAGES, quoteValidUntilEnd } from '../../../../domain/quotes';
import type { AddressField } from '../../../../domain/schemas/checkout';

/**
 * What the buyer's quote page says and offers, from the quote alone (no I/O): where the quote stands in words,
 * which answers the buyer may give now, the timeline's sentences, and the delivery address to start from.
 */

export type StandingTone = 'info' | 'ready' | 'done' | 'warning' | 'closed';

export interface QuoteStanding {
  tone: StandingTone;
  title: string;
  text: string;
  /** The buyer's own words on it (the change they asked for, why they declined), quoted under the text. */
  quoted?: { label: string; text: string };
}

/** The buyer may accept, ask for changes or decline: a sent quote still within its valid-until day. */
export const mayAnswer = (quote: Pick<QuoteView, 'status' | 'expired'>) =>
  quote.status === 'sent' && !quote.expired;

/** An accepted quote whose payment page was left: accepting the same version again goes back to it. */
export const mayResumePayment = (quote: Pick<QuoteView, 'status' | 'versions'>) =>
  quote.status === 'accepted' && quote.versions.length > 0;

/** The quote can no longer be accepted for its date: the buyer may ask for it to be renewed. */
export const isExpired = (quote: Pick<QuoteView, 'status' | 'expired'>) =>
  quote.status === 'expired' || (quote.status === 'sent' && quote.expired);

/** The buyer's last move of a kind, if it came after the shop's last send or renewal (so it is still news). */
function sinceLastSend(events: readonly QuoteEventView[], kind: QuoteEventView['kind']) {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind === kind) return e;
    if (e.kind === 'send' || e.kind === 'renew') return null;
  }
  return null;
}

/** The buyer asked for this expired quote to be renewed (and the shop has not renewed it since). */
export const renewalAsked = (quote: Pick<QuoteView, 'events'>) => sinceLastSend(quote.events, 'askRenewal');

/** Where the quote stands, in the buyer's words: what is happening and what comes next. */
export function quoteStanding(quote: QuoteView): QuoteStanding {
  const current = quote.versions[0];
  const validUntil = current ? formatQuoteDay(current.validUntil) : null;
  const total = current ? `${formatPounds(current.totals.total)} in all, delivery included, ` : '';
  switch (quote.status) {
    case 'requested':
    case 'draft':
      return {
        tone: 'info',
        title: 'We’re pricing your request',
        text: `We will e-mail ${quote.customer.email} when your quote is ready, and it will be on this page too.`,
      };
    case 'sent':
      if (quote.expired) return expiredStanding(quote);
      return {
        tone: 'ready',
        title: 'Your quote is ready',
        text: `${total}valid until ${validUntil}. Accept it and pay online, ask us for changes, or decline it.`,
      };
    case 'expired':
      return expiredStanding(quote);
    case 'changes_requested': {
      const asked = sinceLastSend(quote.events, 'requestChanges');
      return {
        tone: 'info',
        title: 'We’re revising your quote',
        text: `You asked for changes to version ${quote.version}. We will e-mail you the new version when it is ready.`,
        ...(asked?.comment ? { quoted: { label: 'You asked:', text: asked.comment } } : {}),
      };
    }
    case 'accepted':
      return {
        tone: 'info',
        title: 'Accepted: waiting for your payment',
        text: `You accepted version ${quote.version} and we are holding its garments while you pay. When your payment arrives the quote becomes an order and we e-mail you its confirmation.`,
      };
    case 'paid':
      return {
        tone: 'done',
        title: 'Paid: thank you',
        text: quote.order
          ? `Your quote is now order ${quote.order.number}. We have e-mailed you its confirmation with a link to follow it, and we will send you a proof of the decoration to approve before we make it.`
          : 'Your payment has arrived and your order is being placed.',
      };
    case 'declined': {
      const declined = sinceLastSend(quote.events, 'decline');
      return {
        tone: 'closed',
        title: 'You declined this quote',
        text: 'If you need something else, ask us for a new quote.',
        ...(declined?.comment ? { quoted: { label: 'Your reason:', text: declined.comment } } : {}),
      };
    }
  }
}

function expiredStanding(quote: QuoteView): QuoteStanding {
  const day = quote.versions[0]?.validUntil;
  const title = 'This quote has expired';
  if (!day) return { tone: 'warning', title, text: 'This quote has expired. Ask us to renew it.' };
  return {
    tone: 'warning',
    title,
    text: renewalAsked(quote)
      ? `This quote expired on ${formatQuoteDay(day)}. You asked us to renew it: we will e-mail you when we have.`
      : QUOTE_MESSAGES.expired(quoteValidUntilEnd(day)),
  };
}

/** One event of the quote's timeline as the buyer reads it; null for the shop's own working steps. */
export function eventText(e: QuoteEventView): string | null {
  switch (e.kind) {
    case 'requested':
      return 'You asked for a quote';
    case 'startPricing':
      return 'We started pricing your request';
    case 'saveDraft':
      return null;
    case 'send':
      return e.version > 1 ? `We sent version ${e.version} of the quote` : 'We sent the quote';
    case 'requestChanges':
      return `You asked for changes to version ${e.version}`;
    case 'decline':
      return `You declined version ${e.version}`;
    case 'accept':
      return `You accepted version ${e.version}`;
    case 'pay':
      return 'Your payment arrived: the quote became an order';
    case 'lapse':
      return 'The payment was not completed, so the quote is open again';
    case 'expire':
      return 'The quote expired';
    case 'askRenewal':
      return 'You asked us to renew the quote';
    case 'renew':
      return 'We renewed the quote';
  }
}

/** The timeline the buyer sees: their moves and the shop's sends, oldest first, each with its words. */
export function buyerTimeline(events: readonly QuoteEventView[]) {
  return events.flatMap((e) => {
    const text = eventText(e);
    return text ? [{ ...e, text }] : [];
  });
}

/**
 * The delivery address the accept form starts from: the buyer's name, company, e-mail and phone as they asked,
 * the postcode they gave, in the United Kingdom.
 */
export function startingAddress(
  quote: Pick<QuoteView, 'customer' | 'request'>,
): Record<AddressField, string> {
  const [firstName = '', ...rest] = quote.customer.name.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    companyName: quote.customer.company ?? '',
    address: '',
    postCode: quote.request.postcode ?? '',
    city: '',
    country: 'United Kingdom',
    email: quote.customer.email,
    phone: quote.customer.phone ?? '',
    additionalInfo: '',
  };
}

/** "S × 10, M × 20, L × 10" */
export const sizesText = (line: Pick<QuoteGarmentLineView, 'sizes'>) =>
  line.sizes.map((s) => `${s.size} × ${s.quantity}`).join(', ');

/** A version's PDF: the current one's address with `?version=N`. */
export function versionPdfUrl(pdfUrl: string, version: number): string {
  const [path, query = ''] = pdfUrl.split('?');
  const params = new URLSearchParams(query);
  params.set('version', String(version));
  return `${path}?${params.toString()}`;
}
