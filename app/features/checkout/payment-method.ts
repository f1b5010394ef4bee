import { formatPounds, type Pence } from '../../../domain/money';
import { PoNumberSchema, type PaymentMethod } from '../../../domain/schemas/checkout';
import { TRADE_MESSAGES } from '../../../domain/trade';
import type { CheckoutAccountOffer } from '../../../domain/trade-view';

/** How the shopper pays and the purchase order number they typed (any order may carry one). */
export interface PaymentChoice {
  method: PaymentMethod;
  poNumber: string;
}

/** A refusal of the payment part of checkout: at the PO number's box, or over the whole choice. */
export interface PaymentProblem {
  message: string;
  field: 'poNumber' | null;
}

export const cardPayment = (): PaymentChoice => ({ method: 'card', poNumber: '' });

/** The PO number is a must: paying on an account that asks for one on every order. */
export const poNumberRequired = (method: PaymentMethod, offer: CheckoutAccountOffer | null) =>
  method === 'account' && !!offer?.poRequired;

/** What the page can tell before asking the server: a PO number too long, or missing where the account needs it. */
export function paymentProblem(
  choice: PaymentChoice,
  offer: CheckoutAccountOffer | null,
): PaymentProblem | null {
  const po = PoNumberSchema.safeParse(choice.poNumber);
  if (!po.success) return { message: po.error.issues[0]!.message, field: 'poNumber' };
  if (choice.method !== 'account') return null;
  if (!offer) return { message: TRADE_MESSAGES.notApproved, field: null };
  if (offer.poRequired && !po.data) return { message: TRADE_MESSAGES.poRequired, field: 'poNumber' };
  return null;
}

/** The server's refusal placed where it belongs: the PO number's own at its box, the rest over the choice. */
export function placeRefusal(message: string): PaymentProblem {
  const atPo = message === TRADE_MESSAGES.poRequired || message === TRADE_MESSAGES.poTooLong;
  return { message, field: atPo ? 'poNumber' : null };
}

/** The main button: card payers go on to pay; an order on account is placed at once. */
export const payButtonText = (method: PaymentMethod, total: Pence) =>
  method === 'account' ? `Place order on account: ${formatPounds(total)}` : `Pay ${formatPounds(total)}`;

/** The line under the on-account choice: whose account and how much credit is left. */
export const accountOfferNote = (offer: CheckoutAccountOffer) =>
  `${offer.businessName} · ${formatPounds(offer.available)} of ${formatPounds(offer.creditLimit, { wholePounds: 'short' })} credit available`;

/** The posted form's choice (before JavaScript): an unknown method is card, as the API's default. */
export function postedPayment(form: FormData): PaymentChoice {
  return {
    method: form.get('paymentMethod') === 'account' ? 'account' : 'card',
    poNumber: String(form.get('poNumber') ?? ''),
  };
}
