// Issue 13 end to end: a customer builds an everyday bundle (5/3/2, the first product in three colours), adds
// a text logo on two positions, sees the mock-ups on Confirm Your Design, adds it to the cart as ONE line, pays
// with the test card, and the seller sees the bundle line with its garments and mock-ups on the order and the
// invoice.
import type { Browser } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import {
  addBundleColour,
  addItems,
  bundleIdOfType,
  bundleSection,
  buildEverydayBundle,
  buildSoloBundle,
  confirmBundleMethod,
  openBundle,
  sectionSizes,
  startBundleLogo,
} from './support/bundle-page';
import { sellerInOwnBrowser, searchOrders } from './support/seller';
import { shotPath } from './support/shots';
import { cartLink, checkoutAndPay, signUpAndLogIn } from './support/shopper';
import { pdfText } from '../helpers/pdf-text';

const LOGO = 'BLOGGS BUILDERS';

/** The seller logs in in a browser of their own and opens the order by its number. */
async function openOrderAsSeller(browser: Browser, number: string) {
  const { context, seller } = await sellerInOwnBrowser(browser, '/admin/orders');
  const row = await searchOrders(seller, number);
  await row.getByRole('link', { name: `View order ${number}` }).click();
  await expect(seller.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  return { context, seller };
}

test('a customer buys an everyday bundle with a text logo on two positions; the seller sees it on the order and invoice', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page, 'bundle.buyer');
  const id = await bundleIdOfType(page.request, 'everyday');
  await openBundle(page, id);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const bundlePrice = Math.round(
    Number(
      (await page
        .getByRole('region', { name: 'Your bundle', exact: true })
        .getByRole('definition')
        .first()
        .textContent())!.replace('£', ''),
    ) * 100,
  );
  const colours = await buildEverydayBundle(page);

  // the wizard: method, two positions, a text logo, back at the method step, then Confirm Your Design
  await startBundleLogo(page, {
    method: 'Embroidery',
    positions: ['Left Breast', 'Large Back'],
    design: /Text Logo/,
  });
  const textStep = page.getByRole('dialog', { name: 'Text Logo' });
  await textStep.getByLabel('Text line').fill(LOGO);
  await textStep.getByRole('radio', { name: 'Serif', exact: true }).check();
  await textStep.getByRole('button', { name: 'Save Design' }).click();

  const wizard = await confirmBundleMethod(page, 'Embroidery');
  const garments = wizard.getByRole('list', { name: 'Your garments' }).getByRole('listitem');
  await expect(garments).toHaveCount(5);
  for (const colour of [...colours.product1, colours.product2, colours.product3])
    await expect(wizard.getByText(new RegExp(` · ${colour}$`)).first()).toBeVisible();
  // every garment carries the logo at both positions, drawn in the chosen font
  await expect(wizard.locator('[data-position="Left Breast"]')).toHaveCount(5);
  await expect(wizard.locator('[data-position="Large Back"]')).toHaveCount(5);
  await expect(wizard.locator('[data-position="Large Back"] text').first()).toContainText(
    LOGO.split(' ')[0]!,
  );
  // £5.50 × 10 garments × 2 positions, £20 setup once
  await expect(wizard.getByText('Logo (10 garments × 2 positions × £5.50)')).toBeVisible();
  const total = bundlePrice + 11_000 + 2_000;
  await expect(wizard.getByRole('definition').last()).toHaveText(`£${(total / 100).toFixed(2)}`);
  await wizard.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(wizard).toBeHidden();
  await expect(page.getByText('Bundle successfully added to cart!').first()).toBeVisible();
  await page.getByRole('link', { name: 'Go to Cart' }).click();

  // the cart: one line for the whole bundle, its garments listed under it
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(title, { exact: true })).toHaveCount(1);
  await expect(main.getByText('Bundle of 10 garments').first()).toBeVisible();
  await expect(main.getByRole('list', { name: `Garments in ${title}` }).getByRole('listitem')).toHaveCount(5);

  // pay with the test card
  const number = await checkoutAndPay(page);

  // the seller: the bundle line with its garments, its decoration and a mock-up per product and colour
  const { context, seller } = await openOrderAsSeller(browser, number);
  const lines = seller.getByRole('list', { name: 'Items in this order' });
  await expect(lines.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);
  await expect(lines).toContainText('Bundle of 10 garments');
  await expect(lines.getByRole('list', { name: `Garments in ${title}` }).getByRole('listitem')).toHaveCount(
    5,
  );
  await expect(lines).toContainText(`Left Breast: Embroidery, text '${LOGO}' in Serif`);
  await expect(lines).toContainText(`Large Back: Embroidery, text '${LOGO}' in Serif`);
  await expect(
    lines.getByRole('list', { name: 'Mock-ups of the bundle’s garments' }).getByRole('listitem'),
  ).toHaveCount(5);

  // the invoice names the bundle, its garments and the charges
  const orderId = /\/admin\/orders\/([0-9a-f-]{36})$/.exec(seller.url())![1]!;
  const invoice = await seller.request.get(`/api/orders/${orderId}/invoice`);
  expect(invoice.status()).toBe(200);
  const text = await pdfText(await invoice.body());
  for (const part of [
    title,
    'Bundle of 10 garments',
    `${colours.product1[0]}`,
    'Logo application £110.00',
    'Setup fees £20.00',
  ])
    expect(text).toContain(part);
  await context.close();
});

test('a guest adds a bundle without a logo from the bar: the header counts it and the cart shows one line', async ({
  page,
}) => {
  const id = await bundleIdOfType(page.request, 'solo1');
  await openBundle(page, id);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
  const s1 = bundleSection(page, 1);
  const [a, b] = [await addBundleColour(s1), await addBundleColour(s1)];
  const sizes = await sectionSizes(s1, a);
  await addItems(s1, a, sizes[0]!, 2);
  await addItems(s1, b, sizes[1]!, 1);
  const s2 = bundleSection(page, 2);
  const c2 = await addBundleColour(s2);
  await addItems(s2, c2, (await sectionSizes(s2, c2))[0]!, 2);
  await page
    .getByRole('region', { name: 'Your bundle', exact: true })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(page.getByText('Bundle successfully added to cart!').first()).toBeVisible();
  // the header's count is refreshed, and the choice starts again
  await expect(cartLink(page)).not.toHaveAccessibleName('Cart, empty');
  await expect(s1.getByText('0 of 3 selected')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Cart' }).click();
  const main = page.getByRole('main');
  await expect(main.getByText(title, { exact: true })).toHaveCount(1);
  await expect(main.getByRole('list', { name: `Garments in ${title}` }).getByRole('listitem')).toHaveCount(3);
});

test('an uploaded logo is stored when chosen, its artwork checks shown, and the bundle names it; the cart line carries it on every garment', async ({
  page,
}) => {
  await signUpAndLogIn(page, 'bundle.upload');
  const id = await bundleIdOfType(page.request, 'solo2');
  await openBundle(page, id);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await buildSoloBundle(page);
  await startBundleLogo(page, { method: 'Print', positions: ['Large Front'], design: /Upload Logo/ });
  let wizard = page.getByRole('dialog', { name: 'Upload Your Logo' });
  const buffer = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#e4572e' } })
    .png()
    .toBuffer();
  // the file is uploaded as soon as it is chosen (POST /api/logos), so its artwork checks show at once
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/logos') && r.request().method() === 'POST',
  );
  await wizard.getByLabel('Logo file').setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer });
  const logoId = ((await (await stored).json()) as { logo: { _id: string } }).logo._id;
  const check = wizard.getByRole('status', { name: 'Artwork check' });
  await expect(check).toContainText('At Large Front this logo prints at about 41 DPI, so it may look blurry');
  await wizard.getByRole('button', { name: 'Save Design' }).click();
  wizard = await confirmBundleMethod(page, 'Print');
  await expect(wizard.locator('[data-position="Large Front"] img')).toHaveCount(2);
  await expect(wizard.getByText('Logo (5 garments × 1 position × £5.50)')).toBeVisible();
  // the confirmation repeats the checks: advice, which never stops the add
  await expect(wizard.getByRole('status', { name: 'Artwork check' })).toContainText(
    'prints well up to 6.5 × 3 cm',
  );
  await expect(wizard.getByText('Setup fee (new design)')).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await wizard.getByRole('status', { name: 'Artwork check' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(`artwork/bundle-confirm-${width}.png`) });
  }
  const add = page.waitForRequest((r) => r.url().endsWith('/api/cart/') && r.method() === 'POST');
  await wizard.getByRole('button', { name: 'Add to Cart' }).click();
  const sent = await add;
  expect(sent.headers()['content-type']).toMatch(/^application\/json/);
  expect(sent.postDataJSON()).toMatchObject({ logo: logoId, method: 'Print', position: ['Large Front'] });
  await expect(page.getByText('Bundle successfully added to cart!').first()).toBeVisible();
  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main.getByText(title, { exact: true })).toHaveCount(1);
  await expect(main).toContainText(/Large Front: Print, logo/);
});
