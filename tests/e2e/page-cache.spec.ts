import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signUpAndLogIn } from './support/shopper';

/**
 * Loads a product page until it comes from memory. A product page is drawn again once the stock has moved and
 * it is a few seconds old (STOCK_SHOWN_MAX_AGE_MS), and the other browser tests buy garments meanwhile, so one
 * load may be a fresh drawing; the load after it, within those seconds, is the kept one.
 */
async function loadFromMemory(page: Page, path: string): Promise<Response> {
  let answer: Response | null = null;
  await expect
    .poll(async () => {
      answer = await page.goto(path);
      return answer!.headers()['x-cache'];
    })
    .toBe('hit');
  return answer!;
}

/**
 * The built shop: an anonymous visitor is answered from the page cache (and its scripts still run under the
 * CSP); once logged in with a cart they get the shell, the header filled in by their own small request;
 * logged out, the anonymous page again.
 */
test('a first-time visitor gets the cached page; logged in, the shell and their header; logged out, the cached one again', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const { products } = (await (await page.request.get('/api/products?pageSize=1')).json()) as {
    products: { _id: string; title: string; colors: string[]; sizes: { size: string }[] }[];
  };
  const product = products[0]!;
  const path = `/product/${product._id}`;

  const anonymous = await loadFromMemory(page, path);
  expect(anonymous.headers()['cache-control']).toContain('s-maxage=60');
  expect(anonymous.headers()['etag']).toBeTruthy();
  // one page for many visitors: its inline scripts are allowed by hash, no request's nonce is handed around
  expect(anonymous.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(anonymous.headers()['content-security-policy']).not.toContain('nonce-');
  // the scripts are not preloaded ahead of the stylesheet and pictures (see app/entry.server.tsx)…
  expect(await anonymous.text()).not.toContain('rel="modulepreload"');
  // …and they ran: React Router took over the page
  await expect
    .poll(() =>
      page.evaluate(
        () => '__reactRouterDataRouter' in window && 'state' in (window.__reactRouterDataRouter as object),
      ),
    )
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, empty' }).first()).toBeVisible();

  const email = await signUpAndLogIn(page, 'cached');
  const added = await page.request.post('/api/cart', {
    data: {
      productId: product._id,
      color: product.colors[0],
      size: product.sizes[0]!.size,
      finalQuantity: 2,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  // the shell: the page drawn for no one in particular, from memory, its header filled in by the visitor request
  const visitorAnswered = page.waitForResponse('**/api/auth/visitor');
  const mine = await page.goto(path);
  expect(['hit', 'miss']).toContain(mine!.headers()['x-cache']);
  expect(mine!.headers()['cache-control']).toBe('private, no-cache');
  const shellHtml = await mine!.text();
  expect(shellHtml).not.toContain(email);
  expect(shellHtml).not.toContain('Alex');
  expect(shellHtml).not.toMatch(/href="\/login/);
  expect(shellHtml).not.toContain('Cart, 2 items');
  expect((await visitorAnswered).headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('link', { name: 'Account' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  // the next visitor with a session gets the same bytes: the shell is kept once
  await loadFromMemory(page, path);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' }).first()).toBeVisible();

  // logging out ends the session cookie: the next view is the anonymous page from memory again
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await loadFromMemory(page, path);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, empty' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account' })).toHaveCount(0);
  expect(blocked).toEqual([]);
});
