import { renderToString } from 'react-dom/server';
import { createRoutesStub, type AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/helpers/test-app';
import Dashboard, { loader } from './dashboard';

/** The dashboard greets the seller by their own name, never by the placeholder their account was made with. */
describe("the dashboard's greeting", () => {
  const t = useTestApp('pglite');
  let token: string;
  let sellerId: string;

  beforeAll(async () => {
    const { auth } = t.ctx.services;
    // as ADMIN_EMAIL makes it: no name given
    await auth.upsertSeller({ email: 'bev@bevsworkwear.co.uk', password: 'seller-password' });
    const login = await auth.login('bev@bevsworkwear.co.uk', 'seller-password', 'seller', '10.0.0.1');
    token = login.token;
    sellerId = login.user.id;
  });

  async function page() {
    const loaderData = await loader({
      request: new Request('http://localhost/admin/dashboard'),
      context: { app: t.ctx, sessionToken: token } as unknown as AppLoadContext,
      params: {},
    } as never);
    const props = { loaderData } as unknown as Parameters<typeof Dashboard>[0];
    const Stub = createRoutesStub([{ path: '/admin/dashboard', Component: () => <Dashboard {...props} /> }]);
    return renderToString(<Stub initialEntries={['/admin/dashboard']} />)
      .replace(/<!-- -->/g, '')
      .replace(/\s+/g, ' ');
  }

  it('without a name: "Welcome back." and a link to add one, never "Welcome back, Shop."', async () => {
    const html = await page();
    expect(html).toContain('Welcome back. <a');
    expect(html).toMatch(/<a[^>]*href="\/account#details"[^>]*>Add your name<\/a>/);
    expect(html).not.toContain('Shop.');
  });

  it('with the name saved on /account: "Welcome back, Bev."', async () => {
    await t.ctx.services.auth.updateName(sellerId, { firstName: 'Bev', lastName: 'Hughes' });
    const html = await page();
    expect(html).toContain('Welcome back, Bev.');
    expect(html).not.toContain('Add your name');
  });
});
