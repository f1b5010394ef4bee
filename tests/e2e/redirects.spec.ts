import { SELLER } from '../../playwright.config';
import { expect, test } from './support/fixtures';
import { CUSTOMER_PASSWORD, signUpAndLogIn } from './support/shopper';

/** Redirect targets a browser would follow off-site: tab, CR and LF are dropped, `\` reads as `/`. */
const OFF_SITE = [
  '/\t/evil.example',
  '/\r/evil.example',
  '/\n/evil.example',
  '/\\evil.example',
  '//evil.example',
  'https://evil.example/',
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

  test('a same-site target is kept', async ({ page }) => {
    const email = await signUpAndLogIn(page, 'keep');
    const post = await page.request.post('/login', {
      form: { email, password: CUSTOMER_PASSWORD, redirectTo: '/account/orders?page=1' },
      maxRedirects: 0,
    });
    expect(locationOf(post.headers())).toBe('/account/orders?page=1');
  });
});
