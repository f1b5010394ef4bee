/**
 * The trader's details a UK online shop must give (issue 34; Companies Act 2006 and the Electronic Commerce
 * Regulations 2002): the legal name, a company's number, place of registration and registered office, and the
 * geographic address it trades from. Configured (TRADER_*), shown in the footer, contact and about pages,
 * invoices and mail footers when set.
 */

export interface TraderDetails {
  /** The business's legal name, e.g. "Workwear Wardrobe Ltd" or a sole trader's own name. */
  legalName: string;
  /** A limited company's number at Companies House. */
  companyNumber: string | null;
  /** Where the company is registered, e.g. "England and Wales". */
  registeredIn: string | null;
  /** A company's registered office, when it is not the trading address. */
  registeredOffice: string | null;
  /** The geographic address the business trades from. */
  tradingAddress: string;
}

export interface TraderConfig {
  TRADER_LEGAL_NAME?: string;
  TRADER_COMPANY_NUMBER?: string;
  TRADER_REGISTERED_IN?: string;
  TRADER_REGISTERED_OFFICE?: string;
}

/** The trader's details from configuration, or null when no legal name is configured (nothing is shown). */
export function traderFrom(config: TraderConfig, tradingAddress: string): TraderDetails | null {
  const legalName = config.TRADER_LEGAL_NAME?.trim();
  if (!legalName) return null;
  const value = (v: string | undefined) => v?.trim() || null;
  return {
    legalName,
    companyNumber: value(config.TRADER_COMPANY_NUMBER),
    registeredIn: value(config.TRADER_REGISTERED_IN),
    registeredOffice: value(config.TRADER_REGISTERED_OFFICE),
    tradingAddress,
  };
}

/** "Registered in England and Wales, company number 01234567", or null for a business without a number. */
export function registrationText(trader: TraderDetails): string | null {
  if (!trader.companyNumber) return null;
  return trader.registeredIn
    ? `Registered in ${trader.registeredIn}, company number ${trader.companyNumber}`
    : `Company number ${trader.companyNumber}`;
}

/** The legal name, registration and registered office: what to add where the trading address is shown already. */
export function legalLines(trader: TraderDetails): string[] {
  const registration = registrationText(trader);
  return [
    trader.legalName,
    ...(registration ? [registration] : []),
    ...(trader.registeredOffice ? [`Registered office: ${trader.registeredOffice}`] : []),
  ];
}

/** The details as separate sentences, as a page lists them. */
export function traderLines(trader: TraderDetails): string[] {
  return [...legalLines(trader), `Trading address: ${trader.tradingAddress}`];
}

/** The details in one line, as a footer or a mail's sign-off shows them. */
export function traderLine(trader: TraderDetails): string {
  return traderLines(trader).join(' · ');
}
