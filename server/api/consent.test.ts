import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_WORDING } from '../../domain/consent';
import { createCustomer, createProduct } from '../../tests/factories';
import { logIn, payTestCheckout, UK_ADDRESS } from '../../tests/helpers/api';
import { apiClient } from '../../tests/helpers/seller-api';
import { shopperApi } from '../../tests/helpers/shopper-api';
import { testDatabases, useSmtpServer, useTestApp } from '../../tests/helpers/test-app';
import { marketingConsents, users } from '../db/schema';
import { tradeApplication } from '../../tests/helpers/trade-application';

/** Issue 34, marketing consent: recorded with its day, source and wording; honoured by the mail-out. */
describe.each(testDatabases())('marketing consent on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url }));
  let ip = 0;
  const from = () => `10.34.0.${ip}`;
  beforeEach(() => {
    ip++;
  });
  const { send, cookiesOf } = shopperApi(() => t, from);
  let polo: { id: string };
  let seller: string;

  beforeAll(async () => {
    polo = await createProduct(t.ctx.database.db, { title: 'Consent Polo' });
    await t.ctx.services.auth.upsertSeller({ email: 'seller@consent.test', password: 'seller-password' });
    seller = await apiClient(t).login('/auth/admin/login', 'seller@consent.test', 'seller-password');
  });

  const db = () => t.ctx.database.db;
  const history = (userId: string) =>
    db()
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, userId))
      .orderBy(asc(marketingConsents.at));
  const userBy = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0]!;
  const codeFor = (email: string) => {
    const mail = [...smtp.messages].reverse().find((m) => m.to.includes(email));
    return /code is (\d{6})/.exec(mail?.raw.replace(/=\r?\n/g, '') ?? '')?.[1] ?? '';
  };

  async function signUp(email: string, box?: boolean) {
    const res = await send('POST', '/auth/signup', {
      firstName: 'Jo',
      lastName: 'Bloggs',
      email,
      password: 'kettle-orange-42',
      ...(box === undefined ? {} : { marketingConsent: box }),
    });
    expect(res.status).toBe(200);
    const { attempt } = await res.json();
    // nothing is recorded before the code proves the address
    expect(await history((await userBy(email)).id)).toHaveLength(0);
    const verified = await send('POST', '/auth/signup/verify', { email, otp: codeFor(email), attempt });
    expect(verified.status).toBe(200);
    return { user: await userBy(email), cookie: cookiesOf(verified) };
  }

  it('sign-up records the ticked box as consent, and the unticked one as not, with the words shown', async () => {
    const yes = await signUp('ticked@consent.test', true);
    expect(yes.user.marketingConsent).toBe(true);
    expect(yes.user.marketingOptOutAt).toBeNull();
    expect(await history(yes.user.id)).toMatchObject([
      { granted: true, source: 'signup', wording: CONSENT_WORDING.signup },
    ]);

    const no = await signUp('unticked@consent.test');
    expect(no.user.marketingConsent).toBe(false);
    // not ticking is "not yet", not an unsubscribe: checkout may still offer the soft opt-in
    expect(no.user.marketingOptOutAt).toBeNull();
    expect(await history(no.user.id)).toMatchObject([
      { granted: false, source: 'signup', wording: CONSENT_WORDING.signup },
    ]);
    expect(await t.ctx.services.promoMailings.checkoutOffersMode(no.user.id)).toBe('soft-opt-in');
  });

  it('keeps the box through a resent code', async () => {
    const email = 'resent@consent.test';
    const res = await send('POST', '/auth/signup', {
      firstName: 'Al',
      lastName: 'Resent',
      email,
      password: 'kettle-orange-42',
      marketingConsent: true,
    });
    const { attempt } = await res.json();
    expect((await send('POST', '/auth/otp/resend', { email, attempt })).status).toBe(200);
    const verified = await send('POST', '/auth/signup/verify', { email, otp: codeFor(email), attempt });
    expect(verified.status).toBe(200);
    expect((await userBy(email)).marketingConsent).toBe(true);
  });

  async function customerWithCart(overrides: Parameters<typeof createCustomer>[1] = {}) {
    const user = await createCustomer(db(), overrides);
    const cookie = await logIn(t, user, { from: from() });
    const added = await send(
      'POST',
      '/cart',
      { productId: polo.id, size: 'M', color: 'Navy', finalQuantity: 2 },
      cookie,
    );
    expect(added.status).toBe(200);
    return { user, cookie };
  }
  async function buy(cookie: string, marketing?: string) {
    const res = await send(
      'POST',
      '/payments/create-checkout-session',
      { shippingAddress: UK_ADDRESS, ...(marketing ? { marketing } : {}) },
      cookie,
    );
    expect(res.status).toBe(200);
    return (await res.json()).sessionId as string;
  }

  it("checkout's soft opt-in is recorded when the order is paid, not before", async () => {
    const { user, cookie } = await customerWithCart();
    expect(await t.ctx.services.promoMailings.checkoutOffersMode(user.id)).toBe('soft-opt-in');
    const session = await buy(cookie, 'soft-opt-in');
    expect(await history(user.id)).toHaveLength(0);
    expect((await payTestCheckout(t, session, from())).status).toBe(200);
    expect(await history(user.id)).toMatchObject([
      { granted: true, source: 'checkout', wording: CONSENT_WORDING.checkoutSoftOptIn },
    ]);
    expect((await userBy(user.email)).marketingConsent).toBe(true);
    // consenting now: the next checkout asks nothing
    expect(await t.ctx.services.promoMailings.checkoutOffersMode(user.id)).toBe('none');
  });

  it('honours "No offers, thanks": a withdrawal recorded at payment, then only the plain box is offered', async () => {
    const { user, cookie } = await customerWithCart();
    await payTestCheckout(t, await buy(cookie, 'no-offers'), from());
    const [row] = await history(user.id);
    expect(row).toMatchObject({ granted: false, source: 'checkout' });
    expect(row!.wording).toContain(CONSENT_WORDING.checkoutNoOffers);
    const after = await userBy(user.email);
    expect(after.marketingConsent).toBe(false);
    expect(after.marketingOptOutAt).toBeInstanceOf(Date);
    expect(await t.ctx.services.promoMailings.checkoutOffersMode(user.id)).toBe('opt-in');
  });

  it('refuses a soft opt-in for someone who said no, and takes their own ticked box', async () => {
    const first = await customerWithCart({ marketingOptOutAt: new Date() });
    await payTestCheckout(t, await buy(first.cookie, 'soft-opt-in'), from());
    expect(await history(first.user.id)).toHaveLength(0);
    expect((await userBy(first.user.email)).marketingConsent).toBe(false);

    const second = await customerWithCart({ marketingOptOutAt: new Date() });
    await payTestCheckout(t, await buy(second.cookie, 'opt-in'), from());
    expect(await history(second.user.id)).toMatchObject([
      { granted: true, source: 'checkout', wording: CONSENT_WORDING.checkoutOptIn },
    ]);
    const after = await userBy(second.user.email);
    expect(after.marketingConsent).toBe(true);
    expect(after.marketingOptOutAt).toBeNull();
  });

  it('an order placed on account records the soft opt-in at placement', async () => {
    const { user, cookie } = await customerWithCart();
    const applied = await send(
      'POST',
      '/trade-account',
      tradeApplication({
        businessName: 'Consent Joinery',
        businessType: 'business',
        contactEmail: 'accounts@consent.test',
      }),
      cookie,
    );
    expect(applied.status).toBe(201);
    const { account } = await applied.json();
    const approved = await apiClient(t).send('PUT', `/trade-accounts/${account.id}`, seller, {
      action: 'approve',
      creditLimit: 50_000,
      termsDays: 30,
    });
    expect(approved.status).toBe(200);
    const placed = await send(
      'POST',
      '/payments/create-checkout-session',
      { shippingAddress: UK_ADDRESS, paymentMethod: 'account', poNumber: 'PO-1', marketing: 'soft-opt-in' },
      cookie,
    );
    expect(placed.status).toBe(200);
    expect(await history(user.id)).toMatchObject([
      { granted: true, source: 'checkout', wording: CONSENT_WORDING.checkoutSoftOptIn },
    ]);
  });

  it('refuses an unknown offers choice with a message', async () => {
    const { cookie } = await customerWithCart();
    const res = await send(
      'POST',
      '/payments/create-checkout-session',
      { shippingAddress: UK_ADDRESS, marketing: 'yes-please' },
      cookie,
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('Unknown offers choice.');
  });

  it("the account page's choice and the seller's delete are recorded, the delete once", async () => {
    const user = await createCustomer(db());
    await t.ctx.services.promoMailings.setMarketingPreference(user.id, true);
    await t.ctx.services.promoMailings.setMarketingPreference(user.id, true); // the same again: no record
    await t.ctx.services.promoMailings.setMarketingPreference(user.id, false);
    await t.ctx.services.customers.anonymise(user.id);
    await expect(t.ctx.services.customers.anonymise(user.id)).rejects.toThrow('Customer not found');
    expect((await history(user.id)).map((h) => [h.granted, h.source, h.wording])).toEqual([
      [true, 'account', CONSENT_WORDING.account],
      [false, 'account', CONSENT_WORDING.account],
      [false, 'account-deleted', CONSENT_WORDING.accountDeleted],
    ]);
    const view = await t.ctx.services.promoMailings.consent(user.id);
    expect(view.consent).toBe(false);
    expect(view.history[0]!.source).toBe('account-deleted');
  });

  it('a mail-out read over SMTP reaches only consenting customers, as many as the audience said', async () => {
    const api = apiClient(t);
    const before = await (await api.send('GET', '/promocodes/mail-audience', seller)).json();
    const yes = [
      await createCustomer(db(), { marketingConsent: true }),
      await createCustomer(db(), { marketingConsent: true }),
    ];
    const never = await createCustomer(db());
    const unsubscribed = await createCustomer(db(), { marketingConsent: true });
    // the link in a mail records a withdrawal once, however often it is pressed
    const link = t.ctx.services.promoMailings.unsubscribeUrl(unsubscribed.id);
    const token = new URL(link).searchParams.get('token');
    expect(await t.ctx.services.promoMailings.unsubscribe(token)).toBe(true);
    expect(await t.ctx.services.promoMailings.unsubscribe(token)).toBe(true);
    expect(await history(unsubscribed.id)).toMatchObject([
      { granted: false, source: 'unsubscribe-link', wording: CONSENT_WORDING.unsubscribe },
    ]);

    const audience = await api.send('GET', '/promocodes/mail-audience', seller);
    expect(audience.status).toBe(200);
    const counted = await audience.json();
    expect(counted.recipients).toBe(before.recipients + 2);
    expect(counted.notConsenting).toBe(before.notConsenting + 2);
    // customers may not ask
    const shopper = await logIn(t, never, { from: from() });
    expect((await send('GET', '/promocodes/mail-audience', undefined, shopper)).status).toBe(403);

    smtp.messages.length = 0;
    const started = await api.send('POST', '/promocodes/send-email', seller, {
      subject: 'Consent check',
      emailBody: 'Only for those who said yes.',
    });
    expect(started.status).toBe(202);
    const { mailing } = await started.json();
    expect(mailing.recipients).toBe(counted.recipients);
    for (let i = 0; i < 400; i++) {
      const progress = await (await api.send('GET', `/promocodes/mailings/${mailing._id}`, seller)).json();
      if (progress.mailing.finished) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const mailed = smtp.messages.filter((m) => m.raw.includes('Consent check'));
    expect(mailed).toHaveLength(counted.recipients);
    for (const c of yes)
      expect(
        mailed.some((m) => m.to.includes(c.email)),
        c.email,
      ).toBe(true);
    for (const c of [never, unsubscribed])
      expect(
        mailed.some((m) => m.to.includes(c.email)),
        c.email,
      ).toBe(false);
  });
});
