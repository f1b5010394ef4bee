import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { chooseTextLogo } from './support/logo-wizard';
import { sellerInOwnBrowser } from './support/seller';
import { shootWidths } from './support/shots';
import {
  cartLines,
  checkoutAndPay,
  chooseColourAndSizes,
  openFirstProduct,
  signUpAndLogIn,
} from './support/shopper';

/** Twelve names as a spreadsheet's column copies them: a heading-less column, one with a comma in quotes. */
const MEDIUMS = [
  'Amara Okafor',
  'Ben Carter',
  'Chloé Dubois',
  'Dev Patel',
  'Ella Hughes',
  'Finn O’Brien',
  'Grace Liu',
  'Harry Evans',
  'Isla Murphy',
  'Jack Wilson',
  'Kai Nakamura',
];

test('a shopper adds hoodies with a logo and a name on each, pasting the names, and sees them to the order', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // a sign-up, fourteen names typed and pasted, a purchase, and the seller's page
  await signUpAndLogIn(page, 'names');
  const title = await openFirstProduct(page, 'hoodie');
  await chooseColourAndSizes(page, { M: 12, L: 2 });
  await page.getByRole('button', { name: 'ADD LOGO' }).click();
  const wizard = page.getByRole('dialog');
  await expect(wizard).toHaveAccessibleName('Application Method');
  await chooseTextLogo(wizard, { position: 'Left Breast', text: 'ROVERS FC', font: 'Serif' });

  // names are offered at the shop's price per name, before anything is added
  const namesOn = wizard.getByRole('checkbox', {
    name: /Add a name to each garment \(optional, £3\.50 per name\)/,
  });
  await namesOn.check();
  await expect(wizard.getByLabel('Names position')).toHaveValue('Large Back');
  await expect(wizard.getByLabel('Names position').locator('option', { hasText: 'Left Breast' })).toHaveCount(
    0,
  );
  await wizard.getByLabel('Names font').selectOption('Sans-serif');

  // eleven names pasted for twelve medium hoodies, then the two large ones typed
  await wizard.getByText('Paste from a spreadsheet').click();
  await wizard
    .getByLabel('A column of names, or "size, name" rows')
    .fill(['\uFEFF' + MEDIUMS[0], ...MEDIUMS.slice(1), '', 'L, "Smith, Jo"'].join('\r\n'));
  await wizard.getByRole('button', { name: 'Use these names' }).click();
  await expect(wizard.getByText('You have 12 medium garments and 11 names.')).toBeVisible();
  await expect(wizard.getByText('You have 2 large garments and 1 name.')).toBeVisible();

  // adding is refused while the counts differ, and until the spelling is ticked
  await wizard.getByRole('button', { name: 'Add 14 Items to Cart' }).click();
  await expect(
    wizard.getByRole('alert').filter({ hasText: 'You have 12 medium garments and 11 names.' }),
  ).toBeVisible();
  const mediums = wizard.getByLabel(/^Names for size M/);
  await mediums.press('ControlOrMeta+End');
  await mediums.pressSequentially('\nLena Fischer');
  await wizard.getByLabel(/^Names for size L/).press('ControlOrMeta+End');
  await wizard.getByLabel(/^Names for size L/).pressSequentially('\n=Coach');
  await expect(wizard.getByText(/You have \d+ \w+ garments? and/)).toHaveCount(0);
  await expect(wizard.getByText('14 names: £49.00')).toBeVisible();
  await wizard.getByRole('button', { name: 'Add 14 Items to Cart' }).click();
  await expect(
    wizard.getByRole('alert').filter({ hasText: 'I have checked the spelling of every name' }),
  ).toBeVisible();
  await wizard.getByRole('checkbox', { name: 'I have checked the spelling of every name' }).check();

  // the mock-up draws the first name at the back in the names font; the price breakdown counts the names
  await expect(wizard.locator('svg text').filter({ hasText: 'Amara' }).first()).toBeVisible();
  const row = (label: RegExp) =>
    wizard
      .locator('dl[aria-label="Price breakdown"] > div', { has: page.locator('dt', { hasText: label }) })
      .locator('dd');
  await expect(row(/^Names \(14 × £3\.50\)$/)).toHaveText('£49.00');
  await expectNoSeriousA11yViolations(page);
  await shootWidths(page, 'names/names-entry', wizard);

  await wizard.getByRole('button', { name: 'Add 14 Items to Cart' }).click();
  await expect(page.getByText('Logo added to 14 items with 14 names!')).toBeVisible();
  await expect(wizard).toBeHidden();

  // the cart: each size's line says how many names, and lists them when opened
  await page.goto('/cart');
  const medium = cartLines(page).filter({ hasText: `${title} (M)` });
  await expect(medium).toContainText('12 names');
  await expect(medium).toContainText('Large Back: Print, Sans-serif · Names £3.50 each');
  await medium.getByText('12 names').click();
  await expect(
    medium.getByRole('list', { name: `Names on ${title}, size M` }).getByRole('listitem'),
  ).toHaveCount(12);
  await expect(medium).toContainText('Lena Fischer');
  const large = cartLines(page).filter({ hasText: `${title} (L)` });
  await expect(large).toContainText('2 names');
  await large.getByText('2 names').click();
  await expect(large).toContainText('Smith, Jo');
  await expect(large).toContainText('=Coach');
  await expectNoSeriousA11yViolations(page);
  await shootWidths(page, 'names/cart-line', medium);

  // paid with the test checkout: the order keeps the names
  const number = await checkoutAndPay(page);
  await page.goto('/account/orders');
  await page.getByRole('link', { name: new RegExp(`^View order ${number}`) }).click();
  const items = page.getByRole('list', { name: 'Items in this order' });
  await expect(items).toContainText('12 names');
  await expect(items).toContainText('2 names');
  await expectNoSeriousA11yViolations(page);

  // the seller's page of the order: the names, and the list to download as CSV
  const orderId = /\/orders\/([^/?#]+)/.exec(page.url())![1]!;
  const { context, seller } = await sellerInOwnBrowser(browser, `/admin/orders/${orderId}`);
  const lines = seller.getByRole('list', { name: 'Items in this order' });
  await expect(lines).toContainText('12 names');
  const csvLink = seller.getByRole('link', { name: 'Names (CSV)' });
  await expect(csvLink).toHaveAttribute('href', `/api/orders/${orderId}/names.csv`);
  const csv = await (await seller.request.get(`/api/orders/${orderId}/names.csv`)).text();
  expect(csv).toContain(`${title},`);
  expect(csv).toContain(',L,"Smith, Jo"');
  expect(csv).toContain(",L,'=Coach");
  await expectNoSeriousA11yViolations(seller);

  // the price per name and the longest name come from the seller's pricing settings (looked at, not changed:
  // every other test's cart reads them)
  await seller.goto('/admin/pricing');
  await expect(seller.getByLabel('Price per name (£)')).toHaveValue('3.50');
  await expect(seller.getByLabel('Longest name (characters)')).toHaveValue('20');
  await expectNoSeriousA11yViolations(seller);
  await shootWidths(
    seller,
    'names/pricing-settings',
    seller.getByRole('region', { name: 'Names on garments' }),
  );
  await context.close();
});
