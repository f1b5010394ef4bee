import { formatPounds } from '../../domain/money';
import { priceCart } from '../../domain/pricing';
import { expect, test } from './support/fixtures';
import { chooseTextLogo, TEXT_AND_UPLOAD, uploadPlainLogo } from './support/logo-wizard';
import {
  cartLines,
  chooseColourAndSizes,
  expectSummaryCharges,
  fillUkAddress,
  openFirstProduct,
  payWithTestCard,
  signUpAndLogIn,
  unitPence,
} from './support/shopper';

/**
 * The most common workwear order, end to end: 40 polos in five sizes typed into the size grid, a left-breast
 * text logo and a large-back uploaded logo on every one of them, seen front and back, and paid.
 */
const FIVE_SIZES = { S: 8, M: 8, L: 8, XL: 8, '2XL': 8 };

test('a customer orders 40 polos in five sizes with a left-breast text and a large-back logo, and pays', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUpAndLogIn(page, 'trade');
  await openFirstProduct(page, 'polo');
  const unitPrice = await unitPence(page);
  await chooseColourAndSizes(page, FIVE_SIZES);
  await expect(page.getByText(/^40 items selected/)).toBeVisible();
  await page.getByRole('button', { name: 'ADD LOGO' }).click();

  const wizard = page.getByRole('dialog');
  await expect(wizard).toHaveAccessibleName('Application Method');
  await chooseTextLogo(wizard, { position: 'Left Breast', text: 'BLOGGS BUILDERS', font: 'Serif' });
  await wizard.getByRole('button', { name: 'Add another position' }).click();

  await wizard.getByRole('radio', { name: /Print/ }).check();
  await wizard.getByRole('button', { name: 'Next Step' }).click();
  await wizard.getByRole('radio', { name: 'Large Back', exact: true }).check();
  await wizard.getByRole('button', { name: 'Next Step' }).click();
  await uploadPlainLogo(wizard, testInfo.outputPath('bloggs-back.png'));

  // both decorations on the mock-up: the text on the front, the upload on the back
  await expect(wizard.getByRole('img', { name: /with your logo on the Left Breast$/ })).toBeVisible();
  await expect(wizard.getByRole('img', { name: /, back with your logo on the Large Back$/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('trade-wizard.png') });

  await wizard.getByRole('button', { name: 'Add 40 Items to Cart' }).click();
  await expect(wizard).toBeHidden();

  // the cart: five lines, each with both logos and both views; the figures are domain/pricing's
  const expected = priceCart(
    Object.values(FIVE_SIZES).map((quantity) => ({ unitPrice, quantity, decorations: TEXT_AND_UPLOAD })),
  );
  expect(expected.logoCharges).toBe(40 * 2 * 550);
  expect(expected.setupFees).toBe(2 * 2000);
  await page.goto('/cart');
  const lines = cartLines(page);
  await expect(lines).toHaveCount(5);
  for (const line of await lines.all()) {
    await expect(line).toContainText("Left Breast: Embroidery, text 'BLOGGS BUILDERS' in Serif");
    await expect(line).toContainText('Large Back: Print, logo bloggs-back.png');
    await expect(line.locator('[data-mockup-views]')).toHaveAttribute('data-mockup-views', 'front back');
  }
  await expectSummaryCharges(page, expected);

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await fillUkAddress(page);
  await page.getByRole('button', { name: `Pay ${formatPounds(expected.total)}` }).click();

  await expect(page.getByText(formatPounds(expected.total)).first()).toBeVisible();
  await payWithTestCard(page);

  await expect(page).toHaveURL(/\/success\?session_id=/);
  await expect(page.getByText(/Payment received for order #\d+/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order summary' })).toContainText(formatPounds(expected.total));
});
