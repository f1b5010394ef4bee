import { and, eq, sql } from 'drizzle-orm';
import type { LineItem, LogoSummary } from '../../../domain/line-item';
import { MAX_LINE_QUANTITY } from '../../../domain/pricing';
import type { Product } from '../../../domain/product';
import type { AddSizesInput, AddToCartInput } from '../../../domain/schemas/cart';
import type { Database } from '../../db/client';
import { cartLines } from '../../db/schema';
import { AppError } from '../../errors';
import { summariseLogo } from '../logos';
import { resolveDecorations, type LogoUpload } from './decorations';
import { mergeKeyOf } from './merge-key';
import { LINE_LIMIT_MESSAGE } from './messages';
import type { CartParts } from './parts';
import type { CartOwner, LineRow } from './rows';

/** The product's colour by name, or by the hex the product list also carries. */
function colourNameOf(product: Product, colour: string): string | undefined {
  const wanted = colour.toLowerCase();
  return product.colours.find((c) => c.name.toLowerCase() === wanted || c.hex.toLowerCase() === wanted)?.name;
}

/** Putting garments of one product in the cart: one size, or several sizes at once, with their logos. */
export function createGarmentAdds({ db, logos, rows, stock, views }: CartParts) {
  /**
   * Writes garments of one size into the cart: more of the line with the same product, colour, size,
   * decorations and notes (which takes today's price, so one line never mixes two), or a new line. `lines` are
   * the cart's lines when the caller has just read them; otherwise the line is looked up through `executor`.
   */
  async function putLine(
    executor: Database,
    cartId: string,
    product: Product,
    line: Pick<LineRow, 'colour' | 'size' | 'quantity' | 'decorations' | 'notes'>,
    lines?: readonly LineRow[],
  ): Promise<LineRow> {
    const mergeKey = mergeKeyOf({ productId: product.id, ...line });
    const [existing] = lines
      ? lines.filter((r) => r.mergeKey === mergeKey)
      : await executor
          .select({ quantity: cartLines.quantity })
          .from(cartLines)
          .where(and(eq(cartLines.cartId, cartId), eq(cartLines.mergeKey, mergeKey)));
    if (existing && existing.quantity + line.quantity > MAX_LINE_QUANTITY) {
      throw new AppError('bad_request', LINE_LIMIT_MESSAGE);
    }
    const [row] = await executor
      .insert(cartLines)
      .values({
        cartId,
        productId: product.id,
        unitPrice: product.price,
        mergeKey,
        ...line,
        // the clock's time, not the transaction's: the sizes written in one transaction keep their order
        createdAt: sql`clock_timestamp()`,
      })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.mergeKey],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, unitPrice: product.price },
      })
      .returning();
    return row!;
  }

  /**
   * Adds garments (merging with a line of the same product, colour, size, decorations and notes).
   * The price comes from the database; a logo needs a customer, and an uploaded file is checked and stored
   * before anything is written to the cart.
   */
  async function add(
    owner: CartOwner,
    input: AddToCartInput,
    upload?: LogoUpload,
  ): Promise<{ line: LineItem; newGuestToken: string | null; logo: LogoSummary | null }> {
    const product = await stock.requireProduct(input.productId);
    const colourName = colourNameOf(product, input.colour);
    if (!colourName) throw new AppError('bad_request', `${product.title} does not come in ${input.colour}.`);
    input = { ...input, colour: colourName };
    if (!product.sizes.some((s) => s.label === input.size))
      throw new AppError('bad_request', `${product.title} does not come in size ${input.size}.`);

    // stock first, so a refused add stores no upload
    const known = await rows.cartOf(owner);
    const knownCartId = known.cartId;
    const lines = await stock.checkStock(
      knownCartId,
      product,
      input.colour,
      input.size,
      input.quantity,
      known.rows,
    );

    const { stored, uploaded } = await resolveDecorations(logos, owner, input.decorations, upload);
    const design = { decorations: stored, notes: stored.length ? input.notes : null };
    const logo = uploaded ? summariseLogo(uploaded) : null;

    const { cartId, newGuestToken } = await rows.ensureCart(owner, knownCartId);
    const { colour, size, quantity } = input;
    const row = await putLine(db, cartId, product, { colour, size, quantity, ...design }, lines);
    // a cart made just now is as fresh as it gets
    const [, line] = await Promise.all([knownCartId ? rows.touch(cartId) : null, views.lineView(row)]);
    return { line, newGuestToken, logo };
  }

  /**
   * Several sizes of one garment and colour (the size grid, or the logo wizard with the same decorations on
   * each size): every size's stock, then the logos and decorations, are checked before anything is written,
   * and the lines are written in one transaction, so a refused batch adds nothing. Each size merges like a
   * single add.
   */
  async function addSizes(
    owner: CartOwner,
    input: AddSizesInput,
  ): Promise<{ lines: LineItem[]; newGuestToken: string | null; quantity: number }> {
    const product = await stock.requireProduct(input.productId);
    const cartId = await rows.findCartId(owner);
    for (const item of input.items) {
      if (!product.sizes.some((s) => s.label === item.size))
        throw new AppError('bad_request', `${product.title} does not come in size ${item.size}.`);
      await stock.checkStock(
        cartId,
        product,
        colourNameOf(product, input.colour) ?? input.colour,
        item.size,
        item.quantity,
      );
    }
    const colour = colourNameOf(product, input.colour);
    if (!colour) throw new AppError('bad_request', `${product.title} does not come in ${input.colour}.`);
    const { stored } = await resolveDecorations(logos, owner, input.decorations);
    const design = { decorations: stored, notes: stored.length ? input.notes : null };
    const { cartId: ownCartId, newGuestToken } = await rows.ensureCart(owner, cartId);
    const written = await db.transaction(async (tx) => {
      const out: LineRow[] = [];
      for (const { size, quantity } of input.items)
        out.push(await putLine(tx, ownCartId, product, { colour, size, quantity, ...design }));
      return out;
    });
    const [, lines] = await Promise.all([
      cartId ? rows.touch(ownCartId) : null,
      Promise.all(written.map((row) => views.lineView(row))),
    ]);
    return { lines, newGuestToken, quantity: input.items.reduce((n, i) => n + i.quantity, 0) };
  }

  return { add, addSizes };
}
