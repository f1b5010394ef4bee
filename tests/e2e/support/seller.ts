import type { Browser, BrowserContext, Page } from '@playwright/test';
import { SELLER } from '../../../playwright.config';
import { expect } from './fixtures';
import {
  addToCartAndContinue,
  checkoutAndPay,
  chooseColourAndSizes,
  openFirstProduct,
  submitLogin,
  type CheckoutExtras,
} from './shopper';

/** A guest buys one polo with the test card; the order's number as the success page shows it (#1234). */
export async function placePaidOrder(
  page: Page,
  emailPrefix = 'seller.view',
  extras: Omit<CheckoutExtras, 'email'> = {},
): Promise<string> {
  await openFirstProduct(page, 'polo');
  await chooseColourAndSizes(page, { M: 1 });
  await addToCartAndContinue(page);
  return checkoutAndPay(page, { ...extras, email: `${emailPrefix}.${Date.now()}@example.co.uk` });
}

/** The seller's e-mail and password into the open login form, and Login. */
export const submitSellerLogin = (page: Page) => submitLogin(page, SELLER.email, SELLER.password);

/** Goes to a seller page as a guest, is sent to the seller's login, logs in and lands back on it. */
export async function sellerLogin(page: Page, to: string) {
  await page.goto(to);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await submitSellerLogin(page);
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/?]/g, '\\$&')}$`));
}

/**
 * The seller in a browser of their own, logged in and on `to`, as another visitor than the test's own (its own
 * address, so the customer's rate limits are not shared); the page errors it meets are collected.
 */
export async function sellerInOwnBrowser(
  browser: Browser,
  to: string,
): Promise<{ context: BrowserContext; seller: Page; errors: string[] }> {
  const random = () => Math.floor(Math.random() * 250);
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.200.${random()}.${random()}` },
  });
  const seller = await context.newPage();
  const errors: string[] = [];
  seller.on('pageerror', (error) => errors.push(error.message));
  await sellerLogin(seller, to);
  return { context, seller, errors };
}

/** On the seller's orders list: searches for an order's number and gives its row. */
export async function searchOrders(seller: Page, number: string) {
  await seller.getByRole('searchbox', { name: 'Search' }).fill(number);
  await seller.getByRole('button', { name: 'Apply' }).click();
  return seller.getByRole('row').filter({ has: seller.getByText(number, { exact: true }) });
}

/** A product added through the seller's API, with pictures borrowed from a demo polo; its id. */
export async function addProduct(
  page: Page,
  title: string,
  options: {
    brand?: string;
    status?: string;
    type?: string;
    grid?: Record<string, Record<string, number>>;
    /** Quantity prices in pounds, as the API takes them: [{ minQuantity: 10, price: 13.5 }]. */
    priceBreaks?: { minQuantity: number; price: number }[];
  } = {},
): Promise<string> {
  const demo = (await (await page.request.get('/api/products?type=polo&pageSize=1')).json()).products[0];
  const res = await page.request.post('/api/products/add', {
    multipart: {
      title,
      price: '15.00',
      description: 'Made in the browser test.',
      brand: options.brand ?? 'result',
      status: options.status ?? 'published',
      colors: JSON.stringify(demo.colors.slice(0, 2)),
      colorNames: JSON.stringify(demo.colorNames.slice(0, 2)),
      colorImages: JSON.stringify(demo.colorImages.slice(0, 2)),
      frontImageUrl: demo.frontImage,
      sizeChartImageUrl: demo.sizeChartImage,
      sizes: JSON.stringify(['M', 'L']),
      productType: JSON.stringify([options.type ?? 'polo']),
      ...(options.priceBreaks ? { priceBreaks: JSON.stringify(options.priceBreaks) } : {}),
      stockGrid: JSON.stringify(
        options.grid ?? {
          [demo.colors[0]]: { M: 3, L: 20 },
          [demo.colors[1]]: { M: 0, L: 12 },
        },
      ),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).product._id;
}
