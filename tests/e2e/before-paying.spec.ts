import type { Page } from '@playwright/test';
import { FAULTY_GOODS_RIGHTS, PERSONALISED_RETURN_TERMS, PLAIN_RETURN_TERMS } from '../../domain/returns';
import { HI_VIS_NOTICE, SMALL_LOGO_POSITIONS } from '../../domain/hi-vis';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shootWidths } from './support/shots';
import {
  addCartLine,
  chooseColourAndSizes,
  firstProductAndColour,
  openFirstProduct,
  signUpAndLogIn,
} from './support/shopper';

/**
 * Before paying (issue 34): beside Pay, checkout says personalised items can't be returned unless faulty (rights
 * kept) and plain ones keep the 14-day cancellation; a hi-vis product says a logo can lower its EN ISO 20471
 * class and offers only the small positions.
 */
test.describe('before paying', () => {
  const payButton = (page: Page) => page.getByRole('button', { name: /^Pay £/ });
  const terms = (page: Page) => page.getByRole('region', { name: 'Returns' });

  test('a decorated cart shows the personalised-items notice beside Pay; a plain line its 14 days', async ({
    page,
  }) => {
    await signUpAndLogIn(page, 'before-paying');
    const { productId, colour } = await firstProductAndColour(page);
    const line = { productId, title: 'x', image: '/x.png', size: 'M', color: colour, price: 0 };
    await addCartLine(page, {
      ...line,
      finalQuantity: 2,
      decorations: [{ method: 'Embroidery', position: 'Left Breast', textLine: 'ACME', font: 'Serif' }],
    });
    await page.goto('/checkout');
    await expect(payButton(page)).toBeVisible();
    await expect(terms(page)).toContainText(`${PERSONALISED_RETURN_TERMS} ${FAULTY_GOODS_RIGHTS}`);
    await expect(terms(page)).not.toContainText(PLAIN_RETURN_TERMS);
    // beside Pay: the notice ends just above the button, in the same column
    const notice = (await terms(page).boundingBox())!;
    const pay = (await payButton(page).boundingBox())!;
    expect(pay.y - (notice.y + notice.height)).toBeLessThan(40);
    expect(Math.abs(pay.x - notice.x)).toBeLessThan(2);
    await expectNoSeriousA11yViolations(page);

    // a plain line too: both sentences, each naming its lines
    await addCartLine(page, { ...line, size: 'L', finalQuantity: 1 });
    await page.goto('/checkout');
    await expect(terms(page)).toContainText(PERSONALISED_RETURN_TERMS);
    await expect(terms(page)).toContainText(PLAIN_RETURN_TERMS);
    await shootWidths(page, 'before-paying/checkout-mixed', terms(page));
  });

  test('a plain cart shows only the 14-day sentence', async ({ page }) => {
    const { productId, colour } = await firstProductAndColour(page);
    await addCartLine(page, {
      productId,
      title: 'x',
      image: '/x.png',
      size: 'M',
      color: colour,
      price: 0,
      finalQuantity: 1,
    });
    await page.goto('/checkout');
    await expect(terms(page)).toContainText(PLAIN_RETURN_TERMS);
    await expect(terms(page)).not.toContainText(PERSONALISED_RETURN_TERMS);
    await expectNoSeriousA11yViolations(page);
    await shootWidths(page, 'before-paying/checkout-plain', terms(page));
  });

  test('a hi-vis product shows the notice and offers only the small positions', async ({ page }) => {
    await signUpAndLogIn(page, 'hi-vis');
    await openFirstProduct(page, 'hi-vis');
    const notice = page.getByTestId('hi-vis-notice');
    await expect(notice).toContainText(HI_VIS_NOTICE);
    await expect(notice).toContainText('EN ISO 20471');
    await expectNoSeriousA11yViolations(page);

    await chooseColourAndSizes(page, { M: 1 });
    await page.getByRole('button', { name: 'ADD LOGO' }).click();
    const wizard = page.getByRole('dialog');
    await expect(wizard).toHaveAccessibleName('Application Method');
    await expect(wizard.getByTestId('hi-vis-notice')).toBeVisible();
    await wizard.getByRole('button', { name: 'Next Step' }).click();
    await expect(wizard).toHaveAccessibleName('Choose Position');
    await expect(wizard.getByRole('radio')).toHaveCount(SMALL_LOGO_POSITIONS.length);
    await expect(wizard.getByRole('radio', { name: /^Large/ })).toHaveCount(0);
    // the first small position is chosen for the shopper, never a large one
    await expect(wizard.getByRole('radio', { checked: true })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await shootWidths(page, 'before-paying/hi-vis-wizard');
  });
});
