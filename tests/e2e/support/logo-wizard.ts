import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { chooseColourAndSizes, fillUkAddress, openFirstProduct, payWithTestCard } from './shopper';

/**
 * In the open logo wizard: the default method (Embroidery), `position`, and a text logo in `font`, stopping at
 * the design step with its mock-up and price breakdown showing.
 */
export async function chooseTextLogo(
  wizard: Locator,
  { position, text, font }: { position: string; text: string; font: string },
) {
  await wizard.getByRole('button', { name: 'Next Step' }).click();
  await wizard.getByRole('radio', { name: position }).check();
  await wizard.getByRole('button', { name: 'Next Step' }).click();
  await wizard.getByRole('button', { name: /Text Logo/ }).click();
  await wizard.getByLabel('Text line').fill(text);
  await wizard.getByRole('radio', { name: font, exact: true }).check();
}

/**
 * A logged-in customer buys `sizes` of the first polo with a left-breast text logo and pays with the test card;
 * the order's number as the success page shows it (#1234).
 */
export async function placePaidLogoOrder(
  page: Page,
  { text = 'BLOGGS BUILDERS', sizes = { M: 2 } }: { text?: string; sizes?: Record<string, number> } = {},
): Promise<string> {
  await openFirstProduct(page, 'polo');
  await chooseColourAndSizes(page, sizes);
  await page.getByRole('button', { name: 'ADD LOGO' }).click();
  const wizard = page.getByRole('dialog');
  await expect(wizard).toHaveAccessibleName('Application Method');
  await chooseTextLogo(wizard, { position: 'Left Breast', text, font: 'Serif' });
  const count = Object.values(sizes).reduce((a, b) => a + b, 0);
  await wizard.getByRole('button', { name: `Add ${count} Items to Cart` }).click();
  await expect(wizard).toBeHidden();
  await page.goto('/checkout');
  await fillUkAddress(page);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await payWithTestCard(page);
  const paid = page.getByText(/Payment received for order #\d+/);
  await expect(paid).toBeVisible();
  return /#\d+/.exec((await paid.textContent())!)![0];
}
