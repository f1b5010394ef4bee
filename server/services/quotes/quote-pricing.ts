import { type LineDecoration, type LogoSummary, type StoredDecoration } from '../../../domain/line-item';
import type { Product } from '../../../domain/product';
import { chargedLines, setupFeesFor, pricingInput } from '../../../domain/pricing';
import type { DecorationPricing } from '../../../domain/price-breaks';
import type { QuoteDraftInput, QuoteLineInput } from '../../../domain/schemas/quotes';
import type { QuoteGarmentLine, QuoteLine } from '../../../domain/quote-lines';
import type { StoredQuoteDocument, StoredQuoteRequest } from '../../db/schema';
import { AppError } from '../../errors';

/** The colour a client named (its name or hex, any case) as the product has it; null when it has none such. */
export function productColour(product: Product, named: string) {
  const wanted = named.trim().toLowerCase();
  return (
    product.colours.find((c) => c.name.toLowerCase() === wanted || c.hex.toLowerCase() === wanted) ?? null
  );
}

/**
 * A requested or quoted garment checked against the catalogue: the product sold now, the colour and every size
 * its own. The refusal names the line ("Line 2: …"), so the seller's editor and the request form can show it.
 */
export function checkGarment(
  products: ReadonlyMap<string, Product>,
  item: { productId: string; colour: string; sizes: readonly { size: string }[] },
  where: string,
): { product: Product; colour: string } {
  const product = products.get(item.productId);
  if (!product) throw new AppError('bad_request', `${where}: that product is not in the catalogue.`);
  const colour = product.colours.length === 0 ? null : productColour(product, item.colour);
  if (product.colours.length > 0 && !colour)
    throw new AppError('bad_request', `${where}: ${product.title} does not come in ${item.colour}.`);
  for (const s of item.sizes)
    if (!product.sizes.some((p) => p.label === s.size))
      throw new AppError('bad_request', `${where}: ${product.title} has no size ${s.size}.`);
  return { product, colour: colour?.name ?? item.colour };
}

/** A decoration as the quote stores it: text in a font, or one of the logos this quote may use. */
function storedDecoration(
  d: Extract<QuoteLineInput, { kind: 'garment' }>['decorations'][number],
  logos: ReadonlyMap<string, LogoSummary>,
  where: string,
): StoredDecoration {
  if (d.textLine)
    return {
      position: d.position,
      method: d.method,
      textLine: d.textLine,
      font: d.font ?? 'Standard',
      logoId: null,
    };
  const logo = d.logo ? logos.get(d.logo) : undefined;
  if (!logo) throw new AppError('bad_request', `${where}: that logo is not one of this quote's.`);
  return {
    position: d.position,
    method: d.method,
    textLine: null,
    font: null,
    logoId: logo.id,
    logoName: logo.name,
  };
}

/** Stored decorations as lines carry them, with each logo's summary (the mock-ups draw them). */
export function lineDecorations(
  stored: readonly StoredDecoration[],
  logos: ReadonlyMap<string, LogoSummary>,
): LineDecoration[] {
  return stored.map((d) => ({
    position: d.position as LineDecoration['position'],
    method: d.method as LineDecoration['method'],
    design: d.textLine
      ? { kind: 'text', text: d.textLine, font: (d.font ?? 'Standard') as 'Standard' }
      : {
          kind: 'logo',
          name: d.logoName ?? logos.get(d.logoId ?? '')?.name ?? 'uploaded file',
          logo: logos.get(d.logoId ?? '') ?? null,
        },
    isPreviousLogo: true,
    ...(d.unitPrice !== undefined ? { unitPrice: d.unitPrice, priceBreak: d.priceBreak ?? null } : {}),
  }));
}

/**
 * The seller's draft priced: every garment line at the shop's own price (its product's quantity break over all
 * of that product on the quote, each decoration at its ladder's break over the garments carrying its design at
 * that size), then the seller's overrides. Unknown products, colours, sizes or logos are refused by line.
 */
export function priceQuoteDocument(
  input: QuoteDraftInput,
  ctx: {
    products: ReadonlyMap<string, Product>;
    logos: ReadonlyMap<string, LogoSummary>;
    pricing: DecorationPricing;
  },
): StoredQuoteDocument {
  const checked = input.lines.map((line, i) => {
    const where = `Line ${i + 1}`;
    if (line.kind === 'custom') return { line, where };
    const { product, colour } = checkGarment(ctx.products, line, where);
    return {
      line,
      where,
      product,
      colour,
      decorations: line.decorations.map((d) => storedDecoration(d, ctx.logos, where)),
    };
  });
  const garments = checked.flatMap((c) => (c.product ? [c as Required<typeof c>] : []));
  const atShopPrices = chargedLines(
    garments.map((g) => ({
      productId: g.product.id,
      unitPrice: g.product.price,
      quantity: g.line.kind === 'garment' ? g.line.sizes.reduce((n, s) => n + s.quantity, 0) : 0,
      decorations: lineDecorations(g.decorations, ctx.logos),
      ladder: { basePrice: g.product.price, breaks: g.product.priceBreaks },
    })),
    ctx.pricing,
  );
  let next = 0;
  const lines: QuoteLine[] = checked.map(({ line }) => {
    if (line.kind === 'custom') return line;
    const g = garments[next]!;
    const shop = atShopPrices[next++]!;
    return {
      kind: 'garment',
      productId: g.product.id,
      colour: g.colour,
      sizes: line.sizes,
      unitPrice: line.unitPrice ?? shop.unitPrice,
      shopUnitPrice: shop.unitPrice,
      priceBreak: shop.priceBreak,
      decorations: g.decorations.map((d, j) => ({
        ...d,
        unitPrice: line.decorations[j]!.unitPrice ?? shop.decorations[j]!.unitPrice!,
        priceBreak: shop.decorations[j]!.priceBreak ?? null,
        shopUnitPrice: shop.decorations[j]!.unitPrice!,
      })),
    } satisfies QuoteGarmentLine;
  });
  return {
    lines,
    discountPercent: input.discountPercent,
    shipping: input.shipping,
    validUntil: input.validUntil,
    message: input.message,
  };
}

/** The setup fee the shop would charge for a request's new designs, as a custom line the seller may keep. */
export function setupLineFor(
  lines: readonly QuoteLine[],
  logos: ReadonlyMap<string, LogoSummary>,
  pricing: DecorationPricing,
): QuoteLine | null {
  const garments = lines.flatMap((l) =>
    l.kind === 'garment'
      ? [
          pricingInput({
            unitPrice: l.unitPrice,
            quantity: l.sizes.reduce((n, s) => n + s.quantity, 0),
            decorations: lineDecorations(l.decorations, logos).map((d) => ({ ...d, isPreviousLogo: false })),
          }),
        ]
      : [],
  );
  const { setupFees, newDesigns } = setupFeesFor(garments, pricing);
  if (setupFees === 0) return null;
  return {
    kind: 'custom',
    description: `Logo setup (${newDesigns} ${newDesigns === 1 ? 'design' : 'designs'})`,
    quantity: 1,
    unitPrice: setupFees,
  };
}

/** The seller's first draft of a request: its garments with its decoration at the shop's prices, and setup. */
export function startingDraftInput(request: StoredQuoteRequest, validUntil: string): QuoteDraftInput {
  const d = request.decoration;
  return {
    lines: request.items.map((item) => ({
      kind: 'garment' as const,
      productId: item.productId,
      colour: item.colour,
      sizes: item.sizes,
      decorations: d
        ? d.positions.map((position) => ({
            position: position as StoredDecoration['position'] as never,
            method: d.method as never,
            ...(d.textLine
              ? { textLine: d.textLine, font: (d.font ?? 'Standard') as never }
              : { logo: d.logoId ?? undefined }),
          }))
        : [],
    })),
    discountPercent: 0,
    shipping: 0,
    validUntil,
    message: '',
  };
}
