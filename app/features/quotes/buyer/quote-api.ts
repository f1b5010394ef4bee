import type { QuoteView } from '../../../../domain/quote-view';
import type { ShippingAddress } from '../../../../domain/schemas/checkout';
import { api, ApiError } from '~/lib/api';

/**
 * The buyer's answers to a quote, by the link's token (POST /api/quotes/by-token/{token}/…). A refusal comes
 * back with the server's own words (an old version, an expired quote); a failure of ours with a plain sorry.
 */

export type QuoteAnswer = { ok: true; quote: QuoteView; message: string } | { ok: false; message: string };

const FAILED = 'Sorry, we could not send that. Please try again, or contact us.';

const failure = (error: unknown) => ({
  ok: false as const,
  message: error instanceof ApiError ? error.messageOr(FAILED) : FAILED,
});

const byToken = (token: string, action: string) => `/quotes/by-token/${encodeURIComponent(token)}/${action}`;

/** Ask for changes to a version (a comment required), decline it (a reason if given), or ask for a renewal. */
export async function answerQuote(
  token: string,
  answer:
    | { kind: 'changes'; version: number; comment: string }
    | { kind: 'decline'; version: number; reason?: string }
    | { kind: 'renewal' },
): Promise<QuoteAnswer> {
  const { kind, ...body } = answer;
  try {
    const data = await api.post<{ quote: QuoteView; message?: string }>(byToken(token, kind), body);
    return { ok: true, quote: data.quote, message: data.message ?? '' };
  } catch (error) {
    return failure(error);
  }
}

/** Accept a version with the delivery address: the payment page to send the browser to. */
export async function acceptQuote(
  token: string,
  version: number,
  shippingAddress: ShippingAddress,
): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  try {
    const { url } = await api.post<{ sessionId: string; url: string; orderId: string }>(
      byToken(token, 'accept'),
      { version, shippingAddress },
    );
    return { ok: true, url };
  } catch (error) {
    return failure(error);
  }
}
