import { describe, expect, it } from 'vitest';
import { CLUB_AT_BREAK, garmentLine } from '../../../tests/helpers/line-items';
import { pageText, renderAt } from '../../../tests/helpers/server-render';
import { OrderLines } from './order-lines';

/** The order pages (the customer's and the seller's draw the same lines) say what each line was charged. */
describe('an order’s lines', () => {
  it('give the price each charged and the quantity break that set it, and a decoration’s price where it differs', () => {
    const atBreak = garmentLine({
      quantity: 5,
      unitPrice: 1199,
      priceBreak: 10,
      goods: 5995,
      logoCharge: 5 * (450 + 550),
      decorations: CLUB_AT_BREAK,
    });
    const text = pageText(renderAt(<OrderLines lines={[atBreak]} />, '/')).replaceAll('&#x27;', "'");
    expect(text).toContain('5 x £11.99 (10+ price) + £50.00 logo application');
    expect(text).toContain("Left Breast: Embroidery, text 'CLUB' in Serif · £4.50 per garment (10+ price)");
    // the flat fee goes unsaid
    expect(text).toMatch(/Large Back: Print, text 'CLUB' in Serif\s*$/);
    expect(text).not.toContain('£5.50');
  });

  it('give a line at its base price, or placed before price breaks, as before', () => {
    const text = pageText(renderAt(<OrderLines lines={[garmentLine()]} />, '/'));
    expect(text).toContain('2 x £15.00');
    expect(text).not.toContain('price)');
  });

  it('give a line’s names as "N names" opening the list, where they go and the price each, escaped', () => {
    const named = garmentLine({
      quantity: 3,
      logoCharge: 3 * (550 + 350),
      decorations: CLUB_AT_BREAK.slice(0, 1),
      names: {
        position: 'Large Back',
        method: 'Print',
        font: 'Script',
        names: ['Alice', 'Bob', '<b>Cy</b>'],
        unitPrice: 350,
      },
    });
    const html = renderAt(<OrderLines lines={[named]} />, '/');
    const text = pageText(html);
    expect(html).toContain('<details');
    expect(text).toContain('3 names on Work Polo, size M');
    expect(text).toContain('Large Back: Print, Script · Names £3.50 each');
    expect(text).toContain('+ £27.00 logo and names');
    expect(html).toContain('&lt;b&gt;Cy&lt;/b&gt;');
    expect(html).not.toContain('<b>Cy');
  });

  it('say a team store’s line is from its store with its logo included', () => {
    const line = garmentLine({
      decorations: CLUB_AT_BREAK.slice(0, 1),
      store: { id: 's1', name: 'St Mary’s School', slug: 'st-marys' },
    });
    const text = pageText(renderAt(<OrderLines lines={[line]} />, '/'));
    expect(text).toContain('From St Mary’s School · Logo included');
    expect(text).not.toContain('logo application');
  });
});
