// Issue 29: an order keeps the price each it charged, and its pages say which quantity break set it.
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { addProduct, sellerInOwnBrowser } from './support/seller';
import { shotPath } from './support/shots';
import { ACME_FRONT_TEXT, addCartLine, checkoutAndPay, signUpAndLogIn } from './support/shopper';

test('the customer’s and the seller’s order pages say the price each charged and its break', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // a product, a sign-up, a purchase and two pages at two widths
  // a polo at £15.00, £13.50 from 10: the seller adds it and sets the break
  const { context, seller } = await sellerInOwnBrowser(browser, '/admin/products');
  const productId = await addProduct(seller, `Break Polo ${Date.now()}`);
  const update = await seller.request.put(`/api/products/update/${productId}`, {
    multipart: { priceBreaks: JSON.stringify([{ minQuantity: 10, price: '13.50' }]) },
  });
  expect(update.status(), await update.text()).toBe(200);

  // ten of it with a printed logo, bought and paid
  await signUpAndLogIn(page, 'breaks');
  const product = (await (await page.request.get(`/api/products/${productId}`)).json()).product;
  await addCartLine(page, {
    productId,
    size: 'L',
    color: product.colorNames[0],
    finalQuantity: 10,
    ...ACME_FRONT_TEXT,
  });
  const number = await checkoutAndPay(page);

  await page.goto('/account/orders');
  await page.getByRole('link', { name: new RegExp(`^View order ${number}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const items = page.getByRole('list', { name: 'Items in this order' });
  await expect(items.getByText('10 x £13.50 (10+ price)')).toBeVisible();
  await expect(items.getByText('£190.00')).toBeVisible(); // 10 × (£13.50 + £5.50)
  await expectNoSeriousA11yViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: shotPath(`order-prices/order-page-${width}.png`), fullPage: true });
  }

  // the seller's page of the same order says the same
  const orderId = /\/orders\/([^/?#]+)/.exec(page.url())![1]!;
  await seller.goto(`/admin/orders/${orderId}`);
  const lines = seller.getByRole('list', { name: 'Items in this order' });
  await expect(lines.getByText('10 x £13.50 (10+ price)')).toBeVisible();
  await expectNoSeriousA11yViolations(seller);
  for (const width of [390, 1280]) {
    await seller.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await seller.screenshot({
      path: shotPath(`order-prices/seller-order-page-${width}.png`),
      fullPage: true,
    });
  }
  await context.close();
});
