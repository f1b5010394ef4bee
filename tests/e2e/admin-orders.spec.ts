import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shotPath } from './support/shots';
import { placePaidOrder, sellerLogin } from './support/seller';
import { signUpAndLogIn } from './support/shopper';
import { pdfText } from '../helpers/pdf-text';

const PHONE = { width: 390, height: 844 };

/** The page scrolls sideways by this many pixels (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** At 390 px the list fits the screen and axe finds nothing serious; the full list is kept as a screenshot. */
async function expectPhoneList(page: Page, list: string, shot: string) {
  expect(await sidewaysScroll(page), `/admin/${list} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/admin/${list}`);
  await page.screenshot({ path: shotPath(`orders/${shot}`), fullPage: true });
}

/** A list card is the link as a whole: at least 44 px tall, and a tap on its empty lower edge opens it. */
async function tapCardEdge(page: Page, card: Locator) {
  const box = (await card.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 6);
}

const rowOf = (page: Page, number: string) =>
  page.getByRole('row').filter({ has: page.getByText(number, { exact: true }) });

/** Chooses an action from the menu of an order's row. */
async function chooseOrderAction(page: Page, number: string, action: string) {
  await rowOf(page, number)
    .getByRole('button', { name: `Actions for order ${number}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

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

    await chooseOrderAction(page, number, 'Delete');
    await expect(page.getByText('Order deleted successfully!')).toBeVisible();
    await expect(rowOf(page, number)).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'Archived' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Archived orders' })).toBeVisible();
    await chooseOrderAction(page, number, 'Restore');
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
    expect(text.split('\r\n')[0]).toMatch(
      /^\uFEFF?Order Number,Date \(London\),Paid \(London\),Customer,Company,/,
    );
    expect(text).toContain(`${number},`);
    expect(text).toContain(',Paid,');

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

  test('@phone the sections fold into a menu and the orders are cards', async ({ page }) => {
    const number = await placePaidOrder(page);
    await sellerLogin(page, '/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Seller sections (menu)' });
    await expect(nav).toBeHidden();
    await page.getByText('Menu', { exact: true }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('table', { name: 'Orders' })).toBeHidden();
    await expect(page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('link', { name: `View order ${number}` })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("the seller's order page and lists", () => {
  test('show what was paid for, and the work order carries Expedited, the notes and the due date', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const notes = 'Gate code 4721, leave with site office';
    const number = await placePaidOrder(page, 'paid.for', {
      company: `Kowalski Scaffolding ${Date.now()}`,
      notes,
      expedited: true,
    });
    // found by its company and by its postcode however it is typed
    await sellerLogin(page, '/admin/orders?search=kowalski');
    await expect(rowOf(page, number)).toHaveCount(1);
    await page.goto('/admin/orders?search=ls14ap');
    await rowOf(page, number)
      .getByRole('link', { name: `View order ${number}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    const orderId = /\/admin\/orders\/([0-9a-f-]{36})$/.exec(page.url())![1]!;

    const delivery = page.getByRole('region', { name: 'Delivery', exact: true });
    await expect(delivery).toContainText('Expedited (1-2 business days)');
    await expect(delivery.getByRole('heading', { name: 'Delivery notes' })).toBeVisible();
    await expect(delivery).toContainText(notes);
    await expect(page.getByRole('region', { name: 'Customer', exact: true })).toContainText(
      'Kowalski Scaffolding',
    );

    // the figures are the order's own, as its JSON (and the customer's page) carries them
    const json = (await (await page.request.get(`/api/orders/orders/${orderId}`)).json()).order;
    const pounds = (n: number) => `£${n.toFixed(2)}`;
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText(`Subtotal${pounds(json.subtotal)}`);
    await expect(summary).toContainText(`Logo charges${pounds(json.logoCharges)}`);
    await expect(summary).toContainText(`Setup fees${pounds(json.setupFees)}`);
    await expect(summary).toContainText(`Shipping · Expedited${pounds(json.shippingCost)}`);
    expect(json.shippingCost).toBe(6.95);
    await expect(summary).toContainText(`Total${pounds(json.finalAmount)}`);
    await expect(summary).toContainText('No VAT Charged');

    const workOrder = await page.request.get(`/api/orders/${orderId}/work-order`);
    expect(workOrder.status()).toBe(200);
    const text = await pdfText(await workOrder.body());
    expect(text).toContain('Delivery Expedited (1-2 business days)');
    expect(text).toContain(`Delivery notes ${notes}`);
    expect(text).toMatch(/Due \d{1,2} \w+ \d{4} \(dispatch within 3 working days of payment\)/);
    expect(text).toContain('Proof None needed (no decoration)');
    // each line's price each as charged (issue 29), and none of the order's charges: those are the invoice's
    expect(text).toMatch(/£\d+\.\d{2} each/);
    for (const charge of [json.shippingCost, json.finalAmount]) expect(text).not.toContain(pounds(charge));
    // not refunded: no credit note to offer
    await expect(page.getByRole('link', { name: 'Download credit note' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shotPath('orders/seller-order-1280.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await expect(delivery).toContainText(notes);
    expect(await sidewaysScroll(page), 'the order page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
    await page.screenshot({ path: shotPath('orders/seller-order-390.png'), fullPage: true });
  });

  test('at 390 px the orders and customers lists are cards, each card the link in', async ({ page }) => {
    test.setTimeout(90_000);
    const email = await signUpAndLogIn(page, 'cards');
    const number = await placePaidOrder(page, 'cards', { company: 'Nguyễn Đức Thắng Scaffolding' });
    await sellerLogin(page, '/admin/orders');
    await page.setViewportSize(PHONE);
    await page.goto(`/admin/orders?search=${encodeURIComponent(number)}`);
    await expect(page.getByRole('table', { name: 'Orders' })).toBeHidden();
    const card = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: number });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Nguyễn Đức Thắng Scaffolding');
    await expect(card).toContainText('Payment: Paid');
    await expectPhoneList(page, 'orders', 'orders-390.png');

    // the card is the link: at least 44 px tall, and a tap on its empty corner opens the order
    await page.goto(`/admin/orders?search=${encodeURIComponent(number)}`);
    await tapCardEdge(page, card);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    // the menu on the card still opens its own actions
    await page.goBack();
    await card.getByRole('button', { name: `Actions for order ${number}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(`/admin/customers?search=${encodeURIComponent(email)}`);
    await expect(page.getByRole('table', { name: 'Customers' })).toBeHidden();
    const customer = page.getByRole('list', { name: 'Customers' }).getByRole('listitem');
    await expect(customer).toHaveCount(1);
    await expect(customer).toContainText(email);
    await expect(customer).toContainText('1 order');
    await expectPhoneList(page, 'customers', 'customers-390.png');
    await page.goto(`/admin/customers?search=${encodeURIComponent(email)}`);
    await tapCardEdge(page, customer);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders of Alex Shopper' })).toBeVisible();
    await expect(page.getByRole('link', { name: `View order ${number}` })).toBeVisible();
    await page.screenshot({ path: shotPath('orders/customer-orders-390.png'), fullPage: true });
  });
});
