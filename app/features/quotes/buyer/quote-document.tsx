import { ReceiptText } from 'lucide-react';
import { NO_VAT_SUMMARY } from '../../../../domain/vat-wording';
import { breakLabel } from '../../../../domain/charged-price';
import { decorationLine } from '../../../../domain/line-item';
import { formatPounds, formatShippingCost } from '../../../../domain/money';
import type {
  QuoteCustomLineView,
  QuoteDocumentView,
  QuoteGarmentLineView,
} from '../../../../domain/quote-view';
import { LinePicture } from '~/components/line/line-picture';
import { SummaryRow } from '~/components/line/summary-row';

type Heading = 'h3' | 'h4';

/**
 * One version of a quote as the buyer reads it: each garment with its mock-up, colour, sizes and quantities, the
 * price each (and the quantity break it came from, where the shop's own price stands), its decorations each with
 * their price per garment, and the line's total; the seller's own charges ("Digitising"); then the figures.
 */
export function QuoteDocumentLines({
  document,
  lineHeading = 'h3',
}: {
  document: QuoteDocumentView;
  /** The lines' titles' level: under the page's h2, or under an earlier version's h3. */
  lineHeading?: Heading;
}) {
  return (
    <ul className="divide-y divide-zinc-200" aria-label={`Lines of version ${document.version}`}>
      {document.lines.map((line, i) =>
        line.kind === 'garment' ? (
          <GarmentLine key={i} line={line} heading={lineHeading} />
        ) : (
          <CustomLine key={i} line={line} heading={lineHeading} />
        ),
      )}
    </ul>
  );
}

const lineRow = 'grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 py-4 first:pt-0 last:pb-0';
const titleRow = 'flex items-start justify-between gap-3';

function LineTotal({ pence }: { pence: number }) {
  return (
    <p className="shrink-0 text-right font-semibold text-zinc-900 tabular-nums">
      <span className="sr-only">Line total: </span>
      {formatPounds(pence)}
    </p>
  );
}

function GarmentLine({ line, heading: H }: { line: QuoteGarmentLineView; heading: Heading }) {
  // an agreed price is the quote's own: the break is named only where the shop's price stands
  const reached = line.unitPrice === line.shopUnitPrice ? breakLabel(line.priceBreak) : null;
  return (
    <li className={lineRow}>
      <LinePicture line={line} className="size-24 sm:size-32" />
      <div className="min-w-0 text-sm text-zinc-700">
        <div className={titleRow}>
          <H className="text-base font-semibold text-zinc-900">{line.title}</H>
          <LineTotal pence={line.goods + line.logoCharge} />
        </div>
        <p>Colour {line.colour}</p>
        <p className="tabular-nums">
          <span className="whitespace-nowrap">
            {line.quantity} × {formatPounds(line.unitPrice)}
          </span>
          {reached && <span className="whitespace-nowrap"> ({reached})</span>}
        </p>
        <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={`Sizes of ${line.title}`}>
          {line.sizes.map((s) => (
            <li
              key={s.size}
              className="rounded border border-zinc-200 bg-zinc-50 px-1.5 py-0.5 text-xs text-zinc-800 tabular-nums"
            >
              {s.size} × {s.quantity}
            </li>
          ))}
        </ul>
        {line.decorations.length > 0 && (
          <>
            <ul className="mt-2" aria-label={`Decoration on ${line.title}`}>
              {line.decorations.map((d) => (
                <li key={d.position}>
                  {decorationLine(d)}
                  <span className="whitespace-nowrap"> · {formatPounds(d.unitPrice ?? 0)} per garment</span>
                </li>
              ))}
            </ul>
            <p className="text-zinc-600 tabular-nums">Decoration {formatPounds(line.logoCharge)}</p>
          </>
        )}
      </div>
    </li>
  );
}

function CustomLine({ line, heading: H }: { line: QuoteCustomLineView; heading: Heading }) {
  return (
    <li className={lineRow}>
      {/* a charge has no picture: a small mark in the pictures' column keeps the titles in line */}
      <div className="w-24 sm:w-32">
        <div className="mx-auto flex size-14 items-center justify-center rounded-lg border border-zinc-200 bg-zinc-50">
          <ReceiptText aria-hidden className="size-7 text-zinc-500" />
        </div>
      </div>
      <div className="min-w-0 text-sm text-zinc-700">
        <div className={titleRow}>
          <H className="text-base font-semibold [overflow-wrap:anywhere] text-zinc-900">{line.description}</H>
          <LineTotal pence={line.goods} />
        </div>
        <p className="tabular-nums">
          {line.quantity} × {formatPounds(line.unitPrice)}
        </p>
      </div>
    </li>
  );
}

/** The version's figures, as the PDF lists them: goods, decoration, subtotal, discount, shipping, VAT, total. */
export function QuoteFigures({ document, className }: { document: QuoteDocumentView; className?: string }) {
  const { totals } = document;
  return (
    <div className={className}>
      <dl className="flex flex-col gap-2 text-sm">
        <SummaryRow label="Goods" value={formatPounds(totals.goods)} />
        <SummaryRow label="Decoration" value={formatPounds(totals.logoCharges)} />
        <SummaryRow label="Subtotal" value={formatPounds(totals.subtotal)} />
        {totals.discount > 0 && (
          <SummaryRow
            label={`Discount (${totals.discountPercent}%)`}
            value={`-${formatPounds(totals.discount)}`}
          />
        )}
        <SummaryRow label="Shipping" value={formatShippingCost(totals.shipping)} />
        <SummaryRow label="VAT" value={NO_VAT_SUMMARY} />
      </dl>
      <dl className="mt-3 border-t border-zinc-200 pt-3">
        <SummaryRow label="Total" value={formatPounds(totals.total)} strong />
      </dl>
    </div>
  );
}

/** The seller's message with a version, as they wrote it (line breaks kept). */
export function SellerMessage({ message, from }: { message: string; from: string }) {
  if (!message.trim()) return null;
  return (
    <div className="rounded-lg border-l-4 border-brand-600 bg-brand-50 p-3 text-sm text-zinc-800">
      <p className="font-semibold text-brand-900">Message from {from}</p>
      <p className="mt-1 break-words whitespace-pre-wrap">{message}</p>
    </div>
  );
}
