// Every page's server-rendered HTML is valid, and stays so: html-validate (offline, the W3C Nu checker's
// rules and more) with the repository's .htmlvalidate.json, the Nu checker's rule against naming a plain div
// or span (which html-validate lets through when the element has a tabindex), and the CSS of any <style>
// element parses in Chromium without a rule being dropped.
//
// .htmlvalidate.json extends html-validate:recommended and html-validate:document. JSON has no comments, so
// the reasons for what it relaxes are here; none of these is an HTML error, and every rule that catches one
// (ARIA misuse, duplicate ids, nesting, unknown or wrong attributes, content models, headings) stays on:
// - attr-case: React writes some attributes camel-cased (charSet, inputMode); HTML attribute names are
//   case-insensitive.
// - attribute-boolean-style, attribute-empty-style: React renders `disabled=""` / `hidden=""`, which HTML
//   defines as the same as the bare attribute.
// - void-style: React closes void elements (`<meta />`); both forms are valid HTML.
// - no-inline-style: style attributes carry data (a garment colour's swatch) and Radix's measured sizes.
// - valid-id relaxed: React's ids (`_R_1a_` from useId, `S:0` / `B:0` for streamed boundaries) are valid
//   HTML ids (any non-empty string without spaces); the strict mode only wants a tidier style.
// - aria-label-misuse allowAnyNamable: naming a list (`<ul aria-label="Pictures">`) is allowed by ARIA;
//   naming an element whose role forbids it (a plain div or span) is still an error.
// - prefer-native-element excludes `region`: Radix's accordion panels are role="region" divs, the
//   WAI-ARIA accordion pattern.
// - tel-non-breaking ignores `whitespace-nowrap`: Tailwind's class keeps the number on one line, which is
//   what the rule's &nbsp; is for.
// - require-sri only for cross-origin resources: every script and style sheet is our own.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { type ConfigData, HtmlValidate } from 'html-validate';
import { SELLER } from '../../playwright.config';
import { expect, test } from './support/fixtures';
import { signUpAndLogIn } from './support/shopper';
import { lastMailTo } from './support/mail';
import { MEMBER_PASSWORD, nextCode } from './support/staff-member';

const config = JSON.parse(
  readFileSync(new URL('../../.htmlvalidate.json', import.meta.url), 'utf8'),
) as ConfigData;
const htmlValidate = new HtmlValidate({ ...config, root: true });

/** html-validate's findings for one page, as `rule line:column message`. */
async function htmlProblems(html: string): Promise<string[]> {
  const report = await htmlValidate.validateString(html, 'page.html');
  return report.results.flatMap((r) =>
    r.messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message} (${m.selector ?? ''})`),
  );
}

/** The text of every <style> element (raw text: it ends at the first `</style`). */
const styleBlocks = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style/gi)].map((m) => m[1]!);

/** How many top-level rules a style sheet's text holds (blocks at depth 0, comments and strings skipped). */
function topLevelRules(css: string): number {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""');
  let depth = 0;
  let rules = 0;
  for (const ch of text) {
    if (ch === '{' && depth++ === 0) rules++;
    else if (ch === '}') depth = Math.max(0, depth - 1);
  }
  return rules;
}

/** CSS problems: a rule Chromium's parser drops (an invalid selector, e.g. an unescaped React id) is one. */
async function cssProblems(page: Page, html: string): Promise<string[]> {
  const problems: string[] = [];
  for (const css of styleBlocks(html)) {
    const parsed = await page.evaluate((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return [...sheet.cssRules].map((r) => r.cssText);
    }, css);
    if (parsed.length !== topLevelRules(css)) {
      problems.push(
        `css: ${topLevelRules(css) - parsed.length} rule(s) dropped as invalid in <style>${css}</style>`,
      );
    }
  }
  return problems;
}

/**
 * The W3C Nu checker's rule html-validate lets through: `aria-label` / `aria-labelledby` on a div or span whose
 * role forbids a name (none, generic, or a text-level role), even when tabindex makes it focusable.
 */
async function namingProblems(page: Page, html: string): Promise<string[]> {
  return page.evaluate((text) => {
    const NAMELESS = ['', 'generic', 'presentation', 'none', 'caption', 'code', 'deletion', 'emphasis'];
    NAMELESS.push('insertion', 'paragraph', 'strong', 'subscript', 'superscript');
    const doc = new DOMParser().parseFromString(text, 'text/html');
    return [...doc.querySelectorAll('div, span')]
      .filter((el) => el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby'))
      .filter((el) => NAMELESS.includes((el.getAttribute('role') ?? '').trim()))
      .map(
        (el) => `nu-aria-label-on-generic: <${el.localName}> named "${el.getAttribute('aria-label') ?? ''}"`,
      );
  }, html);
}

/** Fetches a page as the server renders it (no redirect followed) and returns its problems. */
async function check(
  request: APIRequestContext,
  page: Page,
  path: string,
  status = 200,
): Promise<{ path: string; problems: string[] }> {
  const res: APIResponse = await request.get(path, { maxRedirects: 0 });
  const html = await res.text();
  const problems = res.status() === status ? [] : [`HTTP ${res.status()}, expected ${status}`];
  if (!/^text\/html/.test(res.headers()['content-type'] ?? '')) problems.push('not text/html');
  problems.push(
    ...(await htmlProblems(html)),
    ...(await cssProblems(page, html)),
    ...(await namingProblems(page, html)),
  );
  return { path, problems };
}

/** Checks pages one after another and fails once, listing every page's problems. */
async function expectValid(request: APIRequestContext, page: Page, pages: [path: string, status?: number][]) {
  const failures: Record<string, string[]> = {};
  for (const [path, status] of pages) {
    const { problems } = await check(request, page, path, status);
    if (problems.length) failures[path] = problems;
  }
  expect(failures, 'HTML problems per page').toEqual({});
}

/** A customer's data download asked for, and the path of the link the mail brings (issue 34). */
async function dataExportLink(request: APIRequestContext, email: string): Promise<string> {
  const asked = await request.post('/api/account/data-requests');
  expect(asked.status(), await asked.text()).toBe(202);
  const raw = (await lastMailTo(email, 'data-export')).replace(/=3D/g, '=');
  return /\/account\/data-export\/[\w-]+\?token=[\w%-]+/.exec(raw)![0];
}

/** Every route pattern in app/routes.ts, as a regular expression over paths. */
function routePatterns(): { pattern: string; re: RegExp }[] {
  const source = readFileSync(new URL('../../app/routes.ts', import.meta.url), 'utf8');
  const patterns = [...source.matchAll(/\broute\(\s*'([^']*)'/g)].map((m) => m[1]!);
  if (/\bindex\(/.test(source)) patterns.push('');
  return patterns.map((pattern) => ({
    pattern,
    re: new RegExp(
      `^/${pattern
        .split('/')
        .map((part) => (part === '*' ? '.+' : part.startsWith(':') ? '[^/]+' : part))
        .join('/')}$`,
    ),
  }));
}

/** Routes that answer with a redirect, never with a page of their own. */
const REDIRECT_ONLY = new Set([
  'home',
  'admin',
  // not a page: the orders CSV (tests/e2e/admin-orders.spec.ts and app/routes/admin/orders-csv.test.ts)
  'admin/orders.csv',
  // the spec's route table, each leading to its page here (app/routes/spec-redirect.test.ts)
  'seller',
  'order',
  'ordersSummary/:orderId',
  'customers/:customerId/orders',
]);

const INFO_PAGES = [
  '/about',
  '/faqs',
  '/price-guide',
  '/disclaimer',
  '/cookie-policy',
  '/payment-info',
  '/return-policy',
  '/shipping-policy',
  '/vat-information',
  '/guide',
];

const visited = new Set<string>();

test.describe('valid HTML', () => {
  test.describe.configure({ mode: 'serial' });
  // the 404 pages are provoked on purpose; a browser logs them
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('the naming check catches a name on a plain div, as the W3C checker does', async ({ page }) => {
    await page.goto('/api/health'); // a same-origin page for the parser
    const html = '<div tabindex="0" aria-label="Brands"></div><div role="group" aria-label="Fine"></div>';
    expect(await namingProblems(page, html)).toEqual(['nu-aria-label-on-generic: <div> named "Brands"']);
  });

  test('the CSS check catches a selector made of an unescaped React id', async ({ page }) => {
    await page.goto('/api/health'); // a same-origin page for the CSS parser
    const html = '<style>#:r1:{display:none}[data-id=":r1:"]{color:red}</style>';
    expect(await cssProblems(page, html)).toEqual([
      `css: 1 rule(s) dropped as invalid in <style>#:r1:{display:none}[data-id=":r1:"]{color:red}</style>`,
    ]);
  });

  test('every public page, and the not-found pages', async ({ request, page }) => {
    test.setTimeout(90_000);
    await page.goto('/api/health'); // a same-origin page for the CSS parser
    const { products } = (await (await request.get('/api/products?pageSize=1')).json()) as {
      products: { _id: string; brandSlug: string; category: string }[];
    };
    const product = products[0]!;
    const { bundles } = (await (await request.get('/api/bundle')).json()) as { bundles: { _id: string }[] };
    // a guest's quote request: its buyer's page opens by its link, and a forged link is the 404 page
    const asked = (await (
      await request.post('/api/quotes', {
        data: {
          name: 'Val Idator',
          email: 'valid.html@example.co.uk',
          description: '20 hi-vis vests, size L',
        },
      })
    ).json()) as { url: string };
    const pages: [string, number?][] = [
      ['/'],
      ['/products'],
      [`/products/${product.category}`],
      [`/brands/${product.brandSlug}`],
      [`/product/${product._id}`],
      ['/bundles'],
      [`/bundle/${bundles[0]!._id}`],
      ['/cart'],
      ['/checkout'],
      ['/login'],
      ['/signup'],
      ['/otp?email=someone%40example.co.uk'],
      ['/admin/login'],
      ['/contact'],
      ['/quote'],
      [`/quote?product=${product._id}`],
      [asked.url],
      ['/quotes/bm90LWEtcXVvdGU.forged', 404],
      ['/success'],
      ...INFO_PAGES.map((p): [string] => [p]),
      ['/no-such-page', 404],
      ['/product/no-such-product', 404],
      ['/bundle/no-such-bundle', 404],
      ['/test-checkout/no-such-session', 404],
      // the demo team store's gate (its access code) and an address with no store
      ['/store/riverside-fc'],
      ['/store/no-such-store', 404],
    ];
    for (const [path] of pages) visited.add(path.split('?')[0]!);
    await expectValid(request, page, pages);
  });

  test('a customer’s cart, checkout, payment page, order and account', async ({ page }) => {
    test.setTimeout(90_000);
    const email = await signUpAndLogIn(page, 'html');
    const request = page.request;
    const added = await request.post('/api/cart', { data: await textLogoLine(request) });
    expect(added.status(), await added.text()).toBe(200);
    // the quote request prefilled with the cart's garments and text logo
    await expectValid(request, page, [['/cart'], ['/checkout'], ['/quote?from=cart']]);

    const start = await request.post('/api/payments/create-checkout-session', {
      data: {
        shippingType: 'standard',
        shippingAddress: {
          firstName: 'Jo',
          lastName: 'Bloggs',
          address: '1 High Street',
          postCode: 'LS1 4AP',
          city: 'Leeds',
          country: 'United Kingdom',
          email: 'jo.bloggs@example.co.uk',
          phone: '0113 496 0000',
        },
      },
    });
    expect(start.status(), await start.text()).toBe(200);
    const { url, orderId } = (await start.json()) as { url: string; orderId: string };
    const paymentPage = new URL(url).pathname;
    await expectValid(request, page, [[paymentPage]]);
    const paid = await request.post(paymentPage, {
      form: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(302);
    const success = new URL(paid.headers().location!, url);
    const pages: [string][] = [
      [success.pathname + success.search],
      [`/orders/${orderId}`],
      ['/account'],
      ['/account/orders'],
      ['/account/quotes'],
      // the trade account's application form (issue 31)
      ['/account/trade'],
      // the mailed link to the customer's data (issue 34)
      [await dataExportLink(request, email)],
    ];
    for (const path of [paymentPage, ...pages.map(([p]) => p), '/cart', '/checkout']) {
      visited.add(path.split('?')[0]!);
    }
    await expectValid(request, page, pages);
  });

  test('the seller’s dashboard', async ({ page, browser }) => {
    await page.goto('/api/health'); // a same-origin page for the CSS parser
    const login = await page.request.post('/api/auth/admin/login', { data: SELLER });
    expect(login.status()).toBe(200);
    const sent = await page.request.post('/api/contact', {
      data: {
        fullName: 'Val Id',
        email: 'val@example.co.uk',
        contactNumber: '07700 900111',
        message: 'One\n<two>',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const inbox = await (await page.request.get('/admin/inbox')).text();
    const messagePath = /\/admin\/inbox\/[0-9a-f-]{36}/.exec(inbox)![0];
    const { customers } = (await (await page.request.get('/api/orders/customers')).json()) as {
      customers: { id: string }[];
    };
    const { products } = (await (await page.request.get('/api/products')).json()) as {
      products: { _id: string; colorNames: string[]; size: string[] }[];
    };
    // a quote request, for the seller's quote page (its editor, with the request's garment and a mock-up)
    const asked = await page.request.post('/api/quotes', {
      data: {
        name: 'Val Id',
        email: 'val@example.co.uk',
        items: [
          {
            productId: products[0]!._id,
            colour: products[0]!.colorNames[0],
            sizes: [{ size: products[0]!.size[0], quantity: 12 }],
          },
        ],
        decoration: { method: 'Print', positions: ['Large Back'], textLine: 'VAL & CO', font: 'Serif' },
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const quoteId = ((await asked.json()) as { quote: { id: string } }).quote.id;
    const customerOrders: [string][] = customers.slice(0, 1).map((c) => [`/admin/customers/${c.id}/orders`]);
    // a trade account application, from a customer in a browser of their own, for the seller's account page
    const applicant = await browser.newContext();
    const customer = await applicant.newPage();
    await signUpAndLogIn(customer, 'valid.trade');
    const applied = await customer.request.post('/api/trade-account', {
      data: {
        businessName: 'Val & Co <Ltd>',
        contactName: 'Val Id',
        contactEmail: 'accounts@val.example.co.uk',
        invoiceAddress: {
          address: '1 High Street',
          city: 'Leeds',
          postCode: 'LS1 4AP',
          country: 'United Kingdom',
        },
        phone: '0113 496 0000',
        monthlySpend: 'under-500',
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const tradeAccountId = ((await applied.json()) as { account: { id: string } }).account.id;
    await applicant.close();
    // the demo team store, for the seller's store editor and batch pages
    const { stores } = (await (await page.request.get('/api/stores?q=riverside')).json()) as {
      stores: { id: string }[];
    };
    expect(stores.length).toBeGreaterThan(0);
    const storeId = stores[0]!.id;
    const pages: [string, number?][] = [
      ['/admin/dashboard'],
      ['/admin/orders'],
      ['/admin/orders?archived=true&status=Pending&paymentStatus=paid&search=%231001'],
      ['/admin/products'],
      ['/admin/products?view=deleted'],
      ['/admin/earnings'],
      ['/admin/earnings?from=2026-01-01&to=2026-11-01&granularity=month'],
      ['/admin/inbox'],
      [messagePath],
      ['/admin/inbox/00000000-0000-4000-8000-000000000000', 404],
      ['/admin/customers'],
      ['/admin/customers?search=no-such-customer'],
      ['/admin/customers/00000000-0000-4000-8000-000000000000/orders', 404],
      // a real customer's orders when another test has made one
      ...customerOrders,
      ['/admin/orders/00000000-0000-4000-8000-000000000000', 404],
      ['/admin/no-such-page', 404],
      ['/admin/bundles'],
      ['/admin/promo-codes'],
      ['/admin/pricing'],
      ['/admin/quotes'],
      ['/admin/quotes?status=requested&q=Val'],
      [`/admin/quotes/${quoteId}`],
      ['/admin/quotes/00000000-0000-4000-8000-000000000000', 404],
      ['/admin/trade-accounts'],
      ['/admin/trade-accounts?status=pending&overdue=1&q=Val'],
      [`/admin/trade-accounts/${tradeAccountId}`],
      ['/admin/trade-accounts/00000000-0000-4000-8000-000000000000', 404],
      ['/admin/stores'],
      ['/admin/stores?state=open&q=river'],
      ['/admin/stores/new'],
      [`/admin/stores/${storeId}`],
      [`/admin/stores/${storeId}/batch`],
      ['/admin/stores/00000000-0000-4000-8000-000000000000', 404],
      ['/admin/products/new'],
      [`/admin/products/${products[0]!._id}/edit`],
      ['/admin/products/00000000-0000-4000-8000-000000000000/edit', 404],
      ['/admin/mail-previews'],
      ['/admin/mail-previews/order-confirmation'],
      ['/admin/mail-previews/no-such-mail', 404],
      // issue 33: staff, your account and two-step set-up, the audit trail
      ['/admin/staff'],
      ['/admin/account'],
      ['/admin/account/two-step'],
      ['/admin/audit'],
      ['/admin/audit?area=orders&from=2026-01-01&to=2026-12-31'],
      // issue 34: the shop's settings (the Owner's)
      ['/admin/settings'],
      // issue 36: the outgoing webhooks (Owner and Manager)
      ['/admin/settings/webhooks'],
    ];
    for (const [path] of pages) visited.add(path.split('?')[0]!);
    await expectValid(page.request, page, pages);

    // the account approved: its terms to change, its figures, its statement
    const approved = await page.request.put(`/api/trade-accounts/${tradeAccountId}`, {
      data: { action: 'approve', creditLimit: 50_000, termsDays: 30 },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await expectValid(page.request, page, [[`/admin/trade-accounts/${tradeAccountId}`]]);
  });

  test('an invitation, and the login’s second step of a member with an authenticator app', async ({
    page,
    playwright,
  }) => {
    await page.goto('/api/health'); // a same-origin page for the CSS parser
    expect((await page.request.post('/api/auth/admin/login', { data: SELLER })).status()).toBe(200);
    const email = `valid.${Date.now()}@staff.test`;
    expect((await page.request.post('/api/staff', { data: { email, role: 'office' } })).status()).toBe(201);
    const mail = await lastMailTo(email, '/admin/join/');
    const joinPath = /\/admin\/join\/[\w.%-]+/.exec(mail)![0];
    const member = await playwright.request.newContext({
      baseURL: page.url().replace(/\/api\/health$/, ''),
      extraHTTPHeaders: { 'x-forwarded-for': `10.230.${Date.now() % 250}.7` },
    });
    await expectValid(member, page, [[joinPath], ['/admin/join/not-an-invitation', 404]]);
    const token = decodeURIComponent(joinPath.slice('/admin/join/'.length));
    const joined = await member.post('/api/staff/accept-invite', {
      data: { token, firstName: 'Val', lastName: 'Idator', password: MEMBER_PASSWORD },
    });
    expect(joined.status(), await joined.text()).toBe(200);
    const { secret } = (await (await member.post('/api/auth/2fa/totp/setup')).json()) as { secret: string };
    const confirmed = await member.post('/api/auth/2fa/totp/confirm', { data: { code: nextCode(secret) } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await member.post('/api/auth/logout');
    const again = await member.post('/api/auth/admin/login', { data: { email, password: MEMBER_PASSWORD } });
    expect(((await again.json()) as { secondStep?: boolean }).secondStep).toBe(true);
    await expectValid(member, page, [['/admin/login/two-step']]);
    visited.add(joinPath).add('/admin/login/two-step');
    await member.dispose();
  });

  test('no route in app/routes.ts is left out', () => {
    const missing = routePatterns()
      .filter(({ pattern }) => !REDIRECT_ONLY.has(pattern))
      .filter(({ re }) => ![...visited].some((path) => re.test(path)))
      .map(({ pattern }) => `/${pattern}`);
    expect(missing).toEqual([]);
  });
});

/** Two of the first product, in its first colour and size, with a text logo (so the pages show a mock-up). */
async function textLogoLine(request: APIRequestContext) {
  const { products } = (await (await request.get('/api/products?pageSize=1')).json()) as {
    products: { _id: string; colors: string[]; sizes: { size: string }[] }[];
  };
  const product = products[0]!;
  return {
    productId: product._id,
    colour: product.colors[0],
    size: product.sizes[0]!.size,
    quantity: 2,
    method: 'Embroidery',
    position: 'Left Breast',
    textLine: 'Bloggs Joinery',
  };
}
