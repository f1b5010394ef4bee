import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { londonToday } from '../../domain/earnings';
import { addDays, formatQuoteDay, QUOTE_MESSAGES } from '../../domain/quotes';
import { createProduct, stockOf } from '../../tests/factories';
import { callApi, payTestCheckout, pdfAnswerText, sellerSession, UK_ADDRESS } from '../../tests/helpers/api';
import { logoPng } from '../../tests/helpers/photos';
import { decodeMailBody, mailSubject } from '../../tests/helpers/smtp';
import { testDatabases, useSmtpServer, useTestApp } from '../../tests/helpers/test-app';
import { orderLines, orders, quotes } from '../db/schema';

const PUBLIC_URL = 'http://shop.test';
const DAY = 24 * 60 * 60 * 1000;

/**
 * Quotes end to end (issue 30): a guest's request with a logo, the seller's pricing with a custom line and an
 * override, mails read over SMTP, changes and version 2, an old version refused, two accepts at once making one
 * order, payment with the test provider at the quoted pence, the PDF, expiry and renewal, and bad input.
 */
describe.each(testDatabases())('quotes on %s', (kind) => {
  const smtp = useSmtpServer();
  /** The shop's clock, moved on by the expiry tests. */
  let now = new Date();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url, SHOP_EMAIL: 'quotes@shop.test', PUBLIC_URL }), {
    clock: () => now,
  });
  let seller = '';
  let ip = 0;
  beforeEach(() => {
    ip++;
    now = new Date();
  });
  const from = () => `10.30.0.${ip}`;
  const send = (method: string, p: string, body?: unknown, cookie?: string) =>
    callApi(t, method, p, { body, cookie, from: from() });
  beforeAll(async () => {
    seller = await sellerSession(
      t,
      { email: 'seller@quotes.test', password: 'quotes-seller-pass' },
      '10.30.1.1',
    );
  });

  /** A polo at £12.99, £11.99 from 25 garments. */
  const polo = async (title = 'Quote Polo') =>
    (await createProduct(t.ctx.database.db, {
      title,
      price: 1299,
      priceBreaks: [{ minQuantity: 25, price: 1199 }],
    }))!;

  /** The mails to `to` whose subject has `subject`, decoded. */
  const mailsTo = async (to: string, subject: string) => {
    await t.ctx.jobs.drain();
    return smtp.messages
      .filter((m) => m.to.includes(to) && mailSubject(m.raw).includes(subject))
      .map((m) => decodeMailBody(m.raw));
  };
  const linkIn = (body: string) => /http:\/\/shop\.test\/quotes\/([A-Za-z0-9_.-]+)/.exec(body)![1]!;

  /** A guest asks for 40 polos (20 M + 20 L, Navy) embroidered with an uploaded logo, from the contact page. */
  async function guestRequest(productId: string, email = 'jo@school.test') {
    const form = new FormData();
    form.set('name', 'Jo Bloggs');
    form.set('email', email);
    form.set('phone', '01234 567890');
    form.set('company', 'Hill School');
    form.set(
      'items',
      JSON.stringify([
        {
          productId,
          colour: 'Navy',
          sizes: [
            { size: 'M', quantity: 20 },
            { size: 'L', quantity: 20 },
          ],
        },
      ]),
    );
    form.set('decoration', JSON.stringify({ method: 'Embroidery', positions: ['Left Breast'] }));
    form.set('postcode', 'SW1A 1AA');
    form.set('notes', 'Staff polos for September.');
    form.set('logo', new Blob([new Uint8Array(await logoPng())], { type: 'image/png' }), 'crest.png');
    const res = await send('POST', '/quotes', form);
    expect(res.status).toBe(201);
    return (await res.json()) as { quote: { id: string; number: string; status: string }; url: string };
  }

  /** The seller's draft as the editor saves it: the request's line at £11.00 each, Digitising £25, 5% off. */
  const draftOf = (
    productId: string,
    logo: string,
    unitPrice = 1100,
    validUntil = addDays(londonToday(now), 30),
  ) => ({
    lines: [
      {
        kind: 'garment',
        productId,
        colour: 'Navy',
        sizes: [
          { size: 'M', quantity: 20 },
          { size: 'L', quantity: 20 },
        ],
        decorations: [{ position: 'Left Breast', method: 'Embroidery', logo }],
        unitPrice,
      },
      { kind: 'custom', description: 'Digitising', quantity: 1, unitPrice: 2500 },
    ],
    discountPercent: 5,
    shipping: 0,
    validUntil,
    message: 'Thank you for asking. Here is your quote.',
  });

  it('a guest asks, the seller prices and sends, the buyer asks for changes, accepts v2 and pays, once', async () => {
    const product = await polo();
    const asked = await guestRequest(product.id);
    expect(asked.quote).toMatchObject({ status: 'requested', number: expect.stringMatching(/^Q-\d{4,}$/) });
    expect(asked.url).toMatch(/^\/quotes\/.+/);

    // both mails: the buyer's with a link to follow it, and the shop's
    const received = await mailsTo('jo@school.test', `We have your quote request ${asked.quote.number}`);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`${PUBLIC_URL}${asked.url}`);
    expect(await mailsTo('quotes@shop.test', `New quote request ${asked.quote.number}`)).toHaveLength(1);

    // the seller's list: New, found by number and by company
    const list = await (await send('GET', `/quotes?q=${asked.quote.number}`, undefined, seller)).json();
    expect(list.quotes).toEqual([
      expect.objectContaining({ id: asked.quote.id, isNew: true, status: 'requested' }),
    ]);
    const byCompany = await (await send('GET', '/quotes?q=hill%20sch', undefined, seller)).json();
    expect(byCompany.quotes.map((q: { id: string }) => q.id)).toContain(asked.quote.id);

    // opening it: the draft starts from the request at the shop's prices (40 garments reach the £11.99 break)
    const opened = (await (await send('GET', `/quotes/${asked.quote.id}`, undefined, seller)).json()).quote;
    const logo = opened.request.decoration.logo;
    expect(logo).toMatchObject({ name: 'crest.png' });
    expect(opened.draft.lines[0]).toMatchObject({
      kind: 'garment',
      quantity: 40,
      unitPrice: 1199,
      priceBreak: 25,
    });
    expect(opened.draft.lines[1]).toMatchObject({
      kind: 'custom',
      description: 'Logo setup (1 design)',
      unitPrice: 2000,
    });
    const after = await (await send('GET', `/quotes?q=${asked.quote.number}`, undefined, seller)).json();
    expect(after.quotes[0].isNew).toBe(false);

    // priced with an override and a Digitising line: the server's figures
    const saved = await send('PUT', `/quotes/${asked.quote.id}`, draftOf(product.id, logo.id), seller);
    expect(saved.status).toBe(200);
    const draft = (await saved.json()).quote.draft;
    const decorationEach = draft.lines[0].decorations[0].unitPrice;
    expect(draft.lines[0]).toMatchObject({ unitPrice: 1100, shopUnitPrice: 1199 });
    const subtotal = 40 * (1100 + decorationEach) + 2500;
    const discount = Math.round(subtotal * 0.05);
    expect(draft.totals).toMatchObject({ subtotal, discount, shipping: 0, total: subtotal - discount });

    const sent = await send('POST', `/quotes/${asked.quote.id}/send`, undefined, seller);
    expect(sent.status).toBe(200);
    expect((await sent.json()).quote).toMatchObject({ status: 'sent', version: 1 });
    const sentMail = (await mailsTo('jo@school.test', `Your quote ${asked.quote.number}`))[0]!;
    expect(sentMail).toContain('version 1');
    const token = linkIn(sentMail);

    // the buyer's page, logged out: version 1 with its lines, and no draft
    const v1 = (await (await send('GET', `/quotes/by-token/${token}`)).json()).quote;
    expect(v1).toMatchObject({ status: 'sent', version: 1, draft: null });
    expect(v1.versions[0].totals.total).toBe(subtotal - discount);
    expect(v1.versions[0].lines[0].decorations[0].design.logo.previewUrl).toBe(
      `/api/quotes/by-token/${token}/logos/${logo.id}`,
    );
    const picture = await send('GET', `/quotes/by-token/${token}/logos/${logo.id}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');

    // changes: a comment is required; the shop hears of it with the comment
    expect(
      (await send('POST', `/quotes/by-token/${token}/changes`, { version: 1, comment: ' ' })).status,
    ).toBe(400);
    const changes = await send('POST', `/quotes/by-token/${token}/changes`, {
      version: 1,
      comment: 'Can you do £10.50 each?',
    });
    expect(changes.status).toBe(200);
    expect((await changes.json()).quote.status).toBe('changes_requested');
    const changeMail = await mailsTo('quotes@shop.test', `Changes asked for on ${asked.quote.number}`);
    expect(changeMail[0]).toContain('Can you do £10.50 each?');

    // version 2 at £10.50; version 1 stays readable
    expect(
      (await send('PUT', `/quotes/${asked.quote.id}`, draftOf(product.id, logo.id, 1050), seller)).status,
    ).toBe(200);
    expect((await send('POST', `/quotes/${asked.quote.id}/send`, undefined, seller)).status).toBe(200);
    const v2 = (await (await send('GET', `/quotes/by-token/${token}`)).json()).quote;
    expect(v2.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const v2Total = v2.versions[0].totals.total;
    expect(v2.versions[1].lines[0].unitPrice).toBe(1100);

    // accepting version 1 is refused naming version 2
    const old = await send('POST', `/quotes/by-token/${token}/accept`, {
      version: 1,
      shippingAddress: UK_ADDRESS,
    });
    expect(old.status).toBe(409);
    expect((await old.json()).message).toBe(QUOTE_MESSAGES.oldVersion(1, 2));

    // two accepts at once: one order, one checkout
    const navyM = await stockOf(t.ctx.database.db, product.id, '#1f3f7a', 'M');
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        send('POST', `/quotes/by-token/${token}/accept`, { version: 2, shippingAddress: UK_ADDRESS }),
      ),
    );
    expect([a!.status, b!.status]).toEqual([200, 200]);
    const [first, second] = [await a!.json(), await b!.json()];
    expect(second.orderId).toBe(first.orderId);
    expect(second.sessionId).toBe(first.sessionId);
    const made = await t.ctx.database.db.select().from(orders).where(eq(orders.quoteId, asked.quote.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      total: v2Total,
      quoteNumber: Number(asked.quote.number.slice(2)),
      promoCode: null,
    });
    expect(await mailsTo('quotes@shop.test', `${asked.quote.number} accepted`)).toHaveLength(1);

    // paid with the test provider: an order at the quoted pence, decorated so waiting for its proof
    expect((await payTestCheckout(t, first.sessionId, from())).status).toBe(200);
    const [paid] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(paid).toMatchObject({ paymentStatus: 'paid', total: v2Total, productionStatus: 'Awaiting proof' });
    const lines = await t.ctx.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, first.orderId));
    expect(lines.map((l) => [l.title, l.size, l.quantity, l.unitPrice])).toEqual(
      expect.arrayContaining([
        ['Quote Polo', 'M', 20, 1050],
        ['Quote Polo', 'L', 20, 1050],
        ['Digitising', '', 1, 2500],
      ]),
    );
    expect(await stockOf(t.ctx.database.db, product.id, '#1f3f7a', 'M')).toBe(navyM - 20);
    const [quoteRow] = await t.ctx.database.db.select().from(quotes).where(eq(quotes.id, asked.quote.id));
    expect(quoteRow).toMatchObject({ status: 'paid', orderId: first.orderId });
    const order = await (await send('GET', `/orders/orders/${first.orderId}`, undefined, seller)).json();
    expect(order.order ?? order).toMatchObject({ quoteNumber: asked.quote.number });

    // the quote PDF has the lines and totals
    const text = await pdfAnswerText(await send('GET', `/quotes/by-token/${token}/pdf`));
    for (const words of [asked.quote.number, 'Quote Polo', 'Digitising', '£10.50', '£25.00'])
      expect(text).toContain(words);
    expect(text.replace(/\s+/g, ' ')).toContain(`£${(v2Total / 100).toFixed(2)}`);
  });

  it('a forged or altered link opens nothing, and a link opens its own quote only', async () => {
    const product = await polo('Link Polo');
    const one = await guestRequest(product.id, 'one@links.test');
    const two = await guestRequest(product.id, 'two@links.test');
    const token = one.url.slice('/quotes/'.length);
    const [value, signature] = token.split('.');
    const otherValue = two.url.slice('/quotes/'.length).split('.')[0];
    for (const bad of [
      `${otherValue}.${signature}`,
      `${value}.${signature!.slice(0, -2)}xx`,
      'nonsense',
      `${value}`,
    ])
      expect((await send('GET', `/quotes/by-token/${bad}`)).status).toBe(404);
    const opened = (await (await send('GET', `/quotes/by-token/${token}`)).json()).quote;
    expect(opened.id).toBe(one.quote.id);
  });

  it('bad input is a 400 with a message, and nothing is saved', async () => {
    const product = await polo('Careful Polo');
    const before = (await t.ctx.database.db.select().from(quotes)).length;
    const base = { name: 'Jo', email: 'jo@bad.test' };
    const item = (over: object) => ({
      productId: product.id,
      colour: 'Navy',
      sizes: [{ size: 'M', quantity: 5 }],
      ...over,
    });
    for (const [body, message] of [
      [{ ...base }, 'Please pick garments or tell us what you need.'],
      [{ ...base, description: 'x'.repeat(2001) }, 'What you need must be at most 2000 characters.'],
      [
        { ...base, items: [item({ sizes: [{ size: 'M', quantity: 0 }] })] },
        'Quantity must be a whole number',
      ],
      [
        { ...base, items: [item({ productId: crypto.randomUUID() })] },
        'Garment 1: that product is not in the catalogue.',
      ],
      [{ ...base, items: [item({ colour: 'Pink' })] }, 'Garment 1: Careful Polo does not come in Pink.'],
      [
        { ...base, items: [item({ sizes: [{ size: '5XL', quantity: 2 }] })] },
        'Garment 1: Careful Polo has no size 5XL.',
      ],
      [{ ...base, description: 'Vests', neededBy: '2020-01-01' }, 'The needed-by date is in the past.'],
      [
        { ...base, description: 'Vests', decoration: { method: 'Embroidery', positions: ['Left Breast'] } },
        'Please upload your logo',
      ],
    ] as const) {
      const res = await send('POST', '/quotes', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await res.json()).message).toContain(message);
    }
    expect((await t.ctx.database.db.select().from(quotes)).length).toBe(before);

    // the seller's draft: a past valid-until, an unknown size, a negative price: refused, the saved draft kept
    const asked = await guestRequest(product.id, 'careful@bad.test');
    const logo = (await (await send('GET', `/quotes/${asked.quote.id}`, undefined, seller)).json()).quote
      .request.decoration.logo.id;
    expect((await send('PUT', `/quotes/${asked.quote.id}`, draftOf(product.id, logo), seller)).status).toBe(
      200,
    );
    const good = draftOf(product.id, logo);
    for (const [body, message] of [
      [{ ...good, validUntil: '2020-01-01' }, 'The valid-until date must not be in the past.'],
      [
        { ...good, lines: [{ ...good.lines[0], sizes: [{ size: '5XL', quantity: 1 }] }] },
        'Line 1: Careful Polo has no size 5XL.',
      ],
      [{ ...good, lines: [{ ...good.lines[1], unitPrice: -5 }] }, 'Unit price cannot be negative.'],
      [{ ...good, message: 'x'.repeat(4001) }, 'The message must be at most 4000 characters.'],
    ] as const) {
      const res = await send('PUT', `/quotes/${asked.quote.id}`, body, seller);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain(message);
    }
    const kept = (await (await send('GET', `/quotes/${asked.quote.id}`, undefined, seller)).json()).quote
      .draft;
    expect(kept.lines[0].unitPrice).toBe(1100);
    // the buyer cannot touch the seller's side, nor set a price
    expect((await send('PUT', `/quotes/${asked.quote.id}`, good)).status).toBe(401);
  });

  it('past its valid-until a quote cannot be accepted; the buyer asks, the seller renews, and then it can', async () => {
    const product = await polo('Expiry Polo');
    const asked = await guestRequest(product.id, 'late@expiry.test');
    const logo = (await (await send('GET', `/quotes/${asked.quote.id}`, undefined, seller)).json()).quote
      .request.decoration.logo.id;
    const today = londonToday(now);
    expect(
      (
        await send(
          'PUT',
          `/quotes/${asked.quote.id}`,
          draftOf(product.id, logo, 1100, addDays(today, 2)),
          seller,
        )
      ).status,
    ).toBe(200);
    expect((await send('POST', `/quotes/${asked.quote.id}/send`, undefined, seller)).status).toBe(200);
    const token = asked.url.slice('/quotes/'.length);

    // three days on: refused in the words the buyer reads, before and after the clock's sweep
    now = new Date(Date.now() + 4 * DAY);
    const early = await send('POST', `/quotes/by-token/${token}/accept`, {
      version: 1,
      shippingAddress: UK_ADDRESS,
    });
    expect(early.status).toBe(409);
    const expiredMessage = `This quote expired on ${formatQuoteDay(addDays(today, 2))}. Ask us to renew it.`;
    expect((await early.json()).message).toBe(expiredMessage);
    expect(await t.ctx.services.quotes.expireDue()).toBeGreaterThanOrEqual(1);
    const view = (await (await send('GET', `/quotes/by-token/${token}`)).json()).quote;
    expect(view).toMatchObject({ status: 'expired', expired: true });
    const refused = await send('POST', `/quotes/by-token/${token}/accept`, {
      version: 1,
      shippingAddress: UK_ADDRESS,
    });
    expect((await refused.json()).message).toBe(expiredMessage);

    // one click asks the shop to renew it; the seller renews with a new date and the buyer can accept
    expect((await send('POST', `/quotes/by-token/${token}/renewal`)).status).toBe(200);
    expect(await mailsTo('quotes@shop.test', `Renewal asked for on ${asked.quote.number}`)).toHaveLength(1);
    const past = await send('POST', `/quotes/${asked.quote.id}/renew`, { validUntil: today }, seller);
    expect(past.status).toBe(400);
    const renewed = await send(
      'POST',
      `/quotes/${asked.quote.id}/renew`,
      { validUntil: addDays(londonToday(now), 14) },
      seller,
    );
    expect(renewed.status).toBe(200);
    expect((await renewed.json()).quote).toMatchObject({ status: 'sent', version: 1 });
    const accepted = await send('POST', `/quotes/by-token/${token}/accept`, {
      version: 1,
      shippingAddress: UK_ADDRESS,
    });
    expect(accepted.status).toBe(200);
  });

  it('a decline takes an optional reason; a shortage at acceptance names the garment', async () => {
    const product = await polo('Short Polo');
    const asked = await guestRequest(product.id, 'no@decline.test');
    const logo = (await (await send('GET', `/quotes/${asked.quote.id}`, undefined, seller)).json()).quote
      .request.decoration.logo.id;
    await send('PUT', `/quotes/${asked.quote.id}`, draftOf(product.id, logo), seller);
    await send('POST', `/quotes/${asked.quote.id}/send`, undefined, seller);
    const token = asked.url.slice('/quotes/'.length);
    // only 10 Navy L left: the acceptance is refused naming it, and the quote stays open
    await t.ctx.database.db.execute(
      `update product_stock set quantity = 10 where product_id = '${product.id}' and colour = '#1f3f7a' and size = 'L'`,
    );
    const short = await send('POST', `/quotes/by-token/${token}/accept`, {
      version: 1,
      shippingAddress: UK_ADDRESS,
    });
    expect(short.status).toBe(409);
    expect((await short.json()).message).toContain('Only 10 left of Short Polo');
    const declined = await send('POST', `/quotes/by-token/${token}/decline`, {
      version: 1,
      reason: 'Over budget',
    });
    expect(declined.status).toBe(200);
    expect((await declined.json()).quote.status).toBe('declined');
    expect((await mailsTo('quotes@shop.test', `${asked.quote.number} declined`))[0]).toContain('Over budget');
  });
});
