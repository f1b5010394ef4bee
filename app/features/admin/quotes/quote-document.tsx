import { Panel } from '~/components/admin/panel';
import { LinePicture } from '~/components/line/line-picture';
import { SummaryRow } from '~/components/line/summary-row';
import { decorationText } from '../../../../domain/line-item';
import { formatQuoteDay } from '../../../../domain/quotes';
import { formatPounds, formatShippingCost } from '../../../../domain/money';
import { formatOrderDate } from '../../../../domain/orders';
import type { QuoteTotals } from '../../../../domain/quote-lines';
import type { QuoteDocumentView, QuoteLineView } from '../../../../domain/quote-view';

/** "S × 10, M × 20" */
export const sizesText = (sizes: readonly { size: string; quantity: number }[]) =>
  sizes.map((s) => `${s.size} × ${s.quantity}`).join(', ');

/** A quote's figures, as the server priced them: its lines, decoration, discount, shipping and total. */
export function QuoteTotalsList({ totals }: { totals: QuoteTotals }) {
  const garments = totals.garmentCount === 1 ? '1 garment' : `${totals.garmentCount} garments`;
  return (
    <dl className="flex flex-col gap-1.5 text-sm">
      <SummaryRow label={`Goods (${garments})`} value={formatPounds(totals.goods)} />
      <SummaryRow label="Decoration" value={formatPounds(totals.logoCharges)} />
      <SummaryRow label="Subtotal" value={formatPounds(totals.subtotal)} />
      {totals.discount > 0 && (
        <SummaryRow label={`Discount (${totals.discountPercent}%)`} value={formatPounds(-totals.discount)} />
      )}
      <SummaryRow label="Shipping" value={formatShippingCost(totals.shipping)} />
      <SummaryRow label="Total" value={formatPounds(totals.total)} strong />
    </dl>
  );
}

/** One priced line, read only: its mock-up, what it is, and its money. */
function QuoteLineRow({ line }: { line: QuoteLineView }) {
  if (line.kind === 'custom')
    return (
      <li className="flex justify-between gap-3 py-3 text-sm">
        <div className="min-w-0">
          <p className="font-medium break-words text-zinc-900">{line.description}</p>
          <p className="text-zinc-600">
            {line.quantity} × {formatPounds(line.unitPrice)}
          </p>
        </div>
        <p className="shrink-0 font-semibold tabular-nums">{formatPounds(line.goods)}</p>
      </li>
    );
  const decoration = decorationText(line);
  return (
    <li className="flex gap-3 py-3 text-sm">
      <LinePicture line={line} className="size-20" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-zinc-900">
          {line.title} <span className="font-normal text-zinc-600">· {line.colour}</span>
        </p>
        <p className="text-zinc-700">{sizesText(line.sizes)}</p>
        <p className="text-zinc-600">
          {line.quantity} × {formatPounds(line.unitPrice)}
          {line.logoCharge > 0 && ` + decoration ${formatPounds(line.logoCharge)}`}
        </p>
        {decoration && <p className="text-xs break-words text-zinc-600">{decoration}</p>}
      </div>
      <p className="shrink-0 font-semibold tabular-nums">{formatPounds(line.goods + line.logoCharge)}</p>
    </li>
  );
}

/** A version as sent (or the draft), read only: lines with mock-ups, totals, valid-until and the message. */
export function QuoteDocument({ doc }: { doc: QuoteDocumentView }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <ul className="divide-y divide-zinc-200" aria-label={`Lines of version ${doc.version}`}>
        {doc.lines.map((line, i) => (
          <QuoteLineRow key={i} line={line} />
        ))}
      </ul>
      <div className="flex flex-col gap-3">
        <QuoteTotalsList totals={doc.totals} />
        <p className="text-sm text-zinc-700">Valid until {formatQuoteDay(doc.validUntil)}</p>
        {doc.message && (
          <div className="rounded-md bg-zinc-50 p-3 text-sm text-zinc-800">
            <p className="font-medium">Message to the buyer</p>
            <p className="mt-1 break-words whitespace-pre-line">{doc.message}</p>
          </div>
        )}
      </div>
    </div>
  );
}

const versionTitle = (doc: QuoteDocumentView) =>
  `Version ${doc.version}${doc.sentAt ? `, sent ${formatOrderDate(doc.sentAt)}` : ''} · ${formatPounds(doc.totals.total)}`;

/**
 * The versions sent, newest first, each folded away until opened (`openFirst` shows the current one open): what
 * the buyer read, as they read it.
 */
export function QuoteVersions({
  versions,
  title,
  openFirst = false,
}: {
  versions: readonly QuoteDocumentView[];
  title: string;
  openFirst?: boolean;
}) {
  if (versions.length === 0) return null;
  return (
    <Panel title={title}>
      <div className="mt-2 divide-y divide-zinc-200">
        {versions.map((doc, i) => (
          <details key={doc.version} open={openFirst && i === 0} className="group py-2">
            <summary className="cursor-pointer py-1 text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
              {versionTitle(doc)}
              {i === 0 && <span className="ml-2 text-xs font-normal text-zinc-600">(current)</span>}
            </summary>
            <div className="mt-2">
              <QuoteDocument doc={doc} />
            </div>
          </details>
        ))}
      </div>
    </Panel>
  );
}
