import { and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import {
  AccountingSettingsSchema,
  DEFAULT_ACCOUNTING_SETTINGS,
  exportColumns,
  exportRow,
  orderExportLines,
  type AccountingFormat,
  type AccountingSettings,
  type ExportOrder,
} from '../../domain/accounting-export';
import { auditChanges } from '../../domain/audit';
import { csvRow } from '../../domain/csv';
import { addDays } from '../../domain/earnings';
import { EARNED_PAYMENT_STATUSES } from '../../domain/orders';
import type { Database } from '../db/client';
import { orderLines, orders, shopSettings } from '../db/schema';
import { recordAudit } from './audit';

export const ACCOUNTING_SETTINGS_KEY = 'accounting';
/** Orders read per page of the export (with their lines): a year of a busy shop streams, never held whole. */
const PAGE = 200;

const londonMidnight = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/London'`;

/**
 * The accounting export (issue 36): the account code and tax types it writes (shop_settings `accounting`), and
 * the CSV of a range's invoices and credit notes. It takes the orders the earnings report counts — paid,
 * invoiced or refunded, placed on a London day of the range (earnings_days' rule) — so the invoices add up to
 * the report's gross and the credit notes to its refunded.
 */
export function createAccountingExportService(db: Database) {
  async function settings(): Promise<AccountingSettings> {
    const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, ACCOUNTING_SETTINGS_KEY));
    const stored = AccountingSettingsSchema.safeParse(row?.value);
    return stored.success ? stored.data : DEFAULT_ACCOUNTING_SETTINGS;
  }

  async function page(from: string, to: string, after: { createdAt: Date; id: string } | null) {
    const rows = await db
      .select()
      .from(orders)
      .where(
        and(
          inArray(orders.paymentStatus, [...EARNED_PAYMENT_STATUSES]),
          gte(orders.createdAt, londonMidnight(from)),
          lt(orders.createdAt, londonMidnight(addDays(to, 1))),
          after
            ? or(
                gt(orders.createdAt, after.createdAt),
                and(eq(orders.createdAt, after.createdAt), gt(orders.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(PAGE);
    const lines = rows.length
      ? await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(orderLines.orderId, orderLines.sortOrder)
      : [];
    return rows.map((o): ExportOrder & { id: string } => ({
      id: o.id,
      number: o.number,
      createdAt: o.createdAt,
      paidAt: o.paidAt,
      paymentProvider: o.paymentProvider,
      tradeAccountId: o.tradeAccountId,
      invoiceDueDay: o.invoiceDueDay,
      paymentTermsDays: o.paymentTermsDays,
      email: o.email,
      address: o.shippingAddress,
      poNumber: o.poNumber,
      shippingType: o.shippingType,
      setupFees: o.setupFees,
      discount: o.discount,
      promoCode: o.promoCode,
      shipping: o.shipping,
      total: o.total,
      refundedAmount: o.refundedAmount,
      refundedAt: o.refundedAt,
      vat: o.vat,
      refundVat: o.refundVat,
      lines: lines.filter((l) => l.orderId === o.id),
    }));
  }

  return {
    settings,

    /** Saves the account code and tax types (integrations:manage), with an audit entry. */
    async setSettings(next: AccountingSettings): Promise<AccountingSettings> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(shopSettings)
          .where(eq(shopSettings.key, ACCOUNTING_SETTINGS_KEY))
          .for('update');
        const stored = AccountingSettingsSchema.safeParse(row?.value);
        const before = stored.success ? stored.data : DEFAULT_ACCOUNTING_SETTINGS;
        await tx
          .insert(shopSettings)
          .values({ key: ACCOUNTING_SETTINGS_KEY, value: next })
          .onConflictDoUpdate({ target: shopSettings.key, set: { value: next, updatedAt: new Date() } });
        const flat = (s: AccountingSettings) => ({ accountCode: s.accountCode, ...s.taxTypes });
        await recordAudit(tx, {
          area: 'settings',
          action: 'settings.accounting',
          summary: `Set the accounting export's account code ${next.accountCode} and tax types.`,
          changes: auditChanges(flat(before), flat(next), [
            'accountCode',
            'noVat',
            'standard',
            'zero',
            'exempt',
          ]),
        });
        return next;
      });
    },

    /**
     * The range's CSV as a stream of text: the header, then each order's invoice lines and credit note lines,
     * oldest order first, read a page at a time.
     */
    async csv(format: AccountingFormat, from: string, to: string): Promise<ReadableStream<string>> {
      const chosen = await settings();
      let after: { createdAt: Date; id: string } | null = null;
      let done = false;
      return new ReadableStream<string>({
        start(controller) {
          controller.enqueue(csvRow(exportColumns(format)));
        },
        async pull(controller) {
          if (done) return;
          const batch = await page(from, to, after);
          const text = batch
            .flatMap((o) => orderExportLines(o).map((l) => csvRow(exportRow(format, l, chosen))))
            .join('');
          if (text) controller.enqueue(text);
          const last = batch.at(-1);
          if (batch.length < PAGE || !last) {
            done = true;
            controller.close();
          } else after = { createdAt: last.createdAt, id: last.id };
        },
      });
    },
  };
}

export type AccountingExportService = ReturnType<typeof createAccountingExportService>;
