import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  closedBatch,
  ORDER_IDS,
  STORE_ID,
  storeBatch,
  storeProducts,
  storeSummary,
  storeView,
} from '../../../tests/helpers/store-views';
import { storeListFilterFromUrl } from '~/features/admin/stores/stores.server';
import SellerStoreBatch from './store-batch';
import SellerStoreEditor from './store-editor';
import SellerStores from './stores';

/** A seller's page server-rendered at `url` with the loader's data, its whitespace squeezed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page takes its own Route.ComponentProps
function render(path: string, url: string, Page: React.ComponentType<any>, loaderData: unknown) {
  const props = { loaderData };
  const Stub = createRoutesStub([{ path, Component: () => <Page {...props} /> }]);
  return renderToString(<Stub initialEntries={[url]} />)
    .replace(/<!-- -->/g, '')
    .replace(/\s+/g, ' ');
}

describe("the seller's team stores list", () => {
  const list = (stores = [storeSummary], filter = { page: 1 }) =>
    render('/admin/stores', '/admin/stores', SellerStores, {
      filter,
      stores,
      page: 1,
      pages: 1,
      total: stores.length,
    });

  it('lists each store with its address, state, dates and figures, and a New store button', () => {
    const html = list();
    expect(html).toContain('href="/admin/stores/new"');
    expect(html).toContain(`href="/admin/stores/${STORE_ID}"`);
    expect(html).toContain('/store/st-marys-pe');
    expect(html).toContain('State: </span>Open');
    expect(html).toContain('4 January 2027 – 29 January 2027');
    expect(html).toContain('£364.50');
    expect(html).toMatch(/<option value="closed">Closed<\/option>/);
  });

  it('says how to begin when there are none, and that filters match nothing when filtered', () => {
    expect(list([])).toContain('No team stores yet.');
    expect(list([], { page: 1, state: 'closed' } as never)).toContain('No stores match these filters.');
  });

  it.each([
    ['', { page: 1 }],
    ['?q=&state=', { page: 1 }],
    ['?q=marys&state=closed&page=2', { q: 'marys', state: 'closed', page: 2 }],
    ['?state=lost&q=marys&page=0', { q: 'marys', page: 1 }],
  ])('reads its filters from %s', (query, expected) => {
    expect(storeListFilterFromUrl(new URL(`http://localhost/admin/stores${query}`))).toEqual(expected);
  });
});

describe("the seller's store editor", () => {
  const editor = (store = storeView as typeof storeView | null) =>
    render(
      '/admin/stores/:storeId',
      store ? `/admin/stores/${store.id}` : '/admin/stores/new',
      SellerStoreEditor,
      { store, products: storeProducts, tradeAccounts: [{ id: 't1', businessName: 'St Mary’s Trust' }] },
    );

  it('opens a saved store with everything in its boxes, its public link and its batch tab', () => {
    const html = editor();
    expect(html).toMatch(/<h1[^>]*>St Mary’s PE kit<\/h1>/);
    expect(html).toMatch(/id="store-name"[^>]*value="St Mary’s PE kit"/);
    expect(html).toMatch(/id="store-slug"[^>]*value="st-marys-pe"/);
    expect(html).toContain('href="/store/st-marys-pe"');
    expect(html).toContain('Copy link');
    expect(html).toContain(`href="/admin/stores/${STORE_ID}/batch"`);
    expect(html).toMatch(/id="store-code"[^>]*value="MARYS27"/);
    // the polo: navy and white of its three colours, with swatches, £18.50, embroidered on the left breast
    expect(html).toContain('Classic Polo');
    expect(html.match(/type="checkbox"[^>]*checked=""/g)?.length).toBeGreaterThanOrEqual(6);
    expect(html).toContain('background-color:#c00000');
    expect(html).toMatch(/value="18.50"/);
    expect(html).toMatch(/<option value="Embroidery" selected="">Embroidery<\/option>/);
    // names on, at £3.50, 16 characters; the organisation's address; the logo's preview
    expect(html).toMatch(/id="store-names-price"[^>]*value="3.50"/);
    expect(html).toMatch(/id="store-names-max"[^>]*value="16"/);
    expect(html).toMatch(/id="store-city"[^>]*value="York"/);
    expect(html).toContain(`src="/api/stores/${STORE_ID}/logo"`);
    // the jacket is still to pick; the two offered are not offered again
    expect(html).toContain('>Softshell Jacket</option>');
    expect(html).not.toContain('>Classic Polo (Russell)</option>');
    expect(html).toContain('Save store');
  });

  it('starts a new store empty, with the domains hint and the trade accounts to pay on', () => {
    const html = editor(null);
    expect(html).toContain('New team store');
    expect(html).toContain('Create store');
    expect(html).toContain('No garments yet');
    expect(html).not.toContain('Copy link');
    expect(html).toContain('Members with an e-mail on allowed domains');
    expect(html).toContain('Each member by card');
  });
});

describe("the seller's store batch", () => {
  const page = (batch = storeBatch) =>
    render('/admin/stores/:storeId/batch', `/admin/stores/${STORE_ID}/batch`, SellerStoreBatch, { batch });

  it('shows the orders so far, the totals with every name and its order, and the documents waiting', () => {
    const html = page();
    for (const id of ORDER_IDS) expect(html).toContain(`href="/admin/orders/${id}"`);
    expect(html).toContain('Amy Pond');
    expect(html).toContain('Status: </span>Cancelled');
    // navy medium polos: 3, with AMY, RORY and =BILL (as text) and their orders
    expect(html).toMatch(/Classic Polo<\/th><td[^>]*>Navy<\/td><td[^>]*>M<\/td><td[^>]*>3<\/td>/);
    expect(html).toContain('AMY <span class="text-zinc-600">· #1101</span>');
    expect(html).toContain('=BILL <span class="text-zinc-600">· #1102</span>');
    // the cancelled order's white polo is not counted
    expect(html).not.toMatch(/>White<\/td>/);
    expect(html).toContain('Close now…');
    expect(html).toContain('Approve proof…');
    expect(html).not.toContain('Mark batch shipped');
    expect(html).not.toContain('/work-order.pdf');
    expect(html).toContain('The batch documents are made once the store is closed');
  });

  it('once closed: the documents to download, reopen, and the batch to ship', () => {
    const html = page(closedBatch);
    expect(html).toContain(`href="/api/stores/${STORE_ID}/work-order.pdf"`);
    expect(html).toContain(`href="/api/stores/${STORE_ID}/packing-list.pdf"`);
    expect(html).toContain(`href="/api/stores/${STORE_ID}/names.csv"`);
    expect(html).toContain('Reopen…');
    expect(html).toContain('Mark batch shipped…');
    expect(html).not.toContain('Approve proof…');
    expect(html).toContain('Proof approved for the whole batch on 30 January 2027');
  });
});
