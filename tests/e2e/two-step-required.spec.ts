import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { sellerLogin } from './support/seller';
import { shootWidths } from './support/shots';
import { inviteMember, memberBrowser, memberPasswordLogin, nextCode } from './support/staff-member';

/**
 * The shop-wide rule: while it is on, every staff member without two-step login (the seeds' seller too) is sent
 * to set it up, so this spec runs on its own after every other (playwright.config's two-step-rule project).
 */
test('with two-step login required, a member without it is sent to set it up before anything else', async ({
  page,
  browser,
  request,
}) => {
  await sellerLogin(page, '/admin/dashboard');
  // an Owner with an app turns the rule on (an Owner without two-step may not)
  const ownerEmail = await inviteMember(page.request, request, 'owner', 'Alex');
  const newcomerEmail = await inviteMember(page.request, request, 'manager', 'Jamie');
  const owner = await memberBrowser(browser);
  await memberPasswordLogin(owner.page, ownerEmail);
  await expect(owner.page).toHaveURL(/\/admin\/dashboard$/);
  const setup = await (await owner.page.request.post('/api/auth/2fa/totp/setup')).json();
  const confirmed = await owner.page.request.post('/api/auth/2fa/totp/confirm', {
    data: { code: nextCode(setup.secret, 0) },
  });
  expect(confirmed.status()).toBe(200);
  const on = await owner.page.request.put('/api/staff/settings', { data: { requireTwoStep: true } });
  expect(on.status(), await on.text()).toBe(200);
  try {
    const newcomer = await memberBrowser(browser);
    const m = newcomer.page;
    await memberPasswordLogin(m, newcomerEmail);
    await expect(m).toHaveURL(/\/admin\/account\/two-step$/);
    await expect(m.getByRole('status')).toContainText(
      'The shop requires two-step login. Set it up before going on.',
    );
    // every other room sends them back; the API refuses with the same words
    await m.goto('/admin/orders');
    await expect(m).toHaveURL(/\/admin\/account\/two-step$/);
    const refused = await m.request.get('/api/orders');
    expect(refused.status()).toBe(403);
    await expect(m.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousA11yViolations(m);
    await shootWidths(m, 'two-step/required');

    // set up, the area opens
    await m.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await m.getByTestId('totp-secret').textContent())!.trim();
    await m.getByLabel('Then enter the code the app shows').fill(nextCode(secret, 0));
    await m.getByRole('button', { name: 'Turn on' }).click();
    await expect(m.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await m.goto('/admin/orders');
    await expect(m).toHaveURL(/\/admin\/orders$/);
    expect(newcomer.errors).toEqual([]);
    await newcomer.context.close();
  } finally {
    const off = await owner.page.request.put('/api/staff/settings', { data: { requireTwoStep: false } });
    expect(off.status()).toBe(200);
    await owner.context.close();
  }
});
