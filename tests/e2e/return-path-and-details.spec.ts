import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { CUSTOMER_PASSWORD, expectListingPrices, logIn, signUpAndLogIn } from './support/shopper';

/** A verified customer who is not logged in in this browser. */
async function loggedOutCustomer(page: Page, name: string) {
  const email = await signUpAndLogIn(page, name);
  await page.context().clearCookies();
  return email;
}

/** The header's Login link that shows at this width (the text link from md up, the icon on phones). */
const headerLogin = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).filter({ visible: true });

test.describe('the login returns to the page it left', () => {
  for (const tag of ['', ' @phone']) {
    test(`the header Login from a listing comes back to that listing${tag}`, async ({ page }) => {
      const email = await loggedOutCustomer(page, 'return');
      await page.goto('/products/polo?sort=price-low');
      await headerLogin(page).click();
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fproducts%2Fpolo%3Fsort%3Dprice-low$/);
      await logIn(page, email);
      await expect(page).toHaveURL(/\/products\/polo\?sort=price-low$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Polos' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Account' }).first()).toBeAttached();
    });
  }

  test('Sign Up from the header carries the same return path, and its Login link keeps it', async ({
    page,
  }) => {
    await page.goto('/products/hoodie');
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup\?redirectTo=%2Fproducts%2Fhoodie$/);
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fproducts%2Fhoodie$/);
    // from the login page itself, the header adds no new return path but passes the one it has
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup?redirectTo=%2Fproducts%2Fhoodie',
    );
  });

  test('the login page has a close button that goes back to where the shopper was', async ({ page }) => {
    await page.goto('/login?redirectTo=%2Fproducts%2Fshorts');
    const close = page.getByRole('link', { name: 'Close and go back' });
    await expect(close).toHaveAttribute('href', '/products/shorts');
    await expectNoSeriousA11yViolations(page);
    await close.click();
    await expect(page).toHaveURL(/\/products\/shorts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shorts' })).toBeVisible();

    // opened directly, it goes home; an off-site return path is never followed
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Close and go back' })).toHaveAttribute('href', '/');
    await page.goto('/login?redirectTo=https%3A%2F%2Fevil.example%2F');
    await expect(page.getByRole('link', { name: 'Close and go back' })).toHaveAttribute('href', '/');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the close button is a plain link, and the login still returns to the listing', async ({ page }) => {
      const email = await loggedOutCustomer(page, 'nojs');
      await page.goto('/products/trousers');
      await headerLogin(page).click();
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fproducts%2Ftrousers$/);
      await page.getByRole('link', { name: 'Close and go back' }).click();
      await expect(page).toHaveURL(/\/products\/trousers$/);

      await headerLogin(page).click();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/products\/trousers$/);
    });
  });
});

test.describe('listing names', () => {
  test('headings, titles and menus use each type’s plural, never a doubled s', async ({ page }) => {
    for (const [slug, name] of [
      ['trousers', 'Trousers'],
      ['cargo-pants', 'Cargo Pants'],
      ['work-pants', 'Work Pants'],
      ['shorts', 'Shorts'],
      ['hi-vis', 'Hi-Vis'],
      ['headwear', 'Headwear'],
      ['shirt-blouse', 'Shirts & Blouses'],
      ['polo', 'Polos'],
    ]) {
      await page.goto(`/products/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      // the shop's name follows when the title still shows whole in search results
      await expect(page).toHaveTitle(
        new RegExp(`^${name} — custom embroidered & printed workwear( \\| .+)?$`),
      );
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Shirts & Blouses' })).toHaveAttribute(
      'href',
      '/products/shirt-blouse',
    );
    await expect(footer.getByRole('link', { name: 'Work Bags' })).toHaveAttribute(
      'href',
      '/products/workbag',
    );
    expect(await page.content()).not.toMatch(
      /Trouserss|Pantss|Shortss|Hi-Viss|Headwears|Shirt &amp; Blouses/,
    );
  });
});

test('a £15 maximum price filter is accepted and applied', async ({ page }) => {
  await page.goto('/products');
  // fill the form once the page is hydrated, or React's first render resets it
  await page.waitForLoadState('networkidle');
  const max = page.getByLabel('Max');
  await max.fill('15');
  expect(await max.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/maxPrice=15(&|$)/);
  await expect(page.getByLabel('Max')).toHaveValue('15');
  // the listing shows exactly the products the API finds for the same filter
  const { total } = (await (await page.request.get('/api/products?maxPrice=15')).json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  await expect(
    page.getByText(`${total} ${total === 1 ? 'product' : 'products'}`, { exact: true }),
  ).toBeVisible();
  await expectListingPrices(page, (p) => p.every((v) => v <= 15));
});

test.describe('an unknown product type', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('answers 404 with a titled page', async ({ page }) => {
    const res = await page.goto('/products/not-a-type');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('the cookie banner', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('never covers the cart’s Checkout button at 1280×800', async ({ page }) => {
    // this test wants the banner the fixture keeps away elsewhere
    await page.addInitScript(() => localStorage.removeItem('cookieConsent'));
    const { products } = (await (await page.request.get('/api/products?type=polo&pageSize=1')).json()) as {
      products: { _id: string; size: string[]; colors: string[] }[];
    };
    const added = await page.request.post('/api/cart', {
      data: {
        productId: products[0]._id,
        size: products[0].size[0],
        color: products[0].colors[0],
        finalQuantity: 2,
      },
    });
    expect(added.status()).toBe(200);
    await page.goto('/cart');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible({ timeout: 9_000 });
    const checkout = page.getByRole('link', { name: 'Checkout', exact: true });
    // the centre and the four corners of the button are the button, not the banner
    const uncovered = () =>
      checkout.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const points = [
          [r.x + r.width / 2, r.y + r.height / 2],
          [r.left + 2, r.top + 2],
          [r.right - 2, r.top + 2],
          [r.left + 2, r.bottom - 2],
          [r.right - 2, r.bottom - 2],
        ];
        return points.every(([x, y]) => {
          const hit = document.elementFromPoint(x, y);
          return !!hit && el.contains(hit);
        });
      });
    expect(await uncovered()).toBe(true);
    // wherever the page is scrolled to put the button in view, the banner is not on it
    for (const block of ['end', 'center'] as const) {
      await checkout.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
      await expect.poll(uncovered).toBe(true);
    }
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
  });
});
