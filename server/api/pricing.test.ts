import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../tests/factories';
import { callApi, jsonAnswer, logIn, sellerSession } from '../../tests/helpers/api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { catalogueState } from '../db/schema';

describe.each(testDatabases())('decoration prices API on %s', (kind) => {
  const t = useTestApp(kind);
  let seller: string;
  const SEEDS = { setupFee: 20, setupFreeFrom: null, namePrice: 3.5, nameMaxLength: 20, decoration: [] };
  const LADDERS = {
    setupFee: 20,
    setupFreeFrom: 50,
    // names on garments (issue 32): the seller's price per name and longest name are kept
    namePrice: 4.25,
    nameMaxLength: 12,
    decoration: [
      { method: 'Embroidery', positionSize: 'small', breaks: [{ minQuantity: 25, price: 4.5 }] },
      {
        method: 'Print',
        positionSize: 'large',
        breaks: [
          { minQuantity: 10, price: 5 },
          { minQuantity: 50, price: 4.25 },
        ],
      },
    ],
  };

  beforeAll(async () => {
    seller = await sellerSession(t);
  });

  const read = async () => jsonAnswer(await callApi(t, 'GET', '/pricing'));
  const put = (body: unknown, cookie = seller) => callApi(t, 'PUT', '/pricing', { body, cookie });

  it("is the seeds' rule until the seller sets ladders: £20 setup, no breaks", async () => {
    expect(await read()).toEqual(SEEDS);
  });

  it('saves the seller’s ladders, shows them to anyone, and marks the catalogue changed', async () => {
    const version = async () => (await t.ctx.database.db.select().from(catalogueState))[0]!.version;
    const before = await version();
    expect(await jsonAnswer(await put(LADDERS))).toEqual(LADDERS);
    expect(await read()).toEqual(LADDERS);
    expect(await version()).toBeGreaterThan(before);
    expect(await jsonAnswer(await put(SEEDS))).toEqual(SEEDS);
  });

  it.each([
    [
      'prices that do not fall',
      [
        {
          method: 'Print',
          positionSize: 'small',
          breaks: [
            { minQuantity: 10, price: 5 },
            { minQuantity: 20, price: 5.1 },
          ],
        },
      ],
      "Print, small positions: Row 2: the price must be below row 1's",
    ],
    [
      'a price at the £5.50 base',
      [{ method: 'Embroidery', positionSize: 'large', breaks: [{ minQuantity: 10, price: 5.5 }] }],
      'Embroidery, large positions: Row 1: the price must be below the base price of £5.50',
    ],
    [
      'a part quantity',
      [{ method: 'Embroidery', positionSize: 'small', breaks: [{ minQuantity: 2.5, price: 5 }] }],
      'Embroidery, small positions: Row 1: the quantity must be a whole number from 2 to 10,000',
    ],
    [
      'one ladder given twice',
      [
        { method: 'Print', positionSize: 'small', breaks: [] },
        { method: 'Print', positionSize: 'small', breaks: [] },
      ],
      'Print, small positions: given twice',
    ],
  ])('refuses %s, naming the row, and keeps what was saved', async (_, decoration, message) => {
    await jsonAnswer(await put(LADDERS));
    expect(await jsonAnswer(await put({ ...LADDERS, decoration }), 400)).toEqual({ message });
    expect(await read()).toEqual(LADDERS);
    await jsonAnswer(await put(SEEDS));
  });

  it('refuses a setup fee with part pennies', async () => {
    const body = await jsonAnswer(await put({ ...SEEDS, setupFee: 20.005 }), 400);
    expect(body.message).toMatch(/at most two decimals/);
  });

  it('answers 401 to a guest and 403 to a customer', async () => {
    expect((await put(SEEDS, '')).status).toBe(401);
    const customer = await createCustomer(t.ctx.database.db);
    expect((await put(SEEDS, await logIn(t, customer))).status).toBe(403);
  });
});
