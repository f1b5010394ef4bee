import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { sellerInOwnBrowser, searchOrders } from './support/seller';
import {
  addToCartAndContinue,
  checkoutAndPay,
  chooseColourAndSizes,
  openFirstProduct,
  signUpAndLogIn,
} from './support/shopper';
import { drawPdfPages, shotPath } from './support/shots';

const VAT_NUMBER = 'GB123456789';

/** London's today, as the shop's VAT start day is set. */
const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/**
 * VAT on, as the Owner (the seeded seller), unless another vat-mode spec turned it on already: it can't be turned
 * off once orders were charged VAT, so this spec works either way.
 */
async function vatOn(seller: Page) {
  const origin = new URL(seller.url()).origin;
  const now = await seller.request.get('/api/settings/vat');
  expect(now.status()).toBe(200);
  const settings = (await now.json()) as { charging: boolean };
  if (settings.charging) return;
  const set = await seller.request.put('/api/settings/vat', {
    headers: { origin },
    data: { registered: true, vatNumber: VAT_NUMBER, startDay: londonToday() },
  });
  expect(set.status(), await set.text()).toBe(200);
  expect(((await set.json()) as { charging: boolean }).charging).toBe(true);
}

test('a shopper buys in VAT mode; the seller sees the VAT on the order, downloads the VAT invoice and the quarter summary', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, seller } = await sellerInOwnBrowser(browser, '/admin/orders');
  await vatOn(seller);

  await signUpAndLogIn(page, 'vat.orders');
  await openFirstProduct(page, 'polo');
  // XL: most specs before this one buy the first polo's M, and the seeded stock per size is 100
  await chooseColourAndSizes(page, { XL: 1 });
  await addToCartAndContinue(page);
  const number = await checkoutAndPay(page);

  // the customer's own order page shows the VAT inside the total, at each rate
  await page.getByRole('link', { name: 'View order' }).click();
  const mine = page.getByRole('region', { name: 'VAT', exact: true });
  await expect(mine.getByRole('row', { name: /Standard rate \(20%\)/ })).toBeVisible();
  await expect(page.getByText('VAT included')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: shotPath('vat-orders/customer-order-390.png'), fullPage: true });

  const row = await searchOrders(seller, number);
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `View order ${number}` }).click();
  await expect(seller.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const orderId = /\/admin\/orders\/([0-9a-f-]{36})$/.exec(seller.url())![1]!;

  const vat = seller.getByRole('region', { name: 'VAT', exact: true });
  await expect(vat).toBeVisible();
  await expect(vat.getByRole('row', { name: /Standard rate \(20%\)/ })).toBeVisible();
  await expect(vat).toContainText(/VAT number GB\d{9}/);
  await expect(seller.getByText('VAT included')).toBeVisible();
  await expect(seller.getByText('No VAT Charged')).toHaveCount(0);
  // a paid order's rates stand: no rate to change
  await expect(seller.getByRole('button', { name: 'Save rate' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(seller);

  for (const width of [390, 1280]) {
    await seller.setViewportSize({ width, height: 900 });
    await vat.scrollIntoViewIfNeeded();
    await seller.screenshot({ path: shotPath(`vat-orders/seller-order-${width}.png`), fullPage: true });
  }
  await seller.setViewportSize({ width: 1280, height: 900 });

  // the VAT invoice, downloaded as the page downloads it
  const download = seller.waitForEvent('download');
  await seller.getByRole('link', { name: /Download invoice/ }).click();
  expect((await download).suggestedFilename()).toBe(`invoice_${orderId}.pdf`);
  const invoice = await seller.request.get(`/api/orders/${orderId}/invoice`);
  expect(invoice.status()).toBe(200);
  const pdf = await invoice.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const pdfFile = shotPath('vat-orders/vat-invoice.pdf');
  writeFileSync(pdfFile, pdf);
  // drawn as a picture to look at, where poppler is installed
  drawPdfPages(pdfFile, shotPath('vat-orders/vat-invoice'), 1280);

  // the earnings page: sales ex VAT, and this quarter's boxes 1 and 6 with the CSV
  await seller.goto('/admin/earnings');
  const summary = seller.getByRole('region', { name: /^VAT summary/ });
  await expect(summary).toBeVisible();
  await expect(summary.getByText('Box 1: VAT due on sales')).toBeVisible();
  await expect(summary.getByText('Box 6: total sales excluding VAT')).toBeVisible();
  await expect(seller.getByText('Sales ex VAT in this period')).toBeVisible();
  const csvLink = summary.getByRole('link', { name: /Download \d{4}-Q[1-4] as CSV/ });
  const csv = await seller.request.get((await csvLink.getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toMatch(/^Quarter,From,To,Rate,/);
  await expectNoSeriousA11yViolations(seller);
  for (const width of [390, 1280]) {
    await seller.setViewportSize({ width, height: 900 });
    await summary.scrollIntoViewIfNeeded();
    await seller.screenshot({ path: shotPath(`vat-orders/earnings-vat-${width}.png`) });
  }
  await context.close();
});
