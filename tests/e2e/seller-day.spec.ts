import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { placePaidLogoOrder } from './support/logo-wizard';
import { sellerInOwnBrowser, sellerLogin, submitSellerLogin } from './support/seller';
import { sendContactMessage, signUpAndLogIn } from './support/shopper';

/** Small things a seller's real day showed, each as the seller meets it in the browser. */

test("the spec's /seller leads to the seller's login, then to the dashboard with 'Logged In!' once", async ({
  page,
}) => {
  await page.goto('/seller');
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard$/);
  await submitSellerLogin(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Logged In!')).toBeVisible();
  // said once: a reload (or the next page) does not say it again
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Logged In!')).toHaveCount(0);
});

test("the inbox's unread count in the sidebar drops on the page that read the message", async ({ page }) => {
  const name = `Rhys Unread ${Date.now()}`;
  await sendContactMessage(page, { name, message: 'Do you embroider caps?' });

  await sellerLogin(page, '/admin/inbox');
  const sidebarCount = async () => {
    const link = page
      .getByRole('navigation', { name: 'Seller sections' })
      .getByRole('link', { name: /^Inbox/ });
    const label = (await link.textContent()) ?? '';
    return Number(/(\d+)\s*unread/.exec(label)?.[1] ?? 0);
  };
  const before = await sidebarCount();
  expect(before).toBeGreaterThan(0);
  // (other tests may send messages meanwhile; none of this file's do)
  await page.getByRole('listitem').filter({ hasText: name }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Message from ${name}` })).toBeVisible();
  await expect.poll(sidebarCount).toBe(before - 1);
  // drawn by the server too (a reload, or the link opened in a new tab)
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Message from ${name}` })).toBeVisible();
  expect(await sidebarCount()).toBe(before - 1);
});

test('a refused proof file is named and leaves the list; the rest can still be sent', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // a logo needs a customer's login
  await signUpAndLogIn(page, 'refused');
  const number = await placePaidLogoOrder(page, { text: 'REFUSED CO' });
  const { context: sellerContext, seller } = await sellerInOwnBrowser(
    browser,
    `/admin/orders?search=${encodeURIComponent(number)}`,
  );
  await seller.getByRole('link', { name: `View order ${number}` }).click();
  const panel = seller.getByRole('region', { name: 'Proof & production' });
  await expect(panel).toContainText('Awaiting proof');

  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#1e3a8a' } })
    .png()
    .toBuffer();
  const files = panel.getByLabel('Proof files');
  const chosen = panel.getByRole('list', { name: 'Files to send' });
  // a text file is refused as it is chosen, by name; the good file beside it joins the list
  await files.setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a proof') },
    { name: 'good-proof.png', mimeType: 'image/png', buffer: png },
  ]);
  await expect(panel.getByRole('alert')).toContainText(
    '“notes.txt” is not a PDF or an image (PNG, JPEG or WebP), so it cannot be a proof. It was not added.',
  );
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await expect(chosen).toContainText('good-proof.png');

  // a file named .png that is not one passes the browser's look; the server refuses it by name and it leaves
  await files.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('text, not a PNG'),
  });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await panel.getByRole('button', { name: 'Send proof to the customer' }).click();
  await expect(
    panel.getByText('“fake.png” is not a PDF or an image (PNG, JPEG or WebP), so it cannot be a proof.'),
  ).toBeVisible();
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await expect(chosen).toContainText('good-proof.png');
  await expect(chosen).not.toContainText('fake.png');

  await panel.getByRole('button', { name: 'Send proof to the customer' }).click();
  await expect(seller.getByText('Proof version 1 sent to the customer.')).toBeVisible();
  await sellerContext.close();
});
