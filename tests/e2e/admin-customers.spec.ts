import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { lastMailTo } from './support/mail';
import { sellerLogin } from './support/seller';
import {
  addToCartAndContinue,
  checkoutAndPay,
  chooseColourAndSizes,
  openFirstProduct,
  signUpAndLogIn,
} from './support/shopper';

/** A new customer buys one polo with the test card; their e-mail and the order's number (#1234). */
async function customerWithPaidOrder(page: Page): Promise<{ email: string; number: string }> {
  const email = await signUpAndLogIn(page, 'kept.customer');
  await openFirstProduct(page, 'polo');
  await chooseColourAndSizes(page, { L: 1 });
  await addToCartAndContinue(page);
  return { email, number: await checkoutAndPay(page) };
}

test.describe("the seller's note, e-mails and customers", () => {
  test('a note and an e-mail on the order, then the customer found, their orders opened and deleted', async ({
    page,
  }) => {
    test.setTimeout(120_000); // a sign-up, a purchase and the seller's whole round, with four axe checks; CI took over 60 s
    const { email, number } = await customerWithPaidOrder(page);
    await sellerLogin(page, `/admin/orders?search=${encodeURIComponent(number)}`);
    await page.getByRole('link', { name: `View order ${number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();

    // the private note: saved, still there after a reload
    const note = page.getByRole('textbox', { name: 'Private note' });
    await note.fill('Customer asked for the logo 1 cm higher.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByText('Note saved successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Private note' })).toHaveValue(
      'Customer asked for the logo 1 cm higher.',
    );

    // an e-mail to the customer: sent, listed, received over SMTP, then taken off the list after a confirm
    const letter = `Your polo is being embroidered today <${Date.now()}>.`;
    await page.getByRole('textbox', { name: `Message to ${email}` }).fill(letter);
    await page.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByText('Email sent successfully!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: `Message to ${email}` })).toHaveValue('');
    const sent = page.getByRole('list', { name: 'Sent e-mails' });
    await expect(sent.getByText(letter)).toBeVisible();
    const mail = await lastMailTo(email, 'Your polo is being embroidered today');
    expect(mail).toContain(`About your order ${number}`);
    expect(mail).toContain('&lt;');
    await expectNoSeriousA11yViolations(page);

    await sent.getByRole('button', { name: /^Delete the e-mail of / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this e-mail from the list?' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete e-mail' }).click();
    await expect(page.getByText('Email deleted successfully!')).toBeVisible();
    await expect(page.getByText('No e-mails sent from this order yet.')).toBeVisible();
    await page.reload();
    await expect(page.getByText(letter)).toHaveCount(0);

    // the customers list: search, the order count, their order history
    await page.getByRole('link', { name: 'Customers' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^1/);
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('link', { name: 'Alex Shopper', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders of Alex Shopper' })).toBeVisible();
    await expect(page.getByRole('link', { name: `View order ${number}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const historyUrl = page.url();
    await page.getByRole('link', { name: 'Back to customers' }).click();

    // delete (anonymise) after a confirm: gone from the list, the order stays
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    // until the search's answer arrives the list shows everyone, other tests' Alex Shoppers too
    await expect(page.getByRole('button', { name: 'Actions for Alex Shopper' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Actions for Alex Shopper' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete Alex Shopper?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Delete customer' }).click();
    await expect(page.getByText('Customer deleted successfully')).toBeVisible();
    await expect(page.getByText('No customers found.')).toBeVisible();

    await page.goto(historyUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders of Deleted customer' })).toBeVisible();
    await expect(page.getByRole('link', { name: `View order ${number}` })).toBeVisible();
    await page.getByRole('link', { name: `View order ${number}` }).click();
    await expect(page.getByText('This customer was deleted: there is no address to write to.')).toBeVisible();
    await expect(page.getByText('1 High Street')).toBeVisible();
  });

  test('@phone the customers list and an order page fit a phone', async ({ page }) => {
    const { email, number } = await customerWithPaidOrder(page);
    await sellerLogin(page, `/admin/customers?search=${encodeURIComponent(email)}`);
    // a card per customer on a phone, not a table to scroll sideways
    await expect(page.getByRole('list', { name: 'Customers' }).getByRole('listitem')).toHaveCount(1);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Alex Shopper', exact: true }).click();
    await page.getByRole('link', { name: `View order ${number}` }).click();
    await expect(page.getByRole('textbox', { name: 'Private note' })).toBeVisible();
    const orderWidths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(orderWidths[0]).toBeLessThanOrEqual(orderWidths[1]!);
    await expectNoSeriousA11yViolations(page);
  });
});
