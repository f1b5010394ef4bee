import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../../domain/line-item';
import { CartLines } from './cart-lines';

const line = (overrides: Partial<LineItem>): LineItem => ({
  id: 'l1',
  productId: 'p1',
  title: 'Classic Polo',
  productTypes: ['polo'],
  image: '/files/polo.webp',
  backImage: null,
  colour: 'Navy',
  colourHex: '#1f3f7a',
  size: 'M',
  quantity: 2,
  unitPrice: 999,
  decorations: [],
  notes: null,
  goods: 1998,
  logoCharge: 0,
  ...overrides,
});

/** The cart page's server render (what a browser shows first, and without JavaScript). */
function render(lines: LineItem[]) {
  const Stub = createRoutesStub([{ path: '*', Component: () => <CartLines lines={lines} /> }]);
  return renderToString(<Stub initialEntries={['/cart']} />);
}
/** The Order Summary's row for a label: its value. */
const summary = (html: string, label: RegExp) =>
  new RegExp(`${label.source}.*?<dd[^>]*>([^<]*)<`).exec(html)?.[1];

describe('the cart lines (server render)', () => {
  it('says once that a price changed, and charges the new one', () => {
    const html = render([line({ previousUnitPrice: 1299 }), line({ id: 'l2', size: 'L' })]);
    expect(html.match(/Price changed from £12\.99 to £9\.99/g)).toHaveLength(1);
    expect(html).toContain('Size M · Colour Navy · £9.99 each');
    expect(summary(html, /Subtotal \(4 items\)/)).toBe('£39.96');
  });

  it("keeps a 'No longer available' line visible but out of the subtotal", () => {
    const html = render([
      line({}),
      line({ id: 'gone', title: 'Old Hoodie', unitPrice: 3000, unavailable: true }),
    ]);
    expect(html).toContain('No longer available');
    expect(html).toContain('not counted in your total');
    expect(summary(html, /Subtotal \(2 items\)/)).toBe('£19.98');
  });
});
