import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { formatPounds } from '../../../domain/money';
import type { CartTotals } from '../../../domain/pricing';
import { waitForHydration } from './fixtures';
import { codeIn, lastMailTo } from './mail';

export const CUSTOMER_PASSWORD = 'tool-belt-harbour-7';

/**
 * A new verified customer, logged in in this page's browser context (through the real sign-up and mail);
 * `offers: true` ticks sign-up's "E-mail me offers" box (issue 34), so promo mails and cart reminders reach them.
 */
export async function signUpAndLogIn(
  page: Page,
  name = 'shopper',
  { offers = false }: { offers?: boolean } = {},
): Promise<string> {
  const email = `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.co.uk`;
  const signup = await page.request.post('/api/auth/signup', {
    data: {
      firstName: 'Alex',
      lastName: 'Shopper',
      email,
      password: CUSTOMER_PASSWORD,
      marketingConsent: offers,
    },
  });
  expect(signup.status()).toBe(200);
  const code = codeIn(await lastMailTo(email));
  const verify = await page.request.post('/api/auth/signup/verify', { data: { email, otp: code } });
  expect(verify.status()).toBe(200);
  return email;
}

/** A new verified customer made in a browser of its own, so this test's browser stays a guest; their e-mail. */
export async function signUpElsewhere(
  browser: Browser,
  name: string,
  options: { offers?: boolean } = {},
): Promise<string> {
  const context = await browser.newContext();
  const email = await signUpAndLogIn(await context.newPage(), name, options);
  await context.close();
  return email;
}

/** Fills in a login form, the shop's or the seller's, and presses Login. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A customer made by signUpAndLogIn logs in on the open login form. */
export const logIn = (page: Page, email: string) => submitLogin(page, email, CUSTOMER_PASSWORD);

/** Opens the first product of a type and returns its title. */
export async function openFirstProduct(page: Page, type = 'polo'): Promise<string> {
  await page.goto(`/products/${type}`);
  const link = page.getByRole('main').getByRole('heading', { level: 3 }).first().getByRole('link');
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

/** Opens the first product of a type; its id and its first colour's name, for lines added through the API. */
export async function firstProductAndColour(page: Page, type = 'polo') {
  await openFirstProduct(page, type);
  const productId = /\/product\/([^/?#]+)/.exec(page.url())![1]!;
  const colour = (await page
    .getByRole('radiogroup', { name: /Colour/ })
    .getByRole('radio')
    .first()
    .getAttribute('aria-label'))!;
  return { productId, colour };
}

/** A printed text logo on the Large Front, as the wizard would send it with a cart line. */
export const ACME_FRONT_TEXT = {
  method: 'Print',
  position: 'Large Front',
  textLine: 'ACME BUILDERS',
  font: 'Serif',
} as const;

/** Adds a line to this browser's cart through the API, as the product page does; it must be taken. */
export async function addCartLine(page: Page, line: Record<string, unknown>) {
  const res = await page.request.post('/api/cart', { data: line });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Adds a plain line of the product in the first colour and size that still has the quantity in stock (earlier
 * specs buy from the same seeded stock), trying sizes in the order given; returns the size taken.
 */
export async function addCartLineInStock(
  page: Page,
  line: { productId: string; color: string; finalQuantity: number },
  sizes = ['M', 'L', 'XL', 'S', '2XL'],
): Promise<string> {
  const refusals: string[] = [];
  for (const size of sizes) {
    const res = await page.request.post('/api/cart', { data: { ...line, size } });
    if (res.status() === 200) return size;
    expect(res.status(), await res.text()).toBe(409);
    refusals.push(await res.text());
  }
  throw new Error(`No size of ${line.color} has ${line.finalQuantity} in stock: ${refusals.join(' ')}`);
}

/** The size grid's input for a size (labelled by the size, and its stock when low). */
export const sizeInput = (scope: Page | Locator, size: string) =>
  scope
    .getByRole('group', { name: 'Size' })
    .getByRole('spinbutton', { name: new RegExp(`^${size.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`) });

/** Chooses a colour and types each size's quantity into the size grid; returns the colour's name. */
export async function chooseColourAndSizes(
  page: Page,
  sizes: Record<string, number>,
  scope: Page | Locator = page.locator('body'),
) {
  const colour = scope
    .getByRole('radiogroup', { name: /Colour/ })
    .getByRole('radio')
    .first();
  const colourName = (await colour.getAttribute('aria-label'))!;
  // a click just before the page hydrates can be undone by it: try again until the choice holds
  await expect(async () => {
    await colour.check({ force: true, timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  for (const [size, quantity] of Object.entries(sizes)) {
    await sizeInput(scope, size).fill(String(quantity));
  }
  return colourName;
}

/** The header's cart link, named by how many items the cart holds ('Cart, 3 items'). */
export const cartLink = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart,/ })
    .first();

/** The unit price the product page shows (its first £0.00 figure), in pence. */
export async function unitPence(page: Page): Promise<number> {
  const text = (await page
    .getByText(/^£\d+\.\d\d$/)
    .first()
    .textContent())!;
  return Math.round(Number(text.slice(1)) * 100);
}

/** A figure of the Order Summary (cart or checkout) by its label: 'Subtotal', 'Logo charges', 'Total'. */
export const summaryValue = (page: Page, label: RegExp) =>
  page
    .getByRole('complementary')
    .locator('div', { has: page.locator('dt', { hasText: label }) })
    .locator('dd');

/** The cart page's product lines (a bundle's garments, listed under its line, are not lines). */
export const cartLines = (page: Page) =>
  page
    .getByRole('list', { name: 'Items in your cart' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });

/** The Order Summary's logo charges, setup fees and total read as domain/pricing's priceCart has them. */
export async function expectSummaryCharges(
  page: Page,
  expected: Pick<CartTotals, 'logoCharges' | 'setupFees' | 'total'>,
) {
  await expect(summaryValue(page, /^Logo charges$/)).toHaveText(formatPounds(expected.logoCharges));
  await expect(summaryValue(page, /^Setup fees/)).toHaveText(formatPounds(expected.setupFees));
  await expect(summaryValue(page, /^Total$/)).toHaveText(formatPounds(expected.total));
}

/** Fills in checkout's delivery address with a Leeds one (and the e-mail, for a guest). */
export async function fillUkAddress(page: Page, email?: string) {
  await page.getByLabel('First Name').fill('Jo');
  await page.getByLabel(/^Last Name/).fill('Bloggs');
  await page.getByLabel(/^Address$/).fill('1 High Street');
  await page.getByLabel('Post Code').fill('ls1 4ap');
  await page.getByLabel('City').fill('Leeds');
  await page.getByLabel('Phone').fill('0113 496 0000');
  if (email) await page.getByLabel('Email').fill(email);
}

/** The Added to Cart dialog's Continue Shopping, after pressing Add to Cart on a product page. */
export async function addToCartAndContinue(page: Page) {
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await page
    .getByRole('dialog', { name: 'Added to Cart' })
    .getByRole('button', { name: 'Continue Shopping' })
    .click();
}

/** What a checkout may add to the usual Leeds address: a guest's e-mail, a company, notes, expedited delivery. */
export interface CheckoutExtras {
  email?: string;
  company?: string;
  notes?: string;
  expedited?: boolean;
}

/** Checks out the cart as it is with the Leeds address and pays with the test card; the order's number (#1234). */
export async function checkoutAndPay(page: Page, extras: CheckoutExtras = {}): Promise<string> {
  await page.goto('/checkout');
  // typed before React listens, a box can lose its first letters as the form hydrates (seen in CI under load)
  await waitForHydration(page);
  await fillUkAddress(page, extras.email);
  if (extras.company) await page.getByLabel('Company').fill(extras.company);
  if (extras.notes) await page.getByLabel('Additional Information').fill(extras.notes);
  if (extras.expedited) await page.getByRole('radio', { name: /Expedited/ }).check();
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await payWithTestCard(page);
  return paidOrderNumber(page);
}

/** The number of the order the success page says was paid (#1234), once it says so. */
export async function paidOrderNumber(page: Page): Promise<string> {
  const paid = page.getByText(/Payment received for order #\d+/);
  await expect(paid).toBeVisible();
  return /#\d+/.exec((await paid.textContent())!)![0];
}

/** Pays on the built-in TEST MODE checkout page with a test card (4242… pays, 4000 0000 0000 0002 declines). */
export async function payWithTestCard(page: Page, card = '4242 4242 4242 4242') {
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}

/** What a visitor types into the contact form (Sam Taylor of a joinery, unless named otherwise). */
export interface ContactMessage {
  name?: string;
  email?: string;
  phone?: string;
  message: string;
}

/** A visitor fills in the contact form and presses Send Message. */
export async function fillContactForm(
  page: Page,
  { name = 'Sam Taylor', email = 'sam@taylorjoinery.co.uk', phone = '07700 900456', message }: ContactMessage,
) {
  await page.goto('/contact');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Contact Number').fill(phone);
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
}

/** A visitor sends the contact form; the success dialog shows. */
export async function sendContactMessage(page: Page, contact: ContactMessage) {
  await fillContactForm(page, contact);
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
}

/** The prices of the product cards a listing shows now, in pounds, in order. */
export async function listingPrices(page: Page): Promise<number[]> {
  const cards = await page.getByRole('region', { name: 'Products' }).locator('li article').allInnerTexts();
  return cards.map((t) => Number(/£(\d+\.\d\d)/.exec(t)?.[1]));
}

/** Waits until a listing shows products whose prices (in order) pass `check`. */
export async function expectListingPrices(page: Page, check: (prices: number[]) => boolean) {
  await expect
    .poll(async () => {
      const prices = await listingPrices(page);
      return prices.length > 0 && check(prices);
    })
    .toBe(true);
}

/** Sends the quote request form and gives the quote's number from the thank-you it answers with. */
export async function sendQuoteRequest(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Send quote request' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: we have your request' })).toBeVisible();
  return (await page
    .getByText(/Your quote number is/)
    .locator('strong')
    .textContent())!;
}
