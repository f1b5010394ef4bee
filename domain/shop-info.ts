import type { TraderDetails } from './trader';

/** The shop's public identity as pages show it. The server fills it from configuration. */
export interface ShopInfo {
  name: string;
  phone: string;
  email: string;
  address: string;
  guideVideoUrl: string | null;
  /** The shop's own pages on social networks, in display order; only the configured ones. */
  social: SocialLink[];
  /** Where trade customers pay their invoices (TRADE_BANK_*), or absent when not configured. */
  bank?: BankDetails | null;
  /** The trader's legal details (TRADER_*, domain/trader.ts), or absent/null when not configured. */
  trader?: TraderDetails | null;
}

/** The shop's bank account as invoices and statements print it; the reference is the invoice number. */
export interface BankDetails {
  accountName: string;
  /** 12-34-56 */
  sortCode: string;
  /** eight digits */
  accountNumber: string;
}

export const SOCIAL_NETWORKS = ['Facebook', 'Instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
