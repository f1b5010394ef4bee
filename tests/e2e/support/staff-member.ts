import type { APIRequestContext, Browser, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect } from './fixtures';
import { lastMailTo } from './mail';
import { submitLogin } from './shopper';

export const MEMBER_PASSWORD = 'Lantern-Copper-Meadow-58';

/**
 * A new staff member of `role`: the Owner (`owner`, a page logged in as the seller) invites them through the
 * API, and the link from the mail the SMTP server received is accepted. Their e-mail.
 */
export async function inviteMember(
  owner: APIRequestContext,
  anonymous: APIRequestContext,
  role: string,
  name = 'Sam',
): Promise<string> {
  const email = `e2e.${name.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@staff.test`;
  const invited = await owner.post('/api/staff', { data: { email, role } });
  expect(invited.ok(), await invited.text()).toBe(true);
  const mail = await lastMailTo(email, '/admin/join/');
  const token = decodeURIComponent(/\/admin\/join\/([\w.%-]+)/.exec(mail)![1]!);
  // from a request context of its own: the answer's session cookie must not replace the Owner's
  const joined = await anonymous.post('/api/staff/accept-invite', {
    data: { token, firstName: name, lastName: 'Tester', password: MEMBER_PASSWORD },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  return email;
}

/** A browser of its own for a member (another visitor than the test's). */
export async function memberBrowser(browser: Browser) {
  const n = () => Math.floor(Math.random() * 250);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.220.${n()}.${n()}` },
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('welcomePopupSeen', 'true');
    localStorage.setItem('cookieConsent', 'accepted');
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Logs in at the seller's door with the member's password. */
export async function memberPasswordLogin(page: Page, email: string) {
  await page.goto('/admin/login');
  await submitLogin(page, email, MEMBER_PASSWORD);
}

/** The app's code for a secret: the next step's (the server takes one step of drift), so no code is replayed. */
export function nextCode(secret: string, offsetSteps = 1): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}
