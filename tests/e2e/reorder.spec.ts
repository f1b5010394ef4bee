import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shotPath } from './support/shots';
import {
  ACME_FRONT_TEXT,
  addCartLine,
  checkoutAndPay,
  firstProductAndColour,
  signUpAndLogIn,
  summaryValue,
} from './support/shopper';

test.describe('one-click re-order', () => {
  test('a customer re-orders a paid order with a text logo: same line, no setup fee', async ({ page }) => {
    test.setTimeout(120_000); // a sign-up, a purchase, two re-orders and the cart's reloads
    await signUpAndLogIn(page, 'reorder');
    // a polo with a text logo, bought and paid with the test card
    const { productId, colour } = await firstProductAndColour(page, 'polo');
    await addCartLine(page, { productId, size: 'M', color: colour, finalQuantity: 3, ...ACME_FRONT_TEXT });
    await checkoutAndPay(page);

    // the order list and the order page both offer Re-order
    await page.goto('/account/orders');
    await expect(page.getByRole('button', { name: /^Re-order order #\d+/ }).first()).toBeVisible();
    await page
      .getByRole('link', { name: /^View order/ })
      .first()
      .click();
    const reorder = page.getByRole('button', { name: 'Re-order' });
    await expect(reorder).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.screenshot({ path: shotPath(`reorder/order-page-${width}.png`), fullPage: true });
    }

    await reorder.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page.getByRole('status').filter({ hasText: '3 items from your order added to your cart.' }),
    ).toBeVisible();
    await expect(page.getByText('ACME BUILDERS').first()).toBeVisible();
    await expect(page.getByText('logo used before, no setup fee')).toBeVisible();
    await expect(page.getByText(/Setup fees/)).toHaveCount(0);
    await expect(summaryValue(page, /^Logo charges/)).toHaveText('£16.50');
    await expectNoSeriousA11yViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.screenshot({ path: shotPath(`reorder/cart-after-reorder-${width}.png`), fullPage: true });
    }

    // the words came in a one-shot cookie: a reload says nothing again, and no address makes the cart say anything
    await page.reload();
    await expect(page.getByText('ACME BUILDERS').first()).toBeVisible();
    await expect(page.getByText('3 items from your order added to your cart.')).toHaveCount(0);
    await page.goto('/cart?reordered=9&note=Call%200800%20000%20000');
    await expect(page.getByText('Call 0800 000 000')).toHaveCount(0);
    await expect(page.getByText(/from your order added/)).toHaveCount(0);

    // the order list's button re-orders too: the same line again merges into the cart's line
    await page.goto('/account/orders');
    await page
      .getByRole('button', { name: /^Re-order order #\d+/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('spinbutton').first()).toHaveValue('6');
    await expect(page.getByText(/Setup fees/)).toHaveCount(0);
  });
});
