import { createHash } from 'node:crypto';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BUNDLE_SHOPPER_MESSAGES,
  bundleItemsProblem,
  type BundleItemChoice,
  type BundleSectionRule,
} from '../../../domain/bundles';
import { isUuid } from '../../../domain/ids';
import {
  bundleLineOf,
  decorationsFromStored,
  sortDecorations,
  storedLogoIds,
  type LineItem,
  type BundleGarment,
  type LogoSummary,
  type StoredBundleItem,
  type StoredDecoration,
} from '../../../domain/line-item';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, priceCartLines, type CartTotals } from '../../../domain/pricing';
import type { Product, StockGrid } from '../../../domain/product';
import type { BundleCartInput } from '../../../domain/schemas/bundle-cart';
import {
  QUANTITY_MESSAGE,
  type AddSizesInput,
  type AddToCartInput,
  type DecorationInput,
  type LineDecorationsInput,
} from '../../../domain/schemas/cart';
import type { ShippingType } from '../../../domain/shipping';
import type { Database } from '../../db/client';
import { bundles, cartLines, carts } from '../../db/schema';
import { AppError } from '../../errors';
import { hashToken, newToken } from '../../security/tokens';
import type { CatalogueService } from '../catalogue';
import { logoIdFromReference, summariseLogo, type LogoRow, type LogoService } from '../logos';
import { stockColour, stockLeft, unitName } from '../stock';

/** What a cart line of a product the seller has deleted (or made a draft) says. */
export const noLongerAvailable = (title: string) => `${title} is no longer available.`;

/** The product's colour by name, or by the hex the product list also carries. */
function colourNameOf(product: Product, colour: string): string | undefined {
  const wanted = colour.toLowerCase();
  return product.colours.find((c) => c.name.toLowerCase() === wanted || c.hex.toLowerCase() === wanted)?.name;
}

/** What a bundle line whose bundle (or one of whose products) the seller has deleted says. */
export const bundleNoLongerAvailable = (title: string) => `The bundle ${title} is no longer available.`;

const LINE_LIMIT_MESSAGE = `A cart line holds at most ${MAX_LINE_QUANTITY.toLocaleString('en-GB')} items.`;

/** The stock key of a product's colour by name (product_stock's hex, or 'default'). */
const stockColourOf = (product: Product, colourName: string) =>
  stockColour(product.colours.find((c) => c.name === colourName)?.hex);

const unitKey = (productId: string, colour: string, size: string) => `${productId}|${colour}|${size}`;

/** Whose cart: a customer's, or a guest's (the `cart` cookie's token; null before their first add). */
export type CartOwner = { userId: string } | { guestToken: string | null };

export interface CartView {
  lines: LineItem[];
  totals: CartTotals;
}

type LineRow = typeof cartLines.$inferSelect;

/** The garments in the cart lines summed over: a bundle of ten counts ten, as the cart's totals do. */
const GARMENTS = sql<number>`coalesce(sum(${cartLines.quantity} * case when ${cartLines.bundleId} is null then 1 else (select coalesce(sum((e->>'quantity')::int), 0) from jsonb_array_elements(${cartLines.bundleItems}) e) end), 0)::int`;

/** The header's cart count of a user's cart, as a column of a query that has the user's id (see countItems). */
export const garmentsInCartOf = (userId: AnyPgColumn) =>
  sql<number>`(select ${GARMENTS} from ${cartLines} inner join ${carts} on ${carts.id} = ${cartLines.cartId} where ${carts.userId} = ${userId})`;

export function createCartService(deps: { db: Database; catalogue: CatalogueService; logos: LogoService }) {
  const { db, catalogue, logos } = deps;

  /** The condition that finds the owner's cart row; null for a guest without a cart token (no cart). */
  function ownedBy(owner: CartOwner) {
    if ('userId' in owner) return eq(carts.userId, owner.userId);
    return owner.guestToken ? eq(carts.guestTokenHash, hashToken(owner.guestToken)) : null;
  }

  async function findCartId(owner: CartOwner): Promise<string | null> {
    const owned = ownedBy(owner);
    if (!owned) return null;
    const [row] = await db.select({ id: carts.id }).from(carts).where(owned);
    return row?.id ?? null;
  }

  /** The owner's cart and its lines in one trip (the cart found through its owner, its lines joined to it). */
  async function cartOf(owner: CartOwner): Promise<{ cartId: string | null; rows: LineRow[] }> {
    const owned = ownedBy(owner);
    if (!owned) return { cartId: null, rows: [] };
    const found = await db
      .select({ cartId: carts.id, line: getTableColumns(cartLines) })
      .from(carts)
      .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
      .where(owned)
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    return {
      cartId: found[0]?.cartId ?? null,
      rows: found.flatMap((r) => (r.line ? [r.line] : [])),
    };
  }

  /** The owner's cart, made on first use; a guest without a token gets a new one to keep in their cookie. */
  async function ensureCart(
    owner: CartOwner,
    known?: string | null,
  ): Promise<{ cartId: string; newGuestToken: string | null }> {
    const existing = known === undefined ? await findCartId(owner) : known;
    if (existing) return { cartId: existing, newGuestToken: null };
    if ('userId' in owner) {
      const [row] = await db
        .insert(carts)
        .values({ userId: owner.userId })
        .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
        .returning({ id: carts.id });
      return { cartId: row!.id, newGuestToken: null };
    }
    const token = newToken();
    const [row] = await db
      .insert(carts)
      .values({ guestTokenHash: hashToken(token) })
      .returning({ id: carts.id });
    return { cartId: row!.id, newGuestToken: token };
  }

  async function requireProduct(productId: string): Promise<Product> {
    const product = await catalogue.getProduct(productId);
    if (!product) throw new AppError('not_found', 'Product not found');
    if (!product.available) throw new AppError('bad_request', noLongerAvailable(product.title));
    return product;
  }

  /**
   * What is left to buy of a product per colour and size (product_stock less other shoppers' checkouts), read
   * fresh; the seller's 'Out of Stock' switch means none. A missing row is none.
   */
  async function leftOf(cartId: string | null, product: Product): Promise<StockGrid> {
    if (product.stockStatus === 'Out of Stock') return {};
    return stockLeft(db, product.id, { exceptCartId: cartId });
  }

  /** The units the cart holds per product, colour (stock key) and size, in single and bundle lines alike. */
  async function unitsInCart(cartId: string | null, rows?: LineRow[]): Promise<Map<string, number>> {
    const units = new Map<string, number>();
    if (!cartId) return units;
    for (const row of rows ?? (await linesOf(cartId))) {
      const items: StoredBundleItem[] = row.bundleId
        ? row.bundleItems.map((i) => ({ ...i, quantity: i.quantity * row.quantity }))
        : [{ productId: row.productId!, colour: row.colour, size: row.size, quantity: row.quantity }];
      for (const item of items) {
        const product = await catalogue.getProduct(item.productId);
        if (!product) continue;
        const key = unitKey(product.id, stockColourOf(product, item.colour), item.size);
        units.set(key, (units.get(key) ?? 0) + item.quantity);
      }
    }
    return units;
  }

  /** A colour and size of a product, with what the cart (single and bundle lines) holds, may not exceed its stock. */
  async function checkStock(
    cartId: string | null,
    product: Product,
    colour: string,
    size: string,
    adding: number,
    known?: LineRow[],
  ): Promise<LineRow[]> {
    const hex = stockColourOf(product, colour);
    // one trip for both: under load every await waits its turn behind the other requests' work
    const [left, rows] = await Promise.all([
      leftOf(cartId, product),
      known ?? (cartId ? linesOf(cartId) : []),
    ]);
    const stock = left[hex]?.[size] ?? 0;
    const inCart = (await unitsInCart(cartId, rows)).get(unitKey(product.id, hex, size)) ?? 0;
    if (inCart + adding > stock) {
      const which = product.colours.length ? `${colour}, size ${size}` : `size ${size}`;
      throw new AppError(
        'conflict',
        stock === 0
          ? `${which.charAt(0).toUpperCase()}${which.slice(1)} is out of stock.`
          : `Only ${stock} left in ${which}.`,
      );
    }
    return rows;
  }

  /** One more bundle (or `bundles` more) of a bundle line: every garment's stock, with the rest of the cart. */
  async function checkBundleStock(line: LineRow, bundles: number) {
    const inCart = await unitsInCart(line.cartId);
    const wanted = new Map<string, { product: Product; colour: string; size: string; quantity: number }>();
    for (const item of line.bundleItems) {
      const product = await catalogue.getProduct(item.productId);
      if (!product?.available)
        throw new AppError('bad_request', noLongerAvailable(product?.title ?? 'A product'));
      const key = unitKey(product.id, stockColourOf(product, item.colour), item.size);
      const seen = wanted.get(key);
      if (seen) seen.quantity += item.quantity * bundles;
      else
        wanted.set(key, { product, colour: item.colour, size: item.size, quantity: item.quantity * bundles });
    }
    for (const [key, w] of wanted) {
      const hex = stockColourOf(w.product, w.colour);
      const stock = (await leftOf(line.cartId, w.product))[hex]?.[w.size] ?? 0;
      if ((inCart.get(key) ?? 0) + w.quantity > stock) {
        const name = unitName({ title: w.product.title, colourName: w.colour, colour: hex, size: w.size });
        throw new AppError(
          'conflict',
          stock === 0 ? `${name} is out of stock.` : `Only ${stock} left of ${name}.`,
        );
      }
    }
  }

  async function linesOf(cartId: string): Promise<LineRow[]> {
    return db
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, cartId))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  }

  /** Lines with what the cart page shows and the figures from domain/pricing. */
  async function view(rows: LineRow[], options: { shippingType?: ShippingType } = {}): Promise<CartView> {
    const logoRows = await logos.byIds(storedLogoIds(rows));
    const summaries = new Map([...logoRows].map(([id, row]) => [id, summariseLogo(row)]));
    const productIds = rows.flatMap((r) =>
      r.productId ? [r.productId] : r.bundleItems.map((i) => i.productId),
    );
    const products = new Map<string, Product | null>();
    for (const id of new Set(productIds)) products.set(id, await catalogue.getProduct(id));
    // the bundle rows themselves (archived ones too: the line says it is no longer available)
    const bundleIds = [...new Set(rows.flatMap((r) => (r.bundleId ? [r.bundleId] : [])))];
    const bundleRows = new Map(
      (bundleIds.length ? await db.select().from(bundles).where(inArray(bundles.id, bundleIds)) : []).map(
        (b) => [b.id, b],
      ),
    );

    const lines: Omit<LineItem, 'goods' | 'logoCharge'>[] = [];
    for (const row of rows) {
      // the price is the catalogue's now; the row keeps the one the shopper last saw, to say once that it moved
      const priced = (price: number) => ({
        unitPrice: price,
        ...(row.unitPrice === price ? {} : { previousUnitPrice: row.unitPrice }),
      });
      const common = {
        id: row.id,
        quantity: row.quantity,
        decorations: decorationsFromStored(row.decorations, summaries),
        notes: row.notes,
      };
      if (row.bundleId) {
        const bundle = bundleRows.get(row.bundleId);
        if (!bundle) continue; // deleted bundles cascade their lines away
        const garments: BundleGarment[] = [];
        let available = bundle.archivedAt === null;
        for (const item of row.bundleItems) {
          const product = products.get(item.productId);
          if (!product) {
            available = false;
            continue;
          }
          if (!product.available) available = false;
          const colour = product.colours.find((c) => c.name === item.colour);
          garments.push({
            productId: product.id,
            title: product.title,
            productTypes: product.productTypes,
            image: colour?.image ?? product.frontImage,
            backImage: colour?.backImage ?? product.backImage,
            colour: item.colour,
            colourHex: colour?.hex ?? null,
            size: item.size,
            quantity: item.quantity,
            unitPrice: product.price,
          });
        }
        lines.push({
          ...common,
          ...priced(bundle.price),
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
        });
        continue;
      }
      const product = row.productId ? products.get(row.productId) : null;
      if (!row.productId || !product) continue; // deleted products cascade their lines away; a stale cache may lag a moment
      const colour = product.colours.find((c) => c.name === row.colour);
      lines.push({
        ...common,
        ...priced(product.price),
        productId: row.productId,
        title: product.title,
        productTypes: product.productTypes,
        image: colour?.image ?? product.frontImage,
        backImage: colour?.backImage ?? product.backImage,
        colour: row.colour,
        colourHex: colour?.hex ?? null,
        size: row.size,
        ...(product.available ? {} : { unavailable: true }),
      });
    }
    const totals = priceCartLines(lines, { shippingType: options.shippingType });
    return {
      lines: lines.map((l, i) => ({ ...l, ...totals.lines[i]! })),
      totals,
    };
  }

  /** More of a line: a garment's stock, or every garment's of a bundle (which must still be sold). */
  async function checkMore(line: LineRow, adding: number) {
    if (!line.bundleId)
      return checkStock(line.cartId, await requireProduct(line.productId!), line.colour, line.size, adding);
    const bundle = await catalogue.getBundle(line.bundleId);
    if (!bundle) {
      const [row] = await db
        .select({ title: bundles.title })
        .from(bundles)
        .where(eq(bundles.id, line.bundleId));
      throw new AppError('bad_request', bundleNoLongerAvailable(row?.title ?? ''));
    }
    await checkBundleStock(line, adding);
  }

  async function ownedLine(owner: CartOwner, lineId: string): Promise<LineRow> {
    const cartId = await findCartId(owner);
    const [row] =
      cartId && isUuid(lineId)
        ? await db
            .select()
            .from(cartLines)
            .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
        : [];
    if (!row) throw new AppError('not_found', 'Cart item not found');
    return row;
  }

  async function cartWithId(
    owner: CartOwner,
    options: { shippingType?: ShippingType } = {},
  ): Promise<{ cartId: string | null; view: CartView }> {
    const { cartId, rows } = await cartOf(owner);
    return { cartId, view: await view(rows, options) };
  }

  async function lineView(row: LineRow): Promise<LineItem> {
    const { lines } = await view([row]);
    if (!lines[0]) throw new AppError('not_found', 'Cart item not found');
    return lines[0];
  }

  async function touch(cartId: string) {
    await db
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.id, cartId));
  }

  /** A logo needs a customer: the same 401 for single garments and bundles. */
  function customerOf(owner: CartOwner): string {
    if (!('userId' in owner))
      throw new AppError('unauthorized', 'Unauthorized - Please login to add a logo.');
    return owner.userId;
  }

  /**
   * The decorations as a row stores them: a logo needs a customer, a logo reference must be theirs, and the
   * request's file (the spec's multipart upload) is checked and stored once for every decoration that uses it.
   */
  async function resolveDecorations(
    owner: CartOwner,
    list: readonly DecorationInput[],
    upload?: { bytes: Uint8Array; fileName: string },
  ): Promise<{ stored: StoredDecoration[]; uploaded: LogoRow | null }> {
    if (list.length === 0) return { stored: [], uploaded: null };
    const userId = customerOf(owner);
    if (new Set(list.map((d) => d.position)).size !== list.length)
      throw new AppError('bad_request', 'Only one logo per position.');
    let uploaded: LogoRow | null = null;
    const stored: StoredDecoration[] = [];
    for (const d of list) {
      const base = { position: d.position, method: d.method };
      if (d.design.kind === 'text') {
        stored.push({ ...base, textLine: d.design.textLine, font: d.design.font, logoId: null });
        continue;
      }
      let row: LogoRow;
      if (d.design.logoRef === null) {
        if (!upload)
          throw new AppError(
            'bad_request',
            'Please upload a logo or select a previous logo before finishing.',
          );
        row = uploaded ??= await logos.upload(userId, upload.bytes, upload.fileName);
      } else {
        const logoId = logoIdFromReference(d.design.logoRef);
        if (!logoId)
          throw new AppError(
            'bad_request',
            'Please upload a logo or select a previous logo before finishing.',
          );
        row = await logos.findOwned(userId, logoId);
      }
      stored.push({ ...base, textLine: null, font: null, logoId: row.id });
    }
    return { stored: sortDecorations(stored), uploaded };
  }

  return {
    /** The owner's cart id, or null before their first add. */
    cartId: findCartId,

    async get(owner: CartOwner, options: { shippingType?: ShippingType } = {}): Promise<CartView> {
      return (await cartWithId(owner, options)).view;
    },

    /** The cart and its id (null before the owner's first add), from one lookup: the checkout needs both. */
    getWithId: cartWithId,

    /**
     * The shopper has been shown these lines (the cart page, GET /api/cart, the checkout page): a line whose price
     * changed takes the new one as the price they saw, so its "Price changed" notice is shown once. A line whose
     * price moved again meanwhile keeps its notice. Not a change of the cart: its reminder clock stays.
     */
    async pricesSeen(owner: CartOwner, lines: readonly LineItem[]): Promise<void> {
      const changed = lines.filter((l) => l.previousUnitPrice !== undefined);
      if (changed.length === 0) return;
      const cartId = await findCartId(owner);
      if (!cartId) return;
      for (const line of changed)
        await db
          .update(cartLines)
          .set({ unitPrice: line.unitPrice })
          .where(
            and(
              eq(cartLines.id, line.id),
              eq(cartLines.cartId, cartId),
              eq(cartLines.unitPrice, line.previousUnitPrice!),
            ),
          );
    },

    /**
     * How many more of a product's colour (by name) and size this owner may put in their cart: the stock left
     * to buy less what their cart already holds (re-order reduces a line to this rather than refusing it).
     */
    async roomFor(owner: CartOwner, product: Product, colourName: string, size: string): Promise<number> {
      const cartId = await findCartId(owner);
      const hex = stockColourOf(product, colourName);
      const stock = (await leftOf(cartId, product))[hex]?.[size] ?? 0;
      const inCart = (await unitsInCart(cartId)).get(unitKey(product.id, hex, size)) ?? 0;
      return Math.max(0, stock - inCart);
    },

    /**
     * Writes a line the caller has already checked (product or bundle sold, stock, the customer's own logos):
     * re-order's lines, taken from a paid order. Merges with an equal line as add() does, capped at the
     * line limit; the price is today's, passed in from the catalogue. The line's merge key: which cart line
     * it went into.
     */
    async putCheckedLine(
      userId: string,
      line: Pick<
        LineRow,
        | 'productId'
        | 'bundleId'
        | 'bundleItems'
        | 'colour'
        | 'size'
        | 'quantity'
        | 'unitPrice'
        | 'decorations'
        | 'notes'
      >,
    ): Promise<string> {
      const { cartId } = await ensureCart({ userId });
      const mergeKey = mergeKeyOf(line);
      await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ quantity: cartLines.quantity })
          .from(cartLines)
          .where(and(eq(cartLines.cartId, cartId), eq(cartLines.mergeKey, mergeKey)));
        if (existing && existing.quantity + line.quantity > MAX_LINE_QUANTITY)
          throw new AppError('bad_request', LINE_LIMIT_MESSAGE);
        await tx
          .insert(cartLines)
          .values({ cartId, mergeKey, ...line })
          .onConflictDoUpdate({
            target: [cartLines.cartId, cartLines.mergeKey],
            set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, unitPrice: line.unitPrice },
          });
      });
      await touch(cartId);
      return mergeKey;
    },

    /**
     * The customer's cart lines with these merge keys, each as if it held only what was put in it (a re-order's
     * quantities; less if the customer lowered the line since): what a mail says was added. Lines removed since
     * are left out.
     */
    async addedLines(
      userId: string,
      added: readonly { mergeKey: string; quantity: number }[],
    ): Promise<LineItem[]> {
      const cartId = await findCartId({ userId });
      if (!cartId || added.length === 0) return [];
      const wanted = new Map(added.map((a) => [a.mergeKey, a.quantity]));
      const rows = (await linesOf(cartId)).flatMap((row) => {
        const quantity = wanted.get(row.mergeKey);
        return quantity ? [{ ...row, quantity: Math.min(quantity, row.quantity) }] : [];
      });
      return (await view(rows)).lines;
    },

    /** How many garments are in the cart (the header badge). */
    async countItems(owner: CartOwner): Promise<number> {
      const owned = ownedBy(owner);
      if (!owned) return 0;
      // one trip, on every personal page: the cart found through its owner, not looked up first
      const [row] = await db
        .select({ n: GARMENTS })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .where(owned);
      return row?.n ?? 0;
    },

    /**
     * Adds garments (merging with a line of the same product, colour, size, decorations and notes).
     * The price comes from the database; a logo needs a customer, and an uploaded file is checked and stored
     * before anything is written to the cart.
     */
    async add(
      owner: CartOwner,
      input: AddToCartInput,
      upload?: { bytes: Uint8Array; fileName: string },
    ): Promise<{ line: LineItem; newGuestToken: string | null; logo: LogoSummary | null }> {
      const product = await requireProduct(input.productId);
      const colourName = colourNameOf(product, input.colour);
      if (!colourName)
        throw new AppError('bad_request', `${product.title} does not come in ${input.colour}.`);
      input = { ...input, colour: colourName };
      if (!product.sizes.some((s) => s.label === input.size))
        throw new AppError('bad_request', `${product.title} does not come in size ${input.size}.`);

      // stock first, so a refused add stores no upload
      const known = await cartOf(owner);
      const knownCartId = known.cartId;
      const rows = await checkStock(
        knownCartId,
        product,
        input.colour,
        input.size,
        input.quantity,
        known.rows,
      );

      const { stored, uploaded } = await resolveDecorations(owner, input.decorations, upload);
      const design = { decorations: stored, notes: stored.length ? input.notes : null };
      const logo = uploaded ? summariseLogo(uploaded) : null;

      const { cartId, newGuestToken } = await ensureCart(owner, knownCartId);
      const mergeKey = mergeKeyOf({
        productId: product.id,
        colour: input.colour,
        size: input.size,
        ...design,
      });
      const existing = rows.find((r) => r.mergeKey === mergeKey);
      if (existing && existing.quantity + input.quantity > MAX_LINE_QUANTITY) {
        throw new AppError('bad_request', LINE_LIMIT_MESSAGE);
      }
      const [row] = await db
        .insert(cartLines)
        .values({
          cartId,
          productId: product.id,
          colour: input.colour,
          size: input.size,
          quantity: input.quantity,
          unitPrice: product.price,
          mergeKey,
          ...design,
        })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.mergeKey],
          // the line takes today's price, so one line never mixes two
          set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, unitPrice: product.price },
        })
        .returning();
      // a cart made just now is as fresh as it gets
      const [, line] = await Promise.all([knownCartId ? touch(cartId) : null, lineView(row!)]);
      return { line, newGuestToken, logo };
    },

    /**
     * Adds a whole bundle as one line (merging with the same bundle, garments, decorations and notes into one
     * more of it): the bundle must be sold and all of its products too, the garments must make the bundle
     * (domain/bundles bundleItemsProblem, with the stock left for this shopper), and a logo needs a customer.
     * The price is the bundle's, from the database. One row, written in one transaction: all garments or none.
     */
    async addBundle(
      owner: CartOwner,
      input: BundleCartInput,
      upload?: { bytes: Uint8Array; fileName: string },
    ): Promise<{ line: LineItem; newGuestToken: string | null; logo: LogoSummary | null }> {
      const [found] = isUuid(input.bundleId)
        ? await db
            .select({ title: bundles.title, archivedAt: bundles.archivedAt })
            .from(bundles)
            .where(eq(bundles.id, input.bundleId))
        : [];
      if (!found) throw new AppError('not_found', 'Bundle not found');
      const bundle = found.archivedAt ? null : await catalogue.getBundle(input.bundleId);
      if (!bundle) throw new AppError('bad_request', bundleNoLongerAvailable(found.title));
      const gone = bundle.sections.find((s) => !s.available);
      if (gone)
        throw new AppError(
          'bad_request',
          `${noLongerAvailable(gone.product.title)} This bundle cannot be bought at the moment.`,
        );

      const sections: BundleSectionRule[] = bundle.sections.map((s) => ({
        productId: s.product.id,
        title: s.product.title,
        requiredQuantity: s.requiredQuantity,
        colours: s.colours.map((c) => ({ hex: c.hex.toLowerCase(), name: c.name })),
        sizes: s.product.sizes.map((z) => z.label),
      }));
      // each colour sent (name or hex) as the section's offered colour; an unknown one stays as sent and is named
      const items: BundleItemChoice[] = input.products
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

      // the stock left for this shopper: what is left to buy less what their cart already holds
      const cartId = await findCartId(owner);
      const inCart = await unitsInCart(cartId);
      const grids = new Map<string, StockGrid>();
      for (const s of bundle.sections) grids.set(s.product.id, await leftOf(cartId, s.product));
      const problem = bundleItemsProblem(sections, items, (productId, hex, size) => {
        const colour = stockColour(hex);
        return (
          (grids.get(productId)?.[colour]?.[size] ?? 0) - (inCart.get(unitKey(productId, colour, size)) ?? 0)
        );
      });
      if (problem) throw new AppError('bad_request', problem);

      // the garments as the row stores them: colour by name, in the bundle's order, one entry per colour and size
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
        mine.sort(
          (a, b) => colourRank(a.colour) - colourRank(b.colour) || sizeRank(a.size) - sizeRank(b.size),
        );
        stored.push(...mine);
      }

      let decorations: StoredDecoration[] = [];
      let uploaded: LogoRow | null = null;
      if (input.design && input.method !== 'Not selected') {
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
        ({ stored: decorations, uploaded } = await resolveDecorations(
          owner,
          input.positions.map((position) => ({ position, method, design })),
          upload,
        ));
      }
      const notes = decorations.length ? input.notes : null;
      const logo = uploaded ? summariseLogo(uploaded) : null;

      const { cartId: ownCartId, newGuestToken } = await ensureCart(owner);
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
      return { line: await lineView(row), newGuestToken, logo };
    },

    /** One more or one fewer of a line; never below 1 or above the limit and the stock. */
    async step(owner: CartOwner, lineId: string, by: 1 | -1): Promise<LineItem> {
      const line = await ownedLine(owner, lineId);
      if (by === -1 && line.quantity <= 1) return lineView(line);
      if (by === 1) {
        if (line.quantity >= MAX_LINE_QUANTITY) throw new AppError('bad_request', LINE_LIMIT_MESSAGE);
        await checkMore(line, 1);
      }
      const [row] = await db
        .update(cartLines)
        .set({ quantity: sql`${cartLines.quantity} + ${by}` })
        .where(eq(cartLines.id, line.id))
        .returning();
      await touch(line.cartId);
      return lineView(row!);
    },

    /**
     * Several sizes of one garment and colour, plain (the size grid): every size's stock is checked first, so
     * a refused batch adds nothing; then each size merges like a single add.
     */
    async addSizes(
      owner: CartOwner,
      input: AddSizesInput,
    ): Promise<{ lines: LineItem[]; newGuestToken: string | null; quantity: number }> {
      const product = await requireProduct(input.productId);
      const cartId = await findCartId(owner);
      for (const item of input.items) {
        if (!product.sizes.some((s) => s.label === item.size))
          throw new AppError('bad_request', `${product.title} does not come in size ${item.size}.`);
        await checkStock(
          cartId,
          product,
          colourNameOf(product, input.colour) ?? input.colour,
          item.size,
          item.quantity,
        );
      }
      let current = owner;
      let newGuestToken: string | null = null;
      const lines: LineItem[] = [];
      for (const item of input.items) {
        const added = await this.add(current, {
          productId: input.productId,
          colour: input.colour,
          size: item.size,
          quantity: item.quantity,
          decorations: [],
          notes: null,
        });
        // the first add may make a guest's cart: the rest go into the same one
        if (added.newGuestToken) {
          newGuestToken = added.newGuestToken;
          current = { guestToken: added.newGuestToken };
        }
        lines.push(added.line);
      }
      return { lines, newGuestToken, quantity: input.items.reduce((n, i) => n + i.quantity, 0) };
    },

    /** A typed quantity for a line: within the limits and, with the rest of the cart, the stock. */
    async setQuantity(owner: CartOwner, lineId: string, quantity: number): Promise<LineItem> {
      const line = await ownedLine(owner, lineId);
      if (!Number.isInteger(quantity) || quantity < MIN_LINE_QUANTITY || quantity > MAX_LINE_QUANTITY)
        throw new AppError('bad_request', QUANTITY_MESSAGE);
      if (quantity > line.quantity) await checkMore(line, quantity - line.quantity);
      const [row] = await db.update(cartLines).set({ quantity }).where(eq(cartLines.id, line.id)).returning();
      await touch(line.cartId);
      return lineView(row!);
    },

    /**
     * Replaces a line's decorations (add a logo, edit or remove one). When the line becomes the same as another
     * line of the cart, the two merge into one.
     */
    async setDecorations(owner: CartOwner, lineId: string, input: LineDecorationsInput): Promise<LineItem> {
      const line = await ownedLine(owner, lineId);
      const { stored } = await resolveDecorations(owner, input.decorations);
      const notes = stored.length === 0 ? null : input.notes !== undefined ? input.notes || null : line.notes;
      const mergeKey = mergeKeyOf({ ...line, decorations: stored, notes });
      const row = await db.transaction(async (tx) => {
        const [twin] = await tx
          .select()
          .from(cartLines)
          .where(and(eq(cartLines.cartId, line.cartId), eq(cartLines.mergeKey, mergeKey)));
        if (twin && twin.id !== line.id) {
          if (twin.quantity + line.quantity > MAX_LINE_QUANTITY)
            throw new AppError('bad_request', LINE_LIMIT_MESSAGE);
          await tx.delete(cartLines).where(eq(cartLines.id, line.id));
          const [merged] = await tx
            .update(cartLines)
            .set({ quantity: twin.quantity + line.quantity, unitPrice: line.unitPrice })
            .where(eq(cartLines.id, twin.id))
            .returning();
          return merged!;
        }
        const [updated] = await tx
          .update(cartLines)
          .set({ decorations: stored, notes, mergeKey })
          .where(eq(cartLines.id, line.id))
          .returning();
        return updated!;
      });
      await touch(line.cartId);
      return lineView(row);
    },

    async remove(owner: CartOwner, lineId: string): Promise<{ id: string }> {
      const line = await ownedLine(owner, lineId);
      await db.delete(cartLines).where(eq(cartLines.id, line.id));
      await touch(line.cartId);
      return { id: line.id };
    },

    async clear(owner: CartOwner): Promise<void> {
      const cartId = await findCartId(owner);
      if (cartId) await db.delete(cartLines).where(eq(cartLines.cartId, cartId));
    },

    /** At login, a guest's lines move into the customer's cart (merging like lines) and the guest cart goes. */
    async adoptGuestCart(guestToken: string | undefined, userId: string): Promise<void> {
      if (!guestToken) return;
      await db.transaction(async (tx) => {
        const [guest] = await tx
          .select({ id: carts.id })
          .from(carts)
          .where(eq(carts.guestTokenHash, hashToken(guestToken)));
        if (!guest) return;
        const [mine] = await tx
          .insert(carts)
          .values({ userId })
          .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
          .returning({ id: carts.id });
        const lines = await tx.select().from(cartLines).where(eq(cartLines.cartId, guest.id));
        for (const { id: _id, cartId: _cart, createdAt: _at, ...line } of lines) {
          await tx
            .insert(cartLines)
            .values({ ...line, cartId: mine!.id })
            .onConflictDoUpdate({
              target: [cartLines.cartId, cartLines.mergeKey],
              set: {
                quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`,
              },
            });
        }
        await tx.delete(carts).where(eq(carts.id, guest.id));
      });
    },

    /** The logos in this customer's cart (the spec's "cart product logs"). */
    async logosInCart(userId: string): Promise<LogoSummary[]> {
      const { lines } = await this.get({ userId });
      const seen = new Map<string, LogoSummary>();
      for (const { design } of lines.flatMap((l) => l.decorations))
        if (design.kind === 'logo' && design.logo) seen.set(design.logo.id, design.logo);
      return [...seen.values()];
    },
  };
}

/**
 * The stored merge key: lines with the same product, colour, size, decorations and notes merge. A line whose
 * decorations share one method and design keeps the key it had when a line stored one method, design and
 * positions, so lines stored before several designs per line still merge with new ones.
 */
export function mergeKeyOf(
  line: Pick<LineRow, 'productId' | 'colour' | 'size' | 'decorations' | 'notes'> &
    Partial<Pick<LineRow, 'bundleId' | 'bundleItems'>>,
): string {
  // a bundle line takes the garment's three places: the bundle, its garments (in their stored order), ''
  const what = line.bundleId
    ? [
        `bundle:${line.bundleId}`,
        JSON.stringify((line.bundleItems ?? []).map((i) => [i.productId, i.colour, i.size, i.quantity])),
        '',
      ]
    : [line.productId, line.colour, line.size];
  const list = sortDecorations(line.decorations);
  const designOf = (d: StoredDecoration) =>
    d.logoId ? `logo:${d.logoId}` : `text:${d.font ?? ''}:${d.textLine ?? ''}`;
  const first = list[0];
  const uniform = !first || list.every((d) => d.method === first.method && designOf(d) === designOf(first));
  const key = uniform
    ? [
        ...what,
        first?.method ?? '',
        list.map((d) => d.position).sort(),
        first ? designOf(first) : '',
        line.notes ?? '',
      ]
    : [...what, 'decorations', list.map((d) => [d.position, d.method, designOf(d)]), line.notes ?? ''];
  return createHash('sha256').update(JSON.stringify(key)).digest('hex');
}

export type CartService = ReturnType<typeof createCartService>;
