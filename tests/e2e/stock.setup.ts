import { expect, test } from '@playwright/test';
import { sellerLogin } from './support/seller';

/**
 * Most purchase tests buy the first polo in its first colour, size M, at both widths; together they order more
 * than the demo's 100 per size, and the last of them met "Navy, size M is out of stock." Before any spec runs,
 * the seller restocks every well-stocked size of the first product of each type the specs buy from; the demo's
 * low and sold-out sizes stay as seeded, so the tests of "Only 3 left" and "Out of stock" still see them.
 */
const RESTOCK_TO = 2_000;
const TYPES = ['polo', 't-shirt', 'hoodie'];

test('the first products are stocked for a whole run', async ({ page }) => {
  await sellerLogin(page, '/admin/products');
  for (const type of TYPES) {
    const listing = await (await page.request.get(`/api/products?type=${type}&pageSize=1`)).json();
    const id = listing.products[0]._id as string;
    const admin = await (await page.request.get(`/api/products/admin/${id}`)).json();
    const grid = admin.product.stockGrid as Record<string, Record<string, number>>;
    const restocked = Object.fromEntries(
      Object.entries(grid).map(([colour, sizes]) => [
        colour,
        Object.fromEntries(Object.entries(sizes).map(([size, n]) => [size, n >= 10 ? RESTOCK_TO : n])),
      ]),
    );
    const res = await page.request.put(`/api/products/update/${id}`, {
      multipart: { stockGrid: JSON.stringify(restocked) },
    });
    expect(res.status(), await res.text()).toBe(200);
    const after = (await (await page.request.get(`/api/products/admin/${id}`)).json()).product.stockGrid;
    expect(after).toEqual(restocked);
  }
});
