import type { Browser, Locator, Page } from '@playwright/test';
import { formatPounds } from '../../domain/money';
import { priceCart } from '../../domain/pricing';
import { garmentQuote } from '../../domain/price-quotes';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './support/fixtures';
import { chooseTextLogo } from './support/logo-wizard';
import { addProduct, sellerInOwnBrowser } from './support/seller';
import {
  cartLines,
  chooseColourAndSizes,
  fillUkAddress,
  signUpAndLogIn,
  sizeInput,
  summaryValue,
} from './support/shopper';
import { shotPath } from './support/shots';

/**
 * Issue 29 as a shopper meets it: a polo with a price ladder (£15.00, 10+ £13.50, 25+ £12.00, set by the seller
 * through the API) shows it on its page, with and without JavaScript; typing quantities into the size grid says
 * the price each, the total and the next break as they change; a logo added through the wizard is priced at the
 * break; the cart and checkout charge the same.
 */

const BASE = 1500;
const BREAKS = [
  { minQuantity: 10, price: 1350 },
  { minQuantity: 25, price: 1200 },
];
const WIDTHS = [1280, 390] as const;

/** A published polo with the ladder, stock enough for 10 of each size in its first colour; its id. */
async function ladderPolo(browser: Browser, title: string): Promise<string> {
  const { context, seller } = await sellerInOwnBrowser(browser, '/admin/products');
  const demo = (await (await seller.request.get('/api/products?type=polo&pageSize=1')).json()).products[0];
  const id = await addProduct(seller, title, {
    grid: { [demo.colors[0]]: { M: 40, L: 40 }, [demo.colors[1]]: { M: 5, L: 5 } },
    priceBreaks: BREAKS.map((b) => ({ minQuantity: b.minQuantity, price: b.price / 100 })),
  });
  await context.close();
  return id;
}

/** The product page's "Buy more, pay less". */
const ladder = (page: Page) => page.getByRole('region', { name: 'Buy more, pay less' });

/** The ladder's rows as the page reads them. */
async function expectLadderRows(page: Page) {
  const rows = ladder(page).getByRole('table', { name: 'This garment' }).getByRole('row');
  await expect(rows).toHaveText(
    ['Quantity Price each', '1–9 £15.00', '10–24 £13.50', '25+ £12.00'].map(spaced),
  );
}
const spaced = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\£]/g, '\\$&').replace(/ /g, '\\s*')}$`);

/** `target` (or the whole page) at 1280 and 390 px wide, back at 1280 after. */
async function shoot(page: Page, name: string, target?: Locator) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const path = shotPath(`price-breaks/${name}-${width}.png`);
    if (target) {
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path });
    } else await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the shopper types 10 into the size grid, sees the price each drop, adds a logo, and the cart and checkout agree', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Ladder Polo ${Date.now()}`;
  const id = await ladderPolo(browser, title);
  await signUpAndLogIn(page, 'ladder');
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // the ladder, and the lowest price beside the price
  await expectLadderRows(page);
  await expect(page.getByText('from £12.00 each for 25+')).toBeVisible();
  await expect(ladder(page)).toContainText(
    'Your logo: embroidered or printed, £5.50 per garment per position, and £20.00 setup once for a new design.',
  );
  await shoot(page, 'product-ladder', ladder(page));
  await waitForHydration(page);

  // 4 of one size: the base price, and how many more reach the first break
  const live = page.locator('[aria-live="polite"]').filter({ hasText: 'selected' });
  await chooseColourAndSizes(page, { M: 4 });
  const at4 = garmentQuote(BASE, BREAKS, 4);
  await expect(live).toContainText(`4 items selected · Total ${formatPounds(at4.total)}`);
  await expect(live).toContainText('£15.00 each');
  await expect(live).toContainText('Add 6 more to pay £13.50 each');

  // 6 more of another size make 10: every size counts, the price each drops and the nudge moves on
  await sizeInput(page, 'L').fill('6');
  const at10 = garmentQuote(BASE, BREAKS, 10);
  expect(at10).toMatchObject({ price: 1350, priceBreak: 10, total: 13_500 });
  await expect(live).toContainText(`10 items selected · Total ${formatPounds(at10.total)}`);
  await expect(live).toContainText('£13.50 each · 10+ price');
  await expect(live).toContainText('Add 15 more to pay £12.00 each');
  await expect(live).toHaveAttribute('aria-atomic', 'true');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'size-grid-live-price', page.locator('form').filter({ has: live }));

  // a left-breast logo through the wizard: the garments at the break, the logo at the shop's price
  await page.getByRole('button', { name: 'ADD LOGO' }).click();
  const wizard = page.getByRole('dialog');
  await expect(wizard).toHaveAccessibleName('Application Method');
  await wizard.getByRole('button', { name: 'Next Step' }).click();
  await expect(wizard.getByRole('radio', { name: 'Left Breast', exact: true })).toHaveAccessibleDescription(
    '£5.50 a garment',
  );
  await wizard.getByRole('button', { name: 'Back' }).click();
  await chooseTextLogo(wizard, { position: 'Left Breast', text: 'LADDER & SONS', font: 'Serif' });
  const breakdown = wizard.getByRole('definition');
  await expect(wizard.getByText('Garments (10 items × £13.50, 10+ price)')).toBeVisible();
  await expect(wizard.getByText('Left Breast: Embroidery (10 × £5.50)')).toBeVisible();
  const expected = priceCart([
    { unitPrice: at10.price, quantity: 4, decorations: [{ designKey: 'text', isPreviousLogo: false }] },
    { unitPrice: at10.price, quantity: 6, decorations: [{ designKey: 'text', isPreviousLogo: false }] },
  ]);
  await expect(breakdown.last()).toHaveText(formatPounds(expected.totalBeforeDiscount));
  await wizard.getByRole('button', { name: 'Add 10 Items to Cart' }).click();
  await expect(wizard).toBeHidden();

  // the cart: both lines at the 10+ price, the figures domain/pricing's
  await page.goto('/cart');
  const lines = cartLines(page);
  await expect(lines).toHaveCount(2);
  for (const line of await lines.all()) await expect(line).toContainText('£13.50 each · 10+ price');
  await expect(summaryValue(page, /^Subtotal \(10 items\)$/)).toHaveText(formatPounds(expected.goods));
  await expect(summaryValue(page, /^Logo charges$/)).toHaveText(formatPounds(expected.logoCharges));
  await expect(summaryValue(page, /^Total$/)).toHaveText(formatPounds(expected.total));
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'cart');

  // checkout: the same price each and total
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('4 x £13.50 · 10+ price');
  await expect(items.nth(1)).toContainText('6 x £13.50 · 10+ price');
  await expect(summaryValue(page, /^Subtotal$/)).toHaveText(formatPounds(expected.goods));
  await expect(summaryValue(page, /^Total$/)).toHaveText(formatPounds(expected.total));
  await fillUkAddress(page);
  await expect(page.getByRole('button', { name: `Pay ${formatPounds(expected.total)}` })).toBeVisible();
  await shoot(page, 'checkout-summary', page.getByRole('complementary'));
});

test('a listing card says "from" the lowest price of the ladder', async ({ page, browser }) => {
  const title = `Ladder Card Polo ${Date.now()}`;
  await ladderPolo(browser, title);
  await page.goto('/products/polo?sort=newest');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('£15.00');
  await expect(card).toContainText('from £12.00 each for 25+');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the ladder and its JSON-LD are on the page, and 10 added reach the 10+ price in the cart', async ({
    page,
    browser,
  }) => {
    const title = `No-JS Ladder Polo ${Date.now()}`;
    const id = await ladderPolo(browser, title);
    await page.goto(`/product/${id}`);
    await expectLadderRows(page);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = jsonLd.map((t) => JSON.parse(t)).find((j) => j['@type'] === 'Product');
    expect(product.offers.price).toBe('15.00');
    expect(product.offers.priceSpecification).toEqual(
      [1, 10, 25].map((minValue, i) => ({
        '@type': 'UnitPriceSpecification',
        price: ['15.00', '13.50', '12.00'][i],
        priceCurrency: 'GBP',
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue, unitCode: 'C62' },
      })),
    );

    await chooseColourAndSizes(page, { M: 4, L: 6 });
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page).toHaveURL(/added=10/);
    await page.getByRole('link', { name: 'Go to Cart' }).click();
    await expect(cartLines(page)).toHaveCount(2);
    for (const line of await cartLines(page).all())
      await expect(line).toContainText('£13.50 each · 10+ price');
    await expect(summaryValue(page, /^Subtotal \(10 items\)$/)).toHaveText('£135.00');
  });
});
