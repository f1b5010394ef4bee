import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { formatOrderDate } from '../../domain/orders';
import { PRODUCTION_MESSAGES, productionWindow, SHIPPING_MESSAGES } from '../../domain/production';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shootWidths } from './support/shots';
import { placePaidLogoOrder } from './support/logo-wizard';
import { lastMailTo } from './support/mail';
import { sellerInOwnBrowser } from './support/seller';
import { signUpAndLogIn } from './support/shopper';

const TRACKING_ID = 'AB123456789GB';

/** A real PNG: a white card with the proof's words on it, as a seller's artwork proof would be. */
async function proofPng(words: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#f4f4f5"/><rect x="250" y="180" width="300" height="240" rx="16" fill="#1e3a8a"/><text x="400" y="310" font-size="40" font-family="sans-serif" fill="#fff" text-anchor="middle">${words}</text></svg>`;
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}

/** Full-page shots at phone and desktop widths, and the section on its own. */
const shoot = (page: Page, name: string, target?: Locator) => shootWidths(page, `proofs-ui/${name}`, target);

/** An image that the browser actually decoded (the proof file was served to this viewer). */
async function expectLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(800);
}

/** The seller's upload: one PNG for `line` ('Whole order' or the line's label) with a message. */
async function sendProof(
  panel: Locator,
  file: { name: string; buffer: Buffer },
  line: RegExp,
  message: string,
  shot?: string,
) {
  await panel.getByLabel('Proof files').setInputFiles({ ...file, mimeType: 'image/png' });
  const which = panel.getByLabel(/^Which line\?/);
  await expect(which).toHaveCount(1);
  await which.selectOption({
    label: (await which.locator('option').filter({ hasText: line }).first().textContent())!,
  });
  await panel.getByLabel(/^Message to the customer/).fill(message);
  if (shot) await shoot(panel.page(), shot, panel);
  await panel.getByRole('button', { name: 'Send proof to the customer' }).click();
}

test('proof approval: the seller sends a proof, the customer asks for a change through the mailed link, approves version 2, and only then may it ship', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = await signUpAndLogIn(page, 'proof');
  const number = await placePaidLogoOrder(page, { text: 'PROOF CO' });

  // the customer's order page: waiting for the proof, with the promise counted from approval
  await page.goto('/account/orders');
  await page
    .getByRole('link', { name: `View order ${number}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const orderId = /\/orders\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const proof = page.getByRole('region', { name: 'Proof' });
  await expect(proof).toContainText('Awaiting proof');
  await expect(proof).toContainText('We are preparing your proof and will e-mail you when it is ready.');
  await expect(proof).toContainText(
    'Your order is made in 5–10 working days from when you approve the proof.',
  );
  await expect(proof.getByRole('button', { name: 'Approve proof' })).toHaveCount(0);

  // the seller: Shipped is refused while the proof is not approved, in the panel and by the API
  const {
    context: sellerContext,
    seller,
    errors: sellerErrors,
  } = await sellerInOwnBrowser(browser, `/admin/orders/${orderId}`);
  const panel = seller.getByRole('region', { name: 'Proof & production' });
  await expect(panel).toContainText('Awaiting proof');
  await seller.getByLabel('Tracking ID').fill(TRACKING_ID);
  await seller.getByLabel('Shipping carrier').selectOption('Royal Mail');
  await seller.getByLabel('Order status').selectOption('Shipped');
  await expect(
    seller.getByRole('alert').filter({ hasText: SHIPPING_MESSAGES.notApproved('Awaiting proof') }),
  ).toBeVisible();
  await expect(seller.getByLabel('Reason for shipping before the proof is approved')).toBeVisible();
  await shoot(seller, 'seller-ship-refused', seller.getByRole('region', { name: 'Status and shipping' }));
  await seller.getByRole('button', { name: 'Ship anyway' }).click();
  await expect(seller.getByText(SHIPPING_MESSAGES.reasonRequired)).toBeVisible();
  await seller.getByRole('button', { name: /^Keep status/ }).click();
  await expect(seller.getByLabel('Order status')).toHaveValue('Pending');
  const refused = await seller.request.put(`/api/orders/update/${orderId}`, {
    data: { status: 'Shipped', trackingId: TRACKING_ID, shippingCarrier: 'Royal Mail' },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    SHIPPING_MESSAGES.notApproved('Awaiting proof'),
  );

  // version 1: a PNG for the decorated line, with a message
  await sendProof(
    panel,
    { name: 'proof-v1.png', buffer: await proofPng('PROOF CO v1') },
    /Polo/,
    'Your logo at 8 cm wide on the left breast.',
    'seller-upload-form',
  );
  await expect(seller.getByText('Proof version 1 sent to the customer.')).toBeVisible();
  await expect(panel).toContainText('Proof sent');
  await expect(panel.getByRole('heading', { name: 'Proof version 1' })).toBeVisible();
  await expectLoaded(panel.getByRole('img', { name: /^Proof version 1: .*Polo/ }));

  // the proof mail's link opens the order without a login (the guest's way in), and shows the proof
  const mail = await lastMailTo(email, 'Proof version 1 for your order');
  const link = /See the proof, approve it or request changes: (\S+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();
  // the mail is quoted-printable: its '=' arrives as '=3D'
  const url = new URL(link!.replace(/=3D/g, '='));
  expect(url.pathname).toBe(`/orders/${orderId}`);
  expect(url.searchParams.get('token')).toBeTruthy();
  const guestContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.203.${Math.floor(Math.random() * 250)}.11` },
  });
  const guest = await guestContext.newPage();
  const guestErrors: string[] = [];
  guest.on('pageerror', (e) => guestErrors.push(e.message));
  await guest.addInitScript(() => {
    localStorage.setItem('welcomePopupSeen', 'true');
    localStorage.setItem('cookieConsent', 'accepted');
  });
  await guest.goto(url.pathname + url.search);
  const guestProof = guest.getByRole('region', { name: 'Proof' });
  await expect(guestProof).toContainText('Proof version 1 is ready.');
  await expect(guestProof).toContainText('Your logo at 8 cm wide on the left breast.');
  await expectLoaded(guestProof.getByRole('img', { name: /^Proof version 1: .*Polo/ }));
  await expect(guestProof.getByRole('button', { name: 'Approve proof' })).toBeVisible();
  await expectNoSeriousA11yViolations(guest);
  // the answers are thumb-sized on a phone
  await guest.setViewportSize({ width: 390, height: 844 });
  for (const name of ['Approve proof', 'Request changes']) {
    expect((await guestProof.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await shoot(guest, 'customer-waiting', guestProof);

  // Request changes: empty first (refused beside the field), then with a comment, by keyboard
  await guestProof.getByRole('button', { name: 'Request changes' }).click();
  const comment = guestProof.getByLabel('What would you like changed?');
  await expect(guestProof.getByText(PRODUCTION_MESSAGES.commentRequired)).toBeVisible();
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  await expect(comment).toBeFocused();
  await comment.fill('Please make the logo bigger, 10 cm wide.');
  await guest.keyboard.press('Tab');
  await guest.keyboard.press('Enter');
  await expect(guestProof).toContainText('Changes requested');
  const answered = guestProof.locator('[tabindex="-1"]').filter({ hasText: /./ });
  await expect(answered).toBeFocused();
  await expect(guestProof).toContainText(
    'Changes were requested to proof version 1. We will e-mail you the new proof.',
  );
  await expect(guestProof.getByRole('list', { name: 'Proof versions' })).toContainText(
    'Please make the logo bigger, 10 cm wide.',
  );
  await expect(guestProof.getByRole('button', { name: 'Approve proof' })).toHaveCount(0);
  await shoot(guest, 'customer-changes-requested', guestProof);
  await guestContext.close();
  expect(guestErrors).toEqual([]);

  // the seller sees the comment on the timeline and in the panel, and sends version 2 for the whole order
  await seller.reload();
  await expect(panel).toContainText('Changes requested');
  await expect(panel).toContainText('Please make the logo bigger, 10 cm wide.');
  await expect(
    seller.getByText('Changes requested to proof version 1: “Please make the logo bigger, 10 cm wide.”'),
  ).toBeVisible();
  await sendProof(
    panel,
    { name: 'proof-v2.png', buffer: await proofPng('PROOF CO v2') },
    /^Whole order$/,
    'Now 10 cm wide.',
  );
  await expect(seller.getByText('Proof version 2 sent to the customer.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Proof version 2' })).toBeVisible();
  await expectLoaded(panel.getByRole('img', { name: 'Proof version 2: Whole order' }));
  await expectNoSeriousA11yViolations(seller);
  await shoot(seller, 'seller-panel', panel);

  // the owner, logged in, approves version 2: the promise becomes dates
  await page.reload();
  await expect(proof).toContainText('Proof version 2 is ready.');
  await expectLoaded(proof.getByRole('img', { name: 'Proof version 2: Whole order' }));
  const before = new Date();
  await proof.getByRole('button', { name: 'Approve proof' }).click();
  await expect(proof).toContainText('You approved the proof');
  const after = new Date();
  const promises = [before, after].map((at) => {
    const w = productionWindow(at);
    return `Approved on ${formatOrderDate(at)}: expected to be made between ${formatOrderDate(w.earliest)} and ${formatOrderDate(w.latest)}.`;
  });
  const promise = proof.getByText(/^Approved on .*: expected to be made between/);
  await expect(promise).toHaveCount(1);
  expect(promises).toContain(await promise.textContent());
  await page.reload();
  expect(promises).toContain(await promise.textContent());
  await expect(proof.getByRole('list', { name: 'Proof versions' })).toContainText('Proof version 1');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'customer-approved', proof);

  // the orders list carries the production step beside the order's status
  await seller.goto('/admin/orders');
  await expect(
    seller.getByRole('row').filter({ has: seller.getByText(number, { exact: true }) }),
  ).toContainText('Production: Approved');

  // now Shipped is allowed, with no reason asked
  await seller.goto(`/admin/orders/${orderId}`);
  await expect(panel).toContainText('Approved');
  await seller.getByLabel('Tracking ID').fill(TRACKING_ID);
  await seller.getByLabel('Shipping carrier').selectOption('Royal Mail');
  await seller.getByLabel('Order status').selectOption('Shipped');
  await expect(seller.getByText('Order status updated successfully!')).toBeVisible();
  await expect(seller.getByLabel('Reason for shipping before the proof is approved')).toHaveCount(0);
  await seller.reload();
  await expect(seller.getByLabel('Order status')).toHaveValue('Shipped');
  expect(sellerErrors).toEqual([]);
  await sellerContext.close();
});
