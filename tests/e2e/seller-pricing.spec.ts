import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { addProduct, sellerLogin } from './support/seller';
import { shotPath } from './support/shots';

/**
 * Issue 29's seller screens: the product editor's Quantity prices part and /admin/pricing's decoration ladders,
 * each refusing a bad row by name, keeping what was typed, and saving what the shop then carries.
 */

/** The desktop project's viewport, and a phone's. */
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The seeds' rule: what /admin/pricing is put back to, as other tests price decoration by it. */
const SEEDS_PRICING = { setupFee: 20, setupFreeFrom: null, decoration: [] };

// the server's refusal of a bad ladder is a 400 on purpose (the browser logs it)
test.use({ allowedConsoleErrors: [/status of 400/] });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** `target` (a part of the page, or the whole page) at 1280 and 390 px wide; the phone never scrolls sideways. */
async function shoot(page: Page, name: string, target?: Locator) {
  for (const [width, size] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await noSidewaysScroll(page);
    const path = shotPath(`seller-pricing/${name}-${width}.png`);
    if (target) await target.screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** A ladder editor's row box: "Row 2: From quantity" / "Row 2: Price each (£)". */
const quantityBox = (part: Locator, row: number) => part.getByLabel(`Row ${row}: From quantity`);
const priceBox = (part: Locator, row: number) => part.getByLabel(`Row ${row}: Price each (£)`);

async function addRow(part: Locator, row: number, quantity: string, price: string) {
  await part.getByRole('button', { name: 'Add a quantity price' }).click();
  await expect(quantityBox(part, row)).toBeFocused();
  await quantityBox(part, row).fill(quantity);
  await priceBox(part, row).fill(price);
}

test('the seller sets a product’s quantity prices: a preview, a bad row refused by name, saved and loaded back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await sellerLogin(page, '/admin/products');
  const title = `Ladder Polo ${Date.now()}`;
  const id = await addProduct(page, title); // £15.00 each
  await page.goto(`/admin/products/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible();

  const part = page.getByRole('group', { name: 'Quantity prices (optional)' });
  const preview = part.getByRole('status');
  await expect(preview).toHaveText('As the shop will show it: £15.00 each at any quantity');

  // a row priced above the base: no preview, and Next is refused naming the row, the box focused
  await addRow(part, 1, '10', '15.50');
  await expect(preview).toHaveText('As the shop will show it: The preview shows once every row is right.');
  await page.getByRole('button', { name: 'Next' }).click();
  const refusal = 'Row 1: the price must be below the base price of £15.00';
  await expect(part.getByText(refusal)).toBeVisible();
  await expect(priceBox(part, 1)).toBeFocused();
  await expect(priceBox(part, 1)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#editor-step-heading')).toHaveText('Step 1 of 5: Basic Info');
  // what was typed stays
  await expect(quantityBox(part, 1)).toHaveValue('10');
  await expect(priceBox(part, 1)).toHaveValue('15.50');
  await shoot(page, 'product-quantity-prices-refused', part);

  // fixed, two more rows, the last removed again: the preview follows as typed
  await priceBox(part, 1).fill('12.50');
  await expect(part.getByText(refusal)).toHaveCount(0);
  await addRow(part, 2, '50', '10.99');
  await expect(preview).toHaveText(
    'As the shop will show it: 1–9: £15.00 each, 10–49: £12.50 each, 50+: £10.99 each',
  );
  await addRow(part, 3, '100', '9.99');
  await expect(preview).toContainText('50–99: £10.99 each, 100+: £9.99 each');
  await part.getByRole('button', { name: 'Remove row 3' }).click();
  await expect(quantityBox(part, 3)).toHaveCount(0);
  await expect(preview).toHaveText(
    'As the shop will show it: 1–9: £15.00 each, 10–49: £12.50 each, 50+: £10.99 each',
  );
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'product-quantity-prices', part);

  // the rows are in the draft: a reload brings them back
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/unsaved changes from .* were restored/)).toBeVisible();
  await expect(priceBox(part, 2)).toHaveValue('10.99');

  // saved with the product: its JSON carries them in pounds, and the editor loads them back
  await page
    .getByRole('navigation', { name: 'Steps of the product form' })
    .getByRole('button', { name: 'Categories' })
    .click();
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText(`Product "${title}" updated successfully!`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const { product } = await (await page.request.get(`/api/products/${id}`)).json();
  expect(product.priceBreaks).toEqual([
    { minQuantity: 10, price: 12.5 },
    { minQuantity: 50, price: 10.99 },
  ]);
  await page.goto(`/admin/products/${id}/edit`);
  await expect(page.getByText(/were restored/)).toHaveCount(0);
  await expect(quantityBox(part, 1)).toHaveValue('10');
  await expect(priceBox(part, 1)).toHaveValue('12.50');
  await expect(quantityBox(part, 2)).toHaveValue('50');
  await expect(priceBox(part, 2)).toHaveValue('10.99');
});

test.describe('the decoration prices', () => {
  // the tests here change the one setting: one at a time
  test.describe.configure({ mode: 'serial' });
  // one shop-wide setting: put back to the seeds' rule, which other tests price decoration by
  test.afterEach(async ({ page }) => {
    const res = await page.request.put('/api/pricing', { data: SEEDS_PRICING });
    expect(res.status()).toBe(200);
  });

  test('the seller sets an Embroidery ladder and the setup waiver on /admin/pricing: a bad row refused by name, then kept', async ({
    page,
  }) => {
    await sellerLogin(page, '/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Seller sections' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page).toHaveURL(/\/admin\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Decoration pricing' })).toBeVisible();

    // the seeds' rule until the seller sets one
    await expect(page.getByLabel('Setup fee (£)')).toHaveValue('20.00');
    const waive = page.getByRole('checkbox', { name: /Waive the setup fee/ });
    await expect(waive).not.toBeChecked();
    await expect(page.getByLabel('Waive it from this many garments')).toHaveCount(0);
    const small = page.getByRole('group', { name: /^Embroidery, small positions \(breast, sleeve, nape\)/ });
    await expect(small.getByRole('status')).toHaveText(
      'As the shop will show it: £5.50 per garment at any quantity',
    );

    // thresholds above any other test's order, so a parallel test's prices are not moved meanwhile
    await addRow(small, 1, '500', '4.95');
    await addRow(small, 2, '1000', '5.00');
    await waive.check();
    await page.getByLabel('Waive it from this many garments').fill('2000');
    await page.getByRole('button', { name: 'Save prices' }).click();
    const refusal = "Embroidery, small positions: Row 2: the price must be below row 1's";
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await expect(small.getByText("Row 2: the price must be below row 1's", { exact: true })).toBeVisible();
    await expect(priceBox(small, 2)).toBeFocused();
    await expect(priceBox(small, 2)).toHaveAttribute('aria-invalid', 'true');
    // nothing saved, and what was typed stays
    expect((await (await page.request.get('/api/pricing')).json()).decoration).toEqual([]);
    await expect(priceBox(small, 2)).toHaveValue('5.00');
    await expect(page.getByLabel('Waive it from this many garments')).toHaveValue('2000');
    await shoot(page, 'admin-pricing-refused-ladder', small);

    await priceBox(small, 2).fill('3.95');
    await expect(small.getByRole('status')).toHaveText(
      'As the shop will show it: 1–499: £5.50 per garment, 500–999: £4.95 per garment, 1000+: £3.95 per garment',
    );
    await page.getByRole('button', { name: 'Save prices' }).click();
    await expect(page.getByText('Prices saved: the shop shows them now.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const saved = await (await page.request.get('/api/pricing')).json();
    expect(saved.setupFreeFrom).toBe(2000);
    expect(saved.decoration).toContainEqual({
      method: 'Embroidery',
      positionSize: 'small',
      breaks: [
        { minQuantity: 500, price: 4.95 },
        { minQuantity: 1000, price: 3.95 },
      ],
    });

    await page.reload();
    await expect(waive).toBeChecked();
    await expect(page.getByLabel('Waive it from this many garments')).toHaveValue('2000');
    await expect(quantityBox(small, 1)).toHaveValue('500');
    await expect(priceBox(small, 2)).toHaveValue('3.95');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'admin-pricing');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the page still shows the prices as saved', async ({ page }) => {
      await sellerLogin(page, '/admin/pricing');
      const res = await page.request.put('/api/pricing', {
        data: {
          setupFee: 18,
          setupFreeFrom: 3000,
          decoration: [
            { method: 'Print', positionSize: 'large', breaks: [{ minQuantity: 600, price: 4.5 }] },
          ],
        },
      });
      expect(res.status()).toBe(200);
      await page.reload();
      await expect(page.getByLabel('Setup fee (£)')).toHaveValue('18.00');
      await expect(page.getByLabel('Waive it from this many garments')).toHaveValue('3000');
      const large = page.getByRole('group', { name: /^Print, large positions/ });
      await expect(quantityBox(large, 1)).toHaveValue('600');
      await expect(large.getByRole('status')).toHaveText(
        'As the shop will show it: 1–599: £5.50 per garment, 600+: £4.50 per garment',
      );
    });
  });
});
