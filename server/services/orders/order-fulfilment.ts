import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  mayShip,
  SHIP_NEEDS_TRACKING_MESSAGE,
  trackingUrl,
  type ShippingCarrier,
} from '../../../domain/carriers';
import { auditChanges } from '../../../domain/audit';
import { isUuid } from '../../../domain/ids';
import { formatPounds } from '../../../domain/money';
import { formatOrderNumber, type OrderStatus } from '../../../domain/orders';
import { hasDecoratedLine, shippingProblem, SHIPPING_MESSAGES } from '../../../domain/production';
import type { ShopInfo } from '../../../domain/shop-info';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';
import type { Mailer } from '../../integrations/mail/mailer';
import type { PaymentProvider } from '../../integrations/payments/provider';
import { defineJob, OrderJobPayload, type JobDefinition, type JobQueue } from '../jobs';
import { SHOP_ACTOR, type OrderActor, type OrderEventsService } from './order-events';
import type { OrderRow } from './order-record';
import { releaseHolds } from '../stock';
import { refundVatOf } from './order-vat';
import type { TradeAccountsService } from '../trade/trade-accounts';
import {
  orderStatusMail,
  STATUS_MAIL_KINDS,
  STATUS_MAIL_LABELS,
  type StatusMailKind,
} from '../order-status-mails';

/** The job kind of each status mail; its dedupe key is per order, so a mail goes once however often. */
export const statusMailJob = (kind: StatusMailKind) => `order.${kind}-mail`;

const MAIL_ON_STATUS: Partial<Record<OrderStatus, StatusMailKind>> = {
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

export interface TrackingView {
  trackingId: string | null;
  carrier: string | null;
  /** The carrier's public page for the parcel, when the carrier has one. */
  trackingUrl: string | null;
}

/**
 * The seller ships an order: its status, its tracking id and carrier, and a full refund of a cancelled paid
 * order. Every change is recorded on the order's timeline in its own transaction, and the customer's mails are
 * jobs enqueued in it (once per order each: shipping twice never mails twice).
 */
export function createOrderFulfilmentService(deps: {
  db: Database;
  jobs: JobQueue;
  events: OrderEventsService;
  mailer: Mailer;
  payments: PaymentProvider;
  shop: ShopInfo;
  publicUrl: string;
  logger: Logger;
  /** On-account orders are credited to their trade account, not refunded by card. */
  trade?: Pick<TradeAccountsService, 'creditOrder'>;
}) {
  const { db, jobs, events, mailer, payments, shop, logger } = deps;

  const statusMails = {} as Record<StatusMailKind, JobDefinition<typeof OrderJobPayload>>;
  for (const kind of STATUS_MAIL_KINDS) {
    const job = defineJob(statusMailJob(kind), OrderJobPayload, async (payload) => {
      const { orderId } = payload;
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return; // nothing left to tell anyone about
      await mailer.send(orderStatusMail({ kind, order, shop, publicUrl: deps.publicUrl }));
      await events.record(db, orderId, 'mail', SHOP_ACTOR, { mail: STATUS_MAIL_LABELS[kind] });
    });
    statusMails[kind] = jobs.register(job);
  }

  const checkId = (id: string) => {
    // a malformed id is the caller's mistake (400), an unknown one a 404
    if (!isUuid(id)) throw new AppError('bad_request', 'Invalid order id');
  };

  /** The order, locked for this transaction (two sellers changing it at once take turns). */
  async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
    checkId(id);
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw new AppError('not_found', 'Order not found');
    return order;
  }

  async function writeTracking(
    tx: Tx,
    order: OrderRow,
    next: { trackingId: string | null; carrier: string | null },
    actor: OrderActor,
  ): Promise<OrderRow> {
    if (next.trackingId === order.trackingId && next.carrier === order.carrier) return order;
    const [updated] = await tx
      .update(orders)
      .set({ trackingId: next.trackingId, carrier: next.carrier, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    await events.record(tx, order.id, 'tracking', actor, {
      trackingId: next.trackingId,
      carrier: next.carrier,
    });
    const number = formatOrderNumber(order.number);
    await recordAudit(tx, {
      area: 'orders',
      action: 'order.tracking',
      subjectId: order.id,
      summary: next.trackingId
        ? `Set tracking on order ${number}.`
        : `Removed tracking from order ${number}.`,
      changes: auditChanges(order, next, ['trackingId', 'carrier']),
    });
    return updated!;
  }

  /**
   * The order (locked by the caller's transaction) takes its new status: the timeline's event, the audit entry,
   * what Cancelled gives back, and the customer's status mail enqueued once per order (its dedupe key).
   */
  async function changeStatus(
    tx: Tx,
    order: OrderRow,
    status: OrderStatus,
    actor: OrderActor,
    overrideReason?: string,
  ): Promise<{ order: OrderRow; enqueued: boolean }> {
    if (order.status === status) return { order, enqueued: false };
    let enqueued = false;
    const [updated] = await tx
      .update(orders)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    await events.record(tx, order.id, 'status', actor, {
      from: order.status,
      to: status,
      ...(overrideReason ? { overrideReason } : {}),
    });
    await recordAudit(tx, {
      area: 'orders',
      action: 'order.status',
      subjectId: order.id,
      summary: overrideReason
        ? `Changed order ${formatOrderNumber(order.number)} from ${order.status} to ${status} before its proof was approved: “${overrideReason}”.`
        : `Changed order ${formatOrderNumber(order.number)} from ${order.status} to ${status}.`,
      changes: auditChanges(order, { status }, ['status']),
    });
    // a cancelled checkout will not be paid: its garments go back to what shoppers can buy
    if (status === 'Cancelled' && order.paymentStatus === 'unpaid') await releaseHolds(tx, order.id);
    // a cancelled order on account is owed no more: its credit note comes off the account now
    if (status === 'Cancelled' && order.tradeAccountId && deps.trade)
      await deps.trade.creditOrder(tx, order, actor);
    const mail = MAIL_ON_STATUS[status];
    if (mail) {
      await jobs.enqueue(
        tx,
        statusMails[mail],
        { orderId: order.id },
        { dedupeKey: `${statusMailJob(mail)}:${order.id}` },
      );
      enqueued = true;
    }
    return { order: updated!, enqueued };
  }

  /**
   * Whether the order may be marked Shipped as far as its proof goes: undefined when it may as it is, the
   * seller's trimmed reason when it ships before approval on their word; else refused (409, or 400 for a blank
   * reason).
   */
  async function shippingOverride(
    tx: DbOrTx,
    order: OrderRow,
    reason: string | undefined,
  ): Promise<string | undefined> {
    const lines = await tx
      .select({ decorations: orderLines.decorations })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    const facts = { hasDecoration: hasDecoratedLine(lines), productionStatus: order.productionStatus };
    if (!shippingProblem(facts)) return undefined;
    const problem = shippingProblem(facts, reason === undefined ? undefined : { reason });
    if (problem === SHIPPING_MESSAGES.reasonRequired) throw new AppError('bad_request', problem);
    if (problem) throw new AppError('conflict', problem);
    return reason!.trim();
  }

  /** An on-account order's refund: a credit note on its trade account, no card refund (cancelled first). */
  async function creditOnAccount(orderId: string, actor: OrderActor): Promise<OrderRow> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.status !== 'Cancelled')
        throw new AppError('bad_request', 'Cancel the order before refunding it.');
      if (!(await deps.trade!.creditOrder(tx, order, actor)))
        throw new AppError('conflict', 'This order has already been refunded.');
      const [updated] = await tx.select().from(orders).where(eq(orders.id, orderId));
      await recordAudit(tx, {
        area: 'refunds',
        action: 'refund.credit',
        subjectId: order.id,
        summary: `Credited ${formatPounds(order.total)} to the trade account for order ${formatOrderNumber(order.number)}.`,
        changes: auditChanges(order, updated!, ['paymentStatus', 'refundedAmount']),
      });
      return updated!;
    });
  }

  const trackingOf = (order: OrderRow): TrackingView => ({
    trackingId: order.trackingId,
    carrier: order.carrier,
    trackingUrl: trackingUrl(order.carrier, order.trackingId),
  });

  return {
    /**
     * Any status change is allowed, except that Shipped needs a tracking id and a carrier, and a decorated
     * order's approved proof (or the seller's reason to ship without one, recorded on the timeline). The
     * tracking given with the change is saved first, in the same transaction, so a refused change saves nothing.
     */
    async updateStatus(
      orderId: string,
      change: {
        status: OrderStatus;
        trackingId?: string;
        carrier?: ShippingCarrier;
        /** Why a decorated order ships before its proof is approved. */
        overrideReason?: string;
      },
      actor: OrderActor,
    ): Promise<OrderRow> {
      let enqueued = false;
      const order = await db.transaction(async (tx) => {
        let order = await lockOrder(tx, orderId);
        const tracking = {
          trackingId: change.trackingId ?? order.trackingId,
          carrier: change.carrier ?? order.carrier,
        };
        if (change.status === 'Shipped' && !mayShip(tracking))
          throw new AppError('bad_request', SHIP_NEEDS_TRACKING_MESSAGE);
        const overrideReason =
          change.status === 'Shipped' && order.status !== 'Shipped'
            ? await shippingOverride(tx, order, change.overrideReason)
            : undefined;
        order = await writeTracking(tx, order, tracking, actor);
        const changed = await changeStatus(tx, order, change.status, actor, overrideReason);
        enqueued = changed.enqueued;
        return changed.order;
      });
      if (enqueued) jobs.kick();
      return order;
    },

    /**
     * Bulk shipping's step for one order, in the caller's transaction (which locked the order and checked that
     * it may ship): its tracking and carrier, then Shipped, as updateStatus writes them — timeline, audit, and
     * the shipped mail enqueued once per order. The caller kicks the job queue after its commit.
     */
    async shipLocked(
      tx: Tx,
      order: OrderRow,
      tracking: { trackingId: string; carrier: ShippingCarrier },
      actor: OrderActor,
    ): Promise<{ order: OrderRow; enqueued: boolean }> {
      if (!mayShip(tracking)) throw new AppError('bad_request', SHIP_NEEDS_TRACKING_MESSAGE);
      const tracked = await writeTracking(tx, order, tracking, actor);
      return changeStatus(tx, tracked, 'Shipped', actor);
    },

    /** Runs the job worker now (after a commit that enqueued mails). */
    kickMails: () => jobs.kick(),

    async tracking(orderId: string): Promise<TrackingView> {
      checkId(orderId);
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new AppError('not_found', 'Order not found');
      return trackingOf(order);
    },

    /** Saves the tracking id, and the carrier when one is given (else the saved one stays). */
    async saveTracking(
      orderId: string,
      input: { trackingId: string; carrier?: ShippingCarrier },
      actor: OrderActor,
    ): Promise<TrackingView> {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        const updated = await writeTracking(
          tx,
          order,
          { trackingId: input.trackingId, carrier: input.carrier ?? order.carrier },
          actor,
        );
        return trackingOf(updated);
      });
    },

    /** Removes the tracking id and carrier; a shipped order keeps them (the customer follows that link). */
    async removeTracking(orderId: string, actor: OrderActor): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (order.status === 'Shipped' || order.status === 'Delivered')
          throw new AppError(
            'bad_request',
            'A shipped order keeps its tracking ID: save the corrected one instead, or change the status first',
          );
        await writeTracking(tx, order, { trackingId: null, carrier: null }, actor);
      });
    },

    /**
     * A full refund of a cancelled, paid order through the payment provider. The provider's call carries one
     * idempotency key per order, so a retry after a crash returns the first refund; the order row then marks it
     * refunded only once (paid → refunded), with its 'refund' event and the customer's refund mail.
     */
    async refund(orderId: string, actor: OrderActor): Promise<OrderRow> {
      checkId(orderId);
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new AppError('not_found', 'Order not found');
      if (order.paymentStatus === 'refunded')
        throw new AppError('conflict', 'This order has already been refunded.');
      if (order.tradeAccountId && deps.trade) return creditOnAccount(order.id, actor);
      if (order.paymentStatus !== 'paid')
        throw new AppError('bad_request', 'This order has not been paid, so there is nothing to refund.');
      if (order.status !== 'Cancelled')
        throw new AppError('bad_request', 'Cancel the order before refunding it.');
      if (!order.paymentSessionId || order.paymentProvider !== payments.name)
        throw new AppError('conflict', 'This order was paid outside this payment provider: refund it there.');

      let refund;
      try {
        refund = await payments.refund({
          sessionId: order.paymentSessionId,
          orderId: order.id,
          amount: order.total,
          idempotencyKey: `refund-${order.id}`,
        });
      } catch (error) {
        logger.error({ err: error, orderId }, 'refund failed');
        throw new AppError(
          'conflict',
          'The payment provider refused the refund. Please try again or refund it there.',
        );
      }

      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            paymentStatus: 'refunded',
            refundedAmount: refund.amount,
            refundedAt: sql`now()`,
            refundId: refund.id,
            // a VAT order's refund is a VAT credit note: the VAT it gives back, per rate (issue 34)
            ...refundVatOf(order, refund.amount),
            updatedAt: sql`now()`,
          })
          .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'paid')))
          .returning();
        if (!row) return null; // another request recorded the same refund first
        await events.record(tx, order.id, 'refund', actor, { amount: refund.amount });
        await recordAudit(tx, {
          area: 'refunds',
          action: 'refund.issue',
          subjectId: order.id,
          summary: `Refunded ${formatPounds(refund.amount)} on order ${formatOrderNumber(order.number)}.`,
          changes: auditChanges(order, row, ['paymentStatus', 'refundedAmount']),
        });
        await jobs.enqueue(
          tx,
          statusMails.refunded,
          { orderId: order.id },
          { dedupeKey: `${statusMailJob('refunded')}:${order.id}` },
        );
        return row;
      });
      if (!updated) throw new AppError('conflict', 'This order has already been refunded.');
      jobs.kick();
      return updated;
    },
  };
}

export type OrderFulfilmentService = ReturnType<typeof createOrderFulfilmentService>;
