import type { Logger } from 'pino';
import type { ShopInfo } from '../../../domain/shop-info';
import type {
  CheckoutAccountOffer,
  StatementView,
  TradeAccountList,
  TradeAccountView,
} from '../../../domain/trade-view';
import type {
  TradeAccountListQuery,
  TradeApplicationInput,
  TradeDecision,
  TradePaymentInput,
} from '../../../domain/schemas/trade';
import type { Database } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import type { JobQueue } from '../jobs';

/** Who did something on an account: a seller (their id and name) or the shop itself. */
export interface TradeActor {
  id: string | null;
  label: string;
}

/**
 * Trade accounts (issue 31): applications and the seller's decisions, the ledger of invoices, payments and credit
 * notes, statements and reminders. The rules are domain/trade.ts; this keeps the records.
 */
export function createTradeAccountsService(deps: {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  shop: ShopInfo;
  logger: Logger;
  publicUrl: string;
  now?: () => Date;
}) {
  void deps;
  const notYet = (): never => {
    throw new Error('not yet');
  };
  return {
    /** A customer's application (409 when they have one already, unless it was declined: then it is renewed). */
    async apply(
      _user: { id: string; email: string; name: string },
      _input: TradeApplicationInput,
    ): Promise<TradeAccountView> {
      return notYet();
    },
    /** The customer's own account, or null when they never applied. */
    async mine(_userId: string): Promise<TradeAccountView | null> {
      return notYet();
    },
    /** What checkout offers: null unless the customer's account is approved (not suspended). */
    async checkoutOffer(_userId: string): Promise<CheckoutAccountOffer | null> {
      return notYet();
    },
    /** The seller's list: applications first, then accounts; search by business, contact or e-mail. */
    async list(_query: TradeAccountListQuery): Promise<TradeAccountList> {
      return notYet();
    },
    /** One account as the seller sees it (with its events); 404 when there is none. */
    async get(_id: string): Promise<TradeAccountView> {
      return notYet();
    },
    /** A decision (approve, decline, update, suspend, reopen): recorded with who and when, the customer mailed. */
    async decide(_id: string, _decision: TradeDecision, _actor: TradeActor): Promise<TradeAccountView> {
      return notYet();
    },
    /** Money received: 400 when more than is owed, dated in the future, or against another account's invoice. */
    async recordPayment(
      _id: string,
      _input: TradePaymentInput,
      _actor: TradeActor,
    ): Promise<TradeAccountView> {
      return notYet();
    },
    /** The account's statement between two days (default: the last 90 days to today). */
    async statement(_id: string, _range: { from?: string; to?: string }): Promise<StatementView> {
      return notYet();
    },
    /** The customer's own statement; 404 when they have no account. */
    async statementForUser(_userId: string, _range: { from?: string; to?: string }): Promise<StatementView> {
      return notYet();
    },
    /** The statement PDF mailed to the account's contact, as a durable job. */
    async sendStatement(
      _id: string,
      _range: { from?: string; to?: string },
      _actor: TradeActor,
    ): Promise<void> {
      return notYet();
    },
    /** For the dashboard and earnings: what approved accounts owe, what of it is overdue, and how many are. */
    async receivables(): Promise<{ outstanding: number; overdue: number; overdueAccounts: number }> {
      return notYet();
    },
  };
}

export type TradeAccountsService = ReturnType<typeof createTradeAccountsService>;
