import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postContact } from '../tests/helpers/api';
import { startSmtpServer } from '../tests/helpers/smtp';
import { loadConfig } from './config';
import { startShop } from './start';

/** The real start-up (migrations, seller account, listening) twice on one embedded database: a restart. */
// each start migrates an on-disk PGlite: slow on a busy 2-core machine
describe('seller account at start', { timeout: 120_000 }, () => {
  let dataDir: string;
  const seller = { email: 'owner@shop.test', password: 'owner-start-pass' };
  const start = (env: Record<string, string> = {}) =>
    startShop({
      config: loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'silent',
        ADMIN_EMAIL: seller.email,
        ADMIN_PASSWORD: seller.password,
        ...env,
      }),
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-start-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function sellerLogin(url: string, password = seller.password) {
    const res = await fetch(`${url}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: seller.email, password }),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))!
      .split(';')[0]!;
  }
  const isAdmin = async (url: string, cookie: string) =>
    (await (await fetch(`${url}/api/auth/isAdmin`, { headers: { cookie } })).json()).isAdmin;

  it("keeps the seller's session across a restart with the same password, and ends it when it changes", async () => {
    let shop = await start();
    const cookie = await sellerLogin(shop.url);
    await shop.stop();

    shop = await start();
    expect(await isAdmin(shop.url, cookie)).toBe(true);
    await shop.stop();

    shop = await start({ ADMIN_PASSWORD: 'a-new-owner-pass' });
    expect(await isAdmin(shop.url, cookie)).toBe(false);
    await sellerLogin(shop.url, 'a-new-owner-pass');
    await shop.stop();
  });

  it("refuses to turn a customer's account into the seller's unless asked", async () => {
    let shop = await start();
    await shop.ctx.database.db.execute(
      `insert into users (first_name, last_name, email, password_hash, role, verified_at)
       values ('Cus', 'Tomer', 'customer@shop.test', 'x', 'customer', now())`,
    );
    await shop.stop();

    await expect(start({ ADMIN_EMAIL: 'customer@shop.test' })).rejects.toThrow(
      /customer@shop.test is a customer's account.*ADMIN_PROMOTE_EXISTING=true/,
    );
    shop = await start({ ADMIN_EMAIL: 'customer@shop.test', ADMIN_PROMOTE_EXISTING: 'true' });
    const rows = await shop.ctx.database.db.execute(
      `select role from users where email = 'customer@shop.test'`,
    );
    expect(JSON.stringify(rows)).toContain('"role":"owner"');
    await shop.stop();
  });

  it("sends the shop's notices to the seller's account when neither SHOP_EMAIL nor ADMIN_EMAIL is set", async () => {
    const smtp = await startSmtpServer();
    // the seller made by the earlier starts (as seller:create would), and no address in the settings
    const shop = await start({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SMTP_URL: smtp.url });
    expect(shop.ctx.shop.email).toBe(seller.email);
    const res = await postContact(shop.url);
    expect(res.status).toBe(201);
    await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBe(1);
    expect(smtp.messages[0]!.to).toEqual([seller.email]);
    expect(smtp.messages[0]!.from).toBe(seller.email);
    await shop.stop();
    await smtp.close();
  });

  it('runs the jobs a previous run left pending as it starts, and stops its worker with the shop', async () => {
    const smtp = await startSmtpServer();
    let shop = await start();
    // an order paid by a process that died before its worker sent the seller's notice
    await shop.ctx.database.db.execute(
      `insert into orders (id, email, access_token_hash, shipping_address, shipping_type, goods, logo_charges,
         setup_fees, shipping, total, payment_provider, idempotency_key, payment_status, paid_at)
       values ('6f1c2b1e-6d59-4a38-9d4f-0c1f7d6a2b10', 'left@example.co.uk', 'x',
         '{"firstName":"Left","lastName":"Over","email":"left@example.co.uk"}', 'standard', 1250, 0, 0, 0, 1250,
         'test', 'left-over', 'paid', now())`,
    );
    await shop.ctx.database.db.execute(
      `insert into jobs (kind, payload, dedupe_key)
       values ('order.seller-notice', '{"orderId":"6f1c2b1e-6d59-4a38-9d4f-0c1f7d6a2b10"}', 'left-over-notice')`,
    );
    await shop.stop();
    expect(smtp.messages).toEqual([]);

    shop = await start({ SMTP_URL: smtp.url, SHOP_EMAIL: 'orders@shop.test' });
    await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBe(1);
    expect(smtp.messages[0]!.to).toEqual(['orders@shop.test']);
    await shop.stop();
    const done = await start();
    const rows = await done.ctx.database.db.execute(
      `select done_at from jobs where dedupe_key = 'left-over-notice'`,
    );
    expect(JSON.stringify(rows)).toMatch(/done_at":"?\d/);
    await done.stop();
    await smtp.close();
  });
});
