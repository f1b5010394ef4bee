import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { formatPounds } from '../../domain/money';
import { priceCart, type PricedLineInput } from '../../domain/pricing';
import { lastMailTo } from './support/mail';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import {
  addToCartAndContinue,
  cartLink,
  checkoutAndPay,
  chooseColourAndSizes,
  fillUkAddress,
  openFirstProduct,
  payWithTestCard,
  signUpAndLogIn,
  summaryValue,
  unitPence,
} from './support/shopper';

// refusals the tests provoke (400 validation, 402 declined) are logged by the browser
test.use({ allowedConsoleErrors: [/status of 40[0-9]/] });

async function addPlain(page: Page, type: string, sizes: Record<string, number>) {
  await openFirstProduct(page, type);
  const price = await unitPence(page);
  await chooseColourAndSizes(page, sizes);
  await addToCartAndContinue(page);
  return price;
}

test.describe('checkout', () => {
  test('a guest buys a plain item with 4242… and lands on /success with the right total', async ({
    page,
  }) => {
    const price = await addPlain(page, 'polo', { M: 2 });
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // the spec's messages first
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(
      page.getByText('Please fill in: First Name, Address, Post Code, City, Email, Phone').first(),
    ).toBeVisible();
    await fillUkAddress(page, 'not-an-email');
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page.getByText('Please enter a valid email address').first()).toBeVisible();
    const email = `guest.${Date.now()}@example.co.uk`;
    await page.getByLabel('Email').fill(email);
    await expect(page.getByText('Want to use a promo code?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login first' })).toBeVisible();

    const expected = priceCart([{ unitPrice: price, quantity: 2, decorations: [] }]);
    await expect(summaryValue(page, /^Total$/)).toHaveText(formatPounds(expected.total));
    await page.getByRole('button', { name: /^Pay £/ }).click();

    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByText('Total due')).toBeVisible();
    await expect(page.getByText(formatPounds(expected.total)).first()).toBeVisible();
    await payWithTestCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/success\?session_id=cs_test_/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText(/Payment received for order #\d+/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Order summary' })).toContainText(
      formatPounds(expected.total),
    );
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, empty');
    const mail = await lastMailTo(email, 'is confirmed');
    expect(mail).toContain('is confirmed');
    // and home after ten seconds
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  });

  test('a customer pays for a text logo, an uploaded logo and a promo code; totals equal domain/pricing', async ({
    page,
  }, testInfo) => {
    const email = await signUpAndLogIn(page, 'checkout');
    const file = testInfo.outputPath('crest.png');
    await sharp({ create: { width: 200, height: 200, channels: 4, background: '#1d4ed8' } })
      .png()
      .toFile(file);

    // a text logo on two polos
    await openFirstProduct(page, 'polo');
    const poloPrice = await unitPence(page);
    await chooseColourAndSizes(page, { M: 2 });
    await page.getByRole('button', { name: 'ADD LOGO' }).click();
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('button', { name: 'Next Step' }).click();
    await wizard.getByRole('radio', { name: 'Left Breast' }).check();
    await wizard.getByRole('button', { name: 'Next Step' }).click();
    await wizard.getByRole('button', { name: /Text Logo/ }).click();
    await wizard.getByLabel('Text line').fill('Bloggs Joinery');
    await wizard.getByRole('button', { name: 'Add 2 Items to Cart' }).click();
    await expect(page.getByText('Logo added to 2 items!')).toBeVisible();

    // an uploaded logo on a sweatshirt
    await openFirstProduct(page, 'sweatshirt');
    const sweatPrice = await unitPence(page);
    await chooseColourAndSizes(page, { L: 1 });
    await page.getByRole('button', { name: 'ADD LOGO' }).click();
    await wizard.getByRole('button', { name: 'Next Step' }).click();
    await wizard.getByRole('button', { name: 'Next Step' }).click();
    await wizard.getByRole('button', { name: /Upload Your Logo/ }).click();
    await wizard.getByLabel('Logo file').setInputFiles(file);
    await wizard.getByRole('button', { name: 'Add 1 Item' }).click();
    await expect(page.getByText('Logo added to 1 item!')).toBeVisible();

    await page.goto('/checkout');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await fillUkAddress(page);
    await page.getByLabel('Promo code').fill('save10');
    await page.getByRole('button', { name: 'Apply' }).click();
    const applied = page.getByRole('dialog', { name: 'Promo Applied!' });
    await expect(applied).toContainText('You got 10% off!');

    const lines: PricedLineInput[] = [
      {
        unitPrice: poloPrice,
        quantity: 2,
        decorations: [{ designKey: 'text', isPreviousLogo: false }],
      },
      {
        unitPrice: sweatPrice,
        quantity: 1,
        decorations: [{ designKey: 'file', isPreviousLogo: false }],
      },
    ];
    const expected = priceCart(lines, { discountPercent: 10 });
    await expect(applied).toContainText(formatPounds(expected.total));
    await applied.getByRole('button', { name: 'Continue' }).click();
    await expect(summaryValue(page, /^Setup fees$/)).toHaveText('£40.00');
    await expect(summaryValue(page, /^Discount/)).toHaveText(`-${formatPounds(expected.discount)}`);
    await expect(summaryValue(page, /^Total$/)).toHaveText(formatPounds(expected.total));

    await page.getByRole('button', { name: /^Pay £/ }).click();
    await payWithTestCard(page, '4242424242424242');
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Order summary' })).toContainText(
      formatPounds(expected.total),
    );
    const mail = await lastMailTo(email, 'is confirmed');
    expect(mail).toContain('Bloggs Joinery');
    expect(mail).toContain('crest.png');
    // the mock-ups travel with the mail as inline pictures
    expect(mail).toContain('cid:mockup-0@order');
    expect(mail).toContain('cid:mockup-1@order');
    expect(mail.match(/Content-Type: image\/png/g)?.length).toBe(2);
  });

  test('a declined card, then Cancel, keeps the cart', async ({ page }) => {
    await addPlain(page, 't-shirt', { S: 1 });
    await page.goto('/checkout');
    await fillUkAddress(page, `decline.${Date.now()}@example.co.uk`);
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await payWithTestCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. Please try another card.');
    await page.getByRole('link', { name: 'Cancel and return to the shop' }).click();
    await expect(page).toHaveURL(/\/checkout\?cancelled=1/);
    await expect(page.getByText('Payment cancelled')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(1);
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
  });

  test('a customer finds the paid order in My Orders; another customer gets 404 for it', async ({
    page,
    browser,
  }) => {
    await signUpAndLogIn(page, 'history');
    await addPlain(page, 'hoodie', { L: 1 });
    const number = await checkoutAndPay(page);

    await page.goto('/account/orders');
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await page.getByRole('link', { name: `View order ${number}` }).click();
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText('Payment received');
    await expectNoSeriousA11yViolations(page);
    const orderUrl = page.url();

    const other = await browser.newContext();
    const stranger = await other.newPage();
    await signUpAndLogIn(stranger, 'stranger');
    const res = await stranger.goto(orderUrl);
    expect(res?.status()).toBe(404);
    await other.close();
  });

  test('an empty cart at checkout says so', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  test('success without a paid session says verification failed', async ({ page }) => {
    await page.goto('/success?session_id=cs_test_nothing');
    await expect(page.getByRole('alert')).toHaveText('Payment verification failed. Please contact support.');
  });
});
