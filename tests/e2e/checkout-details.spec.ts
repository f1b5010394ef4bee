import type { Locator, Page } from '@playwright/test';
import { formatPounds } from '../../domain/money';
import { SHIPPING_OPTIONS } from '../../domain/shipping';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { fillUkAddress, logIn, signUpAndLogIn, signUpElsewhere } from './support/shopper';

// refusals the tests provoke (400 validation) are logged by the browser
test.use({ allowedConsoleErrors: [/status of 40[0-9]/] });

/** A plain item straight into this browser's cart, through the API (no product page needed). */
async function addPlainItem(page: Page, quantity = 2) {
  const { products } = (await (await page.request.get('/api/products?pageSize=1')).json()) as {
    products: { _id: string; colors: string[]; sizes: { size: string }[] }[];
  };
  const product = products[0]!;
  const res = await page.request.post('/api/cart', {
    data: {
      productId: product._id,
      color: product.colors[0],
      size: product.sizes[0]!.size,
      finalQuantity: quantity,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const delivery = (page: Page) => page.getByRole('group', { name: 'Delivery' });

/** In the account's address book form: the address lines, Sam's e-mail and a phone, then Add address. */
async function addToBook(
  book: Locator,
  { address, postCode, city, phone }: { address: string; postCode: string; city: string; phone: string },
) {
  await book.getByLabel(/^Address$/).fill(address);
  await book.getByLabel('Post Code').fill(postCode);
  await book.getByLabel('City').fill(city);
  await book.getByLabel('Email').fill('sam@example.co.uk');
  await book.getByLabel('Phone').fill(phone);
  await book.getByRole('button', { name: 'Add address' }).click();
}

test.describe('checkout: shipping by country, every problem at once', () => {
  test('a French address sees only international shipping; the UK sees standard and expedited', async ({
    page,
  }) => {
    await addPlainItem(page);
    await page.goto('/checkout?shipping=expedited');
    await expect(delivery(page).getByRole('radio')).toHaveCount(2);
    await expect(delivery(page).getByRole('radio', { name: /Expedited/ })).toBeChecked();

    // all missing fields at once, each at its own field, the first one focused
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in:' }).first()).toBeVisible();
    for (const label of ['First Name', 'Post Code', 'City', 'Phone']) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(`Please fill in your ${label}.`);
    }
    await expect(page.getByLabel('First Name')).toBeFocused();

    await page.getByLabel('Country').fill('France');
    await expect(delivery(page).getByRole('radio')).toHaveCount(1);
    const international = delivery(page).getByRole('radio', { name: /International/ });
    await expect(international).toBeChecked();
    await expect(delivery(page)).toContainText(formatPounds(SHIPPING_OPTIONS.international.cost));
    await expect(page.getByRole('complementary')).toContainText('Shipping (International)');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Country').fill('United Kingdom');
    await expect(delivery(page).getByRole('radio', { name: /Standard/ })).toBeChecked();
    await expect(delivery(page).getByRole('radio', { name: /International/ })).toHaveCount(0);

    // the promo area's login keeps the shipping choice
    await delivery(page)
      .getByRole('radio', { name: /Expedited/ })
      .check();
    await expect(page.getByRole('link', { name: 'Login first' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent('/checkout?shipping=expedited')}`,
    );
  });

  test('the API refuses a UK rate for a French address', async ({ page }) => {
    await addPlainItem(page);
    const res = await page.request.post('/api/payments/create-checkout-session', {
      data: {
        shippingType: 'standard',
        shippingAddress: {
          firstName: 'Ann',
          address: '1 Rue de Rivoli',
          postCode: '75001',
          city: 'Paris',
          country: 'France',
          email: 'ann@example.fr',
          phone: '+33 1 23 45 67 89',
        },
      },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toMatch(/UK addresses only/);
  });
});

test.describe('checkout: promo and login round trip', () => {
  test('the login round trip keeps the shipping choice; one promo message at a time', async ({
    page,
    browser,
  }) => {
    // a customer account, made in another browser so this one stays a guest
    const email = await signUpElsewhere(browser, 'promo');

    await addPlainItem(page);
    await page.goto('/checkout');
    await delivery(page)
      .getByRole('radio', { name: /Expedited/ })
      .check();
    const loginFirst = page.getByRole('link', { name: 'Login first' });
    await expect(loginFirst).toHaveAttribute('href', /shipping%3Dexpedited/);
    await loginFirst.click();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await logIn(page, email);
    await expect(page).toHaveURL(/\/checkout\?shipping=expedited$/);
    await expect(delivery(page).getByRole('radio', { name: /Expedited/ })).toBeChecked();

    await page.getByLabel('Promo code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    const invalid = page.getByText('Invalid promo code');
    await expect(invalid).toBeVisible();
    await page.getByLabel('Promo code').fill('save10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('dialog', { name: 'Promo Applied!' })).toBeVisible();
    await expect(invalid).toHaveCount(0);
  });
});

test.describe('checkout before JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest fills in checkout and reaches the TEST MODE payment page', async ({ page }) => {
    await addPlainItem(page, 3);
    await page.goto('/checkout');
    // a refused post comes back with every problem at its field and what was typed
    await page.getByLabel('First Name').fill('Jo');
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please fill in: Address, Post Code, City, Email, Phone' }),
    ).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Jo');
    await expect(page.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');

    await fillUkAddress(page, `nojs.${Date.now()}@example.co.uk`);
    await page.getByRole('radio', { name: /Expedited/ }).check();
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
    await expect(page.getByText('TEST MODE')).toBeVisible();
    await expect(page.getByText('Total due')).toBeVisible();
  });

  test('a French guest is told to choose international, and then reaches the payment page', async ({
    page,
  }) => {
    await addPlainItem(page);
    await page.goto('/checkout');
    await fillUkAddress(page, `nojs.fr.${Date.now()}@example.co.uk`);
    await page.getByLabel('Post Code').fill('75001');
    await page.getByLabel('City').fill('Paris');
    await page.getByLabel('Country').fill('France');
    // before the country is known the form offers the UK rates: the server refuses one for France
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /for UK addresses only/ })
        .first(),
    ).toBeVisible();
    await expect(delivery(page).getByRole('radio')).toHaveCount(1);
    await expect(delivery(page).getByRole('radio', { name: /International/ })).toBeChecked();
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
    await expect(page.getByText('TEST MODE')).toBeVisible();
  });
});

test.describe('saved details', () => {
  test("a customer's last address is prefilled at the next checkout, and kept in the address book", async ({
    page,
  }) => {
    await signUpAndLogIn(page, 'saved');
    await addPlainItem(page);
    await page.goto('/checkout');
    await fillUkAddress(page);
    await page.getByLabel(/^Company/).fill('Bloggs Joinery Ltd');
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);

    await page.goto('/checkout');
    await expect(page.getByLabel(/^Address$/)).toHaveValue('1 High Street');
    await expect(page.getByLabel('Post Code')).toHaveValue('LS1 4AP');
    await expect(page.getByLabel('Phone')).toHaveValue('0113 496 0000');
    await expect(page.getByLabel(/^Company/)).toHaveValue('Bloggs Joinery Ltd');
    const saved = page.getByRole('navigation', { name: 'Saved addresses' });
    await expect(saved).toContainText('1 High Street');
    // the saved address's "(default)" and the delivery choices' days are readable (axe 4.14 measured 4.33:1)
    await expect(saved).toContainText('(default)');
    await expectNoSeriousA11yViolations(page);
    // editable
    await page.getByLabel('Phone').fill('0113 496 0999');
    await expect(page.getByLabel('Phone')).toHaveValue('0113 496 0999');
    await saved.getByRole('link', { name: 'Use a new address' }).click();
    await expect(page.getByLabel(/^Address$/)).toHaveValue('');

    await page.goto('/account');
    const book = page.getByRole('region', { name: 'Address book' });
    await expect(book.getByRole('listitem')).toHaveCount(1);
    await expect(book).toContainText('Default');
  });

  test('the account address book adds, edits, makes default and deletes', async ({ page }) => {
    await signUpAndLogIn(page, 'book');
    await page.goto('/account');
    const book = page.getByRole('region', { name: 'Address book' });
    await expect(book).toContainText('No saved addresses yet.');
    await expectNoSeriousA11yViolations(page);

    await book.getByText('Add an address').click();
    await book.getByLabel('First Name').fill('Sam');
    await book.getByRole('button', { name: 'Add address' }).click();
    await expect(book.getByRole('alert')).toHaveText(
      'Please fill in: Address, Post Code, City, Email, Phone',
    );
    await expect(book.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');
    await addToBook(book, {
      address: '2 Mill Lane',
      postCode: 'yo1 7hh',
      city: 'York',
      phone: '01904 000000',
    });
    await expect(book.getByRole('status')).toHaveText('Address added.');
    await expect(book.getByRole('listitem')).toHaveCount(1);
    await expect(book.getByRole('listitem')).toContainText('York YO1 7HH, United Kingdom');

    await book.getByText('Add an address').click();
    await book.getByLabel('First Name').fill('Sam');
    await addToBook(book, {
      address: '9 Quay Street',
      postCode: 'M3 3JE',
      city: 'Manchester',
      phone: '0161 000 0000',
    });
    await expect(book.getByRole('listitem')).toHaveCount(2);

    await book.getByRole('button', { name: /^Make default: .*9 Quay Street/ }).click();
    await expect(book.getByRole('status')).toHaveText('Default address changed.');
    await expect(book.getByRole('listitem').first()).toContainText('9 Quay Street');
    await expect(book.getByRole('listitem').first()).toContainText('Default');

    await book.getByRole('link', { name: /^Edit .*2 Mill Lane/ }).click();
    const editing = book
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Edit address' }) });
    await expect(editing.getByLabel('City')).toHaveValue('York');
    await editing.getByLabel('City').fill('Harrogate');
    await editing.getByLabel('Post Code').fill('HG1 1AA');
    await editing.getByRole('button', { name: 'Save address' }).click();
    await expect(book.getByRole('status')).toHaveText('Address saved.');
    await expect(book).toContainText('Harrogate HG1 1AA');
    await expectNoSeriousA11yViolations(page);

    await book.getByRole('button', { name: /^Delete .*9 Quay Street/ }).click();
    await expect(book.getByRole('status')).toHaveText('Address deleted.');
    await expect(book.getByRole('listitem')).toHaveCount(1);
    await expect(book.getByRole('listitem')).toContainText('Default');
  });
});
