import { count } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { products } from '../schema';

type SeedDeps = Pick<AppContext, 'database' | 'files' | 'logger'>;

/** Writes the demo catalogue into an empty database (first start). */
export async function seedDemoDataIfEmpty(deps: SeedDeps): Promise<boolean> {
  const [{ n }] = await deps.database.db.select({ n: count() }).from(products);
  if (n > 0) return false;
  await seedDemoData(deps);
  return true;
}

export async function seedDemoData(_deps: SeedDeps): Promise<void> {
  // filled in by the demo catalogue
}
