/**
 * How the shop's mails greet a customer, and when they should not: a message the seller wrote that opens with its
 * own greeting ("Hi Bev,") gets none of ours, so the customer never reads "Hello Bev, / Hi Bev,".
 */

/** "Hello Bev," with a first name, "Hello," without. */
export function mailGreeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Hello ${name},` : 'Hello,';
}

// a greeting word followed by a space, a comma, a stop or an exclamation (not "Hi-vis vests are in")
const GREETING =
  /^\s*(?:hi|hiya|hello|hey|hey there|dear|greetings|good\s+(?:morning|afternoon|evening|day))(?=[\s,.!]|$)/i;

/** True when a text opens with its own greeting: "Hi Bev,", "Dear Mr Shah", "Good morning!". */
export function opensWithGreeting(text: string): boolean {
  return GREETING.test(text);
}

/** The name a seller's account is made with when none is given (ADMIN_EMAIL at start, seller:create without one). */
export const PLACEHOLDER_SELLER_NAME = { firstName: 'Shop', lastName: 'Owner' } as const;

/** The first name to greet a seller by; null while the account has only the placeholder name (or none). */
export function sellerFirstName(user: { firstName: string; lastName: string }): string | null {
  const first = user.firstName.trim();
  const placeholder =
    first === PLACEHOLDER_SELLER_NAME.firstName && user.lastName.trim() === PLACEHOLDER_SELLER_NAME.lastName;
  return first && !placeholder ? first : null;
}
