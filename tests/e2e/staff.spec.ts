import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { lastMailTo } from './support/mail';
import { sellerLogin } from './support/seller';
import { shootWidths } from './support/shots';
import { submitLogin } from './support/shopper';

const PASSWORD = 'Lantern-Copper-Meadow-58';

// a dead invitation link is answered 404 / 410 on purpose (the browser logs those)
test.use({ allowedConsoleErrors: [/status of 40[34]/, /status of 410/] });

/** A browser of its own (another visitor than the test's), for the invited member. */
async function ownBrowser(browser: Browser) {
  const n = () => Math.floor(Math.random() * 250);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.210.${n()}.${n()}` },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The staff list's row (table row, desktop) of an address. */
const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test.describe('staff accounts', () => {
  test('the Owner invites, the invitee joins from the mail, ends a session; the Owner changes role and disables', async ({
    page,
    browser,
  }) => {
    const email = `e2e.staff.${Date.now()}@staff.test`;

    // the Owner's staff page and the invite dialog
    await sellerLogin(page, '/admin/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Require two-step login for all staff' })).toBeVisible();
    // the login's toast has gone (axe reads a toast on its way out at part opacity)
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousA11yViolations(page);
    await shootWidths(page, 'staff/staff');

    await page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone to the staff' });
    await dialog.getByLabel('Email').fill('not an address');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('radio', { name: /Production/ }).check();
    await expectNoSeriousA11yViolations(page);
    await shootWidths(page, 'staff/invite-dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, email)).toContainText('Invited');

    // the invitee: the link from the mail the SMTP server received
    const mail = await lastMailTo(email, '/admin/join/');
    const token = /\/admin\/join\/([\w.%-]+)/.exec(mail)![1]!;
    const invitee = await ownBrowser(browser);
    const altered = await invitee.page.goto(`/admin/join/${token.slice(0, -3)}abc`);
    expect(altered!.status()).toBe(404);
    await expect(invitee.page.getByRole('alert')).toContainText('This invitation link is not valid');

    await invitee.page.goto(`/admin/join/${token}`);
    await expect(invitee.page.getByRole('heading', { level: 1, name: 'Join the team' })).toBeVisible();
    await expect(invitee.page.getByLabel('Email')).toHaveValue(email);
    await expectNoSeriousA11yViolations(invitee.page);
    await shootWidths(invitee.page, 'staff/join');
    await invitee.page.getByLabel('First name').fill('Pat');
    await invitee.page.getByLabel('Last name').fill('Press');
    await invitee.page.getByLabel('Choose a password').fill(PASSWORD);
    await invitee.page.getByRole('button', { name: 'Join the team' }).click();
    await expect(invitee.page).toHaveURL(/\/admin\/dashboard$/);

    // the link works once
    const used = await invitee.page.goto(`/admin/join/${token}`);
    expect(used!.status()).toBe(410);
    await expect(invitee.page.getByRole('alert')).toContainText('already been used');

    // a second device: the first one sees both and ends the other
    const phone = await ownBrowser(browser);
    await phone.page.goto('/admin/login');
    await submitLogin(phone.page, email, PASSWORD);
    await expect(phone.page).toHaveURL(/\/admin\/dashboard$/);

    await invitee.page.goto('/admin/account');
    await expect(invitee.page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(invitee.page.getByRole('definition').filter({ hasText: 'Pat Press' })).toBeVisible();
    const devices = invitee.page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect(devices).toHaveCount(2);
    await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
    await expectNoSeriousA11yViolations(invitee.page);
    await shootWidths(invitee.page, 'staff/account');
    await devices
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: /^End the session/ })
      .click();
    await expect(invitee.page.getByText('Session ended.')).toBeVisible();
    await expect(devices).toHaveCount(1);
    await phone.page.goto('/admin/dashboard');
    await expect(phone.page).toHaveURL(/\/admin\/login\?redirectTo=/);

    // the Owner sees the new member, changes their role (which signs them out) and disables them
    await page.reload();
    const row = rowOf(page, email);
    await expect(row).toContainText('Pat Press');
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'Actions for Pat Press' }).click();
    await page.getByRole('menuitem', { name: 'Change role…' }).click();
    const roleDialog = page.getByRole('dialog', { name: "Change Pat Press's role" });
    await roleDialog.getByRole('radio', { name: /Office/ }).check();
    await roleDialog.getByRole('button', { name: 'Change role' }).click();
    await expect(page.getByText('Pat Press updated.')).toBeVisible();
    await expect(row).toContainText('Office');
    await invitee.page.goto('/admin/account');
    await expect(invitee.page).toHaveURL(/\/admin\/login\?redirectTo=/);

    // logged in again as Office, then disabled: the next request is turned away
    await submitLogin(invitee.page, email, PASSWORD);
    await expect(invitee.page).toHaveURL(/\/admin\/account$/);
    await row.getByRole('button', { name: 'Actions for Pat Press' }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await expect(row).toContainText('Disabled');
    await invitee.page.reload();
    await expect(invitee.page).toHaveURL(/\/admin\/login\?redirectTo=/);
    await submitLogin(invitee.page, email, PASSWORD);
    await expect(invitee.page.getByRole('alert')).toContainText('This account has been disabled');

    expect(invitee.errors).toEqual([]);
    await invitee.context.close();
    await phone.context.close();
  });
});
