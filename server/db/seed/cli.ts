import { openCliContext } from '../../cli-context';
import { seedDemoData, seedDemoDataIfEmpty } from './index';

// npm run seed: writes the demo catalogue; `-- --force` adds it even when products exist.
const ctx = openCliContext();
await ctx.database.migrate();
const force = process.argv.includes('--force');
if (force) await seedDemoData(ctx);
const seeded = force || (await seedDemoDataIfEmpty(ctx));
ctx.logger.info(seeded ? 'demo data written' : 'products exist already; nothing written (use -- --force)');
await ctx.database.close();
