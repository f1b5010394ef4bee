import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, londonToday } from '../../domain/earnings';
import {
  STOCK_LOW_THRESHOLD,
  WEBHOOK_EVENTS,
  type WebhookBody,
  type WebhookEvent,
} from '../../domain/webhooks';
import {
  createBrand,
  createCustomer,
  createProduct,
  productEditorFields,
  setStock,
  stockOf,
} from '../../tests/factories';
import {
  callApi,
  cookiesOf,
  formData,
  jsonAnswer,
  logIn,
  payTestCheckout,
  sellerSession,
  UK_ADDRESS,
} from '../../tests/helpers/api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { tradeApplication } from '../../tests/helpers/trade-application';
import { jobs, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { WEBHOOK_DELIVERY_JOB } from '../services/webhooks';

const NAVY = '#1f3f7a';

/**
 * The events beyond the orders' (issue 36), raised by the real API in the transactions of their changes: an
 * endpoint that wants the event gets one delivery (and one durable job) carrying the object as the API shows it;
 * an endpoint that wants every other event gets none of it. The worker is off, so deliveries stay queued.
 */
describe.each(testDatabases())('webhook events on %s', (kind) => {
  const t = useTestApp(kind, {}, { worker: false });
  const db = () => t.ctx.database.db;
  let seller = '';
  let ip = 0;
  const send = (method: string, p: string, body?: unknown, cookie = seller) =>
    callApi(t, method, p, { body, cookie, from: `10.36.${++ip % 250}.1` });

  beforeAll(async () => {
    seller = await sellerSession(
      t,
      { email: 'seller@hooks.test', password: 'hooks-seller-pass' },
      '10.36.0.1',
    );
    await createBrand(db(), { slug: 'gildan', name: 'Gildan' });
  });
  beforeEach(async () => {
    await db().delete(jobs);
    await db().delete(webhookDeliveries);
    await db().delete(webhookEndpoints);
  });

  /** Two endpoints: one wanting `event` alone, one wanting every other event. */
  async function endpointsFor(event: WebhookEvent) {
    const { webhooks } = t.ctx.services;
    const wants = await webhooks.create({ url: 'http://127.0.0.1:9/wants', events: [event] });
    const others = await webhooks.create({
      url: 'http://127.0.0.1:9/others',
      events: WEBHOOK_EVENTS.filter((e) => e !== event),
    });
    return { wants: wants.endpoint.id, others: others.endpoint.id };
  }

  /** An endpoint's deliveries of `type`: their bodies, each with the number of delivery jobs queued for it. */
  async function deliveriesOf(endpointId: string, type: WebhookEvent) {
    const rows = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    const queued = await db().select().from(jobs).where(eq(jobs.kind, WEBHOOK_DELIVERY_JOB));
    return rows
      .filter((r) => r.type === type)
      .map((r) => ({
        body: r.payload as unknown as WebhookBody,
        jobs: queued.filter((j) => j.payload.deliveryId === r.id).length,
      }));
  }

  /** Expects exactly one delivery of `type` to `wants`, in one job, and none of it to `others`: its data. */
  async function oneDelivery(endpoints: { wants: string; others: string }, type: WebhookEvent) {
    const got = await deliveriesOf(endpoints.wants, type);
    expect(got).toHaveLength(1);
    expect(got[0]!.jobs).toBe(1);
    expect(got[0]!.body.type).toBe(type);
    expect(await deliveriesOf(endpoints.others, type)).toEqual([]);
    return got[0]!.body.data;
  }

  /** The seller's view of a quote (GET /api/quotes/{id}). */
  const sellerQuote = async (id: string) => (await jsonAnswer(await send('GET', `/quotes/${id}`))).quote;

  /** A guest's request for 12 Navy polos with a text logo: the quote's id. */
  async function requestQuote(productId: string) {
    const res = await send(
      'POST',
      '/quotes',
      {
        name: 'Jo Bloggs',
        email: 'jo@hooks.test',
        company: 'Bloggs Builders',
        items: [{ productId, colour: 'Navy', sizes: [{ size: 'M', quantity: 12 }] }],
        decoration: { method: 'Embroidery', positions: ['Left Breast'], textLine: 'BLOGGS' },
        postcode: 'LS1 4AP',
      },
      '',
    );
    return (await jsonAnswer(res, 201)).quote.id as string;
  }

  it('quote.requested: a buyer’s request, as the seller’s API shows it', async () => {
    const endpoints = await endpointsFor('quote.requested');
    const product = await createProduct(db(), { title: 'Hook Polo' });
    const id = await requestQuote(product.id);
    const data = await oneDelivery(endpoints, 'quote.requested');
    expect(data).toMatchObject({ id, status: 'requested', customer: { name: 'Jo Bloggs' } });
    // the seller's first draft priced from the request is part of that view
    expect(data).toMatchObject({
      draft: { lines: expect.arrayContaining([expect.objectContaining({ productId: product.id })]) },
    });
    // the seller's view, but for the buyer's link (it opens the quote without a login)
    const view = await sellerQuote(id);
    expect(view.buyerUrl).toMatch(/^https?:\/\//);
    expect(data).toEqual({ ...view, buyerUrl: null });
  });

  it('quote.accepted: the buyer accepts the version sent, once; the request before it is not sent again', async () => {
    const product = await createProduct(db(), { title: 'Accepted Polo' });
    const id = await requestQuote(product.id);
    const endpoints = await endpointsFor('quote.accepted');
    const draft = {
      lines: [
        {
          kind: 'garment',
          productId: product.id,
          colour: 'Navy',
          sizes: [{ size: 'M', quantity: 12 }],
          unitPrice: 1100,
        },
      ],
      validUntil: addDays(londonToday(), 14),
    };
    await jsonAnswer(await send('PUT', `/quotes/${id}`, draft));
    await jsonAnswer(await send('POST', `/quotes/${id}/send`));
    expect(await deliveriesOf(endpoints.wants, 'quote.accepted')).toEqual([]);

    const token = t.ctx.services.quotes.tokenOf(id);
    const accept = () =>
      send('POST', `/quotes/by-token/${token}/accept`, { version: 1, shippingAddress: UK_ADDRESS }, '');
    await jsonAnswer(await accept());
    const data = await oneDelivery(endpoints, 'quote.accepted');
    expect(data).toMatchObject({ id, status: 'accepted', version: 1, order: { id: expect.any(String) } });
    expect(data).toEqual({ ...(await sellerQuote(id)), buyerUrl: null });
    // accepting again while its checkout is open finds the same checkout: no second event
    await jsonAnswer(await accept());
    expect(await deliveriesOf(endpoints.wants, 'quote.accepted')).toHaveLength(1);
    expect(await deliveriesOf(endpoints.others, 'quote.requested')).toEqual([]);
  });

  /** The seller's editor form: a Navy polo in S and M, the grid as typed (and the grid it loaded, on a save). */
  const editorForm = (
    stock: Record<string, number>,
    overrides: Record<string, string> = {},
    loaded?: Record<string, number>,
  ) =>
    formData(
      productEditorFields({
        title: 'Hook Editor Polo',
        colors: JSON.stringify([NAVY]),
        colorNames: JSON.stringify(['Navy']),
        colorImages: JSON.stringify(['/files/products/navy.webp']),
        sizes: JSON.stringify(['S', 'M']),
        stockGrid: JSON.stringify({ [NAVY]: stock }),
        ...(loaded ? { stockLoaded: JSON.stringify({ [NAVY]: loaded }) } : {}),
        ...overrides,
      }),
    );
  const adminProduct = async (id: string) =>
    (await jsonAnswer(await send('GET', `/products/admin/${id}`))).product;

  it('product.updated: a product added, and a save that changes it; a save changing nothing sends none', async () => {
    const endpoints = await endpointsFor('product.updated');
    const added = await jsonAnswer(await send('POST', '/products/add', editorForm({ S: 20, M: 20 })), 201);
    const id = added.product._id as string;
    expect(await oneDelivery(endpoints, 'product.updated')).toEqual(await adminProduct(id));

    await db().delete(webhookDeliveries);
    const grid = { S: 20, M: 20 };
    const changed = await send('PUT', `/products/update/${id}`, editorForm(grid, { price: '15.75' }, grid));
    const answer = await jsonAnswer(changed);
    const data = await oneDelivery(endpoints, 'product.updated');
    expect(data).toMatchObject({ _id: id, price: 15.75, stockGrid: { [NAVY]: grid } });
    expect(data).toEqual(answer.product);
    expect(data).toEqual(await adminProduct(id));

    await db().delete(webhookDeliveries);
    await jsonAnswer(await send('PUT', `/products/update/${id}`, editorForm(grid, { price: '15.75' }, grid)));
    expect(await deliveriesOf(endpoints.wants, 'product.updated')).toEqual([]);
  });

  /** A guest buys `quantity` of Navy S through the cart, the hosted test checkout and its webhook. */
  async function buyNavyS(productId: string, quantity: number) {
    const from = `10.37.${++ip % 250}.1`;
    const item = { productId, size: 'S', color: 'Navy', finalQuantity: quantity };
    const added = await callApi(t, 'POST', '/cart', { body: item, from });
    expect(added.status).toBe(200);
    const checkout = await callApi(t, 'POST', '/payments/create-checkout-session', {
      body: { shippingAddress: UK_ADDRESS },
      cookie: cookiesOf(added),
      from,
    });
    const { sessionId } = await jsonAnswer(checkout);
    expect((await payTestCheckout(t, sessionId, from)).status).toBe(200);
  }

  it('stock.low: a paid order takes a size below the threshold once; a further sale below it sends none', async () => {
    const endpoints = await endpointsFor('stock.low');
    const product = await createProduct(db(), { title: 'Low Stock Polo' });
    await setStock(db(), product.id, NAVY, 'S', STOCK_LOW_THRESHOLD + 2);

    await buyNavyS(product.id, 2); // 7 → 5: not below
    expect(await deliveriesOf(endpoints.wants, 'stock.low')).toEqual([]);
    await buyNavyS(product.id, 2); // 5 → 3: below
    expect(await stockOf(db(), product.id, NAVY, 'S')).toBe(3);
    expect(await oneDelivery(endpoints, 'stock.low')).toEqual({
      productId: product.id,
      title: 'Low Stock Polo',
      colour: 'Navy',
      colourHex: NAVY,
      size: 'S',
      stock: 3,
      threshold: STOCK_LOW_THRESHOLD,
    });
    await buyNavyS(product.id, 1); // 3 → 2: already below
    expect(await deliveriesOf(endpoints.wants, 'stock.low')).toHaveLength(1);
  });

  it('stock.low: an order placed on a trade account takes a size below the threshold', async () => {
    const endpoints = await endpointsFor('stock.low');
    const product = await createProduct(db(), { title: 'Account Polo', price: 600 });
    await setStock(db(), product.id, NAVY, 'S', STOCK_LOW_THRESHOLD + 1);
    const customer = await createCustomer(db());
    const cookie = await logIn(t, customer, { from: '10.36.2.1' });
    const applied = await jsonAnswer(await send('POST', '/trade-account', tradeApplication(), cookie), 201);
    await jsonAnswer(
      await send('PUT', `/trade-accounts/${applied.account.id}`, {
        action: 'approve',
        creditLimit: 50_000,
        termsDays: 30,
      }),
    );
    const item = { productId: product.id, size: 'S', color: 'Navy', finalQuantity: 3 };
    await jsonAnswer(await send('POST', '/cart', item, cookie));
    const placed = await send(
      'POST',
      '/payments/create-checkout-session',
      { shippingAddress: UK_ADDRESS, shippingType: 'standard', paymentMethod: 'account' },
      cookie,
    );
    expect((await jsonAnswer(placed)).url).toMatch(/placed=account/);
    expect(await oneDelivery(endpoints, 'stock.low')).toMatchObject({
      productId: product.id,
      colour: 'Navy',
      size: 'S',
      stock: STOCK_LOW_THRESHOLD - 2,
    });
  });

  it('stock.low: the seller’s stock edit across the threshold, once; editing lower again sends none', async () => {
    const endpoints = await endpointsFor('stock.low');
    const added = await jsonAnswer(await send('POST', '/products/add', editorForm({ S: 10, M: 3 })), 201);
    const id = added.product._id as string;
    // a new product's sizes below the threshold did not fall there
    expect(await deliveriesOf(endpoints.wants, 'stock.low')).toEqual([]);

    const save = (typed: Record<string, number>, loaded: Record<string, number>) =>
      send('PUT', `/products/update/${id}`, editorForm(typed, {}, loaded));
    await jsonAnswer(await save({ S: 4, M: 3 }, { S: 10, M: 3 }));
    expect(await oneDelivery(endpoints, 'stock.low')).toMatchObject({
      productId: id,
      title: 'Hook Editor Polo',
      colour: 'Navy',
      size: 'S',
      stock: 4,
    });
    await jsonAnswer(await save({ S: 1, M: 2 }, { S: 4, M: 3 }));
    expect(await deliveriesOf(endpoints.wants, 'stock.low')).toHaveLength(1);
  });

  it('a write that rolls back sends nothing', async () => {
    const endpoints = await endpointsFor('product.updated');
    await expect(
      db().transaction(async (tx) => {
        await t.ctx.services.webhooks.emit(tx, 'product.updated', { _id: 'p' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await deliveriesOf(endpoints.wants, 'product.updated')).toEqual([]);
    expect(await db().select().from(jobs).where(eq(jobs.kind, WEBHOOK_DELIVERY_JOB))).toEqual([]);
  });
});
