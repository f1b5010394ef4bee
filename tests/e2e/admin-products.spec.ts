import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shotPath } from './support/shots';
import { addProduct, sellerLogin } from './support/seller';
import { sizeInput } from './support/shopper';

test('the product page shows stock per colour and size, as the seller set it', async ({ page }) => {
  await sellerLogin(page, '/admin/products');
  const id = await addProduct(page, `Grid Polo ${Date.now()}`);
  const demo = (await (await page.request.get(`/api/products/${id}`)).json()).product;
  const [first, second] = demo.colorNames as string[];

  await page.goto(`/product/${id}`);
  const colours = page.getByRole('radiogroup', { name: /Colour/ });
  await colours.getByRole('radio', { name: first }).check({ force: true });
  await expect(sizeInput(page, 'M')).toHaveAccessibleName(/Only 3 left/);
  await expect(sizeInput(page, 'L')).toBeEnabled();
  await colours.getByRole('radio', { name: second }).check({ force: true });
  await expect(sizeInput(page, 'M')).toBeDisabled();
  await expect(page.getByRole('group', { name: 'Size' })).toContainText('Out of stock');
  await expect(sizeInput(page, 'L')).toBeEnabled();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shotPath('products-server/product-stock-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath('products-server/product-stock-phone.png'), fullPage: true });
});

test('the seller searches, filters and deletes products; a deleted one leaves the shop', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  await sellerLogin(page, '/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add product' })).toHaveAttribute(
    'href',
    '/admin/products/new',
  );
  const keep = `Keep Tee ${stamp}`;
  const doomed = `Doomed Tee ${stamp}`;
  const draft = `Draft Tee ${stamp}`;
  await addProduct(page, keep, { type: 't-shirt', brand: 'gildan' });
  const doomedId = await addProduct(page, doomed, { type: 't-shirt', brand: 'result' });
  await addProduct(page, draft, { type: 't-shirt', brand: 'result', status: 'draft' });

  // search by title
  await page.goto('/admin/products');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`Tee ${stamp}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=Tee/);
  const rows = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: new RegExp(`Tee ${stamp}`) }) });
  await expect(rows).toHaveCount(3);
  await expect(page.getByText('3 products')).toBeVisible();

  // filters live in the URL: brand, then status
  await page.getByLabel('Brand').selectOption('result');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/brand=result/);
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Status').selectOption('draft');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(draft);
  await expect(rows.first()).toContainText('Draft');

  // each row links to the editor
  await page.goto(`/admin/products?q=${encodeURIComponent(`Tee ${stamp}`)}`);
  await expect(page.getByRole('link', { name: doomed })).toHaveAttribute(
    'href',
    `/admin/products/${doomedId}/edit`,
  );
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shotPath('products-server/admin-products-desktop.png'), fullPage: true });

  // a shopper has it in their cart before it goes
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  const demo = (await (await shop.request.get(`/api/products/${doomedId}`)).json()).product;
  const added = await shop.request.post('/api/cart/sizes', {
    data: { productId: doomedId, color: demo.colorNames[0], items: [{ size: 'L', quantity: 1 }] },
  });
  expect(added.status(), await added.text()).toBe(200);

  // delete, after a confirm
  const doomedRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: doomed }) });
  await doomedRow.getByRole('button', { name: `Actions for ${doomed}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${doomed}?` });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: shotPath('products-server/admin-products-confirm-desktop.png') });
  await confirm.getByRole('button', { name: 'Delete product' }).click();
  await expect(page.getByText('Product deleted successfully!')).toBeVisible();
  await expect(doomedRow).toHaveCount(0);
  await expect(rows).toHaveCount(2);

  // gone from the shop for a shopper; their cart says so
  const gone = await shop.goto(`/product/${doomedId}`);
  expect(gone?.status()).toBe(404);
  await shop.goto('/brands/result');
  await expect(shop.getByRole('link', { name: doomed })).toHaveCount(0);
  await shop.goto('/cart');
  const line = shop.getByRole('listitem').filter({ hasText: doomed });
  await expect(line).toContainText('No longer available');
  // the line takes no more changes, only its removal
  await expect(line.getByRole('group', { name: /Quantity of/ })).toHaveCount(0);
  await expect(line.getByRole('button', { name: /Add a logo/ })).toHaveCount(0);
  await expect(line.getByRole('button', { name: /^Remove / })).toBeVisible();
  await shop.screenshot({ path: shotPath('products-server/cart-no-longer-available-desktop.png') });
  await shopper.close();

  // on a phone: no sideways scroll, the rows fold
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, '/admin/products scrolls sideways on a phone').toBeLessThanOrEqual(0);
  await page.screenshot({ path: shotPath('products-server/admin-products-phone.png'), fullPage: true });

  // an empty search
  await page.goto('/admin/products?q=no-such-product-anywhere');
  await expect(page.getByText('No products found.')).toBeVisible();
});

test.describe('a delete that fails', () => {
  // the browser logs the refused request itself
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('a failed delete says so', async ({ page }) => {
    await sellerLogin(page, '/admin/products');
    const title = `Twice Deleted ${Date.now()}`;
    const id = await addProduct(page, title);
    await page.goto(`/admin/products?q=${encodeURIComponent(title)}`);
    // deleted elsewhere meanwhile (another tab): this page's delete fails
    expect((await page.request.delete(`/api/products/delete/${id}`)).status()).toBe(200);
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete product' }).click();
    await expect(page.getByText('Failed to delete product')).toBeVisible();
  });
});
