import type { Page } from '@playwright/test';
import { SELLER } from '../../../playwright.config';
import { expect } from './fixtures';
import { chooseColourAndSizes, fillUkAddress, openFirstProduct, payWithTestCard } from './shopper';

/** What a guest's checkout may add to the usual Leeds address: a company, delivery notes, expedited delivery. */
export interface CheckoutExtras {
  company?: string;
  notes?: string;
  expedited?: boolean;
}

/** A guest buys one polo with the test card; the order's number as the success page shows it (#1234). */
export async function placePaidOrder(
  page: Page,
  emailPrefix = 'seller.view',
  extras: CheckoutExtras = {},
): Promise<string> {
  await openFirstProduct(page, 'polo');
  await chooseColourAndSizes(page, { M: 1 });
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await page
    .getByRole('dialog', { name: 'Added to Cart' })
    .getByRole('button', { name: 'Continue Shopping' })
    .click();
  await page.goto('/checkout');
  await fillUkAddress(page, `${emailPrefix}.${Date.now()}@example.co.uk`);
  if (extras.company) await page.getByLabel('Company').fill(extras.company);
  if (extras.notes) await page.getByLabel('Additional Information').fill(extras.notes);
  if (extras.expedited) await page.getByRole('radio', { name: /Expedited/ }).check();
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await payWithTestCard(page);
  const paid = page.getByText(/Payment received for order #\d+/);
  await expect(paid).toBeVisible();
  return /#\d+/.exec((await paid.textContent())!)![0];
}

/** Goes to a seller page as a guest, is sent to the seller's login, logs in and lands back on it. */
export async function sellerLogin(page: Page, to: string) {
  await page.goto(to);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await page.getByLabel('Email').fill(SELLER.email);
  await page.getByLabel('Password', { exact: true }).fill(SELLER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/?]/g, '\\$&')}$`));
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
