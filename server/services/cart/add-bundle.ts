import { refuseMixedCart } from './store-mix';
import { and, eq, sql } from 'drizzle-orm';
import {
  BUNDLE_SHOPPER_MESSAGES,
  bundleItemsProblem,
  type BundleItemChoice,
  type BundleSectionRule,
} from '../../../domain/bundles';
import { isUuid } from '../../../domain/ids';
import type { LineItem, LogoSummary, StoredBundleItem, StoredDecoration } from '../../../domain/line-item';
import { MAX_LINE_QUANTITY } from '../../../domain/pricing';
import type { BundleDetail, StockGrid } from '../../../domain/product';
import type { BundleCartInput } from '../../../domain/schemas/bundle-cart';
import { bundles, cartLines, carts } from '../../db/schema';
import { AppError } from '../../errors';
import { summariseLogo, type LogoRow } from '../logos';
import { stockColour } from '../stock';
import { customerOf, refuseHiVisPositions, resolveDecorations, type LogoUpload } from './decorations';
import { mergeKeyOf } from './merge-key';
import { bundleNoLongerAvailable, LINE_LIMIT_MESSAGE, noLongerAvailable } from './messages';
import type { CartParts } from './parts';
import type { CartOwner } from './rows';
import { unitKey } from './stock-checks';

/** The bundle's sections as domain/bundles checks a choice against them. */
function sectionRulesOf(bundle: BundleDetail): BundleSectionRule[] {
  return bundle.sections.map((s) => ({
    productId: s.product.id,
    title: s.product.title,
    requiredQuantity: s.requiredQuantity,
    colours: s.colours.map((c) => ({ hex: c.hex.toLowerCase(), name: c.name })),
    sizes: s.product.sizes.map((z) => z.label),
  }));
}

/** Each colour sent (name or hex) as the section's offered colour; an unknown one stays as sent and is named. */
function choicesOf(sections: readonly BundleSectionRule[], input: BundleCartInput): BundleItemChoice[] {
  return input.products
    .flatMap((p) => p.items)
    .map((item) => {
      const section = sections.find((s) => s.productId.toLowerCase() === item.productId.toLowerCase());
      const wanted = item.colour.toLowerCase();
      const colour = section?.colours.find((c) => c.name.toLowerCase() === wanted || c.hex === wanted);
      return {
        productId: section?.productId ?? item.productId,
        colourHex: colour?.hex ?? item.colour,
        size: item.size,
        quantity: item.quantity,
      };
    });
}

/** The garments as the row stores them: colour by name, in the bundle's order, one entry per colour and size. */
function storedItemsOf(
  sections: readonly BundleSectionRule[],
  items: readonly BundleItemChoice[],
): StoredBundleItem[] {
  const stored: StoredBundleItem[] = [];
  for (const section of sections) {
    const sizeRank = (size: string) => section.sizes.indexOf(size);
    const colourRank = (name: string) => section.colours.findIndex((c) => c.name === name);
    const mine: StoredBundleItem[] = [];
    for (const item of items.filter((i) => i.productId === section.productId)) {
      const colour = section.colours.find((c) => c.hex === item.colourHex)!.name;
      const seen = mine.find((m) => m.colour === colour && m.size === item.size);
      if (seen) seen.quantity += item.quantity;
      else mine.push({ productId: section.productId, colour, size: item.size, quantity: item.quantity });
    }
    mine.sort((a, b) => colourRank(a.colour) - colourRank(b.colour) || sizeRank(a.size) - sizeRank(b.size));
    stored.push(...mine);
  }
  return stored;
}

/** Putting a whole bundle in the cart as one line. */
export function createBundleAdds({ db, catalogue, logos, rows, stock, views }: CartParts) {
  /** The bundle, still sold with all of its products. */
  async function soldBundle(bundleId: string): Promise<BundleDetail> {
    const [found] = isUuid(bundleId)
      ? await db
          .select({ title: bundles.title, archivedAt: bundles.archivedAt })
          .from(bundles)
          .where(eq(bundles.id, bundleId))
      : [];
    if (!found) throw new AppError('not_found', 'Bundle not found');
    const bundle = found.archivedAt ? null : await catalogue.getBundle(bundleId);
    if (!bundle) throw new AppError('bad_request', bundleNoLongerAvailable(found.title));
    const gone = bundle.sections.find((s) => !s.available);
    if (gone)
      throw new AppError(
        'bad_request',
        `${noLongerAvailable(gone.product.title)} This bundle cannot be bought at the moment.`,
      );
    return bundle;
  }

  /** The garments must make the bundle, with the stock left for this shopper less what their cart holds. */
  async function checkChoice(
    owner: CartOwner,
    bundle: BundleDetail,
    sections: readonly BundleSectionRule[],
    items: readonly BundleItemChoice[],
  ) {
    const cartId = await rows.findCartId(owner);
    if (cartId) refuseMixedCart(await rows.linesOf(cartId), null);
    const inCart = await stock.unitsInCart(cartId);
    const grids = new Map<string, StockGrid>();
    for (const s of bundle.sections) grids.set(s.product.id, await stock.leftOf(cartId, s.product));
    const problem = bundleItemsProblem(sections, items, (productId, hex, size) => {
      const colour = stockColour(hex);
      return (
        (grids.get(productId)?.[colour]?.[size] ?? 0) - (inCart.get(unitKey(productId, colour, size)) ?? 0)
      );
    });
    if (problem) throw new AppError('bad_request', problem);
  }

  /** The bundle's logo at its positions (one method and design for all), or none for 'Not selected'. */
  async function decorationsOf(
    owner: CartOwner,
    input: BundleCartInput,
    upload?: LogoUpload,
  ): Promise<{ stored: StoredDecoration[]; uploaded: LogoRow | null }> {
    if (!input.design || input.method === 'Not selected') return { stored: [], uploaded: null };
    customerOf(owner);
    const design =
      input.design.kind === 'text' && !input.design.textLine && upload
        ? { kind: 'upload' as const, logoRef: null, usePreviousLogo: false }
        : input.design;
    if (design.kind === 'text' && !design.textLine)
      throw new AppError('bad_request', BUNDLE_SHOPPER_MESSAGES.text);
    if (design.kind === 'upload' && design.logoRef === null && !upload)
      throw new AppError('bad_request', BUNDLE_SHOPPER_MESSAGES.upload);
    const method = input.method;
    return resolveDecorations(
      logos,
      owner,
      input.positions.map((position) => ({ position, method, design })),
      upload,
    );
  }

  return {
    /**
     * Adds a whole bundle as one line (merging with the same bundle, garments, decorations and notes into one
     * more of it): the bundle must be sold and all of its products too, the garments must make the bundle
     * (domain/bundles bundleItemsProblem, with the stock left for this shopper), and a logo needs a customer.
     * The price is the bundle's, from the database. One row, written in one transaction: all garments or none.
     */
    async addBundle(
      owner: CartOwner,
      input: BundleCartInput,
      upload?: LogoUpload,
    ): Promise<{ line: LineItem; newGuestToken: string | null; logo: LogoSummary | null }> {
      const bundle = await soldBundle(input.bundleId);
      const sections = sectionRulesOf(bundle);
      const items = choicesOf(sections, input);
      await checkChoice(owner, bundle, sections, items);
      if (input.design && input.method !== 'Not selected')
        for (const s of bundle.sections) refuseHiVisPositions(s.product, input.positions);
      const stored = storedItemsOf(sections, items);

      const { stored: decorations, uploaded } = await decorationsOf(owner, input, upload);
      const notes = decorations.length ? input.notes : null;
      const logo = uploaded ? summariseLogo(uploaded) : null;

      const { cartId: ownCartId, newGuestToken } = await rows.ensureCart(owner);
      const mergeKey = mergeKeyOf({
        productId: null,
        colour: '',
        size: '',
        bundleId: bundle.id,
        bundleItems: stored,
        decorations,
        notes,
      });
      const row = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ quantity: cartLines.quantity })
          .from(cartLines)
          .where(and(eq(cartLines.cartId, ownCartId), eq(cartLines.mergeKey, mergeKey)));
        if (existing && existing.quantity + 1 > MAX_LINE_QUANTITY)
          throw new AppError('bad_request', LINE_LIMIT_MESSAGE);
        const [written] = await tx
          .insert(cartLines)
          .values({
            cartId: ownCartId,
            productId: null,
            bundleId: bundle.id,
            bundleItems: stored,
            colour: '',
            size: '',
            quantity: 1,
            unitPrice: bundle.price,
            mergeKey,
            decorations,
            notes,
          })
          .onConflictDoUpdate({
            target: [cartLines.cartId, cartLines.mergeKey],
            set: { quantity: sql`${cartLines.quantity} + 1`, unitPrice: bundle.price },
          })
          .returning();
        await tx
          .update(carts)
          .set({ updatedAt: sql`now()` })
          .where(eq(carts.id, ownCartId));
        return written!;
      });
      return { line: await views.lineView(row), newGuestToken, logo };
    },
  };
}
