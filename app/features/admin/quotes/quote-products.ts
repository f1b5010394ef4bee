import type { LineDecoration } from '../../../../domain/line-item';
import type { Product } from '../../../../domain/product';
import type { QuoteLineView } from '../../../../domain/quote-view';
import type { PicturedLine } from '~/components/line/line-picture';
import type { GarmentLineForm, QuoteLogo } from './quote-form';

/**
 * The catalogue as the quote editor needs it: the products it may pick (names only), and for a line's product
 * what its colour list, size grid and mock-up draw from.
 */

/** A product the seller may quote: published and not deleted. */
export interface QuotableProduct {
  id: string;
  title: string;
  brand: string | null;
}

/** A line's product: its pictures, colours and sizes (with the stock the size grid shows). */
export type EditorProduct = Pick<
  Product,
  'id' | 'title' | 'productTypes' | 'frontImage' | 'backImage' | 'colours' | 'sizes' | 'available'
>;

export const editorProductOf = (p: Product): EditorProduct => ({
  id: p.id,
  title: p.title,
  productTypes: p.productTypes,
  frontImage: p.frontImage,
  backImage: p.backImage,
  colours: p.colours,
  sizes: p.sizes,
  available: p.available,
});

/** What GET /api/products/{id} answers that the editor reads (the spec's shape: parallel colour arrays). */
export interface ProductJson {
  _id: string;
  title: string;
  productType: string[];
  frontImage: string;
  backImage: string | null;
  colors: string[];
  colorNames: string[];
  colorImages: string[];
  sizes: { size: string; stock: number }[];
}

/** A product picked in the browser (GET /api/products/{id}) as the editor's. */
export function editorProductOfJson(p: ProductJson): EditorProduct {
  return {
    id: p._id,
    title: p.title,
    productTypes: p.productType,
    frontImage: p.frontImage,
    backImage: p.backImage,
    colours: p.colors.map((hex, i) => ({
      hex,
      name: p.colorNames[i] ?? hex,
      image: p.colorImages[i] || p.frontImage,
    })),
    sizes: p.sizes.map((s) => ({ label: s.size, stock: s.stock })),
    available: true,
  };
}

/** A line's decorations as the mock-up draws them: text in its font, or the logo's preview. */
export function lineDecorations(line: GarmentLineForm, logos: readonly QuoteLogo[]): LineDecoration[] {
  return line.decorations.map((d) => {
    const logo = logos.find((l) => l.id === d.logoId);
    return {
      position: d.position,
      method: d.method,
      isPreviousLogo: false,
      design:
        d.design === 'text'
          ? { kind: 'text', text: d.textLine.trim() || ' ', font: d.font }
          : {
              kind: 'logo',
              name: logo?.name ?? 'logo',
              logo: logo
                ? {
                    id: logo.id,
                    name: logo.name,
                    format: '',
                    url: '',
                    previewUrl: logo.previewUrl,
                    setupPaid: false,
                    createdAt: '',
                  }
                : null,
            },
    };
  });
}

/**
 * What a garment line's mock-up draws: its product in the chosen colour with the decorations as typed; a product
 * the editor has no details of (taken off sale since) as the server last priced it.
 */
export function linePictureOf(
  line: GarmentLineForm,
  product: EditorProduct | undefined,
  logos: readonly QuoteLogo[],
  priced: QuoteLineView | undefined,
): PicturedLine | null {
  const decorations = lineDecorations(line, logos);
  if (!product) {
    if (priced?.kind !== 'garment') return null;
    return { ...priced, decorations };
  }
  const colour = product.colours.find((c) => c.name === line.colour);
  const first = product.colours[0];
  return {
    title: product.title,
    productTypes: product.productTypes,
    image: colour?.image || product.frontImage,
    // the product's own back picture is of its first colour
    backImage: colour?.backImage ?? (!colour || colour === first ? product.backImage : null),
    colour: colour?.name ?? line.colour,
    colourHex: colour?.hex ?? null,
    decorations,
  };
}

/** A line moved to another product: its colour kept when the product has it (else the first), sizes it has kept. */
export function fitLineToProduct(line: GarmentLineForm, product: EditorProduct): Partial<GarmentLineForm> {
  const offered = new Set(product.sizes.map((s) => s.label));
  return {
    productId: product.id,
    colour: product.colours.some((c) => c.name === line.colour)
      ? line.colour
      : (product.colours[0]?.name ?? ''),
    sizes: line.sizes.filter((s) => offered.has(s.size)),
  };
}
