import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { sellerLogin } from './support/seller';
import { sizeInput } from './support/shopper';
import { shootWidths } from './support/shots';

/**
 * Issue 30's seller's room: a guest's request (40 polos with their logo on the left breast) arrives New in
 * /admin/quotes; the seller finds it, opens it, prices the draft the request started (a "Digitising" charge, their
 * own price for the polos), saves it and sends it, and the quote is Sent.
 */

// the editor's refusal of a bad box is checked in the browser; the server's 400s are logged on purpose
test.use({ allowedConsoleErrors: [/status of 400/] });

/** A logo as a buyer would upload it: a PNG with a transparent ground. */
async function logoPng() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect x="20" y="40" width="560" height="220" rx="40" fill="#c2410c"/><text x="70" y="190" font-size="120" font-family="sans-serif" fill="#fff">ACME</text></svg>`;
  return {
    name: 'acme-logo.png',
    mimeType: 'image/png',
    buffer: await sharp(Buffer.from(svg)).png().toBuffer(),
  };
}

/** A guest's request through POST /api/quotes (multipart, with the logo): the quote's id and number. */
async function requestQuote(page: Page, company: string) {
  const { products } = await (await page.request.get('/api/products?type=polo&pageSize=1')).json();
  const polo = products[0] as { _id: string; title: string; colorNames: string[] };
  const res = await page.request.post('/api/quotes', {
    multipart: {
      name: 'Pat Jones',
      email: `pat.${Date.now()}@example.co.uk`,
      phone: '0113 496 0000',
      company,
      description: '40 polos for the site team, logo on the chest.',
      items: JSON.stringify([
        {
          productId: polo._id,
          colour: polo.colorNames[0],
          sizes: [
            { size: 'M', quantity: 20 },
            { size: 'L', quantity: 20 },
          ],
        },
      ]),
      decoration: JSON.stringify({ method: 'Embroidery', positions: ['Left Breast'] }),
      logo: await logoPng(),
      neededBy: '2030-03-02',
      postcode: 'LS1 4AP',
      notes: 'Deliver to the site office.',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { quote } = await res.json();
  return { id: quote.id as string, number: quote.number as string, polo };
}

const totalsStatus = (page: Page) => page.getByRole('region', { name: 'Totals' }).getByRole('status');

/** The editor has the server's figures for what is typed (it asks once the typing stops). */
const expectPriced = (page: Page) =>
  expect(totalsStatus(page)).toHaveText('The shop’s figures for this draft.', { timeout: 10_000 });

/** The page at 1280 and 390 px once its toasts have gone (they would cover what the picture is of). */
async function shoot(page: Page, name: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await shootWidths(page, `seller-quotes/${name}`);
}

/** A figure of the editor's totals (a row of its list: the label, then the amount). */
const totalRow = (page: Page, label: RegExp) =>
  page
    .getByRole('region', { name: 'Totals' })
    .locator('dl > div')
    .filter({ has: page.getByText(label) });

test('the seller finds a new request, prices its draft with a custom line and an override, and sends it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const company = `Acme Site Services ${Date.now()}`;
  const { number, polo } = await requestQuote(page, company);

  // the list: the request is New; a search by its company finds it alone
  await sellerLogin(page, '/admin/quotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Open quote ${number}` }) });
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expect(row.getByText('Status: Requested')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(company);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('table', { name: 'Quotes' }).getByRole('row')).toHaveCount(2); // header + one
  await expect(row).toContainText(company);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'list');

  // the editor: the request as asked, and a draft started from it
  await row.getByRole('link', { name: `Open quote ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
  const asked = page.getByRole('region', { name: 'What they asked for' });
  await expect(asked).toContainText(`${polo.title}, ${polo.colorNames[0]}: M × 20, L × 20`);
  await expect(asked).toContainText('Embroidery at Left Breast');
  await expect(asked.getByRole('img', { name: /Their logo/ })).toBeVisible();
  await expect(asked).toContainText('LS1 4AP');
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText(company);

  const line1 = page.getByRole('group', { name: `Line 1: ${polo.title}` });
  await expect(line1.getByLabel('Colour')).toHaveValue(polo.colorNames[0]!);
  await expect(sizeInput(line1, 'M')).toHaveValue('20');
  await expect(sizeInput(line1, 'L')).toHaveValue('20');
  const decoration = line1.getByRole('group', { name: 'Decoration 1: Left Breast' });
  await expect(decoration.getByLabel('Design')).toHaveValue(/^logo:/);
  await expect(decoration.getByLabel('Method')).toHaveValue('Embroidery');
  await expect(line1.locator('[data-mockup-views]')).toBeVisible();
  await expectPriced(page);
  const price = line1.getByLabel(/^Price each \(£\)/);
  await expect(line1.getByText(/^Shop price £\d+\.\d\d/).first()).toBeVisible();
  const shopPrice = await price.inputValue();

  // the shop's setup fee for the new logo starts as a custom line of its own
  const setup = page.getByRole('group', { name: 'Line 2: Custom charge' });
  await expect(setup.getByLabel('Description')).toHaveValue('Logo setup (1 design)');
  const setupPence = Math.round(Number(await setup.getByLabel('Unit price (£)').inputValue()) * 100);

  // a custom line of the seller's: Digitising, £25
  await page.getByRole('button', { name: 'Add a custom line' }).click();
  const digitising = page.getByRole('group', { name: 'Line 3: Custom charge' });
  await expect(digitising.getByLabel('Description')).toBeFocused();
  await digitising.getByLabel('Description').fill('Digitising');
  await digitising.getByLabel('Unit price (£)').fill('25');

  // a mistyped override is refused under its box and kept as typed; then the seller's own price
  await price.fill('9.999');
  await expect(line1.getByText('overridden')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(line1.getByText('Enter the price each in pounds, for example 12.50.')).toBeVisible();
  await expect(price).toBeFocused();
  await expect(price).toHaveValue('9.999');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await price.fill('9.50');
  await expect(line1.getByText(`Shop price £${shopPrice}`, { exact: false })).toBeVisible();
  // and the decoration's price too: £4.00 a garment on the left breast
  const decorationPrice = decoration.getByLabel(/^Decoration price each \(£\)/);
  const decorationShopPrice = await decorationPrice.inputValue();
  await decorationPrice.fill('4.00');
  await expect(line1.getByText('overridden')).toHaveCount(2);

  // the server's refusal is shown under the box it names, what was typed kept
  const validUntil = page.getByLabel('Valid until');
  const days = await validUntil.inputValue();
  await validUntil.fill('2020-01-01');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('The valid-until date must not be in the past.').first()).toBeVisible();
  await expect(validUntil).toBeFocused();
  await expect(validUntil).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveValue('9.50');
  await validUntil.fill(days);

  await expectPriced(page);
  await expect(line1).toContainText('40 garments × £9.50 + decoration £160.00');
  await expect(totalRow(page, /^Decoration$/)).toContainText('£160.00');
  await expect(digitising).toContainText('1 × £25.00 = £25.00');
  const goods = `£${((38_000 + 2_500 + setupPence) / 100).toFixed(2)}`;
  await expect(totalRow(page, /^Goods \(40 garments\)$/)).toContainText(goods);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'editor');

  // saved: a draft now, and what was typed stays
  const header = page.getByRole('heading', { level: 1, name: `Quote ${number}` }).locator('..');
  await expect(header.getByText('Status: Requested')).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(header.getByText('Status: Draft')).toBeVisible();
  await expect(price).toHaveValue('9.50');
  await expect(digitising.getByLabel('Description')).toHaveValue('Digitising');
  // read back from the server: both prices are still the seller's own
  await page.reload();
  await expectPriced(page);
  await expect(price).toHaveValue('9.50');
  await expect(decorationPrice).toHaveValue('4.00');
  await expect(line1.getByText('overridden')).toHaveCount(2);
  await expect(decoration.getByText(`Shop price £${decorationShopPrice}`, { exact: false })).toBeVisible();

  // sent, after a confirm that names the buyer's e-mail
  await page.getByRole('button', { name: 'Send quote' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Send quote ${number}?` });
  await expect(confirm).toContainText(/pat\.\d+@example\.co\.uk/);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Send quote' }).click();
  await expect(confirm).toBeHidden();
  await expect(header.getByText('Status: Sent')).toBeVisible();
  const sent = page.getByRole('region', { name: 'The quote as sent' });
  await expect(sent).toContainText('Digitising');
  await expect(sent).toContainText('1 × £25.00');
  await expect(page.getByRole('list', { name: 'Quote history' })).toContainText('Version 1 sent');
  await expect(page.getByRole('link', { name: `PDF of quote ${number}` })).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy buyer link' }).click();
  await expect(page.getByText('The buyer’s link is copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^http:\/\/localhost:\d+\/quotes\/\S+$/,
  );
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'sent');

  // back in the list it is opened (no longer New) and Sent, with its total
  await page.goto(`/admin/quotes?q=${encodeURIComponent(company)}`);
  const listed = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Open quote ${number}` }) });
  await expect(listed.getByText('Status: Sent')).toBeVisible();
  await expect(listed.getByText('New', { exact: true })).toHaveCount(0);
});
