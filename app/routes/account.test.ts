import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../tests/factories';
import { useTestApp } from '../../tests/helpers/test-app';
import { action, loader } from './account';

/** /account: the customer's name and their choice of promotional e-mails, as the page's loader and action see them. */
describe('the account page', () => {
  const t = useTestApp('pglite');
  let jo: Awaited<ReturnType<typeof createCustomer>>;
  let token: string;
  let sellerToken: string;

  beforeAll(async () => {
    const { auth } = t.ctx.services;
    jo = await createCustomer(t.ctx.database.db, {
      firstName: 'Jo',
      lastName: 'Bloggs',
      marketingConsent: true,
    });
    token = (await auth.login(jo.email, jo.password, 'customer', '10.0.0.1')).token;
    await auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
    sellerToken = (await auth.login('seller@shop.test', 'seller-password', 'seller', '10.0.0.2')).token;
  });

  const context = (sessionToken = token) => ({ app: t.ctx, sessionToken }) as unknown as AppLoadContext;
  const load = (sessionToken = token) =>
    loader({
      request: new Request('http://localhost/account'),
      context: context(sessionToken),
      params: {},
    } as never);
  const post = (fields: Record<string, string>, sessionToken = token) =>
    action({
      request: new Request('http://localhost/account', { method: 'POST', body: new URLSearchParams(fields) }),
      context: context(sessionToken),
      params: {},
    } as never) as Promise<unknown>;
  const recipients = async () =>
    (await t.ctx.services.promoMailings.preview({ emailBody: 'Spring offer' })).recipients;

  it('offers promotional e-mails ticked to a customer who has not unsubscribed, and none to a seller', async () => {
    expect((await load()).marketing).toEqual({ subscribed: true });
    expect((await load(sellerToken)).marketing).toBeNull();
  });

  it('unticking stops promo mails (as the unsubscribe link does); ticking starts them again', async () => {
    const before = await recipients();
    const res = (await post({ intent: 'marketing' })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account?saved=marketing#marketing');
    expect((await load()).marketing).toEqual({ subscribed: false });
    expect(await t.ctx.services.promoMailings.marketingPreference(jo.id)).toBe(false);
    expect(await recipients()).toBe(before - 1);

    await post({ intent: 'marketing', subscribed: 'on' });
    expect((await load()).marketing).toEqual({ subscribed: true });
    expect(await recipients()).toBe(before);
  });

  it("shows the unsubscribe link's choice unticked", async () => {
    const link = t.ctx.services.promoMailings.unsubscribeUrl(jo.id);
    expect(await t.ctx.services.promoMailings.unsubscribe(new URL(link).searchParams.get('token'))).toBe(
      true,
    );
    expect((await load()).marketing).toEqual({ subscribed: false });
    await post({ intent: 'marketing', subscribed: 'on' });
  });

  it('saves a new name; an empty one is refused with what was typed kept', async () => {
    const refused = (await post({ intent: 'details', firstName: '  ', lastName: 'Hughes' })) as {
      data: { detailsForm: { errors: Record<string, string>; values: Record<string, string> } };
      init: ResponseInit;
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.detailsForm.errors).toEqual({ firstName: 'First name is required' });
    expect(refused.data.detailsForm.values.lastName).toBe('Hughes');

    const res = (await post({ intent: 'details', firstName: ' Bev ', lastName: 'Hughes' })) as Response;
    expect(res.headers.get('location')).toBe('/account?saved=details#details');
    expect((await load()).user).toMatchObject({ firstName: 'Bev', lastName: 'Hughes' });
  });
});
