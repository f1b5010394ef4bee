import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  addDays,
  averageOrderValue,
  fillBuckets,
  type EarningsBucket,
  type EarningsRange,
} from '../../../domain/earnings';
import type { Pence } from '../../../domain/money';
import { EARNED_PAYMENT_STATUSES } from '../../../domain/orders';
import type { Database } from '../../db/client';
import { orderLines, orders } from '../../db/schema';

/** The shop's day: a sale at 00:30 BST on 2 July is a 2 July sale. */
const SHOP_TIME_ZONE = 'Europe/London';
/**
 * Orders whose money was taken, or invoiced on a trade account (earned when invoiced); a refund or credit note
 * since subtracts its amount (see seller-orders earnings).
 */
const EARNED = EARNED_PAYMENT_STATUSES;
const TOP = 5;

export interface ProductFigures {
  productId: string | null;
  title: string;
  /** sold on orders not refunded in full (a bundle line counts its bundles) */
  units: number;
  /**
   * goods and logo application, pence, less each order's refund in proportion (setup fees, shipping and
   * discounts belong to the order)
   */
  revenue: Pence;
}

export interface DecorationFigures {
  method: string;
  position: string;
  /** garments decorated this way (applications): a bundle's every garment, on orders not refunded in full */
  units: number;
  /** order lines carrying it */
  lines: number;
}

export interface EarningsReport {
  range: EarningsRange;
  /** one per day, week or month of the range, empty ones at zero */
  series: EarningsBucket[];
  /** paid orders not refunded in full */
  orders: number;
  /** totals of the range's paid orders */
  gross: Pence;
  refunded: Pence;
  /** gross less refunded */
  net: Pence;
  /** net / orders: what an order brought in, refunds taken off */
  averageOrderValue: Pence;
  topProductsByRevenue: ProductFigures[];
  topProductsByUnits: ProductFigures[];
  topDecorations: DecorationFigures[];
}

/**
 * The seller's earnings report over a range of the shop's days: sales and orders per day, week or month, the
 * average order, and what sells best. An order counts on the day it was placed (orders_created_idx serves the
 * range); archived orders count, as in the total earnings.
 */
export function createSellerEarningsService(deps: { db: Database }) {
  const { db } = deps;

  /** [from 00:00, the day after `to` 00:00) in London, as instants; PostgreSQL applies the clock changes. */
  const inRange = (range: EarningsRange) =>
    and(
      inArray(orders.paymentStatus, [...EARNED]),
      gte(orders.createdAt, sql`(${range.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`),
      lt(orders.createdAt, sql`(${addDays(range.to, 1)}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`),
    );

  /**
   * An order the shop kept money from: one refunded in full (its goods came back or were never made) counts in
   * no order count, unit or decoration; its money is in gross and refunded, and nets to nothing.
   */
  const kept = sql`(${orders.refundedAmount} = 0 or ${orders.refundedAmount} < ${orders.total})`;
  const keptOrders = sql<number>`(count(*) filter (where ${kept}))::int`;

  async function series(range: EarningsRange): Promise<EarningsBucket[]> {
    // the granularity is one of three words checked by the domain; it goes in as a bound parameter anyway
    const bucket = sql<string>`to_char(date_trunc(${range.granularity}, ${orders.createdAt} at time zone ${SHOP_TIME_ZONE}), 'YYYY-MM-DD')`;
    const rows = await db
      .select({
        start: bucket,
        sales: sql<string>`sum(${orders.total} - ${orders.refundedAmount})`,
        orders: keptOrders,
      })
      .from(orders)
      .where(inRange(range))
      .groupBy(sql`1`);
    return fillBuckets(
      range,
      rows.map((r) => ({ start: r.start, sales: Number(r.sales), orders: Number(r.orders) })),
    );
  }

  async function totals(range: EarningsRange) {
    const [row] = await db
      .select({
        orders: keptOrders,
        gross: sql<string>`coalesce(sum(${orders.total}), 0)`,
        refunded: sql<string>`coalesce(sum(${orders.refundedAmount}), 0)`,
      })
      .from(orders)
      .where(inRange(range));
    const gross = Number(row?.gross ?? 0);
    const refunded = Number(row?.refunded ?? 0);
    const count = Number(row?.orders ?? 0);
    return {
      orders: count,
      gross,
      refunded,
      net: gross - refunded,
      averageOrderValue: averageOrderValue(gross - refunded, count),
    };
  }

  async function topProducts(range: EarningsRange, by: 'revenue' | 'units'): Promise<ProductFigures[]> {
    // each line's share of its order's refund goes with it, rounded per line as the order's own figures are
    const lineRevenue = sql`${orderLines.goods} + ${orderLines.logoCharge}`;
    const revenue = sql<string>`sum(case when ${orders.refundedAmount} = 0 then ${lineRevenue}
      else round((${lineRevenue})::numeric * (${orders.total} - ${orders.refundedAmount}) / ${orders.total}) end)`;
    const units = sql<string>`sum(${orderLines.quantity})`;
    // a deleted product keeps its lines (product_id null): those group by the title they were sold under
    const key = sql`coalesce(${orderLines.productId}::text, ${orderLines.title})`;
    const rows = await db
      .select({
        productId: sql<string | null>`(array_agg(${orderLines.productId}))[1]`,
        // the latest title it was sold under
        title: sql<string>`(array_agg(${orderLines.title} order by ${orders.createdAt} desc))[1]`,
        revenue,
        units,
      })
      .from(orderLines)
      .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
      .where(and(inRange(range), kept))
      .groupBy(key)
      .orderBy(sql`${by === 'revenue' ? revenue : units} desc`, sql`${key}`)
      .limit(TOP);
    return rows.map((r) => ({
      productId: r.productId,
      title: r.title,
      revenue: Number(r.revenue),
      units: Number(r.units),
    }));
  }

  async function topDecorations(range: EarningsRange): Promise<DecorationFigures[]> {
    const d = sql.raw('decoration');
    const method = sql<string>`${d}->>'method'`;
    const position = sql<string>`${d}->>'position'`;
    // a decoration is applied to every garment: a bundle line's garments per bundle times its bundles
    // (domain/pricing's garmentsPerUnit), a garment line's quantity
    const garmentsPerUnit = sql`coalesce((select sum((g->>'quantity')::int)
      from jsonb_array_elements(${orderLines.bundleItems}) as g), 1)`;
    const rows = await db
      .select({
        method,
        position,
        units: sql<string>`sum(${orderLines.quantity} * ${garmentsPerUnit})`,
        lines: sql<number>`count(*)::int`,
      })
      .from(orderLines)
      .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
      .innerJoin(sql`jsonb_array_elements(${orderLines.decorations}) as ${d}`, sql`true`)
      .where(and(inRange(range), kept))
      .groupBy(method, position)
      .orderBy(sql`3 desc`, method, position)
      .limit(TOP);
    return rows.map((r) => ({
      method: r.method,
      position: r.position,
      units: Number(r.units),
      lines: Number(r.lines),
    }));
  }

  return {
    async report(range: EarningsRange): Promise<EarningsReport> {
      const [bars, sums, byRevenue, byUnits, decorations] = await Promise.all([
        series(range),
        totals(range),
        topProducts(range, 'revenue'),
        topProducts(range, 'units'),
        topDecorations(range),
      ]);
      return {
        range,
        series: bars,
        ...sums,
        topProductsByRevenue: byRevenue,
        topProductsByUnits: byUnits,
        topDecorations: decorations,
      };
    },
  };
}

export type SellerEarningsService = ReturnType<typeof createSellerEarningsService>;
