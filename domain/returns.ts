/**
 * The return policy's terms: one source for the return policy page, the FAQ and the product's JSON-LD
 * (hasMerchantReturnPolicy), so what search engines read is what the page says.
 */
import { businessDaysText, type BusinessDays } from './shipping';

/** Items without a logo can be sent back within this many days of delivery, for any reason. */
export const RETURN_WINDOW_DAYS = 14;

/** A refund reaches the original payment method within this long of the return reaching us. */
export const REFUND_BUSINESS_DAYS: BusinessDays = { min: 5, max: 7 };
export const REFUND_TIME = businessDaysText(REFUND_BUSINESS_DAYS);

export const RETURN_POLICY_PATH = '/return-policy';

/**
 * What a buyer is told before paying (issue 34; Consumer Contracts Regulations 2013): goods made to the buyer's
 * specification have no 14-day cancellation right, and saying so must not take away their rights for faulty
 * goods (Consumer Rights Act 2015). Checkout, the order confirmation mail and the return policy page all read
 * these sentences.
 */
export const PERSONALISED_RETURN_TERMS =
  "Personalised items (with your logo, text or names) are made just for you, so they can't be returned unless they are faulty.";
export const FAULTY_GOODS_RIGHTS = "This doesn't affect your rights if an item is faulty.";
export const PLAIN_RETURN_TERMS = `Items without a logo can be returned within ${RETURN_WINDOW_DAYS} days of delivery, for any reason.`;

/** Whether a line is made for the buyer: a logo, text, names, or a team store's decorated garment. */
export interface ReturnsLine {
  id: string;
  title: string;
  decorations: readonly unknown[];
  names?: { names: readonly unknown[] } | null;
  store?: unknown;
}

export function isPersonalised(line: ReturnsLine): boolean {
  return line.decorations.length > 0 || (line.names?.names.length ?? 0) > 0 || Boolean(line.store);
}

export interface ReturnTerms<L extends ReturnsLine = ReturnsLine> {
  /** Lines made for the buyer: no change-of-mind return. */
  personalised: L[];
  /** Lines that keep the 14-day cancellation right. */
  plain: L[];
  /** The sentences to show, in order: the personalised ones when there are such lines, then the plain one. */
  sentences: string[];
}

/** Which lines are which, and what to tell the buyer about them. */
export function returnTermsFor<L extends ReturnsLine>(lines: readonly L[]): ReturnTerms<L> {
  const personalised = lines.filter(isPersonalised);
  const plain = lines.filter((l) => !isPersonalised(l));
  const sentences = [
    ...(personalised.length ? [PERSONALISED_RETURN_TERMS, FAULTY_GOODS_RIGHTS] : []),
    ...(plain.length ? [PLAIN_RETURN_TERMS] : []),
  ];
  return { personalised, plain, sentences };
}
