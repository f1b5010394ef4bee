import { z } from 'zod';
import { SELLER_PASSWORD_MIN } from '../domain/schemas/auth';
import { openCliContext } from './cli-context';

// npm run seller:create -- seller@example.co.uk 'a-long-password' [First] [Last] [--promote]
const promoteCustomer = process.argv.includes('--promote');
const Args = z.tuple([
  z.email('Give the seller e-mail address first'),
  z.string().min(SELLER_PASSWORD_MIN, `The password must be at least ${SELLER_PASSWORD_MIN} characters`),
  z.string().optional(),
  z.string().optional(),
]);
const parsed = Args.safeParse(process.argv.slice(2).filter((a) => a !== '--promote'));
if (!parsed.success) {
  console.error(
    `${parsed.error.issues[0]?.message}\nUsage: npm run seller:create -- EMAIL PASSWORD [FIRST] [LAST] [--promote]`,
  );
  process.exit(2);
}
const [email, password, firstName, lastName] = parsed.data;
const ctx = openCliContext();
await ctx.database.migrate();
try {
  const outcome = await ctx.services.auth.upsertSeller(
    { email, password, firstName, lastName },
    { promoteCustomer },
  );
  console.log(`Seller account ready (${outcome}): ${email}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
await ctx.database.close();
