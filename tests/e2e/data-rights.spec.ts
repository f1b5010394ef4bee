import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './support/fixtures';
import { lastMailTo } from './support/mail';
import { sellerInOwnBrowser } from './support/seller';
import { shotPath } from './support/shots';
import { CUSTOMER_PASSWORD, signUpAndLogIn } from './support/shopper';

/** The mailed link's path and query, from a raw mail (quoted-printable's `=3D` undone). */
function exportLinkIn(raw: string): string {
  const href = /https?:\/\/[^\s"<>]+?\/account\/data-export\/[\w-]+\?token=[\w%-]+/.exec(
    raw.replace(/=3D/g, '='),
  )?.[0];
  expect(href, 'a download link in the mail').toBeTruthy();
  const url = new URL(href!);
  return url.pathname + url.search;
}

test.describe("a customer's data rights", () => {
  // the wrong password's 400 is the refusal the test asks for
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('downloads their data by the mailed link, then deletes their account', async ({ page, browser }) => {
    test.setTimeout(120_000); // a sign-up, a job's ZIP and mail, a download and a deletion
    const email = await signUpAndLogIn(page, 'datarights');
    await page.goto('/account');
    await waitForHydration(page);
    const panel = page.getByRole('region', { name: 'Your data' });
    await expect(panel).toBeVisible();

    await panel.getByRole('button', { name: 'Download my data' }).click();
    await expect(panel.getByText(/We are preparing your data/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: shotPath(`data-rights/account-${width}.png`), fullPage: true });
    }

    // the job builds the ZIP and mails the link; it opens the download page for its owner
    const link = exportLinkIn(await lastMailTo(email, 'data-export'));
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Download your data' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data (ZIP)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const profile = JSON.parse(strFromU8(zip['profile.json']!)) as { id: string };
    expect(profile).toMatchObject({ email, firstName: 'Alex' });
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining(['orders.csv', 'order-lines.csv', 'logos.json', 'consent-history.csv']),
    );
    await expect(page.getByRole('status')).toContainText('Your download has started');

    // once only: the link's page now says so
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('This download link has been used');

    // the seller sees the request on the customer's record
    const record = `/admin/customers/${profile.id}/orders`;
    const { context, seller } = await sellerInOwnBrowser(browser, record);
    const requests = seller.getByRole('region', { name: 'Data requests' });
    await expect(requests.getByRole('listitem')).toHaveCount(1);
    await expect(requests.getByRole('listitem')).toContainText('Download of their data');
    await expect(requests.getByRole('listitem')).toContainText('Downloaded');
    // the login's toast gone first: axe read its title mid-fade as low contrast (1 run in 3)
    await expect(seller.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousA11yViolations(seller);
    await requests.screenshot({ path: shotPath('data-rights/seller-requests-1280.png') });

    // the account page shows where it stands, and deleting asks for the password
    await page.goto('/account');
    await waitForHydration(page);
    await expect(panel.getByText('You downloaded your data.')).toBeVisible();
    const opener = panel.getByRole('button', { name: 'Delete my account' });
    await opener.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    const password = dialog.getByLabel('Your password');
    await expect(password).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: shotPath(`data-rights/delete-dialog-${width}.png`) });
    }

    // a wrong password keeps the dialog open with the words, the field focused
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('That password is not right.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: shotPath('data-rights/delete-refused-1280.png') });

    // Cancel gives focus back to the button that opened it
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await password.fill(CUSTOMER_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/\?account=deleted$/);
    // logged out: the account page asks to log in, and the old password opens nothing
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount/);
    const login = await page.request.post('/api/auth/login', {
      data: { email, password: CUSTOMER_PASSWORD },
    });
    expect(login.status()).toBe(401);

    // and the seller sees the deletion beside the download
    await seller.reload();
    await expect(requests.getByRole('listitem').first()).toContainText('Deleted their account');
    await expect(requests.getByRole('listitem')).toHaveCount(2);
    await context.close();
  });

  test('the mailed link asks a guest to log in first', async ({ page }) => {
    await page.goto('/account/data-export/00000000-0000-4000-8000-000000000000?token=abc');
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });
});
