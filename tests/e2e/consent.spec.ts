import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { codeIn, lastMailTo } from './support/mail';
import { sellerInOwnBrowser, sellerLogin } from './support/seller';
import { shootWidths } from './support/shots';
import { addCartLine, firstProductAndColour, signUpAndLogIn, signUpElsewhere } from './support/shopper';

// issue 34: marketing consent is asked for, never assumed, and the seller's mail-out says whom it reaches
test.describe('marketing consent', () => {
  test('sign-up with the offers box ticked: /account shows it on', async ({ page, browser }) => {
    const email = `offers.${Date.now()}@example.co.uk`;
    await page.goto('/signup');
    const box = page.getByRole('checkbox', { name: /E-mail me offers/ });
    await expect(box).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await shootWidths(page, 'consent/signup', page.getByRole('main'));

    await page.getByLabel('First name').fill('Olive');
    await page.getByLabel('Last name').fill('Offers');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('joinery-bench1');
    await box.check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/otp\?/);
    const code = codeIn(await lastMailTo(email));
    for (let i = 0; i < 6; i++) await page.getByLabel(`Digit ${i + 1}`).fill(code[i]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/products$/);

    await page.goto('/account');
    const emails = page.getByRole('region', { name: 'E-mails from us' });
    await expect(emails.getByRole('checkbox')).toBeChecked();
    await expect(emails.getByText(/You get our promotional e-mails/)).toBeVisible();

    // the seller sees the consent and where it came from on the customer's record
    const login = await page.request.post('/api/auth/login', {
      data: { email, password: 'joinery-bench1' },
    });
    const { user } = await login.json();
    const { context, seller } = await sellerInOwnBrowser(browser, `/admin/customers/${user.id}/orders`);
    const record = seller.getByRole('region', { name: 'Offers by e-mail' });
    await expect(record.getByText(/^Consents: gets promo mail-outs/)).toBeVisible();
    const row = record.getByRole('table').getByRole('row').nth(1);
    await expect(row).toContainText('Sign-up');
    await expect(row).toContainText('E-mail me offers');
    await expectNoSeriousA11yViolations(seller);
    await shootWidths(seller, 'consent/customer-record', record);
    await context.close();
  });

  test('checkout offers the soft opt-in with its opt-out right there', async ({ page }) => {
    await signUpAndLogIn(page, 'soft.optin');
    const { productId, colour } = await firstProductAndColour(page);
    await addCartLine(page, { productId, size: 'M', color: colour, finalQuantity: 2 });
    await page.goto('/checkout');
    const block = page.getByRole('group', { name: 'Offers by e-mail' });
    await expect(block.getByText(/we'll e-mail you offers on similar products/)).toBeVisible();
    const optOut = block.getByRole('checkbox', { name: 'No offers, thanks' });
    await expect(optOut).not.toBeChecked();
    await optOut.check();
    await expect(optOut).toBeChecked();
    await optOut.uncheck();
    // from the top: scrolled to the box, the sticky header would cover the delivery choices axe measures
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page);
    await shootWidths(page, 'consent/checkout', block);
  });

  test("the seller's mail-out says how many customers will be mailed before sending", async ({
    page,
    browser,
  }) => {
    await signUpElsewhere(browser, 'count.check', { offers: true });
    await sellerLogin(page, '/admin/promo-codes');
    const panel = page.getByRole('region', { name: 'E-mail your customers' });
    await expect(panel.getByText(/only to customers who agreed to get offers/)).toBeVisible();
    await panel.getByLabel(/Subject/).fill('Count check');
    await panel.getByLabel('Email body').fill('Nothing is sent: the dialog is cancelled.');
    await panel.getByRole('button', { name: 'Preview email' }).click();
    await expect(panel.getByRole('heading', { name: 'Preview: Count check' })).toBeVisible();
    await panel.getByRole('button', { name: /^Send to \d+ customers?$/ }).click();
    const dialog = page.getByRole('alertdialog', { name: /^E-mail \d+ customers?\?$/ });
    await expect(dialog).toBeVisible();
    const audience = await (await page.request.get('/api/promocodes/mail-audience')).json();
    const count = audience.recipients === 1 ? '1 customer' : `${audience.recipients} customers`;
    await expect(dialog.getByText(new RegExp(`${count} agreed to get offers by e-mail`))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shootWidths(page, 'consent/mail-out-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
