import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shotPath } from './support/shots';
import { lastMailTo } from './support/mail';
import { sellerLogin } from './support/seller';
import {
  ACME_FRONT_TEXT,
  addCartLine,
  checkoutAndPay,
  firstProductAndColour,
  logIn,
  signUpAndLogIn,
} from './support/shopper';

async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: shotPath(`reorder-seller/${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A new customer buys 3 polos with a text logo and 2 plain ones; their e-mail and the order's number. */
async function customerWithPaidOrder(page: Page): Promise<{ email: string; number: string }> {
  const email = await signUpAndLogIn(page, 'seller.reorder');
  const { productId, colour } = await firstProductAndColour(page, 'polo');
  await addCartLine(page, { productId, size: 'M', color: colour, finalQuantity: 3, ...ACME_FRONT_TEXT });
  await addCartLine(page, { productId, size: 'L', color: colour, finalQuantity: 2 });
  return { email, number: await checkoutAndPay(page) };
}

test.describe("the seller's re-order for a customer", () => {
  test("the seller re-orders a customer's order from their customer view; the customer's mail leads to the cart holding it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000); // a sign-up, a purchase, the seller's round and the customer's login
    const { email, number } = await customerWithPaidOrder(page);

    await sellerLogin(page, `/admin/customers?search=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: 'Alex Shopper', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders of Alex Shopper' })).toBeVisible();
    const button = page.getByRole('button', { name: `Re-order for customer (order ${number})` });
    await expect(button).toBeVisible();
    await shots(page, 'customer-view');

    // the keyboard path: the button, the dialog (focus inside it), Cancel, then again and confirm
    await button.focus();
    await page.keyboard.press('Enter');
    const ask = page.getByRole('alertdialog', { name: `Re-order ${number} for the customer?` });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(`${email}'s cart`);
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'dialog');
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Re-order and e-mail' }).focus();
    await page.keyboard.press('Enter');
    const message = `Added 5 garments to ${email}'s cart and e-mailed them the link.`;
    const outcome = page.getByRole('main').getByText(`Order ${number}: ${message}`);
    await expect(outcome).toBeVisible();
    await expect(outcome.locator('..')).toBeFocused();
    await expect(button).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'result');

    // the order's timeline on the seller's order page says so
    await page.getByRole('link', { name: `View order ${number}` }).click();
    await expect(page.getByText('Re-ordered for the customer: 5 garments put in their cart')).toBeVisible();

    // the customer's mail: the lines and the link to the cart through the login page
    const mail = await lastMailTo(email, 'is in your cart again');
    expect(mail).toContain('ACME BUILDERS');
    const link = /http:\/\/localhost:\d+\/login\?redirectTo(?:=3D|=)%2Fcart/.exec(mail)?.[0];
    expect(link).toBeDefined();

    // the customer, in their own browser, logs in from the link and lands on the cart holding the lines
    const context = await browser.newContext();
    try {
      const customer = await context.newPage();
      await customer.goto(link!.replace('=3D', '='));
      await logIn(customer, email);
      await expect(customer).toHaveURL(/\/cart$/);
      await expect(customer.getByText('ACME BUILDERS').first()).toBeVisible();
      await expect(customer.getByText('logo used before, no setup fee')).toBeVisible();
      await expect(customer.getByText(/Setup fees/)).toHaveCount(0);
      const quantities = await customer
        .getByRole('spinbutton')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value).sort());
      expect(quantities).toEqual(['2', '3']);
    } finally {
      await context.close();
    }
  });
});
