import { and, asc, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { auditChanges } from '../../../domain/audit';
import { londonToday } from '../../../domain/earnings';
import { isUuid } from '../../../domain/ids';
import type { LineItem } from '../../../domain/line-item';
import type { Pence } from '../../../domain/money';
import { formatOrderNumber } from '../../../domain/orders';
import {
  creditNoteVat,
  orderVat,
  VAT_RATE_LABELS,
  vatModeOn,
  type OrderVat,
  type VatMode,
  type VatRate,
} from '../../../domain/vat';
import type { Database, DbOrTx } from '../../db/client';
import { orderLines, orders, shopSettings } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';
import { lineVatRatesWithin, StoredVatSettingsSchema, VAT_SETTINGS_KEY } from '../vat-settings';

/**
 * The VAT mode on the London day of `at`, read in the caller's transaction (PGlite has one connection, and the
 * placing transaction must see the registration as it is now). The row is share-locked: the Owner's change
 * (which locks it for update and looks for orders with VAT) waits for this order, or this order for the change.
 */
export async function vatModeWithin(tx: DbOrTx, at: Date): Promise<VatMode> {
  const [row] = await tx
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, VAT_SETTINGS_KEY))
    .for('share');
  const stored = StoredVatSettingsSchema.safeParse(row?.value);
  return stored.success ? vatModeOn(stored.data, londonToday(at)) : { charged: false };
}

/** The order-wide charges VAT shares over the lines. */
export interface OrderCharges {
  setupFees: Pence;
  discount: Pence;
  shipping: Pence;
  total: Pence;
}

/**
 * An order's VAT from its lines as charged (goods and logo charges, VAT-inclusive) at their rates and its charges.
 * Prices include VAT, so the order's total never changes: VAT's gross must be that total, or the order is refused
 * (a 500 with the figures in the log) rather than stored with an invoice that does not add up.
 */
export function orderVatOfLines(
  lines: readonly Pick<LineItem, 'goods' | 'logoCharge'>[],
  rates: readonly VatRate[],
  charges: OrderCharges,
  vatNumber: string,
  logger?: Pick<Logger, 'error'>,
): OrderVat {
  const vat = orderVat(
    {
      lines: lines.map((l, i) => ({ gross: l.goods + l.logoCharge, rate: rates[i]! })),
      setupFees: charges.setupFees,
      discount: charges.discount,
      shipping: charges.shipping,
    },
    vatNumber,
  );
  if (vat.gross !== charges.total) {
    logger?.error({ vat, charges }, 'order VAT does not add up to the order total');
    throw new Error(`The order's VAT (gross ${vat.gross}) does not add up to its total ${charges.total}`);
  }
  return vat;
}

/**
 * What a new order stores of VAT, worked out in its placing transaction: the mode on the day it is placed, each
 * line's rate and the order's net/VAT/gross per rate; null when no VAT is charged (not registered, or before the
 * start day): such an order stays exactly as orders always were.
 */
export async function newOrderVat(
  tx: DbOrTx,
  input: { lines: readonly LineItem[]; charges: OrderCharges; at: Date; logger?: Pick<Logger, 'error'> },
): Promise<{ vat: OrderVat; lineRates: VatRate[] } | null> {
  const mode = await vatModeWithin(tx, input.at);
  if (!mode.charged) return null;
  const lineRates = await lineVatRatesWithin(tx, input.lines);
  return {
    vat: orderVatOfLines(input.lines, lineRates, input.charges, mode.vatNumber, input.logger),
    lineRates,
  };
}

export const VAT_RATE_CHANGE_MESSAGES = {
  notVat: 'This order was placed without VAT, so it has no VAT rates to change.',
  paid: 'This order has been paid or invoiced: its VAT invoice stands and its rates can’t change. Refund it with a credit note and place it again if the VAT was wrong.',
} as const;

/**
 * A staff member corrects one line's VAT rate on an unpaid order (its invoice not issued yet): the order's VAT is
 * worked out again from its lines (its total stays), in one transaction, audited. A paid or invoiced order is
 * refused (409): its VAT invoice stands.
 */
export async function changeLineVatRate(
  db: Database,
  input: { orderId: string; lineId: string; rate: VatRate; logger?: Pick<Logger, 'error'> },
): Promise<OrderVat> {
  if (!isUuid(input.orderId) || !isUuid(input.lineId))
    throw new AppError('not_found', 'Order line not found');
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw new AppError('not_found', 'Order not found');
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.sortOrder));
    const line = lines.find((l) => l.id === input.lineId);
    if (!line) throw new AppError('not_found', 'Order line not found');
    if (!order.vat) throw new AppError('conflict', VAT_RATE_CHANGE_MESSAGES.notVat);
    if (order.paymentStatus !== 'unpaid') throw new AppError('conflict', VAT_RATE_CHANGE_MESSAGES.paid);
    const before = line.vatRate ?? 'standard';
    const rates = lines.map((l) => (l.id === line.id ? input.rate : (l.vatRate ?? 'standard')));
    const vat = orderVatOfLines(lines, rates, order, order.vat.vatNumber, input.logger);
    await tx
      .update(orderLines)
      .set({ vatRate: input.rate })
      .where(and(eq(orderLines.id, line.id), eq(orderLines.orderId, order.id)));
    await tx.update(orders).set({ vat, vatAmount: vat.vat }).where(eq(orders.id, order.id));
    await recordAudit(tx, {
      area: 'orders',
      action: 'order.vat-rate',
      subjectId: order.id,
      summary: `Changed the VAT rate of “${line.title}” on order ${formatOrderNumber(order.number)} from ${VAT_RATE_LABELS[before]} to ${VAT_RATE_LABELS[input.rate]}.`,
      changes: auditChanges(
        { vatRate: before, vat: order.vatAmount },
        { vatRate: input.rate, vat: vat.vat },
        ['vatRate', 'vat'],
      ),
    });
    return vat;
  });
}

/**
 * What a refund or credit of `amount` stores for its VAT credit note: the VAT given back per rate (the whole
 * order's for a full refund), or nothing for an order placed without VAT.
 */
export function refundVatOf(order: { vat: OrderVat | null }, amount: Pence) {
  if (!order.vat) return {};
  const refundVat = creditNoteVat(order.vat, amount);
  return { refundVat, refundVatAmount: refundVat.vat };
}
