import { sql } from 'drizzle-orm';
import type { LineItem, LogoSummary } from '../../../domain/line-item';
import { MAX_LINE_QUANTITY } from '../../../domain/pricing';
import type { Product } from '../../../domain/product';
import type { AddSizesInput, AddToCartInput } from '../../../domain/schemas/cart';
import { cartLines } from '../../db/schema';
import { AppError } from '../../errors';
import { summariseLogo } from '../logos';
import { resolveDecorations, type LogoUpload } from './decorations';
import { mergeKeyOf } from './merge-key';
import { LINE_LIMIT_MESSAGE } from './messages';
import type { CartParts } from './parts';
import type { CartOwner } from './rows';

/** The product's colour by name, or by the hex the product list also carries. */
function colourNameOf(product: Product, colour: string): string | undefined {
  const wanted = colour.toLowerCase();
  return product.colours.find((c) => c.name.toLowerCase() === wanted || c.hex.toLowerCase() === wanted)?.name;
}

/** Putting garments of one product in the cart: one size (with its logos), or several sizes plain. */
export function createGarmentAdds({ db, logos, rows, stock, views }: CartParts) {
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
    const mergeKey = mergeKeyOf({
      productId: product.id,
      colour: input.colour,
      size: input.size,
      ...design,
    });
    const existing = lines.find((r) => r.mergeKey === mergeKey);
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
    const [, line] = await Promise.all([knownCartId ? rows.touch(cartId) : null, views.lineView(row!)]);
    return { line, newGuestToken, logo };
  }

  /**
   * Several sizes of one garment and colour, plain (the size grid): every size's stock is checked first, so
   * a refused batch adds nothing; then each size merges like a single add.
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
    let current = owner;
    let newGuestToken: string | null = null;
    const lines: LineItem[] = [];
    for (const item of input.items) {
      const added = await add(current, {
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
  }

  return { add, addSizes };
}
