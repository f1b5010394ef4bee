import { Link } from 'react-router';
import { bundleGarmentsText, lineTitle } from '../../../domain/bundle-line';
import type { LineArtworkFindings } from '../../../domain/artwork-advice';
import { breakLabel, chargedDecorationLine } from '../../../domain/charged-price';
import { decorationLine, type LineItem } from '../../../domain/line-item';
import { formatPounds } from '../../../domain/money';
import { lineTotal } from '../../../domain/pricing';
import { ArtworkFindingList } from '~/components/line/artwork-findings';
import { BundleMockups, LinePicture } from '~/components/line/line-picture';
import { BundleGarments } from './bundle-garments';
import { LineNamesDetails, StoreLineNote } from '~/components/names/line-names';

/**
 * What was ordered, as it was ordered: each garment with its mock-up, decoration, price each as charged (with
 * the quantity break that set it, and a decoration's price where a break changed it) and line total; a bundle as
 * one line with its garments, their mock-ups and the saving. The seller's page passes `artworkFindings` (by line
 * id) to show the artwork checks under each uploaded logo; the customer's page does not.
 */
export function OrderLines({
  lines,
  artworkFindings,
  prices = true,
}: {
  lines: LineItem[];
  artworkFindings?: Record<string, LineArtworkFindings>;
  /**
   * Show what each line charged (off on the seller's page for staff who may not see money, whose lines carry
   * no prices: domain/order-visibility): then only what was ordered and how it is decorated.
   */
  prices?: boolean;
}) {
  return (
    <ul className="divide-y divide-zinc-200" aria-label="Items in this order">
      {lines.map((line) => (
        <OrderLine key={line.id} line={line} artworkFindings={artworkFindings?.[line.id]} prices={prices} />
      ))}
    </ul>
  );
}

function OrderLine({
  line,
  artworkFindings,
  prices,
}: {
  line: LineItem;
  artworkFindings?: LineArtworkFindings;
  prices: boolean;
}) {
  // the same mock-up as the cart's line: a text logo is drawn, an upload shows its preview (or a badge)
  const title = lineTitle(line);
  const href = line.bundle
    ? line.bundle.bundleId && `/bundle/${line.bundle.bundleId}`
    : line.productId && `/product/${line.productId}`;
  return (
    <li className="flex gap-4 py-4 first:pt-0 last:pb-0">
      <LinePicture line={line} className="size-24 sm:size-36" />
      {/* the line total sits beside the title, and on phones beside the quantity, so the title has room */}
      <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] content-start gap-x-3 gap-y-1">
        <h3 className="col-span-2 font-semibold text-zinc-900 sm:col-span-1">
          {href ? (
            <Link to={href} className="hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {prices && (
          <p className="col-start-2 row-start-3 self-end text-right font-semibold tabular-nums sm:row-start-1 sm:self-start">
            <span className="sr-only">Line total: </span>
            {formatPounds(lineTotal(line))}
          </p>
        )}
        <p className="col-start-1 text-sm text-zinc-600">
          {line.bundle ? bundleGarmentsText(line.bundle) : `Colour ${line.colour}`}
        </p>
        {prices ? (
          <p className="col-start-1 text-sm text-zinc-600 tabular-nums">
            {/* the price each the order charged, and the quantity break that set it: "3 x £11.99 (10+ price)" */}
            <span className="whitespace-nowrap">
              {line.quantity} x {formatPounds(line.unitPrice)}
            </span>
            {breakLabel(line.priceBreak) && (
              <>
                {' '}
                <span className="whitespace-nowrap">({breakLabel(line.priceBreak)})</span>
              </>
            )}
            {line.logoCharge > 0 && (
              <span className="text-zinc-500">
                {' '}
                + {formatPounds(line.logoCharge)}{' '}
                {line.store ? 'names' : line.names ? 'logo and names' : 'logo application'}
              </span>
            )}
          </p>
        ) : (
          <p className="col-start-1 text-sm text-zinc-600 tabular-nums">Quantity {line.quantity}</p>
        )}
        <BundleGarments line={line} withCount={false} saving={prices} className="col-span-2 text-sm" />
        {line.decorations.length > 0 && (
          <ul className="col-span-2 text-sm text-zinc-700" aria-label={`Logos on ${title}`}>
            {line.decorations.map((d) => {
              const findings = artworkFindings?.[d.position];
              return (
                <li key={d.position}>
                  {prices ? chargedDecorationLine(d) : decorationLine(d)}
                  {findings && findings.length > 0 && (
                    <ArtworkFindingList
                      findings={findings}
                      label={`Artwork check at ${d.position}`}
                      className="mt-1 mb-2"
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <StoreLineNote line={line} className="col-span-2" />
        <LineNamesDetails line={line} className="col-span-2" prices={prices} />
        {line.notes && <p className="col-span-2 text-xs text-zinc-500">Notes: {line.notes}</p>}
        <BundleMockups line={line} className="col-span-2 mt-1" />
      </div>
    </li>
  );
}
