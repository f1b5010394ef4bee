import { Form, Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field, SelectField } from '~/components/ui/field';
import {
  addDays,
  EARLIEST_REPORT_DAY,
  EARNINGS_GRANULARITIES,
  REPORT_DAYS_AHEAD,
  type EarningsGranularity,
} from '../../../../domain/earnings';

export const GRANULARITY_LABELS: Record<EarningsGranularity, { option: string; per: string }> = {
  day: { option: 'Days', per: 'day' },
  week: { option: 'Weeks', per: 'week' },
  month: { option: 'Months', per: 'month' },
};

const label = 'text-sm font-medium text-zinc-700';
/** Each box as wide as its date, not the row's width. */
const box = 'mt-1 block py-2';

/**
 * The period of the report as a GET form (?from=&to=&granularity=), so it works before JavaScript and a link
 * shares it, with shortcuts to the usual periods. Keyed by the range, so it shows the range in force after
 * navigating back.
 */
export function EarningsRangeForm({
  range,
  today,
}: {
  /** What the boxes show: the range in force, or what the seller typed when it was refused. */
  range: { from: string; to: string; granularity: string };
  today: string;
}) {
  // a period may end up to a year ahead (its empty days show), but it starts by today
  const dates = [
    { name: 'from', label: 'From', max: today },
    { name: 'to', label: 'To', max: addDays(today, REPORT_DAYS_AHEAD) },
  ] as const;
  return (
    <>
      <Form
        key={`${range.from}|${range.to}|${range.granularity}`}
        method="get"
        className="mt-3 flex flex-wrap items-end gap-3"
        aria-label="Choose the period"
      >
        {dates.map((d) => (
          <Field
            key={d.name}
            labelProps={{ children: d.label, className: label }}
            inputProps={{
              id: `earnings-${d.name}`,
              type: 'date',
              name: d.name,
              defaultValue: range[d.name],
              min: EARLIEST_REPORT_DAY,
              max: d.max,
              required: true,
              className: box,
            }}
          />
        ))}
        <SelectField
          labelProps={{ children: 'Per', className: label }}
          selectProps={{
            id: 'earnings-granularity',
            name: 'granularity',
            defaultValue: range.granularity,
            className: box,
          }}
        >
          {EARNINGS_GRANULARITIES.map((g) => (
            <option key={g} value={g}>
              {GRANULARITY_LABELS[g].option}
            </option>
          ))}
        </SelectField>
        <Button type="submit">Show</Button>
      </Form>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Quick periods">
        {presetRanges(today).map((p) => (
          <li key={p.label}>
            <Link to={`?${new URLSearchParams(p.range)}`} className="text-brand-700 underline">
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Shortcuts to the usual periods, ending today. */
function presetRanges(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  // the first of the month eleven months back: twelve whole months with this one
  const yearAgo = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
  return [
    { label: 'Last 7 days', range: { from: addDays(today, -6), to: today, granularity: 'day' } },
    { label: 'Last 30 days', range: { from: addDays(today, -29), to: today, granularity: 'day' } },
    { label: 'Last 12 weeks', range: { from: addDays(today, -83), to: today, granularity: 'week' } },
    { label: 'Last 12 months', range: { from: yearAgo, to: today, granularity: 'month' } },
  ];
}
