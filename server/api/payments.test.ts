import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { priceCart, pricingInput } from '../../domain/pricing';
import { createProduct } from '../../tests/factories';
import { ORIGIN, payTestCheckout, sendTestWebhook, UK_ADDRESS, uploadLogo } from '../../tests/helpers/api';
import { logoPng, plainPicture } from '../../tests/helpers/photos';
import { shopperApi } from '../../tests/helpers/shopper-api';
import { testDatabases, useTestApp, useSmtpServer } from '../../tests/helpers/test-app';
import { orders, promoCodes } from '../db/schema';
import { signTestWebhook, testWebhookBody } from '../integrations/payments/test-provider';
import { PROMO_FAILURES } from '../services/promos';

// as a shopper types it: the shop trims and normalises the postcode and email
const ADDRESS = {
  ...UK_ADDRESS,
  companyName: 'Bloggs & Sons',
  postCode: 'ls1 4ap',
  email: 'Jo@Example.co.uk',
};

describe.each(testDatabases())('checkout and payments API on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url, SHOP_EMAIL: 'orders@shop.test' }));
  let polo: NonNullable<Awaited<ReturnType<typeof createProduct>>>;
  let ip = 0;

  beforeAll(async () => {
    polo = (await createProduct(t.ctx.database.db, { price: 1250 }))!;
    // the garment pictures are WebP, as the shop stores them
    const webp = await plainPicture('webp', { width: 60, height: 60, background: '#1f3f7a' });
    for (const picture of [polo.frontImage, ...polo.colours.map((c) => c.image)])
      if (picture) await t.ctx.files.put(picture.slice('/files/'.length), webp);
    await t.ctx.services.promos.create({ code: 'SAVE10', percent: 10 });
    await t.ctx.services.promos.create({ code: 'OLD50', percent: 50, active: false });
  });
  beforeEach(() => {
    ip++;
  });

  const from = () => `10.2.0.${ip}`;
  const { send, cookiesOf, customer } = shopperApi(() => t, from);
  async function guestWithCart(quantity = 3) {
    const res = await send('POST', '/cart', {
      productId: polo.id,
      size: 'M',
      color: 'Navy',
      finalQuantity: quantity,
    });
    expect(res.status).toBe(200);
    return cookiesOf(res);
  }
  const checkout = (cookie: string | undefined, extra: Record<string, unknown> = {}) =>
    send(
      'POST',
      '/payments/create-checkout-session',
      {
        // the spec's client sends its own cart and totals: all of it is ignored
        cart: [{ productId: polo.id, price: 0.01, quantity: 99 }],
        shippingAddress: ADDRESS,
        discount: 90,
        userId: '',
        totalAmount: 0.01,
        finalAmount: 0.01,
        ...extra,
      },
      cookie,
    );
  const orderOf = async (id: string) =>
    (await t.ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
  const pay = (sessionId: string) => payTestCheckout(t, sessionId, from());

  it('prices the order from the database, ignoring the totals and prices the client sent', async () => {
    const cookie = await guestWithCart(3);
    const res = await checkout(cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.sessionId).toMatch(/^cs_test_/);
    expect(body.url).toBe(`${ORIGIN}/test-checkout/${body.sessionId}`);
    const order = await orderOf(body.orderId);
    const expected = priceCart([{ unitPrice: 1250, quantity: 3, decorations: [] }]);
    expect(order).toMatchObject({
      goods: expected.goods,
      shipping: 495,
      total: expected.total,
      discount: 0,
      status: 'Pending',
      paymentStatus: 'unpaid',
      email: 'jo@example.co.uk',
      userId: null,
    });
    expect(order.number).toBeGreaterThanOrEqual(1001);
    expect(order.shippingAddress.postCode).toBe('LS1 4AP');
    const session = await t.ctx.testCheckout!.session(body.sessionId);
    expect(session?.amountTotal).toBe(expected.total);
  });

  it('makes one order and one session for a double click or a retry', async () => {
    const cookie = await guestWithCart(2);
    const [a, b] = await Promise.all([checkout(cookie), checkout(cookie)]);
    const again = await checkout(cookie);
    const ids = await Promise.all([a, b, again].map(async (r) => (await r.json()).sessionId));
    expect(new Set(ids).size).toBe(1);
    const { orderId } = await (await checkout(cookie)).json();
    const sameKey = await t.ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, (await orderOf(orderId)).idempotencyKey));
    expect(sameKey).toHaveLength(1);
  });

  it.each([
    [{ shippingAddress: { ...ADDRESS, address: ' ', city: '' } }, 'Please fill in: Address, City'],
    [{ shippingAddress: { ...ADDRESS, email: 'jo@nowhere' } }, 'Please enter a valid email address'],
    [{ shippingAddress: { ...ADDRESS, postCode: '12345' } }, 'Please enter a valid UK postcode'],
    [{ shippingType: 'teleport' }, 'Unknown shipping choice.'],
  ])('refuses %j with 400', async (change, message) => {
    const cookie = await guestWithCart();
    const res = await checkout(cookie, change);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it('accepts a non-UK postcode abroad, and refuses an empty cart', async () => {
    const abroad = await checkout(await guestWithCart(), {
      shippingAddress: { ...ADDRESS, country: 'France', postCode: '75001' },
      shippingType: 'international',
    });
    expect(abroad.status).toBe(200);
    const empty = await checkout(undefined);
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('Your cart is empty');
  });

  describe('shipping by country', () => {
    const FRANCE = { ...ADDRESS, country: 'France', postCode: '75001', city: 'Paris' };
    it.each(['standard', 'expedited'])(
      'refuses %s (a UK rate) for a French address with 400',
      async (type) => {
        const res = await checkout(await guestWithCart(), { shippingAddress: FRANCE, shippingType: type });
        expect(res.status).toBe(400);
        expect((await res.json()).message).toMatch(/for UK addresses only: please choose International/);
      },
    );
    it('takes international for a French address at £9.95', async () => {
      const res = await checkout(await guestWithCart(), {
        shippingAddress: FRANCE,
        shippingType: 'international',
      });
      expect(res.status).toBe(200);
      expect(await orderOf((await res.json()).orderId)).toMatchObject({
        shipping: 995,
        shippingType: 'international',
      });
    });
    it('refuses international for a UK address', async () => {
      const res = await checkout(await guestWithCart(), { shippingType: 'international' });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/outside the UK/);
    });
  });

  describe('saved addresses', () => {
    it("remember a customer's address when they place an order, for their next checkout", async () => {
      const { user, cookie } = await customer();
      await send('POST', '/cart', { productId: polo.id, size: 'M', color: 'Navy', finalQuantity: 1 }, cookie);
      expect((await checkout(cookie)).status).toBe(200);
      const book = await (await send('GET', '/addresses', undefined, cookie)).json();
      expect(book.addresses).toEqual([
        expect.objectContaining({
          isDefault: true,
          address: expect.objectContaining({ postCode: 'LS1 4AP', phone: ADDRESS.phone }),
        }),
      ]);
      const { preferredId } = await t.ctx.services.addresses.forCheckout(user.id);
      expect(preferredId).toBe(book.addresses[0]._id);
      // a guest's order saves nothing anywhere
      expect((await checkout(await guestWithCart())).status).toBe(200);
      expect((await send('GET', '/addresses')).status).toBe(401);
    });
  });

  describe('promo codes', () => {
    it(`allow ${PROMO_FAILURES.limit} wrong guesses in 15 minutes, then 429 even for a real code`, async () => {
      const { cookie } = await customer();
      const statuses: number[] = [];
      for (let i = 0; i < PROMO_FAILURES.limit + 2; i++)
        statuses.push((await send('POST', '/promocodes/validate', { code: `GUESS${i}` }, cookie)).status);
      expect(statuses).toEqual([...Array(PROMO_FAILURES.limit).fill(400), 429, 429]);
      const real = await send('POST', '/promocodes/validate', { code: 'SAVE10' }, cookie);
      expect(real.status).toBe(429);
      // another customer is not held up
      const other = await customer();
      expect((await send('POST', '/promocodes/validate', { code: 'SAVE10' }, other.cookie)).status).toBe(200);
    });

    it('are for logged-in customers only', async () => {
      expect((await send('GET', '/promocodes/active')).status).toBe(401);
      expect((await send('POST', '/promocodes/validate', { code: 'SAVE10' })).status).toBe(401);
      const res = await checkout(await guestWithCart(), { promoCode: 'SAVE10' });
      expect(res.status).toBe(401);
    });

    it('validate an active code, refuse unknown and inactive ones, and take the percent off', async () => {
      const { cookie } = await customer();
      const active = await (await send('GET', '/promocodes/active', undefined, cookie)).json();
      expect(active.promos).toEqual([expect.objectContaining({ discount: 10 })]);
      expect(active.promos[0].code).toBeUndefined();
      expect(
        await (await send('POST', '/promocodes/validate', { code: ' save10 ' }, cookie)).json(),
      ).toMatchObject({
        promoCode: 'SAVE10',
        discount: 10,
      });
      for (const code of ['NOPE', 'OLD50']) {
        const res = await send('POST', '/promocodes/validate', { code }, cookie);
        expect(res.status).toBe(400);
        expect((await res.json()).message).toBe('Invalid promo code');
      }
      expect((await send('POST', '/promocodes/validate', { code: '  ' }, cookie)).status).toBe(400);

      await send(
        'POST',
        '/cart',
        { productId: polo.id, size: 'L', color: 'Black', finalQuantity: 4 },
        cookie,
      );
      const refused = await checkout(cookie, { promoCode: 'OLD50' });
      expect(refused.status).toBe(400);
      const { orderId } = await (await checkout(cookie, { promoCode: 'save10' })).json();
      const expected = priceCart([{ unitPrice: 1250, quantity: 4, decorations: [] }], {
        discountPercent: 10,
      });
      expect(await orderOf(orderId)).toMatchObject({
        discount: expected.discount,
        discountPercent: 10,
        total: expected.total,
        promoCode: 'SAVE10',
      });
    });
    it('SAVE10 on an order with setup fees takes 10% of garments, logo charges and setup fees', async () => {
      const { user, cookie } = await customer();
      expect((await send('GET', '/cart/addlogo', undefined, cookie)).status).toBe(200);
      const added = await send(
        'POST',
        '/cart',
        {
          productId: polo.id,
          size: 'M',
          color: 'White',
          quantity: 5,
          method: 'Embroidery',
          position: 'Left Breast',
          textLine: 'Bloggs & Sons',
          font: 'Script',
        },
        cookie,
      );
      expect(added.status).toBe(200);
      const { lines } = await t.ctx.services.cart.get({ userId: user.id });
      const expected = priceCart(lines.map(pricingInput), { discountPercent: 10 });
      expect(expected.setupFees).toBeGreaterThan(0);
      const { orderId } = await (await checkout(cookie, { promoCode: 'SAVE10' })).json();
      const order = await orderOf(orderId);
      // 10% of the whole total before discount, setup fee included
      expect(order.discount).toBe(
        Math.round((expected.goods + expected.logoCharges + expected.setupFees) / 10),
      );
      expect(order).toMatchObject({
        discount: expected.discount,
        total: expected.total,
        setupFees: expected.setupFees,
      });
    });
  });

  describe('paid exactly once', () => {
    it('a forged, unsigned or stale webhook is refused and changes nothing', async () => {
      const { sessionId, orderId } = await (await checkout(await guestWithCart())).json();
      const result = { sessionId, orderId, paid: true, amountTotal: 1, currency: 'gbp' };
      const body = testWebhookBody(result);
      const attempts: Record<string, string>[] = [
        {},
        { 'stripe-signature': 't=1,v1=00' },
        { 'stripe-signature': signTestWebhook(body, 'whsec_wrong') },
        { 'stripe-signature': signTestWebhook(body, undefined, Math.floor(Date.now() / 1000) - 3600) },
        { 'stripe-signature': signTestWebhook(body.replace('"paid"', '"unpaid"')) },
      ];
      for (const headers of attempts) {
        const res = await send('POST', '/payments/webhook', body, undefined, { ...headers, origin: '' });
        expect(res.status).toBe(400);
      }
      // correctly signed, but the session was never paid
      const unpaid = await send('POST', '/payments/webhook', body, undefined, {
        'stripe-signature': signTestWebhook(body),
        origin: '',
      });
      expect(unpaid.status).toBe(200);
      expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'unpaid', paidAt: null });
    });

    it('the same webhook twice, then verify: one paid order, one set of mails, an empty cart', async () => {
      const cookie = await guestWithCart(2);
      const { sessionId, orderId } = await (await checkout(cookie)).json();
      const before = smtp.messages.length;
      const first = await pay(sessionId);
      expect(first.status).toBe(200);
      const result = (await t.ctx.testCheckout!.retrieveCheckout(sessionId))!;
      await sendTestWebhook(t, testWebhookBody(result), from());
      const verify = await send('GET', `/payments/verify-payment?session_id=${sessionId}`);
      expect(verify.status).toBe(200);
      const { order } = await verify.json();
      expect(order).toMatchObject({ _id: orderId, paymentStatus: 'paid', status: 'Pending' });
      // the mails are jobs the paying transaction enqueued: run them, then none is left to run
      await t.ctx.jobs.drain();
      expect(await t.ctx.jobs.drain()).toBe(0);
      expect(smtp.messages.length).toBe(before + 2);
      const confirmation = mailsTo('jo@example.co.uk')
        .at(-1)!
        .raw.replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      expect(confirmation).toContain(`Your order ${order.orderNumber} is confirmed`);
      expect(mailsTo('orders@shop.test').at(-1)!.raw).toContain(`New order ${order.orderNumber}`);
      expect((await (await send('GET', '/cart', undefined, cookie)).json()).cart).toEqual([]);
      // the link in the mail opens the order for the guest
      const token = /token=([\w-]+)/.exec(confirmation)![1];
      const viaLink = await send('GET', `/orders/orders/${orderId}?token=${token}`);
      expect(viaLink.status).toBe(200);
      expect((await send('GET', `/orders/orders/${orderId}?token=wrong`)).status).toBe(404);
    });

    it('an order of polos with two decorations snapshots both; the mails name both', async () => {
      const { cookie } = await customer();
      const logoId = (await uploadLogo(t, await logoPng(), 'back.png', { cookie, from: from() }))._id;
      const decorations = [
        { position: 'Left Breast', method: 'Embroidery', textLine: 'ACME', font: 'Serif' },
        { position: 'Large Back', method: 'Print', logo: logoId },
      ];
      const added = await send(
        'POST',
        '/cart',
        { productId: polo.id, size: 'L', color: 'Navy', finalQuantity: 4, decorations },
        cookie,
      );
      expect(added.status).toBe(200);
      const { sessionId, orderId } = await (await checkout(cookie)).json();
      const before = smtp.messages.length;
      expect((await pay(sessionId)).status).toBe(200);

      const expected = priceCart([
        {
          unitPrice: 1250,
          quantity: 4,
          decorations: [
            { designKey: `logo:${logoId}`, isPreviousLogo: false },
            { designKey: 'text:Serif:ACME', isPreviousLogo: false },
          ],
        },
      ]);
      expect(await orderOf(orderId)).toMatchObject({
        goods: expected.goods,
        logoCharges: expected.logoCharges,
        setupFees: 4000,
        total: expected.total,
      });
      const { order } = await (await send('GET', `/orders/orders/${orderId}`, undefined, cookie)).json();
      expect(order.products[0].decorations).toMatchObject([
        { position: 'Large Back', method: 'Print', kind: 'logo', logoId, logoName: 'back.png' },
        { position: 'Left Breast', method: 'Embroidery', kind: 'text', textLine: 'ACME', font: 'Serif' },
      ]);
      await t.ctx.jobs.drain();
      expect(smtp.messages.length).toBe(before + 2);
      for (const to of ['jo@example.co.uk', 'orders@shop.test']) {
        const mail = mailsTo(to)
          .at(-1)!
          .raw.replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=')
          .replace(/=27/g, "'");
        expect(mail).toContain('Large Back: Print, logo back.png');
        expect(mail).toContain("Left Breast: Embroidery, text 'ACME' in Serif");
      }
    });

    it('verify first, then the webhook: still one set of mails; the promo use is counted once', async () => {
      const { cookie } = await customer();
      await send(
        'POST',
        '/cart',
        { productId: polo.id, size: 'S', color: 'White', finalQuantity: 1 },
        cookie,
      );
      const { sessionId } = await (await checkout(cookie, { promoCode: 'SAVE10' })).json();
      const [promoBefore] = await t.ctx.database.db
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.code, 'SAVE10'));
      const before = smtp.messages.length;
      expect((await send('GET', `/payments/verify-payment?session_id=${sessionId}`)).status).toBe(402);
      await t.ctx.testCheckout!.markPaid(sessionId);
      expect((await send('GET', `/payments/verify-payment?session_id=${sessionId}`)).status).toBe(200);
      const result = (await t.ctx.testCheckout!.retrieveCheckout(sessionId))!;
      await sendTestWebhook(t, testWebhookBody(result), from());
      await t.ctx.jobs.drain();
      expect(smtp.messages.length).toBe(before + 2);
      const [promoAfter] = await t.ctx.database.db
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.code, 'SAVE10'));
      expect(promoAfter!.timesUsed).toBe(promoBefore!.timesUsed + 1);
    });

    it('refuses a payment whose amount does not match the order', async () => {
      const { sessionId, orderId } = await (await checkout(await guestWithCart())).json();
      await expect(
        t.ctx.services.orders.confirmPayment({
          sessionId,
          orderId,
          paid: true,
          amountTotal: 100,
          currency: 'gbp',
        }),
      ).rejects.toMatchObject({ code: 'conflict' });
      const order = await orderOf(orderId);
      await expect(
        t.ctx.services.orders.confirmPayment({
          sessionId,
          orderId,
          paid: true,
          amountTotal: order.total,
          currency: 'usd',
        }),
      ).rejects.toMatchObject({ code: 'conflict' });
      expect((await orderOf(orderId)).paymentStatus).toBe('unpaid');
    });
  });

  describe('the confirmation mail of a plain order', () => {
    it('promises no proof, and embeds its pictures as JPEG or PNG', async () => {
      const cookie = await guestWithCart(2);
      const { sessionId } = await (await checkout(cookie)).json();
      const before = mailsTo('jo@example.co.uk').length;
      expect((await pay(sessionId)).status).toBe(200);
      await t.ctx.jobs.drain();
      expect(mailsTo('jo@example.co.uk').length).toBe(before + 1);
      const raw = mailsTo('jo@example.co.uk').at(-1)!.raw;
      const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
      const text = parts.find((p) => /^Content-Type: text\/plain/im.test(p))!;
      expect(text).toBeDefined();
      expect(text).toContain('Follow your order');
      expect(text).not.toMatch(/proof/i);
      expect(decoded).not.toMatch(/proof/i);
      // every picture is an embedded JPEG or PNG, never a WebP link to the shop
      const sources = [...decoded.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
      expect(sources.length).toBeGreaterThan(0);
      for (const src of sources) expect(src).toMatch(/^cid:/);
      expect(decoded).not.toMatch(/\.webp|image\/webp/i);
      const pictures = parts.filter((p) => /^Content-Type: image\//im.test(p));
      expect(pictures.length).toBe(sources.length);
      for (const picture of pictures) {
        expect(picture).toMatch(/^Content-Type: image\/(jpeg|png)/im);
        const cid = /^Content-ID: <([^>]+)>/im.exec(picture)![1];
        expect(sources).toContain(`cid:${cid}`);
        const body = Buffer.from(
          picture
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('')
            .replace(/\s+/g, ''),
          'base64',
        );
        expect(['jpeg', 'png']).toContain((await sharp(body).metadata()).format);
      }
    });
  });

  describe('who sees an order', () => {
    it('its customer and the seller; anyone else gets 404', async () => {
      const owner = await customer();
      await send(
        'POST',
        '/cart',
        { productId: polo.id, size: 'M', color: 'Navy', finalQuantity: 1 },
        owner.cookie,
      );
      const { orderId } = await (await checkout(owner.cookie)).json();
      expect((await send('GET', `/orders/orders/${orderId}`, undefined, owner.cookie)).status).toBe(200);
      const list = await (
        await send('GET', `/orders/order-user/${owner.user.id}`, undefined, owner.cookie)
      ).json();
      expect(list.orders.map((o: { _id: string }) => o._id)).toEqual([orderId]);
      const other = await customer();
      expect((await send('GET', `/orders/orders/${orderId}`, undefined, other.cookie)).status).toBe(404);
      expect((await send('GET', `/orders/orders/${orderId}`)).status).toBe(404);
      expect((await send('GET', '/orders/orders/not-an-id', undefined, owner.cookie)).status).toBe(404);
      await t.ctx.services.auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
      const seller = cookiesOf(
        await send('POST', '/auth/admin/login', { email: 'seller@shop.test', password: 'seller-password' }),
      );
      expect((await send('GET', `/orders/orders/${orderId}`, undefined, seller)).status).toBe(200);
    });
  });
});
