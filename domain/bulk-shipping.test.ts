import { describe, expect, it } from 'vitest';
import {
  BULK_SHIPPING_MAX_ROWS,
  BULK_SHIPPING_MESSAGES,
  formulaStart,
  matchCarrier,
  orderNumberOf,
  rowMessage,
  shipRowProblem,
  type ShippableOrder,
} from './bulk-shipping';
import { readShippingCsv } from './shipping-csv';

const rowsOf = (text: string) => {
  const read = readShippingCsv(text);
  if ('error' in read) throw new Error(read.error);
  return read.rows;
};

describe('reading a carrier’s export', () => {
  it('finds the columns by the names carriers’ tools give them', () => {
    const rows = rowsOf(
      'Recipient,Order reference,Service,Tracking number,Weight\n' +
        'Jo Bloggs,WW-1042,Royal Mail Tracked 48,AB123456789GB,-0.5\n' +
        '"Smith, Al",#1043,DPD Next Day,155 0123,1.2\n',
    );
    expect(rows).toEqual([
      { row: 2, order: 'WW-1042', carrier: 'Royal Mail', trackingId: 'AB123456789GB', problem: null },
      { row: 3, order: '#1043', carrier: 'DPD', trackingId: '155 0123', problem: null },
    ]);
  });

  it('prefers a Carrier column to a Service column, and reads Reference and Tracking id', () => {
    const rows = rowsOf('Reference,Service,Carrier,Tracking id\n1044,Tracked 24,Royal Mail,AB1\n');
    expect(rows[0]).toMatchObject({ order: '1044', carrier: 'Royal Mail', trackingId: 'AB1', problem: null });
  });

  it('names each bad row, and leaves the good ones good', () => {
    const rows = rowsOf(
      [
        'Order number,Carrier,Tracking number',
        '1001,DPD,A1',
        'hello,DPD,A2',
        '=HYPERLINK("x"),DPD,A3',
        '1001,DPD,A4',
        '1005,Yodel,A5',
        '1006,DPD,bad/id',
        '1007,DPD,',
        '1008,,A8',
      ].join('\r\n'),
    );
    expect(rows.map((r) => (r.problem ? rowMessage(r.row, r.problem) : `Row ${r.row}: ok`))).toEqual([
      'Row 2: order 1001 is listed twice (also on row 5)',
      'Row 3: “hello” is not an order number',
      'Row 4: a cell starts with = (formulas are not accepted)',
      'Row 5: order 1001 is listed twice (also on row 2)',
      'Row 6: “Yodel” is not a carrier we know (use one of Royal Mail, Parcelforce, DPD, Evri, DHL, UPS, FedEx, USPS, Other)',
      'Row 7: order 1006: Tracking ID may contain only letters, digits, spaces and hyphens',
      'Row 8: ok',
      'Row 9: order 1008 has no carrier',
    ]);
  });

  it('refuses a file it cannot read as a whole', () => {
    expect(readShippingCsv('')).toEqual({ error: BULK_SHIPPING_MESSAGES.empty });
    expect(readShippingCsv('Order number,Carrier\n')).toEqual({ error: BULK_SHIPPING_MESSAGES.empty });
    expect(readShippingCsv('Name,Carrier\nJo,DPD')).toEqual({ error: BULK_SHIPPING_MESSAGES.noOrderColumn });
    expect(readShippingCsv('Order number,Weight\n1,2')).toEqual({
      error: BULK_SHIPPING_MESSAGES.noCarrierColumn,
    });
    expect(readShippingCsv('a\u0000b')).toEqual({ error: BULK_SHIPPING_MESSAGES.notText });
    const many = [
      'Order number,Carrier',
      ...Array.from({ length: BULK_SHIPPING_MAX_ROWS + 1 }, (_, i) => `${i + 1},DPD`),
    ];
    expect(readShippingCsv(many.join('\n'))).toEqual({ error: BULK_SHIPPING_MESSAGES.tooManyRows });
  });
});

describe('cells', () => {
  it.each([
    ['=1+1', '='],
    ['@SUM(A1)', '@'],
    ['+cmd|calc', '+'],
    ['-2+3+cmd|x', '-'],
    ['\t=1', '='],
    ['-1.50', null],
    ['+44 7700 900123', null],
    ['AB12', null],
    ['', null],
  ])('formulaStart(%j) is %j', (cell, expected) => {
    expect(formulaStart(cell)).toBe(expected);
  });

  it.each([
    ['1042', 1042],
    ['#1042', 1042],
    ['WW-1042', 1042],
    ['ww1042', 1042],
    ['Order 1042', 1042],
    [' 1042 ', 1042],
    ['0', null],
    ['10-42', null],
    ['abc', null],
    ['1042a', null],
  ])('orderNumberOf(%j) is %j', (reference, expected) => {
    expect(orderNumberOf(reference)).toBe(expected);
  });

  it.each([
    ['Royal Mail', 'Royal Mail'],
    ['royal mail tracked 24', 'Royal Mail'],
    ['Parcelforce Worldwide express48', 'Parcelforce'],
    ['Hermes', 'Evri'],
    ['DPD Next Day', 'DPD'],
    ['DHL Parcel UK', 'DHL'],
    ['other', 'Other'],
    ['Yodel', null],
    ['DPDX', null],
    ['', null],
  ])('matchCarrier(%j) is %j', (cell, expected) => {
    expect(matchCarrier(cell)).toBe(expected);
  });
});

describe('shipRowProblem', () => {
  const paid: ShippableOrder = {
    status: 'Confirmed',
    paymentStatus: 'paid',
    abandoned: false,
    trackingId: null,
    hasDecoration: false,
    productionStatus: null,
  };
  const row = { order: 'WW-1042', trackingId: 'AB1' };

  it('lets a paid or invoiced order ship', () => {
    expect(shipRowProblem(row, paid)).toBeNull();
    expect(shipRowProblem(row, { ...paid, paymentStatus: 'invoiced', status: 'Pending' })).toBeNull();
    // a decorated order whose proof is approved
    expect(shipRowProblem(row, { ...paid, hasDecoration: true, productionStatus: 'Approved' })).toBeNull();
    // no tracking in the row: the order's saved one
    expect(shipRowProblem({ ...row, trackingId: '' }, { ...paid, trackingId: 'AB9' })).toBeNull();
  });

  it.each([
    [null, 'order WW-1042 was not found'],
    [{ paymentStatus: 'unpaid' }, 'order WW-1042 is not paid'],
    [{ abandoned: true }, 'order WW-1042 is not paid'],
    [{ paymentStatus: 'refunded', status: 'Cancelled' }, 'order WW-1042 was refunded'],
    [{ status: 'Cancelled' }, 'order WW-1042 is cancelled'],
    [{ status: 'Shipped' }, 'order WW-1042 is already shipped'],
    [{ status: 'Delivered' }, 'order WW-1042 is already delivered'],
    [
      { hasDecoration: true, productionStatus: 'Awaiting proof' },
      'order WW-1042 cannot ship before its proof is approved',
    ],
  ] as const)('refuses %j: %s', (change, problem) => {
    expect(shipRowProblem(row, change === null ? null : { ...paid, ...change })).toBe(problem);
  });

  it('needs a tracking number in the row or on the order', () => {
    expect(shipRowProblem({ ...row, trackingId: '' }, paid)).toBe('order WW-1042 has no tracking number');
  });
});
