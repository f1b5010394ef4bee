import type { Locator } from '@playwright/test';

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
