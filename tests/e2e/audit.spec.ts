import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { placePaidOrder, searchOrders, sellerInOwnBrowser } from './support/seller';
import { shootWidths } from './support/shots';

test('the owner saves tracking; the audit trail lists it with before → after, filters by area and downloads as CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const number = await placePaidOrder(page, 'audit.trail');
  const trackingId = `AU${Date.now().toString().slice(-9)}GB`;

  // the owner (the seeds' seller) saves the order's tracking
  const { context, seller, errors } = await sellerInOwnBrowser(browser, '/admin/orders');
  const row = await searchOrders(seller, number);
  await row.getByRole('link', { name: `View order ${number}` }).click();
  await expect(seller.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await seller.getByLabel('Tracking ID').fill(trackingId);
  await seller.getByLabel('Shipping carrier').selectOption('Royal Mail');
  await seller.getByRole('button', { name: 'Save tracking' }).click();
  await expect(seller.getByText('Saved', { exact: true })).toBeVisible();

  // the trail: newest first, who, what and the fields before → after
  await seller.goto('/admin/audit');
  await expect(seller.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const entry = seller
    .getByRole('table', { name: 'Audit trail' })
    .getByRole('row')
    .filter({ hasText: `Set tracking on order ${number}.` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('seller@e2e.test');
  await expect(entry).toContainText('Orders');
  // read out as "Tracking id: — changed to …" (the arrow is for the eye)
  await expect(entry.getByRole('listitem').filter({ hasText: 'Tracking id:' })).toHaveText(
    new RegExp(`^Tracking id: — → +changed to +${trackingId}$`),
  );
  await expect(entry.getByRole('listitem').filter({ hasText: 'Carrier:' })).toContainText('Royal Mail');
  await expectNoSeriousA11yViolations(seller);
  await shootWidths(seller, 'audit/audit-trail');

  // by area: Orders keeps it; Sign-in leaves it out
  await seller.getByLabel('Area').selectOption('Sign-in');
  await seller.getByRole('button', { name: 'Apply' }).click();
  await expect(seller).toHaveURL(/area=sign-in/);
  await expect(seller.getByRole('cell', { name: `Set tracking on order ${number}.` })).toHaveCount(0);
  await seller.getByLabel('Area').selectOption('Orders');
  await seller.getByRole('button', { name: 'Apply' }).click();
  await expect(seller).toHaveURL(/area=orders/);
  const areas = seller.getByRole('table', { name: 'Audit trail' }).locator('tbody tr td:nth-child(3)');
  await expect(areas.first()).toHaveText('Orders');
  expect(new Set(await areas.allTextContents())).toEqual(new Set(['Orders']));
  await expect(seller.getByRole('cell', { name: `Set tracking on order ${number}.` })).toBeVisible();

  // the CSV of what is filtered
  const download = seller.waitForEvent('download');
  await seller.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit.csv');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFWhen (London),Who,E-mail,Address,Area,Action,Summary,Changes');
  expect(csv).toContain(
    `Set tracking on order ${number}.,trackingId: — → ${trackingId}; carrier: — → Royal Mail`,
  );

  // a day with nothing in it
  await seller.goto('/admin/audit?from=2099-01-01');
  await expect(seller.getByText('Nothing matches these filters.')).toBeVisible();
  await expectNoSeriousA11yViolations(seller);
  await shootWidths(seller, 'audit/audit-trail-none');

  expect(errors).toEqual([]);
  await context.close();
});
