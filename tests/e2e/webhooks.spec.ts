import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { sellerLogin } from './support/seller';
import { shotPath } from './support/shots';

/**
 * Issue 36's outgoing webhooks in the browser: /admin/settings/webhooks refuses a URL that is not https or not
 * public (keeping what was typed), adds one to a receiver written here (http://localhost, allowed by the e2e
 * server's WEBHOOKS_ALLOW_LOCAL), shows its secret once, and "Send a test event" reaches the receiver signed so
 * the receiver can check it on its own; the log shows it delivered, "Send again" sends the same event again, and
 * the endpoint is archived.
 */

// the refused URLs are 400s on purpose (the browser logs them)
test.use({ allowedConsoleErrors: [/status of 400/] });

const PAGE = '/admin/settings/webhooks';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 (and ::1 where there is one, for a machine whose localhost is that) answering 200. */
async function startReceiver() {
  const received: Received[] = [];
  const handler: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok from the test receiver');
    });
  };
  const v4 = http.createServer(handler);
  await new Promise<void>((resolve) => v4.listen(0, '127.0.0.1', resolve));
  const { port } = v4.address() as AddressInfo;
  const v6 = http.createServer(handler);
  const servers = [v4];
  await new Promise<void>((resolve) => {
    v6.once('error', () => resolve());
    v6.listen(port, '::1', () => {
      servers.push(v6);
      resolve();
    });
  });
  return {
    url: `http://localhost:${port}/hook`,
    received,
    close: () => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))),
  };
}

/** The receiver's own check, as a shop's customer would write it: HMAC-SHA256 of `${timestamp}.${body}`. */
function signatureHolds(secret: string, r: Received): boolean {
  const timestamp = String(r.headers['webhook-timestamp']);
  const given = String(r.headers['webhook-signature']);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${r.body}`).digest('hex')}`;
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** Archives whatever endpoints an earlier, failed run left, so the page starts empty. */
async function archiveAll(page: Page) {
  const res = await page.request.get('/api/webhooks/endpoints');
  expect(res.status()).toBe(200);
  for (const { id } of ((await res.json()) as { endpoints: { id: string }[] }).endpoints)
    expect((await page.request.post(`/api/webhooks/endpoints/${id}/archive`)).status()).toBe(200);
}

test('a guest asking for the webhooks page is sent to the seller login', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fsettings%2Fwebhooks$/);
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toHaveCount(0);
});

test('the seller adds an endpoint, a signed test event reaches a local receiver, and archives it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    await sellerLogin(page, PAGE);
    await archiveAll(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByText('No endpoints yet')).toBeVisible();
    // the sidebar's room is lit, and Settings (the Owner's VAT page) is not lit with it
    const nav = page.getByRole('navigation', { name: 'Seller sections', exact: true });
    await expect(nav.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shotPath('webhooks/empty-1280.png'), fullPage: true });

    // a refused URL: the server's words under the box, which keeps what was typed and takes focus
    const dialog = page.getByRole('dialog', { name: 'Add an endpoint' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();
    const url = dialog.getByLabel('Endpoint URL');
    await expect(url).toBeFocused();
    await dialog.getByRole('checkbox', { name: /order\.paid/ }).check();
    await url.fill('https://169.254.169.254/x');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText(/169\.254\.169\.254.*public addresses only/).first()).toBeVisible();
    await expect(url).toHaveValue('https://169.254.169.254/x');
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toBeFocused();
    await url.fill('http://example.com/hook');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText('The webhook URL must start with https://.').first()).toBeVisible();
    await expect(url).toHaveValue('http://example.com/hook');
    await expect(dialog.getByRole('checkbox', { name: /order\.paid/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shotPath('webhooks/add-refused-1280.png') });

    // the local receiver: added, and its secret shown once
    await url.fill(receiver.url);
    await dialog.getByRole('checkbox', { name: /order\.shipped/ }).check();
    await dialog.getByLabel('Description (optional)').fill('The e2e receiver');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog).toBeHidden();
    const secretPanel = page.getByRole('region', { name: 'Signing secret for the new endpoint' });
    await expect(secretPanel).toContainText('Copy it now: it is not shown again.');
    await expect(secretPanel.getByRole('heading')).toBeFocused();
    const secret = await secretPanel.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_[\w-]{20,}$/);

    const card = page.getByRole('region', { name: receiver.url });
    await expect(card).toContainText('The e2e receiver');
    await expect(card.getByRole('list', { name: 'Events sent' }).getByRole('listitem')).toHaveText([
      'order.paid',
      'order.shipped',
    ]);
    await expect(card.getByText('Nothing sent yet')).toBeVisible();

    // "Send a test event": the receiver gets a ping signed with the secret just shown
    await card.getByRole('button', { name: 'Send a test event' }).click();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    const [ping] = receiver.received;
    expect(ping!.headers['content-type']).toBe('application/json');
    expect(ping!.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(ping!.headers['webhook-timestamp'])).toBeGreaterThan(Date.now() / 1000 - 120);
    expect(ping!.headers['webhook-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signatureHolds(secret, ping!)).toBe(true);
    expect(signatureHolds('whsec_not-the-secret', ping!)).toBe(false);
    const body = JSON.parse(ping!.body) as { id: string; type: string; created: string };
    expect(body).toMatchObject({ type: 'ping', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    // the log says so, once its job has run (the page asks again while a delivery is pending)
    const row = card.getByRole('row').filter({ hasText: 'ping' });
    await expect(async () => {
      await expect(row).toContainText('Succeeded', { timeout: 1000 });
      await expect(row).toContainText('200');
    }).toPass({ timeout: 20_000 });
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    await row.getByText('Show answer').click();
    await expect(row.getByText('ok from the test receiver')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shotPath('webhooks/endpoint-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shotPath('webhooks/endpoint-390.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // a reload: the secret is gone for good, the log is drawn by the server
    await page.reload();
    await expect(page.getByText('Copy it now')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Signing secret' })).toHaveCount(0);
    expect(await page.content()).not.toContain(secret);
    await expect(row).toContainText('Succeeded');

    // "Send again": the same event (same id), newly signed
    await expect(async () => {
      await row.getByRole('button', { name: /^Send again/ }).click();
      await expect.poll(() => receiver.received.length, { timeout: 2000 }).toBe(2);
    }).toPass({ timeout: 20_000 });
    const again = receiver.received[1]!;
    expect((JSON.parse(again.body) as { id: string }).id).toBe(body.id);
    expect(signatureHolds(secret, again)).toBe(true);
    await expect(row).toContainText('Succeeded');

    // switched off: no test event; on again
    const sending = card.getByRole('switch', { name: 'Send events to this endpoint' });
    await sending.uncheck();
    await expect(card.getByRole('button', { name: 'Send a test event' })).toBeDisabled();
    await page.reload();
    await expect(sending).not.toBeChecked();
    await sending.check();
    await expect(card.getByRole('button', { name: 'Send a test event' })).toBeEnabled();

    // a new signing secret, after asking: shown once, focused, and the next delivery is signed with it alone
    await card.getByRole('button', { name: 'New signing secret' }).click();
    const roll = page.getByRole('alertdialog', { name: 'Give this endpoint a new signing secret?' });
    await expect(roll).toContainText('stops signing at once');
    await roll.getByRole('button', { name: 'Make a new secret' }).click();
    await expect(roll).toBeHidden();
    const rolledPanel = page.getByRole('region', { name: 'New signing secret' });
    await expect(rolledPanel.getByRole('heading')).toBeFocused();
    const rolled = await rolledPanel.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(rolled).toMatch(/^whsec_[\w-]{20,}$/);
    expect(rolled).not.toBe(secret);
    await card.getByRole('button', { name: 'Send a test event' }).click();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(3);
    expect(signatureHolds(rolled, receiver.received[2]!)).toBe(true);
    expect(signatureHolds(secret, receiver.received[2]!)).toBe(false);
    await rolledPanel.getByRole('button', { name: 'I have saved it' }).click();
    await expect(rolledPanel).toHaveCount(0);

    // archived, after asking: the list is empty again
    await card.getByRole('button', { name: 'Archive' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Archive this endpoint?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shotPath('webhooks/archive-confirm-1280.png') });
    await confirm.getByRole('button', { name: 'Archive endpoint' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('No endpoints yet')).toBeVisible();
    const left = (await (await page.request.get('/api/webhooks/endpoints')).json()) as {
      endpoints: unknown[];
    };
    expect(left.endpoints).toEqual([]);
  } finally {
    await receiver.close();
  }
});
