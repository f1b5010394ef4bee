import { and, eq, inArray } from 'drizzle-orm';
import {
  bundleLineOf,
  decorationsFromStored,
  storedLogoIds,
  type BundleGarment,
  type LineItem,
  type LogoSummary,
} from '../../../domain/line-item';
import { priceCartAtBreaks, type CartTotals } from '../../../domain/pricing';
import type { DecorationPricing } from '../../../domain/price-breaks';
import type { Product } from '../../../domain/product';
import type { CartStoreView } from '../../../domain/team-store-view';
import type { ShippingType } from '../../../domain/shipping';
import { bundles, cartLines, teamStoreProducts, teamStores } from '../../db/schema';
import { namePricingOf, namesFromStored } from '../../../domain/names';
import { storeClosedMessage, storeLogoPath } from '../../../domain/team-stores';
import { AppError } from '../../errors';
import { summariseLogo } from '../logos';
import type { CartDeps } from './parts';
import type { CartOwner, CartRows, LineRow } from './rows';

export interface CartView {
  lines: LineItem[];
  totals: CartTotals;
  /** The decoration ladders and setup rule the cart was priced with: the cart page reprices with them. */
  pricing: DecorationPricing;
  /** A team store's cart (its lines are ordered on their own): where they go and who pays; else null. */
  store: CartStoreView | null;
}

type BundleRow = typeof bundles.$inferSelect;
/** A line before pricing adds its figures. */
type UnpricedLine = Omit<LineItem, 'goods' | 'logoCharge'>;
/** What every line shows, bundle or garment. */
type LineCommon = Pick<LineItem, 'id' | 'quantity' | 'decorations' | 'notes'>;

/**
 * The price is the catalogue's now (a product's base price: its break is the quantities', see chargedLines); the
 * row keeps the one the shopper last saw, to say once that it moved.
 */
const pricedAt = (row: LineRow, price: number) => ({
  unitPrice: price,
  ...(row.unitPrice === price ? {} : { previousUnitPrice: row.unitPrice }),
});

/** A bundle line: its garments as the catalogue has them; unavailable when the bundle or a product is gone. */
function bundleLine(
  row: LineRow,
  common: LineCommon,
  bundle: BundleRow,
  products: ReadonlyMap<string, Product | null>,
): UnpricedLine {
  const garments: BundleGarment[] = [];
  let available = bundle.archivedAt === null;
  for (const item of row.bundleItems) {
    const product = products.get(item.productId);
    if (!product) {
      available = false;
      continue;
    }
    if (!product.available) available = false;
    garments.push({
      productId: product.id,
      ...inColour(product, item.colour),
      size: item.size,
      quantity: item.quantity,
      unitPrice: product.price,
    });
  }
  return {
    ...common,
    ...pricedAt(row, bundle.price),
    productId: null,
    title: bundle.title,
    productTypes: [...new Set(garments.flatMap((g) => g.productTypes))],
    image: bundle.thumbnail,
    backImage: null,
    colour: '',
    colourHex: null,
    size: '',
    bundle: bundleLineOf(bundle.id, garments),
    ...(available ? {} : { unavailable: true }),
  };
}

/** A single garment's line, with the colour's pictures. */
function garmentLine(row: LineRow, common: LineCommon, product: Product): UnpricedLine {
  return {
    ...common,
    ...pricedAt(row, product.price),
    ladder: { basePrice: product.price, breaks: product.priceBreaks },
    productId: row.productId!,
    ...inColour(product, row.colour),
    size: row.size,
    ...(product.available ? {} : { unavailable: true }),
  };
}

type StoreRow = typeof teamStores.$inferSelect;
type OfferRow = typeof teamStoreProducts.$inferSelect;

/**
 * A team store member's line: the store's price now and the organisation's logo where the store puts it; no
 * longer sold when the store is archived or no longer offers the garment (a closed store's lines stay, and
 * checkout says it closed).
 */
function storeLine(
  row: LineRow,
  common: LineCommon,
  product: Product,
  store: StoreRow,
  offer: OfferRow | undefined,
  logo: LogoSummary | null,
): UnpricedLine {
  const decorations = offer
    ? decorationsFromStored(
        offer.decorations.map((d) => ({ ...d, textLine: null, font: null, logoId: store.logoId })),
        new Map(logo ? [[logo.id, logo]] : []),
      ).map((d) => ({ ...d, isPreviousLogo: true, unitPrice: 0, priceBreak: null }))
    : common.decorations;
  const sold = product.available && offer !== undefined && store.archivedAt === null;
  return {
    ...common,
    decorations,
    ...pricedAt(row, offer?.price ?? row.unitPrice),
    productId: row.productId!,
    ...inColour(product, row.colour),
    size: row.size,
    store: { id: store.id, name: store.name, slug: store.slug },
    ...(sold ? {} : { unavailable: true }),
  };
}

/** A store's logo as its members may load it: the store's own picture route, not the seller's logo files. */
function storeLogoSummary(store: StoreRow, logo: LogoSummary | undefined): LogoSummary | null {
  if (!logo) return null;
  return { ...logo, previewUrl: logo.previewUrl ? storeLogoPath(store.id) : null, setupPaid: true };
}

/** The cart as the shopper sees it: lines with today's prices and the figures from domain/pricing. */
export function createCartViews(deps: CartDeps & { rows: CartRows }) {
  const { db, catalogue, logos, rows, pricing } = deps;
  const now = deps.now ?? (() => new Date());

  /** The team stores a cart's lines come from, and their offers, read fresh. */
  async function storesOf(lineRows: readonly LineRow[]) {
    const ids = [...new Set(lineRows.flatMap((r) => (r.storeId ? [r.storeId] : [])))];
    if (ids.length === 0) return { stores: new Map<string, StoreRow>(), offers: new Map<string, OfferRow>() };
    const [storeRows, offerRows] = await Promise.all([
      db.select().from(teamStores).where(inArray(teamStores.id, ids)),
      db.select().from(teamStoreProducts).where(inArray(teamStoreProducts.storeId, ids)),
    ]);
    return {
      stores: new Map(storeRows.map((s) => [s.id, s])),
      offers: new Map(offerRows.map((o) => [`${o.storeId}|${o.productId}`, o])),
    };
  }

  /** Where a store cart's garments go and who pays, as the cart and checkout pages adapt to it. */
  function cartStore(store: StoreRow): CartStoreView {
    return {
      id: store.id,
      name: store.name,
      slug: store.slug,
      delivery: store.delivery,
      deliveryAddress: store.delivery === 'organisation' ? store.deliveryAddress : null,
      payer: store.payer,
      onTradeAccount: store.payer === 'organisation' && store.tradeAccountId !== null,
      tradeAccountId: store.payer === 'organisation' ? store.tradeAccountId : null,
      closedMessage: storeClosedMessage(store, now(), deps.shopEmail ?? 'our e-mail address'),
    };
  }

  /** Lines with what the cart page shows and the figures from domain/pricing. */
  async function view(lineRows: LineRow[], options: { shippingType?: ShippingType } = {}): Promise<CartView> {
    const logoRows = await logos.byIds(storedLogoIds(lineRows));
    const summaries = new Map([...logoRows].map(([id, row]) => [id, summariseLogo(row)]));
    const productIds = lineRows.flatMap((r) =>
      r.productId ? [r.productId] : r.bundleItems.map((i) => i.productId),
    );
    const products = new Map<string, Product | null>();
    for (const id of new Set(productIds)) products.set(id, await catalogue.getProduct(id));
    // the bundle rows themselves (archived ones too: the line says it is no longer available)
    const bundleIds = [...new Set(lineRows.flatMap((r) => (r.bundleId ? [r.bundleId] : [])))];
    const bundleRows = new Map(
      (bundleIds.length ? await db.select().from(bundles).where(inArray(bundles.id, bundleIds)) : []).map(
        (b) => [b.id, b],
      ),
    );

    const { stores, offers } = await storesOf(lineRows);
    const shopPricing = await pricing.get();
    const shopNames = namePricingOf(shopPricing);
    const lines: UnpricedLine[] = [];
    for (const row of lineRows) {
      const common = {
        id: row.id,
        quantity: row.quantity,
        decorations: decorationsFromStored(row.decorations, summaries),
        notes: row.notes,
      };
      if (row.bundleId) {
        const bundle = bundleRows.get(row.bundleId);
        if (!bundle) continue; // deleted bundles cascade their lines away
        lines.push(bundleLine(row, common, bundle, products));
        continue;
      }
      const product = row.productId ? products.get(row.productId) : null;
      if (!row.productId || !product) continue; // deleted products cascade their lines away; a stale cache may lag a moment
      const store = row.storeId ? stores.get(row.storeId) : undefined;
      const names = namesFromStored(row.names, store ? store.namePrice : shopNames.price);
      if (store) {
        const offer = offers.get(`${store.id}|${row.productId}`);
        const logo = store.logoId ? storeLogoSummary(store, summaries.get(store.logoId)) : null;
        lines.push({ ...storeLine(row, common, product, store, offer, logo), names });
      } else lines.push({ ...garmentLine(row, common, product), names });
    }
    const priced = priceCartAtBreaks(lines, shopPricing, { shippingType: options.shippingType });
    const totals = priced.totals;
    return {
      lines: priced.lines.map((l, i) => ({ ...l, ...totals.lines[i]! })),
      totals,
      pricing: shopPricing,
      store: stores.size > 0 ? cartStore([...stores.values()][0]!) : null,
    };
  }

  /** One line as its cart prices it: its quantity breaks count every line of the cart. */
  async function lineView(row: LineRow): Promise<LineItem> {
    const { lines } = await view(await rows.linesOf(row.cartId));
    const line = lines.find((l) => l.id === row.id);
    if (!line) throw new AppError('not_found', 'Cart item not found');
    return line;
  }

  async function cartWithId(
    owner: CartOwner,
    options: { shippingType?: ShippingType } = {},
  ): Promise<{ cartId: string | null; view: CartView }> {
    const { cartId, rows: lineRows } = await rows.cartOf(owner);
    return { cartId, view: await view(lineRows, options) };
  }

  async function get(owner: CartOwner, options: { shippingType?: ShippingType } = {}): Promise<CartView> {
    return (await cartWithId(owner, options)).view;
  }

  /**
   * The shopper has been shown these lines (the cart page, GET /api/cart, the checkout page): a line whose price
   * changed takes the new one as the price they saw, so its "Price changed" notice is shown once. A line whose
   * price moved again meanwhile keeps its notice. Not a change of the cart: its reminder clock stays.
   */
  async function pricesSeen(owner: CartOwner, lines: readonly LineItem[]): Promise<void> {
    const changed = lines.filter((l) => l.previousUnitPrice !== undefined);
    if (changed.length === 0) return;
    const cartId = await rows.findCartId(owner);
    if (!cartId) return;
    for (const line of changed)
      await db
        .update(cartLines)
        .set({ unitPrice: line.ladder?.basePrice ?? line.unitPrice })
        .where(
          and(
            eq(cartLines.id, line.id),
            eq(cartLines.cartId, cartId),
            eq(cartLines.unitPrice, line.previousUnitPrice!),
          ),
        );
  }

  /** The logos in this customer's cart (the spec's "cart product logs"). */
  async function logosInCart(userId: string): Promise<LogoSummary[]> {
    const { lines } = await get({ userId });
    const seen = new Map<string, LogoSummary>();
    for (const { design } of lines.flatMap((l) => l.decorations))
      if (design.kind === 'logo' && design.logo) seen.set(design.logo.id, design.logo);
    return [...seen.values()];
  }

  return { view, lineView, cartWithId, get, pricesSeen, logosInCart };
}

export type CartViews = ReturnType<typeof createCartViews>;

/** A garment as a line shows it in one colour: its name and types, and that colour's pictures and swatch. */
function inColour(product: Product, colourName: string) {
  const colour = product.colours.find((c) => c.name === colourName);
  return {
    title: product.title,
    productTypes: product.productTypes,
    image: colour?.image ?? product.frontImage,
    backImage: colour?.backImage ?? product.backImage,
    colour: colourName,
    colourHex: colour?.hex ?? null,
  };
}
