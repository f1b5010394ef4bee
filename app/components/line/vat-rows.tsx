import { Fragment } from 'react';
import { formatPounds } from '../../../domain/money';
import type { LineItem } from '../../../domain/line-item';
import type { CartTotals } from '../../../domain/pricing';
import { cartVatFigures, shownLineAmount, type CartVatInfo } from '../../../domain/cart-vat-view';
import { NO_VAT_SUMMARY, netRateLabel, vatRateLabel } from '../../../domain/vat-wording';
import { SummaryRow } from './summary-row';

/**
 * The VAT rows of a cart's or checkout's summary (inside its <dl>): "No VAT Charged" while the shop charges
 * none; once it does, the net and VAT of each rate in the total. A shopper's VAT is in the prices ("included");
 * a trade buyer's line prices are shown without it, so the VAT reads as added. The total never changes.
 */
export function VatRows({
  vat,
  lines,
  totals,
}: {
  vat: CartVatInfo | null | undefined;
  lines: readonly Pick<LineItem, 'id' | 'unavailable'>[];
  totals: Pick<CartTotals, 'lines' | 'setupFees' | 'discount' | 'shipping'>;
}) {
  if (!vat) return <SummaryRow label="VAT" value={NO_VAT_SUMMARY} />;
  const figures = cartVatFigures(vat, lines, totals);
  if (vat.trade)
    return (
      <>
        <SummaryRow label="Total ex. VAT" value={formatPounds(figures.net)} />
        {figures.rates.map((r) => (
          <SummaryRow key={r.rate} label={vatRateLabel(r)} value={formatPounds(r.vat)} />
        ))}
      </>
    );
  // inside the prices: drawn quieter than the charges above, so they don't read as added
  return (
    <>
      {figures.rates.map((r) => (
        <Fragment key={r.rate}>
          <IncludedRow label={netRateLabel(r)} value={formatPounds(r.net)} />
          <IncludedRow label={`${vatRateLabel(r)} (included)`} value={formatPounds(r.vat)} />
        </Fragment>
      ))}
    </>
  );
}

function IncludedRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between text-xs text-zinc-600">
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** A line's price in a cart or checkout: as charged, or without its VAT (and saying so) for a trade buyer. */
export function VatLinePrice({
  vat,
  lineId,
  gross,
}: {
  vat: CartVatInfo | null | undefined;
  lineId: string;
  gross: number;
}) {
  const amount = shownLineAmount(vat ?? null, lineId, gross);
  return (
    <>
      {formatPounds(amount)}
      {vat?.trade && <span className="block text-xs font-normal text-zinc-600">ex. VAT</span>}
    </>
  );
}
