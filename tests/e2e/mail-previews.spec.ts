import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { shotPath } from './support/shots';
import { sellerLogin } from './support/seller';

/** Where a person finds the pictures to look at (the repository's ignored output). */

const WIDTHS = [
  { name: '1280', viewport: { width: 1280, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
];

// the tests' init scripts run in every frame, and the mail's frame is sandboxed without scripts, as it should be;
// the unknown mail's page answers 404, which the browser logs
test.use({ allowedConsoleErrors: [/^Blocked script execution in 'about:srcdoc'|status of 404/] });

/** The preview page's own parts; the mail in its frame is the mail's, and the frame runs no scripts of axe's. */
async function expectPreviewPageAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .exclude('iframe')
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('the seller previews every mail with sample data, pictures included', async ({ page }) => {
  test.setTimeout(90_000);
  await sellerLogin(page, '/admin/dashboard');
  await page.getByRole('link', { name: 'Mail previews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail previews' })).toBeVisible();
  const mails = page.getByRole('list', { name: 'Mails' }).getByRole('link');
  // the order (card and on account), proof, account, promo, contact and data-export mails, the nine of a quote's
  // life and the ten of a trade account's
  await expect(mails).toHaveCount(39);
  await expectNoSeriousA11yViolations(page);

  for (const { name, viewport } of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const [mail, title, heading] of [
      ['order-confirmation', 'Order confirmation', /Thank you — order #1042 is confirmed/],
      ['order-confirmation-account', 'Order confirmation on account', /Thank you — order #1042 is confirmed/],
      ['trade-statement', 'Statement', 'Statement for Bloggs & Sons Joinery Ltd'],
      ['order-shipped', 'Order shipped', 'Order #1042 is on its way'],
    ] as const) {
      await page.goto(`/admin/mail-previews/${mail}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const frame = page.frameLocator(`iframe[title="${title}: the mail"]`);
      await expect(frame.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // every picture embedded in the mail shows
      const pictures = frame.locator('img');
      for (const picture of await pictures.all())
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      // the frame is fitted to the mail: nothing of it hidden inside, across or down, and no empty space below
      await expect
        .poll(() =>
          page.locator('iframe').evaluate((f: HTMLIFrameElement) => {
            const box = f.contentDocument!.scrollingElement!;
            const mail = f.contentDocument!.documentElement.getBoundingClientRect().height;
            return Math.max(
              box.scrollHeight - box.clientHeight,
              box.scrollWidth - box.clientWidth,
              Math.abs(box.clientHeight - mail),
            );
          }),
        )
        .toBeLessThanOrEqual(2);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${mail} scrolls sideways`).toBeLessThanOrEqual(0);
      await expect(
        page
          .getByText('Thank you for your order #1042.')
          .or(page.getByText('Tracking number: AB123456789GB'))
          .or(page.getByText('Here is your statement from 1 September 2026')),
      ).toBeVisible();
      // an on-account order's invoice and a statement go as PDFs with the mail
      const attached = {
        'order-confirmation-account': 'invoice_INV-1042.pdf',
        'trade-statement': 'statement_',
      };
      if (mail in attached)
        await expect(page.getByText('Attached:')).toContainText(attached[mail as keyof typeof attached]);
      await page.screenshot({ path: shotPath(`mail-previews/preview-${mail}-${name}.png`), fullPage: true });
    }
  }
  await expectPreviewPageAccessible(page);

  await page.goto('/admin/mail-previews/no-such-mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail not found' })).toBeVisible();
});
