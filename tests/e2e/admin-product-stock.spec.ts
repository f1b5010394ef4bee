import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shotPath } from './support/shots';
import { addProduct, sellerLogin } from './support/seller';
import { addCartLine, checkoutAndPay } from './support/shopper';

/** Where a person looks at the seller's product pages, at a desktop and a phone width. */
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The demo polo whose colours addProduct borrows (its first two: M 3, L 20 and M 0, L 12). */
async function demoPolo(page: Page): Promise<{ colors: string[]; colorNames: string[] }> {
  return (await (await page.request.get('/api/products?type=polo&pageSize=1')).json()).products[0];
}

const stockOf = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/products/admin/${id}`)).json()).product.stockGrid as Record<
    string,
    Record<string, number>
  >;

const goToStep = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Steps of the product form' }).getByRole('button', { name }).click();
const update = (page: Page) => page.getByRole('button', { name: 'Update Product' }).click();

/** Both widths, no sideways scroll on the phone, and axe. */
async function look(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: shotPath(`products/${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: shotPath(`products/${name}-390.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

test.describe('stock in the product editor', () => {
  // the second save is refused with 409 on purpose; the browser logs it
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('garments sold while the editor was open stay sold; a figure that moved is refused, then saved knowingly; the history lists it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await sellerLogin(page, '/admin/products');
    const demo = await demoPolo(page);
    const [hex, colour] = [demo.colors[0]!.toLowerCase(), demo.colorNames[0]!];
    const title = `Stale Editor Polo ${Date.now()}`;
    const id = await addProduct(page, title);

    // the seller opens the editor: it shows 20 in L
    await page.goto(`/admin/products/${id}/edit`);
    await goToStep(page, 'Sizes');
    await expect(page.getByLabel(`Stock of ${colour} in size L`)).toHaveValue('20');

    // meanwhile a shopper buys 4 in L, paying by card
    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    await addCartLine(shop, { productId: id, size: 'L', color: colour, finalQuantity: 4 });
    await checkoutAndPay(shop, { email: `stale.editor.${Date.now()}@example.co.uk` });
    await shopper.close();
    expect((await stockOf(page, id))[hex]!.L).toBe(16);

    // the seller changes only the title and presses Update: the 4 stay sold
    await goToStep(page, 'Basic Info');
    await page.getByLabel('Title').fill(`${title} v2`);
    await goToStep(page, 'Categories');
    await update(page);
    await expect(page.getByText(`Product "${title} v2" updated successfully!`)).toBeVisible();
    expect((await stockOf(page, id))[hex]).toEqual({ M: 3, L: 16 });

    // again: the seller types 10 for M while another tab sets M to 1
    await page.goto(`/admin/products/${id}/edit`);
    await goToStep(page, 'Sizes');
    await page.getByLabel(`Stock of ${colour} in size M`).fill('10');
    const elsewhere = await page.request.put(`/api/products/update/${id}`, {
      multipart: { stockGrid: JSON.stringify({ [hex]: { M: 1 } }) },
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);
    await goToStep(page, 'Categories');
    await update(page);
    await expect(
      page.getByRole('alert').filter({
        hasText: `Stock changed while you were editing: ${colour}, size M is now 1 (it was 3 when you opened the editor). Nothing was saved.`,
      }),
    ).toBeVisible();
    await expect(page.locator('#editor-step-heading')).toHaveText('Step 3 of 5: Sizes');
    const box = page.getByLabel(`Stock of ${colour} in size M`);
    await expect(box).toHaveValue('10');
    await expect(box).toHaveAccessibleDescription('Now 1');
    await look(page, 'editor-stock-conflict');
    expect((await stockOf(page, id))[hex]!.M).toBe(1);

    // saving again sets the seller's figure, knowing the stock now
    await goToStep(page, 'Categories');
    await update(page);
    await expect(page.getByText(`Product "${title} v2" updated successfully!`)).toBeVisible();
    expect((await stockOf(page, id))[hex]).toEqual({ M: 10, L: 16 });

    // the edit page lists who changed what, newest first
    await page.goto(`/admin/products/${id}/edit`);
    const history = page.getByRole('region', { name: 'Stock changes' });
    const saves = history.getByRole('listitem');
    await expect(saves.first()).toContainText(`${colour}, M: 1 → 10`);
    await expect(saves.first()).toContainText(/ by \S+/);
    await expect(saves.nth(1)).toContainText(`${colour}, M: 3 → 1`);
    // the sale is no seller's change: it is not listed
    await expect(history).not.toContainText('20 → 16');
    await history.scrollIntoViewIfNeeded();
    await look(page, 'editor-stock-history');
  });
});

/** A PNG for a bundle's thumbnail. */
const thumbnail = async () => ({
  name: 'thumb.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 80, height: 80, channels: 3, background: '#1f3f7a' } })
    .png()
    .toBuffer(),
});

test('deleting a product names the bundles it is in; the Deleted view restores it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await sellerLogin(page, '/admin/products');
  const demo = await demoPolo(page);
  const stamp = Date.now();
  const title = `Bundled Polo ${stamp}`;
  const id = await addProduct(page, title);
  const partner = await addProduct(page, `Bundle Partner ${stamp}`);
  const bundleTitle = `Crew Pack ${stamp}`;
  const bundle = await page.request.post('/api/bundle', {
    multipart: {
      title: bundleTitle,
      description: 'Two polos for a crew.',
      price: '49.99',
      type: 'solo1',
      categories: JSON.stringify(['solo1']),
      BundleData: JSON.stringify([{ productId: id }, { productId: partner }]),
      thumbnail: await thumbnail(),
    },
  });
  expect(bundle.status(), await bundle.text()).toBe(201);

  await page.goto(`/admin/products?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${title}?` });
  await expect(confirm).toContainText(
    `It is in the bundle "${bundleTitle}": shoppers cannot buy that bundle while it is deleted.`,
  );
  await page.screenshot({ path: shotPath('products/delete-confirm-bundles-1280.png') });
  await confirm.getByRole('button', { name: 'Delete product' }).click();
  await expect(page.getByText(`It was in the bundle "${bundleTitle}"`)).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // the Deleted view lists it, with Restore
  await page
    .getByRole('navigation', { name: 'Product views' })
    .getByRole('link', { name: 'Deleted' })
    .click();
  await expect(page).toHaveURL(/view=deleted/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(/Deleted \d{1,2} \w+ \d{4}/);
  await look(page, 'products-deleted-view');
  await row.getByRole('button', { name: `Restore ${title}` }).click();
  await expect(page.getByText(`Product "${title}" restored`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // back in the seller's list and in the shop, with its stock
  await page.goto(`/admin/products?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  expect((await page.request.get(`/api/products/${id}`)).status()).toBe(200);
  expect((await stockOf(page, id))[demo.colors[0]!.toLowerCase()]).toEqual({ M: 3, L: 20 });
});

test('the seller adds a brand the shop does not have from the editor and saves the product with it', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await sellerLogin(page, '/admin/products');
  const stamp = Date.now();
  const title = `New Brand Polo ${stamp}`;
  const brand = `Crew Kit ${stamp}`;
  const id = await addProduct(page, title);

  await page.goto(`/admin/products/${id}/edit`);
  await goToStep(page, 'Categories');
  await page.getByRole('button', { name: 'Add a new brand' }).click();
  await page.getByLabel('New brand name').fill(brand);
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Brand "${brand}" added and chosen.` }),
  ).toBeVisible();
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue(`crew-kit-${stamp}`);
  await look(page, 'editor-new-brand');
  await update(page);
  await expect(page.getByText(`Product "${title}" updated successfully!`)).toBeVisible();

  // the list shows it and filters by it
  await page.goto(`/admin/products?brand=crew-kit-${stamp}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  await expect(row).toContainText(brand);
  await expect(page.getByText('1 product')).toBeVisible();
});
