import { asc, inArray } from 'drizzle-orm';
import {
  appliedMessage,
  markDuplicates,
  orderNumberOf,
  shipRowProblem,
  type ShippableOrder,
  type ShipRowInput,
  type SheetRow,
} from '../../../domain/bulk-shipping';
import type { ShippingCarrier } from '../../../domain/carriers';
import { hasDecoratedLine } from '../../../domain/production';
import type { Database, DbOrTx } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import type { OrderActor } from './order-events';
import type { OrderFulfilmentService } from './order-fulfilment';
import type { OrderRow } from './order-record';

/** One row of the preview: ready to ship (problem null), or why not. */
export interface PreviewRow {
  row: number;
  /** The order as the row wrote it ("WW-1042"). */
  order: string;
  carrier: string;
  trackingId: string;
  /** The order's id and number when it was found. */
  orderId: string | null;
  orderNumber: number | null;
  customerName: string | null;
  /** What it ships with: the row's tracking number, else the one saved on the order. */
  shipsWithTracking: string | null;
  problem: string | null;
}

export interface ApplyResult {
  applied: { row: number; orderId: string; orderNumber: number }[];
  /** Rows not applied, with why (a row that changed since the preview, or was bad in it). */
  skipped: { row: number; order: string; problem: string }[];
  message: string;
}

/**
 * Bulk shipping's I/O: rows (from a carrier's CSV or a selection) are looked up and checked by domain rules; the
 * preview writes nothing, and apply ships the rows that pass in one transaction, each order through the same
 * step as shipping one order (timeline, audit, one shipped mail per order).
 */
export function createBulkShippingService(deps: { db: Database; fulfilment: OrderFulfilmentService }) {
  const { db, fulfilment } = deps;

  /** The rows' orders by number (locked when `lock`), each with whether it is decorated. */
  async function ordersOf(tx: DbOrTx, rows: readonly { order: string }[], lock: boolean) {
    const numbers = [
      ...new Set(rows.flatMap((r) => (orderNumberOf(r.order) === null ? [] : [orderNumberOf(r.order)!]))),
    ];
    if (numbers.length === 0) return new Map<number, { row: OrderRow; decorated: boolean }>();
    // ordered by id so two batches lock their orders in the same order (no deadlock)
    const query = tx.select().from(orders).where(inArray(orders.number, numbers)).orderBy(asc(orders.id));
    const found = lock ? await query.for('update') : await query;
    const lines = found.length
      ? await tx
          .select({ orderId: orderLines.orderId, decorations: orderLines.decorations })
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              found.map((o) => o.id),
            ),
          )
      : [];
    return new Map(
      found.map((o) => [
        o.number,
        { row: o, decorated: hasDecoratedLine(lines.filter((l) => l.orderId === o.id)) },
      ]),
    );
  }

  const facts = (o: { row: OrderRow; decorated: boolean }): ShippableOrder => ({
    status: o.row.status,
    paymentStatus: o.row.paymentStatus,
    abandoned: o.row.abandonedAt !== null,
    trackingId: o.row.trackingId,
    hasDecoration: o.decorated,
    productionStatus: o.row.productionStatus,
  });

  /** Every row checked against its order, in the rows' order. */
  async function check(tx: DbOrTx, rows: readonly SheetRow[], lock: boolean) {
    const byNumber = await ordersOf(
      tx,
      rows.filter((r) => r.problem === null),
      lock,
    );
    return rows.map((r) => {
      const n = orderNumberOf(r.order);
      const found = n === null ? undefined : byNumber.get(n);
      const problem = r.problem ?? shipRowProblem(r, found && facts(found));
      const shipsWithTracking = r.trackingId || found?.row.trackingId || null;
      return {
        preview: {
          row: r.row,
          order: r.order,
          carrier: r.carrier,
          trackingId: r.trackingId,
          orderId: found?.row.id ?? null,
          orderNumber: found?.row.number ?? null,
          customerName: found
            ? `${found.row.shippingAddress.firstName} ${found.row.shippingAddress.lastName}`.trim()
            : null,
          shipsWithTracking,
          problem,
        } satisfies PreviewRow,
        found,
      };
    });
  }

  const asSheetRows = (rows: readonly ShipRowInput[]): SheetRow[] =>
    markDuplicates(rows.map((r) => ({ ...r, problem: null as string | null }))) as SheetRow[];

  return {
    /** What applying these rows would do: nothing is written. */
    async preview(rows: readonly SheetRow[]): Promise<PreviewRow[]> {
      return (await check(db, markDuplicates(rows), false)).map((c) => c.preview);
    },

    /**
     * Ships the rows that pass, in one transaction with their orders locked: a row whose order changed since
     * the preview (shipped meanwhile, cancelled) is skipped and named, so applying twice ships and mails once.
     */
    async apply(rows: readonly ShipRowInput[], actor: OrderActor): Promise<ApplyResult> {
      let enqueued = false;
      const result = await db.transaction(async (tx) => {
        const checked = await check(tx, asSheetRows(rows), true);
        const applied: ApplyResult['applied'] = [];
        const skipped: ApplyResult['skipped'] = [];
        for (const { preview, found } of checked) {
          if (preview.problem || !found || !preview.shipsWithTracking) {
            skipped.push({
              row: preview.row,
              order: preview.order,
              problem: preview.problem ?? 'cannot ship',
            });
            continue;
          }
          const shipped = await fulfilment.shipLocked(
            tx,
            found.row,
            { trackingId: preview.shipsWithTracking, carrier: preview.carrier as ShippingCarrier },
            actor,
          );
          enqueued ||= shipped.enqueued;
          applied.push({ row: preview.row, orderId: found.row.id, orderNumber: found.row.number });
        }
        return { applied, skipped };
      });
      if (enqueued) fulfilment.kickMails();
      return { ...result, message: appliedMessage(result.applied.length) };
    },
  };
}

export type BulkShippingService = ReturnType<typeof createBulkShippingService>;
