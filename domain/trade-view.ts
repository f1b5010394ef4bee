import type { Pence } from './money';
import type { TradeAddress } from './schemas/trade';
import type {
  AccountFigures,
  InvoiceBalance,
  MonthlySpendBand,
  PaymentTermsDays,
  StatementLine,
  TradeStatus,
} from './trade';

/**
 * A trade account as the API hands it out (GET /api/trade-account to its customer, GET /api/trade-accounts/{id} to
 * the seller) and the pages, mails and PDFs render it. Money in pence; days YYYY-MM-DD; instants ISO strings.
 */
export interface TradeAccountView {
  id: string;
  status: TradeStatus;
  businessName: string;
  companyNumber: string | null;
  vatNumber: string | null;
  contactName: string;
  contactEmail: string;
  invoiceAddress: TradeAddress;
  phone: string;
  monthlySpend: MonthlySpendBand;
  /** every order on this account must carry a purchase order number */
  poRequired: boolean;
  /** pence; 0 until approved */
  creditLimit: Pence;
  termsDays: PaymentTermsDays;
  /** why it was declined or suspended, as the customer was told */
  reason: string | null;
  appliedAt: string;
  decidedAt: string | null;
  /** the customer who applied (their login e-mail may differ from the accounts contact's) */
  customer: { id: string | null; email: string; name: string };
  figures: AccountFigures;
  /** newest first; a paid invoice stays listed */
  invoices: TradeInvoiceView[];
  payments: TradePaymentView[];
  creditNotes: TradeCreditNoteView[];
  /** the seller's view only: every decision, who and when (empty for the customer) */
  events: TradeEventView[];
}

export interface TradeInvoiceView extends InvoiceBalance {
  /** "INV-1042" */
  invoiceNumber: string;
  poNumber: string | null;
  /** the invoice PDF: /api/orders/{orderId}/invoice.pdf (the order's own) */
  pdfUrl: string;
}

export interface TradePaymentView {
  id: string;
  day: string;
  amount: Pence;
  reference: string | null;
  /** the invoice it was made against, or null for a payment to the account */
  orderId: string | null;
  invoiceNumber: string | null;
  recordedAt: string;
  /** the seller's name for who recorded it (seller view); null for the customer */
  recordedBy: string | null;
}

export interface TradeCreditNoteView {
  orderId: string;
  /** "CN-1042" */
  creditNoteNumber: string;
  invoiceNumber: string;
  day: string;
  amount: Pence;
  pdfUrl: string;
}

export const TRADE_EVENT_KINDS = [
  'applied',
  'approved',
  'declined',
  'updated',
  'suspended',
  'reopened',
  'payment',
  'credit',
  'statement-sent',
  'reminder',
] as const;
export type TradeEventKind = (typeof TRADE_EVENT_KINDS)[number];

export interface TradeEventView {
  kind: TradeEventKind;
  /** "Approved with a £500 limit at 30 days", "Payment of £120.00 recorded (BACS 7731)" */
  summary: string;
  actor: string;
  at: string;
}

/** A row of the seller's list. */
export interface TradeAccountListItem {
  id: string;
  status: TradeStatus;
  businessName: string;
  contactName: string;
  contactEmail: string;
  creditLimit: Pence;
  termsDays: PaymentTermsDays;
  outstanding: Pence;
  overdue: Pence;
  appliedAt: string;
}

export interface TradeAccountList {
  accounts: TradeAccountListItem[];
  page: number;
  pages: number;
  total: number;
  /** applications waiting for a decision, for the menu's badge */
  pending: number;
}

/** What the checkout page needs to offer paying on account (null for a customer without an approved account). */
export interface CheckoutAccountOffer {
  businessName: string;
  termsDays: PaymentTermsDays;
  poRequired: boolean;
  creditLimit: Pence;
  available: Pence;
}

/** A statement as the PDF and the pages render it. */
export interface StatementView {
  account: Pick<
    TradeAccountView,
    'id' | 'businessName' | 'contactName' | 'invoiceAddress' | 'creditLimit' | 'termsDays'
  >;
  from: string;
  to: string;
  opening: Pence;
  lines: StatementLine[];
  closing: Pence;
  /** invoices unpaid at the statement's end, with how overdue they are then */
  unpaid: InvoiceBalance[];
  issuedOn: string;
}
