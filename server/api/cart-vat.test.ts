import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vatOfGross } from '../../domain/vat';
import { createCustomer, createProduct } from '../../tests/factories';
import { callApi, jsonAnswer, logIn, sellerSession } from '../../tests/helpers/api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { products } from '../db/schema';

// the shop's clock: 28 November 2026 (this quarter began on 1 October)
const NOW = new Date('2026-11-28T10:00:00Z');

interface CartAnswer {
  cart: { _id: string; productTitle: string }[];
  summary: { total: number; shipping: number };
  vat: null | {
    vatNumber: string;
    trade: boolean;
    rates: { rate: string; percent: number; net: number; vat: number; gross: number }[];
    net: number;
    vat: number;
    gross: number;
  };
}

const pence = (pounds: number) => Math.round(pounds * 100);

/**
 * The same cart before and after the shop registers for VAT (issue 34): the total never moves (prices are
 * VAT-inclusive), the VAT inside it appears per rate once registered, and a trade buyer's answer says so.
 */
describe.each(testDatabases())('the cart’s VAT (GET /api/cart) on %s', (kind) => {
  const t = useTestApp(kind, {}, { clock: () => NOW });
  let owner = '';
  let ip = 0;
  const from = () => `10.34.${ip}.9`;
  const send = (method: string, p: string, body?: unknown, cookie?: string) =>
    callApi(t, method, p, { body, cookie, from: from() });

  beforeAll(async () => {
    owner = await sellerSession(t);
  });

  async function shopper() {
    ip++;
    const user = await createCustomer(t.ctx.database.db);
    return { user, cookie: await logIn(t, user, { from: from() }) };
  }

  /** 3 polos at £12 (standard-rated) and 2 children's tees at £8 (zero-rated). */
  async function fillCart(cookie: string) {
    const db = t.ctx.database.db;
    const polo = (await createProduct(db, { title: 'VAT Polo', price: 1200 }))!;
    const tee = (await createProduct(db, { title: 'Kids Tee', price: 800 }))!;
    await db.update(products).set({ vatRate: 'zero' }).where(eq(products.id, tee.id));
    t.ctx.services.catalogue.changed();
    for (const [product, quantity] of [
      [polo, 3],
      [tee, 2],
    ] as const) {
      const res = await send(
        'POST',
        '/cart',
        { productId: product.id, size: 'M', color: 'Navy', finalQuantity: quantity },
        cookie,
      );
      expect(res.status).toBe(200);
    }
  }
  const getCart = async (cookie: string): Promise<CartAnswer> =>
    jsonAnswer(await send('GET', '/cart', undefined, cookie));

  it('has no VAT before registration and the same total with VAT rows after', async () => {
    const { cookie } = await shopper();
    await fillCart(cookie);
    const before = await getCart(cookie);
    expect(before.vat).toBeNull();
    expect(before.summary.total).toBe(12 * 3 + 8 * 2 + before.summary.shipping);

    const registered = await send(
      'PUT',
      '/settings/vat',
      { registered: true, vatNumber: 'GB 123 4567 89', startDay: '2026-11-28' },
      owner,
    );
    expect(registered.status).toBe(200);

    const after = await getCart(cookie);
    expect(after.summary).toEqual(before.summary);
    expect(after.vat).not.toBeNull();
    const vat = after.vat!;
    expect(vat.vatNumber).toBe('GB123456789');
    expect(vat.trade).toBe(false);
    expect(vat.gross).toBe(after.summary.total);
    expect(vat.rates.map((r) => r.rate)).toEqual(['standard', 'zero']);
    const [standard, zero] = vat.rates;
    // delivery is shared over the lines by what they cost: 36/52 of it goes with the polos
    const shipping = pence(after.summary.shipping);
    const poloShipping = Math.round((shipping * 3600) / 5200);
    expect(pence(standard!.gross)).toBe(3600 + poloShipping);
    expect(pence(standard!.vat)).toBe(vatOfGross(3600, 'standard') + vatOfGross(poloShipping, 'standard'));
    expect(standard!.percent).toBe(20);
    expect(zero).toMatchObject({ percent: 0, vat: 0 });
    expect(pence(zero!.gross)).toBe(1600 + shipping - poloShipping);
    // pence add up on every rate and in the sums
    for (const r of vat.rates) expect(pence(r.net) + pence(r.vat)).toBe(pence(r.gross));
    expect(pence(vat.net) + pence(vat.vat)).toBe(pence(vat.gross));
  });

  it('tells a trade account’s buyer the VAT is added to ex-VAT prices; the total stays the same', async () => {
    const { user, cookie } = await shopper();
    await fillCart(cookie);
    const plain = await getCart(cookie);
    expect(plain.vat?.trade).toBe(false);
    const applied = await jsonAnswer(
      await send(
        'POST',
        '/trade-account',
        {
          businessName: 'Hill Builders',
          companyNumber: null,
          vatNumber: null,
          contactName: `${user.firstName} ${user.lastName}`,
          contactEmail: user.email,
          invoiceAddress: {
            address: '1 Yard Lane',
            city: 'Leeds',
            postCode: 'LS1 4AP',
            country: 'United Kingdom',
          },
          phone: '0113 496 0000',
          monthlySpend: '500-2000',
          poRequired: false,
        },
        cookie,
      ),
      201,
    );
    await jsonAnswer(
      await send(
        'PUT',
        `/trade-accounts/${applied.account.id}`,
        { action: 'approve', creditLimit: 100_000, termsDays: 30 },
        owner,
      ),
    );
    const trade = await getCart(cookie);
    expect(trade.vat?.trade).toBe(true);
    expect(trade.summary).toEqual(plain.summary);
    expect(trade.vat!.gross).toBe(trade.summary.total);
    expect(pence(trade.vat!.net)).toBe(pence(trade.summary.total) - pence(trade.vat!.vat));
    expect(trade.vat!.vat).toBeGreaterThan(0);
  });
});
