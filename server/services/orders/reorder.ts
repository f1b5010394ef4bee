import { asc, eq } from 'drizzle-orm';
import { isUuid } from '../../../domain/ids';
import type { StoredBundleItem, StoredDecoration } from '../../../domain/line-item';
import type { Product } from '../../../domain/product';
import type { Database } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { AppError } from '../../errors';
import type { CartService, CartView } from '../cart';
import type { CatalogueService } from '../catalogue';
import type { LogoService } from '../logos';
import type { OrderLineRow } from './order-record';

export interface ReorderResult {
  /** Garments put in the cart (a bundle counts its garments). */
  added: number;
  /** What was skipped or reduced, one sentence each, as the shopper reads it. */
  notes: string[];
  /** The cart lines written, by merge key, with what this re-order put in each (a mail lists them). */
  lines: { mergeKey: string; quantity: number }[];
  cart: CartView;
}

/** "Classic Polo in Navy, size M" (or "Cap, size One Size" for a product without colours). */
const garmentName = (title: string, colour: string, size: string) =>
  colour ? `${title} in ${colour}, size ${size}` : `${title}, size ${size}`;

export const reorderNotes = {
  noLongerSold: (name: string) => `${name} is no longer sold.`,
  outOfStock: (name: string) => `${name} is out of stock.`,
  short: (name: string, left: number, wanted: number) =>
    `Only ${left} left of ${name}: ${left} added instead of ${wanted}.`,
  bundleNoLongerSold: (title: string) => `The bundle ${title} is no longer sold.`,
  bundleOutOfStock: (title: string) => `The bundle ${title} is out of stock.`,
  bundleShort: (title: string, left: number, wanted: number) =>
    `Only ${left} of the bundle ${title} can be made from the stock left: ${left} added instead of ${wanted}.`,
  logoGone: (title: string, logoName: string) =>
    `${title} was not added: its logo ${logoName} is no longer on file. Please add it again with a new upload.`,
};

/** The message a re-order answers with. */
export function reorderMessage(added: number, notes: readonly string[]): string {
  if (added === 0) return 'Nothing from this order could be added to your cart.';
  const items = `${added} ${added === 1 ? 'item' : 'items'}`;
  return notes.length
    ? `${items} from your order added to your cart. Some lines changed: see the notes.`
    : `${items} from your order added to your cart.`;
}

/**
 * One-click re-order: a customer's own order's lines back into their cart, with today's prices and stock.
 * Lines whose product or bundle is no longer sold are skipped, lines short of stock are reduced, each with a
 * note. Someone else's order (or none) is a 404, as on the order page.
 */
export function createReorderService(deps: {
  db: Database;
  cart: CartService;
  catalogue: CatalogueService;
  logos: LogoService;
}) {
  const { db, cart, catalogue, logos } = deps;

  /** The single garment's product if it still sells this colour and size. */
  function sold(product: Product | null, colour: string, size: string): product is Product {
    if (!product?.available) return false;
    if (product.colours.length > 0 && !product.colours.some((c) => c.name === colour)) return false;
    return product.sizes.some((s) => s.label === size);
  }

  return {
    async reorder(userId: string, orderId: string): Promise<ReorderResult> {
      const [order] = isUuid(orderId) ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
      if (!order || order.userId !== userId) throw new AppError('not_found', 'Order not found');
      const rows: OrderLineRow[] = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.sortOrder));

      const owner = { userId };
      const logoRows = await logos.byIds([
        ...new Set(rows.flatMap((r) => r.decorations.flatMap((d) => (d.logoId ? [d.logoId] : [])))),
      ]);
      const notes: string[] = [];
      let added = 0;
      const written = new Map<string, number>();
      const put = async (line: Parameters<CartService['putCheckedLine']>[1]) => {
        const mergeKey = await cart.putCheckedLine(userId, line);
        written.set(mergeKey, (written.get(mergeKey) ?? 0) + line.quantity);
      };
      // The designs were paid for with this order, so they come back as previous logos with no setup fee.
      // An uploaded logo says so itself (logos.setupPaidAt, set at payment). A text logo has no logos row to
      // mark, so the line carries the flag the order's snapshot already uses (StoredDecoration.isPreviousLogo,
      // in the cart line's decorations jsonb: no new column). Only the server writes it, and it goes as soon
      // as the shopper changes the line's logo (setDecorations rebuilds the decorations). An unpaid order
      // paid no setup, so its designs pay it now.
      const paid = order.paidAt !== null;

      for (const row of rows) {
        const missingLogo = row.decorations.find(
          (d) => !d.textLine && (!d.logoId || logoRows.get(d.logoId)?.userId !== userId),
        );
        if (missingLogo) {
          notes.push(reorderNotes.logoGone(row.title, missingLogo.logoName ?? 'uploaded file'));
          continue;
        }
        const decorations: StoredDecoration[] = row.decorations.map((d) => ({
          position: d.position,
          method: d.method,
          textLine: d.textLine || null,
          font: d.textLine ? d.font : null,
          logoId: d.textLine ? null : d.logoId,
          ...(paid && d.textLine ? { isPreviousLogo: true } : {}),
        }));
        const notesText = decorations.length ? row.notes : null;

        if (row.bundleItems.length > 0) {
          const bundle = row.bundleId ? await catalogue.getBundle(row.bundleId) : null;
          // every garment must still be offered by the bundle: its product sold, in that colour and size
          const offered = (i: (typeof row.bundleItems)[number]) => {
            const section = bundle?.sections.find((s) => s.product.id === i.productId);
            return (
              !!section?.available &&
              section.colours.some((c) => c.name === i.colour) &&
              section.product.sizes.some((s) => s.label === i.size)
            );
          };
          if (!bundle || !row.bundleItems.every(offered)) {
            notes.push(reorderNotes.bundleNoLongerSold(row.title));
            continue;
          }
          // how many whole bundles the stock left makes (each garment's colour and size, summed)
          const need = new Map<
            string,
            { product: Product; colour: string; size: string; perBundle: number }
          >();
          for (const i of row.bundleItems) {
            const product = bundle.sections.find((s) => s.product.id === i.productId)!.product;
            const key = `${i.productId}|${i.colour}|${i.size}`;
            const seen = need.get(key);
            if (seen) seen.perBundle += i.quantity;
            else need.set(key, { product, colour: i.colour, size: i.size, perBundle: i.quantity });
          }
          let bundles = row.quantity;
          for (const n of need.values())
            bundles = Math.min(
              bundles,
              Math.floor((await cart.roomFor(owner, n.product, n.colour, n.size)) / n.perBundle),
            );
          if (bundles === 0) {
            notes.push(reorderNotes.bundleOutOfStock(row.title));
            continue;
          }
          if (bundles < row.quantity) notes.push(reorderNotes.bundleShort(row.title, bundles, row.quantity));
          const bundleItems: StoredBundleItem[] = row.bundleItems.map((i) => ({
            productId: i.productId!, // offered() found its section, so the product is still there
            colour: i.colour,
            size: i.size,
            quantity: i.quantity,
          }));
          await put({
            productId: null,
            bundleId: bundle.id,
            bundleItems,
            colour: '',
            size: '',
            quantity: bundles,
            unitPrice: bundle.price,
            decorations,
            notes: notesText,
          });
          added += bundles * bundleItems.reduce((sum, i) => sum + i.quantity, 0);
          continue;
        }

        const name = garmentName(row.title, row.colour, row.size);
        const product = row.productId ? await catalogue.getProduct(row.productId) : null;
        if (!sold(product, row.colour, row.size)) {
          notes.push(reorderNotes.noLongerSold(name));
          continue;
        }
        const room = await cart.roomFor(owner, product, row.colour, row.size);
        if (room === 0) {
          notes.push(reorderNotes.outOfStock(name));
          continue;
        }
        const quantity = Math.min(room, row.quantity);
        if (quantity < row.quantity) notes.push(reorderNotes.short(name, quantity, row.quantity));
        await put({
          productId: product.id,
          bundleId: null,
          bundleItems: [],
          colour: row.colour,
          size: row.size,
          quantity,
          unitPrice: product.price,
          decorations,
          notes: notesText,
        });
        added += quantity;
      }
      return {
        added,
        notes,
        lines: [...written].map(([mergeKey, quantity]) => ({ mergeKey, quantity })),
        cart: await cart.get(owner),
      };
    },
  };
}

export type ReorderService = ReturnType<typeof createReorderService>;
