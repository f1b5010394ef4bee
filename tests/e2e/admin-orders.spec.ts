import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { placePaidOrder, sellerLogin } from './support/seller';
import { signUpAndLogIn } from './support/shopper';

const rowOf = (page: Page, number: string) =>
  page.getByRole('row').filter({ has: page.getByText(number, { exact: true }) });

// the unknown /admin/... page answers 404, which the browser logs
test.use({ allowedConsoleErrors: [/status of 404/] });

test.describe("the seller's orders", () => {
  test('a new paid order: New on the list, opened, deleted to Archived and restored', async ({ page }) => {
    const number = await placePaidOrder(page);
    await sellerLogin(page, '/admin/orders');

    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(number);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/search=%23\d+/);
    const row = rowOf(page, number);
    await expect(row).toHaveCount(1);
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    await expect(row).toContainText('Payment: Paid');
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('link', { name: `View order ${number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Items in this order' })).toBeVisible();
    await expect(page.getByText('1 High Street')).toBeVisible();
    await page.goBack();
    await page.reload();
    await expect(rowOf(page, number)).toHaveCount(1);
    await expect(rowOf(page, number).getByText('New', { exact: true })).toHaveCount(0);

    await rowOf(page, number)
      .getByRole('button', { name: `Actions for order ${number}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByText('Order deleted successfully!')).toBeVisible();
    await expect(rowOf(page, number)).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'Archived' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Archived orders' })).toBeVisible();
    await rowOf(page, number)
      .getByRole('button', { name: `Actions for order ${number}` })
      .click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await expect(page.getByText('Order restored successfully!')).toBeVisible();
    await expect(rowOf(page, number)).toHaveCount(0);

    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Archived' })).not.toBeChecked();
    await page.getByRole('searchbox', { name: 'Search' }).fill(number);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(rowOf(page, number)).toHaveCount(1);

    // the CSV of the filtered list
    const csv = await page.request.get(`/admin/orders.csv?search=${encodeURIComponent(number)}`);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      'Order Number,Date,Customer,Email,Status,Payment,Total (GBP),Archived',
    );
    expect(text).toContain(`${number},`);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Shop figures' })).toContainText('Earnings');
    await expect(page.getByRole('link', { name: `Order ${number}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/orders/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Seller sections' })).toBeVisible();
    await page.goto('/admin/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Seller sections' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a customer visiting the seller area is sent to the seller login', async ({ page }) => {
    await signUpAndLogIn(page, 'nosy');
    for (const path of ['/admin/orders', '/admin/dashboard', '/admin/orders.csv', '/admin/whatever']) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers().location, path).toBe(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
    }
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Forders$/);
  });

  test('@phone the sections fold into a menu and the orders table scrolls in its box', async ({ page }) => {
    await placePaidOrder(page);
    await sellerLogin(page, '/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Seller sections (menu)' });
    await expect(nav).toBeHidden();
    await page.getByText('Menu', { exact: true }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
    // the wide table scrolls in its own box; the page itself never scrolls sideways
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await expectNoSeriousA11yViolations(page);
  });
});
