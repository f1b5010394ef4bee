import { describe, expect, it } from 'vitest';
import {
  addDays,
  averageOrderValue,
  axisTicks,
  bucketLabel,
  bucketCount,
  bucketStart,
  bucketStarts,
  fillBuckets,
  isIsoDate,
  londonToday,
  MAX_BUCKETS,
  parseEarningsRange,
} from './earnings';

describe('calendar dates', () => {
  it.each([
    ['2026-11-23', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['23/11/2026', false],
    ['', false],
  ])('%s is a date: %s', (value, ok) => expect(isIsoDate(value)).toBe(ok));

  it('adds days across months, years and the clocks changing', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26'); // BST ends on 25 October
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("today is London's day, not UTC's", () => {
    expect(londonToday(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});

describe('bucketing', () => {
  it.each([
    ['2026-11-23', 'day', '2026-11-23'],
    ['2026-11-23', 'week', '2026-11-23'], // a Monday
    ['2026-11-29', 'week', '2026-11-23'], // the Sunday after
    ['2026-11-01', 'week', '2026-10-26'], // a Sunday: the week began in October
    ['2026-11-29', 'month', '2026-11-01'],
  ] as const)('%s by %s starts %s', (day, granularity, start) => {
    expect(bucketStart(day, granularity)).toBe(start);
  });

  it('lists every bucket the range touches', () => {
    expect(bucketStarts({ from: '2026-11-28', to: '2026-12-01', granularity: 'day' })).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(bucketStarts({ from: '2026-11-01', to: '2026-11-10', granularity: 'week' })).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
    ]);
    expect(bucketStarts({ from: '2026-11-15', to: '2027-02-01', granularity: 'month' })).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
  });

  it.each([
    [{ from: '2026-11-28', to: '2026-12-01', granularity: 'day' }, 4],
    [{ from: '2026-11-01', to: '2026-11-10', granularity: 'week' }, 3],
    [{ from: '2026-11-15', to: '2027-02-01', granularity: 'month' }, 4],
    [{ from: '2026-03-28', to: '2026-03-30', granularity: 'day' }, 3], // the clocks go forward on the 29th
    [{ from: '2000-01-01', to: '9999-12-31', granularity: 'day' }, 2_921_940],
  ] as const)('counts the buckets of %o without building them: %i', (range, count) => {
    expect(bucketCount(range)).toBe(count);
    if (count <= MAX_BUCKETS) expect(bucketStarts(range)).toHaveLength(count);
  });

  it('refuses to build more buckets than a report may have', () => {
    expect(() => bucketStarts({ from: '2000-01-01', to: '9999-12-31', granularity: 'day' })).toThrow(
      RangeError,
    );
    // the last day a date can be written: once looped for ever
    expect(() => bucketStarts({ from: '9999-09-01', to: '9999-12-31', granularity: 'day' })).toThrow(
      RangeError,
    );
    expect(bucketStarts({ from: '9999-12-30', to: '9999-12-31', granularity: 'day' })).toEqual([
      '9999-12-30',
      '9999-12-31',
    ]);
  });

  it('fills the buckets with no sales with zeros', () => {
    const series = fillBuckets({ from: '2026-11-01', to: '2026-11-03', granularity: 'day' }, [
      { start: '2026-11-02', sales: 2495, orders: 1 },
    ]);
    expect(series).toEqual([
      { start: '2026-11-01', sales: 0, orders: 0 },
      { start: '2026-11-02', sales: 2495, orders: 1 },
      { start: '2026-11-03', sales: 0, orders: 0 },
    ]);
  });

  it.each([
    ['2026-11-03', 'day', '3 Nov'],
    ['2026-11-02', 'week', 'w/c 2 Nov'],
    ['2026-11-01', 'month', 'Nov 2026'],
  ] as const)('%s by %s reads %s', (start, granularity, label) => {
    expect(bucketLabel(start, granularity)).toBe(label);
  });
});

describe('parseEarningsRange', () => {
  const today = '2026-11-23';
  it('defaults to the last 30 days by day', () => {
    expect(parseEarningsRange({}, today)).toEqual({
      ok: true,
      range: { from: '2026-10-25', to: '2026-11-23', granularity: 'day' },
    });
  });

  it('takes a chosen range and granularity', () => {
    expect(parseEarningsRange({ from: '2026-01-01', to: '2026-11-23', granularity: 'month' }, today)).toEqual(
      {
        ok: true,
        range: { from: '2026-01-01', to: '2026-11-23', granularity: 'month' },
      },
    );
  });

  it.each([
    [{ from: '2026-02-30' }, 'Please enter dates as day, month and year.'],
    [{ from: '2026-11-24', to: '2026-11-01' }, 'The start date must be on or before the end date.'],
    [{ granularity: 'year' }, 'Please choose days, weeks or months.'],
    [{ from: '2020-01-01', to: '2026-01-01', granularity: 'day' }, /more than 120 days/],
    [{ to: '9999-12-31' }, 'Please choose dates between 1 January 2000 and 24 November 2027.'],
    [{ from: '1999-12-31', to: '2026-01-01' }, /^Please choose dates between/],
    [{ from: '2000-01-01', to: '2026-11-01', granularity: 'month' }, /more than 120 months/],
  ])('%o is refused with a message and the default range', (query, message) => {
    const result = parseEarningsRange(query, today);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatch(message);
      expect(result.range.to).toBe(today);
    }
  });
});

describe('figures', () => {
  it.each([
    [0, 0, 0],
    [1000, 3, 333],
    [2495, 2, 1248],
  ])('average of %i over %i orders is %i', (sales, orders, avg) => {
    expect(averageOrderValue(sales, orders)).toBe(avg);
  });

  it.each([
    [0, {}, [0, 1]],
    [100, {}, [0, 50, 100]],
    [101, {}, [0, 50, 100, 150]],
    [249500, {}, [0, 100000, 200000, 300000]],
    [3, { minStep: 1 }, [0, 1, 2, 3]],
    [1, { minStep: 1 }, [0, 1]],
  ])('ticks up to %i (%o): %o', (max, options, ticks) => {
    expect(axisTicks(max, options)).toEqual(ticks);
  });
});
