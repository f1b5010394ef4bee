import { useId } from 'react';
import { formatPounds } from '../../../../domain/money';
import { VAT_RATE_LABELS } from '../../../../domain/vat';
import type { VatQuarterSummary } from '../../../../domain/vat-documents';
import { Button } from '~/components/ui/button';
import { apiUrl } from '~/lib/api';

/**
 * The quarter's VAT summary on the earnings page (issue 34): per rate the net and VAT of the VAT invoices whose
 * tax point falls in it and of the credit notes issued in it, then boxes 1 and 6 of the VAT return, with the
 * same figures as a CSV for the accountant. The quarter is in the URL (?quarter=2027-Q1), so the form works
 * without JavaScript.
 */
export function VatSummary({
  summary,
  quarters,
  vatNumber,
  keep = {},
}: {
  summary: VatQuarterSummary;
  /** the page's other choices (the earnings range), kept when another quarter is shown */
  keep?: Record<string, string>;
  /** the quarters offered, newest first ("2027-Q1") */
  quarters: string[];
  vatNumber: string | null;
}) {
  const id = useId();
  const cell = 'px-3 py-1.5 text-right tabular-nums';
  const head = 'px-3 py-2 text-right font-medium';
  const { quarter } = summary;
  return (
    <section aria-labelledby={id} className="mt-8 rounded-lg border border-zinc-200 bg-white p-4">
      <h2 id={id} className="font-semibold text-zinc-900">
        VAT summary, {quarter.label}
      </h2>
      <p className="mt-1 text-sm text-zinc-700">
        VAT invoices with their tax point in the quarter, less the VAT credit notes issued in it
        {vatNumber ? <> (VAT number {vatNumber})</> : null}. Boxes 1 and 6 are those of your VAT return.
      </p>
      <form method="get" className="mt-3 flex flex-wrap items-end gap-2">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div>
          <label htmlFor={`${id}-quarter`} className="block text-sm font-medium text-zinc-800">
            Quarter
          </label>
          <select
            id={`${id}-quarter`}
            name="quarter"
            defaultValue={quarter.key}
            className="mt-1 block rounded-md border border-zinc-400 bg-white px-2 py-2 text-sm"
          >
            {quarters.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Show quarter
        </Button>
        <a
          href={apiUrl('/orders/earnings/vat-return', { quarter: quarter.key })}
          download
          className="inline-flex min-h-10 items-center rounded-md px-2 text-sm font-medium text-brand-700 underline"
        >
          Download {quarter.key} as CSV
        </a>
      </form>
      <div
        className="mt-4 overflow-x-auto rounded-md border border-zinc-200"
        tabIndex={0}
        role="region"
        aria-label="VAT per rate"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">VAT per rate, {quarter.label}</caption>
          <thead className="bg-zinc-50 text-zinc-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Rate
              </th>
              <th scope="col" className={head}>
                Net sales
              </th>
              <th scope="col" className={head}>
                VAT charged
              </th>
              <th scope="col" className={head}>
                Net credited
              </th>
              <th scope="col" className={head}>
                VAT credited
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200">
            {summary.rates.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-2 text-zinc-700">
                  No VAT invoices or credit notes in this quarter.
                </td>
              </tr>
            )}
            {summary.rates.map((r) => (
              <tr key={r.rate}>
                <th scope="row" className="px-3 py-1.5 font-normal">
                  {VAT_RATE_LABELS[r.rate]}
                </th>
                <td className={cell}>{formatPounds(r.salesNet)}</td>
                <td className={cell}>{formatPounds(r.salesVat)}</td>
                <td className={cell}>{formatPounds(r.creditedNet)}</td>
                <td className={cell}>{formatPounds(r.creditedVat)}</td>
              </tr>
            ))}
            <tr className="font-semibold">
              <th scope="row" className="px-3 py-1.5">
                All rates ({summary.invoices} {summary.invoices === 1 ? 'invoice' : 'invoices'},{' '}
                {summary.creditNotes} {summary.creditNotes === 1 ? 'credit note' : 'credit notes'})
              </th>
              <td className={cell}>{formatPounds(summary.salesNet)}</td>
              <td className={cell}>{formatPounds(summary.salesVat)}</td>
              <td className={cell}>{formatPounds(summary.creditedNet)}</td>
              <td className={cell}>{formatPounds(summary.creditedVat)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-brand-600 p-3">
          <dt className="text-sm text-zinc-700">Box 1: VAT due on sales</dt>
          <dd className="text-xl font-bold text-zinc-900 tabular-nums">{formatPounds(summary.box1)}</dd>
        </div>
        <div className="rounded-lg border border-brand-600 p-3">
          <dt className="text-sm text-zinc-700">Box 6: total sales excluding VAT</dt>
          <dd className="text-xl font-bold text-zinc-900 tabular-nums">{formatPounds(summary.box6)}</dd>
        </div>
      </dl>
    </section>
  );
}
