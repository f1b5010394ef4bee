import type { MemberStoreView, StoreOfferView } from '../../../domain/team-store-view';
import type { MockupDecoration, MockupProduct } from '~/components/mockup/garment-mockup';

/** A store garment as the shop's mock-up draws it: its offered colours and their pictures. */
export function offerMockupProduct(offer: StoreOfferView): MockupProduct {
  return {
    title: offer.title,
    frontImage: offer.colours[0]?.image ?? '',
    productTypes: offer.productTypes,
    colours: offer.colours.map((c) => ({
      name: c.name,
      hex: c.hex,
      image: c.image,
      ...(c.backImage ? { backImage: c.backImage } : {}),
    })),
    backImage: null,
  };
}

/**
 * What the garment carries on the mock-up: the organisation's logo at each of the offer's positions and, once
 * a name is typed, the first name at the store's names position in its font (a logo's place is not taken).
 */
export function offerDecorations(
  store: Pick<MemberStoreView, 'logo' | 'names'>,
  offer: Pick<StoreOfferView, 'decorations'>,
  firstName: string | null = null,
): MockupDecoration[] {
  const logo = store.logo
    ? { kind: 'image' as const, src: store.logo.previewUrl, name: store.logo.name }
    : null;
  const list: MockupDecoration[] = offer.decorations.map((d) => ({ position: d.position, logo }));
  const name = firstName?.trim();
  if (store.names.enabled && name && !list.some((d) => d.position === store.names.position))
    list.push({ position: store.names.position, logo: { kind: 'text', text: name, font: store.names.font } });
  return list;
}

/**
 * The sizes in one colour with its stock, as the size grid takes them. The offer keeps stock by colour name
 * (or by the colour's hex, as the catalogue's stock grid does): either is read.
 */
export function offerSizesIn(
  offer: Pick<StoreOfferView, 'sizes' | 'colours'>,
  colourName: string | null,
): { label: string; stock: number }[] {
  const colour = offer.colours.find((c) => c.name === colourName) ?? offer.colours[0];
  return offer.sizes.map((s) => ({
    label: s.label,
    stock: colour
      ? (s.stock[colour.name] ?? s.stock[colour.hex.toLowerCase()] ?? s.stock[colour.hex] ?? 0)
      : 0,
  }));
}
