/**
 * The seller's earnings report: the range and granularity it covers, and the pure bucketing of sales into days,
 * weeks (Monday first, as PostgreSQL's date_trunc('week')) or months. Dates are the shop's calendar days in
 * Europe/London, written YYYY-MM-DD; all arithmetic here is on those calendar dates, so no clock time or
 * daylight-saving change can move a sale into the wrong bucket.
 */
import type { Pence } from './money';

export const EARNINGS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type EarningsGranularity = (typeof EARNINGS_GRANULARITIES)[number];

/** The default range: the last 30 days (today included), by day. */
export const DEFAULT_RANGE_DAYS = 30;
/** A chart with more bars than this is unreadable; a longer range asks for weeks or months. */
export const MAX_BUCKETS = 120;
/** The earliest day a report may start: before any order this shop can hold. */
export const EARLIEST_REPORT_DAY = '2000-01-01';
/** How far ahead of today a report may end (a year: a period planned ahead shows its empty days). */
export const REPORT_DAYS_AHEAD = 366;

export interface EarningsRange {
  /** first day, YYYY-MM-DD, inclusive */
  from: string;
  /** last day, YYYY-MM-DD, inclusive */
  to: string;
  granularity: EarningsGranularity;
}

/** One bar of the chart. `start` is the bucket's first day (YYYY-MM-DD). */
export interface EarningsBucket {
  start: string;
  /** pence taken in the bucket, less what was refunded of those orders */
  sales: Pence;
  orders: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const toUtc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return toIso(new Date(toUtc(iso).getTime() + days * DAY_MS));
}

/** The first day of the bucket a day falls in. */
export function bucketStart(iso: string, granularity: EarningsGranularity): string {
  const d = toUtc(iso);
  if (granularity === 'day') return iso;
  if (granularity === 'month') return `${iso.slice(0, 7)}-01`;
  // ISO weeks start on Monday: getUTCDay() is 0 for Sunday
  return addDays(iso, -((d.getUTCDay() + 6) % 7));
}

function nextBucket(start: string, granularity: EarningsGranularity): string {
  if (granularity === 'day') return addDays(start, 1);
  if (granularity === 'week') return addDays(start, 7);
  const d = toUtc(start);
  return toIso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
}

const daysBetween = (from: string, to: string) =>
  Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);

/** How many buckets a range has, by arithmetic on its two ends: nothing is built to count them. */
export function bucketCount(range: EarningsRange): number {
  const first = bucketStart(range.from, range.granularity);
  const last = bucketStart(range.to, range.granularity);
  if (range.granularity === 'month') {
    const months = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
    return months(last) - months(first) + 1;
  }
  return daysBetween(first, last) / (range.granularity === 'week' ? 7 : 1) + 1;
}

/**
 * Every bucket's first day from the one holding `from` to the one holding `to`, in order. A range of more than
 * MAX_BUCKETS is refused before any is built (parseEarningsRange refuses it with a message first).
 */
export function bucketStarts(range: EarningsRange): string[] {
  const count = bucketCount(range);
  if (!(count <= MAX_BUCKETS))
    throw new RangeError(`${count} ${range.granularity}s is more than the ${MAX_BUCKETS} a report may have`);
  const out: string[] = [];
  for (
    let s = bucketStart(range.from, range.granularity);
    out.length < count;
    s = nextBucket(s, range.granularity)
  )
    out.push(s);
  return out;
}

/** The database's rows (only buckets with sales) as the full series, empty buckets at zero. */
export function fillBuckets(
  range: EarningsRange,
  rows: readonly { start: string; sales: Pence; orders: number }[],
): EarningsBucket[] {
  const byStart = new Map(rows.map((r) => [r.start, r]));
  return bucketStarts(range).map((start) => {
    const row = byStart.get(start);
    return { start, sales: row?.sales ?? 0, orders: row?.orders ?? 0 };
  });
}

/** Rounded to the penny; zero with no orders. */
export function averageOrderValue(sales: Pence, orders: number): Pence {
  return orders > 0 ? Math.round(sales / orders) : 0;
}

/** Today's date in the shop's time zone (Europe/London), YYYY-MM-DD. */
export function londonToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export type RangeParseResult =
  { ok: true; range: EarningsRange } | { ok: false; range: EarningsRange; error: string };

/**
 * The report's range from the page's query (?from=&to=&granularity=). Missing values take the default (the
 * last 30 days by day); a bad one gives the default back with a message the page shows.
 */
export function parseEarningsRange(
  query: { from?: string | null; to?: string | null; granularity?: string | null },
  today: string,
): RangeParseResult {
  const fallback: EarningsRange = {
    from: addDays(today, -(DEFAULT_RANGE_DAYS - 1)),
    to: today,
    granularity: 'day',
  };
  const fail = (error: string): RangeParseResult => ({ ok: false, range: fallback, error });
  const to = query.to || fallback.to;
  if (!isIsoDate(to) || (query.from && !isIsoDate(query.from)))
    return fail('Please enter dates as day, month and year.');
  // bounded before any date arithmetic or bucket: a far date (9999-12-31) once looped until the process died
  const latest = addDays(today, REPORT_DAYS_AHEAD);
  const outside = (d: string) => d < EARLIEST_REPORT_DAY || d > latest;
  if (outside(to) || (query.from && outside(query.from)))
    return fail(
      `Please choose dates between ${formatIsoDate(EARLIEST_REPORT_DAY)} and ${formatIsoDate(latest)}.`,
    );
  const from = query.from || (query.to ? addDays(to, -(DEFAULT_RANGE_DAYS - 1)) : fallback.from);
  const granularity = query.granularity || 'day';
  if (!(EARNINGS_GRANULARITIES as readonly string[]).includes(granularity))
    return fail('Please choose days, weeks or months.');
  if (from > to) return fail('The start date must be on or before the end date.');
  const range: EarningsRange = { from, to, granularity: granularity as EarningsGranularity };
  if (bucketCount(range) > MAX_BUCKETS)
    return fail(
      `That range has more than ${MAX_BUCKETS} ${granularity}s: please choose a longer period per bar.`,
    );
  return { ok: true, range };
}

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const FULL_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A bucket as the chart's axis writes it: "3 Nov", "w/c 3 Nov", "Nov 2026". */
export function bucketLabel(start: string, granularity: EarningsGranularity): string {
  const d = toUtc(start);
  if (granularity === 'month') return MONTH.format(d);
  return granularity === 'week' ? `w/c ${DAY.format(d)}` : DAY.format(d);
}

/** "3 November 2026" */
export function formatIsoDate(iso: string): string {
  return FULL_DAY.format(toUtc(iso));
}

/**
 * Round steps for a chart's axis from 0 to at least `max`: 0, 50, 100, 150 … A step is 1, 2 or 5 times a power
 * of ten, so gridlines read as round numbers; `minStep` 1 keeps a count's axis to whole numbers.
 */
export function axisTicks(max: number, options: { target?: number; minStep?: number } = {}): number[] {
  const { target = 4, minStep = 0 } = options;
  if (!(max > 0)) return [0, Math.max(1, minStep)];
  const raw = max / target;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(
    minStep,
    [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!,
  );
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) {
    ticks.push(v);
    if (v >= max) break;
  }
  return ticks;
}
