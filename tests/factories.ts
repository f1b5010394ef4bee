import { hash } from '@node-rs/argon2';
import {
  bundleLineOf,
  storedDecorations,
  type BundleGarment,
  type LineDecoration,
  type LineItem,
} from '../domain/line-item';
import { priceCart, pricingInput } from '../domain/pricing';
import { NO_COLOUR } from '../domain/product-form';
import type { ShopInfo } from '../domain/shop-info';
import type { Database } from '../server/db/client';
import {
  brands,
  bundleSections,
  bundles,
  cartLines,
  orderLines,
  products,
  productStock,
  teamStoreProducts,
  teamStores,
  users,
} from '../server/db/schema';
import { orderLineValues } from '../server/services/orders/order-record';
import { stockCell } from '../server/services/stock';
import { insertOrder } from './helpers/seller-api';

/** A shop's details as mails and documents print them (a shop other than the demo one). */
export const TEST_SHOP: ShopInfo = {
  name: 'Hi-Vis & Co',
  phone: '01274 123 456',
  email: 'orders@shop.test',
  address: '1 Mill Lane, Leeds',
  guideVideoUrl: null,
  social: [],
};

let counter = 0;
const next = () => ++counter;

export async function createBrand(db: Database, overrides: Partial<typeof brands.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(brands)
    .values({
      slug: `brand-${n}`,
      name: `Brand ${n}`,
      logo: `/files/demo/brands/brand-${n}.webp`,
      ...overrides,
    })
    .returning();
  return row;
}

export async function createProduct(db: Database, overrides: Partial<typeof products.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      title: `Test Polo ${n}`,
      description: 'A hard-wearing polo.',
      productTypes: ['polo'],
      price: 1299,
      frontImage: `/files/demo/test-${n}-front.webp`,
      colours: [
        { hex: '#000000', name: 'Black', image: `/files/demo/test-${n}-black.webp` },
        { hex: '#ffffff', name: 'White', image: `/files/demo/test-${n}-white.webp` },
        { hex: '#1f3f7a', name: 'Navy', image: `/files/demo/test-${n}-navy.webp` },
      ],
      sizes: ['S', 'M', 'L', 'XL'].map((label) => ({ label, stock: 100 })),
      rating: 4.2,
      reviewCount: 12,
      ...overrides,
    })
    .returning();
  // product_stock is the only stock: every colour (or 'default') and size starts with its size's stock
  const colours = row.colours.length ? row.colours.map((c) => c.hex.toLowerCase()) : [NO_COLOUR];
  const stock = colours.flatMap((colour) =>
    row.sizes.map((s) => ({ productId: row.id, colour, size: s.label, quantity: Math.max(0, s.stock) })),
  );
  if (stock.length) await db.insert(productStock).values(stock).onConflictDoNothing();
  return row;
}

export async function createBundle(
  db: Database,
  sections: { productId: string; requiredQuantity: number }[],
  overrides: Partial<typeof bundles.$inferInsert> = {},
) {
  const [bundle] = await db
    .insert(bundles)
    .values({
      title: `Test Bundle ${next()}`,
      description: 'Kit for a small team.',
      price: 9900,
      thumbnail: '/files/demo/bundle.webp',
      type: sections.length === 3 ? 'everyday' : 'solo1',
      ...overrides,
    })
    .returning();
  await db
    .insert(bundleSections)
    .values(sections.map((s, position) => ({ bundleId: bundle.id, position, ...s })));
  return bundle;
}

/** A verified customer, ready to log in with `password`. */
export async function createCustomer(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password = 'secret-password', ...rest } = overrides;
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Casey',
      lastName: `Customer ${n}`,
      email: `customer-${n}-${Date.now()}@example.co.uk`,
      passwordHash: await hash(password),
      verifiedAt: new Date(),
      ...rest,
    })
    .returning();
  return { ...row!, password };
}

type ProductRow = typeof products.$inferSelect;

/** Sets one product_stock cell (colour by its stock key: the hex lower-case, or 'default'). */
export function setStock(db: Database, productId: string, colour: string, size: string, quantity: number) {
  return db
    .update(productStock)
    .set({ quantity })
    .where(stockCell(productId, colour, size));
}

/** One product_stock cell's quantity (undefined: no such row). */
export async function stockOf(db: Database, productId: string, colour: string, size: string) {
  const [row] = await db
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(stockCell(productId, colour, size));
  return row?.quantity;
}

/** The seller's product editor's fields for a complete product (Black and White, M L C44), as its form sends them. */
export function productEditorFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Site Polo',
    price: '14.50',
    originalPrice: '18.00',
    description: 'A hard-wearing polo for site teams.',
    brand: 'gildan',
    stock: 'In Stock',
    status: 'published',
    colors: JSON.stringify(['#000000', '#FFFFFF']),
    colorNames: JSON.stringify(['Black', 'White']),
    colorImages: JSON.stringify(['/files/products/black.webp', '/files/products/white.webp']),
    frontImageUrl: '/files/products/front.webp',
    sizeChartImageUrl: '/files/products/chart.webp',
    sizes: JSON.stringify(['M', 'L', 'C44']),
    productType: JSON.stringify(['polo']),
    stockGrid: JSON.stringify({ '#000000': { M: 2, L: 5, C44: 1 }, '#ffffff': { M: 0, L: 3 } }),
    ...overrides,
  };
}

/** One garment of a bundle as an order snapshots it: the product in a colour (by name) and size. */
export function bundleGarment(
  product: ProductRow,
  colour: string,
  size: string,
  quantity: number,
): BundleGarment {
  const c = product.colours.find((x) => x.name === colour);
  return {
    productId: product.id,
    title: product.title,
    productTypes: product.productTypes,
    image: c?.image ?? product.frontImage,
    backImage: c?.backImage ?? product.backImage,
    colour,
    colourHex: c?.hex ?? null,
    size,
    quantity,
    unitPrice: product.price,
  };
}

/** A line to write into an order: a garment (product, colour, size) or a bundle (its garments). */
export type OrderLineSpec =
  | { product: ProductRow; colour: string; size: string; quantity: number; decorations?: LineDecoration[] }
  | {
      bundle: { id: string | null; title: string; price: number; thumbnail: string };
      garments: BundleGarment[];
      quantity: number;
      decorations?: LineDecoration[];
      notes?: string;
    };

/** The lines as LineItems, priced by domain/pricing as checkout prices them. */
export function orderLineItems(specs: OrderLineSpec[]): LineItem[] {
  const lines: Omit<LineItem, 'goods' | 'logoCharge'>[] = specs.map((spec, i) => {
    if ('bundle' in spec) {
      return {
        id: `spec-${i}`,
        productId: null,
        title: spec.bundle.title,
        productTypes: [],
        image: spec.bundle.thumbnail,
        backImage: null,
        colour: '',
        colourHex: null,
        size: '',
        quantity: spec.quantity,
        unitPrice: spec.bundle.price,
        decorations: spec.decorations ?? [],
        notes: spec.notes ?? null,
        bundle: bundleLineOf(spec.bundle.id, spec.garments),
      };
    }
    const g = bundleGarment(spec.product, spec.colour, spec.size, spec.quantity);
    return { ...g, id: `spec-${i}`, decorations: spec.decorations ?? [], notes: null };
  });
  const totals = priceCart(lines.map(pricingInput));
  return lines.map((l, i) => ({ ...l, ...totals.lines[i]! }));
}

/**
 * A paid order straight in the database with these lines (garment and bundle lines, as orders.createPending
 * writes them), its totals from domain/pricing. Returns the order row.
 */
export async function insertOrderWithLines(
  db: Database,
  user: { id: string; email: string } | null,
  specs: OrderLineSpec[],
  values: Parameters<typeof insertOrder>[2] = {},
) {
  const lines = orderLineItems(specs);
  const totals = priceCart(lines.map(pricingInput));
  const order = await insertOrder(db, user, {
    goods: totals.goods,
    logoCharges: totals.logoCharges,
    setupFees: totals.setupFees,
    shipping: totals.shipping,
    total: totals.total,
    paymentStatus: 'paid',
    paidAt: new Date(),
    ...values,
  });
  await db.insert(orderLines).values(lines.map((l, i) => orderLineValues(order.id, l, i)));
  return order;
}

/** A bundle line in a cart, as the bundle cart builder stores it (garments by product id, colour name, size). */
export async function insertBundleCartLine(
  db: Database,
  cartId: string,
  bundle: { id: string; price: number },
  items: { productId: string; colour: string; size: string; quantity: number }[],
  quantity = 1,
  decorations: LineDecoration[] = [],
) {
  const [row] = await db
    .insert(cartLines)
    .values({
      cartId,
      bundleId: bundle.id,
      bundleItems: items,
      colour: '',
      size: '',
      quantity,
      unitPrice: bundle.price,
      decorations: storedDecorations({ decorations }),
      mergeKey: `bundle-${bundle.id}-${Date.now()}-${Math.random()}`,
    })
    .returning();
  return row!;
}

/**
 * A team store written straight to its tables (issue 32), open now with one garment at £18.50 with the logo
 * at Left Breast in Embroidery; names off unless given. For tests of what members do, apart from the seller's
 * API.
 */
export async function createTeamStore(
  db: Database,
  offers: { productId: string; colours?: string[]; price?: number }[],
  overrides: Partial<typeof teamStores.$inferInsert> = {},
) {
  const n = next();
  const [store] = await db
    .insert(teamStores)
    .values({ slug: `team-${n}-${Date.now()}`, name: `Team ${n}`, ...overrides })
    .returning();
  await db.insert(teamStoreProducts).values(
    offers.map((o, i) => ({
      storeId: store!.id,
      productId: o.productId,
      sortOrder: i,
      colours: o.colours ?? ['Navy'],
      price: o.price ?? 1850,
      decorations: [{ position: 'Left Breast' as const, method: 'Embroidery' as const }],
    })),
  );
  return store!;
}
