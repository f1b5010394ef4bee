import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { auditChanges } from '../../domain/audit';
import { LOGO_METHODS } from '../../domain/catalogue';
import { poundsToPence } from '../../domain/money';
import { POSITION_SIZES, type DecorationLadder, type DecorationPricing } from '../../domain/price-breaks';
import { DEFAULT_DECORATION_PRICING, LOGO_APPLICATION_FEE } from '../../domain/pricing';
import { readPriceBreaks, type PricingSettingsInput } from '../../domain/schemas/pricing';
import type { Database } from '../db/client';
import { shopSettings } from '../db/schema';
import { recordAudit } from './audit';
import type { CatalogueService } from './catalogue';
import { badRequest } from '../errors';
import { DEFAULT_NAME_MAX_LENGTH, DEFAULT_NAME_PRICE, NAME_MAX_LENGTH_LIMIT } from '../../domain/names';

/** What is stored under `pricing`, in pence; read back through this schema so a bad row never prices a cart. */
const StoredPricingSchema = z.object({
  setupFee: z.number().int().min(0),
  setupFreeFrom: z.number().int().min(1).nullable(),
  decoration: z.array(
    z.object({
      method: z.enum(LOGO_METHODS),
      positionSize: z.enum(POSITION_SIZES),
      breaks: z.array(z.object({ minQuantity: z.number().int(), price: z.number().int() })),
    }),
  ),
  names: z
    .object({ price: z.number().int().min(0), maxLength: z.number().int().min(1).max(NAME_MAX_LENGTH_LIMIT) })
    .optional(),
});

const KEY = 'pricing';

/** The prices in force before the seller first saves any, as they are stored (for the audit's before). */
function storedDefaults(): z.infer<typeof StoredPricingSchema> {
  const { setupFee, setupFreeFrom, decoration } = DEFAULT_DECORATION_PRICING;
  return {
    setupFee,
    setupFreeFrom,
    decoration,
    names: { price: DEFAULT_NAME_PRICE, maxLength: DEFAULT_NAME_MAX_LENGTH },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;

/** The shop-wide decoration prices (issue 29): read by everyone, changed by the seller. */
export function createPricingService(
  db: Database,
  catalogue: Pick<CatalogueService, 'cachedRead' | 'changed'>,
) {
  async function read(): Promise<DecorationPricing> {
    const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, KEY));
    const stored = StoredPricingSchema.safeParse(row?.value);
    return stored.success
      ? { applicationFee: LOGO_APPLICATION_FEE, ...stored.data }
      : DEFAULT_DECORATION_PRICING;
  }

  return {
    /** Read by every cart and product page: kept per catalogue version (a save bumps it, on every instance). */
    get: (): Promise<DecorationPricing> => catalogue.cachedRead(`setting:${KEY}`, read),

    /** Saves the seller's prices whole, or refuses them naming the first bad row; nothing is saved on a refusal. */
    async set(input: PricingSettingsInput): Promise<DecorationPricing> {
      const decoration: DecorationLadder[] = [];
      for (const ladder of input.decoration) {
        const name = `${ladder.method}, ${ladder.positionSize} positions`;
        if (decoration.some((l) => l.method === ladder.method && l.positionSize === ladder.positionSize)) {
          throw badRequest(`${name}: given twice`);
        }
        const read = readPriceBreaks(LOGO_APPLICATION_FEE, ladder.breaks);
        if ('problems' in read) throw badRequest(`${name}: ${read.problems[0]!.message}`);
        decoration.push({ method: ladder.method, positionSize: ladder.positionSize, breaks: read.breaks });
      }
      const value = {
        setupFee: poundsToPence(input.setupFee),
        setupFreeFrom: input.setupFreeFrom,
        decoration,
        names: {
          price: input.namePrice === undefined ? DEFAULT_NAME_PRICE : poundsToPence(input.namePrice),
          maxLength: input.nameMaxLength ?? DEFAULT_NAME_MAX_LENGTH,
        },
      };
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.key, KEY)).for('update');
        const stored = StoredPricingSchema.safeParse(row?.value);
        const before = stored.success ? stored.data : storedDefaults();
        await tx
          .insert(shopSettings)
          .values({ key: KEY, value })
          .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
        await recordAudit(tx, {
          area: 'pricing',
          action: 'pricing.update',
          summary: 'Changed the decoration prices.',
          changes: auditChanges(before, value, ['setupFee', 'setupFreeFrom', 'decoration', 'names']),
        });
      });
      catalogue.changed();
      return { applicationFee: LOGO_APPLICATION_FEE, ...value };
    },
  };
}
