import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { londonToday } from '../../domain/earnings';
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
} from '../../domain/vat';
import type { Database, DbOrTx } from '../db/client';
import { products, shopSettings } from '../db/schema';
import type { CatalogueService } from './catalogue';

/** What is stored under `vat`; read back through this schema so a bad row never charges VAT by mistake. */
export const StoredVatSettingsSchema = z.object({
  registered: z.boolean(),
  vatNumber: z.string().nullable(),
  startDay: z.string().nullable(),
});

export const VAT_SETTINGS_KEY = 'vat';

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

  return {
    get,
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
      const ids = [
        ...new Set(
          lines.flatMap((l) => (l.bundle ? l.bundle.garments.map((g) => g.productId) : [l.productId])),
        ),
      ].filter((id): id is string => id !== null);
      const rows = ids.length
        ? await tx
            .select({ id: products.id, vatRate: products.vatRate })
            .from(products)
            .where(inArray(products.id, ids))
        : [];
      const rates = new Map(rows.map((r) => [r.id, r.vatRate]));
      const lineRates = lines.map((l) => lineVatRate(l, (id) => rates.get(id)));
      const vat = cartVat(
        lines.map((l, i) => ({ unavailable: l.unavailable, rate: lineRates[i]! })),
        totals,
        mode.vatNumber,
      );
      return { vat, lineRates };
    },
  };
}
