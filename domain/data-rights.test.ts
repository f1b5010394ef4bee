import { describe, expect, it } from 'vitest';
import {
  DATA_RIGHTS_MESSAGES,
  deletionRefusal,
  downloadVerdict,
  EXPORT_CSV_COLUMNS,
  exportCsvFiles,
  exportJsonFiles,
  exportLinkExpiry,
  exportLogoPath,
  isInProduction,
  type DataExport,
  type OrderForDeletion,
} from './data-rights';

const order = (overrides: Partial<OrderForDeletion> = {}): OrderForDeletion => ({
  number: 1001,
  status: 'Confirmed',
  paymentStatus: 'paid',
  productionStatus: 'In production',
  archived: false,
  ...overrides,
});

describe('whether an account may delete itself', () => {
  it.each([
    ['paid, being made', order(), true],
    ['paid, awaiting its proof', order({ status: 'Pending', productionStatus: 'Awaiting proof' }), true],
    ['invoiced on account, not yet shipped', order({ paymentStatus: 'invoiced' }), true],
    ['plain paid order not yet shipped', order({ productionStatus: null }), true],
    ['shipped', order({ status: 'Shipped', productionStatus: 'Ready to ship' }), false],
    ['delivered', order({ status: 'Delivered' }), false],
    ['cancelled and refunded', order({ status: 'Cancelled', paymentStatus: 'refunded' }), false],
    [
      'an unpaid checkout',
      order({ status: 'Pending', paymentStatus: 'unpaid', productionStatus: null }),
      false,
    ],
    ['deleted by the seller', order({ archived: true }), false],
  ])('%s: in production %s', (_, o, expected) => {
    expect(isInProduction(o)).toBe(expected);
  });

  it('allows an account whose orders have all gone and whose ledger owes nothing', () => {
    expect(deletionRefusal([order({ status: 'Delivered' })], [{ orderNumber: 1001, outstanding: 0 }])).toBe(
      null,
    );
    expect(deletionRefusal([], [])).toBe(null);
  });

  it('names the orders still being made', () => {
    expect(deletionRefusal([order({ number: 1002 })], [])).toBe(DATA_RIGHTS_MESSAGES.inProduction([1002]));
    expect(DATA_RIGHTS_MESSAGES.inProduction([1002])).toContain('order #1002 is being made or sent');
    const many = deletionRefusal(
      [1005, 1001, 1003, 1004].map((number) => order({ number })),
      [],
    );
    expect(many).toContain('orders #1001, #1003, #1004 and 1 more are being made');
    expect(
      deletionRefusal(
        [1002, 1001].map((number) => order({ number })),
        [],
      ),
    ).toContain('orders #1001 and #1002 are');
  });

  it('refuses while the trade account owes money by its ledger, naming the invoices and the sum', () => {
    const refusal = deletionRefusal(
      [order({ status: 'Delivered', paymentStatus: 'invoiced' })],
      [
        { orderNumber: 1007, outstanding: 1250 },
        { orderNumber: 1004, outstanding: 0 },
        { orderNumber: 1003, outstanding: 999 },
      ],
    );
    expect(refusal).toBe(DATA_RIGHTS_MESSAGES.unpaidOnAccount(2249, [1003, 1007]));
    expect(refusal).toContain('£22.49 unpaid (invoices INV-1003, INV-1007)');
  });

  it('gives both reasons at once', () => {
    const refusal = deletionRefusal([order()], [{ orderNumber: 1009, outstanding: 100 }]);
    expect(refusal).toContain('#1001');
    expect(refusal).toContain('INV-1009');
  });
});

describe('the mailed link', () => {
  const readyAt = new Date('2026-11-28T10:00:00Z');
  const expiresAt = exportLinkExpiry(readyAt);

  it('lives 24 hours', () => {
    expect(expiresAt.toISOString()).toBe('2026-11-29T10:00:00.000Z');
  });

  it.each([
    ['ready, within the day', 'ready', expiresAt, '2026-11-29T09:59:59Z', 'ok'],
    ['ready, at its end', 'ready', expiresAt, '2026-11-29T10:00:00Z', 'expired'],
    ['used once', 'downloaded', expiresAt, '2026-11-28T11:00:00Z', 'used'],
    ['swept', 'expired', expiresAt, '2026-11-28T11:00:00Z', 'expired'],
    ['still being made', 'preparing', null, '2026-11-28T11:00:00Z', 'not-ready'],
    ['failed', 'failed', null, '2026-11-28T11:00:00Z', 'not-ready'],
  ] as const)('%s: %s', (_, status, expires, at, verdict) => {
    expect(downloadVerdict({ kind: 'export', status, expiresAt: expires }, new Date(at))).toBe(verdict);
  });

  it('never downloads a deletion', () => {
    expect(downloadVerdict({ kind: 'delete', status: 'done', expiresAt: null }, readyAt)).toBe('not-ready');
  });
});

describe('the export', () => {
  const data: DataExport = {
    exportedAt: '2026-11-28T10:00:00.000Z',
    shopName: 'Workwear Wardrobe',
    profile: {
      id: 'u1',
      firstName: 'Jo',
      lastName: '=Bloggs',
      email: 'jo@example.co.uk',
      createdAt: '2026-01-02T09:00:00.000Z',
      marketingConsent: true,
    },
    addresses: [],
    orders: [
      {
        number: 1042,
        placedAt: '2026-11-01T12:00:00.000Z',
        status: 'Delivered',
        paymentStatus: 'paid',
        productionStatus: 'Ready to ship',
        email: 'jo@example.co.uk',
        deliverTo: { firstName: 'Jo', lastName: 'Bloggs', address: '1 High St, Flat 2', city: 'Leeds' },
        shippingType: 'standard',
        poNumber: null,
        promoCode: 'SAVE10',
        goods: 2000,
        logoCharges: 500,
        setupFees: 0,
        discount: 250,
        shipping: 495,
        total: 2745,
        refunded: 0,
        trackingId: null,
        lines: [
          {
            title: 'Classic Polo',
            colour: 'Navy',
            size: 'M',
            quantity: 2,
            unitPrice: 1000,
            goods: 2000,
            logoCharge: 500,
            decorations: ['Left Breast: Embroidery, logo acme.png'],
            names: [],
            notes: null,
          },
        ],
      },
    ],
    quotes: [],
    logos: [
      {
        id: 'l1',
        originalName: 'acme.png',
        format: 'png',
        sizeBytes: 1234,
        uploadedAt: '2026-10-01T00:00:00.000Z',
        file: 'logos/l1-acme.png',
      },
    ],
    consentHistory: [
      { at: '2026-01-02T09:00:00.000Z', granted: true, source: 'signup', wording: 'E-mail me offers' },
      { at: '2026-03-02T09:00:00.000Z', granted: false, source: 'account', wording: '' },
    ],
  };

  it('writes each CSV with its columns first, money in pounds, formulas defused', () => {
    const csv = exportCsvFiles(data);
    expect(Object.keys(csv).sort()).toEqual([
      'addresses.csv',
      'consent-history.csv',
      'logos.csv',
      'order-lines.csv',
      'orders.csv',
      'profile.csv',
      'quotes.csv',
    ]);
    expect(csv['profile.csv']).toBe(
      `${EXPORT_CSV_COLUMNS.profile.join(',')}\r\nu1,Jo,'=Bloggs,jo@example.co.uk,2026-01-02T09:00:00.000Z,yes\r\n`,
    );
    const orderRow = csv['orders.csv']!.split('\r\n')[1]!;
    expect(orderRow).toContain('#1042,2026-11-01T12:00:00.000Z,Delivered,paid,Ready to ship');
    expect(orderRow).toContain('"Jo Bloggs, 1 High St, Flat 2, Leeds"');
    expect(orderRow).toContain('20.00,5.00,0.00,2.50,4.95,27.45,0.00');
    expect(csv['order-lines.csv']!.split('\r\n')[1]).toBe(
      '#1042,Classic Polo,Navy,M,2,10.00,20.00,5.00,Left Breast: Embroidery, logo acme.png,,'.replace(
        'Left Breast: Embroidery, logo acme.png',
        '"Left Breast: Embroidery, logo acme.png"',
      ),
    );
    expect(csv['addresses.csv']).toBe(`${EXPORT_CSV_COLUMNS.addresses.join(',')}\r\n`);
    expect(csv['consent-history.csv']!.split('\r\n').slice(1, 3)).toEqual([
      '2026-01-02T09:00:00.000Z,granted,signup,E-mail me offers',
      '2026-03-02T09:00:00.000Z,withdrawn,account,',
    ]);
  });

  it('writes the JSON with pence as integers', () => {
    const json = exportJsonFiles(data);
    const orders = JSON.parse(json['orders.json']!) as DataExport['orders'];
    expect(orders[0]!.total).toBe(2745);
    expect(orders[0]!.lines[0]!.unitPrice).toBe(1000);
    expect(JSON.parse(json['consent-history.json']!)).toHaveLength(2);
  });

  it.each([
    [{ id: 'abc', originalName: 'ACME Logo (final).PNG', format: 'png' }, 'logos/abc-ACME-Logo-final.png'],
    [{ id: 'abc', originalName: '../../etc/passwd', format: 'svg' }, 'logos/abc-etc-passwd.svg'],
    [{ id: 'abc', originalName: '日本.pdf', format: 'pdf' }, 'logos/abc.pdf'],
  ])('puts a logo at a safe path: %o', (logo, path) => {
    expect(exportLogoPath(logo)).toBe(path);
  });
});
