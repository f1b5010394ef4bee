import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { STORE_MESSAGES } from '../../domain/team-stores';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './support/fixtures';
import { makePlainLogo } from './support/logo-wizard';
import { sellerInOwnBrowser } from './support/seller';
import { payWithTestCard, paidOrderNumber } from './support/shopper';
import { shootWidths, shotPath } from './support/shots';

/**
 * Team stores, the members' side (issue 32): the seller makes a school's store through the API (an access code,
 * names on, everything delivered to the school); member 1 types the code and orders polos in two sizes with
 * names typed, member 2 pastes 12 "size<TAB>name" rows from a spreadsheet for sweatshirts; both check out with
 * the school's address shown instead of asked for. A wrong code is refused; a closed store says when it closed.
 */

const CODE = 'PE-2026';
const SCHOOL = { address: '1 School Lane', city: 'Leeds', postCode: 'LS1 4AP', country: 'United Kingdom' };

interface Garment {
  id: string;
  title: string;
  colour: string;
  sizes: string[];
}

interface Made {
  slug: string;
  name: string;
  polo: Garment;
  sweatshirt: Garment;
  closedSlug: string;
  closedName: string;
}

let made: Made;

/** The first product of a type with its first colour and the sizes with plenty in stock. */
async function garmentOf(seller: Page, type: string): Promise<Garment> {
  const res = await seller.request.get(`/api/products?type=${type}&pageSize=1`);
  const p = (await res.json()).products[0];
  const sizes = (p.sizes as { size: string; stock: number }[])
    .filter((s) => s.stock >= 20)
    .map((s) => s.size);
  return { id: p._id, title: p.title, colour: p.colorNames[1] ?? p.colorNames[0], sizes };
}

async function makeStores(browser: Browser): Promise<Made> {
  const { context, seller } = await sellerInOwnBrowser(browser, '/admin/dashboard');
  const file = shotPath('store-member/school-logo.png');
  await makePlainLogo(file, { width: 300, height: 300, background: '#7a1f1f' });
  const upload = await seller.request.post('/api/stores/logo', {
    multipart: { logo: { name: 'st-marys.png', mimeType: 'image/png', buffer: await readFile(file) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const logoId = (await upload.json()).logo.id as string;
  const polo = await garmentOf(seller, 'polo');
  const sweatshirt = await garmentOf(seller, 'sweatshirt');
  const stamp = Date.now().toString(36);
  const store = (name: string, slug: string, extra: Record<string, unknown>) => ({
    name,
    slug,
    welcome: "Welcome to St Mary's PE kit. Order by Friday: names go across the back.",
    logoId,
    access: 'code',
    accessCode: CODE,
    allowedDomains: [],
    names: {
      enabled: true,
      position: 'Large Back',
      method: 'Print',
      font: 'Standard',
      maxLength: 20,
      price: 350,
    },
    opensOn: null,
    closesOn: null,
    delivery: 'organisation',
    deliveryAddress: SCHOOL,
    payer: 'member',
    tradeAccountId: null,
    contactName: 'Mrs Hughes',
    contactEmail: 'pe@stmarys.example.co.uk',
    offers: [
      {
        productId: polo.id,
        colours: [polo.colour],
        price: 1450,
        decorations: [{ position: 'Left Breast', method: 'Embroidery' }],
      },
      {
        productId: sweatshirt.id,
        colours: [sweatshirt.colour],
        price: 2200,
        decorations: [{ position: 'Left Breast', method: 'Embroidery' }],
      },
    ],
    ...extra,
  });
  const name = `St Mary's PE kit ${stamp}`;
  const open = await seller.request.post('/api/stores', { data: store(name, `st-marys-${stamp}`, {}) });
  expect(open.status(), await open.text()).toBe(201);
  const closedName = `Rovers FC kit ${stamp}`;
  const closed = await seller.request.post('/api/stores', {
    data: store(closedName, `rovers-${stamp}`, { access: 'open', accessCode: null }),
  });
  expect(closed.status(), await closed.text()).toBe(201);
  const closedId = (await closed.json()).store.id as string;
  const close = await seller.request.post(`/api/stores/${closedId}/actions`, { data: { action: 'close' } });
  expect(close.status(), await close.text()).toBe(200);
  await context.close();
  return { slug: `st-marys-${stamp}`, name, polo, sweatshirt, closedSlug: `rovers-${stamp}`, closedName };
}

test.beforeAll(async ({ browser }) => {
  made = await makeStores(browser);
});

/** Types the store's access code on its gate and lands on the store. */
async function typeCode(page: Page, code: string) {
  await page.getByLabel('Access code').fill(code);
  await page.getByRole('button', { name: 'Open the store' }).click();
}

async function openStore(page: Page) {
  await page.goto(`/store/${made.slug}`);
  await waitForHydration(page);
  await typeCode(page, CODE);
  await expect(page.getByRole('heading', { level: 1, name: made.name })).toBeVisible();
}

async function openGarment(page: Page, garment: Garment) {
  await page
    .getByRole('link', { name: new RegExp(garment.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: garment.title })).toBeVisible();
  await waitForHydration(page);
}

/** The checkout of a store delivering to the school: the member's name and contact, the school's address. */
async function checkOutToSchool(page: Page, who: { first: string; email: string }) {
  await page.getByRole('link', { name: 'Go to Cart' }).click();
  await expect(page.getByText(`Team store order: ${made.name}`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Back to ${made.name}` })).toHaveAttribute(
    'href',
    `/store/${made.slug}`,
  );
  await expectNoSeriousA11yViolations(page);
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByText(`Delivered to ${made.name} with the rest of the order`)).toBeVisible();
  await expect(page.getByText('1 School Lane, Leeds LS1 4AP, United Kingdom')).toBeVisible();
  await expect(page.getByLabel('Post Code')).toHaveCount(0);
  await page.getByLabel('First Name').fill(who.first);
  await page.getByLabel(/^Last Name/).fill('Pupil');
  await page.getByLabel('Phone').fill('0113 496 0000');
  await page.getByLabel('Email').fill(who.email);
  await expect(page.getByText(`Delivery (to ${made.name})`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await payWithTestCard(page);
  return paidOrderNumber(page);
}

test.describe('the access code', () => {
  // the wrong code's form answer is a 400 on purpose
  test.use({ allowedConsoleErrors: [/status of 400/] });
  test('a wrong code is refused; member 1 types the code and orders polos in two sizes with names', async ({
    page,
  }) => {
    await page.goto(`/store/${made.slug}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: made.name })).toBeVisible();
    await expect(page.getByText('£14.50')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shootWidths(page, 'store-member/gate');

    await typeCode(page, 'not-the-code');
    await expect(page.getByText(STORE_MESSAGES.wrongCode)).toBeVisible();
    await expect(page.getByLabel('Access code')).toHaveValue('not-the-code');
    await expectNoSeriousA11yViolations(page);

    await typeCode(page, CODE);
    await expect(page.getByRole('heading', { level: 2, name: 'Garments' })).toBeVisible();
    await expect(page.getByText('£14.50 each, logo included')).toBeVisible();
    await expect(page.getByText('£22.00 each, logo included')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shootWidths(page, 'store-member/store');

    await openGarment(page, made.polo);
    const [first, second] = made.polo.sizes;
    await expect(page.getByText('No setup fee. Names: £3.50 per name.')).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: /Colour/ }).getByRole('radio')).toHaveCount(1);
    await page.getByLabel(new RegExp(`^${first}\\b`)).fill('2');
    await page.getByLabel(new RegExp(`^${second}\\b`)).fill('1');
    await page.getByLabel(new RegExp(`^Names for size ${first}, one per line`)).fill('AMELIA\nBEN');
    await page.getByLabel(new RegExp(`^Names for size ${second}, one per line`)).fill('CHARLOTTE');
    await page.getByLabel('I have checked the spelling of every name').check();
    await expect(page.getByText('3 items with 3 names · Total £54.00')).toBeVisible();
    // the first name on the back of the mock-up
    await expect(page.locator('[data-position="Large Back"]')).toContainText('AMELIA');
    await expectNoSeriousA11yViolations(page);
    await shootWidths(page, 'store-member/garment-names');

    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
    await expect(dialog).toContainText('3 items have been added to the cart.');
    await expectNoSeriousA11yViolations(page);
    await checkOutToSchool(page, { first: 'Amelia', email: `amelia.${Date.now()}@example.co.uk` });
  });
});

test('member 2 pastes 12 names from a spreadsheet for sweatshirts and checks out', async ({ page }) => {
  await openStore(page);
  await openGarment(page, made.sweatshirt);
  const sizes = made.sweatshirt.sizes.slice(0, 3);
  const counts = [4, 5, 3];
  for (const [i, size] of sizes.entries())
    await page.getByLabel(new RegExp(`^${size}\\b`)).fill(String(counts[i]));
  const rows = sizes.flatMap((size, i) =>
    Array.from({ length: counts[i]! }, (_, n) => `${size}\tPUPIL ${size}${n + 1}`),
  );
  expect(rows).toHaveLength(12);
  await page.getByText('Paste from a spreadsheet').click();
  await page.getByLabel('A column of names, or "size, name" rows').fill(rows.join('\n'));
  await page.getByRole('button', { name: 'Use these names' }).click();
  await expect(page.getByText('12 names: £42.00')).toBeVisible();
  await page.getByLabel('I have checked the spelling of every name').check();
  await expect(page.getByText('12 items with 12 names · Total £306.00')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootWidths(page, 'store-member/garment-pasted');
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toContainText('12 items');
  await checkOutToSchool(page, { first: 'Ben', email: `ben.${Date.now()}@example.co.uk` });
});

test('a closed store says when it closed and how to contact the shop', async ({ page }) => {
  await page.goto(`/store/${made.closedSlug}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: made.closedName })).toBeVisible();
  await expect(
    page.getByText(/^This store closed on .+\. To order, please contact us at .+\.$/),
  ).toBeVisible();
  await openGarment(page, made.polo);
  await expect(page.getByText(/^This store closed on /)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shootWidths(page, 'store-member/closed');
});

test.describe('an address with no store', () => {
  // the browser's own line for the 404 document
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('is the shop’s 404 page, not indexed', async ({ page }) => {
    const res = await page.goto('/store/no-such-store-here');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: /couldn’t find that page/ })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
