import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './support/fixtures';
import { makePlainLogo } from './support/logo-wizard';
import { shotPath } from './support/shots';
import {
  addCartLine,
  chooseColourAndSizes,
  firstProductAndColour,
  signUpAndLogIn,
  sendQuoteRequest,
} from './support/shopper';

/** A garment card of the quote form, by its number. */
const garmentCard = (page: Page, n: number) =>
  page.getByRole('group', { name: new RegExp(`^Garment ${n}\\b`) });

/** The form at both widths the brief asks to look at, full length. */
async function shootBothWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // from the top, so the sticky header and aside stay where a reader first sees them
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shotPath(`quote-request/${name}-${width}.png`), fullPage: true });
  }
}

/**
 * axe from the top of the page: scrolled down the long form, the sticky header covers part of a choice's radio
 * and axe reads it as a small target (a passing state of the scroll, not of the page).
 */
async function checkA11y(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);
}

/** A day `days` from now, as the date field takes it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('asking for a quote', () => {
  test('a guest asks for 40 polos with an uploaded logo from the contact page', async ({
    page,
  }, testInfo) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await checkA11y(page);
    await page.getByRole('link', { name: 'Request a quote', exact: true }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Request a quote' })).toBeVisible();
    await waitForHydration(page);

    // sent half-filled: each problem is said, and nothing typed is lost
    await page.getByLabel('Name').fill('Sam Patel');
    await page.getByRole('button', { name: 'Send quote request' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'Please check your request' });
    await expect(problems).toBeFocused();
    await expect(problems).toContainText('Please enter your e-mail address.');
    await expect(problems).toContainText('Please pick garments or tell us what you need.');
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name')).toHaveValue('Sam Patel');
    await checkA11y(page);

    await page.getByLabel('E-mail').fill(`sam.${Date.now()}@example.co.uk`);
    await page.getByLabel(/^Phone/).fill('01274 000 111');
    await page.getByLabel(/^Company/).fill('Patel Plumbing Ltd');

    // 40 of a seeded polo: the picker offers the catalogue by type
    const card = garmentCard(page, 1);
    const polo = (await card.locator('optgroup[label="Polos"] option').first().textContent())!.trim();
    await card.getByLabel('Product').selectOption({ label: polo });
    await chooseColourAndSizes(page, { S: 10, M: 15, L: 15 }, card);
    await expect(card.getByText(/^40 garments in /)).toBeVisible();

    // embroidered on the left breast, with the logo uploaded with the request
    await page.getByRole('radio', { name: 'Embroidery' }).check();
    await page.getByRole('checkbox', { name: 'Left Breast' }).check();
    await expect(page.getByRole('radio', { name: /Upload a logo/ })).toBeChecked();
    const logo = testInfo.outputPath('patel-logo.png');
    await makePlainLogo(logo, { width: 600, height: 300, background: '#0b5394' });
    await page.getByLabel('Logo file', { exact: true }).setInputFiles(logo);
    await expect(page.getByRole('img', { name: 'Your logo', exact: true })).toBeVisible();
    // the card's mock-up draws the garment with the logo on it
    await expect(card.getByRole('img', { name: /with your logo on the Left Breast/ })).toBeVisible();

    await page.getByLabel(/^Needed by/).fill(daysAhead(28));
    await page.getByLabel(/^Delivery postcode/).fill('BD1 4AB');
    await page.getByLabel(/^Notes/).fill('White thread, please.');
    await expect(problems).toHaveCount(0);
    await checkA11y(page);
    await shootBothWidths(page, 'form-filled');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Send quote request' }).click();
    const sent = page.getByRole('heading', { name: 'Thank you: we have your request' });
    await expect(sent).toBeFocused();
    const number = (await page
      .getByText(/Your quote number is/)
      .locator('strong')
      .textContent())!;
    expect(number).toMatch(/^Q-\d{4,}$/);
    await expect(page.getByRole('link', { name: `Follow your quote ${number}` })).toHaveAttribute(
      'href',
      /\/quotes\/[^/]+$/,
    );
    await checkA11y(page);
    await shootBothWidths(page, 'sent');
  });

  test('a customer is prefilled, asks for their cart and finds the quote in their account', async ({
    page,
  }) => {
    test.setTimeout(90_000); // a sign-up, a cart line, the request and the account pages
    const email = await signUpAndLogIn(page, 'quote');
    const { productId, colour } = await firstProductAndColour(page, 'polo');
    await addCartLine(page, { productId, size: 'M', color: colour, finalQuantity: 12 });

    // the cart offers a quote for what is in it: the garments and the customer's details come filled in
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Request a quote for this cart' }).click();
    await expect(page).toHaveURL(/\/quote\?from=cart$/);
    await waitForHydration(page);
    await expect(
      page.getByText('We have filled in your details from your account and the 12 garments'),
    ).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Alex Shopper');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    const card = garmentCard(page, 1);
    await expect(card.getByLabel('Product')).toHaveValue(productId);
    await expect(card.getByRole('radio', { name: colour })).toBeChecked();
    await expect(card.getByRole('spinbutton', { name: /^M\b/ })).toHaveValue('12');
    await checkA11y(page);
    await shootBothWidths(page, 'from-cart');
    await page.setViewportSize({ width: 1280, height: 900 });

    // a text logo printed on the back, and something the catalogue does not list, in words
    await page.getByLabel(/^Anything else/).fill('Also 10 hi-vis vests, sizes L and XL.');
    await page.getByRole('radio', { name: 'Print' }).check();
    await page.getByRole('checkbox', { name: 'Large Back' }).check();
    await page.getByRole('radio', { name: /Text logo/ }).check();
    await page.getByLabel('Text line').fill('ACME BUILDERS');
    const number = await sendQuoteRequest(page);

    // the account page leads to My Quotes, which lists the request with its status and link
    await page.goto('/account');
    await page.getByRole('link', { name: /My Quotes/ }).click();
    await expect(page).toHaveURL(/\/account\/quotes$/);
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Quote ${number}` }) });
    await expect(row).toContainText('Requested');
    await expect(row).toContainText('Being priced');
    await expect(row.getByRole('link', { name: `View quote ${number}` })).toHaveAttribute(
      'href',
      /\/quotes\/[^/]+$/,
    );
    await checkA11y(page);
    await shootBothWidths(page, 'account-quotes');
  });

  test('a product page asks for a quote for that product', async ({ page }) => {
    const { productId } = await firstProductAndColour(page, 'polo');
    await page.getByRole('link', { name: 'Request a quote', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/quote\\?product=${productId}$`));
    await expect(garmentCard(page, 1).getByLabel('Product')).toHaveValue(productId);
  });
});
