import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { NAMES_MESSAGES } from '../../domain/names';
import { LOGGED_IN_MESSAGE } from '../../app/components/admin/login-flash';
import { pdfText } from '../helpers/pdf-text';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { sellerInOwnBrowser } from './support/seller';
import { shootWidths } from './support/shots';

/**
 * Issue 32's seller's room: the seller makes a school's team store with the school's logo on a polo and a
 * sweatshirt behind an access code (a taken address refused, what was typed kept); two members order through
 * the store's API with names; the seller sees the orders and the totals with every name, closes the store,
 * downloads the batch work order and marks the batch shipped to the school.
 */

// the taken address is a 409 the browser logs
test.use({ allowedConsoleErrors: [/status of 409/] });

const POLO = 'Kustom Kit Klassic Polo';
const SWEATSHIRT = 'Gildan Heavy Blend Crewneck Sweatshirt';
const CODE = 'MARYS27';

/** A real PNG, as the school's logo would be. */
async function pngFile(name: string, colour: string, width = 600, height = 600) {
  const buffer = await sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The page at 1280 and 390 px once its toasts have gone (they would cover what the picture is of). */
async function shoot(page: Page, name: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await shootWidths(page, `store-seller/${name}`);
}

/** A garment's card in the editor. */
const offerCard = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Garments offered' }).getByRole('listitem').filter({ hasText: title });

/** Picks a product from the catalogue and adds it to the store. */
async function addGarment(page: Page, title: string) {
  const select = page.getByLabel('Add a garment from the catalogue');
  const value = await select.locator('option', { hasText: title }).first().getAttribute('value');
  await select.selectOption(value!);
  await page.getByRole('button', { name: 'Add garment' }).click();
  await expect(offerCard(page, title)).toBeVisible();
}

/**
 * A member orders through the store: the access code, the garments of one product in one colour with a name
 * each, and checkout (the school pays: no card). The order's id.
 */
async function memberOrders(
  browser: Browser,
  slug: string,
  member: { name: string; productId: string; colour: string; items: { size: string; names: string[] }[] },
): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const api = page.request;
    const access = await api.post(`/api/stores/by-slug/${slug}/access`, { data: { code: CODE } });
    expect(access.status(), await access.text()).toBe(204);
    const cart = await api.post(`/api/stores/by-slug/${slug}/cart`, {
      data: {
        productId: member.productId,
        colour: member.colour,
        items: member.items.map((i) => ({ size: i.size, quantity: i.names.length })),
        names: member.items.flatMap((i) => i.names.map((name) => ({ size: i.size, name }))),
        namesChecked: true,
      },
    });
    expect(cart.status(), await cart.text()).toBe(201);
    const [first, last] = member.name.split(' ');
    const placed = await api.post('/api/payments/create-checkout-session', {
      data: {
        shippingType: 'standard',
        shippingAddress: {
          firstName: first,
          lastName: last,
          address: '1 Church Lane',
          postCode: 'YO1 7HH',
          city: 'York',
          country: 'United Kingdom',
          email: `${first!.toLowerCase()}.${Date.now()}@stmarys.example.sch.uk`,
          phone: '01904 000 000',
        },
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const { orderId, sessionId } = await placed.json();
    // the school pays: no card page
    expect(sessionId).toBeNull();
    return orderId;
  } finally {
    await context.close();
  }
}

test('the seller makes a school store, sees two members’ orders with names, closes it and ships the batch', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const name = `St Mary’s PE kit ${run}`;
  const slug = `st-marys-pe-kit-${run}`;

  const { context, seller, errors } = await sellerInOwnBrowser(browser, '/admin/stores');
  try {
    // the list, from the seller's menu
    await expect(seller.getByRole('heading', { level: 1, name: 'Team stores' })).toBeVisible();
    await expect(seller.getByRole('navigation', { name: 'Seller sections' })).toContainText('Team stores');
    // the login's toast gone first (axe reads it mid-fade)
    await expect(seller.getByText(LOGGED_IN_MESSAGE)).toBeVisible();
    await expect(seller.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectNoSeriousA11yViolations(seller);

    // an address already taken, to be refused
    const taken = `taken-${run}`;
    const products = (await (await seller.request.get('/api/products?type=polo&pageSize=50')).json())
      .products;
    const polo = products.find((p: { title: string }) => p.title === POLO);
    expect(polo, 'the seed’s polo').toBeTruthy();

    // a new store: its address follows its name
    await seller.getByRole('link', { name: 'New store' }).click();
    await expect(seller.getByRole('heading', { level: 1, name: 'New team store' })).toBeVisible();
    await seller.getByLabel('Store name').fill(name);
    await expect(seller.getByLabel('Address', { exact: true })).toHaveValue(slug);
    await seller.getByLabel('Welcome text').fill('Order your PE kit with your name on the back by Friday.');
    await seller
      .getByLabel('Organisation’s logo')
      .setInputFiles(await pngFile('st-marys-crest.png', '#1f3f7a'));
    await expect(seller.getByText(/^st-marys-crest\.png — on every garment/)).toBeVisible({
      timeout: 15_000,
    });
    await seller.getByLabel('Access code', { exact: true }).fill(CODE);
    // the banner is sent once the store is saved
    await seller
      .getByLabel('Banner (optional)')
      .setInputFiles(await pngFile('banner.png', '#e8eef8', 1600, 400));
    await expect(seller.getByText('banner.png — uploaded when you save.')).toBeVisible();

    // the polo in navy and white at £18.50, the logo embroidered on the left breast
    await addGarment(seller, POLO);
    const poloCard = offerCard(seller, POLO);
    await poloCard.getByLabel('Navy').check();
    await poloCard.getByLabel('White').check();
    await poloCard.getByLabel('Store price each (£)').fill('18.50');
    // the sweatshirt in navy at £24, printed on the left breast and the back (where the names go: refused), its
    // colour forgotten at first
    await addGarment(seller, SWEATSHIRT);
    const sweatCard = offerCard(seller, SWEATSHIRT);
    await sweatCard.getByLabel('Store price each (£)').fill('24');
    await sweatCard.getByLabel('Logo method').selectOption('Print');
    await sweatCard.getByLabel('Large Back').check();

    // names on the back at £3.50
    await seller.getByLabel('Members may add a name to each garment').check();
    await seller.getByLabel('Name position').selectOption('Large Back');
    await expect(seller.getByLabel('Price per name (£)')).toHaveValue('3.50');

    // everything to the school, which pays
    await seller.getByLabel("Everything to the organisation's address").check();
    await seller.getByLabel('Delivery address').fill('St Mary’s School, Church Lane');
    await seller.getByLabel('City').fill('York');
    await seller.getByLabel('Post Code').fill('yo1 7hh');
    await seller.getByLabel('The organisation', { exact: true }).check();
    await seller.getByLabel('Contact name').fill('Ann Head');
    await seller.getByLabel('Contact e-mail').fill('office@stmarys.example.sch.uk');

    // the forgotten colour is asked for under the sweatshirt, nothing sent
    await seller.getByRole('button', { name: 'Create store' }).click();
    await expect(sweatCard.getByText('Please choose at least one colour for each garment.')).toBeVisible();
    await expect(seller.getByText('(1 more marked in the form)')).toBeVisible();
    await expect(seller.locator('#store-names-position-error')).toHaveText(
      NAMES_MESSAGES.positionTaken('Large Back'),
    );
    await sweatCard.getByLabel('Navy').check();
    // the logo on the front instead
    await sweatCard.getByLabel('Large Back').uncheck();
    await sweatCard.getByLabel('Large Front').check();

    // an address another store has: the server's refusal under the address, everything typed kept
    const first = await seller.request.post('/api/stores', {
      data: {
        name: 'Taken',
        slug: taken,
        logoId: null,
        access: 'open',
        delivery: 'member',
        payer: 'member',
        offers: [
          {
            productId: polo._id,
            colours: [polo.colorNames[0]],
            price: 1500,
            decorations: [{ position: 'Left Breast', method: 'Embroidery' }],
          },
        ],
      },
    });
    expect(first.status(), await first.text()).toBe(201);
    await seller.getByLabel('Address', { exact: true }).fill(taken);
    await seller.getByRole('button', { name: 'Create store' }).click();
    const address = seller.getByLabel('Address', { exact: true });
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(seller.locator('#store-slug-error')).toContainText('That address is taken');
    await expect(address).toBeFocused();
    await expect(poloCard.getByLabel('Store price each (£)')).toHaveValue('18.50');
    await expect(seller.getByLabel('Access code', { exact: true })).toHaveValue(CODE);
    await expectNoSeriousA11yViolations(seller);

    // saved under its own address: the store's page, its public link to copy
    await address.fill(slug);
    await seller.getByRole('button', { name: 'Create store' }).click();
    await expect(seller).toHaveURL(/\/admin\/stores\/[0-9a-f-]{36}$/);
    const storeId = /\/admin\/stores\/([0-9a-f-]{36})/.exec(seller.url())![1]!;
    await expect(seller.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(seller.getByRole('link', { name: `/store/${slug}` })).toBeVisible();
    await expect(seller.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(seller.getByRole('img', { name: 'The store’s banner' })).toHaveAttribute(
      'src',
      /^\/api\/stores\/[0-9a-f-]{36}\/banner/,
    );
    await expect(seller.getByText('State: Open')).toBeVisible();
    await expect(offerCard(seller, SWEATSHIRT).getByLabel('Large Front')).toBeChecked();
    await expect(offerCard(seller, SWEATSHIRT).getByLabel('Large Back')).not.toBeChecked();
    await expectNoSeriousA11yViolations(seller);
    await shoot(seller, 'editor');

    // the list has it
    await seller.goto(`/admin/stores?q=${encodeURIComponent(run)}`);
    const row = seller.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(`/store/${slug}`);
    await expect(row).toContainText('State: Open');
    await shoot(seller, 'list');

    // two members order with names: three polos and a sweatshirt
    const store = (await (await seller.request.get(`/api/stores/${storeId}`)).json()).store;
    const poloId = store.offers.find((o: { title: string }) => o.title === POLO).productId;
    const sweatId = store.offers.find((o: { title: string }) => o.title === SWEATSHIRT).productId;
    const amy = await memberOrders(browser, slug, {
      name: 'Amy Pond',
      productId: poloId,
      colour: 'Navy',
      items: [{ size: 'XL', names: ['AMY', 'RORY'] }],
    });
    const bill = await memberOrders(browser, slug, {
      name: 'Bill Potts',
      productId: sweatId,
      colour: 'Navy',
      items: [
        { size: 'S', names: ['BILL'] },
        { size: 'L', names: ['=HEATHER'] },
      ],
    });

    // the batch: the orders so far and the totals with every name; the documents wait for the closing
    await seller.goto(`/admin/stores/${storeId}`);
    await seller.getByRole('link', { name: 'Orders and batch' }).click();
    await expect(seller).toHaveURL(new RegExp(`/admin/stores/${storeId}/batch$`));
    const orders = seller.getByRole('table', { name: 'Orders so far' });
    await expect(orders.getByRole('row')).toHaveCount(3);
    await expect(orders).toContainText('Amy Pond');
    await expect(orders).toContainText('Bill Potts');
    for (const id of [amy, bill]) await expect(orders.locator(`a[href="/admin/orders/${id}"]`)).toBeVisible();
    const totals = seller.getByRole('table', { name: 'Totals by product, colour and size, with names' });
    await expect(totals.getByRole('list', { name: `Names for ${POLO}, Navy, XL` })).toContainText('AMY');
    await expect(totals.getByRole('list', { name: `Names for ${POLO}, Navy, XL` })).toContainText('RORY');
    await expect(totals.getByRole('list', { name: `Names for ${SWEATSHIRT}, Navy, L` })).toContainText(
      '=HEATHER',
    );
    await expect(seller.getByText('The batch documents are made once the store is closed')).toBeVisible();
    await expect(seller.getByRole('button', { name: 'Batch work order (PDF)' })).toBeDisabled();
    await expectNoSeriousA11yViolations(seller);

    // closed now, after a confirm
    await seller.getByRole('button', { name: 'Close now…' }).click();
    const close = seller.getByRole('alertdialog', { name: `Close ${name} now?` });
    await close.getByRole('button', { name: 'Close store' }).click();
    await expect(close).toBeHidden();
    await expect(seller.getByText('State: Closed')).toBeVisible();

    // the proof approved once for the batch
    await seller.getByRole('button', { name: 'Approve proof…' }).click();
    const approve = seller.getByRole('alertdialog', { name: 'Approve the proof for the whole batch?' });
    await approve.getByRole('button', { name: 'Approve proof' }).click();
    await expect(seller.getByText(/^Proof approved for the whole batch on/)).toBeVisible();

    // the batch work order: every name, by size
    const workOrder = seller.getByRole('link', { name: 'Batch work order (PDF)' });
    await expect(workOrder).toHaveAttribute('href', `/api/stores/${storeId}/work-order.pdf`);
    const pdf = await seller.request.get(`/api/stores/${storeId}/work-order.pdf`);
    expect(pdf.status()).toBe(200);
    const text = await pdfText(await pdf.body());
    for (const word of [POLO, SWEATSHIRT, 'AMY', 'RORY', 'BILL', '=HEATHER']) expect(text).toContain(word);
    const csv = await seller.request.get(`/api/stores/${storeId}/names.csv`);
    expect(csv.status()).toBe(200);
    await expectNoSeriousA11yViolations(seller);
    await shoot(seller, 'batch');

    // shipped to the school in one parcel; each member mailed
    await seller.getByRole('button', { name: 'Mark batch shipped…' }).click();
    const ship = seller.getByRole('dialog', { name: 'Mark batch shipped' });
    await ship.getByLabel('Carrier').fill('Royal Mail');
    await ship.getByLabel('Tracking number').fill('RM123456785GB');
    await expectNoSeriousA11yViolations(seller);
    await ship.getByRole('button', { name: 'Mark 2 orders shipped' }).click();
    await expect(seller.getByText('2 orders shipped; each member has been e-mailed.')).toBeVisible();
    await expect(ship).toBeHidden();
    await expect(seller.getByText('State: Closed · shipped')).toBeVisible();
    await expect(orders.getByText('Status: Shipped')).toHaveCount(2);

    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
