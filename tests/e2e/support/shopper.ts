import { expect, type Locator, type Page } from '@playwright/test';
import { codeIn, lastMailTo } from './mail';

export const CUSTOMER_PASSWORD = 'tool-belt-harbour-7';

/** A new verified customer, logged in in this page's browser context (through the real sign-up and mail). */
export async function signUpAndLogIn(page: Page, name = 'shopper'): Promise<string> {
  const email = `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.co.uk`;
  const signup = await page.request.post('/api/auth/signup', {
    data: { firstName: 'Alex', lastName: 'Shopper', email, password: CUSTOMER_PASSWORD },
  });
  expect(signup.status()).toBe(200);
  const code = codeIn(await lastMailTo(email));
  const verify = await page.request.post('/api/auth/signup/verify', { data: { email, otp: code } });
  expect(verify.status()).toBe(200);
  return email;
}

export async function logIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens the first product of a type and returns its title. */
export async function openFirstProduct(page: Page, type = 'polo'): Promise<string> {
  await page.goto(`/products/${type}`);
  const link = page.getByRole('main').getByRole('heading', { level: 3 }).first().getByRole('link');
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
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

/** Pays on the built-in TEST MODE checkout page with a test card (4242… pays, 4000 0000 0000 0002 declines). */
export async function payWithTestCard(page: Page, card = '4242 4242 4242 4242') {
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}
