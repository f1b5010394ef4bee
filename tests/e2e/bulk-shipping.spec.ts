import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { MAIL_SINK_DIR } from './support/mail';
import { placePaidOrder, sellerInOwnBrowser } from './support/seller';
import { shootWidths } from './support/shots';

/** A guest's paid order of one polo, bought in a browser of its own: its number (#1234). */
async function paidOrderElsewhere(browser: Browser, n: number) {
  const random = () => Math.floor(Math.random() * 250);
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.35.${random()}.${random()}` },
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('welcomePopupSeen', 'true');
    localStorage.setItem('cookieConsent', 'accepted');
  });
  const number = await placePaidOrder(page, `bulk.ship.${n}`);
  await context.close();
  return number;
}

/** How many mails the SMTP sink received with this subject. */
async function mailsWithSubject(subject: string): Promise<number> {
  let n = 0;
  for (const file of await readdir(MAIL_SINK_DIR).catch(() => [] as string[])) {
    const mail = JSON.parse(await readFile(path.join(MAIL_SINK_DIR, file), 'utf8')) as { raw: string };
    const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    if (head.split(/\r?\n/).includes(`Subject: ${subject}`)) n++;
  }
  return n;
}

test('the seller ships two selected orders with one carrier, then a carrier’s CSV with a bad row', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const [first, second, third] = await Promise.all([1, 2, 3].map((n) => paidOrderElsewhere(browser, n)));
  const { context, seller, errors } = await sellerInOwnBrowser(browser, '/admin/orders');

  // a tick per order, labelled with its number, and the bar's count
  const bar = seller.getByRole('group', { name: 'Bulk shipping' });
  await expect(bar.getByRole('button', { name: 'Mark shipped…' })).toBeDisabled();
  await seller.getByRole('checkbox', { name: `Select order ${first}` }).check();
  await seller.getByRole('checkbox', { name: `Select order ${second}` }).check();
  await expect(bar).toContainText('2 selected');
  await expectNoSeriousA11yViolations(seller);
  await shootWidths(seller, 'bulk-shipping/orders-selected');
  // select all on this page, and back
  await bar.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(seller.getByRole('checkbox', { name: `Select order ${third}` })).toBeChecked();
  await bar.getByRole('checkbox', { name: 'Select all on this page' }).uncheck();
  await expect(bar).toContainText('0 selected');
  await seller.getByRole('checkbox', { name: `Select order ${first}` }).check();
  await seller.getByRole('checkbox', { name: `Select order ${second}` }).check();

  // one carrier for both, a tracking number each
  await bar.getByRole('button', { name: 'Mark shipped…' }).click();
  const dialog = seller.getByRole('dialog', { name: 'Mark 2 orders shipped' });
  await dialog.getByLabel('Carrier').selectOption('DPD');
  await dialog.getByLabel(`Order ${first}`).fill('15501234567801');
  await dialog.getByLabel(`Order ${second}`).fill('15501234567802');
  await expectNoSeriousA11yViolations(seller);
  await dialog.getByRole('button', { name: 'Mark 2 orders shipped' }).click();
  await expect(seller.getByText('Marked 2 orders shipped.')).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const number of [first, second])
    await expect(seller.getByRole('row').filter({ hasText: number })).toContainText('Shipped');

  // a carrier's export: one good row, one already shipped, one unknown order, one formula
  const csv = [
    'Recipient,Order reference,Service,Tracking number',
    `Jo Bloggs,WW-${third.slice(1)},Royal Mail Tracked 48,AB123456789GB`,
    `Al Smith,${first},DPD,15501234567899`,
    'Sam Lee,WW-9999999,Evri,H00A1B2C3D4E5F6',
    '"=HYPERLINK(""http://evil.example"")",WW-9999998,DPD,1',
  ].join('\r\n');
  await bar.getByRole('button', { name: 'Upload carrier CSV…' }).click();
  const upload = seller.getByRole('dialog', { name: 'Ship orders from a carrier’s CSV' });
  await upload.getByLabel('CSV file').setInputFiles({
    name: 'royal-mail-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await upload.getByRole('button', { name: 'Check file' }).click();
  await expect(upload.getByText('1 of 4 rows are ready to ship.')).toBeVisible();
  const problems = upload.getByRole('listitem').filter({ hasText: /^Row \d+:/ });
  await expect(problems).toHaveText([
    `Row 3: order ${first} is already shipped`,
    'Row 4: order WW-9999999 was not found',
    'Row 5: a cell starts with = (formulas are not accepted)',
  ]);
  // nothing is shipped before the seller applies
  await expect(seller.getByRole('row').filter({ hasText: third })).not.toContainText('Shipped');
  await expectNoSeriousA11yViolations(seller);
  await shootWidths(seller, 'bulk-shipping/csv-preview');
  await upload.getByRole('button', { name: 'Apply 1 order' }).click();
  await expect(seller.getByText('Marked 1 order shipped.')).toBeVisible();
  await expect(seller.getByRole('row').filter({ hasText: third })).toContainText('Shipped');

  // each customer's shipped mail, once, read from the SMTP sink
  for (const number of [first, second, third])
    await expect
      .poll(() => mailsWithSubject(`Your order ${number} is on its way`), { timeout: 15_000 })
      .toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});
