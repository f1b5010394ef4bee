import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AddSizesSchema } from '../../../../domain/schemas/cart';
import { createCustomer, createProduct } from '../../../../tests/factories';
import { useTestApp } from '../../../../tests/helpers/test-app';
import { quoteRequestLoader } from './quote-request.server';

/** /quote's loader: the catalogue for the picker, and what it fills in for a customer, a product and a cart. */
describe('the quote request page’s data', () => {
  const t = useTestApp('pglite');
  let token: string;
  let sellerToken: string;
  let polo: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    const { auth, addresses } = t.ctx.services;
    polo = await createProduct(t.ctx.database.db, { title: 'Quote Polo' });
    const jo = await createCustomer(t.ctx.database.db, { firstName: 'Jo', lastName: 'Bloggs' });
    token = (await auth.login(jo.email, jo.password, 'customer', '10.0.0.1')).token;
    await addresses.create(jo.id, {
      firstName: 'Jo',
      lastName: 'Bloggs',
      companyName: 'Bloggs Ltd',
      address: '1 High Street',
      postCode: 'LS1 4AP',
      city: 'Leeds',
      country: 'United Kingdom',
      email: jo.email,
      phone: '0113 496 0000',
    });
    await t.ctx.services.cart.addSizes(
      { userId: jo.id },
      AddSizesSchema.parse({ productId: polo.id, colour: 'Navy', items: [{ size: 'L', quantity: 5 }] }),
    );
    await auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
    sellerToken = (await auth.login('seller@shop.test', 'seller-password', 'seller', '10.0.0.2')).token;
  });

  const load = (query = '', sessionToken?: string) =>
    quoteRequestLoader(new Request(`http://localhost/quote${query}`), {
      app: t.ctx,
      sessionToken,
    } as unknown as AppLoadContext);

  it('offers the catalogue to a guest with nothing filled in', async () => {
    const data = await load();
    expect(data.loggedIn).toBe(false);
    expect(data.prefill).toEqual({ fields: {}, garments: [], decoration: null });
    expect(data.products.find((p) => p.id === polo.id)).toMatchObject({
      title: 'Quote Polo',
      productTypes: ['polo'],
      sizes: ['S', 'M', 'L', 'XL'],
    });
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('fills in a customer’s name and e-mail from their account, the rest from their address', async () => {
    const { prefill, loggedIn } = await load('', token);
    expect(loggedIn).toBe(true);
    expect(prefill.fields).toMatchObject({
      name: 'Jo Bloggs',
      phone: '0113 496 0000',
      company: 'Bloggs Ltd',
      postcode: 'LS1 4AP',
    });
  });

  it('starts with the product asked for, and with the cart’s garments when asked', async () => {
    expect((await load(`?product=${polo.id}`)).prefill.garments).toEqual([
      { productId: polo.id, colour: null, sizes: [] },
    ]);
    const fromCart = await load(`?from=cart&product=${polo.id}`, token);
    expect(fromCart.fromCart).toEqual({ garments: 5 });
    expect(fromCart.prefill.garments).toEqual([
      { productId: polo.id, colour: 'Navy', sizes: [{ size: 'L', quantity: 5 }] },
    ]);
    // a guest's own cart is empty: nothing of the customer's
    expect((await load('?from=cart')).prefill.garments).toEqual([]);
  });

  it('leaves a seller’s details out: they are not the buyer', async () => {
    const data = await load('', sellerToken);
    expect(data.loggedIn).toBe(false);
    expect(data.prefill.fields).toEqual({});
  });
});
