/**
 * A deleted (anonymised) customer: the account row stays so their orders keep pointing at one customer, but
 * it carries no name, no reachable e-mail address and no password anyone knows.
 */
export const ANONYMISED_NAME = { firstName: 'Deleted', lastName: 'customer' } as const;

/** `.invalid` is reserved (RFC 2606): no mail can ever be delivered there, and the id keeps it unique. */
const ANONYMISED_EMAIL_DOMAIN = 'anonymised.invalid';

export const anonymisedEmail = (userId: string) => `deleted-${userId}@${ANONYMISED_EMAIL_DOMAIN}`;

export const isAnonymisedEmail = (email: string) =>
  email.toLowerCase().endsWith(`@${ANONYMISED_EMAIL_DOMAIN}`);
