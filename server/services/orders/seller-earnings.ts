import { and, desc, gte, inArray, lt, lte, or, sql, type Column } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  addDays,
  averageOrderValue,
  fillBuckets,
  type EarningsBucket,
  type EarningsRange,
} from '../../../domain/earnings';
import type { Pence } from '../../../domain/money';
import type { Database } from '../../db/client';
import { decorationDays, earningsDays, productSalesDays, productSalesMonths } from '../../db/schema';
import type { VatQuarter } from '../../../domain/vat';
import { vatQuarterFigures } from './vat-return';

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
  /** The VAT inside `net` (issue 34): charged on VAT orders less what their credit notes gave back; 0 without VAT. */
  vat: Pence;
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
/** The first day of the month after `day` (YYYY-MM-DD). */
const nextMonth = (day: string): string => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * A range of days as the whole months inside it ([from, until) of first days) and the days outside those:
 * five years are 60 month rows per product and a few days, not 1,826 days.
 */
export function monthsAndDays(range: { from: string; to: string }): {
  months: { from: string; until: string } | null;
  days: { from: string; to: string }[];
} {
  const firstWhole = range.from.endsWith('-01') ? range.from : nextMonth(range.from);
  const afterTo = addDays(range.to, 1);
  // the first day of the month after the last whole one
  const untilWhole = afterTo.endsWith('-01') ? afterTo : `${range.to.slice(0, 7)}-01`;
  if (firstWhole >= untilWhole) return { months: null, days: [{ from: range.from, to: range.to }] };
  const days: { from: string; to: string }[] = [];
  if (range.from < firstWhole) days.push({ from: range.from, to: addDays(firstWhole, -1) });
  if (untilWhole <= range.to) days.push({ from: untilWhole, to: range.to });
  return { months: { from: firstWhole, until: untilWhole }, days };
}

export function createSellerEarningsService(deps: { db: Database }) {
  const { db } = deps;

  // The report reads the day (and month) summaries the orders' triggers keep (migration 0031): a day there is
  // the shop's day, so a range of days is a range of rows.
  const daysIn = (day: Column, range: { from: string; to: string }) =>
    and(gte(day, range.from), lte(day, range.to));

  async function series(range: EarningsRange): Promise<EarningsBucket[]> {
    // the granularity is one of three words checked by the domain; it goes in as a bound parameter anyway
    const bucket = sql<string>`to_char(date_trunc(${range.granularity}, ${earningsDays.day}::timestamp), 'YYYY-MM-DD')`;
    const rows = await db
      .select({
        start: bucket,
        sales: sql<string>`sum(${earningsDays.gross} - ${earningsDays.refunded})`,
        orders: sql<string>`sum(${earningsDays.orders})`,
      })
      .from(earningsDays)
      .where(daysIn(earningsDays.day, range))
      .groupBy(sql`1`);
    return fillBuckets(
      range,
      rows.map((r) => ({ start: r.start, sales: Number(r.sales), orders: Number(r.orders) })),
    );
  }

  async function totals(range: EarningsRange) {
    const [row] = await db
      .select({
        orders: sql<string>`coalesce(sum(${earningsDays.orders}), 0)`,
        gross: sql<string>`coalesce(sum(${earningsDays.gross}), 0)`,
        refunded: sql<string>`coalesce(sum(${earningsDays.refunded}), 0)`,
        vat: sql<string>`coalesce(sum(${earningsDays.vat}), 0)`,
      })
      .from(earningsDays)
      .where(daysIn(earningsDays.day, range));
    const gross = Number(row?.gross ?? 0);
    const refunded = Number(row?.refunded ?? 0);
    const count = Number(row?.orders ?? 0);
    return {
      orders: count,
      gross,
      refunded,
      net: gross - refunded,
      vat: Number(row?.vat ?? 0),
      averageOrderValue: averageOrderValue(gross - refunded, count),
    };
  }

  async function topProducts(range: EarningsRange, by: 'revenue' | 'units'): Promise<ProductFigures[]> {
    // whole months from the month table, the days before and after them from the day table
    const { months, days } = monthsAndDays(range);
    const parts = (productKeys?: string[]) => {
      const ofKeys = (column: typeof productSalesMonths.productKey | typeof productSalesDays.productKey) =>
        productKeys ? inArray(column, productKeys) : undefined;
      const fromMonths = db
        .select({
          productKey: productSalesMonths.productKey,
          productId: productSalesMonths.productId,
          title: productSalesMonths.title,
          titleAt: productSalesMonths.titleAt,
          units: productSalesMonths.units,
          revenue: productSalesMonths.revenue,
        })
        .from(productSalesMonths)
        .where(
          and(
            months
              ? and(gte(productSalesMonths.month, months.from), lt(productSalesMonths.month, months.until))
              : sql`false`,
            ofKeys(productSalesMonths.productKey),
          ),
        );
      const fromDays = db
        .select({
          productKey: productSalesDays.productKey,
          productId: productSalesDays.productId,
          title: productSalesDays.title,
          titleAt: productSalesDays.titleAt,
          units: productSalesDays.units,
          revenue: productSalesDays.revenue,
        })
        .from(productSalesDays)
        .where(
          and(
            or(...days.map((d) => daysIn(productSalesDays.day, d)), sql`false`),
            ofKeys(productSalesDays.productKey),
          ),
        );
      return unionAll(fromMonths, fromDays).as('part');
    };
    // sums only, so PostgreSQL hashes the groups (an ordered aggregate here sorted 150,000 rows on disk at five
    // years); the titles are then read for the few products on top
    const part = parts();
    const revenue = sql<string>`sum(${part.revenue})`;
    const units = sql<string>`sum(${part.units})`;
    const top = await db
      .select({ productKey: part.productKey, revenue, units })
      .from(part)
      .groupBy(part.productKey)
      .having(sql`sum(${part.units}) <> 0 or sum(${part.revenue}) <> 0`)
      .orderBy(sql`${by === 'revenue' ? revenue : units} desc`, part.productKey)
      .limit(TOP);
    if (top.length === 0) return [];
    // the latest title each was sold under in the range, and its product
    const named = parts(top.map((r) => r.productKey));
    const latest = await db
      .selectDistinctOn([named.productKey], {
        productKey: named.productKey,
        productId: named.productId,
        title: named.title,
      })
      .from(named)
      .orderBy(named.productKey, desc(named.titleAt));
    const byKey = new Map(latest.map((r) => [r.productKey, r]));
    return top.map((r) => ({
      productId: byKey.get(r.productKey)?.productId ?? null,
      title: byKey.get(r.productKey)?.title ?? '',
      revenue: Number(r.revenue),
      units: Number(r.units),
    }));
  }

  async function topDecorations(range: EarningsRange): Promise<DecorationFigures[]> {
    const units = sql<string>`sum(${decorationDays.units})`;
    const rows = await db
      .select({
        method: decorationDays.method,
        position: decorationDays.position,
        units,
        lines: sql<string>`sum(${decorationDays.lines})`,
      })
      .from(decorationDays)
      .where(daysIn(decorationDays.day, range))
      .groupBy(decorationDays.method, decorationDays.position)
      .having(sql`sum(${decorationDays.lines}) <> 0`)
      .orderBy(sql`${units} desc`, decorationDays.method, decorationDays.position)
      .limit(TOP);
    return rows.map((r) => ({
      method: r.method,
      position: r.position,
      units: Number(r.units),
      lines: Number(r.lines),
    }));
  }

  return {
    /** A quarter's VAT summary (boxes 1 and 6 of the VAT return), from the orders' VAT records. */
    vatQuarter: (quarter: VatQuarter & { key: string }) => vatQuarterFigures(db, quarter),
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
