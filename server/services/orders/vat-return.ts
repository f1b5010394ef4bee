import { and, count, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { addDays } from '../../../domain/earnings';
import { EARNED_PAYMENT_STATUSES } from '../../../domain/orders';
import { VAT_RATES, type VatRate } from '../../../domain/vat';
import { vatQuarterSummary, type VatQuarterSummary, type VatRateSums } from '../../../domain/vat-documents';
import type { VatQuarter } from '../../../domain/vat';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

const SHOP_TIME_ZONE = 'Europe/London';

/** The London days [start, end] as instants: from start 00:00 to the day after end 00:00. */
const within = (column: unknown, quarter: VatQuarter) =>
  and(
    gte(column as never, sql`(${quarter.start}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`),
    lt(column as never, sql`(${addDays(quarter.end, 1)}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`),
  );

/**
 * An invoice's tax point (domain/vat-documents taxPointDay): the invoice day of an order placed on account (the
 * day it was placed, whenever it is paid), else the day of payment.
 */
const taxPoint = sql`(case when ${orders.paymentProvider} = 'account' then ${orders.createdAt} else coalesce(${orders.paidAt}, ${orders.createdAt}) end)`;

/**
 * A quarter's VAT summary from the records: the VAT invoices whose tax point falls in it (orders charged VAT,
 * paid, invoiced or refunded since) and the VAT credit notes issued in it (refund_vat, on the refund's day), per
 * rate. Boxes 1 and 6 are worked out from these sums in one place (domain/vat-documents vatQuarterSummary), for
 * the earnings page and the CSV alike.
 */
export async function vatQuarterFigures(
  db: DbOrTx,
  quarter: VatQuarter & { key: string },
): Promise<VatQuarterSummary> {
  const rate = sql<VatRate>`r->>'rate'`;
  const sumOf = (field: string) => sql<string>`coalesce(sum((r->>${field})::bigint), 0)`;
  const sold = and(
    isNotNull(orders.vat),
    inArray(orders.paymentStatus, [...EARNED_PAYMENT_STATUSES]),
    within(taxPoint, quarter),
  );
  const creditedIn = and(isNotNull(orders.refundVat), within(orders.refundedAt, quarter));
  const sales = await db
    .select({ rate, net: sumOf('net'), vat: sumOf('vat') })
    .from(orders)
    .innerJoin(sql`jsonb_array_elements(${orders.vat}->'rates') as r`, sql`true`)
    .where(sold)
    .groupBy(rate);
  const credits = await db
    .select({ rate, net: sumOf('net'), vat: sumOf('vat') })
    .from(orders)
    .innerJoin(sql`jsonb_array_elements(${orders.refundVat}->'rates') as r`, sql`true`)
    .where(creditedIn)
    .groupBy(rate);
  const [invoiced] = await db.select({ n: count() }).from(orders).where(sold);
  const [credited] = await db.select({ n: count() }).from(orders).where(creditedIn);
  const rates: VatRateSums[] = VAT_RATES.flatMap((r) => {
    const s = sales.find((x) => x.rate === r);
    const c = credits.find((x) => x.rate === r);
    if (!s && !c) return [];
    return [
      {
        rate: r,
        salesNet: Number(s?.net ?? 0),
        salesVat: Number(s?.vat ?? 0),
        creditedNet: Number(c?.net ?? 0),
        creditedVat: Number(c?.vat ?? 0),
      },
    ];
  });
  return vatQuarterSummary(
    quarter,
    { invoices: Number(invoiced?.n ?? 0), creditNotes: Number(credited?.n ?? 0) },
    rates,
  );
}
