import { eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { auditChanges } from '../../domain/audit';
import { formatIsoDate, londonToday } from '../../domain/earnings';
import type { VatSettingsInput, VatSettingsJson } from '../../domain/schemas/settings';
import type { LineItem } from '../../domain/line-item';
import type { CartTotals } from '../../domain/pricing';
import {
  cartVat,
  lineVatRate,
  NOT_VAT_REGISTERED,
  vatModeOn,
  type OrderVat,
  type VatMode,
  type VatRate,
  type VatSettings,
  vatQuarterOf,
  vatStartDayAllowed,
} from '../../domain/vat';
import { AppError, badRequest } from '../errors';
import { recordAudit } from './audit';
import type { Database, DbOrTx } from '../db/client';
import { orders, products, shopSettings } from '../db/schema';
import type { CatalogueService } from './catalogue';

/** What is stored under `vat`; read back through this schema so a bad row never charges VAT by mistake. */
export const StoredVatSettingsSchema = z.object({
  registered: z.boolean(),
  vatNumber: z.string().nullable(),
  startDay: z.string().nullable(),
});

export const VAT_SETTINGS_KEY = 'vat';

/** Each line's rate from its products' (a bundle's garments'), read in `tx` (cart, checkout and placing). */
export async function lineVatRatesWithin(
  tx: DbOrTx,
  lines: readonly Pick<LineItem, 'productId' | 'bundle'>[],
): Promise<VatRate[]> {
  const ids = [
    ...new Set(lines.flatMap((l) => (l.bundle ? l.bundle.garments.map((g) => g.productId) : [l.productId]))),
  ].filter((id): id is string => id !== null);
  const rows = ids.length
    ? await tx
        .select({ id: products.id, vatRate: products.vatRate })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const rates = new Map(rows.map((r) => [r.id, r.vatRate]));
  return lines.map((l) => lineVatRate(l, (id) => rates.get(id)));
}

export type VatSettingsService = ReturnType<typeof createVatSettingsService>;

/**
 * The shop's VAT registration (issue 34): read by every page that speaks of VAT and by checkout, changed by the
 * Owner in /admin/settings. Kept per catalogue version like the prices: a change bumps it on every instance, so
 * cached pages and the mode they show move together.
 */
export function createVatSettingsService(
  db: Database,
  catalogue: Pick<CatalogueService, 'cachedRead' | 'changed'>,
  clock: () => Date,
) {
  async function read(): Promise<VatSettings> {
    const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, VAT_SETTINGS_KEY));
    const stored = StoredVatSettingsSchema.safeParse(row?.value);
    return stored.success ? stored.data : NOT_VAT_REGISTERED;
  }
  const get = (): Promise<VatSettings> => catalogue.cachedRead(`setting:${VAT_SETTINGS_KEY}`, read);

  async function anyVatOrder(tx: DbOrTx): Promise<boolean> {
    const [row] = await tx.select({ id: orders.id }).from(orders).where(isNotNull(orders.vat)).limit(1);
    return row !== undefined;
  }

  async function json(settings: VatSettings, tx: DbOrTx = db): Promise<VatSettingsJson> {
    return {
      ...settings,
      charging: vatModeOn(settings, londonToday(clock())).charged,
      vatOrders: await anyVatOrder(tx),
    };
  }

  return {
    get,
    /** The settings as /admin/settings and GET /api/settings/vat show them. */
    json: async () => json(await get()),

    /**
     * The Owner's change. Registering needs a start day from the current quarter's first day on (further back
     * would re-open orders invoiced without VAT); once an order was charged VAT, registration can't be turned off
     * (its invoices stand) and the start day can't move past that order. Nothing is saved on a refusal.
     */
    async set(input: VatSettingsInput): Promise<VatSettingsJson> {
      const today = londonToday(clock());
      const next: VatSettings = input.registered
        ? { registered: true, vatNumber: input.vatNumber ?? null, startDay: input.startDay ?? null }
        : NOT_VAT_REGISTERED;
      if (next.startDay && !vatStartDayAllowed(next.startDay, today))
        throw badRequest(
          `VAT can start from ${formatIsoDate(vatQuarterOf(today).start)} (the first day of this quarter) or later`,
        );
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(shopSettings)
          .where(eq(shopSettings.key, VAT_SETTINGS_KEY))
          .for('update');
        const stored = StoredVatSettingsSchema.safeParse(row?.value);
        const before = stored.success ? stored.data : NOT_VAT_REGISTERED;
        if (await anyVatOrder(tx)) {
          if (!next.registered)
            throw new AppError(
              'conflict',
              'VAT registration can’t be turned off: orders have been charged VAT and their VAT invoices stand. If the registration was cancelled, ask your accountant; the VAT already charged must still be paid to HMRC.',
            );
          const [first] = await tx
            .select({ at: orders.createdAt })
            .from(orders)
            .where(isNotNull(orders.vat))
            .orderBy(orders.createdAt)
            .limit(1);
          if (first && next.startDay! > londonToday(first.at))
            throw new AppError(
              'conflict',
              `VAT can’t start after ${formatIsoDate(londonToday(first.at))}: an order placed that day was charged VAT`,
            );
        }
        await tx
          .insert(shopSettings)
          .values({ key: VAT_SETTINGS_KEY, value: next })
          .onConflictDoUpdate({ target: shopSettings.key, set: { value: next, updatedAt: new Date() } });
        await recordAudit(tx, {
          area: 'settings',
          action: 'settings.vat',
          summary: next.registered
            ? `Set VAT registration ${next.vatNumber} from ${formatIsoDate(next.startDay!)}.`
            : 'Set the shop as not VAT registered.',
          changes: auditChanges(before, next, ['registered', 'vatNumber', 'startDay']),
        });
        return json(next, tx);
      });
      catalogue.changed();
      return saved;
    },
    /** Whether VAT is charged now (London day of the shop's clock): what pages say and new orders store. */
    async mode(at: Date = clock()): Promise<VatMode> {
      return vatModeOn(await get(), londonToday(at));
    },

    /**
     * A priced cart's VAT in a mode, with each line's rate (following `lines`); null when the mode charges none.
     * Pass the transaction when inside one (PGlite has one connection).
     */
    async cartVat(
      lines: readonly Pick<LineItem, 'productId' | 'bundle' | 'unavailable'>[],
      totals: Pick<CartTotals, 'lines' | 'setupFees' | 'discount' | 'shipping'>,
      mode: VatMode,
      tx: DbOrTx = db,
    ): Promise<{ vat: OrderVat; lineRates: VatRate[] } | null> {
      if (!mode.charged) return null;
      const lineRates = await lineVatRatesWithin(tx, lines);
      const vat = cartVat(
        lines.map((l, i) => ({ unavailable: l.unavailable, rate: lineRates[i]! })),
        totals,
        mode.vatNumber,
      );
      return { vat, lineRates };
    },
  };
}
