import { hash } from '@node-rs/argon2';
import { NO_COLOUR } from '../domain/product-form';
import type { Database } from '../server/db/client';
import { brands, bundleSections, bundles, products, productStock, users } from '../server/db/schema';

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
