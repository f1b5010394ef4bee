import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../tests/factories';
import { apiClient, decodedMail } from '../../tests/helpers/seller-api';
import { mailHeader as header } from '../../tests/helpers/smtp';
import { testDatabases, useTestApp, useSmtpServer } from '../../tests/helpers/test-app';
import { createHttpApp } from '../app';
import { users } from '../db/schema';

describe.each(testDatabases())('promo mail-out on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example.co.uk' }));
  let api: ReturnType<typeof apiClient>;
  let seller: string;
  let server: ReturnType<typeof serve>;
  let origin: string;
  const subscribed: { id: string; email: string }[] = [];
  let optedOut: { email: string };
  let unverified: { email: string };
  let deleted: { email: string };

  beforeAll(async () => {
    api = apiClient(t);
    const db = t.ctx.database.db;
    for (let i = 0; i < 3; i++) subscribed.push(await createCustomer(db, { marketingConsent: true }));
    optedOut = await createCustomer(db, { marketingOptOutAt: new Date() });
    // a customer who never agreed to offers (issue 34): not mailed either
    await createCustomer(db);
    unverified = await createCustomer(db, { verifiedAt: null, marketingConsent: true });
    deleted = await createCustomer(db, { anonymisedAt: new Date() });
    await t.ctx.services.auth.upsertSeller({ email: 'seller@mail.test', password: 'seller-password' });
    seller = await api.login('/auth/admin/login', 'seller@mail.test', 'seller-password');
    // the same app over a real socket, for following the unsubscribe link as a mail client would
    server = serve({ fetch: createHttpApp(t.ctx).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  async function waitFinished(id: string) {
    for (let i = 0; i < 200; i++) {
      const { mailing } = await (await api.send('GET', `/promocodes/mailings/${id}`, seller)).json();
      if (mailing.finished) return mailing;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the mailing never finished');
  }
  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

  it("needs a body ('Please enter the email body.') and previews the exact mail first", async () => {
    const empty = await api.send('POST', '/promocodes/send-email', seller, { emailBody: '  ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: 'Please enter the email body.' });
    const promo = await (
      await api.send('POST', '/promocodes/create', seller, { code: 'SUMMER20', discount: 20 })
    ).json();
    const preview = await api.send('POST', '/promocodes/email-preview', seller, {
      subject: 'Summer sale',
      emailBody: 'Hi <b>all</b>,\n\nHi-vis & polos are 20% off.',
      promoCodeId: promo.promo._id,
    });
    expect(preview.status).toBe(200);
    const view = await preview.json();
    expect(view.subject).toBe('Summer sale');
    expect(view.recipients).toBe(3);
    expect(view.html).toContain('Hi &lt;b&gt;all&lt;/b&gt;,');
    expect(view.html).not.toContain('<b>all</b>');
    expect(view.html).toContain('SUMMER20');
    expect(view.html).toContain('Unsubscribe');
    expect(smtp.messages).toHaveLength(0);
  });

  it('mails each subscribed customer exactly once with a working one-click unsubscribe; a later mailing skips them', async () => {
    const [promo] = (await (await api.send('GET', '/promocodes/all', seller)).json()).promos;
    const res = await api.send('POST', '/promocodes/send-email', seller, {
      subject: 'Summer sale',
      emailBody: 'Hi <b>all</b>,\n\nHi-vis & polos are 20% off.',
      promoCodeId: promo._id,
    });
    expect(res.status).toBe(202);
    const { mailing } = await res.json();
    expect(mailing.recipients).toBe(3);
    expect(await waitFinished(mailing._id)).toMatchObject({
      recipients: 3,
      sent: 3,
      failed: 0,
      finished: true,
    });

    for (const c of subscribed) expect(mailsTo(c.email), c.email).toHaveLength(1);
    for (const c of [optedOut, unverified, deleted]) expect(mailsTo(c.email), c.email).toHaveLength(0);
    expect(smtp.messages).toHaveLength(3);

    const raw = mailsTo(subscribed[0]!.email)[0]!.raw;
    const mail = decodedMail(raw);
    expect(header(raw, 'Subject')).toBe('Summer sale');
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = header(raw, 'List-Unsubscribe')!;
    const link = /^<(https:\/\/shop\.example\.co\.uk\/unsubscribe\?token=[\w.-]+)>$/.exec(
      listUnsubscribe,
    )?.[1];
    expect(link, listUnsubscribe).toBeDefined();
    // the same link in view, in the HTML and the text part
    expect(mail).toContain(`href="${link}"`);
    expect(mail).toContain(`Unsubscribe: ${link}`);
    expect(mail).toContain('Hi &lt;b&gt;all&lt;/b&gt;');
    expect(mail).toContain('SUMMER20');
    // each customer's link is their own
    const other = header(mailsTo(subscribed[1]!.email)[0]!.raw, 'List-Unsubscribe');
    expect(other).not.toBe(listUnsubscribe);

    const local = `${origin}${new URL(link!).pathname}${new URL(link!).search}`;
    const page = await fetch(local);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(subscribed[0]!.email);
    expect(html).toMatch(
      /<form method="post" action="\/unsubscribe\?token=[^"]+"><button type="submit">Unsubscribe<\/button>/,
    );
    // a forged or altered token is refused
    expect((await fetch(`${local}x`, { method: 'POST' })).status).toBe(400);
    // RFC 8058: the mail provider's POST, with no origin of ours
    const oneClick = await fetch(local, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You have been unsubscribed');
    const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, subscribed[0]!.id));
    expect(row!.marketingOptOutAt).toBeInstanceOf(Date);
    // opening the link again says so, and offers nothing more to click
    expect(await (await fetch(local)).text()).toContain('You have been unsubscribed');

    const second = await (
      await api.send('POST', '/promocodes/send-email', seller, { emailBody: 'Autumn offers are here.' })
    ).json();
    expect(second.mailing.recipients).toBe(2);
    expect(await waitFinished(second.mailing._id)).toMatchObject({ sent: 2, finished: true });
    expect(mailsTo(subscribed[0]!.email)).toHaveLength(1);
    expect(mailsTo(subscribed[1]!.email)).toHaveLength(2);
    expect(header(mailsTo(subscribed[1]!.email)[1]!.raw, 'Subject')).toBe('Offers from Workwear Wardrobe');
  });

  it('says how far an unknown mailing is: 404', async () => {
    const res = await api.send('GET', '/promocodes/mailings/00000000-0000-4000-8000-000000000000', seller);
    expect(res.status).toBe(404);
  });
});
