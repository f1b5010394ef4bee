import { serve } from '@hono/node-server';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddToCartSchema } from '../../domain/schemas/cart';
import { createBundle, createCustomer, createProduct, insertBundleCartLine } from '../../tests/factories';
import { decodedMail } from '../../tests/helpers/seller-api';
import { mailHeader as header, startSmtpServer } from '../../tests/helpers/smtp';
import { createTestApp, testDatabases, type TestApp } from '../../tests/helpers/test-app';
import { createHttpApp } from '../app';
import { carts, jobs, products, users } from '../db/schema';
import { CART_REMINDER_AFTER_MS } from './cart-reminders';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())('cart reminders on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: ReturnType<typeof serve>;
  let origin: string;
  /** The shop's clock: real time moved on by `ahead`. */
  let ahead = 0;
  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // the same app over a real socket, so the mail's links are followed as a mail client would
    server = serve({ fetch: (req) => createHttpApp(t.ctx).fetch(req), port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp(
      kind,
      { SMTP_URL: smtp.url, PUBLIC_URL: origin },
      { clock: () => new Date(Date.now() + ahead) },
    );
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
    await smtp?.close();
  });

  async function sweepAndRun() {
    const enqueued = await t.ctx.services.cartReminders.sweep();
    await t.ctx.jobs.drain();
    return enqueued;
  }

  it('mails a cart untouched for 24 hours once, with its lines and a working /cart link; never an empty cart, a guest cart or an unsubscribed customer', async () => {
    const db = t.ctx.database.db;
    const cart = t.ctx.services.cart;
    const polo = await createProduct(db, { title: 'Reminder Polo' });
    const tee = await createProduct(db, { title: 'Reminder Tee' });
    const bundle = await createBundle(db, [{ productId: tee.id, requiredQuantity: 2 }], {
      title: 'Reminder Starter Kit',
    });
    const add = (userOrGuest: Parameters<typeof cart.add>[0], fields: Record<string, unknown>) =>
      cart.add(userOrGuest, AddToCartSchema.parse({ productId: polo.id, size: 'M', ...fields }));

    const shopper = await createCustomer(db, { marketingConsent: true });
    await add({ userId: shopper.id }, { color: 'Navy', quantity: 3 });
    await add(
      { userId: shopper.id },
      { color: 'Black', method: 'Embroidery', position: ['Left Breast'], textLine: 'ACME' },
    );
    const cartId = (await cart.cartId({ userId: shopper.id }))!;
    await insertBundleCartLine(db, cartId, bundle, [
      { productId: tee.id, colour: 'White', size: 'L', quantity: 2 },
    ]);
    const unsubscribed = await createCustomer(db, { marketingOptOutAt: new Date() });
    await add({ userId: unsubscribed.id }, { color: 'Navy' });
    const anonymised = await createCustomer(db, { marketingConsent: true });
    await add({ userId: anonymised.id }, { color: 'Navy' });
    await db.update(users).set({ anonymisedAt: new Date() }).where(eq(users.id, anonymised.id));
    const emptied = await createCustomer(db, { marketingConsent: true });
    const { line } = await add({ userId: emptied.id }, { color: 'Navy' });
    await cart.remove({ userId: emptied.id }, line.id);
    const guest = await add({ guestToken: null }, { color: 'Navy' });
    expect(guest.newGuestToken).toBeTruthy();

    // 23 hours on: nothing is due
    ahead = CART_REMINDER_AFTER_MS - 1 * HOUR;
    expect(await sweepAndRun()).toBe(0);
    expect(smtp.messages).toHaveLength(0);

    // past 24 hours: one mail, to the shopper only
    ahead = CART_REMINDER_AFTER_MS + 1 * HOUR;
    expect(await sweepAndRun()).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = mailsTo(shopper.email);
    expect(mail).toBeDefined();
    const body = decodedMail(mail!.raw);
    expect(header(mail!.raw, 'Subject')).toBe(`Your ${t.ctx.shop.name} cart is waiting for you`);
    expect(body).toContain('Reminder Polo');
    expect(body).toContain('Reminder Starter Kit');
    expect(body).toContain('2 × Reminder Tee · White · L');
    expect(body).toContain("Left Breast: Embroidery, text 'ACME'");
    expect(body).toContain(`href="${origin}/cart"`);
    expect(body).toContain(`Back to your cart: ${origin}/cart`);
    // the page itself is React Router's (not in this in-process app): the link names its route
    expect(await readFile(path.join(__dirname, '../../app/routes.ts'), 'utf8')).toContain(
      "route('cart', 'routes/cart.tsx')",
    );

    // a second sweep (another instance, or the next round) sends nothing
    expect(await sweepAndRun()).toBe(0);
    ahead = CART_REMINDER_AFTER_MS + 5 * HOUR;
    expect(await sweepAndRun()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
    const reminderJobs = await db.select().from(jobs).where(eq(jobs.kind, 'cart.reminder'));
    expect(reminderJobs).toHaveLength(1);
    expect(reminderJobs[0]!.dedupeKey).toMatch(new RegExp(`^cart-reminder:${cartId}:`));

    // touching the cart and leaving it another 24 hours earns a new one
    ahead = 0;
    await add({ userId: shopper.id }, { color: 'White' });
    ahead = CART_REMINDER_AFTER_MS - 1 * HOUR;
    expect(await sweepAndRun()).toBe(0);
    ahead = CART_REMINDER_AFTER_MS + 1 * HOUR;
    expect(await sweepAndRun()).toBe(1);
    expect(mailsTo(shopper.email)).toHaveLength(2);
    expect(smtp.messages).toHaveLength(2);
    const [row] = await db.select().from(carts).where(eq(carts.id, cartId));
    expect(row!.remindedFor?.getTime()).toBe(row!.updatedAt.getTime());
  });

  it("carries the promo mails' one-click unsubscribe, and it works", async () => {
    const mail = smtp.messages[0]!;
    const [customer] = await t.ctx.database.db.select().from(users).where(eq(users.email, mail.to[0]!));
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+\/unsubscribe\?token=[\w.-]+)>$/.exec(header(mail.raw, 'List-Unsubscribe')!)?.[1];
    expect(link).toBeDefined();
    expect(decodedMail(mail.raw)).toContain(`href="${link}"`);
    const res = await fetch(link!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const [after] = await t.ctx.database.db.select().from(users).where(eq(users.id, customer!.id));
    expect(after!.marketingOptOutAt).not.toBeNull();

    // unsubscribed now: a cart left again gets nothing
    await t.ctx.services.cart.add(
      { userId: customer!.id },
      AddToCartSchema.parse({
        productId: (await t.ctx.services.cart.get({ userId: customer!.id })).lines[0]!.productId,
        size: 'S',
        color: 'Navy',
      }),
    );
    ahead += CART_REMINDER_AFTER_MS + 1 * HOUR;
    expect(await sweepAndRun()).toBe(0);
    expect(smtp.messages).toHaveLength(2);
  });

  it('charges what the cart charges now: a price lowered after the add reads the new price, not the old', async () => {
    const db = t.ctx.database.db;
    const polo = await createProduct(db, { title: 'Repriced Reminder Polo', price: 1299 });
    const shopper = await createCustomer(db, { marketingConsent: true });
    ahead = 0;
    await t.ctx.services.cart.add(
      { userId: shopper.id },
      AddToCartSchema.parse({ productId: polo!.id, size: 'M', color: 'Navy', quantity: 2 }),
    );
    await db.update(products).set({ price: 999 }).where(eq(products.id, polo!.id));
    t.ctx.services.catalogue.changed();

    ahead = CART_REMINDER_AFTER_MS + 1 * HOUR;
    expect(await sweepAndRun()).toBe(1);
    const [mail] = mailsTo(shopper.email);
    const body = decodedMail(mail!.raw);
    expect(body).toContain('Repriced Reminder Polo');
    expect(body).toContain('2 × £9.99');
    expect(body).toContain('£19.98');
    expect(body).not.toContain('£12.99');
    expect(body).not.toContain('£25.98');
  });
});
