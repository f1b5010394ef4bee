import sharp from 'sharp';
import { priceCart } from '../../domain/pricing';
import { formatPounds } from '../../domain/money';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import {
  cartLink,
  chooseColourAndSizes,
  logIn,
  openFirstProduct,
  signUpAndLogIn,
  signUpElsewhere,
  summaryValue,
} from './support/shopper';

// refusals the tests provoke (401 at the logo check, 400 validation) are logged by the browser
test.use({ allowedConsoleErrors: [/status of 40[0-9]/] });

test.describe('buying garments', () => {
  test('a guest adds plain items, then logs in and finds them in the cart', async ({ page, browser }) => {
    const title = await openFirstProduct(page);
    const price = (await page
      .getByText(/^£\d+\.\d\d$/)
      .first()
      .textContent())!;
    const colour = await chooseColourAndSizes(page, { M: 2, L: 1 });
    await page.getByRole('button', { name: 'Add to Cart (3)' }).click();
    // one message: the dialog (no toast saying the same)
    const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
    await expect(dialog).toContainText('3 items have been added to the cart.');
    await expect(page.getByText('3 items successfully added to cart!')).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Go to Cart' }).click();

    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 3 items');
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText(`${title} (M)`);
    await expect(lines.first()).toContainText(`Colour ${colour}`);
    await expect(lines.first()).toContainText(`${price} each`);
    await expectNoSeriousA11yViolations(page);

    // the same person signs up in another tab; logging in here brings the guest cart along
    const email = await signUpElsewhere(browser, 'guest-cart');
    await page.goto('/login?redirectTo=/cart');
    await logIn(page, email);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(2);
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 3 items');
  });

  test('the cart steps quantities, removes lines, changes shipping, and its figures are domain/pricing’s', async ({
    page,
  }) => {
    await openFirstProduct(page, 't-shirt');
    await chooseColourAndSizes(page, { S: 1, M: 1 });
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page
      .getByRole('dialog', { name: 'Added to Cart' })
      .getByRole('link', { name: 'Go to Cart' })
      .click();

    const unit = Number(
      (await page.getByText(/each$/).first().textContent())!.match(/£(\d+\.\d\d) each/)![1],
    );
    const pence = Math.round(unit * 100);
    const more = page.getByRole('button', { name: /^More .*\(S,/ });
    await more.click();
    await more.click();
    await expect(page.getByRole('spinbutton', { name: /^Quantity of .*\(S,/ })).toHaveValue('3');
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 4 items');
    await page.getByRole('button', { name: /^Fewer .*\(S,/ }).click();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 3 items');

    let expected = priceCart([{ unitPrice: pence, quantity: 3, decorations: [] }]);
    await expect(summaryValue(page, /^Subtotal/)).toHaveText(formatPounds(expected.goods));
    await expect(summaryValue(page, /^Total$/)).toHaveText(formatPounds(expected.total));
    await expect(summaryValue(page, /^VAT$/)).toHaveText('No VAT Charged');

    await page.getByRole('radio', { name: /Expedited/ }).check();
    expected = priceCart([{ unitPrice: pence, quantity: 3, decorations: [] }], {
      shippingType: 'expedited',
    });
    await expect(summaryValue(page, /^Shipping$/)).toHaveText(formatPounds(expected.shipping));
    await expect(summaryValue(page, /^Total$/)).toHaveText(formatPounds(expected.total));

    await page.getByRole('button', { name: /^Remove .*\(M,/ }).click();
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, empty');
  });
});

test.describe('the logo wizard', () => {
  test('a logged-out shopper goes to login and comes back to an open wizard with their choice kept', async ({
    page,
    browser,
  }) => {
    const email = await signUpElsewhere(browser, 'detour');

    await openFirstProduct(page);
    const colour = await chooseColourAndSizes(page, { M: 2, XL: 1 });
    await page.getByRole('button', { name: 'ADD LOGO' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await logIn(page, email);

    const wizard = page.getByRole('dialog', { name: 'Application Method' });
    await expect(wizard).toBeVisible();
    await expect(wizard.getByText('M (Qty: 2)')).toBeVisible();
    await expect(wizard.getByText('XL (Qty: 1)')).toBeVisible();
    await expect(wizard.getByText(new RegExp(`· ${colour}`))).toBeVisible();
    // the address is tidied, so a reload does not reopen it
    await expect(page).not.toHaveURL(/wizard=1/);
  });

  test('text logo: method, position, the validation message, live mock-up, then into the cart', async ({
    page,
  }) => {
    await signUpAndLogIn(page, 'text-logo');
    const title = await openFirstProduct(page);
    await chooseColourAndSizes(page, { M: 2, L: 1 });
    await page.getByRole('button', { name: 'ADD LOGO' }).click();

    const wizard = page.getByRole('dialog');
    await expect(wizard).toHaveAccessibleName('Application Method');
    await expect(wizard.getByRole('radio', { name: /Embroidery/ })).toBeChecked();
    await expect(wizard.getByText('Recommended')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await wizard.getByRole('button', { name: 'Next Step' }).click();

    await expect(wizard).toHaveAccessibleName('Choose Position');
    await expect(wizard.getByRole('radio', { name: 'Large Front' })).toBeChecked();
    await expect(wizard.getByRole('radio')).toHaveCount(7);
    await wizard.getByRole('radio', { name: 'Left Breast' }).check();
    await wizard.getByRole('button', { name: 'Next Step' }).click();

    await expect(wizard).toHaveAccessibleName('Add Your Logo');
    await wizard.getByRole('button', { name: /Text Logo/ }).click();
    await expect(wizard).toHaveAccessibleName('Text Logo');
    await wizard.getByRole('button', { name: 'Add 3 Items to Cart' }).click();
    await expect(wizard.getByRole('alert')).toHaveText('Please enter text for the logo.');

    await wizard.getByLabel('Text line').fill('Bloggs & Sons');
    await wizard.getByRole('radio', { name: 'Script' }).check();
    await expect(wizard.getByRole('img', { name: /Left Breast/ })).toBeVisible();
    await expect(
      wizard
        .locator('svg text')
        .filter({ hasText: /Bloggs/ })
        .first(),
    ).toBeVisible();
    await wizard.getByLabel(/Additional notes/).fill('Gold thread');
    await wizard.getByRole('button', { name: 'Add 3 Items to Cart' }).click();
    await expect(page.getByText('Logo added to 3 items!')).toBeVisible();
    await expect(wizard).toBeHidden();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 3 items');

    await page.goto('/cart');
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText(`${title} (M)`);
    await expect(lines.first()).toContainText("Left Breast: Embroidery, text 'Bloggs & Sons' in Script");
    await expect(summaryValue(page, /^Logo charges$/)).toHaveText('£16.50');
    await expect(summaryValue(page, /^Setup fees/)).toHaveText('£20.00');
  });

  test('upload: the validation message, a PNG with its preview and price breakdown, then into the cart', async ({
    page,
  }, testInfo) => {
    await signUpAndLogIn(page, 'upload-logo');
    await openFirstProduct(page, 'sweatshirt');
    await chooseColourAndSizes(page, { L: 2 });
    await page.getByRole('button', { name: 'ADD LOGO' }).click();
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('button', { name: 'Next Step' }).click();
    await wizard.getByRole('button', { name: 'Next Step' }).click();
    await wizard.getByRole('button', { name: /Upload Your Logo/ }).click();
    await expect(wizard).toHaveAccessibleName('Upload Your Logo');
    await wizard.getByRole('button', { name: 'Add 2 Items' }).click();
    await expect(wizard.getByRole('alert')).toHaveText(
      'Please upload a logo or select a previous logo before finishing.',
    );

    const file = testInfo.outputPath('acme-logo.png');
    await sharp({ create: { width: 300, height: 120, channels: 4, background: '#d21f3c' } })
      .png()
      .toFile(file);
    await wizard.getByLabel('Logo file').setInputFiles(file);
    await expect(wizard.getByRole('img', { name: 'Your logo', exact: true })).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Use Previous Logo' })).toBeDisabled();
    const breakdown = wizard.getByRole('definition').filter({ hasText: '£20.00' });
    await expect(breakdown).toBeVisible();
    await expect(wizard.getByText('£11.00')).toBeVisible();
    await wizard.getByRole('button', { name: 'Add 2 Items' }).click();
    await expect(page.getByText('Logo added to 2 items!')).toBeVisible();

    // a second batch re-uses the logo from the Previous Logo grid: the same design, so no second setup fee
    await chooseColourAndSizes(page, { XL: 1 });
    await page.getByRole('button', { name: 'ADD LOGO' }).click();
    await wizard.getByRole('button', { name: 'Next Step' }).click();
    await wizard.getByRole('button', { name: 'Next Step' }).click();
    await wizard.getByRole('button', { name: /Upload Your Logo/ }).click();
    await wizard.getByRole('button', { name: 'Use Previous Logo' }).click();
    await wizard
      .getByRole('list', { name: 'Previous logos' })
      .getByRole('button', { name: 'acme-logo.png' })
      .click();
    await expect(wizard.getByText('Setup fee (already in your cart)')).toBeVisible();
    await wizard.getByRole('button', { name: 'Add 1 Item' }).click();
    await expect(page.getByText('Logo added to 1 item!')).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(2);
    await expect(summaryValue(page, /^Logo charges$/)).toHaveText('£16.50');
    await expect(summaryValue(page, /^Setup fees/)).toHaveText('£20.00');
    await expectNoSeriousA11yViolations(page);
  });

  test('Escape closes the wizard and gives focus back to ADD LOGO', async ({ page }) => {
    await signUpAndLogIn(page, 'escape');
    await openFirstProduct(page);
    await chooseColourAndSizes(page, { S: 1 });
    const addLogo = page.getByRole('button', { name: 'ADD LOGO' });
    await addLogo.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(addLogo).toBeFocused();
  });
});

test('@phone the Added to Cart dialog stacks its two 44 px buttons on a phone', async ({ page }) => {
  await openFirstProduct(page);
  await chooseColourAndSizes(page, { M: 1 });
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
  for (const target of [
    dialog.getByRole('button', { name: 'Continue Shopping' }),
    dialog.getByRole('link', { name: 'Go to Cart' }),
  ]) {
    const box = (await target.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThan(250); // full width, one above the other
  }
});
