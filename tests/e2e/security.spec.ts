import { readFileSync } from 'node:fs';
import { SELLER } from '../../playwright.config';
import { reauthMessage } from '../../domain/reauth';
import { signExpiring } from '../../server/security/signed-tokens';
import { lastMailTo } from './support/mail';
import { placePaidOrder, sellerLogin, submitSellerLogin } from './support/seller';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shotPath } from './support/shots';
import { CUSTOMER_PASSWORD, logIn, signUpAndLogIn, signUpElsewhere } from './support/shopper';

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
    await submitSellerLogin(page);
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
  // the expired link's page answers 410, which the browser logs
  test.use({ allowedConsoleErrors: [/status of 410/] });
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

test.describe('grave seller actions', () => {
  // the refusal asking for the password (403) and the wrong password (400), as the browser logs them
  test.use({ allowedConsoleErrors: [/status of 40[03]/] });
  test('a promo mail-out asks for the password again when the server wants it, then goes', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // at least one customer to mail
    await signUpElsewhere(browser, 'reauth.mail', { offers: true });

    await sellerLogin(page, '/admin/promo-codes');
    const panel = page.getByRole('region', { name: 'E-mail your customers' });
    await panel.getByLabel(/Subject/).fill('Password step check');
    await panel.getByLabel('Email body').fill('Checking that a stale session is asked for its password.');
    await panel.getByRole('button', { name: 'Preview email' }).click();
    await expect(panel.getByRole('heading', { name: 'Preview: Password step check' })).toBeVisible();

    // the server's answer for a session whose password is over 15 minutes old (server/api/reauth.test.ts
    // shows it gives it), once: this session is fresh
    let refused = false;
    await page.route('**/api/promocodes/send-email', async (route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({ status: 403, json: { message: reauthMessage('promoMail'), reauth: true } });
    });
    await panel.getByRole('button', { name: /^Send to \d+ customers?$/ }).click();
    // the mail-out asks first, naming how many customers it reaches (issue 34)
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /^Send to \d+ customers?$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Enter your password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(reauthMessage('promoMail'))).toBeVisible();
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('That password is not right.');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shotPath('security/reauth-dialog-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shotPath('security/reauth-dialog-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByLabel('Password').fill(SELLER.password);
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText(/^Sent to \d+ customers?$/)).toBeVisible({ timeout: 20_000 });
  });
});
