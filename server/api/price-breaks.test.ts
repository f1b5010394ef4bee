import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../tests/factories';
import { callApi, payTestCheckout, pdfAnswerText, sellerSession, UK_ADDRESS } from '../../tests/helpers/api';
import { plainPicture } from '../../tests/helpers/photos';
import { shopperApi } from '../../tests/helpers/shopper-api';
import { decodeMailBody } from '../../tests/helpers/smtp';
import { testDatabases, useSmtpServer, useTestApp } from '../../tests/helpers/test-app';
import { products } from '../db/schema';

/**
 * Quantity price breaks end to end (issue 29): the price each the cart shows is what checkout charges, the
 * provider's session, the paid order, the confirmation mail and the invoice carry, in the same pence; a later
 * change of the ladder leaves the order as it was charged.
 */
describe.each(testDatabases())('quantity price breaks through cart, checkout and order on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url, SHOP_EMAIL: 'orders@breaks.test' }));
  let ip = 0;
  let seller = '';
  beforeEach(() => {
    ip++;
  });
  const from = () => `10.29.0.${ip}`;
  const { send, customer, getCart, checkout } = shopperApi(() => t, from);
  beforeAll(async () => {
    seller = await sellerSession(
      t,
      { email: 'seller@breaks.test', password: 'breaks-seller-pass' },
      '10.29.1.1',
    );
  });

  /** A polo at £12.99, £11.99 from 10 and £10.99 from 25, with its pictures stored (the mail embeds them). */
  async function ladderPolo(title: string) {
    const polo = (await createProduct(t.ctx.database.db, {
      title,
      price: 1299,
      priceBreaks: [
        { minQuantity: 10, price: 1199 },
        { minQuantity: 25, price: 1099 },
      ],
    }))!;
    const webp = await plainPicture('webp', { width: 60, height: 60, background: '#1f3f7a' });
    for (const picture of [polo.frontImage, ...polo.colours.map((c) => c.image)])
      await t.ctx.files.put(picture.slice('/files/'.length), webp);
    return polo;
  }
  type CartLineJson = {
    color: string;
    size: string;
    quantity: number;
    unitPrice: number;
    priceBreak: number | null;
  };
  const pricesOf = (cart: CartLineJson[]) =>
    cart.map((l) => [l.color, l.size, l.quantity, l.unitPrice, l.priceBreak]);

  it('9 then 10 polos over two colours and three sizes: every line drops to £11.99, and stays so charged', async () => {
    const polo = await ladderPolo('Ladder Polo');
    const { cookie } = await customer();
    const add = (color: string, size: string, finalQuantity: number) =>
      send('POST', '/cart', { productId: polo.id, color, size, finalQuantity }, cookie);
    for (const [color, size, n] of [
      ['Navy', 'M', 3],
      ['Navy', 'L', 3],
      ['Black', 'S', 3],
    ] as const)
      expect((await add(color, size, n)).status).toBe(200);
    const nine = await getCart(cookie);
    expect(pricesOf(nine.cart)).toEqual([
      ['Navy', 'M', 3, 12.99, null],
      ['Navy', 'L', 3, 12.99, null],
      ['Black', 'S', 3, 12.99, null],
    ]);
    expect(nine.summary.subtotal).toBe(116.91);

    // the tenth joins the Black S line: the add's answer already prices it at the cart's break
    const tenth = await (await add('Black', 'S', 1)).json();
    expect(tenth.cartItem).toMatchObject({ unitPrice: 11.99, priceBreak: 10, basePrice: 12.99 });
    const ten = await getCart(cookie);
    expect(pricesOf(ten.cart)).toEqual([
      ['Navy', 'M', 3, 11.99, 10],
      ['Navy', 'L', 3, 11.99, 10],
      ['Black', 'S', 4, 11.99, 10],
    ]);
    // no "Price changed" notice: the break is the quantities', not a change of the catalogue
    expect(ten.cart.map((l: { priceChange: string | null }) => l.priceChange)).toEqual([null, null, null]);
    expect(ten.summary).toMatchObject({ itemCount: 10, subtotal: 119.9, shipping: 0, total: 119.9 });

    const started = await checkout(cookie);
    expect(started.status).toBe(200);
    const { orderId, sessionId } = await started.json();
    const session = (await t.ctx.testCheckout!.session(sessionId))!;
    expect(session.amountTotal).toBe(11_990);
    const order = (await t.ctx.services.orders.get(orderId))!;
    expect(order.lines.map((l) => [l.unitPrice, l.priceBreak, l.goods])).toEqual([
      [1199, 10, 3597],
      [1199, 10, 3597],
      [1199, 10, 4796],
    ]);
    expect(order.total).toBe(11_990);
    // the order's JSON gives each line its price each and break as charged
    const orderJson = await (await send('GET', `/orders/orders/${orderId}`, undefined, cookie)).json();
    expect(
      orderJson.order.products.map((p: CartLineJson) => [p.quantity, p.unitPrice, p.priceBreak]),
    ).toEqual([
      [3, 11.99, 10],
      [3, 11.99, 10],
      [4, 11.99, 10],
    ]);

    expect((await payTestCheckout(t, sessionId, from())).status).toBe(200);
    await t.ctx.jobs.drain();
    const mail = decodeMailBody(smtp.messages.filter((m) => m.to.includes(UK_ADDRESS.email)).at(-1)!.raw);
    // the price each charged, and the break that set it, briefly: in the HTML and in the text part
    expect(mail).toContain('3 × £11.99 (10+ price)');
    expect(mail).toContain('4 × £11.99 (10+ price)');
    expect(mail).toContain('£11.99 each (10+ price)');
    expect(mail).toContain('£119.90');
    expect(mail).not.toContain('£12.99');

    const pdf = (kind: 'invoice' | 'work-order') => async () =>
      pdfAnswerText(await callApi(t, 'GET', `/orders/${orderId}/${kind}`, { cookie: seller, from: from() }));
    const invoice = pdf('invoice');
    const workOrder = pdf('work-order');
    const before = await invoice();
    expect(before).toContain('£11.99');
    expect(before).toContain('10+ price');
    expect(before).toContain('Garments £119.90');
    expect(before).not.toContain('£12.99');
    // the workshop's copy carries the price each charged too, with its break
    const workBefore = await workOrder();
    expect(workBefore).toContain('3 × Ladder Polo £11.99 each (10+ price)');
    expect(workBefore).toContain('4 × Ladder Polo £11.99 each (10+ price)');
    expect(workBefore).not.toContain('£12.99');

    // the seller takes the breaks away: the order, its invoice and its figures stay as charged
    await t.ctx.database.db.update(products).set({ priceBreaks: [] }).where(eq(products.id, polo.id));
    t.ctx.services.catalogue.changed();
    expect((await t.ctx.services.orders.get(orderId))!.lines.map((l) => l.unitPrice)).toEqual([
      1199, 1199, 1199,
    ]);
    expect(await invoice()).toBe(before);
    expect(await workOrder()).toBe(workBefore);
  });

  it('a decoration break reached by two lines sharing one design, with the seller’s setup waiver', async () => {
    const polo = await ladderPolo('Club Polo');
    await t.ctx.services.pricing.set({
      setupFee: 15,
      setupFreeFrom: 20,
      decoration: [
        { method: 'Embroidery', positionSize: 'small', breaks: [{ minQuantity: 10, price: '4.50' }] },
      ],
    });
    try {
      const { cookie } = await customer();
      const logo = { method: 'Embroidery', position: ['Left Breast'], textLine: 'CLUB', font: 'Serif' };
      for (const [color, size] of [
        ['Navy', 'M'],
        ['Black', 'L'],
      ])
        await send('POST', '/cart', { productId: polo.id, color, size, finalQuantity: 5, ...logo }, cookie);
      const { cart, summary } = await getCart(cookie);
      for (const line of cart) {
        expect(line).toMatchObject({ unitPrice: 11.99, priceBreak: 10, logoCharge: 22.5 });
        expect(line.decorations).toMatchObject([{ unitPrice: 4.5, priceBreak: 10 }]);
      }
      // ten garments carry CLUB: short of the waiver's twenty, so the seller's £15 setup is paid once
      expect(summary).toMatchObject({ subtotal: 119.9, logoCharges: 45, setupFees: 15, total: 179.9 });

      const { orderId, sessionId } = await (await checkout(cookie)).json();
      expect((await t.ctx.testCheckout!.session(sessionId))!.amountTotal).toBe(17_990);
      const order = (await t.ctx.services.orders.get(orderId))!;
      expect([order.logoCharges, order.setupFees, order.total]).toEqual([4500, 1500, 17_990]);
      expect(order.lines[0]!.decorations[0]).toMatchObject({ unitPrice: 450, priceBreak: 10 });

      // paid: the mail, the invoice and the work order say each garment's embroidery at its break
      expect((await payTestCheckout(t, sessionId, from())).status).toBe(200);
      await t.ctx.jobs.drain();
      const mail = decodeMailBody(smtp.messages.filter((m) => m.to.includes(UK_ADDRESS.email)).at(-1)!.raw);
      const embroidery = '£4.50 per garment (10+ price)';
      expect(mail).toContain(embroidery);
      expect(mail).toContain('5 × £11.99 (10+ price)');
      for (const kind of ['invoice', 'work-order']) {
        const text = await pdfAnswerText(
          await callApi(t, 'GET', `/orders/${orderId}/${kind}`, { cookie: seller, from: from() }),
        );
        expect(text, kind).toContain(`Left Breast: Embroidery, text 'CLUB' in Serif · ${embroidery}`);
      }
    } finally {
      await t.ctx.services.pricing.set({ setupFee: 20, setupFreeFrom: null, decoration: [] });
    }
  });
});
