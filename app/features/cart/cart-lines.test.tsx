import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../../domain/line-item';
import type { DecorationPricing } from '../../../domain/price-breaks';
import { lineItem, pricingWithLadder, textLogo } from '../../../tests/helpers/line-items';
import { pageText } from '../../../tests/helpers/server-render';
import { CartLines } from './cart-lines';

const line = lineItem;

/** The cart page's server render (what a browser shows first, and without JavaScript). */
function render(lines: LineItem[], pricing?: DecorationPricing) {
  const Stub = createRoutesStub([
    { path: '*', Component: () => <CartLines lines={lines} pricing={pricing} /> },
  ]);
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

  it('shows each line at the break every size of its product reaches together, and a logo’s break', () => {
    const ladder = { basePrice: 1299, breaks: [{ minQuantity: 10, price: 1199 }] };
    const logo = textLogo('Left Breast', 'Embroidery');
    const pricing = pricingWithLadder('Embroidery', 'small', [{ minQuantity: 10, price: 450 }]);
    const lines = [
      line({ quantity: 6, unitPrice: 1299, ladder, decorations: [logo] }),
      line({ id: 'l2', size: 'L', quantity: 4, unitPrice: 1299, ladder, decorations: [logo] }),
    ];
    const html = render(lines, pricing);
    expect(html).toContain('Size M · Colour Navy · £11.99 each · 10+ price');
    expect(html).toContain('Size L · Colour Navy · £11.99 each · 10+ price');
    expect(html.match(/£4\.50 a garment · 10\+ price/g)).toHaveLength(2);
    expect(pageText(html)).toContain('Logo £4.50 per item');
    expect(summary(html, /Subtotal \(10 items\)/)).toBe('£119.90');
    expect(summary(html, /Logo charges/)).toBe('£45.00');
    // one fewer garment: both lines drop back to the base price, and the logo to the application fee
    const fewer = render([lines[0]!, { ...lines[1]!, quantity: 3 }], pricing);
    expect(fewer).toContain('Size M · Colour Navy · £12.99 each<');
    expect(fewer).not.toContain('10+ price');
    expect(summary(fewer, /Subtotal \(9 items\)/)).toBe('£116.91');
  });

  it('shows a line’s names, charges them with its logo and leaves its quantity to the names', () => {
    const logo = textLogo('Left Breast', 'Embroidery');
    const names = {
      position: 'Large Back' as const,
      method: 'Print' as const,
      font: 'Standard' as const,
      names: ['Alice', 'Bob'],
      unitPrice: 350,
    };
    const html = render([line({ decorations: [logo], names })]);
    const text = pageText(html);
    expect(text).toContain('2 names');
    expect(text).toContain('Names £3.50 each');
    expect(text).toContain('This line carries a name per garment');
    // £5.50 logo + £3.50 name on each of 2 garments
    expect(summary(html, /Logo charges/)).toBe('£18.00');
    expect(html).not.toContain('aria-label="More ');
  });

  it('says a store line is from its store with its logo included, and offers no logo change', () => {
    const logo = textLogo('Left Breast', 'Embroidery');
    const store = { id: 's1', name: 'Leeds Rugby Club', slug: 'leeds-rugby' };
    const text = pageText(render([line({ decorations: [logo], store })]));
    expect(text).toContain('From Leeds Rugby Club · Logo included');
    expect(text).not.toContain('per item');
    expect(text).not.toContain('Add a logo');
  });
});
