import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageText } from '../../../tests/helpers/server-render';
import type { DecorationPricing } from '../../../domain/price-breaks';
import { DEFAULT_DECORATION_PRICING } from '../../../domain/pricing';
import { FromPrice, PriceLadder } from './price-ladder';

const BREAKS = [
  { minQuantity: 10, price: 1199 },
  { minQuantity: 25, price: 1099 },
];

const LADDERED: DecorationPricing = {
  ...DEFAULT_DECORATION_PRICING,
  setupFreeFrom: 100,
  decoration: [{ method: 'Embroidery', positionSize: 'small', breaks: [{ minQuantity: 50, price: 450 }] }],
};

/** What the server sends (and a browser without JavaScript shows), tags taken out. */
const text = (element: React.ReactElement) => pageText(renderToString(element)).trim();

describe('the product page’s "Buy more, pay less" (server render)', () => {
  it.each([
    [
      'the garment’s bands and the flat logo rule of the seeds',
      BREAKS,
      DEFAULT_DECORATION_PRICING,
      [
        'Buy more, pay less',
        'Quantity Price each 1–9 £12.99 10–24 £11.99 25+ £10.99',
        'Your logo: embroidered or printed, £5.50 per garment per position, and £20.00 setup once for a new design.',
      ],
    ],
    [
      'the decoration ladders and the setup rule when set',
      [],
      LADDERED,
      [
        'Buy more, pay less',
        'Embroidery Small positions (breast, sleeve, nape) 1–49: £5.50 50+: £4.50',
        'Print Small positions (breast, sleeve, nape) Any quantity: £5.50',
        'Setup: £20.00 setup once for a new design (free from 100 garments of a design).',
      ],
    ],
  ])('shows %s', (_, breaks, pricing, parts) => {
    const shown = text(<PriceLadder price={1299} breaks={breaks} pricing={pricing} />);
    for (const part of parts) expect(shown).toContain(part);
    expect(shown.includes('Price each')).toBe(breaks.length > 0);
  });

  it('is "Logo prices" for a product with one price and no decoration ladder', () => {
    const shown = text(<PriceLadder price={1299} breaks={[]} pricing={DEFAULT_DECORATION_PRICING} />);
    expect(shown).toMatch(/^Logo prices /);
  });

  it('says "from" the lowest break, and nothing for one price', () => {
    expect(text(<FromPrice breaks={BREAKS} />)).toBe('from £10.99 each for 25+');
    expect(renderToString(<FromPrice breaks={[]} />)).toBe('');
  });
});
