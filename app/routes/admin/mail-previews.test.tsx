import { renderToString } from 'react-dom/server';
import { createRoutesStub, type AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../tests/factories';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { mailPreviewList } from '~/features/admin/mail-previews/mail-previews.server';
import MailPreview, { loader as previewLoader } from './mail-preview';
import MailPreviews, { loader as listLoader } from './mail-previews';

/** The seller's mail previews: every mail listed, each drawn with sample data; nobody else gets in. */
describe('the mail previews', () => {
  let t: TestApp;
  let sellerToken: string;
  let customerToken: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', { SHOP_NAME: 'Hi-Vis & Co' });
    const { auth } = t.ctx.services;
    await auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
    sellerToken = (await auth.login('seller@shop.test', 'seller-password', 'seller', '10.0.0.1')).token;
    const jo = await createCustomer(t.ctx.database.db);
    customerToken = (await auth.login(jo.email, jo.password, 'customer', '10.0.0.2')).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const args = (path: string, token: string | undefined, params: Record<string, string> = {}) =>
    ({
      request: new Request(`http://localhost${path}`),
      context: {
        app: t.ctx,
        sessionToken: token,
        origin: 'https://shop.example.co.uk',
      } as unknown as AppLoadContext,
      params,
    }) as never;

  it('lists every mail for the seller, each linking to its preview', async () => {
    const data = await listLoader(args('/admin/mail-previews', sellerToken));
    expect(data.mails.map((m) => m.name)).toEqual(mailPreviewList().map((p) => p.name));
    const props = { loaderData: data } as unknown as Parameters<typeof MailPreviews>[0];
    const Stub = createRoutesStub([
      { path: '/admin/mail-previews', Component: () => <MailPreviews {...props} /> },
    ]);
    const html = renderToString(<Stub initialEntries={['/admin/mail-previews']} />);
    expect(html).toContain('<h1 class="text-2xl font-bold text-brand-900">Mail previews</h1>');
    expect(html).toContain('href="/admin/mail-previews/order-confirmation"');
    expect(html).toContain('Order confirmation');
  });

  it('draws a mail with sample data, the shop’s own name and its links, in a sandboxed frame', async () => {
    const data = await previewLoader(
      args('/admin/mail-previews/order-confirmation', sellerToken, { name: 'order-confirmation' }),
    );
    expect(data.mail.subject).toBe('Your order #1042 is confirmed');
    expect(data.mail.html).toContain('Hi-Vis &amp; Co</td>');
    expect(data.mail.html).toContain('href="https://shop.example.co.uk/orders/');
    expect(data.mail.text).toContain('Thank you for your order #1042.');
    const props = { loaderData: data } as unknown as Parameters<typeof MailPreview>[0];
    const path = '/admin/mail-previews/order-confirmation';
    const Stub = createRoutesStub([{ path, Component: () => <MailPreview {...props} /> }]);
    const html = renderToString(<Stub initialEntries={[path]} />);
    expect(html).toMatch(/<iframe [^>]*sandbox="allow-same-origin"/);
    expect(html).toContain('title="Order confirmation: the mail"');
    // the mail sits in the frame's srcdoc, escaped once more as an attribute: never as markup of the page
    expect(html).toContain('srcDoc="&lt;!doctype html&gt;');
    expect(html).toContain('Thank you for your order #1042.');
  });

  it('draws every mail in the list', async () => {
    for (const { name } of mailPreviewList()) {
      const { mail } = await previewLoader(args(`/admin/mail-previews/${name}`, sellerToken, { name }));
      expect(mail.html, name).toMatch(/^<!doctype html>/);
      expect(mail.text, name).not.toBe('');
    }
  });

  it('answers 404 for an unknown mail', async () => {
    const thrown = await previewLoader(
      args('/admin/mail-previews/nope', sellerToken, { name: 'nope' }),
    ).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('sends a guest or a customer to the seller login', async () => {
    for (const token of [undefined, customerToken]) {
      for (const [load, path, params] of [
        [listLoader, '/admin/mail-previews', {}],
        [previewLoader, '/admin/mail-previews/promo', { name: 'promo' }],
      ] as const) {
        const thrown = await (load as (a: never) => Promise<unknown>)(args(path, token, params)).catch(
          (e: unknown) => e,
        );
        expect(thrown).toBeInstanceOf(Response);
        expect((thrown as Response).status).toBe(302);
        expect((thrown as Response).headers.get('location')).toBe(
          `/admin/login?redirectTo=${encodeURIComponent(path)}`,
        );
      }
    }
  });
});
