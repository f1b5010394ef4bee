import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SellerBundle } from '../../../../domain/bundles';
import { BundleList } from './bundle-list';

function render(bundles: SellerBundle[]) {
  const Stub = createRoutesStub([{ path: '*', Component: () => <BundleList bundles={bundles} /> }]);
  return renderToString(<Stub initialEntries={['/admin/bundles']} />);
}

describe('the seller’s bundle list (server render)', () => {
  it("says 'No bundles available' when there are none", () => {
    expect(render([])).toContain('No bundles available');
  });

  it('shows each bundle with its thumbnail, type, price and products, a deleted one marked', () => {
    const html = render([
      {
        id: 'b1',
        title: 'Site kit',
        description: '',
        price: 8999,
        thumbnail: '/files/bundles/b1/thumbnail.webp',
        type: 'solo2',
        createdAt: '2026-01-01T00:00:00.000Z',
        products: [
          { id: 'p1', title: 'Polo', requiredQuantity: 3, available: true },
          { id: 'p2', title: 'Trousers', requiredQuantity: 2, available: false },
        ],
      },
    ]);
    expect(html).not.toContain('No bundles available');
    expect(html).toContain('src="/files/bundles/b1/thumbnail.webp"');
    expect(html).toContain('Solo 2');
    expect(html).toContain('£89.99');
    expect(html).toMatch(/2<!-- --> × <!-- -->Trousers<span[^>]*>\(No longer available\)/);
    expect(html).toContain('Polo</li>');
  });
});
