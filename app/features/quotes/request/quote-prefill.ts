import { designKey, type LineItem } from '../../../../domain/line-item';
import type { Product } from '../../../../domain/product';
import type { ShippingAddress } from '../../../../domain/schemas/checkout';
import type { DecorationChoice, DetailField, GarmentChoice, QuoteProductOption } from './quote-form';

/**
 * What the quote page knows before the buyer types, from what the shop already holds: the catalogue as the picker
 * offers it, the customer's account and last address, the garments and logo of their cart. Pure: the loader
 * reads, these shape.
 */

export function productOption(p: Product): QuoteProductOption {
  return {
    id: p.id,
    title: p.title,
    productTypes: p.productTypes,
    frontImage: p.frontImage,
    backImage: p.backImage,
    colours: p.colours.map((c) => ({
      name: c.name,
      hex: c.hex,
      image: c.image,
      ...(c.backImage ? { backImage: c.backImage } : {}),
    })),
    sizes: p.sizes.map((s) => s.label),
  };
}

/** The customer's name and e-mail from their account; phone, company and postcode from their last address. */
export function detailsFromAccount(
  user: { firstName: string; lastName: string; email: string },
  address: ShippingAddress | null,
): Partial<Record<DetailField, string>> {
  return {
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone: address?.phone ?? '',
    company: address?.companyName ?? '',
    postcode: address?.postCode ?? '',
  };
}

type CartGarment = Pick<LineItem, 'productId' | 'colour' | 'size' | 'quantity'>;

/**
 * The cart's garments as cards: one per product and colour, a quantity per size (in the product's size order),
 * a bundle's garments counted as many times as there are bundles. Products the picker does not offer (gone from
 * the shop) are left out.
 */
export function garmentsFromCart(
  lines: readonly LineItem[],
  products: readonly QuoteProductOption[],
): Omit<GarmentChoice, 'key'>[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  const garments: CartGarment[] = lines.flatMap((line) =>
    line.unavailable
      ? []
      : line.bundle
        ? line.bundle.garments.map((g) => ({ ...g, quantity: g.quantity * line.quantity }))
        : [line],
  );
  const cards = new Map<string, Omit<GarmentChoice, 'key'>>();
  for (const g of garments) {
    const product = g.productId ? byId.get(g.productId) : undefined;
    if (!product || !product.colours.some((c) => c.name === g.colour)) continue;
    const key = `${product.id}|${g.colour}`;
    const card = cards.get(key) ?? { productId: product.id, colour: g.colour, sizes: [] };
    cards.set(key, card);
    const size = card.sizes.find((s) => s.size === g.size);
    if (size) size.quantity += g.quantity;
    else card.sizes.push({ size: g.size, quantity: g.quantity });
  }
  return [...cards.values()].map((card) => {
    const order = byId.get(card.productId)!.sizes;
    return { ...card, sizes: card.sizes.sort((a, b) => order.indexOf(a.size) - order.indexOf(b.size)) };
  });
}

/**
 * The cart's first logo as the request's decoration: its method, every position it is at with that method, and
 * its design (the text in its font, or the uploaded logo itself, which is the customer's own to name).
 */
export function decorationFromCart(lines: readonly LineItem[]): Partial<DecorationChoice> | null {
  const first = lines.find((l) => !l.unavailable && l.decorations.length > 0)?.decorations[0];
  if (!first) return null;
  const key = designKey(first.design);
  const positions = [
    ...new Set(
      lines.flatMap((l) =>
        l.decorations
          .filter((d) => d.method === first.method && designKey(d.design) === key)
          .map((d) => d.position),
      ),
    ),
  ];
  const { design } = first;
  if (design.kind === 'text')
    return {
      method: first.method,
      positions,
      design: 'text',
      textLine: design.text,
      font: design.font,
    };
  return {
    method: first.method,
    positions,
    design: 'upload',
    // a logo whose file is gone is chosen again by the buyer
    previousLogo: design.logo && {
      id: design.logo.id,
      name: design.logo.name,
      previewUrl: design.logo.previewUrl,
    },
  };
}
