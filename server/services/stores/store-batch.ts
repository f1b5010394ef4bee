import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  isShippingCarrier,
  TrackingIdSchema,
  UNKNOWN_CARRIER_MESSAGE,
  type ShippingCarrier,
} from '../../../domain/carriers';
import { auditChanges } from '../../../domain/audit';
import { csvRow } from '../../../domain/csv';
import { formatOrderNumber } from '../../../domain/orders';
import { hasDecoratedLine, shippingProblem, type ProductionStatus } from '../../../domain/production';
import type { StoreShipInput } from '../../../domain/schemas/stores';
import type { ShopInfo } from '../../../domain/shop-info';
import type { BatchOrderView, StoreBatchView } from '../../../domain/team-store-view';
import {
  batchTotals,
  closedOn,
  formatStoreDay,
  storeState,
  type BatchOrderInput,
} from '../../../domain/team-stores';
import { londonToday } from '../../../domain/earnings';
import type { TradeAddress } from '../../../domain/schemas/trade';
import type { Database } from '../../db/client';
import { logos, orderLines, orders, teamStoreProducts, teamStores } from '../../db/schema';
import { AppError } from '../../errors';
import {
  renderPackingListPdf,
  renderStoreWorkOrderPdf,
  type StoreBatchDocument,
} from '../../integrations/pdf/store-batch-pdf';
import { recordAudit } from '../audit';
import type { CatalogueService } from '../catalogue';
import type { createOrderFulfilmentService } from '../orders/order-fulfilment';
import { storeNamesOf, type StoreRow } from './store-access';
import { countedOrders } from './store-views';

/** The batch's own sentences. */
export const BATCH_MESSAGES = {
  notClosed:
    'The batch work order and packing list are ready once the store is closed. Close the store first.',
  shipNotClosed: 'Close the store before marking the batch shipped.',
  proofNotApproved: 'Approve the batch proof before shipping.',
  nothingToShip: 'This store has no orders to ship.',
  parcelTracking: "Please enter the tracking number of the organisation's parcel.",
  orderTracking: (number: number) => `Please enter a tracking number for order ${formatOrderNumber(number)}.`,
  notInBatch: (id: string) => `Order ${id} is not in this batch.`,
  overrideReason: (store: string, day: string) =>
    `Batch proof approved for ${store} on ${formatStoreDay(day)}`,
} as const;

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

const memberName = (order: OrderRow) =>
  `${order.shippingAddress.firstName ?? ''} ${order.shippingAddress.lastName ?? ''}`.trim();

/** The batch of a store: its listed orders and their lines, the totals, and the documents and shipping. */
export function createStoreBatch(deps: {
  db: Database;
  catalogue: CatalogueService;
  fulfilment: Pick<ReturnType<typeof createOrderFulfilmentService>, 'updateStatus'>;
  shop: ShopInfo;
  now: () => Date;
  row: (id: string) => Promise<StoreRow>;
}) {
  const { db, catalogue, now } = deps;

  /** The store's placed member orders (cancelled ones too, uncounted) with their lines, by order number. */
  async function load(store: StoreRow) {
    const list = await db
      .select()
      .from(orders)
      .where(countedOrders([store.id], { withCancelled: true }))
      .orderBy(asc(orders.number));
    const lines =
      list.length === 0
        ? []
        : await db
            .select()
            .from(orderLines)
            .where(
              inArray(
                orderLines.orderId,
                list.map((o) => o.id),
              ),
            )
            .orderBy(asc(orderLines.sortOrder));
    const linesOf = new Map<string, LineRow[]>();
    for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
    // sizes in the products' own order (S, M, L…), not as first ordered
    const sizeOrder: string[] = [];
    for (const id of new Set(lines.map((l) => l.productId).filter((p): p is string => !!p))) {
      const product = await catalogue.getProduct(id);
      for (const s of product?.sizes ?? []) if (!sizeOrder.includes(s.label)) sizeOrder.push(s.label);
    }
    const inputs: BatchOrderInput[] = list.map((o) => ({
      orderId: o.id,
      number: o.number,
      memberName: memberName(o),
      cancelled: o.status === 'Cancelled',
      lines: (linesOf.get(o.id) ?? []).map((l) => ({
        productId: l.productId,
        title: l.title,
        colour: l.colour,
        size: l.size,
        quantity: l.quantity,
        names: l.names?.names ?? [],
      })),
    }));
    return { list, linesOf, inputs, totals: batchTotals(inputs, sizeOrder) };
  }

  async function documentOf(store: StoreRow): Promise<StoreBatchDocument> {
    if (storeState(store, now()) !== 'closed') throw new AppError('conflict', BATCH_MESSAGES.notClosed);
    const { list, inputs, totals } = await load(store);
    const [logo] = store.logoId
      ? await db.select({ name: logos.originalName }).from(logos).where(eq(logos.id, store.logoId))
      : [];
    const offerRows = await db
      .select()
      .from(teamStoreProducts)
      .where(eq(teamStoreProducts.storeId, store.id))
      .orderBy(asc(teamStoreProducts.sortOrder));
    const offers = [];
    for (const o of offerRows) {
      const product = await catalogue.getProduct(o.productId);
      offers.push({
        title: product?.title ?? 'A product no longer in the shop',
        colours: o.colours,
        decorations: o.decorations,
      });
    }
    const emailOf = new Map(list.map((o) => [o.id, o.email]));
    return {
      store: {
        name: store.name,
        slug: store.slug,
        logoName: logo?.name ?? null,
        closedOn: closedOn(store),
        delivery: store.delivery,
        deliveryAddress: (store.deliveryAddress as TradeAddress | null) ?? null,
        contactName: store.contactName,
        contactEmail: store.contactEmail,
        proofApprovedAt: store.proofApprovedAt,
        names: storeNamesOf(store),
      },
      offers,
      totals,
      orders: inputs
        .filter((i) => !i.cancelled)
        .map((i) => ({
          number: i.number,
          memberName: i.memberName,
          email: emailOf.get(i.orderId) ?? '',
          lines: i.lines.map((l) => ({ ...l, names: [...l.names] })),
        })),
    };
  }

  const fileSlug = (store: StoreRow) => store.slug.replace(/[^a-z0-9-]/g, '');

  return {
    async view(id: string): Promise<StoreBatchView> {
      const store = await deps.row(id);
      const { list, linesOf, totals } = await load(store);
      const orderViews: BatchOrderView[] = list.map((o) => {
        const lines = linesOf.get(o.id) ?? [];
        return {
          id: o.id,
          number: o.number,
          memberName: memberName(o),
          email: o.email,
          status: o.status,
          paymentStatus: o.paymentStatus,
          garments: lines.reduce((n, l) => n + l.quantity, 0),
          names: lines.reduce((n, l) => n + (l.names?.names.length ?? 0), 0),
          total: o.total,
          trackingNumber: o.trackingId,
          createdAt: o.createdAt.toISOString(),
        };
      });
      const state = storeState(store, now());
      return {
        store: { id: store.id, name: store.name, slug: store.slug, state, delivery: store.delivery },
        orders: orderViews,
        totals,
        total: list.filter((o) => o.status !== 'Cancelled').reduce((n, o) => n + o.total, 0),
        documentsReady: state === 'closed',
        proofApprovedAt: store.proofApprovedAt?.toISOString() ?? null,
        shippedAt: store.shippedAt?.toISOString() ?? null,
      };
    },

    /**
     * Every counted member order not yet shipped is marked Shipped through the fulfilment service (its Shipped
     * mail is a job deduplicated per order: a member is mailed once however often this runs). The store's
     * approved batch proof stands for each order's own: it is recorded as the reason on the order's timeline.
     */
    async ship(
      id: string,
      input: StoreShipInput,
      actor: { userId: string | null; label: string },
    ): Promise<{ shipped: number }> {
      const store = await deps.row(id);
      if (storeState(store, now()) !== 'closed') throw new AppError('conflict', BATCH_MESSAGES.shipNotClosed);
      const carrier = input.carrier.trim();
      if (!isShippingCarrier(carrier)) throw new AppError('bad_request', UNKNOWN_CARRIER_MESSAGE);
      const { list, linesOf } = await load(store);
      const counted = list.filter((o) => o.status !== 'Cancelled');
      if (counted.length === 0) throw new AppError('conflict', BATCH_MESSAGES.nothingToShip);
      const due = counted.filter((o) => o.status !== 'Shipped' && o.status !== 'Delivered');
      const perOrder = new Map(
        (input.perOrder ?? []).map((p) => [p.orderId.toLowerCase(), p.trackingNumber]),
      );
      for (const orderId of perOrder.keys())
        if (!list.some((o) => o.id === orderId))
          throw new AppError('bad_request', BATCH_MESSAGES.notInBatch(orderId));
      const tracking = (order: OrderRow): string => {
        const given = perOrder.get(order.id) ?? input.trackingNumber?.trim();
        if (!given)
          throw new AppError(
            'bad_request',
            store.delivery === 'organisation'
              ? BATCH_MESSAGES.parcelTracking
              : BATCH_MESSAGES.orderTracking(order.number),
          );
        const checked = TrackingIdSchema.safeParse(given);
        if (!checked.success) throw new AppError('bad_request', checked.error.issues[0]!.message);
        return checked.data;
      };
      const plan = due.map((order) => ({ order, trackingId: tracking(order) }));
      const needsProof = due.some((o) =>
        shippingProblem({
          hasDecoration: hasDecoratedLine(linesOf.get(o.id) ?? []),
          productionStatus: o.productionStatus as ProductionStatus | null,
        }),
      );
      if (needsProof && !store.proofApprovedAt)
        throw new AppError('conflict', BATCH_MESSAGES.proofNotApproved);
      const overrideReason = store.proofApprovedAt
        ? BATCH_MESSAGES.overrideReason(store.name, londonToday(store.proofApprovedAt))
        : undefined;
      for (const { order, trackingId } of plan)
        await deps.fulfilment.updateStatus(
          order.id,
          { status: 'Shipped', trackingId, carrier: carrier as ShippingCarrier, overrideReason },
          { id: actor.userId, label: actor.label },
        );
      // each order's Shipped is its own entry (the fulfilment service's); this one says the batch went
      await db.transaction(async (tx) => {
        const shippedAt = store.shippedAt ?? now();
        if (!store.shippedAt)
          await tx
            .update(teamStores)
            .set({ shippedAt, updatedAt: sql`now()` })
            .where(and(eq(teamStores.id, store.id)));
        await recordAudit(tx, {
          area: 'stores',
          action: 'store.ship',
          subjectId: store.id,
          summary: `Shipped the batch of the team store ${store.name}: ${plan.length} ${plan.length === 1 ? 'order' : 'orders'} marked Shipped.`,
          changes: [
            ...auditChanges(store, { shippedAt }),
            {
              field: 'ordersShipped',
              before: null,
              after: plan.map((p) => formatOrderNumber(p.order.number)),
            },
          ],
        });
      });
      return { shipped: plan.length };
    },

    async workOrderPdf(id: string): Promise<{ pdf: Buffer; filename: string }> {
      const store = await deps.row(id);
      const batch = await documentOf(store);
      return {
        pdf: await renderStoreWorkOrderPdf({ batch, shop: deps.shop }),
        filename: `work-order_${fileSlug(store)}.pdf`,
      };
    },

    async packingListPdf(id: string): Promise<{ pdf: Buffer; filename: string }> {
      const store = await deps.row(id);
      const batch = await documentOf(store);
      return {
        pdf: await renderPackingListPdf({ batch, shop: deps.shop }),
        filename: `packing-list_${fileSlug(store)}.pdf`,
      };
    },

    async namesCsv(id: string): Promise<{ csv: string; filename: string }> {
      const store = await deps.row(id);
      const { inputs } = await load(store);
      let csv = csvRow(['Order', 'Member', 'Product', 'Colour', 'Size', 'Name']);
      for (const order of inputs.filter((i) => !i.cancelled))
        for (const line of order.lines)
          for (const name of line.names)
            csv += csvRow([
              formatOrderNumber(order.number),
              order.memberName,
              line.title,
              line.colour,
              line.size,
              name,
            ]);
      return { csv, filename: `names_${fileSlug(store)}.csv` };
    },
  };
}
