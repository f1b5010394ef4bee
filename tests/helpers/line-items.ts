import type { LineDecoration, LineItem } from '../../domain/line-item';

/** A plain garment line as a cart or order holds it (two navy polos at £15.00), with what a test changes. */
export function garmentLine(over: Partial<LineItem> = {}): LineItem {
  return {
    id: 'l1',
    productId: 'p-polo',
    title: 'Work Polo',
    productTypes: ['polo'],
    image: '/files/polo-navy.webp',
    backImage: null,
    colour: 'Navy',
    colourHex: '#1f3f7a',
    size: 'M',
    quantity: 2,
    unitPrice: 1500,
    decorations: [],
    notes: null,
    goods: 3000,
    logoCharge: 0,
    ...over,
  };
}

/**
 * A text logo 'CLUB' as an order keeps it after a decoration break: embroidered on the left breast at its 10+
 * price (£4.50 a garment), printed on the large back at the flat £5.50 (no break there).
 */
export const CLUB_AT_BREAK: LineDecoration[] = [
  {
    position: 'Left Breast',
    method: 'Embroidery',
    design: { kind: 'text', text: 'CLUB', font: 'Serif' },
    isPreviousLogo: false,
    unitPrice: 450,
    priceBreak: 10,
  },
  {
    position: 'Large Back',
    method: 'Print',
    design: { kind: 'text', text: 'CLUB', font: 'Serif' },
    isPreviousLogo: false,
    unitPrice: 550,
    priceBreak: null,
  },
];
