import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The id of the seeded bundle of a type (everyday: 5/3/2 over three products; solo1/solo2: 3/2). */
export async function bundleIdOfType(request: APIRequestContext, type = 'everyday'): Promise<string> {
  const { bundles } = (await (await request.get('/api/bundle')).json()) as {
    bundles: { _id: string; type: string }[];
  };
  return bundles.find((b) => b.type === type)!._id;
}

/** Opens a bundle page and waits until its options are ready to use (hydrated). */
export async function openBundle(page: Page, id: string) {
  await page.goto(`/bundle/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Customize Your Bundle' })).toBeVisible();
  await expect(page.getByText('Loading your bundle options')).toHaveCount(0);
}

/** Product n's section (1-based). */
export const bundleSection = (page: Page, n: number) => page.locator(`details[data-section="${n}"]`);

/** Chooses the first colour still offered in a section (or the named one) and adds it; returns its name. */
export async function addBundleColour(section: Locator, name?: string): Promise<string> {
  const select = section.getByRole('combobox', { name: /^Colour for/ });
  const options = await select
    .locator('option')
    .evaluateAll((os) => os.filter((o) => (o as HTMLOptionElement).value).map((o) => o.textContent!.trim()));
  const colour = name ?? options[0]!;
  await select.selectOption({ label: colour });
  await section.getByRole('button', { name: 'Add colour' }).click();
  await expect(
    section.getByRole('group', { name: `${colour}, size ${await firstSize(section)}` }),
  ).toBeVisible();
  return colour;
}

async function firstSize(section: Locator): Promise<string> {
  const label = await section.locator('[role="group"][data-size]').first().getAttribute('aria-label');
  return label!.split(', size ')[1]!;
}

/** The + button of a colour and size in a section. */
export const plusButton = (section: Locator, colour: string, size: string) =>
  section.getByRole('button', { name: `Add one ${colour} ${size}`, exact: true });

/** Presses + `times` times for a colour and size. */
export async function addItems(section: Locator, colour: string, size: string, times: number) {
  for (let i = 0; i < times; i++) await plusButton(section, colour, size).click();
}

/** The sizes a section offers in a colour, in order. */
export async function sectionSizes(section: Locator, colour: string): Promise<string[]> {
  const labels = await section
    .locator('[role="group"][data-size]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
  return labels
    .filter((l) => l.startsWith(`${colour}, size `))
    .map((l) => l.slice(`${colour}, size `.length));
}

/**
 * Builds a whole everyday bundle (5/3/2) over three colours of product 1 and one of the others: product 1 gets
 * 2 + 2 + 1 in three colours, product 2 three of one colour, product 3 two. Returns the colours chosen.
 */
export async function buildEverydayBundle(page: Page) {
  const s1 = bundleSection(page, 1);
  const c1 = [await addBundleColour(s1), await addBundleColour(s1), await addBundleColour(s1)];
  const [a, b] = await sectionSizes(s1, c1[0]!);
  await addItems(s1, c1[0]!, a!, 2);
  await addItems(s1, c1[1]!, b!, 2);
  await addItems(s1, c1[2]!, a!, 1);
  const c2 = await addColourWithItems(page, 2, 1, 3);
  const c3 = await addColourWithItems(page, 3, 0, 2);
  return { product1: c1, product2: c2, product3: c3 };
}

/** Builds a whole two-product bundle (solo1, solo2: 3/2): one colour of each product, all in its first size. */
export async function buildSoloBundle(page: Page) {
  const product1 = await addColourWithItems(page, 1, 0, 3);
  const product2 = await addColourWithItems(page, 2, 0, 2);
  return { product1, product2 };
}

/** In product n's section: adds the first colour offered and `count` of it in its size at `sizeIndex`; the colour. */
export async function addColourWithItems(page: Page, n: number, sizeIndex: number, count: number) {
  const section = bundleSection(page, n);
  const colour = await addBundleColour(section);
  await addItems(section, colour, (await sectionSizes(section, colour))[sizeIndex]!, count);
  return colour;
}

/**
 * From the bundle bar's Add Logo: a method, the positions, Next Step, and the design's kind ('Text Logo' or
 * 'Upload Logo'); the wizard is then at that design step.
 */
export async function startBundleLogo(
  page: Page,
  { method, positions, design }: { method: 'Embroidery' | 'Print'; positions: string[]; design: RegExp },
) {
  await page.getByRole('button', { name: 'Add Logo' }).click();
  await page
    .getByRole('dialog', { name: 'Application Method' })
    .getByRole('button', { name: new RegExp(`^${method}`) })
    .click();
  const wizard = page.getByRole('dialog', { name: 'Choose Positions' });
  for (const position of positions) await wizard.getByRole('checkbox', { name: position }).check();
  await wizard.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('dialog', { name: 'Add Your Logo' }).getByRole('button', { name: design }).click();
}

/** Back at the method step with the design saved: choosing the method goes on to Confirm Your Design. */
export async function confirmBundleMethod(page: Page, method: 'Embroidery' | 'Print') {
  await page
    .getByRole('dialog', { name: 'Application Method' })
    .getByRole('button', { name: new RegExp(`^${method}`) })
    .click();
  return page.getByRole('dialog', { name: 'Confirm Your Design' });
}
