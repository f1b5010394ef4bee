import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { formatPounds } from '../../domain/money';
import type { QuoteView } from '../../domain/quote-view';
import { defaultQuoteValidUntil, QUOTE_MESSAGES } from '../../domain/quotes';
import { SELLER } from '../../playwright.config';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './support/fixtures';
import { drawPdfPages, shootWidths, shotPath } from './support/shots';
import { firstProductAndColour, paidOrderNumber, payWithTestCard } from './support/shopper';

/*
 * The buyer's side of a quote (issue 30): the mailed link opens the quote logged out; the buyer asks for a
 * change, the shop sends version 2, the buyer accepts it and pays with the test card. The shop's side is driven
 * through the API here (its pages have their own spec).
 */

/** The seller's API, in a browser context of its own (its own address and session). */
async function sellerApi(browser: Browser): Promise<{ context: BrowserContext; api: APIRequestContext }> {
  const n = () => Math.floor(Math.random() * 250);
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.201.${n()}.${n()}` },
  });
  const login = await context.request.post('/api/auth/admin/login', { data: SELLER });
  expect(login.status(), await login.text()).toBe(200);
  return { context, api: context.request };
}

async function json<T>(res: Awaited<ReturnType<APIRequestContext['post']>>, status = 200): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

/** A guest's request for polos (asked through the API: the request form has its own spec); its id and link. */
async function requestPolos(page: Page, product: { productId: string; colour: string }, email: string) {
  const answer = await json<{ quote: { id: string; number: string }; url: string }>(
    await page.request.post('/api/quotes', {
      data: {
        name: 'Jo Bloggs',
        email,
        phone: '0113 496 0000',
        company: 'Bloggs Builders Ltd',
        items: [
          {
            ...product,
            sizes: [
              { size: 'M', quantity: 20 },
              { size: 'L', quantity: 20 },
            ],
          },
        ],
        description: '40 polos with our name on the chest',
        postcode: 'LS1 4AP',
      },
    }),
    201,
  );
  return { id: answer.quote.id, number: answer.quote.number, link: new URL(answer.url, 'http://x').pathname };
}

/** The seller prices the polos (embroidered name, a Digitising charge) with what `more` adds, and sends it. */
async function priceAndSend(
  seller: APIRequestContext,
  id: string,
  product: { productId: string; colour: string },
  more: { sizes?: { size: string; quantity: number }[]; discountPercent?: number; message: string },
) {
  const draft = {
    lines: [
      {
        kind: 'garment',
        ...product,
        sizes: more.sizes ?? [
          { size: 'M', quantity: 20 },
          { size: 'L', quantity: 20 },
        ],
        decorations: [
          { position: 'Left Breast', method: 'Embroidery', textLine: 'BLOGGS', font: 'Standard' },
        ],
      },
      { kind: 'custom', description: 'Digitising', quantity: 1, unitPrice: 2500 },
    ],
    discountPercent: more.discountPercent ?? 0,
    shipping: 0,
    validUntil: defaultQuoteValidUntil(new Date()),
    message: more.message,
  };
  await json(await seller.put(`/api/quotes/${id}`, { data: draft }));
  return (await json<{ quote: QuoteView }>(await seller.post(`/api/quotes/${id}/send`))).quote;
}

/** The buyer's page at phone and desktop widths. */
const shoot = (page: Page, name: string) => shootWidths(page, `quote-buyer/${name}`);

/** The quote's PDF as the buyer downloads it, its pages drawn to PNG (pdftoppm) beside the shots; its text. */
async function shootPdf(page: Page, url: string, name: string): Promise<void> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['content-disposition']).toMatch(/filename="quote_Q-\d+\.pdf"/);
  const dir = path.dirname(shotPath(`quote-buyer/${name}.pdf`));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, await res.body());
  // a phone's width and a desktop's, as the page's shots (where poppler is installed)
  for (const width of [390, 1280])
    if (drawPdfPages(file, path.join(dir, `${name}-${width}`), width))
      expect(readdirSync(dir).filter((f) => f.startsWith(`${name}-${width}`)).length).toBeGreaterThan(0);
}

// the forged link's page is a 404 document (the browser says so on the console); a failed field check is not
test.use({ allowedConsoleErrors: [/status of 404/] });

test.describe('the buyer’s quote page', () => {
  test('a guest opens the link logged out, asks for a change, accepts version 2 and pays with the test card', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const product = await firstProductAndColour(page, 'polo');
    const email = `quote.buyer.${Date.now()}@example.co.uk`;
    const { id, number, link } = await requestPolos(page, product, email);
    const { context: sellerContext, api: seller } = await sellerApi(browser);

    // while it is priced, the link says so
    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'We’re pricing your request' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What you asked for' })).toContainText('M × 20, L × 20');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'requested');

    const v1 = await priceAndSend(seller, id, product, {
      message: 'Hi Jo, here is your quote for the polos.',
    });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Your quote is ready' })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Lines of version 1' });
    await expect(lines).toContainText('Left Breast: Embroidery, text');
    await expect(lines).toContainText('Digitising');
    await expect(page.getByRole('list', { name: /^Sizes of / })).toContainText('M × 20');
    await expect(page.getByRole('region', { name: 'Quote summary' })).toContainText(
      `Total${formatPounds(v1.versions[0]!.totals.total)}`,
    );
    await expect(page.getByText('Hi Jo, here is your quote for the polos.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'sent-v1');

    // request changes: a comment is required, and the dialog keeps what was typed
    await page.getByRole('button', { name: 'Request changes' }).click();
    const changes = page.getByRole('dialog', { name: 'Request changes' });
    await changes.getByRole('button', { name: 'Send request' }).click();
    await expect(changes.getByText(QUOTE_MESSAGES.commentRequired)).toBeVisible();
    await expect(changes.getByLabel('What would you like changed?')).toBeFocused();
    await changes.getByLabel('What would you like changed?').fill('Please add 10 in XL, same logo.');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'changes-dialog');
    await changes.getByRole('button', { name: 'Send request' }).click();
    await expect(changes).toBeHidden();
    await expect(page.getByRole('heading', { name: 'We’re revising your quote' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept and pay' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
      'You asked for changes to version 1',
    );
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'changes-requested');

    // the shop sends version 2 with the XLs and 5% off
    const v2 = await priceAndSend(seller, id, product, {
      sizes: [
        { size: 'M', quantity: 20 },
        { size: 'L', quantity: 20 },
        { size: 'XL', quantity: 10 },
      ],
      discountPercent: 5,
      message: 'Version 2: the XLs added, and 5% off for the 50.',
    });
    const total = v2.versions[0]!.totals.total;
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(/^Version 2 · sent/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Lines of version 2' })).toContainText('XL × 10');

    // version 1 is still readable, folded and marked superseded; accepting it is refused naming version 2
    const earlier = page.getByRole('region', { name: 'Earlier versions' });
    await expect(earlier.getByText('Superseded')).toBeVisible();
    await expect(earlier.getByRole('list', { name: 'Lines of version 1' })).toBeHidden();
    await earlier.getByText('Version 1', { exact: true }).click();
    await expect(earlier.getByRole('list', { name: 'Lines of version 1' })).toBeVisible();
    const token = link.split('/').pop()!;
    const old = await page.request.post(`/api/quotes/by-token/${token}/accept`, {
      data: {
        version: 1,
        shippingAddress: {
          firstName: 'Jo',
          address: '1 High Street',
          postCode: 'LS1 4AP',
          city: 'Leeds',
          country: 'United Kingdom',
          email,
          phone: '0113 496 0000',
        },
      },
    });
    expect(old.status()).toBe(409);
    expect(((await old.json()) as { message: string }).message).toBe(QUOTE_MESSAGES.oldVersion(1, 2));
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'sent-v2');
    await shootPdf(page, `/api/quotes/by-token/${token}/pdf`, 'quote-pdf-v2');

    // accept and pay: the address starts from the request; what is missing is said, and nothing typed is lost
    await page.getByRole('button', { name: 'Accept and pay' }).click();
    const accept = page.getByRole('region', { name: 'Accept and pay' });
    await expect(accept.getByRole('heading', { name: 'Accept and pay' })).toBeFocused();
    await expect(accept.getByLabel('First Name')).toHaveValue('Jo');
    await expect(accept.getByLabel(/^Last Name/)).toHaveValue('Bloggs');
    await expect(accept.getByLabel('Post Code')).toHaveValue('LS1 4AP');
    await expect(accept.getByLabel('Email')).toHaveValue(email);
    await accept.getByLabel(/^Address$/).fill('1 High Street');
    await accept.getByRole('button', { name: `Pay ${formatPounds(total)}` }).click();
    await expect(accept.getByRole('alert')).toHaveText('Please fill in: City');
    await expect(accept.getByLabel('City')).toBeFocused();
    await expect(accept.getByLabel(/^Address$/)).toHaveValue('1 High Street');
    await accept.getByLabel('City').fill('Leeds');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'accept-form');
    await accept.getByRole('button', { name: `Pay ${formatPounds(total)}` }).click();

    // cancelled on the payment page: back on the quote, nothing charged, and the way back to pay
    await expect(page.getByText('TEST MODE')).toBeVisible();
    await page.getByRole('link', { name: 'Cancel and return to the shop' }).click();
    await expect(page).toHaveURL(new RegExp(`${link}\\?cancelled=1$`));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Accepted: waiting for your payment' })).toBeVisible();
    await expect(page.getByText('Payment cancelled: nothing was charged.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'accepted-cancelled');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const resume = page.getByRole('region', { name: 'Continue to payment' });
    // what was typed before the payment page is there again
    await expect(resume.getByLabel('City')).toHaveValue('Leeds');
    await resume.getByRole('button', { name: `Pay ${formatPounds(total)}` }).click();
    await payWithTestCard(page);
    const orderNumber = await paidOrderNumber(page);

    // back on the link: paid, with the order it became
    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Paid: thank you' })).toBeVisible();
    await expect(page.getByText(`Your quote is now order ${orderNumber}.`)).toBeVisible();
    // a guest's order opens from its confirmation mail's link, not from here
    await expect(page.getByRole('link', { name: `View order ${orderNumber}` })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'paid');
    await sellerContext.close();
  });

  test('a buyer declines with a reason; a forged link is a 404', async ({ page, browser }) => {
    const product = await firstProductAndColour(page, 'polo');
    const { id, link } = await requestPolos(page, product, `quote.decline.${Date.now()}@example.co.uk`);
    const { context: sellerContext, api: seller } = await sellerApi(browser);
    await priceAndSend(seller, id, product, { message: '' });

    await page.goto(link);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Decline' }).click();
    const decline = page.getByRole('dialog', { name: 'Decline this quote?' });
    await decline.getByLabel(/^Why are you declining\?/).fill('We found them cheaper elsewhere.');
    await expectNoSeriousA11yViolations(page);
    // Cancel keeps the reason typed
    await decline.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Decline' })).toBeFocused();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(decline.getByLabel(/^Why are you declining\?/)).toHaveValue(
      'We found them cheaper elsewhere.',
    );
    await decline.getByRole('button', { name: 'Decline quote' }).click();
    await expect(page.getByRole('heading', { name: 'You declined this quote' })).toBeVisible();
    await expect(page.getByText('We found them cheaper elsewhere.').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\w/ })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'declined');
    await sellerContext.close();

    const forged = await page.goto(`${link.slice(0, -2)}xx`);
    expect(forged?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: /couldn’t find that page/ })).toBeVisible();
  });
});
