import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Logger } from 'pino';
import { auditChanges } from '../../../domain/audit';
import { isUuid } from '../../../domain/ids';
import { formatPounds } from '../../../domain/money';
import { creditNoteNumber, invoiceNumber } from '../../../domain/documents';
import type { ShopInfo } from '../../../domain/shop-info';
import {
  accountBalance,
  accountFigures,
  creditRefusal,
  defaultStatementRange,
  dueDay,
  invoiceBalances,
  nextTradeStatus,
  outstandingOf,
  reminderDue,
  statementOf,
  TRADE_MESSAGES,
  tradeDay,
  type LedgerEntry,
  type PaymentTermsDays,
  type ReminderKind,
} from '../../../domain/trade';
import type {
  CheckoutAccountOffer,
  StatementView,
  TradeAccountList,
  TradeAccountListItem,
  TradeAccountView,
  TradeEventKind,
} from '../../../domain/trade-view';
import type {
  TradeAccountListQuery,
  TradeApplicationInput,
  TradeDecision,
  TradePaymentInput,
} from '../../../domain/schemas/trade';
import type { Database, DbOrTx, Tx } from '../../db/client';
import {
  orders,
  tradeAccountEvents,
  tradeAccounts,
  tradeLedger,
  tradeReminders,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../integrations/mail/mailer';
import { recordAudit } from '../audit';
import { defineJob, type JobQueue } from '../jobs';
import type { OrderEventsService } from '../orders/order-events';
import type { OrderRow } from '../orders/order-record';
import { reminderMailKind, tradeMail, TRADE_MAIL_KINDS, type TradeMailKind } from './trade-mails';
import { refundVatOf } from '../orders/order-vat';
import { NO_COUNTS, type OrderCounts } from '../orders/order-counts';

/** Who did something on an account: a seller (their id and name), the customer, or the shop itself. */
export interface TradeActor {
  id: string | null;
  label: string;
}
const SHOP: TradeActor = { id: null, label: 'Shop' };

export const TRADE_PAGE_SIZE = 20;
export const TRADE_MAIL_JOB = 'trade.mail';
/** How often the worker looks for invoices owed a reminder. */
export const TRADE_REMINDER_SWEEP_MS = 60 * 60 * 1000;

const TradeMailPayload = z.object({
  accountId: z.string(),
  kind: z.enum(TRADE_MAIL_KINDS),
  /** a reminder's invoice */
  orderId: z.string().nullish(),
  /** a statement's range */
  from: z.string().nullish(),
  to: z.string().nullish(),
});

type AccountRow = typeof tradeAccounts.$inferSelect;
type LedgerRow = typeof tradeLedger.$inferSelect;
type Viewer = 'customer' | 'seller';

/** The statement's PDF (server/integrations/pdf/statement-pdf.ts), given so this module stays free of layout. */
export type StatementPdf = (statement: StatementView) => Promise<{ pdf: Buffer; filename: string }>;

const entryOf = (r: LedgerRow): LedgerEntry => ({
  id: r.id,
  kind: r.kind,
  amount: r.amount,
  day: r.day,
  orderId: r.orderId,
  orderNumber: r.orderNumber,
  dueDay: r.dueDay,
  reference: r.reference,
});

/**
 * Trade accounts (issue 31): applications and the seller's decisions, the ledger of invoices, payments and credit
 * notes, statements and reminders. The rules and sums are domain/trade.ts; this keeps the records. Every write
 * that touches an account's money or standing holds the account's row (FOR UPDATE), so a limit checked there
 * holds against a simultaneous order, payment or decision.
 */
export function createTradeAccountsService(deps: {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  events: OrderEventsService;
  shop: ShopInfo;
  logger: Logger;
  publicUrl: string;
  statementPdf?: StatementPdf;
  now?: () => Date;
  /** Counts orders placed on account and invoices paid for /metrics, after their transaction commits. */
  counts?: OrderCounts;
}) {
  const { db, jobs, mailer, shop } = deps;
  const counts = deps.counts ?? NO_COUNTS;
  const now = deps.now ?? (() => new Date());
  const today = () => tradeDay(now());

  const checkId = (id: string) => {
    if (!isUuid(id)) throw new AppError('not_found', 'Trade account not found');
  };

  async function entriesOf(tx: DbOrTx, accountId: string): Promise<LedgerEntry[]> {
    const rows = await tx
      .select()
      .from(tradeLedger)
      .where(eq(tradeLedger.accountId, accountId))
      .orderBy(asc(tradeLedger.day), asc(tradeLedger.createdAt));
    return rows.map(entryOf);
  }

  async function lock(tx: Tx, where: SQL): Promise<AccountRow | null> {
    const [row] = await tx.select().from(tradeAccounts).where(where).for('update');
    return row ?? null;
  }

  async function record(
    tx: DbOrTx,
    accountId: string,
    kind: TradeEventKind,
    summary: string,
    actor: TradeActor,
  ) {
    await tx
      .insert(tradeAccountEvents)
      .values({ accountId, kind, summary, actorId: actor.id, actorLabel: actor.label });
  }

  async function enqueueMail(
    tx: DbOrTx,
    accountId: string,
    kind: TradeMailKind,
    key: string,
    extra: { orderId?: string; from?: string; to?: string } = {},
  ) {
    await jobs.enqueue(
      tx,
      mailJob,
      { accountId, kind, ...extra },
      { dedupeKey: `${TRADE_MAIL_JOB}:${kind}:${accountId}:${key}` },
    );
  }

  async function view(row: AccountRow, viewer: Viewer): Promise<TradeAccountView> {
    const entries = await entriesOf(db, row.id);
    const day = today();
    const [user] = row.userId
      ? await db
          .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, row.userId))
      : [];
    const orderIds = [...new Set(entries.flatMap((e) => (e.orderId ? [e.orderId] : [])))];
    const poNumbers = new Map(
      orderIds.length === 0
        ? []
        : (
            await db
              .select({ id: orders.id, poNumber: orders.poNumber })
              .from(orders)
              .where(inArray(orders.id, orderIds))
          ).map((o) => [o.id, o.poNumber]),
    );
    const ledgerRows =
      viewer === 'seller'
        ? await db
            .select({ id: tradeLedger.id, createdAt: tradeLedger.createdAt, by: tradeLedger.recordedByLabel })
            .from(tradeLedger)
            .where(eq(tradeLedger.accountId, row.id))
        : [];
    const recorded = new Map(ledgerRows.map((r) => [r.id, r]));
    const invoicePdf = (orderId: string) =>
      viewer === 'seller' ? `/api/orders/${orderId}/invoice` : `/api/trade-account/invoices/${orderId}`;
    const creditPdf = (orderId: string) =>
      viewer === 'seller'
        ? `/api/orders/${orderId}/credit-note`
        : `/api/trade-account/credit-notes/${orderId}`;
    const events =
      viewer === 'seller'
        ? await db
            .select()
            .from(tradeAccountEvents)
            .where(eq(tradeAccountEvents.accountId, row.id))
            .orderBy(desc(tradeAccountEvents.createdAt))
        : [];
    return {
      id: row.id,
      status: row.status,
      businessName: row.businessName,
      companyNumber: row.companyNumber,
      vatNumber: row.vatNumber,
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      invoiceAddress: row.invoiceAddress,
      phone: row.phone,
      monthlySpend: row.monthlySpend,
      poRequired: row.poRequired,
      creditLimit: row.creditLimit,
      termsDays: row.termsDays as PaymentTermsDays,
      reason: row.reason,
      appliedAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      customer: {
        id: user?.id ?? null,
        email: user?.email ?? '',
        name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      },
      figures: accountFigures(row.creditLimit, entries, day),
      invoices: invoiceBalances(entries, day)
        .reverse()
        .map((i) => ({
          ...i,
          invoiceNumber: invoiceNumber(i.orderNumber),
          poNumber: poNumbers.get(i.orderId) ?? null,
          pdfUrl: invoicePdf(i.orderId),
        })),
      payments: entries
        .filter((e) => e.kind === 'payment')
        .reverse()
        .map((e) => ({
          id: e.id,
          day: e.day,
          amount: e.amount,
          reference: e.reference,
          orderId: e.orderId,
          invoiceNumber: e.orderNumber ? invoiceNumber(e.orderNumber) : null,
          recordedAt: (recorded.get(e.id)?.createdAt ?? new Date(`${e.day}T12:00:00Z`)).toISOString(),
          recordedBy: recorded.get(e.id)?.by ?? null,
        })),
      creditNotes: entries
        .filter((e) => e.kind === 'credit' && e.orderId)
        .reverse()
        .map((e) => ({
          orderId: e.orderId!,
          creditNoteNumber: creditNoteNumber(e.orderNumber ?? 0),
          invoiceNumber: invoiceNumber(e.orderNumber ?? 0),
          day: e.day,
          amount: e.amount,
          pdfUrl: creditPdf(e.orderId!),
        })),
      events: events.map((e) => ({
        kind: e.kind,
        summary: e.summary,
        actor: e.actorLabel,
        at: e.createdAt.toISOString(),
      })),
    };
  }

  async function byId(id: string): Promise<AccountRow> {
    checkId(id);
    const [row] = await db.select().from(tradeAccounts).where(eq(tradeAccounts.id, id));
    if (!row) throw new AppError('not_found', 'Trade account not found');
    return row;
  }

  async function byUser(userId: string): Promise<AccountRow | null> {
    const [row] = await db.select().from(tradeAccounts).where(eq(tradeAccounts.userId, userId));
    return row ?? null;
  }

  async function statementView(
    row: AccountRow,
    range: { from?: string; to?: string },
  ): Promise<StatementView> {
    const day = today();
    const fallback = defaultStatementRange(day);
    const from = range.from ?? fallback.from;
    const to = range.to ?? (range.from && range.from > day ? range.from : fallback.to);
    if (from > to) throw new AppError('bad_request', TRADE_MESSAGES.rangeBackwards);
    const entries = await entriesOf(db, row.id);
    const statement = statementOf(entries, from, to);
    const asAt = to < day ? to : day;
    return {
      account: {
        id: row.id,
        businessName: row.businessName,
        contactName: row.contactName,
        invoiceAddress: row.invoiceAddress,
        creditLimit: row.creditLimit,
        termsDays: row.termsDays as PaymentTermsDays,
      },
      ...statement,
      unpaid: invoiceBalances(
        entries.filter((e) => e.day <= to),
        asAt,
      ).filter((i) => i.outstanding > 0),
      issuedOn: day,
    };
  }

  /** The seller's words for a decision, kept on the account's timeline. */
  function decisionSummary(decision: TradeDecision, row: AccountRow): string {
    const limit = formatPounds(row.creditLimit, { wholePounds: 'short' });
    switch (decision.action) {
      case 'approve':
        return `Approved with a ${limit} limit at ${row.termsDays} days${row.poRequired ? ', PO numbers required' : ''}`;
      case 'decline':
        return `Declined: ${decision.reason}`;
      case 'update':
        return `Changed to a ${limit} limit at ${row.termsDays} days${row.poRequired ? ', PO numbers required' : ''}`;
      case 'suspend':
        return decision.reason ? `Suspended: ${decision.reason}` : 'Suspended';
      case 'reopen':
        return 'Reopened';
    }
  }

  const DECISION_EVENT: Record<TradeDecision['action'], TradeEventKind & TradeMailKind> = {
    approve: 'approved',
    decline: 'declined',
    update: 'updated',
    suspend: 'suspended',
    reopen: 'reopened',
  };

  /** Orders on the account whose invoices are now covered are paid: the order reads Paid from here. How many. */
  async function markCoveredPaid(tx: Tx, accountId: string, actor: TradeActor): Promise<number> {
    const entries = await entriesOf(tx, accountId);
    const covered = invoiceBalances(entries, today())
      .filter((i) => i.state === 'paid')
      .map((i) => i.orderId);
    if (covered.length === 0) return 0;
    const paid = await tx
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(inArray(orders.id, covered), eq(orders.paymentStatus, 'invoiced')))
      .returning({ id: orders.id });
    for (const o of paid) await deps.events.record(tx, o.id, 'paid', actor);
    return paid.length;
  }

  // ---- mails

  const mailJob = defineJob(TRADE_MAIL_JOB, TradeMailPayload, async (payload) => {
    const [row] = await db.select().from(tradeAccounts).where(eq(tradeAccounts.id, payload.accountId));
    if (!row) return;
    const kind = payload.kind;
    const [user] = row.userId
      ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId))
      : [];
    let invoice;
    if (payload.orderId) {
      const entries = await entriesOf(db, row.id);
      const inv = invoiceBalances(entries, today()).find((i) => i.orderId === payload.orderId);
      // paid since the reminder was due: nothing to remind of
      if (!inv || inv.outstanding <= 0) return;
      invoice = {
        number: invoiceNumber(inv.orderNumber),
        total: inv.total,
        outstanding: inv.outstanding,
        dueDay: inv.dueDay,
      };
    }
    let statement;
    if (kind === 'statement') {
      if (!deps.statementPdf) throw new Error('No statement PDF renderer is configured');
      const st = await statementView(row, { from: payload.from ?? undefined, to: payload.to ?? undefined });
      statement = { from: st.from, to: st.to, closing: st.closing, ...(await deps.statementPdf(st)) };
    }
    await mailer.send(
      tradeMail(kind, {
        shop,
        account: row,
        customerEmail: user?.email ?? row.contactEmail,
        invoice,
        statement,
        accountLink: `${deps.publicUrl}/account/trade`,
        sellerLink: `${deps.publicUrl}/admin/trade-accounts/${row.id}`,
      }),
    );
  });
  jobs.register(mailJob);

  return {
    async apply(
      user: { id: string; email: string; name: string },
      input: TradeApplicationInput,
    ): Promise<TradeAccountView> {
      const fields = {
        businessName: input.businessName,
        companyNumber: input.companyNumber,
        vatNumber: input.vatNumber,
        contactName: input.contactName,
        contactEmail: input.contactEmail,
        invoiceAddress: input.invoiceAddress,
        phone: input.phone,
        monthlySpend: input.monthlySpend,
        poRequired: input.poRequired,
      };
      const row = await db.transaction(async (tx) => {
        const existing = await lock(tx, eq(tradeAccounts.userId, user.id));
        if (existing && existing.status !== 'declined')
          throw new AppError('conflict', TRADE_MESSAGES.alreadyApplied);
        // a declined business may apply again: the same account, pending once more
        const [row] = existing
          ? await tx
              .update(tradeAccounts)
              .set({ ...fields, status: 'pending', reason: null, updatedAt: sql`now()` })
              .where(eq(tradeAccounts.id, existing.id))
              .returning()
          : await tx
              .insert(tradeAccounts)
              .values({ ...fields, userId: user.id })
              .returning();
        await record(tx, row!.id, 'applied', `Applied for ${input.businessName}`, {
          id: user.id,
          label: `Customer (${user.email})`,
        });
        await enqueueMail(tx, row!.id, 'application', row!.updatedAt.toISOString());
        return row!;
      });
      jobs.kick();
      return view(row, 'customer');
    },

    async mine(userId: string): Promise<TradeAccountView | null> {
      const row = await byUser(userId);
      return row ? view(row, 'customer') : null;
    },

    async checkoutOffer(userId: string): Promise<CheckoutAccountOffer | null> {
      const row = await byUser(userId);
      if (row?.status !== 'approved') return null;
      const balance = accountBalance(await entriesOf(db, row.id));
      return {
        businessName: row.businessName,
        termsDays: row.termsDays as PaymentTermsDays,
        poRequired: row.poRequired,
        creditLimit: row.creditLimit,
        available: Math.max(0, row.creditLimit - outstandingOf(balance)),
      };
    },

    async list(query: TradeAccountListQuery): Promise<TradeAccountList> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(tradeAccounts.status, query.status));
      if (query.q) {
        const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(
            ilike(tradeAccounts.businessName, like),
            ilike(tradeAccounts.contactName, like),
            ilike(tradeAccounts.contactEmail, like),
          )!,
        );
      }
      if (query.overdue) {
        const overdueIds = (await receivablesByAccount())
          .filter((r) => r.overdue > 0)
          .map((r) => r.accountId);
        if (overdueIds.length === 0) conditions.push(sql`false`);
        else conditions.push(inArray(tradeAccounts.id, overdueIds));
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(tradeAccounts).where(where);
      const [{ pending } = { pending: 0 }] = await db
        .select({ pending: count() })
        .from(tradeAccounts)
        .where(eq(tradeAccounts.status, 'pending'));
      const pages = Math.max(1, Math.ceil(n / TRADE_PAGE_SIZE));
      const page = Math.min(query.page ?? 1, pages);
      const rows = await db
        .select()
        .from(tradeAccounts)
        .where(where)
        // applications waiting first, then the newest
        .orderBy(sql`(${tradeAccounts.status} = 'pending') desc`, desc(tradeAccounts.createdAt))
        .limit(TRADE_PAGE_SIZE)
        .offset((page - 1) * TRADE_PAGE_SIZE);
      const ledger =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(tradeLedger)
              .where(
                inArray(
                  tradeLedger.accountId,
                  rows.map((r) => r.id),
                ),
              );
      const day = today();
      const accounts: TradeAccountListItem[] = rows.map((r) => {
        const figures = accountFigures(
          r.creditLimit,
          ledger.filter((e) => e.accountId === r.id).map(entryOf),
          day,
        );
        return {
          id: r.id,
          status: r.status,
          businessName: r.businessName,
          contactName: r.contactName,
          contactEmail: r.contactEmail,
          creditLimit: r.creditLimit,
          termsDays: r.termsDays as PaymentTermsDays,
          outstanding: figures.outstanding,
          overdue: figures.overdue,
          appliedAt: r.createdAt.toISOString(),
        };
      });
      return { accounts, page, pages, total: n, pending };
    },

    async get(id: string): Promise<TradeAccountView> {
      return view(await byId(id), 'seller');
    },

    async decide(id: string, decision: TradeDecision, actor: TradeActor): Promise<TradeAccountView> {
      checkId(id);
      const row = await db.transaction(async (tx) => {
        const row = await lock(tx, eq(tradeAccounts.id, id));
        if (!row) throw new AppError('not_found', 'Trade account not found');
        const status = nextTradeStatus(row.status, decision.action);
        if (!status) throw new AppError('conflict', TRADE_MESSAGES.notNow(row.status, decision.action));
        const changes: Partial<AccountRow> = { status };
        if (decision.action === 'approve' || decision.action === 'update') {
          if (decision.creditLimit !== undefined) changes.creditLimit = decision.creditLimit;
          if (decision.termsDays !== undefined) changes.termsDays = decision.termsDays;
          if (decision.poRequired !== undefined) changes.poRequired = decision.poRequired;
        }
        if (decision.action === 'decline' || decision.action === 'suspend') changes.reason = decision.reason;
        if (decision.action === 'approve' || decision.action === 'reopen') changes.reason = null;
        const [updated] = await tx
          .update(tradeAccounts)
          .set({ ...changes, decidedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(tradeAccounts.id, id))
          .returning();
        const kind = DECISION_EVENT[decision.action];
        const summary = decisionSummary(decision, updated!);
        await record(tx, id, kind, summary, actor);
        await recordAudit(tx, {
          area: 'trade',
          action: `trade.${decision.action}`,
          subjectId: id,
          summary: `${row.businessName}: ${summary}.`,
          changes: auditChanges(row, updated!, [
            'status',
            'creditLimit',
            'termsDays',
            'poRequired',
            'reason',
          ]),
        });
        await enqueueMail(tx, id, kind, updated!.updatedAt.toISOString());
        return updated!;
      });
      jobs.kick();
      return view(row, 'seller');
    },

    async recordPayment(id: string, input: TradePaymentInput, actor: TradeActor): Promise<TradeAccountView> {
      checkId(id);
      if (input.day > today()) throw new AppError('bad_request', TRADE_MESSAGES.paymentInFuture);
      let paidOrders = 0;
      const row = await db.transaction(async (tx) => {
        const row = await lock(tx, eq(tradeAccounts.id, id));
        if (!row) throw new AppError('not_found', 'Trade account not found');
        const entries = await entriesOf(tx, id);
        let owed: number;
        let orderNumber: number | null = null;
        if (input.orderId) {
          const invoice = invoiceBalances(entries, today()).find((i) => i.orderId === input.orderId);
          if (!invoice) throw new AppError('bad_request', TRADE_MESSAGES.invoiceNotOnAccount);
          owed = invoice.outstanding;
          orderNumber = invoice.orderNumber;
        } else owed = outstandingOf(accountBalance(entries));
        if (owed <= 0) throw new AppError('bad_request', TRADE_MESSAGES.nothingOwed);
        if (input.amount > owed) throw new AppError('bad_request', TRADE_MESSAGES.paymentTooLarge(owed));
        await tx.insert(tradeLedger).values({
          accountId: id,
          kind: 'payment',
          amount: input.amount,
          day: input.day,
          orderId: input.orderId,
          orderNumber,
          reference: input.reference,
          recordedBy: actor.id,
          recordedByLabel: actor.label,
        });
        const against = orderNumber ? ` against ${invoiceNumber(orderNumber)}` : '';
        const ref = input.reference ? ` (${input.reference})` : '';
        const summary = `Payment of ${formatPounds(input.amount)} recorded${against}${ref}`;
        await record(tx, id, 'payment', summary, actor);
        const outstanding = (e: LedgerEntry[]) => outstandingOf(accountBalance(e));
        await recordAudit(tx, {
          area: 'trade',
          action: 'trade.payment',
          subjectId: id,
          summary: `${row.businessName}: ${summary}.`,
          changes: [
            {
              field: 'outstanding',
              before: outstanding(entries),
              after: outstanding(await entriesOf(tx, id)),
            },
            ...(orderNumber
              ? [{ field: 'invoiceOutstanding', before: owed, after: owed - input.amount }]
              : []),
          ],
        });
        paidOrders = await markCoveredPaid(tx, id, actor);
        return row;
      });
      counts.orderPaid(paidOrders);
      return view(row, 'seller');
    },

    async statement(id: string, range: { from?: string; to?: string }): Promise<StatementView> {
      return statementView(await byId(id), range);
    },

    async statementForUser(userId: string, range: { from?: string; to?: string }): Promise<StatementView> {
      const row = await byUser(userId);
      if (!row || row.status === 'pending' || row.status === 'declined')
        throw new AppError('not_found', 'You have no trade account.');
      return statementView(row, range);
    },

    /** The statement as a PDF, with its file name. */
    async statementDocument(statement: StatementView): Promise<{ pdf: Buffer; filename: string }> {
      if (!deps.statementPdf) throw new Error('No statement PDF renderer is configured');
      return deps.statementPdf(statement);
    },

    async sendStatement(id: string, range: { from?: string; to?: string }, actor: TradeActor): Promise<void> {
      const row = await byId(id);
      const { from, to } = await statementView(row, range);
      await db.transaction(async (tx) => {
        const summary = `Statement from ${from} to ${to} sent to ${row.contactEmail}`;
        await record(tx, id, 'statement-sent', summary, actor);
        await recordAudit(tx, {
          area: 'trade',
          action: 'trade.statement_sent',
          subjectId: id,
          summary: `${row.businessName}: ${summary}.`,
          changes: [
            { field: 'from', before: null, after: from },
            { field: 'to', before: null, after: to },
          ],
        });
        await enqueueMail(tx, id, 'statement', `${from}:${to}:${now().getTime()}`, { from, to });
      });
      jobs.kick();
    },

    async receivables(): Promise<{ outstanding: number; overdue: number; overdueAccounts: number }> {
      const rows = await receivablesByAccount();
      return {
        outstanding: rows.reduce((s, r) => s + r.outstanding, 0),
        overdue: rows.reduce((s, r) => s + r.overdue, 0),
        overdueAccounts: rows.filter((r) => r.overdue > 0).length,
      };
    },

    /** The customer's own invoice (or credit note) order, for its PDF; 404 for anyone else's. */
    async ownOrder(userId: string, orderId: string): Promise<string> {
      const row = await byUser(userId);
      if (!row || !isUuid(orderId)) throw new AppError('not_found', 'Invoice not found');
      const [entry] = await db
        .select({ orderId: tradeLedger.orderId })
        .from(tradeLedger)
        .where(and(eq(tradeLedger.accountId, row.id), eq(tradeLedger.orderId, orderId)))
        .limit(1);
      if (!entry) throw new AppError('not_found', 'Invoice not found');
      return orderId;
    },

    /**
     * Places an order on the customer's account: the account's row is held while its balance is read and the
     * order and its invoice are written, so two checkouts at once cannot both slip under the limit. `create`
     * writes the order inside this transaction.
     */
    async placeOrder(input: {
      userId: string | null;
      /**
       * The account to place it on: the customer's own (by `userId`) unless a team store's organisation pays
       * (issue 32): then its account, for any member.
       */
      accountId?: string;
      poNumber: string | null;
      total: number;
      create: (
        tx: Tx,
        onAccount: { accountId: string; dueDay: string; termsDays: number },
      ) => Promise<OrderRow>;
    }): Promise<OrderRow> {
      const order = await db.transaction(async (tx) => {
        const which = input.accountId
          ? eq(tradeAccounts.id, input.accountId)
          : input.userId
            ? eq(tradeAccounts.userId, input.userId)
            : null;
        const account = which ? await lock(tx, which) : undefined;
        if (account?.status !== 'approved') throw new AppError('forbidden', TRADE_MESSAGES.notApproved);
        if (account.poRequired && !input.poNumber)
          throw new AppError('bad_request', TRADE_MESSAGES.poRequired);
        const balance = accountBalance(await entriesOf(tx, account.id));
        const refusal = creditRefusal(account.creditLimit, balance, input.total);
        if (refusal) throw new AppError('conflict', refusal);
        const day = today();
        const due = dueDay(day, account.termsDays);
        const order = await input.create(tx, {
          accountId: account.id,
          dueDay: due,
          termsDays: account.termsDays,
        });
        await tx.insert(tradeLedger).values({
          accountId: account.id,
          kind: 'invoice',
          amount: order.total,
          day,
          orderId: order.id,
          orderNumber: order.number,
          dueDay: due,
          recordedBy: input.userId,
          recordedByLabel: input.accountId ? 'Team store member' : 'Customer',
        });
        return order;
      });
      counts.orderPlaced();
      jobs.kick();
      return order;
    },

    /**
     * A credit note for an on-account order cancelled or refunded: the ledger takes the order's total off its
     * account, and the order reads Refunded. Inside the caller's transaction (which holds the order); false when
     * the order was credited already.
     */
    async creditOrder(tx: Tx, order: OrderRow, actor: TradeActor): Promise<boolean> {
      if (!order.tradeAccountId || order.paymentStatus === 'refunded') return false;
      await tx
        .select({ id: tradeAccounts.id })
        .from(tradeAccounts)
        .where(eq(tradeAccounts.id, order.tradeAccountId))
        .for('update');
      const [credit] = await tx
        .insert(tradeLedger)
        .values({
          accountId: order.tradeAccountId,
          kind: 'credit',
          amount: order.total,
          day: today(),
          orderId: order.id,
          orderNumber: order.number,
          recordedBy: actor.id,
          recordedByLabel: actor.label,
        })
        .onConflictDoNothing()
        .returning({ id: tradeLedger.id });
      if (!credit) return false;
      await tx
        .update(orders)
        .set({
          paymentStatus: 'refunded',
          refundedAmount: order.total,
          refundedAt: sql`now()`,
          ...refundVatOf(order, order.total),
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, order.id));
      await deps.events.record(tx, order.id, 'credited', actor, { amount: order.total });
      await record(
        tx,
        order.tradeAccountId,
        'credit',
        `Credit note ${creditNoteNumber(order.number)} for ${formatPounds(order.total)}`,
        actor,
      );
      return true;
    },

    /**
     * The reminders owed now (every TRADE_REMINDER_SWEEP_MS): for each unpaid invoice, the latest reminder whose
     * day has come, once (trade_reminders' key), the earlier ones passed over. The number enqueued.
     */
    async sendDueReminders(): Promise<number> {
      const day = today();
      let enqueued = 0;
      const accountsOwing = await db
        .select({ accountId: tradeLedger.accountId })
        .from(tradeLedger)
        .groupBy(tradeLedger.accountId)
        .having(
          sql`sum(case when ${tradeLedger.kind} = 'invoice' then ${tradeLedger.amount} else -${tradeLedger.amount} end) > 0`,
        );
      for (const { accountId } of accountsOwing) {
        const entries = await entriesOf(db, accountId);
        const owing = invoiceBalances(entries, day).filter((i) => i.outstanding > 0);
        if (owing.length === 0) continue;
        const sentRows = await db
          .select()
          .from(tradeReminders)
          .where(
            inArray(
              tradeReminders.orderId,
              owing.map((i) => i.orderId),
            ),
          );
        for (const invoice of owing) {
          const sent = sentRows
            .filter((r) => r.orderId === invoice.orderId)
            .map((r) => r.kind as ReminderKind);
          const due = reminderDue(invoice, day, sent);
          if (!due) continue;
          const wrote = await db.transaction(async (tx) => {
            const [mine] = await tx
              .insert(tradeReminders)
              .values({ orderId: invoice.orderId, kind: due.send, sent: true })
              .onConflictDoNothing()
              .returning({ kind: tradeReminders.kind });
            // another instance took this one
            if (!mine) return false;
            for (const kind of due.skip)
              await tx
                .insert(tradeReminders)
                .values({ orderId: invoice.orderId, kind, sent: false })
                .onConflictDoNothing();
            await enqueueMail(tx, accountId, reminderMailKind(due.send), `${invoice.orderId}`, {
              orderId: invoice.orderId,
            });
            await record(
              tx,
              accountId,
              'reminder',
              `Reminder (${due.send.replace('-', ' ')}) sent for ${invoiceNumber(invoice.orderNumber)}`,
              SHOP,
            );
            return true;
          });
          if (wrote) enqueued++;
        }
      }
      if (enqueued > 0) jobs.kick();
      return enqueued;
    },
  };

  /** What each account with money owed owes, and what of it is overdue today. */
  async function receivablesByAccount(): Promise<
    { accountId: string; outstanding: number; overdue: number }[]
  > {
    const owing = await db
      .select({ accountId: tradeLedger.accountId })
      .from(tradeLedger)
      .groupBy(tradeLedger.accountId)
      .having(
        sql`sum(case when ${tradeLedger.kind} = 'invoice' then ${tradeLedger.amount} else -${tradeLedger.amount} end) > 0`,
      );
    if (owing.length === 0) return [];
    const ledger = await db
      .select()
      .from(tradeLedger)
      .where(
        inArray(
          tradeLedger.accountId,
          owing.map((o) => o.accountId),
        ),
      );
    const day = today();
    return owing.map(({ accountId }) => {
      const figures = accountFigures(0, ledger.filter((e) => e.accountId === accountId).map(entryOf), day);
      return { accountId, outstanding: figures.outstanding, overdue: figures.overdue };
    });
  }
}

export type TradeAccountsService = ReturnType<typeof createTradeAccountsService>;
