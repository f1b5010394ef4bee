import { eq } from 'drizzle-orm';
import type { StoredBundleItem } from '../../../domain/line-item';
import type { Product, StockGrid } from '../../../domain/product';
import type { Database } from '../../db/client';
import { bundles } from '../../db/schema';
import { AppError } from '../../errors';
import type { CatalogueService } from '../catalogue';
import { stockColour, stockLeft, unitName } from '../stock';
import { bundleNoLongerAvailable, noLongerAvailable } from './messages';
import type { CartOwner, CartRows, LineRow } from './rows';

/** The stock key of a product's colour by name (product_stock's hex, or 'default'). */
export const stockColourOf = (product: Product, colourName: string) =>
  stockColour(product.colours.find((c) => c.name === colourName)?.hex);

export const unitKey = (productId: string, colour: string, size: string) => `${productId}|${colour}|${size}`;

/**
 * What a cart may still take: the stock left to buy (product_stock less other shoppers' checkouts) less what
 * the cart already holds, for single garments and bundles alike. Each check throws the shopper's refusal.
 */
export function createStockChecks(deps: { db: Database; catalogue: CatalogueService; rows: CartRows }) {
  const { db, catalogue, rows } = deps;

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
  async function unitsInCart(cartId: string | null, known?: LineRow[]): Promise<Map<string, number>> {
    const units = new Map<string, number>();
    if (!cartId) return units;
    for (const row of known ?? (await rows.linesOf(cartId))) {
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
    const [left, lines] = await Promise.all([
      leftOf(cartId, product),
      known ?? (cartId ? rows.linesOf(cartId) : []),
    ]);
    const stock = left[hex]?.[size] ?? 0;
    const inCart = (await unitsInCart(cartId, lines)).get(unitKey(product.id, hex, size)) ?? 0;
    if (inCart + adding > stock) {
      const which = product.colours.length ? `${colour}, size ${size}` : `size ${size}`;
      throw new AppError(
        'conflict',
        stock === 0
          ? `${which.charAt(0).toUpperCase()}${which.slice(1)} is out of stock.`
          : `Only ${stock} left in ${which}.`,
      );
    }
    return lines;
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

  /**
   * How many more of a product's colour (by name) and size this owner may put in their cart: the stock left
   * to buy less what their cart already holds (re-order reduces a line to this rather than refusing it).
   */
  async function roomFor(
    owner: CartOwner,
    product: Product,
    colourName: string,
    size: string,
  ): Promise<number> {
    const cartId = await rows.findCartId(owner);
    const hex = stockColourOf(product, colourName);
    const stock = (await leftOf(cartId, product))[hex]?.[size] ?? 0;
    const inCart = (await unitsInCart(cartId)).get(unitKey(product.id, hex, size)) ?? 0;
    return Math.max(0, stock - inCart);
  }

  return { requireProduct, leftOf, unitsInCart, checkStock, checkMore, roomFor };
}

export type StockChecks = ReturnType<typeof createStockChecks>;
