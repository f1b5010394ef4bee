import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { lastMailTo } from './support/mail';
import { searchOrders, sellerInOwnBrowser } from './support/seller';
import { shootWidths } from './support/shots';
import {
  addToCartAndContinue,
  checkoutAndPay,
  chooseColourAndSizes,
  openFirstProduct,
} from './support/shopper';
import { MEMBER_PASSWORD, memberBrowser, nextCode } from './support/staff-member';

/**
 * Issue 33 end to end: the Owner invites a Production member in the browser; they join from the mailed link,
 * set a password and an authenticator app (the test computes its code), and see an order's work but neither the
 * buyer's e-mail nor any money or refund; the Owner's audit trail lists what happened.
 */
test('the Owner invites Production, who sets up an app and sees the work but not the buyer or the money', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // a guest's paid order for the member to work on (a hoodie: the polos' stock is other specs')
  const buyer = `staff.roles.${Date.now()}@example.co.uk`;
  await openFirstProduct(page, 'hoodie');
  await chooseColourAndSizes(page, { S: 1 });
  await addToCartAndContinue(page);
  const number = await checkoutAndPay(page, { email: buyer });

  // the Owner invites them from the staff page
  const { context: ownerContext, seller: owner } = await sellerInOwnBrowser(browser, '/admin/staff');
  const email = `e2e.production.${Date.now()}@staff.test`;
  await owner.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Invite someone to the staff' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('radio', { name: /Production/ }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${email}.`)).toBeVisible();

  // they join from the link in the mail the SMTP server received
  const link = /\/admin\/join\/[\w.%-]+/.exec(await lastMailTo(email, '/admin/join/'))![0];
  const member = await memberBrowser(browser);
  const m = member.page;
  await m.goto(link);
  await m.getByLabel('First name').fill('Pru');
  await m.getByLabel('Last name').fill('Duction');
  await m.getByLabel('Choose a password').fill(MEMBER_PASSWORD);
  await m.getByRole('button', { name: 'Join the team' }).click();
  await expect(m).toHaveURL(/\/admin\/dashboard$/);

  // Production's menu: orders, no customers, earnings, staff or audit
  const menu = m.getByRole('navigation').first();
  await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
  for (const room of ['Customers', 'Earnings', 'Staff', 'Audit trail']) {
    await expect(menu.getByRole('link', { name: room, exact: true })).toHaveCount(0);
  }

  // an authenticator app, its code computed here from the secret the page shows
  await m.goto('/admin/account/two-step');
  await m.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await m.getByTestId('totp-secret').textContent())!.trim();
  await m.getByLabel('Then enter the code the app shows').fill(nextCode(secret, 0));
  await m.getByRole('button', { name: 'Turn on' }).click();
  await expect(m.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await m.getByRole('button', { name: 'I have saved them' }).click();
  await expect(m.getByTestId('two-step-state')).toHaveText(/Two-step login is on\./);

  // the order: its work order, but not the buyer's e-mail, the money or a refund
  await m.goto('/admin/orders');
  const row = await searchOrders(m, number);
  await row.getByRole('link').first().click();
  await expect(m.getByRole('heading', { level: 1 })).toContainText(number.replace('#', ''));
  await expect(m.getByText('Download work order')).toBeVisible();
  await expect(m.getByText(buyer)).toHaveCount(0);
  await expect(m.getByText(/£\d/)).toHaveCount(0);
  await expect(m.getByRole('button', { name: /Refund/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(m);
  await shootWidths(m, 'staff-roles/production-order');
  // the API says the same as the page, whatever the page hides
  const orderId = new URL(m.url()).pathname.split('/').pop()!;
  const asJson = await (await m.request.get(`/api/orders/${orderId}`)).text();
  expect(asJson).not.toContain(buyer);
  const refund = await m.request.post(`/api/orders/${orderId}/refund`, { data: {} });
  expect(refund.status()).toBe(403);
  expect(((await refund.json()) as { message: string }).message).toBe(
    "You don't have permission to refund orders.",
  );

  // the Owner sees the buyer on the same order, and the audit trail lists the invitation and the set-up
  await owner.goto(`/admin/orders/${orderId}`);
  await expect(owner.getByText(buyer).first()).toBeVisible();
  await owner.goto('/admin/audit');
  const entries = owner.getByRole('main');
  await expect(
    entries
      .getByText(new RegExp(`Invited ${email.replace(/[.]/g, '\\.')}`))
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(
    entries
      .getByText(/authenticator app/i)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(owner);

  expect(member.errors).toEqual([]);
  await member.context.close();
  await ownerContext.close();
});
