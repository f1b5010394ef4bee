import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { PricedLineInput } from '../../../domain/pricing';
import { expect } from './fixtures';
import { checkoutAndPay, chooseColourAndSizes, openFirstProduct } from './shopper';

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

/** The pricing of a line carrying a new text logo and a new uploaded one (two designs, two setup fees). */
export const TEXT_AND_UPLOAD: PricedLineInput['decorations'] = [
  { designKey: 'text', isPreviousLogo: false },
  { designKey: 'logo', isPreviousLogo: false },
];

/** At the wizard's design step: Upload Your Logo, choosing a one-colour PNG made at `file` (a test output path). */
export async function uploadPlainLogo(
  wizard: Locator,
  file: string,
  {
    width = 400,
    height = 160,
    background = '#0b5394',
  }: { width?: number; height?: number; background?: string } = {},
) {
  await wizard.getByRole('button', { name: /Upload Your Logo/ }).click();
  await makePlainLogo(file, { width, height, background });
  await wizard.getByLabel('Logo file').setInputFiles(file);
}

/** A one-colour PNG logo at `file` (a test output path), for an upload field. */
export async function makePlainLogo(
  file: string,
  { width, height, background }: { width: number; height: number; background: string },
) {
  await mkdir(dirname(file), { recursive: true });
  await sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toFile(file);
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
  return checkoutAndPay(page);
}
