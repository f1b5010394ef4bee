import type { CDPSession } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { sellerLogin } from './support/seller';
import { shootWidths } from './support/shots';
import { inviteMember, memberBrowser, memberPasswordLogin, nextCode } from './support/staff-member';

/** Chromium's virtual authenticator (DevTools protocol WebAuthn domain): a platform passkey with a fingerprint. */
async function addVirtualAuthenticator(cdp: CDPSession) {
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

test.describe('two-step login', () => {
  test('a member sets up an authenticator app, keeps the recovery codes, and logs in with a code', async ({
    page,
    browser,
    request,
  }) => {
    await sellerLogin(page, '/admin/dashboard');
    const email = await inviteMember(page.request, request, 'production', 'Robin');
    const member = await memberBrowser(browser);
    const m = member.page;

    await memberPasswordLogin(m, email);
    await expect(m).toHaveURL(/\/admin\/dashboard$/);
    await m.goto('/admin/account/two-step');
    await expect(m.getByRole('heading', { level: 1, name: 'Two-step login' })).toBeVisible();
    await expect(m.getByTestId('two-step-state')).toHaveText(/Two-step login is off\./);
    await expect(m.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousA11yViolations(m);

    await m.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(m.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    const secret = (await m.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousA11yViolations(m);
    await shootWidths(m, 'two-step/set-up');

    // a wrong code is refused, the right one turns the app on
    await m.getByLabel('Then enter the code the app shows').fill('000000');
    await m.getByRole('button', { name: 'Turn on' }).click();
    await expect(m.getByText(/That code is not right|already been used/)).toBeVisible();
    await m.getByLabel('Then enter the code the app shows').fill(nextCode(secret, 0));
    await m.getByRole('button', { name: 'Turn on' }).click();
    const codes = m.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const firstRecovery = (await codes.first().textContent())!;
    await expect(m.getByTestId('two-step-state')).toHaveText(/Two-step login is on\./);
    await expect(m.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousA11yViolations(m);
    await shootWidths(m, 'two-step/recovery-codes');
    await m.getByRole('button', { name: 'I have saved them' }).click();
    await expect(m.getByTestId('recovery-codes')).toHaveCount(0);
    await expect(m.getByText('10 codes left.')).toBeVisible();

    // log out, log in: the password leads to the second step, which a code from the app passes
    await m.request.post('/api/auth/logout', { data: {} });
    await memberPasswordLogin(m, email);
    await expect(m).toHaveURL(/\/admin\/login\/two-step\?redirectTo=/);
    await expect(m.getByRole('heading', { level: 1, name: 'Two-step login' })).toBeVisible();
    // the pending login opens nothing of the area
    expect((await m.request.get('/api/auth/check')).status()).toBe(401);
    await expectNoSeriousA11yViolations(m);
    await shootWidths(m, 'two-step/login-second-step');
    await m.getByLabel('Code from your app').fill(nextCode(secret));
    await m.getByRole('button', { name: 'Continue' }).click();
    await expect(m).toHaveURL(/\/admin\/dashboard$/);

    // a recovery code works, once
    await m.request.post('/api/auth/logout', { data: {} });
    await memberPasswordLogin(m, email);
    await m.getByRole('link', { name: 'Use a recovery code' }).click();
    await m.getByLabel('Recovery code').fill(firstRecovery);
    await expectNoSeriousA11yViolations(m);
    await m.getByRole('button', { name: 'Continue' }).click();
    await expect(m).toHaveURL(/\/admin\/dashboard$/);
    expect(member.errors).toEqual([]);
    await member.context.close();
  });

  test('a passkey is registered and used in Chromium with a virtual authenticator', async ({
    page,
    browser,
    request,
  }) => {
    await sellerLogin(page, '/admin/dashboard');
    const email = await inviteMember(page.request, request, 'office', 'Kit');
    const member = await memberBrowser(browser);
    const m = member.page;
    await addVirtualAuthenticator(await member.context.newCDPSession(m));

    await memberPasswordLogin(m, email);
    await expect(m).toHaveURL(/\/admin\/dashboard$/);
    await m.goto('/admin/account/two-step');
    await m.getByLabel('Name for a new passkey').fill('Office laptop');
    await m.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(m.getByText('Office laptop', { exact: true })).toBeVisible();
    await expect(m.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await m.getByRole('button', { name: 'I have saved them' }).click();
    await expect(m.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousA11yViolations(m);
    await shootWidths(m, 'two-step/passkeys');

    await m.request.post('/api/auth/logout', { data: {} });
    await memberPasswordLogin(m, email);
    await expect(m).toHaveURL(/\/admin\/login\/two-step/);
    // a passkey only: no code form, the recovery codes through their link
    await expect(m.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
    await m.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(m).toHaveURL(/\/admin\/dashboard$/);
    await m.goto('/admin/account/two-step');
    await expect(m.getByText(/last used/)).toBeVisible();
    expect(member.errors).toEqual([]);
    await member.context.close();
  });
});
