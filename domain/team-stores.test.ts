import { describe, expect, it } from 'vitest';
import { priceCartLines } from './pricing';
import {
  batchTotals,
  emailOnDomains,
  isDomain,
  normaliseDomain,
  storeClosedMessage,
  storeGarmentPrice,
  storePriceProblem,
  storeState,
} from './team-stores';
import type { LineItem } from './line-item';

const at = (iso: string) => new Date(iso);

describe('a store’s window', () => {
  const store = { opensOn: '2026-12-01', closesOn: '2026-12-12', closedAt: null };

  it('opens on its opening day and closes after its closing day, UK time', () => {
    expect(storeState(store, at('2026-11-30T23:59:00Z'))).toBe('scheduled');
    expect(storeState(store, at('2026-12-01T00:00:00Z'))).toBe('open');
    expect(storeState(store, at('2026-12-12T23:59:00Z'))).toBe('open');
    expect(storeState(store, at('2026-12-13T00:00:00Z'))).toBe('closed');
    // summer time: 23:30 UTC on 31 May is already 1 June in London
    expect(storeState({ ...store, closesOn: '2026-05-31' }, at('2026-05-31T23:30:00Z'))).toBe('closed');
  });

  it('closes at once when the seller closes it', () => {
    const closed = { ...store, closedAt: at('2026-12-05T10:00:00Z') };
    expect(storeState(closed, at('2026-12-05T10:00:01Z'))).toBe('closed');
    expect(storeClosedMessage(closed, at('2026-12-06T10:00:00Z'), 'shop@example.com')).toBe(
      'This store closed on 5 December 2026. To order, please contact us at shop@example.com.',
    );
  });

  it('says when it opens, and nothing while open', () => {
    expect(storeClosedMessage(store, at('2026-11-20T12:00:00Z'), 'x@y.z')).toBe(
      'This store opens on 1 December 2026.',
    );
    expect(storeClosedMessage(store, at('2026-12-02T12:00:00Z'), 'x@y.z')).toBeNull();
    expect(storeClosedMessage(store, at('2026-12-20T12:00:00Z'), 'x@y.z')).toMatch(
      /^This store closed on 12 December 2026\./,
    );
  });
});

describe('allowed domains', () => {
  it('match the e-mail’s domain exactly, ignoring case and a leading @', () => {
    const domains = ['@StMarys.sch.uk'];
    expect(emailOnDomains('head@stmarys.sch.uk', domains)).toBe(true);
    expect(emailOnDomains('Head@STMARYS.SCH.UK', domains)).toBe(true);
    expect(emailOnDomains('x@pupils.stmarys.sch.uk', domains)).toBe(false);
    expect(emailOnDomains('x@stmarys.sch.uk.evil.com', domains)).toBe(false);
    expect(emailOnDomains('not-an-email', domains)).toBe(false);
  });

  it('are domains a seller may type', () => {
    expect(normaliseDomain(' @StMarys.sch.uk ')).toBe('stmarys.sch.uk');
    expect(isDomain('stmarys.sch.uk')).toBe(true);
    expect(isDomain('localhost')).toBe(false);
    expect(isDomain('st marys.sch.uk')).toBe(false);
  });
});

describe('store prices', () => {
  it('are whole pence above £0 up to £1,000', () => {
    expect(storePriceProblem(1850)).toBeNull();
    expect(storePriceProblem(0)).toBe('The store price must be more than £0.');
    expect(storePriceProblem(12.5)).toBe('The store price must be more than £0.');
    expect(storePriceProblem(100_001)).toBe('The store price must be at most £1,000.');
  });

  it('include the decoration: a member pays the store price, and the name price when named', () => {
    expect(storeGarmentPrice({ price: 1850 }, null)).toBe(1850);
    expect(storeGarmentPrice({ price: 1850 }, { price: 350 })).toBe(2200);
  });

  it('charge no logo fee and no setup fee on a store line, and names at the store’s price', () => {
    const line: Pick<
      LineItem,
      'unitPrice' | 'quantity' | 'decorations' | 'bundle' | 'unavailable' | 'names' | 'store'
    > = {
      unitPrice: 1850,
      quantity: 3,
      decorations: [
        {
          position: 'Left Breast',
          method: 'Embroidery',
          design: { kind: 'logo', name: 'crest.png', logo: null },
          isPreviousLogo: false,
          unitPrice: 0,
        },
      ],
      names: {
        position: 'Large Back',
        method: 'Print',
        font: 'Standard',
        names: ['A', 'B', 'C'],
        unitPrice: 350,
      },
      store: { id: 's1', name: "St Mary's PE", slug: 'st-marys-pe' },
    };
    const totals = priceCartLines([line], { noShipping: true });
    expect(totals.setupFees).toBe(0);
    expect(totals.lines[0]).toEqual({ goods: 3 * 1850, logoCharge: 3 * 350 });
    expect(totals.shipping).toBe(0);
    expect(totals.total).toBe(3 * (1850 + 350));
    expect(totals.total).toBe(3 * storeGarmentPrice({ price: 1850 }, { price: 350 }));
  });
});

describe('the batch', () => {
  const line = (size: string, quantity: number, names: string[] = [], colour = 'Navy') => ({
    productId: 'polo',
    title: 'Polo',
    colour,
    size,
    quantity,
    names,
  });

  it('adds every counted order by product, colour and size, sizes in the grid’s order, names by order', () => {
    const totals = batchTotals(
      [
        { orderId: 'b', number: 1002, memberName: 'Ben', cancelled: false, lines: [line('M', 1, ['BEN'])] },
        {
          orderId: 'a',
          number: 1001,
          memberName: 'Amy',
          cancelled: false,
          lines: [line('L', 1, ['AMY']), line('M', 2, ['AMY M', 'AMY 2'])],
        },
        { orderId: 'c', number: 1003, memberName: 'Cal', cancelled: true, lines: [line('M', 5)] },
        { orderId: 'd', number: 1004, memberName: 'Dee', cancelled: false, lines: [line('S', 1, [], 'Red')] },
      ],
      ['S', 'M', 'L'],
    );
    expect(totals.orders).toBe(3);
    expect(totals.garments).toBe(5);
    expect(totals.names).toBe(4);
    expect(totals.rows.map((r) => [r.colour, r.size, r.quantity])).toEqual([
      ['Navy', 'M', 3],
      ['Navy', 'L', 1],
      ['Red', 'S', 1],
    ]);
    expect(totals.rows[0]!.names).toEqual([
      { name: 'AMY M', orderNumber: 1001 },
      { name: 'AMY 2', orderNumber: 1001 },
      { name: 'BEN', orderNumber: 1002 },
    ]);
  });
});
