import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { placePaidOrder, sellerLogin } from './support/seller';
import { signUpAndLogIn } from './support/shopper';

/**
 * Every page of the seller's area at a desktop and a phone width: it draws its heading, never scrolls sideways,
 * and leaves a screenshot in the test's output folder for a person to look at.
 */
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

async function sendContactMessage(page: Page) {
  await page.goto('/contact');
  await page.getByLabel('Full Name').fill('Pat Plumber');
  await page.getByLabel('Email Address').fill(`pat.${Date.now()}@example.co.uk`);
  await page.getByLabel('Contact Number').fill('07700 900123');
  await page.getByLabel('Message').fill('Could you embroider 30 polos for our team by March?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
}

for (const { name, viewport } of WIDTHS) {
  test(`every seller page at ${name} width draws and fits`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    // a customer with an account, so the customers list has someone to open
    await signUpAndLogIn(page, `pages-${name}`);
    const number = await placePaidOrder(page, `pages.${name}`);
    await sendContactMessage(page);
    await page.setViewportSize(viewport);
    await sellerLogin(page, '/admin/dashboard');

    await page.goto(`/admin/orders?search=${encodeURIComponent(number)}`);
    const orderHref = await page.getByRole('link', { name: `View order ${number}` }).getAttribute('href');
    await page.goto('/admin/customers');
    const customerHref = await page
      .locator('a[href^="/admin/customers/"][href$="/orders"]')
      .first()
      .getAttribute('href');
    await page.goto('/admin/inbox');
    const messageHref = await page
      .getByRole('link', { name: /Pat Plumber/ })
      .first()
      .getAttribute('href');

    // the invoice as the seller downloads it, kept to be rendered to PNG (pdftoppm) and looked at
    const invoice = await page.request.get(`/api/orders/${orderHref!.split('/').pop()}/invoice`);
    expect(invoice.headers()['content-type']).toBe('application/pdf');
    await writeFile(testInfo.outputPath(`invoice-${name}.pdf`), await invoice.body());

    const pages: [string, string][] = [
      ['dashboard', '/admin/dashboard'],
      ['orders', '/admin/orders'],
      ['order', orderHref!],
      ['customers', '/admin/customers'],
      ['customer-orders', customerHref!],
      ['trade-accounts', '/admin/trade-accounts'],
      ['earnings', '/admin/earnings'],
      ['inbox', '/admin/inbox'],
      ['inbox-message', messageHref!],
      ['products', '/admin/products'],
      ['promo-codes', '/admin/promo-codes'],
      ['bundles', '/admin/bundles'],
    ];
    for (const [label, path] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${label}-${name}.png`), fullPage: true });
    }
  });
}
