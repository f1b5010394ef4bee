import { and, eq, sql } from 'drizzle-orm';
import {
  sortDecorations,
  type LineItem,
  type LogoSummary,
  type StoredDecoration,
} from '../../../domain/line-item';
import { NAMES_MESSAGES, namePricingOf, type NamesInput } from '../../../domain/names';
import { STORE_MESSAGES } from '../../../domain/team-stores';
import { QUANTITY_MESSAGE } from '../../../domain/schemas/cart';
import type { StoreCartInput } from '../../../domain/schemas/stores';
import type { StoreForCart } from '../stores/store-access';
import { checkNames, storedNamesOf } from './names';
import { refuseMixedCart } from './store-mix';
import { MAX_LINE_QUANTITY } from '../../../domain/pricing';
import type { Product } from '../../../domain/product';
import type { AddSizesInput, AddToCartInput } from '../../../domain/schemas/cart';
import type { Database } from '../../db/client';
import { cartLines } from '../../db/schema';
import { AppError } from '../../errors';
import { summariseLogo } from '../logos';
import { refuseHiVisPositions, resolveDecorations, type LogoUpload } from './decorations';
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
/** The same size twice counts once, with both quantities. */
function mergeSizes(items: readonly { size: string; quantity: number }[]) {
  const bySize = new Map<string, number>();
  for (const item of items) bySize.set(item.size, (bySize.get(item.size) ?? 0) + item.quantity);
  const merged = [...bySize].map(([size, quantity]) => ({ size, quantity }));
  if (merged.some((i) => i.quantity > MAX_LINE_QUANTITY)) throw new AppError('bad_request', QUANTITY_MESSAGE);
  return merged;
}

export function createGarmentAdds({ db, logos, pricing, rows, stock, views }: CartParts) {
  /**
   * Writes garments of one size into the cart: more of the line with the same product, colour, size,
   * decorations and notes (which takes today's price, so one line never mixes two), or a new line. `lines` are
   * the cart's lines when the caller has just read them; otherwise the line is looked up through `executor`.
   */
  async function putLine(
    executor: Database,
    cartId: string,
    product: Product,
    line: Pick<LineRow, 'colour' | 'size' | 'quantity' | 'decorations' | 'notes'> &
      Partial<Pick<LineRow, 'names' | 'storeId'>>,
    lines?: readonly LineRow[],
    /** A team store's price for the garment (the store's, not the catalogue's). */
    price = product.price,
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
        unitPrice: price,
        mergeKey,
        ...line,
        // the clock's time, not the transaction's: the sizes written in one transaction keep their order
        createdAt: sql`clock_timestamp()`,
      })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.mergeKey],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, unitPrice: price },
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
    refuseHiVisPositions(
      product,
      input.decorations.map((d) => d.position),
    );

    // stock first, so a refused add stores no upload
    const known = await rows.cartOf(owner);
    const knownCartId = known.cartId;
    refuseMixedCart(known.rows, null);
    if (input.names)
      checkNames(
        input.names,
        [{ size: input.size, quantity: input.quantity }],
        namePricingOf(await pricing.get()),
        input.decorations,
      );
    const lines = await stock.checkStock(
      knownCartId,
      product,
      input.colour,
      input.size,
      input.quantity,
      known.rows,
    );

    const { stored, uploaded } = await resolveDecorations(logos, owner, input.decorations, upload);
    const design = {
      decorations: stored,
      notes: stored.length ? input.notes : null,
      names: storedNamesOf(input.names, input.size),
    };
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
    refuseHiVisPositions(
      product,
      input.decorations.map((d) => d.position),
    );
    const cartId = await rows.findCartId(owner);
    if (cartId) refuseMixedCart(await rows.linesOf(cartId), null);
    if (input.names)
      checkNames(input.names, input.items, namePricingOf(await pricing.get()), input.decorations);
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
        out.push(
          await putLine(tx, ownCartId, product, {
            colour,
            size,
            quantity,
            ...design,
            names: storedNamesOf(input.names, size),
          }),
        );
      return out;
    });
    const [, lines] = await Promise.all([
      cartId ? rows.touch(ownCartId) : null,
      Promise.all(written.map((row) => views.lineView(row))),
    ]);
    return { lines, newGuestToken, quantity: input.items.reduce((n, i) => n + i.quantity, 0) };
  }

  /**
   * A team store member's garments (issue 32): one store product in one of the store's colours, several sizes,
   * with a name per garment when the store offers names. The price and the decoration are the store's; the
   * store's lines are ordered on their own. Checked whole before anything is written, like addSizes.
   */
  async function addStoreSizes(
    owner: CartOwner,
    from: StoreForCart,
    input: StoreCartInput,
  ): Promise<{ lines: LineItem[]; newGuestToken: string | null; quantity: number }> {
    const { store, offer, names: rule } = from;
    const product = await stock.requireProduct(offer.productId);
    const colour = colourNameOf(product, input.colour);
    if (!colour || !offer.colours.includes(colour))
      throw new AppError('bad_request', STORE_MESSAGES.colourNotOffered(input.colour));
    const items = mergeSizes(input.items);
    const cartId = await rows.findCartId(owner);
    if (cartId) refuseMixedCart(await rows.linesOf(cartId), store.id);
    const names: NamesInput | null =
      input.names && input.names.length > 0
        ? { position: rule.position, method: rule.method, font: rule.font, names: input.names }
        : null;
    if (names) {
      if (!rule.enabled) throw new AppError('bad_request', NAMES_MESSAGES.notOffered);
      if (!input.namesChecked) throw new AppError('bad_request', NAMES_MESSAGES.spelling);
    }
    const decorations: StoredDecoration[] = sortDecorations(
      offer.decorations.map((d) => ({ ...d, textLine: null, font: null, logoId: store.logoId })),
    );
    if (names) checkNames(names, items, rule, decorations);
    for (const item of items) {
      if (!product.sizes.some((s) => s.label === item.size))
        throw new AppError('bad_request', `${product.title} does not come in size ${item.size}.`);
      await stock.checkStock(cartId, product, colour, item.size, item.quantity);
    }
    const { cartId: ownCartId, newGuestToken } = await rows.ensureCart(owner, cartId);
    const written = await db.transaction(async (tx) => {
      const out: LineRow[] = [];
      for (const { size, quantity } of items)
        out.push(
          await putLine(
            tx,
            ownCartId,
            product,
            {
              colour,
              size,
              quantity,
              decorations,
              notes: null,
              storeId: store.id,
              names: storedNamesOf(names, size),
            },
            undefined,
            offer.price,
          ),
        );
      return out;
    });
    const [, lines] = await Promise.all([
      cartId ? rows.touch(ownCartId) : null,
      Promise.all(written.map((row) => views.lineView(row))),
    ]);
    return { lines, newGuestToken, quantity: items.reduce((n, i) => n + i.quantity, 0) };
  }

  return { add, addSizes, addStoreSizes };
}
