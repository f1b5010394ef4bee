import type { Locator, Page } from '@playwright/test';
import { formatPounds } from '../../domain/money';
import { priceCart, priceLine } from '../../domain/pricing';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import {
  cartLink,
  chooseColourAndSizes,
  fillUkAddress,
  openFirstProduct,
  sizeInput,
  summaryValue,
  unitPence,
} from './support/shopper';

const FIVE_SIZES = { S: 8, M: 8, L: 8, XL: 8, '2XL': 8 };

const cartLines = (page: Page) =>
  page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');

test.describe('the size grid', () => {
  test('typing 8 of five sizes shows 40 items and domain/pricing’s price, and adds five lines', async ({
    page,
  }) => {
    const title = await openFirstProduct(page, 'polo');
    const pence = await unitPence(page);
    await chooseColourAndSizes(page, FIVE_SIZES);
    const goods = priceLine({ unitPrice: pence, quantity: 40, decorations: [] }).goods;
    await expect(page.getByText(`40 items selected · Total ${formatPounds(goods)}`)).toBeVisible();

    // a typed value above the stock is clamped to it, and the page says so
    const stock = Number(await sizeInput(page, 'XL').getAttribute('max'));
    expect(stock).toBeGreaterThan(8);
    await sizeInput(page, 'XL').fill(String(stock + 150));
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: new RegExp(`^Only ${stock.toLocaleString('en-GB')} left in size XL\\.$`) }),
    ).toBeVisible();
    expect(Number(await sizeInput(page, 'XL').inputValue())).toBe(stock);
    await sizeInput(page, 'XL').fill('8');
    await expect(page.getByText(`40 items selected · Total ${formatPounds(goods)}`)).toBeVisible();

    await page.getByRole('button', { name: 'Add to Cart (40)' }).click();
    // one message, not a toast and a dialog saying the same
    const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
    await expect(dialog).toContainText('40 items have been added to the cart.');
    await expect(page.getByText('40 items successfully added to cart!')).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Go to Cart' }).click();

    await expect(cartLines(page)).toHaveCount(5);
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 9+ items (40)');
    for (const [i, size] of Object.keys(FIVE_SIZES).entries()) {
      await expect(cartLines(page).nth(i)).toContainText(`${title} (${size})`);
    }
    const expected = priceCart(
      Object.values(FIVE_SIZES).map((quantity) => ({ unitPrice: pence, quantity, decorations: [] })),
    );
    await expect(summaryValue(page, /^Subtotal/)).toHaveText(formatPounds(expected.goods));
    await expect(summaryValue(page, /^Total$/)).toHaveText(formatPounds(expected.total));

    // the cart's quantity takes typed numbers too
    const first = cartLines(page)
      .first()
      .getByRole('spinbutton', { name: /^Quantity of/ });
    await first.fill('12');
    await first.press('Enter');
    await expect(summaryValue(page, /^Subtotal/)).toHaveText(
      formatPounds(priceLine({ unitPrice: pence, quantity: 44, decorations: [] }).goods),
    );
    await page.reload();
    await expect(cartLines(page).first().getByRole('spinbutton')).toHaveValue('12');
    await first.fill('0');
    await first.blur();
    await expect(page.getByText('The least per line is 1; use Remove to take it out.')).toBeVisible();
    await expect(first).toHaveValue('1');
  });
});

test.describe('without JavaScript', () => {
  // the empty post is refused with 400 on purpose
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test('a guest chooses colour, sizes and quantities, changes and removes lines, and reaches the payment page', async ({
    page,
  }) => {
    await openFirstProduct(page, 't-shirt');
    const pence = await unitPence(page);
    // nothing chosen: the server says what is missing
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select at least one size.');

    const colour = await chooseColourAndSizes(page, { M: 3, L: 2 });
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page).toHaveURL(/added=5/);
    await expect(
      page.getByRole('status').filter({ hasText: '5 items have been added to the cart.' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to Cart' }).click();

    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await expect(cartLines(page)).toHaveCount(2);
    await expect(cartLines(page).first()).toContainText(`Colour ${colour}`);
    const quantityOf = (line: Locator) => line.getByRole('spinbutton', { name: /^Quantity of/ });

    await quantityOf(cartLines(page).first()).fill('7');
    await cartLines(page).first().getByRole('button', { name: 'Update' }).click();
    await expect(quantityOf(cartLines(page).first())).toHaveValue('7');
    await cartLines(page)
      .first()
      .getByRole('button', { name: /^More / })
      .click();
    await expect(quantityOf(cartLines(page).first())).toHaveValue('8');
    await cartLines(page)
      .first()
      .getByRole('button', { name: /^Fewer / })
      .click();
    await expect(quantityOf(cartLines(page).first())).toHaveValue('7');
    await cartLines(page)
      .nth(1)
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(cartLines(page)).toHaveCount(1);
    await expect(summaryValue(page, /^Subtotal/)).toHaveText(
      formatPounds(priceLine({ unitPrice: pence, quantity: 7, decorations: [] }).goods),
    );
    await expect(cartLink(page)).toHaveAttribute('aria-label', 'Cart, 7 items');

    // on to checkout and the payment page, still without JavaScript
    await page.getByRole('link', { name: 'Checkout' }).click();
    await fillUkAddress(page, `nojs.buyer.${Date.now()}@example.co.uk`);
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page).toHaveURL(/\/test-checkout\//);
    await expect(page.getByText('TEST MODE')).toBeVisible();
    const expected = priceCart([{ unitPrice: pence, quantity: 7, decorations: [] }]);
    await expect(page.getByText(formatPounds(expected.total)).first()).toBeVisible();
    await page.goto('/cart');

    // ADD LOGO posts too: a guest goes to login, carrying the choice back to the wizard
    await page.goBack();
    await openFirstProduct(page, 't-shirt');
    await chooseColourAndSizes(page, { S: 4 });
    await page.getByRole('button', { name: 'ADD LOGO' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    const back = decodeURIComponent(new URL(page.url()).searchParams.get('redirectTo')!);
    expect(back).toMatch(/^\/product\/[^?]+\?wizard=1&colour=[^&]+&sizes=S(:|%3A)4$/);
  });
});

test.describe('phone buttons @phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function expectTallButtons(scope: Locator) {
    const buttons = await scope.getByRole('button').all();
    expect(buttons.length).toBeGreaterThan(0);
    const short: string[] = [];
    for (const button of buttons) {
      if (!(await button.isVisible())) continue;
      const box = await button.boundingBox();
      if (box && box.height < 44) {
        const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
        short.push(`${name?.trim()}: ${box.height}px`);
      }
    }
    expect(short, 'buttons under 44 px').toEqual([]);
  }

  test('every product-page button is at least 44 px, the title and price are on the first screen', async ({
    page,
  }) => {
    await openFirstProduct(page, 'polo');
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const target of [page.getByRole('heading', { level: 1 }), page.getByText(/^£\d+\.\d\d$/).first()]) {
      const box = (await target.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }
    await chooseColourAndSizes(page, { M: 2 });
    await expectTallButtons(page.locator('body'));
    await expectNoSeriousA11yViolations(page);
  });

  test('every button of the home customiser is at least 44 px, and it lists every eligible garment', async ({
    page,
  }) => {
    await page.goto('/');
    const customiser = page.locator('#customiser');
    await customiser.scrollIntoViewIfNeeded();
    // every T-shirt, sweatshirt and polo (17 in the demo catalogue), not the first 6
    const eligible = new Set<string>();
    for (const type of ['t-shirt', 'sweatshirt', 'polo']) {
      const body = (await (await page.request.get(`/api/products?type=${type}&pageSize=100`)).json()) as {
        products: { _id: string }[];
      };
      for (const p of body.products) eligible.add(p._id);
    }
    expect(eligible.size).toBeGreaterThan(6);
    await expect(
      customiser.getByRole('list', { name: /^Garments to customise/ }).getByRole('listitem'),
    ).toHaveCount(eligible.size);
    await chooseColourAndSizes(page, { M: 2 }, customiser);
    await expectTallButtons(customiser);
  });
});
