import { asc, eq } from 'drizzle-orm';
import type { OrderEvent, OrderEventDetail, OrderEventKind } from '../../../domain/order-events';
import type { Database, DbOrTx } from '../../db/client';
import { orderEvents } from '../../db/schema';

/** Who did something to an order, as the timeline shows it. */
export interface OrderActor {
  id: string | null;
  label: string;
}

/** The shop itself: payment webhooks and jobs. */
export const SHOP_ACTOR: OrderActor = { id: null, label: 'Shop' };

export const sellerActor = (user: { id: string; email: string }): OrderActor => ({
  id: user.id,
  label: `Seller (${user.email})`,
});

/** An order's history. `record` takes the caller's transaction, so an event commits with what it describes. */
export function createOrderEventsService(deps: { db: Database }) {
  const { db } = deps;
  /** Told of each event inside its transaction (outgoing webhooks: order.paid, shipped, cancelled, refunded). */
  const listeners: ((
    tx: DbOrTx,
    orderId: string,
    kind: OrderEventKind,
    detail: OrderEventDetail,
  ) => Promise<void>)[] = [];
  return {
    onRecord(listener: (typeof listeners)[number]) {
      listeners.push(listener);
    },

    async record(
      tx: DbOrTx,
      orderId: string,
      kind: OrderEventKind,
      actor: OrderActor,
      detail: OrderEventDetail = {},
    ): Promise<void> {
      await tx
        .insert(orderEvents)
        .values({ orderId, kind, actorId: actor.id, actorLabel: actor.label, detail });
      for (const listener of listeners) await listener(tx, orderId, kind, detail);
    },

    /** Oldest first. */
    async list(orderId: string): Promise<OrderEvent[]> {
      const rows = await db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
      return rows.map((r) => ({
        kind: r.kind,
        actorLabel: r.actorLabel,
        detail: r.detail,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}

export type OrderEventsService = ReturnType<typeof createOrderEventsService>;
