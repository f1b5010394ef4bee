// Issue 14, item 2: the artwork checks at upload. The shopper sees the findings for the chosen position and method
// in the logo wizard before adding to the cart (advice, never a block), and the seller sees the same findings
// under the uploaded logo on the order page.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { sellerInOwnBrowser } from './support/seller';
import { shotPath } from './support/shots';
import { checkoutAndPay, chooseColourAndSizes, openFirstProduct, signUpAndLogIn } from './support/shopper';

/** Opens the wizard on a polo and goes to the upload step with the method and position chosen. */
async function toUploadStep(page: Page, method: 'Print' | 'Embroidery', position: string): Promise<Locator> {
  await openFirstProduct(page, 'polo');
  await chooseColourAndSizes(page, { M: 1 });
  await page.getByRole('button', { name: 'ADD LOGO' }).click();
  const wizard = page.getByRole('dialog');
  await expect(wizard).toHaveAccessibleName('Application Method');
  await wizard.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  await wizard.getByRole('button', { name: 'Next Step' }).click();
  await wizard.getByRole('radio', { name: position, exact: true }).check();
  await wizard.getByRole('button', { name: 'Next Step' }).click();
  await wizard.getByRole('button', { name: /Upload Your Logo/ }).click();
  await expect(wizard).toHaveAccessibleName('Upload Your Logo');
  return wizard;
}

/** Vertical stripes of the colours on an opaque 600x300 canvas: a logo of that many colours. */
async function stripesPng(colours: string[]): Promise<Buffer> {
  const stripe = Math.ceil(600 / colours.length);
  const parts = await Promise.all(
    colours.map((background) =>
      sharp({ create: { width: stripe, height: 300, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp({ create: { width: 600, height: 300, channels: 3, background: '#ffffff' } })
    .composite(parts.map((input, i) => ({ input, left: i * stripe, top: 0 })))
    .png()
    .toBuffer();
}

const LOW_RES =
  'At Left Breast this logo prints at about 34 DPI, so it may look blurry; it prints well up to 2 × 1 cm.';

for (const tag of ['', '@phone ']) {
  test(`${tag}a 120×60 PNG at Left Breast by print: the low-resolution warning before the add, and the seller sees it on the order`, async ({
    page,
    browser,
  }, testInfo) => {
    await signUpAndLogIn(page, 'artwork.lowres');
    const wizard = await toUploadStep(page, 'Print', 'Left Breast');
    const buffer = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    await wizard
      .getByLabel('Logo file')
      .setInputFiles({ name: 'small-logo.png', mimeType: 'image/png', buffer });

    // announced in a live region, in words (Warning:), warnings first, the domain's own message
    const check = wizard.getByRole('status', { name: 'Artwork check' });
    await expect(check).toContainText(`Warning: ${LOW_RES}`);
    await expect(check).toContainText('This image is very small (120 × 60 pixels)');
    await expect(check.locator('li').first()).toHaveAttribute('data-level', 'warning');
    const add = wizard.getByRole('button', { name: 'Add 1 Item' });
    await expect(add).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    const phone = testInfo.project.name === 'phone';
    if (phone) {
      // nothing wider than a 390 px phone
      await page.setViewportSize({ width: 390, height: 844 });
      const overflow = await wizard.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await check.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(`artwork/wizard-low-resolution-${phone ? 390 : 1280}.png`) });
    if (phone) return;

    // advice only: the add goes through, and the order is paid
    await add.click();
    await expect(page.getByText('Logo added to 1 item!')).toBeVisible();
    await checkoutAndPay(page);
    await page.goto('/account/orders');
    await page
      .getByRole('link', { name: /^View order/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    // the customer's order page carries no findings
    await expect(page.getByText('Left Breast: Print, logo small-logo.png')).toBeVisible();
    await expect(page.getByText(LOW_RES)).toHaveCount(0);

    // the seller, in a browser of their own
    const { context, seller } = await sellerInOwnBrowser(browser, `/admin/orders/${orderId}`);
    const findings = seller.getByRole('list', { name: 'Artwork check at Left Breast' });
    await expect(findings).toContainText(`Warning: ${LOW_RES}`);
    await expect(findings).toContainText('This image is very small (120 × 60 pixels)');
    await expectNoSeriousA11yViolations(seller);
    for (const width of [390, 1280]) {
      await seller.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await seller.screenshot({ path: shotPath(`artwork/seller-order-line-${width}.png`), fullPage: true });
    }
    await context.close();
  });
}

test('an SVG is recognised as vector artwork, and a previous logo shows its checks when chosen', async ({
  page,
}) => {
  await signUpAndLogIn(page, 'artwork.svg');
  const wizard = await toUploadStep(page, 'Print', 'Large Back');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">
    <circle cx="50" cy="50" r="40" fill="#1d4ed8"/><rect x="110" y="20" width="70" height="60" fill="#dc2626"/></svg>`;
  await wizard
    .getByLabel('Logo file')
    .setInputFiles({ name: 'mark.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  const check = wizard.getByRole('status', { name: 'Artwork check' });
  await expect(check).toContainText('OK: Vector artwork: prints sharp at any size.');
  await expect(check).not.toContainText('Warning');

  // the same logo, chosen again from the previous logos, brings its checks with it
  await wizard.getByLabel('Logo file').setInputFiles([]);
  await expect(check).not.toContainText('Vector artwork');
  await wizard.getByRole('button', { name: 'Use Previous Logo' }).click();
  await wizard
    .getByRole('list', { name: 'Previous logos' })
    .getByRole('button', { name: /mark\.svg/ })
    .click();
  await expect(check).toContainText('OK: Vector artwork: prints sharp at any size.');
});

test('embroidery of a many-colour PNG notes the colours', async ({ page }) => {
  await signUpAndLogIn(page, 'artwork.colours');
  const wizard = await toUploadStep(page, 'Embroidery', 'Left Breast');
  const buffer = await stripesPng([
    '#e6194b',
    '#3cb44b',
    '#ffe119',
    '#4363d8',
    '#f58231',
    '#911eb4',
    '#46f0f0',
    '#f032e6',
    '#000000',
  ]);
  await wizard.getByLabel('Logo file').setInputFiles({ name: 'rainbow.png', mimeType: 'image/png', buffer });
  const check = wizard.getByRole('status', { name: 'Artwork check' });
  await expect(check).toContainText(
    'Note: This logo has about 9 colours. Embroidery works best with 6 or fewer, so we may combine similar shades',
  );
  // 600 px across 9 cm is about 169 DPI: sharp enough, said as reassurance
  await expect(check).toContainText('OK: At Left Breast this logo prints sharp, at about 169 DPI.');
  await expectNoSeriousA11yViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await check.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(`artwork/wizard-embroidery-colours-${width}.png`) });
  }
});
