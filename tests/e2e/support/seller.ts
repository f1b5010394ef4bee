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
