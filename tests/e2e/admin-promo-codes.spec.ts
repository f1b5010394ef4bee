import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { lastMailTo, mailsTo } from './support/mail';
import { sellerLogin } from './support/seller';
import { shotPath } from './support/shots';
import { signUpAndLogIn, signUpElsewhere } from './support/shopper';

const shot = (name: string) => shotPath(`promo-codes/${name}`);

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** Full-page shots at the desktop width and at a phone's, which must not scroll sideways; back to desktop. */
async function shootDesktopAndPhone(page: Page, name: string) {
  await page.screenshot({ path: shot(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await page.screenshot({ path: shot(`${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const codeItem = (page: Page, code: string) => page.getByRole('listitem', { name: `Promo code ${code}` });

// refused input is answered 400 on purpose (the browser logs those)
test.use({ allowedConsoleErrors: [/status of 400/] });

test.describe("the seller's promo codes", () => {
  test('create a typed and a generated code, refuse bad input keeping it, toggle and delete', async ({
    page,
  }) => {
    await sellerLogin(page, '/admin/promo-codes');
    await expect(page.getByRole('heading', { level: 1, name: 'Promo Codes' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const form = page.getByRole('region', { name: 'Create a promo code' });
    const code = form.getByRole('textbox', { name: 'Code' });
    const typed = `E2E${Date.now().toString(36).toUpperCase()}`;
    await code.fill(typed.toLowerCase());
    await form.getByLabel('Discount (%)').fill('150');
    await form.getByRole('button', { name: 'Create promo code' }).click();
    await expect(form.getByRole('alert')).toHaveText('The discount must be a whole number from 1 to 100');
    await expect(code).toHaveValue(typed);

    await form.getByLabel('Discount (%)').fill('15');
    await form.getByLabel(/Total uses/).fill('5');
    await form.getByLabel('One use per customer').check();
    await form.getByRole('button', { name: 'Create promo code' }).click();
    await expect(page.getByText(`Promo code created successfully! ${typed} is ready.`)).toBeVisible();
    const item = codeItem(page, typed);
    await expect(item).toContainText('15% off');
    await expect(item).toContainText('0 of 5');
    await expect(item).toContainText('Once each');
    await expect(code).toHaveValue('');

    // the same code again: the server refuses, the form keeps what was typed
    await code.fill(typed);
    await form.getByLabel('Discount (%)').fill('10');
    await form.getByRole('button', { name: 'Create promo code' }).click();
    await expect(form.getByRole('alert')).toHaveText('A promo code with this code already exists');
    await expect(code).toHaveValue(typed);
    await expect(form.getByLabel('Discount (%)')).toHaveValue('10');

    await form.getByRole('button', { name: 'Generate' }).click();
    const generated = await code.inputValue();
    expect(generated).toMatch(/^[A-Z0-9]{6}$/);
    await form.getByLabel('Discount (%)').fill('20');
    await form.getByRole('button', { name: 'Create promo code' }).click();
    await expect(codeItem(page, generated)).toContainText('20% off');
    await expect(codeItem(page, generated)).toContainText('(no limit)');

    // off, and still off after a reload
    const toggle = page.getByRole('switch', { name: `${generated} active` });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(page.getByText(`${generated} is now inactive.`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: `${generated} active` })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(codeItem(page, generated)).toContainText('Inactive');

    await shootDesktopAndPhone(page, 'promo-codes');

    await page.getByRole('button', { name: `Delete ${generated}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete promo code ${generated}?` });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: shot('promo-delete-dialog.png') });
    await dialog.getByRole('button', { name: 'Delete promo code' }).click();
    await expect(page.getByText(`Promo code ${generated} deleted.`)).toBeVisible();
    await expect(codeItem(page, generated)).toHaveCount(0);
    await expect(codeItem(page, typed)).toBeVisible();
  });

  test('preview and send the promo e-mail with progress; the unsubscribe link works in a browser', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000); // two sign-ups, a preview and a send; CI runs near 60 s
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    const email = await signUpAndLogIn(customer, 'promo.mail', { offers: true });
    // a second customer who stays subscribed
    const stays = await signUpElsewhere(browser, 'promo.stays', { offers: true });

    await sellerLogin(page, '/admin/promo-codes');
    const form = page.getByRole('region', { name: 'Create a promo code' });
    const code = `MAIL${Date.now().toString(36).toUpperCase()}`;
    await form.getByRole('textbox', { name: 'Code' }).fill(code);
    await form.getByLabel('Discount (%)').fill('25');
    await form.getByRole('button', { name: 'Create promo code' }).click();
    await expect(codeItem(page, code)).toBeVisible();

    const panel = page.getByRole('region', { name: 'E-mail your customers' });
    await panel.getByRole('button', { name: 'Preview email' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Please enter the email body.');

    await panel.getByLabel('Promo code to feature').selectOption({ label: `${code} (25% off)` });
    await panel.getByLabel(/Subject/).fill('Our spring offer');
    await panel.getByLabel('Email body').fill('Hello <friends>,\n\nHi-vis & polos for the whole crew.');
    await panel.getByRole('button', { name: 'Preview email' }).click();
    await expect(panel.getByRole('heading', { name: 'Preview: Our spring offer' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Email preview"]');
    await expect(frame.getByText('Hello <friends>,')).toBeVisible();
    await expect(frame.getByText(code)).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Unsubscribe' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shootDesktopAndPhone(page, 'promo-mail-preview');

    const send = panel.getByRole('button', { name: /^Send to \d+ customers?$/ });
    const recipients = Number(/\d+/.exec((await send.textContent())!)![0]);
    expect(recipients).toBeGreaterThanOrEqual(1);
    await send.click();
    await confirmSend(page);
    await expect(panel.getByRole('progressbar', { name: 'Promo email progress' })).toBeVisible();
    // other tests running beside this one may add or delete customers between the preview and the send,
    // so the final count is checked against the mails that really arrived, not the preview's figure
    await expect(panel.getByText(/^Sent to \d+ customers?$/)).toBeVisible({ timeout: 20_000 });
    expect(recipients).toBeGreaterThanOrEqual(2);
    await lastMailTo(stays, 'Our spring offer');
    await page.screenshot({
      path: shot('promo-mail-sent.png'),
      fullPage: true,
    });

    // the customer's mail: the offer, the code, and their own unsubscribe link
    const raw = (await lastMailTo(email, 'Our spring offer')).replace(/=3D/g, '=');
    expect(raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(raw).toContain(code);
    const link = /Unsubscribe: (http:\/\/\S+\/unsubscribe\?token=[\w.-]+)/.exec(raw)?.[1];
    expect(link).toBeDefined();

    await customer.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(
      customer.getByRole('heading', { name: 'Unsubscribe from promotional e-mails?' }),
    ).toBeVisible();
    await expect(customer.getByText(email)).toBeVisible();
    await expectNoSeriousA11yViolations(customer);
    await customer.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(customer.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible();
    await customer.setViewportSize({ width: 390, height: 844 });
    await customer.screenshot({
      path: shot('unsubscribed-phone.png'),
    });
    await customerContext.close();

    // the next mail-out leaves them out, and still reaches the other customer
    await panel.getByLabel(/Subject/).fill('Autumn offer');
    await panel.getByLabel('Email body').fill('Autumn jackets are in.');
    await panel.getByRole('button', { name: 'Preview email' }).click();
    await expect(panel.getByRole('heading', { name: 'Preview: Autumn offer' })).toBeVisible();
    await panel.getByRole('button', { name: /^Send to \d+ customers?$/ }).click();
    await confirmSend(page);
    await expect(panel.getByText(/^Sent to \d+ customers?$/)).toBeVisible({ timeout: 20_000 });
    await lastMailTo(stays, 'Autumn jackets are in.');
    expect(await mailsTo(email, 'Autumn jackets are in.')).toBe(0);
    expect(await mailsTo(email, 'Our spring offer')).toBe(1);
  });
});

/** The mail-out's confirmation (issue 34): it names how many customers will be mailed; send. */
async function confirmSend(page: Page) {
  const dialog = page.getByRole('alertdialog', { name: /^E-mail \d+ customers?\?$/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Send to \d+ customers?$/ }).click();
}
