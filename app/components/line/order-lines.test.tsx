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
});
