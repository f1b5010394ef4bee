import type { Page } from '@playwright/test';
import { SELLER } from '../../../playwright.config';
import { expect } from './fixtures';
import { chooseColourAndSizes, fillUkAddress, openFirstProduct, payWithTestCard } from './shopper';

/** A guest buys one polo with the test card; the order's number as the success page shows it (#1234). */
export async function placePaidOrder(page: Page, emailPrefix = 'seller.view'): Promise<string> {
  await openFirstProduct(page, 'polo');
  await chooseColourAndSizes(page, { M: 1 });
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await page
    .getByRole('dialog', { name: 'Added to Cart' })
    .getByRole('button', { name: 'Continue Shopping' })
    .click();
  await page.goto('/checkout');
  await fillUkAddress(page, `${emailPrefix}.${Date.now()}@example.co.uk`);
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
