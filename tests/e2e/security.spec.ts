import { readFileSync } from 'node:fs';
import { SELLER } from '../../playwright.config';
import { signExpiring } from '../../server/security/signed-tokens';
import { lastMailTo } from './support/mail';
import { placePaidOrder } from './support/seller';
import { expect, test } from './support/fixtures';
import { CUSTOMER_PASSWORD, logIn, signUpAndLogIn } from './support/shopper';

/**
 * Redirect targets a browser would follow off-site: tab, CR and LF are dropped, `\` reads as `/`, and dot
 * segments (`/./`, `/../`, `/%2e/`) go, leaving `//evil.example`.
 */
const OFF_SITE = [
  '/\t/evil.example',
  '/\r/evil.example',
  '/\n/evil.example',
  '/\\evil.example',
  '//evil.example',
  'https://evil.example/',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/a/..//evil.example',
];

const locationOf = (headers: Record<string, string>) => headers['location'] ?? '';
const staysOnShop = (location: string) => {
  expect(location).toMatch(/^\/(?![/\\])/);
  // eslint-disable-next-line no-control-regex -- no control character may reach the Location header
  expect(location).not.toMatch(/[\u0000-\u001f]/);
};

test.describe('redirects after login stay on the shop', () => {
  for (const target of OFF_SITE) {
    test(`login form and loader with redirectTo=${JSON.stringify(target)}`, async ({ page }) => {
      const email = await signUpAndLogIn(page, 'redirect');
      // a logged-in customer visiting /login is sent on at once
      const visit = await page.request.get(`/login?redirectTo=${encodeURIComponent(target)}`, {
        maxRedirects: 0,
      });
      expect(visit.status()).toBe(302);
      expect(locationOf(visit.headers())).toBe('/');

      const post = await page.request.post('/login?index', {
        form: { email, password: CUSTOMER_PASSWORD, redirectTo: target },
        maxRedirects: 0,
      });
      expect([302, 303]).toContain(post.status());
      staysOnShop(locationOf(post.headers()));
      expect(locationOf(post.headers())).toBe('/');
    });
  }

  test('the seller login form refuses every off-site target', async ({ request }) => {
    for (const target of OFF_SITE) {
      const post = await request.post('/admin/login', {
        form: { email: SELLER.email, password: SELLER.password, redirectTo: target },
        maxRedirects: 0,
      });
      expect(locationOf(post.headers()), JSON.stringify(target)).toBe('/admin/dashboard');
    }
  });

  test('in the browser, logging in with redirectTo=/.//evil.example lands on the shop', async ({
    page,
    baseURL,
  }) => {
    const email = await signUpAndLogIn(page, 'dotslash');
    await page.context().clearCookies();
    await page.goto(`/login?redirectTo=${encodeURIComponent('/.//evil.example')}`);
    // the Close link leads home, not to //evil.example
    await expect(page.getByRole('link', { name: /close/i })).toHaveAttribute('href', '/');
    await logIn(page, email);
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);

    // a logged-in customer sent to /login with the same target, and the logout's next, stay too
    const visit = await page.request.get(`/login?redirectTo=${encodeURIComponent('/%2e//evil.example')}`, {
      maxRedirects: 0,
    });
    expect(locationOf(visit.headers())).toBe('/');
    const logout = await page.request.post(
      `/api/auth/logout?next=${encodeURIComponent('/..//evil.example')}`,
      {
        headers: { accept: 'text/html', origin: baseURL! },
        maxRedirects: 0,
      },
    );
    expect(locationOf(logout.headers())).toBe('/');
  });

  test('the seller, already logged in, is not sent off-site by /admin/login', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(SELLER.email);
    await page.getByLabel('Password', { exact: true }).fill(SELLER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const target of OFF_SITE) {
      const visit = await page.request.get(`/admin/login?redirectTo=${encodeURIComponent(target)}`, {
        maxRedirects: 0,
      });
      expect(locationOf(visit.headers()), JSON.stringify(target)).toBe('/admin/dashboard');
    }
  });

  test('a same-site target is kept', async ({ page }) => {
    const email = await signUpAndLogIn(page, 'keep');
    const post = await page.request.post('/login', {
      form: { email, password: CUSTOMER_PASSWORD, redirectTo: '/account/orders?page=1' },
      maxRedirects: 0,
    });
    expect(locationOf(post.headers())).toBe('/account/orders?page=1');
  });
});

test.describe('pages with personal data are not stored', () => {
  test('a logged-in page and an order link are no-store; a public page is the shell for them and public for a stranger', async ({
    page,
    request,
  }) => {
    const stranger = await request.get('/products');
    expect(stranger.headers()['cache-control'] ?? '').not.toContain('no-store');
    const orderLink = await request.get('/orders/00000000-0000-0000-0000-000000000000?token=abc');
    expect(orderLink.headers()['cache-control']).toBe('private, no-store');

    await signUpAndLogIn(page, 'nostore');
    const account = await page.request.get('/account');
    expect(account.headers()['cache-control']).toBe('private, no-store');
    // a public page for them is the shell, which holds no one's data: browsers revalidate it, no CDN keeps it
    const listing = await page.request.get('/products');
    expect(listing.headers()['cache-control']).toBe('private, no-cache');
    expect(await listing.text()).not.toContain('nostore.');
    const visitor = await page.request.get('/api/auth/visitor');
    expect(visitor.headers()['cache-control']).toBe('private, no-store');
    expect(((await visitor.json()) as { user: { email: string } }).user.email).toContain('nostore.');
  });
});

/** A mail's text with quoted-printable's =XX undone (lastMailTo joins its soft breaks). */
const unquoted = (raw: string) =>
  raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

test.describe('links in mails', () => {
  test('an expired order link says so and mails a new one to the order, which opens it', async ({ page }) => {
    const number = await placePaidOrder(page, 'expired.link');
    const confirmation = unquoted(await lastMailTo(null, `Thank you for your order ${number}`));
    const orderId = /\/orders\/([0-9a-f-]{36})\?token=/.exec(confirmation)![1]!;
    // a link made 91 days ago, signed with the shop's own secret (kept in its data folder)
    const secret = readFileSync('.cache/e2e/app-secret', 'utf8').trim();
    const old = signExpiring(secret, 'order-link', orderId, new Date(Date.now() - 24 * 3600 * 1000));
    await page.context().clearCookies();

    await page.goto(`/orders/${orderId}?token=${encodeURIComponent(old)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    await expect(page.getByText(/work for 90 days/)).toBeVisible();
    await page.getByRole('button', { name: 'E-mail me a new link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      /e-mailed a new link to the address the order was placed with/,
    );

    const mail = unquoted(await lastMailTo(null, `Your link to order ${number}`));
    const fresh = /http:\/\/[^\s"]+\/orders\/[0-9a-f-]{36}\?token=[\w.%-]+/.exec(mail)![0];
    await page.goto(new URL(fresh).pathname + new URL(fresh).search);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  });
});
