import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { CLICK_DROP_COLUMNS } from '../../domain/click-drop';
import { parseCsv } from '../../domain/csv-read';
import { WEIGHT_GRAMS_MESSAGE } from '../../domain/parcel-weight';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { sellerInOwnBrowser } from './support/seller';
import {
  addToCartAndContinue,
  checkoutAndPay,
  chooseColourAndSizes,
  openFirstProduct,
} from './support/shopper';
import { shootWidths } from './support/shots';

/** A guest buys two of the first polo in a browser of its own: the product's id and title, the order's number. */
async function twoPolosBought(browser: Browser) {
  const random = () => Math.floor(Math.random() * 250);
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.36.${random()}.${random()}` },
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('welcomePopupSeen', 'true');
    localStorage.setItem('cookieConsent', 'accepted');
  });
  const title = await openFirstProduct(page, 'polo');
  const productId = /\/product\/([^/?#]+)/.exec(page.url())![1]!;
  await chooseColourAndSizes(page, { M: 2 });
  await addToCartAndContinue(page);
  const email = `click.drop.${Date.now()}@example.co.uk`;
  const number = await checkoutAndPay(page, { email });
  await context.close();
  return { productId, title, number, email };
}

const submit = (page: Page) => page.getByRole('button', { name: /^(Add|Update) Product$/ }).click();

test('the seller weighs a polo in the editor, then downloads its order for Click & Drop from the orders list', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const bought = await twoPolosBought(browser);
  const { context, seller, errors } = await sellerInOwnBrowser(
    browser,
    `/admin/products/${bought.productId}/edit`,
  );

  // the weight, on the Categories step beside the VAT rate: empty says what the polo default is
  await expect(seller.getByRole('heading', { level: 1, name: /^Edit / })).toBeVisible();
  await expect(async () => {
    await seller
      .getByRole('navigation', { name: 'Steps of the product form' })
      .getByRole('button', { name: 'Categories' })
      .click();
    await expect(seller.locator('#editor-step-heading')).toHaveText('Step 5 of 5: Categories', {
      timeout: 2_000,
    });
  }).toPass();
  const weight = seller.getByLabel('Weight (grams)');
  await weight.fill('');
  await expect(weight).toHaveAccessibleDescription(
    'One garment, packed, for Royal Mail Click & Drop. Left empty, the Polo default of 250 g is used.',
  );
  // refused in the editor before it is sent, beside the box
  await weight.fill('40000');
  await submit(seller);
  await expect(seller.getByText(WEIGHT_GRAMS_MESSAGE)).toBeVisible();
  await expect(weight).toBeFocused();
  await shootWidths(seller, 'click-drop/editor-weight-refused', weight.locator('xpath=..'));
  await weight.fill('345');
  await submit(seller);
  await expect(seller.getByText(/^Product ".+" updated successfully!$/)).toBeVisible();
  await expect(seller).toHaveURL(/\/admin\/products$/);

  // the orders list: with nothing ticked the button exports every paid, unshipped order
  await seller.goto('/admin/orders');
  const bar = seller.getByRole('group', { name: 'Bulk shipping' });
  await expect(
    bar.getByRole('button', { name: 'Export all paid, unshipped for Click & Drop' }),
  ).toBeVisible();
  const tick = seller.getByRole('checkbox', { name: `Select order ${bought.number}` });
  await expect(async () => {
    await tick.check();
    await expect(bar).toContainText('1 selected', { timeout: 1_000 });
  }).toPass();
  const exportOne = bar.getByRole('button', { name: 'Export 1 for Click & Drop' });
  await expectNoSeriousA11yViolations(seller);
  await shootWidths(seller, 'click-drop/orders-selected');

  const [download] = await Promise.all([seller.waitForEvent('download'), exportOne.click()]);
  expect(download.suggestedFilename()).toBe('click-and-drop.csv');
  const [header, ...rows] = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(header).toEqual([...CLICK_DROP_COLUMNS]);
  expect(rows).toHaveLength(1);
  const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
  expect(row).toMatchObject({
    'Order reference': bought.number,
    'First name': 'Jo',
    'Last name': 'Bloggs',
    'Address line 1': '1 High Street',
    Town: 'Leeds',
    'Country code': 'GB',
    Email: bought.email,
    Phone: '0113 496 0000',
    // two polos at the 345 g just saved, and 50 g of packing
    'Weight (kg)': '0.740',
    'Package size': 'Small parcel',
    'Service code': 'TPS48',
    Contents: `2 x ${bought.title}`,
  });
  expect(row.Postcode).toMatch(/^LS1 4AP$/i);
  await expect(seller.getByText('Click & Drop file of 1 order downloaded.')).toBeVisible();

  // shipped, it is no longer waiting for a label: the export says so in the server's words
  await bar.getByRole('button', { name: 'Mark shipped…' }).click();
  const ship = seller.getByRole('dialog', { name: 'Mark 1 order shipped' });
  await ship.getByLabel('Carrier').selectOption('Royal Mail');
  await ship.getByLabel(`Order ${bought.number}`).fill('AB123456785GB');
  await ship.getByRole('button', { name: 'Mark 1 order shipped' }).click();
  await expect(ship).toBeHidden();
  await tick.check();
  await exportOne.click();
  await expect(bar.getByRole('alert')).toHaveText(
    `Not exported: ${bought.number} has already shipped. Click & Drop takes paid orders waiting to ship: untick it and export again.`,
  );
  await expectNoSeriousA11yViolations(seller);
  await shootWidths(seller, 'click-drop/export-refused');
  // the refusal is of that selection: unticked, it goes, and the button is for every order again
  await tick.uncheck();
  await expect(bar.getByRole('alert')).toHaveCount(0);
  await expect(
    bar.getByRole('button', { name: 'Export all paid, unshipped for Click & Drop' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
