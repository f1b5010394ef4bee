import { formatPounds } from '../../domain/money';
import { priceCart } from '../../domain/pricing';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { chooseTextLogo, TEXT_AND_UPLOAD, uploadPlainLogo } from './support/logo-wizard';
import {
  cartLines,
  cartLink,
  chooseColourAndSizes,
  expectSummaryCharges,
  openFirstProduct,
  signUpAndLogIn,
  unitPence,
} from './support/shopper';

// the desktop project runs the untagged test, the phone project (390 px) the @phone one
for (const tag of ['', '@phone ']) {
  test(`${tag}several logos on the same polos: a left-breast text and a large-back upload, edited and removed in the cart`, async ({
    page,
  }, testInfo) => {
    await signUpAndLogIn(page, 'two-logos');
    const title = await openFirstProduct(page, 'polo');
    const unitPrice = await unitPence(page);
    const colour = await chooseColourAndSizes(page, { M: 2, L: 1 });
    await page.getByRole('button', { name: 'ADD LOGO' }).click();

    // the first position: a left-breast text logo
    const wizard = page.getByRole('dialog');
    await expect(wizard).toHaveAccessibleName('Application Method');
    await chooseTextLogo(wizard, { position: 'Left Breast', text: 'ACME', font: 'Serif' });
    await wizard.getByRole('button', { name: 'Add another position' }).click();

    // the second: a large-back uploaded logo by print; the left breast is taken
    await expect(wizard).toHaveAccessibleName('Application Method');
    const chosen = wizard.getByRole('list', { name: 'Chosen logos' });
    await expect(chosen).toContainText("Left Breast: Embroidery, text 'ACME' in Serif");
    await wizard.getByRole('radio', { name: /Print/ }).check();
    await wizard.getByRole('button', { name: 'Next Step' }).click();
    await expect(wizard.getByRole('radio', { name: /Left Breast/ })).toBeDisabled();
    await wizard.getByRole('radio', { name: 'Large Back', exact: true }).check();
    await wizard.getByRole('button', { name: 'Next Step' }).click();
    await uploadPlainLogo(wizard, testInfo.outputPath('acme-back.png'), {
      width: 300,
      height: 120,
      background: '#d21f3c',
    });

    // both on the mock-up: the text on the front picture, the upload on the back picture
    await expect(wizard.getByRole('img', { name: /in .* with your logo on the Left Breast$/ })).toBeVisible();
    await expect(wizard.getByRole('img', { name: /, back with your logo on the Large Back$/ })).toBeVisible();
    await expect(wizard.locator('svg text').filter({ hasText: 'ACME' }).first()).toBeVisible();

    // the running price per position and setup fees, as domain/pricing has it
    const breakdown = wizard.getByRole('definition');
    const row = (label: RegExp) =>
      wizard
        .locator('dl[aria-label="Price breakdown"] > div', { has: page.locator('dt', { hasText: label }) })
        .locator('dd');
    await expect(row(/^Left Breast: Embroidery \(3 × £5\.50\)$/)).toHaveText('£16.50');
    await expect(row(/^Large Back: Print \(3 × £5\.50\)$/)).toHaveText('£16.50');
    await expect(row(/^Setup fees \(2 new designs × £20\.00\)$/)).toHaveText('£40.00');
    const design = TEXT_AND_UPLOAD;
    const batch = priceCart([{ unitPrice, quantity: 3, decorations: design }]);
    await expect(row(/^Total$/)).toHaveText(formatPounds(batch.totalBeforeDiscount));
    await expect(breakdown.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`wizard-two-positions-${testInfo.project.name}.png`) });

    await wizard.getByRole('button', { name: 'Add 3 Items to Cart' }).click();
    await expect(page.getByText('Logos added to 3 items!')).toBeVisible();
    await expect(wizard).toBeHidden();
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 3 items');

    // the cart: one line per size, each with both logos, figures equal to domain/pricing's
    await page.goto('/cart');
    const lines = cartLines(page);
    await expect(lines).toHaveCount(2);
    const m = lines.filter({ hasText: `${title} (M)` });
    await expect(m).toContainText("Left Breast: Embroidery, text 'ACME' in Serif");
    await expect(m).toContainText('Large Back: Print, logo acme-back.png');
    await expect(m.locator('[data-mockup-views]')).toHaveAttribute('data-mockup-views', 'front back');
    let expected = priceCart([
      { unitPrice, quantity: 2, decorations: design },
      { unitPrice, quantity: 1, decorations: design },
    ]);
    await expectSummaryCharges(page, expected);
    // the line total includes its logo charge, as checkout does
    await expect(m).toContainText(formatPounds(expected.lines[0]!.goods + expected.lines[0]!.logoCharge));
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`cart-two-logos-${testInfo.project.name}.png`),
      fullPage: true,
    });

    // edit the M line's left-breast text
    const label = `${title} (M, ${colour})`;
    await page.getByRole('button', { name: `Edit the Left Breast logo of ${label}` }).click();
    const editor = page.getByRole('dialog');
    await expect(editor).toHaveAccessibleName('Application Method');
    await editor.getByRole('button', { name: 'Next Step' }).click();
    await expect(editor.getByRole('radio', { name: 'Left Breast' })).toBeChecked();
    await editor.getByRole('button', { name: 'Next Step' }).click();
    await editor.getByRole('button', { name: /Text Logo/ }).click();
    await expect(editor.getByLabel('Text line')).toHaveValue('ACME');
    await editor.getByLabel('Text line').fill('ACME Ltd');
    await editor.getByRole('button', { name: 'Save Logos' }).click();
    await expect(editor).toBeHidden();
    await expect(m).toContainText("Left Breast: Embroidery, text 'ACME Ltd' in Serif");
    await expect(m).toContainText('Large Back: Print, logo acme-back.png');

    // remove its back logo: the front view only, and the figures follow
    await page.getByRole('button', { name: `Remove logo: Large Back on ${label}` }).click();
    await expect(m).not.toContainText('Large Back');
    await expect(m.locator('[data-mockup-views]')).toHaveAttribute('data-mockup-views', 'front');
    expected = priceCart([
      { unitPrice, quantity: 2, decorations: [{ designKey: 'text2', isPreviousLogo: false }] },
      { unitPrice, quantity: 1, decorations: design },
    ]);
    await expectSummaryCharges(page, expected);
  });
}
