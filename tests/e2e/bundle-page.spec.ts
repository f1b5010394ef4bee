// The shopper's bundle page in the browser: the selection rules of domain/bundles as the shopper meets them
// (section counters, plus disabled at the limit, 'Maximum reached', which colours can be removed, the missing
// quantities message, Add Logo / Add to Cart only for a whole bundle), the keyboard, axe on the page and the
// open wizard, the wizard's own messages, the login detour back to an open wizard, and a real 404.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import {
  addBundleColour,
  addColourWithItems,
  addItems,
  bundleIdOfType,
  bundleSection,
  buildEverydayBundle,
  buildSoloBundle,
  openBundle,
  plusButton,
  sectionSizes,
} from './support/bundle-page';
import { logIn, signUpAndLogIn } from './support/shopper';

const bar = (page: Page) => page.getByRole('region', { name: 'Your bundle', exact: true });

test('the selection rules: counters, limits, removing colours, the missing quantities message', async ({
  page,
}) => {
  await openBundle(page, await bundleIdOfType(page.request, 'everyday'));
  await expect(page.getByRole('heading', { name: 'Bundle Includes' })).toBeVisible();
  await expect(page.getByText('Product 1', { exact: true }).first()).toBeVisible();
  // the saving against buying the garments alone
  await expect(page.getByText(/^Save £\d+\.\d\d \(\d+%\)$/)).toBeVisible();
  await expect(bar(page).getByText('0 / 10')).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Add Logo' })).toBeDisabled();
  await expect(bar(page).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

  // product 3 needs 2: a colour, one item, a second colour that is empty and can go, the first cannot
  const s3 = bundleSection(page, 3);
  await expect(s3.getByText('0 of 2 selected')).toBeVisible();
  const first = await addBundleColour(s3);
  const [size] = await sectionSizes(s3, first);
  await addItems(s3, first, size!, 1);
  await expect(s3.getByText('1 of 2 selected')).toBeVisible();
  const second = await addBundleColour(s3);
  await expect(s3.getByRole('button', { name: `Remove ${first}` })).toBeDisabled();
  await expect(s3.getByRole('button', { name: `Remove ${second}` })).toBeEnabled();
  await s3.getByRole('button', { name: `Remove ${second}` }).click();
  await expect(s3.getByRole('group', { name: new RegExp(`^${second}, size`) })).toHaveCount(0);

  // full: plus is disabled everywhere in the section and it says so
  await addItems(s3, first, size!, 1);
  await expect(s3.getByText('2 of 2 selected')).toBeVisible();
  await expect(s3.getByText('Maximum reached')).toBeVisible();
  for (const z of await sectionSizes(s3, first)) await expect(plusButton(s3, first, z)).toBeDisabled();
  // minus frees a place again
  await s3.getByRole('button', { name: `Remove one ${first} ${size}`, exact: true }).click();
  await expect(plusButton(s3, first, size!)).toBeEnabled();
  await addItems(s3, first, size!, 1);

  // products 1 and 2, the buttons come on only when every section has exactly its count
  await addColourWithItems(page, 2, 0, 3);
  const s1 = bundleSection(page, 1);
  const c1 = await addColourWithItems(page, 1, 1, 4);
  await expect(bar(page).getByText('9 / 10')).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await addItems(s1, c1, (await sectionSizes(s1, c1))[2]!, 1);
  await expect(bar(page).getByText('10 / 10')).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Add Logo' })).toBeEnabled();
  await expect(bar(page).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  // a colour left without a quantity is named when the shopper goes on
  const empty = await addBundleColour(s1);
  await bar(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(bar(page).getByRole('alert')).toHaveText(
    `Please add at least one quantity for each selected color before proceeding. Missing quantities for: ${empty}`,
  );
  // it stays while the colour is still empty, whatever else changes, and clears (toast too) once fixed
  await s3.getByRole('button', { name: `Remove one ${first} ${size}`, exact: true }).click();
  await expect(bar(page).getByRole('alert')).toContainText(`Missing quantities for: ${empty}`);
  await addItems(s3, first, size!, 1);
  await s1.getByRole('button', { name: `Remove ${empty}` }).click();
  await expect(bar(page).getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Missing quantities for/)).toHaveCount(0, { timeout: 1500 });

  // sections open and close
  await s1.locator('summary').click();
  await expect(s1.getByRole('combobox')).toBeHidden();
  await s1.locator('summary').click();
  await expect(s1.getByRole('combobox')).toBeVisible();
});

test('a guest pressing Add Logo logs in and comes back to the open wizard with the choice kept', async ({
  page,
}) => {
  const email = await signUpAndLogIn(page, 'bundle.detour');
  await page.context().clearCookies();
  const id = await bundleIdOfType(page.request, 'solo1');
  await openBundle(page, id);
  await buildSoloBundle(page);
  await bar(page).getByRole('button', { name: 'Add Logo' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbundle%2F/);
  await logIn(page, email);
  const wizard = page.getByRole('dialog', { name: 'Application Method' });
  await expect(wizard).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/bundle/${id}$`));
  await expect(bar(page).getByText('5 / 5')).toBeVisible();
});

test('the wizard: positions and design are required, the design is kept, Confirm Your Design shows every garment', async ({
  page,
}) => {
  await signUpAndLogIn(page, 'bundle.wizard');
  await openBundle(page, await bundleIdOfType(page.request, 'everyday'));
  const colours = await buildEverydayBundle(page);
  await bar(page).getByRole('button', { name: 'Add Logo' }).click();
  let wizard = page.getByRole('dialog', { name: 'Application Method' });
  await expect(wizard).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await wizard.getByRole('button', { name: /^Embroidery/ }).click();
  wizard = page.getByRole('dialog', { name: 'Choose Positions' });
  await wizard.getByRole('button', { name: 'Next Step' }).click();
  await expect(wizard.getByRole('alert')).toHaveText('Please select at least one position.');
  await wizard.getByRole('checkbox', { name: 'Left Breast' }).check();
  await wizard.getByRole('button', { name: 'Next Step' }).click();
  wizard = page.getByRole('dialog', { name: 'Add Your Logo' });
  await wizard.getByRole('button', { name: /Upload Logo/ }).click();
  wizard = page.getByRole('dialog', { name: 'Upload Your Logo' });
  await wizard.getByRole('button', { name: 'Save Design' }).click();
  await expect(wizard.getByRole('alert')).toHaveText('Please upload a logo or select a previous one');
  await wizard.getByRole('button', { name: 'Back' }).click();
  wizard = page.getByRole('dialog', { name: 'Add Your Logo' });
  await wizard.getByRole('button', { name: /Text Logo/ }).click();
  wizard = page.getByRole('dialog', { name: 'Text Logo' });
  await wizard.getByRole('button', { name: 'Save Design' }).click();
  await expect(wizard.getByRole('alert')).toHaveText('Please enter text for the logo.');
  await wizard.getByLabel('Text line').fill('Bloggs Builders');
  await wizard.getByRole('button', { name: 'Save Design' }).click();

  // back at the method step with the design kept: choosing a method goes straight to the confirmation
  wizard = page.getByRole('dialog', { name: 'Application Method' });
  await expect(
    wizard.getByText(/Your design: Text 'Bloggs Builders' in Standard on Left Breast/),
  ).toBeVisible();
  await wizard.getByRole('button', { name: /^Print/ }).click();
  wizard = page.getByRole('dialog', { name: 'Confirm Your Design' });
  const garments = wizard.getByRole('list', { name: 'Your garments' }).getByRole('listitem');
  await expect(garments).toHaveCount(5); // three colours of product 1, one of products 2 and 3
  for (const colour of colours.product1)
    await expect(wizard.getByText(new RegExp(` · ${colour}$`)).first()).toBeVisible();
  await expect(wizard.locator('[data-position="Left Breast"]')).toHaveCount(5);
  const price = wizard.getByRole('definition').filter({ hasText: /^£/ });
  await expect(wizard.getByText('Logo (10 garments × 1 position × £5.50)')).toBeVisible();
  await expect(price.filter({ hasText: '£55.00' })).toHaveCount(1);
  await expect(price.filter({ hasText: '£20.00' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // Escape closes; reopening starts at the method step with the design still there
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();
  await expect(bar(page).getByRole('button', { name: 'Add Logo' })).toBeFocused();
  await bar(page).getByRole('button', { name: 'Add Logo' }).click();
  wizard = page.getByRole('dialog', { name: 'Application Method' });
  await expect(wizard.getByText(/Your design: Text 'Bloggs Builders'/)).toBeVisible();
});

test('keyboard: choose colours and quantities without a mouse; axe finds nothing serious', async ({
  page,
}) => {
  await openBundle(page, await bundleIdOfType(page.request, 'solo1'));
  await expectNoSeriousA11yViolations(page);
  const s1 = bundleSection(page, 1);
  const select = s1.getByRole('combobox', { name: /^Colour for/ });
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(select).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await expect(s1.getByRole('button', { name: 'Add colour' })).toBeFocused();
  await page.keyboard.press('Enter');
  const group = s1.locator('[role="group"][data-size]').first();
  await expect(group).toBeVisible();
  const plus = group.getByRole('button', { name: /^Add one / });
  await plus.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(s1.getByText('2 of 3 selected')).toBeVisible();
  // the summary opens and closes from the keyboard
  await s1.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(select).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(select).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

/** Presses Tab until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 25) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard through the wizard: method, positions, a text logo, Confirm Your Design, Escape', async ({
  page,
}) => {
  await signUpAndLogIn(page, 'bundle.keys');
  await openBundle(page, await bundleIdOfType(page.request, 'solo1'));
  await buildSoloBundle(page);
  const addLogo = bar(page).getByRole('button', { name: 'Add Logo' });
  await addLogo.focus();
  await page.keyboard.press('Enter');
  const wizard = page.getByRole('dialog');
  await expect(wizard).toHaveAccessibleName('Application Method');
  await tabTo(page, wizard.getByRole('button', { name: /^Embroidery/ }));
  await page.keyboard.press('Enter');
  await expect(wizard).toHaveAccessibleName('Choose Positions');
  await tabTo(page, wizard.getByRole('checkbox', { name: 'Left Breast' }));
  await page.keyboard.press('Space');
  await tabTo(page, wizard.getByRole('button', { name: 'Next Step' }));
  await page.keyboard.press('Enter');
  await expect(wizard).toHaveAccessibleName('Add Your Logo');
  await tabTo(page, wizard.getByRole('button', { name: /Text Logo/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, wizard.getByLabel('Text line'));
  await page.keyboard.type('KEYS LTD');
  await tabTo(page, wizard.getByRole('button', { name: 'Save Design' }));
  await page.keyboard.press('Enter');
  await expect(wizard).toHaveAccessibleName('Application Method');
  await tabTo(page, wizard.getByRole('button', { name: /^Print/ }));
  await page.keyboard.press('Enter');
  await expect(wizard).toHaveAccessibleName('Confirm Your Design');
  await expect(wizard.locator('[data-position="Left Breast"] text').first()).toContainText('KEYS');
  await expect(wizard.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();
  await expect(addLogo).toBeFocused();
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('an unknown bundle is a real 404', async ({ page }) => {
    const res = await page.goto(`/bundle/${randomUUID()}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: /couldn’t find that page/ })).toBeVisible();
    const bad = await page.request.get('/bundle/not-a-bundle');
    expect(bad.status()).toBe(404);
  });
});

test('phone: the steppers are at least 44px and the bar stays at the bottom @phone', async ({ page }) => {
  await openBundle(page, await bundleIdOfType(page.request, 'solo2'));
  const s1 = bundleSection(page, 1);
  const colour = await addBundleColour(s1);
  const box = await plusButton(s1, colour, (await sectionSizes(s1, colour))[0]!).boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  const barBox = await bar(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(Math.round(barBox!.y + barBox!.height)).toBe(viewport.height);
});

test.describe('refusals', () => {
  // the browser logs each refused request; the page itself handles them
  test.use({ allowedConsoleErrors: [/status of (400|401|500)/] });
  test("Add to Cart's refusals: the server's 400 message, 401 goes to login, anything else 'Failed to add…'", async ({
    page,
  }) => {
    const id = await bundleIdOfType(page.request, 'solo2');
    await openBundle(page, id);
    const { product1: c1, product2: c2 } = await buildSoloBundle(page);
    const add = bar(page).getByRole('button', { name: 'Add to Cart' });
    const sent: unknown[] = [];
    const answer = (status: number, body: object) =>
      page.route('**/api/cart/', async (route) => {
        sent.push(route.request().postDataJSON());
        await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
      });

    await answer(400, { message: 'Only 2 left of Work Polo in Navy, size M.' });
    await add.click();
    await expect(bar(page).getByRole('alert')).toHaveText('Only 2 left of Work Polo in Navy, size M.');
    // the spec's payload: the bundle, each product's garments by colour name and size, no logo
    expect(sent[0]).toMatchObject({
      isBundle: true,
      bundleId: id,
      method: 'Not selected',
      bundleProducts: [
        { sizesByColor: { [c1]: expect.any(Object) } },
        { sizesByColor: { [c2]: expect.any(Object) } },
      ],
    });

    await page.unroute('**/api/cart/');
    await answer(400, {});
    await add.click();
    await expect(bar(page).getByRole('alert')).toHaveText(
      'Invalid data. Please check your bundle configuration.',
    );

    await page.unroute('**/api/cart/');
    await answer(500, { message: 'boom' });
    await add.click();
    await expect(bar(page).getByRole('alert')).toHaveText('Failed to add bundle to cart. Please try again.');

    await page.unroute('**/api/cart/');
    await answer(401, { message: 'Unauthorized' });
    await add.click();
    await expect(page.getByText('Session expired. Please login again.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbundle%2F/);
  });
});
