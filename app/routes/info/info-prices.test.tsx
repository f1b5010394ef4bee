import type { AppLoadContext } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { pageText, renderAt } from '../../../tests/helpers/server-render';
import { useTestApp } from '../../../tests/helpers/test-app';
import { faqItems } from '~/features/faq/faq-content';
import Faqs, { loader as faqsLoader } from './faqs';
import Guide, { loader as guideLoader } from './guide';
import PriceGuide, { loader as priceGuideLoader, meta as priceGuideMeta } from './price-guide';

/**
 * The information pages' logo prices come from the shop's decoration pricing (issue 29): a sentence never
 * contradicts what a cart is charged. Each page's loader reads the settings; the page says what they say.
 */
describe('the price guide, the guide and the FAQ follow the shop’s decoration prices', () => {
  const t = useTestApp('pglite');
  afterAll(async () => {
    await t.ctx.services.pricing.set({ setupFee: 20, setupFreeFrom: null, decoration: [] });
  });

  const args = () =>
    ({
      request: new Request('http://localhost/price-guide'),
      context: { app: t.ctx } as unknown as AppLoadContext,
      params: {},
    }) as never;
  /** A page's text as the server draws it with what its loader gives. */
  const page = async (route: unknown, loader: (args: never) => Promise<unknown>) => {
    // a route's component, given only what it reads: its loader's data
    const Page = route as (props: { loaderData: unknown }) => React.ReactNode;
    const loaderData = await loader(args());
    return pageText(renderAt(<Page loaderData={loaderData} />, '/')).replaceAll('&#x27;', "'");
  };
  const faqText = async () => {
    const { pricing } = await faqsLoader(args());
    return faqItems(pricing)
      .flatMap((item) => item.answer)
      .join(' ');
  };

  it('state the seeds’ £5.50 and £20 while the seller has set nothing, and no ladder', async () => {
    const guide = await page(PriceGuide, priceGuideLoader);
    expect(guide).toMatch(/Embroidery \(up to 10,000 stitches\) £5\.50 Per item, per position /);
    expect(guide).toMatch(/Vinyl printing £5\.50 Per item, per position /);
    expect(guide).toContain('Setup (digitising) for a new design £20.00 Once per design, per order');
    expect(guide).toContain(
      'plus ten logo applications at £5.50 each, plus a single £20.00 setup fee. Add a second position, such as a large back print, and you pay £5.50 per polo',
    );
    expect(guide).not.toContain('Logo prices by quantity');
    expect(guide).toContain('A garment with quantity prices costs less each as you order more of it');

    const faq = await faqText();
    expect(faq).toContain('Both cost £5.50 per item per position.');
    expect(faq).toContain('Adding a logo costs £5.50 per garment, per position.');
    expect(faq).toContain('setup (digitising) fee of £20.00 per order, however many garments it goes on.');
    expect(await page(Guide, guideLoader)).toContain('Both cost £5.50 per item per position.');
  });

  it('state the seller’s setup fee, its waiver and the ladders once set, never the seeds’ figures', async () => {
    await t.ctx.services.pricing.set({
      setupFee: 15,
      setupFreeFrom: 50,
      decoration: [
        {
          method: 'Embroidery',
          positionSize: 'small',
          breaks: [
            { minQuantity: 10, price: '4.50' },
            { minQuantity: 25, price: '3.95' },
          ],
        },
        { method: 'Print', positionSize: 'large', breaks: [{ minQuantity: 20, price: '4.75' }] },
      ],
    });

    const guide = await page(PriceGuide, priceGuideLoader);
    expect(guide).toContain(
      'Embroidery (up to 10,000 stitches) From £3.95 Per item, per position; less per item',
    );
    expect(guide).toContain('Vinyl printing From £4.75 Per item, per position; less per item');
    expect(guide).toContain(
      'Setup (digitising) for a new design £15.00 Once per design, per order, however many items it goes on; free for a design on 50 or more items',
    );
    expect(guide).not.toContain('£20.00');
    // the ladders as one table: a row per band of quantities, a column per method and position size
    const table = [
      'Items Embroidery Vinyl printing Small Large Small Large',
      '1-9 £5.50 £5.50 £5.50 £5.50',
      '10-19 £4.50 £5.50 £5.50 £5.50',
      '20-24 £4.50 £5.50 £5.50 £4.75',
      '25 or more £3.95 £5.50 £5.50 £4.75',
    ];
    expect(guide).toContain(table.join(' '));
    // ten polos: the embroidery's 10+ price, the seller's setup, the large print still below its break
    expect(guide).toContain(
      'plus ten logo applications at £4.50 each, plus a single £15.00 setup fee. Add a second position, such as a large back print, and you pay £5.50 per polo',
    );
    const meta = priceGuideMeta({ matches: [], loaderData: await priceGuideLoader(args()) } as never);
    expect(meta).toContainEqual(
      expect.objectContaining({
        name: 'description',
        content: expect.stringContaining('from £3.95 per item per position, a one-time £15.00 setup'),
      }),
    );

    const faq = await faqText();
    expect(faq).toContain('Embroidery costs from £3.95 and vinyl printing from £4.75 per item per position.');
    expect(faq).toContain(
      'Adding a logo costs from £3.95 per garment, per position: £5.50 on a few garments',
    );
    expect(faq).toContain(
      'setup (digitising) fee of £15.00 per order, however many garments it goes on, and none at all on an order of 50 or more garments carrying it.',
    );
    expect(faq).toContain('Logos cost less per garment on bigger runs too, from £3.95');
    expect(faq).not.toContain('£20.00');

    const steps = await page(Guide, guideLoader);
    expect(steps).toContain(
      'Embroidery costs from £3.95 and vinyl printing from £4.75 per item per position.',
    );
    expect(steps).toContain('fee of £15.00 per order');
    expect(steps).not.toContain('£20');
  });

  it('say no setup fee is charged when the seller sets none, and the FAQ page draws its answers', async () => {
    await t.ctx.services.pricing.set({ setupFee: 0, setupFreeFrom: null, decoration: [] });
    const guide = await page(PriceGuide, priceGuideLoader);
    expect(guide).toContain('Setup (digitising) for a new design No setup fee None, however many designs');
    expect(guide).toContain('plus ten logo applications at £5.50 each, with no setup fee.');
    const faq = await faqText();
    expect(faq).toContain('There is no setup fee for a new design.');
    expect(faq).not.toContain('Re-using a logo');
    expect(await page(Faqs, faqsLoader)).toContain('How much does it cost to add a logo?');
  });
});
