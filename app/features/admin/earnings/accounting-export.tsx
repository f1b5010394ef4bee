import { MAX_EXPORT_DAYS, parseExportRange } from '../../../../domain/accounting-export';
import { apiUrl } from '~/lib/api';

const LINK = 'inline-flex min-h-10 items-center rounded-md px-2 text-sm font-medium text-brand-700 underline';

/**
 * The range's invoices and credit notes for the books (issue 36): a CSV for Xero's sales invoice import and one
 * for QuickBooks Online, from GET /api/earnings/export.
 */
export function AccountingExport({ from, to, period }: { from: string; to: string; period: string }) {
  // a longer range than one file covers would only lead to the API's refusal: say so here instead
  const range = parseExportRange(from, to);
  if (!range.ok)
    return (
      <p className="mt-4 text-sm text-zinc-700">
        Downloads for Xero and QuickBooks cover at most {MAX_EXPORT_DAYS} days: choose a shorter range to
        export its invoices and credit notes.
      </p>
    );
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 text-sm text-zinc-700">
      <span>Invoices and credit notes, {period}:</span>
      <a href={apiUrl('/earnings/export', { format: 'xero', from, to })} download className={LINK}>
        Download for Xero (CSV)
      </a>
      <a href={apiUrl('/earnings/export', { format: 'quickbooks', from, to })} download className={LINK}>
        Download for QuickBooks (CSV)
      </a>
      <span className="text-zinc-500">At most {MAX_EXPORT_DAYS} days per file.</span>
    </div>
  );
}
