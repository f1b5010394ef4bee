import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shotPath } from './support/shots';
import { sellerLogin } from './support/seller';

/** A real PNG, as a seller's photo would be. */
async function pngFile(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 900, height: 675, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function noSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, 'no sideways scroll').toBeLessThanOrEqual(client);
}

/** The refused save below is answered 400 on purpose; the browser logs that. */
test.use({ allowedConsoleErrors: [/status of 400/] });

test.describe("the seller's bundles", () => {
  test('an everyday bundle made through the dialog shows on /bundles, then is deleted', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await sellerLogin(page, '/admin/bundles');
    await expect(page.getByRole('heading', { level: 1, name: 'Bundle Products' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Bundles' }).getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: shotPath('bundles-admin/list-1280.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // the dialog opens from its button, Escape closes it and focus goes back to the button
    const create = page.getByRole('button', { name: 'Create Everyday' });
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Create Everyday bundle' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();
    await create.click();

    const title = `Site crew kit ${Date.now()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Three polos for a small site crew.');
    const price = dialog.getByLabel('Price (£)');
    await price.fill('0');
    // submit with nothing chosen: the spec's messages
    await dialog.getByRole('button', { name: 'Create bundle' }).click();
    await expect(dialog.getByText('Please enter a valid price')).toBeVisible();
    await expect(dialog.getByText('Please upload a thumbnail image')).toBeVisible();
    await expect(dialog.getByText('Please select exactly 3 products for this bundle')).toBeVisible();
    await expect(dialog.getByLabel('Price (£)')).toBeFocused(); // the first field to mend
    await page.screenshot({ path: shotPath('bundles-admin/dialog-errors-1280.png') });
    await price.fill('89.99');
    await dialog.getByLabel('Thumbnail').setInputFiles(await pngFile('thumb.png', '#1f3f7a'));
    await dialog.getByLabel('Size chart (optional)').setInputFiles(await pngFile('chart.png', '#eeeeee'));

    // the picker: search narrows, a fourth product is one too many
    const found = dialog.getByRole('list', { name: 'Products found' });
    await dialog.getByLabel('Search the catalogue').fill('polo');
    const boxes = found.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    await expect(found.getByText(/t-shirt/i)).toHaveCount(0);
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    await boxes.nth(3).click();
    await expect(dialog.getByText('Maximum reached')).toBeVisible();
    await expect(boxes.nth(3)).not.toBeChecked();
    await expect(dialog.getByText('Products (3 of 3 chosen)')).toBeVisible();

    // the first product: two colours offered and its own picture for the bundle
    const first = dialog.getByRole('listitem').filter({ hasText: 'Product 1 · 5 items' });
    const colours = first.getByRole('group', { name: 'Colours offered' }).getByRole('checkbox');
    await colours.nth(0).check();
    await colours.nth(1).check();
    await first.getByLabel(/^Picture of /).setInputFiles(await pngFile('polo.png', '#ff8800'));
    const colourPictures = first.getByLabel(/^Picture in /);
    await expect(colourPictures).toHaveCount(2);
    await colourPictures.nth(1).setInputFiles(await pngFile('second-colour.png', '#222222'));
    await expect(dialog.getByText('Product 2 · 3 items')).toBeVisible();
    await expect(dialog.getByText('Product 3 · 2 items')).toBeVisible();
    await page.screenshot({ path: shotPath('bundles-admin/dialog-1280.png') });
    await expectNoSeriousA11yViolations(page);

    // a refused save keeps everything typed
    await page.route('**/api/bundle', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, json: { message: 'Something the server did not like' } })
        : route.continue(),
    );
    await dialog.getByRole('button', { name: 'Create bundle' }).click();
    await expect(page.getByText('Failed to create bundle')).toBeVisible();
    await expect(page.getByText('Something the server did not like')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await expect(price).toHaveValue('89.99');
    await expect(boxes.nth(0)).toBeChecked();
    await page.unroute('**/api/bundle');

    await dialog.getByRole('button', { name: 'Create bundle' }).click();
    await expect(page.getByText('Bundle created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('list', { name: 'Bundles' }).getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('£89.99')).toBeVisible();
    await expect(card.getByText(/^5 × /)).toBeVisible();

    // in the shop
    await page.goto('/bundles');
    const tile = page.getByRole('link', { name: title });
    await expect(tile).toBeVisible();
    const id = (await tile.getAttribute('href'))!.split('/').pop()!;
    const detail = (await (await page.request.get(`/api/bundle/${id}`)).json()) as {
      bundle: { thumbnail: string; products: { image: string; colors: { image: string }[] }[] };
    };
    expect(detail.bundle.thumbnail).toBe(`/files/bundles/${id}/thumbnail.webp`);
    expect(detail.bundle.products[0]!.image).toBe(`/files/bundles/${id}/product-0.webp`);
    expect(detail.bundle.products[0]!.colors.map((c) => c.image)).toEqual([
      expect.not.stringContaining('/files/bundles/'),
      `/files/bundles/${id}/colour-0-1.webp`,
    ]);
    await tile.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('5 items · 2 colours')).toBeVisible();

    // deleted: gone from the seller's list and the shop
    await page.goto('/admin/bundles');
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${title}?` });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete bundle' }).click();
    await expect(page.getByText('Bundle deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.goto('/bundles');
    await expect(page.getByRole('heading', { level: 1, name: 'Mix & Match Bundles' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  });

  test('a solo bundle asks for exactly 2 products; list and dialog fit a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await sellerLogin(page, '/admin/bundles');
    await noSidewaysScroll(page);
    await page.screenshot({ path: shotPath('bundles-admin/list-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Create Solo 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Solo 1 bundle' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: shotPath('bundles-admin/dialog-top-390.png') });
    const boxes = dialog.getByRole('list', { name: 'Products found' }).getByRole('checkbox');
    await boxes.nth(0).check();
    await dialog.getByRole('button', { name: 'Create bundle' }).click();
    await expect(dialog.getByText('Please select exactly 2 products for this bundle')).toBeVisible();
    await boxes.nth(1).check();
    await boxes.nth(2).click();
    await expect(dialog.getByText('Maximum reached')).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: shotPath('bundles-admin/dialog-390.png') });
    await expectNoSeriousA11yViolations(page);
  });
});
