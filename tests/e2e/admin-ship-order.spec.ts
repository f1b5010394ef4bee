import type { Browser } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { placePaidLogoOrder } from './support/logo-wizard';
import { lastMailTo } from './support/mail';
import { sellerInOwnBrowser, searchOrders } from './support/seller';
import { signUpAndLogIn } from './support/shopper';

const TRACKING_ID = 'AB123456789GB';
const ROYAL_MAIL_LINK = `https://www.royalmail.com/track-your-item#/tracking-results/${TRACKING_ID}`;

/** The seller logs in in a browser of their own and finds the order by its number. */
async function openAsSeller(browser: Browser, number: string) {
  const { context, seller, errors } = await sellerInOwnBrowser(browser, '/admin/orders');
  const row = await searchOrders(seller, number);
  await expect(row).toHaveCount(1);
  return { context, seller, row, errors };
}

test('the seller opens a new paid order, downloads its invoice and ships it with Royal Mail; the customer sees the tracking', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = await signUpAndLogIn(page, 'ship');
  const number = await placePaidLogoOrder(page);

  // the new paid order, with its badge
  const { context: sellerContext, seller, row, errors } = await openAsSeller(browser, number);
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expect(row).toContainText('Payment: Paid');
  await row.getByRole('link', { name: `View order ${number}` }).click();
  await expect(seller.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const orderId = /\/admin\/orders\/([0-9a-f-]{36})$/.exec(seller.url())![1]!;

  // the mock-up and the decoration in full, for the workshop
  const lines = seller.getByRole('list', { name: 'Items in this order' });
  await expect(lines.getByRole('img', { name: /Left Breast/ }).first()).toBeVisible();
  await expect(lines).toContainText("Left Breast: Embroidery, text 'BLOGGS BUILDERS' in Serif");

  // the invoice
  const invoiceButton = seller.getByRole('button', { name: /invoice/i });
  if ((await invoiceButton.count()) > 0) {
    const download = seller.waitForEvent('download');
    await invoiceButton.first().click();
    expect((await download).suggestedFilename()).toBe(`invoice_${orderId}.pdf`);
  } else {
    const invoice = await seller.request.get(`/api/orders/${orderId}/invoice`);
    expect(invoice.status()).toBe(200);
    expect(invoice.headers()['content-type']).toBe('application/pdf');
    expect((await invoice.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }

  await expectNoSeriousA11yViolations(seller);

  // Shipped needs tracking: refused, and the select goes back
  const status = seller.getByLabel('Order status');
  await expect(status).toHaveValue('Pending');
  await status.selectOption('Shipped');
  await expect(
    seller.getByText('Please enter tracking ID and select shipping carrier before shipping'),
  ).toBeVisible();
  await expect(status).toHaveValue('Pending');

  // a decorated order ships once its proof is approved: the seller sends one and the customer approves it
  const proof = await seller.request.post(`/api/orders/${orderId}/proofs`, {
    multipart: {
      message: 'Your proof: BLOGGS BUILDERS on the left breast.',
      files: { name: 'proof.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      lineIds: 'order',
    },
  });
  expect(proof.status()).toBe(201);
  expect((await page.request.post(`/api/orders/${orderId}/proofs/1/approve`)).status()).toBe(200);

  // typed but not saved: shipping saves it first
  await seller.getByLabel('Tracking ID').fill(TRACKING_ID);
  await seller.getByLabel('Shipping carrier').selectOption('Royal Mail');
  await expect(seller.getByText('Not saved yet')).toBeVisible();
  await status.selectOption('Shipped');
  await expect(seller.getByText('Order status updated successfully!')).toBeVisible();
  await expect(status).toHaveValue('Shipped');
  await expect(seller.getByText('Saved', { exact: true })).toBeVisible();
  await expect(seller.getByRole('link', { name: /Track the parcel with Royal Mail/ })).toHaveAttribute(
    'href',
    ROYAL_MAIL_LINK,
  );
  await seller.reload();
  await expect(seller.getByLabel('Order status')).toHaveValue('Shipped');
  await seller.screenshot({ path: testInfo.outputPath('seller-order-desktop.png'), fullPage: true });
  await seller.setViewportSize({ width: 390, height: 844 });
  await seller.screenshot({ path: testInfo.outputPath('seller-order-phone.png'), fullPage: true });
  await expect(seller.getByLabel('Tracking ID')).toHaveValue(TRACKING_ID);
  await expect(seller.getByLabel('Shipping carrier')).toHaveValue('Royal Mail');
  expect(errors).toEqual([]);
  await sellerContext.close();

  // the customer's shipping mail and order page carry the tracking
  const mail = await lastMailTo(email, 'is on its way');
  expect(mail).toContain(`href=3D"${ROYAL_MAIL_LINK}"`);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText('Royal Mail', { exact: true })).toBeVisible();
  await expect(page.getByText(TRACKING_ID, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Track your parcel with Royal Mail/ })).toHaveAttribute(
    'href',
    ROYAL_MAIL_LINK,
  );
  await expect(
    page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]'),
  ).toContainText('Shipped');
  await page.screenshot({ path: testInfo.outputPath('customer-order-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('customer-order-phone.png'), fullPage: true });
});

test('cancelling a paid order refunds it in full, and the order shows the refund', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUpAndLogIn(page, 'refund');
  const number = await placePaidLogoOrder(page);
  const { context, seller, row, errors } = await openAsSeller(browser, number);
  await row.getByRole('link', { name: `View order ${number}` }).click();
  await expect(seller.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const orderId = /\/admin\/orders\/([0-9a-f-]{36})$/.exec(seller.url())![1]!;

  // keeping the order puts the select back
  const status = seller.getByLabel('Order status');
  await status.selectOption('Cancelled');
  const dialog = seller.getByRole('dialog', { name: `Cancel order ${number}?` });
  await expect(
    dialog.getByRole('checkbox', { name: /^Refund £\d+\.\d\d to the customer's card/ }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(status).toHaveValue('Pending');

  await status.selectOption('Cancelled');
  await expectNoSeriousA11yViolations(seller);
  await seller.screenshot({ path: testInfo.outputPath('seller-cancel-dialog.png') });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(seller.getByText('Order refunded successfully!')).toBeVisible();
  await expect(seller.getByText(/^Refunded £\d+\.\d\d on /)).toBeVisible();
  await expect(seller.getByText(/^Refund ID re_test_/)).toBeVisible();
  await expect(status).toHaveValue('Cancelled');
  // the cancelled logo order no longer waits for its proof, and its refund has a credit note
  await expect(
    seller.getByText('This order is cancelled, so it has no proof or production any more.'),
  ).toBeVisible();
  await expect(seller.getByRole('link', { name: 'Download credit note' })).toBeVisible();
  const creditNote = await seller.request.get(`/api/orders/${orderId}/credit-note`);
  expect(creditNote.status()).toBe(200);
  expect(creditNote.headers()['content-type']).toBe('application/pdf');
  await seller.screenshot({ path: testInfo.outputPath('seller-refunded.png'), fullPage: true });
  expect(errors).toEqual([]);
  await context.close();

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText(/^We have refunded £\d+\.\d\d to the card you paid with/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]'),
  ).toContainText('Refunded');
});
