import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { dueDay, invoicedLabel, payOnAccountLabel, TRADE_MESSAGES, tradeDay } from '../../domain/trade';
import type { TradeAccountView } from '../../domain/trade-view';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './support/fixtures';
import { sellerInOwnBrowser } from './support/seller';
import { shootWidths } from './support/shots';
import {
  ACME_FRONT_TEXT,
  addCartLine,
  fillUkAddress,
  firstProductAndColour,
  paidOrderNumber,
  payWithTestCard,
  signUpAndLogIn,
} from './support/shopper';

/*
 * The buyer's side of trade accounts (issue 31): a customer applies at /account/trade, the seller decides
 * through the API (their pages have their own spec), and the customer orders 30 polos with a logo on account
 * with a PO number, sees the invoice and a statement on the account page; a card payer may give a PO number too.
 */

/** The page at phone and desktop widths, and the part of it that matters on its own (`section`). */
const shoot = (page: Page, name: string, section?: Locator) =>
  shootWidths(page, `trade-buyer/${name}`, section);

/** The seller's decision on the account, through their API in a browser of their own; the account after it. */
async function decide(browser: Browser, accountId: string, decision: Record<string, unknown>) {
  const { context } = await sellerInOwnBrowser(browser, '/admin/orders');
  const res = await context.request.put(`/api/trade-accounts/${accountId}`, { data: decision });
  expect(res.status(), await res.text()).toBe(200);
  const { account } = (await res.json()) as { account: TradeAccountView };
  await context.close();
  return account;
}

/** The customer's own account, as the API hands it to them. */
async function myAccount(request: APIRequestContext): Promise<TradeAccountView> {
  const res = await request.get('/api/trade-account');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { account: TradeAccountView }).account;
}

/** A link's file fetched as the logged-in customer: a PDF. */
async function expectPdf(page: Page, href: string) {
  const res = await page.request.get(href);
  expect(res.status(), href).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

/** An application by API (the form has its own test below), for the states that follow a decision. */
async function applyByApi(page: Page, businessName: string) {
  const res = await page.request.post('/api/trade-account', {
    data: {
      businessName,
      contactName: 'Sam Bursar',
      contactEmail: 'bursar@example.co.uk',
      invoiceAddress: {
        address: '1 School Lane',
        city: 'Leeds',
        postCode: 'LS1 4AP',
        country: 'United Kingdom',
      },
      phone: '0113 496 0001',
      monthlySpend: 'under-500',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { account: TradeAccountView }).account;
}

/** A new customer, logged in here, whose application the seller has decided on: their account. */
async function customerDecidedOn(page: Page, browser: Browser, business: string, ...decisions: object[]) {
  await signUpAndLogIn(page, 'trade.decided');
  let account = await applyByApi(page, `${business} ${Date.now()}`);
  for (const decision of decisions) account = await decide(browser, account.id, { ...decision });
  return account;
}

/** Checkout with the cart as it is: the Leeds address typed once the form listens. */
async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await waitForHydration(page);
  await fillUkAddress(page);
}

/** Checkout's payment part. */
const payment = (page: Page) => page.getByRole('group', { name: 'Payment' });
const poBox = (page: Page) => page.getByLabel(/^Purchase order number/);

// a refused form post or checkout is a 400 or 409 answer, which the browser reports on the console
test.use({ allowedConsoleErrors: [/status of 40[09]/] });

test.describe('trade accounts, the buyer’s side', () => {
  test('a customer applies, is approved, orders 30 polos with a logo on account with a PO, and sees the invoice and statement', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signUpAndLogIn(page, 'trade.buyer');

    // the account menu leads to the application
    await page.goto('/account');
    await page.getByRole('link', { name: /Trade account/ }).click();
    await expect(page).toHaveURL(/\/account\/trade$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Trade account' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Apply for a trade account' });
    await expect(form.getByLabel('Accounts contact name')).toHaveValue('Alex Shopper');

    // sent empty: each problem at its field, the keyboard on the first
    await form.getByRole('button', { name: 'Apply for a trade account' }).click();
    await expect(form.getByText('Business name is required.')).toBeVisible();
    await expect(form.getByText('Please choose your expected monthly spend.')).toBeVisible();
    await expect(form.getByLabel('Business name')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'apply-refused');

    const business = `Bloggs Builders ${Date.now()}`;
    await form.getByLabel('Business name').fill(business);
    await form.getByLabel(/^Company number/).fill('0123 4567');
    await form.getByLabel(/^VAT number/).fill('GB123456789');
    await form.getByLabel('Accounts e-mail').fill('accounts@bloggs.example');
    await form.getByLabel('Phone').fill('0113 496 0000');
    await form.getByLabel('Address', { exact: true }).fill('1 High Street');
    await form.getByLabel('City').fill('Leeds');
    await form.getByLabel('Post Code').fill('ls1 4ap');
    await form.getByRole('radio', { name: '£500 to £2,000' }).check();
    await form.getByRole('checkbox', { name: /We need a purchase order number on every order/ }).check();
    await form.getByRole('button', { name: 'Apply for a trade account' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you: we have your application' })).toBeVisible();
    await expect(page.getByText('Status: Pending')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your application', exact: true })).toContainText(
      'Invoice address1 High Street, Leeds, LS1 4AP, United Kingdom',
    );
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'pending');

    // the seller approves: £2,000 at 30 days, a PO on every order
    const pending = await myAccount(page.request);
    await decide(browser, pending.id, {
      action: 'approve',
      creditLimit: 200_000,
      termsDays: 30,
      poRequired: true,
    });

    // 30 polos with a text logo on the front
    const { productId, colour } = await firstProductAndColour(page, 'polo');
    for (const size of ['M', 'L'])
      await addCartLine(page, { productId, size, color: colour, finalQuantity: 15, ...ACME_FRONT_TEXT });

    await openCheckout(page);
    const onAccount = page.getByRole('radio', { name: payOnAccountLabel(30) });
    await expect(page.getByRole('radio', { name: 'Pay by card' })).toBeChecked();
    await expect(poBox(page)).toHaveAccessibleName('Purchase order number (optional)');
    await onAccount.check();
    await expect(poBox(page)).toHaveAccessibleName('Purchase order number');
    await expect(poBox(page)).toHaveAttribute('required', '');
    // without the PO number the account needs: said at the box, the keyboard on it
    await page.getByRole('button', { name: /^Place order on account: £/ }).click();
    await expect(page.getByText(TRADE_MESSAGES.poRequired)).toBeVisible();
    await expect(poBox(page)).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'checkout-po-required', payment(page));
    await poBox(page).fill('PO-7731');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'checkout-on-account', payment(page));
    await page.getByRole('button', { name: /^Place order on account: £/ }).click();

    // placed at once: the order's page thanks them, with the PO number and the due day
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+\?placed=account$/);
    const due = invoicedLabel(dueDay(tradeDay(new Date()), 30));
    const thanks = page.getByRole('status', { name: 'Thank you: your order is placed on account' });
    await expect(thanks).toContainText(`${due}.`);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText('PO numberPO-7731');
    await expect(summary).toContainText(`Payment${due}`);
    await expect(page.getByText('Payment: Invoiced')).toBeAttached();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'order-placed', summary);

    // the account page: its figures, the invoice with its PDF, and a statement PDF
    await thanks.getByRole('link', { name: 'trade account' }).click();
    await expect(page).toHaveURL(/\/account\/trade$/);
    await waitForHydration(page);
    const account = await myAccount(page.request);
    const invoice = account.invoices[0]!;
    expect(account.figures.outstanding).toBe(invoice.total);
    await expect(page.getByText('Status: Approved')).toBeVisible();
    const invoices = page.getByRole('list', { name: 'Invoices' });
    await expect(invoices.getByRole('listitem')).toHaveCount(1);
    await expect(invoices).toContainText(`Invoice ${invoice.invoiceNumber}`);
    await expect(invoices).toContainText('PO numberPO-7731');
    const invoiceLink = invoices.getByRole('link', { name: `Invoice ${invoice.invoiceNumber} (PDF)` });
    await expectPdf(page, (await invoiceLink.getAttribute('href'))!);
    const statement = page.getByRole('link', { name: /^Statement PDF/ });
    await expectPdf(page, (await statement.getAttribute('href'))!);
    // a range typed: the link follows it; a backwards one has no link and says why
    await page.getByLabel('From', { exact: true }).fill('2026-01-01');
    await expect(statement).toHaveAttribute('href', /from=2026-01-01&to=\d{4}-\d\d-\d\d$/);
    await page.getByLabel('To', { exact: true }).fill('2025-12-01');
    await expect(page.getByText(TRADE_MESSAGES.rangeBackwards)).toBeVisible();
    await expect(statement).toHaveCount(0);
    await page.getByLabel('To', { exact: true }).fill(tradeDay(new Date()));
    await expect(statement).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'account');

    // the limit lowered to what is owed: one more polo on account is refused in the form, the PO kept
    await decide(browser, account.id, { action: 'update', creditLimit: invoice.total });
    await addCartLine(page, { productId, size: 'M', color: colour, finalQuantity: 1 });
    await openCheckout(page);
    await onAccount.check();
    await poBox(page).fill('PO-7732');
    await page.getByRole('button', { name: /^Place order on account: £/ }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'credit limit' });
    await expect(refusal).toHaveText(TRADE_MESSAGES.overLimit(invoice.total, invoice.total));
    await expect(refusal).toBeFocused();
    await expect(poBox(page)).toHaveValue('PO-7732');
    await expect(page.getByLabel('City')).toHaveValue('Leeds');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'checkout-over-limit', payment(page));
  });

  test('on a phone, an approved account places its order on account and lands on its page @phone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await customerDecidedOn(page, browser, 'Moor Academy', {
      action: 'approve',
      creditLimit: 100_000,
      termsDays: 14,
    });
    const { productId, colour } = await firstProductAndColour(page, 'polo');
    await addCartLine(page, { productId, size: 'M', color: colour, finalQuantity: 2, ...ACME_FRONT_TEXT });
    await openCheckout(page);
    await page.getByRole('radio', { name: payOnAccountLabel(14) }).check();
    // this account asks for no PO number: it stays optional, and one given is kept
    await expect(poBox(page)).toHaveAccessibleName('Purchase order number (optional)');
    await poBox(page).fill('MOOR/2026/17');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /^Place order on account: £/ }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+\?placed=account$/);
    await expect(
      page.getByRole('status', { name: 'Thank you: your order is placed on account' }),
    ).toContainText(invoicedLabel(dueDay(tradeDay(new Date()), 14)));
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('PO numberMOOR/2026/17');
    await expectNoSeriousA11yViolations(page);
  });

  test('a card payer may give a PO number too, and sees it on the order page', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpAndLogIn(page, 'trade.card');
    const { productId, colour } = await firstProductAndColour(page, 'polo');
    await addCartLine(page, { productId, size: 'M', color: colour, finalQuantity: 2 });
    await openCheckout(page);
    // no trade account: card only, the PO optional, the application offered
    await expect(page.getByRole('radio', { name: payOnAccountLabel(30) })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Apply for a trade account' })).toBeVisible();
    await expect(poBox(page)).toHaveAccessibleName('Purchase order number (optional)');
    // too long: said at the box before anything is sent
    await poBox(page).fill('X'.repeat(51));
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page.getByText(TRADE_MESSAGES.poTooLong)).toBeVisible();
    await expect(poBox(page)).toBeFocused();
    await poBox(page).fill('CARD-PO-1');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'checkout-card-with-po');
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await payWithTestCard(page);
    const number = await paidOrderNumber(page);

    await page.goto('/account/orders');
    await page.getByRole('link', { name: `View order ${number}` }).click();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText('PO numberCARD-PO-1');
    await expect(summary).not.toContainText('Invoiced');
    await expectNoSeriousA11yViolations(page);
  });

  test('a declined application says why and may be sent again; a suspended account cannot pay on account', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const declined = await customerDecidedOn(page, browser, 'Hill Primary', {
      action: 'decline',
      reason: 'We could not verify the school.',
    });
    await page.goto('/account/trade');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Your application was declined' })).toBeVisible();
    await expect(page.getByText('We could not verify the school.')).toBeVisible();
    const again = page.getByRole('form', { name: 'Apply for a trade account' });
    await expect(again.getByLabel('Business name')).toHaveValue(declined.businessName);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'declined');
    await again.getByRole('button', { name: 'Apply again' }).click();
    await expect(page.getByText('Status: Pending')).toBeVisible();

    await customerDecidedOn(
      page,
      browser,
      'Dale Council',
      { action: 'approve', creditLimit: 50_000, termsDays: 14 },
      { action: 'suspend', reason: 'An invoice is 30 days overdue.' },
    );
    await page.goto('/account/trade');
    await expect(page.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
    await expect(page.getByText('An invoice is 30 days overdue.')).toBeVisible();
    await expect(page.getByText('No invoices yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'suspended');
    const { productId, colour } = await firstProductAndColour(page, 'polo');
    await addCartLine(page, { productId, size: 'M', color: colour, finalQuantity: 1 });
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('radio', { name: payOnAccountLabel(14) })).toHaveCount(0);
  });
});
