import type { LogoMethod, LogoPosition } from '../../domain/catalogue';
import type { LineDecoration, LineItem } from '../../domain/line-item';
import type { DecorationPricing, PriceBreak } from '../../domain/price-breaks';
import { DEFAULT_DECORATION_PRICING } from '../../domain/pricing';

/** A cart line of two navy polos in M at £9.99, with what the test changes. */
export const lineItem = (overrides: Partial<LineItem> = {}): LineItem => ({
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

/** A new text logo 'ACME' in Serif at a position. */
export const textLogo = (position: LogoPosition, method: LogoMethod): LineDecoration => ({
  position,
  method,
  design: { kind: 'text', text: 'ACME', font: 'Serif' },
  isPreviousLogo: false,
});

/** The seeds' decoration prices with one ladder set. */
export const pricingWithLadder = (
  method: LogoMethod,
  positionSize: 'small' | 'large',
  breaks: PriceBreak[],
): DecorationPricing => ({ ...DEFAULT_DECORATION_PRICING, decoration: [{ method, positionSize, breaks }] });

/** A plain garment line as a cart or order holds it (two navy work polos at £15.00), with what a test changes. */
export const garmentLine = (over: Partial<LineItem> = {}): LineItem =>
  lineItem({
    productId: 'p-polo',
    title: 'Work Polo',
    image: '/files/polo-navy.webp',
    unitPrice: 1500,
    goods: 3000,
    ...over,
  });

/**
 * A text logo 'CLUB' as an order keeps it after a decoration break: embroidered on the left breast at its 10+
 * price (£4.50 a garment), printed on the large back at the flat £5.50 (no break there).
 */
const club = (
  position: LogoPosition,
  method: LogoMethod,
  unitPrice: number,
  priceBreak: number | null,
): LineDecoration => ({
  ...textLogo(position, method),
  design: { kind: 'text', text: 'CLUB', font: 'Serif' },
  unitPrice,
  priceBreak,
});
export const CLUB_AT_BREAK: LineDecoration[] = [
  club('Left Breast', 'Embroidery', 450, 10),
  club('Large Back', 'Print', 550, null),
];
