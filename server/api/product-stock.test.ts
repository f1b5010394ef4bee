import { beforeAll, describe, expect, it } from 'vitest';
import { createBrand, productEditorFields } from '../../tests/factories';
import {
  callApi,
  cookiesOf,
  formData as form,
  payTestCheckout,
  UK_ADDRESS as ADDRESS,
} from '../../tests/helpers/api';
import { apiClient } from '../../tests/helpers/seller-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';

const NAVY = '#1f2a44';
const WHITE = '#ffffff';

/** The editor's fields of a complete product, as the multipart form sends them. */
function editorFields(overrides: Record<string, string> = {}): Record<string, string> {
  return productEditorFields({
    title: 'Navy Site Polo',
    colors: JSON.stringify([NAVY, WHITE]),
    colorNames: JSON.stringify(['Navy', 'White']),
    colorImages: JSON.stringify(['/files/products/navy.webp', '/files/products/white.webp']),
    colorBackImages: JSON.stringify(['/files/products/navy-back.webp', '']),
    backImageUrl: '/files/products/back.webp',
    sideImageUrl: '/files/products/side.webp',
    images: JSON.stringify(['/files/products/extra.webp']),
    sizes: JSON.stringify(['S', 'M', 'L']),
    sizeImages: JSON.stringify({ M: '/files/products/m.webp' }),
    stockGrid: JSON.stringify({ [NAVY]: { S: 20, M: 10, L: 5 }, [WHITE]: { S: 3, M: 3, L: 3 } }),
    ...overrides,
  });
}

describe.each(testDatabases())('stock through the product editor and API on %s', (kind) => {
  const t = useTestApp(kind);
  let api: ReturnType<typeof apiClient>;
  let seller: string;
  let ip = 0;

  const send = (method: string, p: string, body?: FormData) =>
    callApi(t, method, p, { body, cookie: seller, from: `10.31.${++ip % 250}.1` });
  const addProduct = async (overrides: Record<string, string> = {}) => {
    const res = await send('POST', '/products/add', form(editorFields(overrides)));
    expect(res.status).toBe(201);
    return (await res.json()).product._id as string;
  };
  /** What the editor page loads: the product with its stock grid. */
  const load = async (id: string) => {
    const res = await send('GET', `/products/admin/${id}`);
    expect(res.status).toBe(200);
    return (await res.json()).product as {
      stockGrid: Record<string, Record<string, number>>;
      stock: string;
      frontImage: string;
      backImage: string;
      sideImage: string;
      images: string[];
      sizeChartImage: string;
      colorNames: string[];
      colorImages: string[];
      sizeImages: Record<string, string>;
      originalPrice: number;
      status: string;
      title: string;
    };
  };
  const stockOf = async (id: string) => (await load(id)).stockGrid;

  /** A guest buys `quantity` of Navy S through the cart, the hosted test checkout and its webhook. */
  async function sellNavyS(productId: string, quantity: number) {
    const from = '10.32.0.1';
    const item = { productId, size: 'S', color: 'Navy', finalQuantity: quantity };
    const added = await callApi(t, 'POST', '/cart', { body: item, from });
    expect(added.status).toBe(200);
    const checkout = await callApi(t, 'POST', '/payments/create-checkout-session', {
      body: { shippingAddress: ADDRESS },
      cookie: cookiesOf(added),
      from,
    });
    expect(checkout.status).toBe(200);
    const { sessionId } = await checkout.json();
    const webhook = await payTestCheckout(t, sessionId);
    expect(webhook.status).toBe(200);
  }

  /** The editor's Update: every field as loaded, the grid as typed, and the grid it loaded. */
  const editorUpdate = (
    id: string,
    loaded: Record<string, Record<string, number>>,
    typed: Record<string, Record<string, number>>,
    overrides: Record<string, string> = {},
  ) =>
    send(
      'PUT',
      `/products/update/${id}`,
      form(
        editorFields({
          stockGrid: JSON.stringify(typed),
          stockLoaded: JSON.stringify(loaded),
          ...overrides,
        }),
      ),
    );

  beforeAll(async () => {
    api = apiClient(t);
    await createBrand(t.ctx.database.db, { slug: 'gildan', name: 'Gildan' });
    await t.ctx.services.auth.upsertSeller({
      email: 'sam@stock.test',
      password: 'seller-password',
      firstName: 'Sam',
      lastName: 'Seller',
    });
    seller = await api.login('/auth/admin/login', 'sam@stock.test', 'seller-password');
  });

  it('keeps garments sold while the editor was open sold when the seller presses Update', async () => {
    const id = await addProduct();
    const loaded = await stockOf(id);
    expect(loaded[NAVY]).toEqual({ S: 20, M: 10, L: 5 });

    await sellNavyS(id, 4);
    expect((await stockOf(id))[NAVY]!.S).toBe(16);

    // the seller changes the title and Navy M only; the grid still shows the 20 Navy S it loaded
    const typed = { ...loaded, [NAVY]: { ...loaded[NAVY], M: 12 } };
    const res = await editorUpdate(id, loaded, typed, { title: 'Navy Site Polo (new)' });
    expect(res.status).toBe(200);
    expect((await res.json()).product.stockGrid[NAVY]).toEqual({ S: 16, M: 12, L: 5 });
    expect(await stockOf(id)).toEqual({ [NAVY]: { S: 16, M: 12, L: 5 }, [WHITE]: { S: 3, M: 3, L: 3 } });
  });

  it('refuses a changed figure whose stock moved meanwhile, saves nothing, and takes it once re-based', async () => {
    const id = await addProduct({ title: 'Conflict Polo' });
    const loaded = await stockOf(id);
    await sellNavyS(id, 4);

    const typed = { ...loaded, [NAVY]: { ...loaded[NAVY], S: 30 } };
    const refused = await editorUpdate(id, loaded, typed, { title: 'Renamed Polo' });
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.message).toBe(
      'Stock changed while you were editing: Navy, size S is now 16 (it was 20 when you opened the editor). Nothing was saved. Check the new figure and save again.',
    );
    expect(body.stockConflicts).toEqual([{ color: NAVY, size: 'S', loaded: 20, current: 16, entered: 30 }]);
    const after = await load(id);
    expect(after.title).toBe('Conflict Polo');
    expect(after.stockGrid[NAVY]!.S).toBe(16);

    // the editor re-bases the cell on the figure now; saving again sets the seller's figure knowingly
    const rebased = { ...loaded, [NAVY]: { ...loaded[NAVY], S: 16 } };
    const saved = await editorUpdate(id, rebased, typed, { title: 'Renamed Polo' });
    expect(saved.status).toBe(200);
    expect((await stockOf(id))[NAVY]!.S).toBe(30);
  });

  it('leaves stock and pictures as they are on an update with only the spec’s fields and no picture files', async () => {
    const id = await addProduct({ title: 'Spec Client Polo' });
    await sellNavyS(id, 4);
    const before = await load(id);

    const res = await send(
      'PUT',
      `/products/update/${id}`,
      form({
        title: 'Spec Client Polo v2',
        price: '15.00',
        brand: 'Gildan',
        stock: 'In Stock',
        description: 'Now heavier.',
        colors: JSON.stringify([NAVY, WHITE]),
        colorImages: JSON.stringify(['/files/products/navy.webp', '/files/products/white.webp']),
        sizes: JSON.stringify(['S', 'M', 'L']),
        productType: JSON.stringify(['polo']),
      }),
    );
    expect(res.status).toBe(200);
    const after = await load(id);
    expect(after).toMatchObject({ title: 'Spec Client Polo v2', stock: 'In Stock' });
    expect(after.stockGrid).toEqual({ [NAVY]: { S: 16, M: 10, L: 5 }, [WHITE]: { S: 3, M: 3, L: 3 } });
    // no picture files and no URLs: every picture stays, and so do the colours' names
    for (const field of [
      'frontImage',
      'backImage',
      'sideImage',
      'images',
      'sizeChartImage',
      'colorNames',
      'sizeImages',
      'originalPrice',
      'status',
    ] as const)
      expect(after[field], field).toEqual(before[field]);
    expect(after.frontImage).toBe('/files/products/front.webp');

    // the shop still sells it
    const shop = await (await t.request(`/api/products/${id}`)).json();
    expect(shop.product.stock).toBe('In Stock');
  });

  it('adds a size with no stock, leaving the others, on a spec-shaped update', async () => {
    const id = await addProduct({ title: 'Growing Polo' });
    const res = await send(
      'PUT',
      `/products/update/${id}`,
      form({ sizes: JSON.stringify(['S', 'M', 'L', 'XL']), title: 'Growing Polo' }),
    );
    expect(res.status).toBe(200);
    expect(await stockOf(id)).toEqual({
      [NAVY]: { S: 20, M: 10, L: 5, XL: 0 },
      [WHITE]: { S: 3, M: 3, L: 3, XL: 0 },
    });
  });

  it('records each stock change: who, when, from → to', async () => {
    const id = await addProduct({ title: 'History Polo' });
    const loaded = await stockOf(id);
    const typed = { ...loaded, [NAVY]: { ...loaded[NAVY], L: 9 } };
    expect((await editorUpdate(id, loaded, typed, { title: 'History Polo' })).status).toBe(200);
    const res = await send('GET', `/products/admin/${id}/stock-changes`);
    expect(res.status).toBe(200);
    const { changes } = await res.json();
    // newest first: the edit, then the six cells the product was added with
    expect(changes[0]).toMatchObject({ color: NAVY, size: 'L', from: 5, to: 9, by: 'Sam Seller' });
    expect(Date.parse(changes[0].at)).not.toBeNaN();
    expect(changes).toHaveLength(7);
    expect(changes.slice(1).every((c: { from: unknown }) => c.from === null)).toBe(true);
    // an update that changes no figure records nothing
    expect((await editorUpdate(id, typed, typed, { title: 'History Polo' })).status).toBe(200);
    expect((await (await send('GET', `/products/admin/${id}/stock-changes`)).json()).changes).toHaveLength(7);
  });

  it('never keeps stock figures in a draft: only edits with the figure they were typed over', async () => {
    const id = await addProduct({ title: 'Draft Polo' });
    const draft = {
      title: 'Draft Polo',
      stockGrid: { [NAVY]: { S: '20' } },
      stockEdits: { [NAVY]: { M: { from: 10, to: '14' } } },
    };
    const put = await api.send('PUT', `/product-drafts/${id}`, seller, { data: draft });
    expect(put.status).toBe(200);
    const got = await (await api.send('GET', `/product-drafts/${id}`, seller)).json();
    expect(got.draft.data).toEqual({
      title: 'Draft Polo',
      stockEdits: { [NAVY]: { M: { from: 10, to: '14' } } },
    });
  });
});
