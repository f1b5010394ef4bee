import { useId } from 'react';
import { formatPounds, type Pence } from '../../../domain/money';
import type { DecorationPricing, PriceBreak } from '../../../domain/price-breaks';
import { bandQuantities, ladderBands } from '../../../domain/price-ladder';
import {
  decorationPricesText,
  decorationTable,
  hasDecorationBreaks,
  positionSizeText,
  fromPrice,
  setupFeeText,
} from '../../../domain/price-quotes';
import { cn } from '~/lib/cn';

const cell = 'border-b border-zinc-200 py-1.5 pr-3 align-top';

/**
 * --ui The product page's "Buy more, pay less" (issue 29): the garment's price each by quantity, and the logo's
 * price per garment per position by method and position size, with the setup rule, all from the product's
 * breaks and the shop's decoration prices. Drawn by the server, so it is there without JavaScript.
 *
 *   <PriceLadder price={product.price} breaks={product.priceBreaks} pricing={useDecorationPricing()} />
 */
export function PriceLadder({
  price,
  breaks,
  pricing,
}: {
  price: Pence;
  breaks: readonly PriceBreak[];
  pricing: DecorationPricing;
}) {
  const id = useId();
  const garment = breaks.length > 0 ? ladderBands(price, breaks) : null;
  const laddered = hasDecorationBreaks(pricing);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-zinc-200 bg-white p-4 text-sm text-zinc-700"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
        {garment || laddered ? 'Buy more, pay less' : 'Logo prices'}
      </h2>
      {/* the garment's table beside the logo's sentence; above the logo's table when that has ladders too */}
      <div className={cn('mt-2 grid gap-5', !laddered && 'sm:grid-cols-[auto_minmax(0,1fr)]')}>
        {garment && (
          <div>
            <table className="w-full text-left tabular-nums sm:w-auto">
              <caption className="mb-1 text-left font-semibold text-zinc-900">This garment</caption>
              <thead>
                <tr className="text-xs text-zinc-600">
                  <th scope="col" className={cell}>
                    Quantity
                  </th>
                  <th scope="col" className={cell}>
                    Price each
                  </th>
                </tr>
              </thead>
              <tbody>
                {garment.map((band) => (
                  <tr key={band.from}>
                    <th scope="row" className={`${cell} font-medium whitespace-nowrap`}>
                      {bandQuantities(band)}
                    </th>
                    <td className={`${cell} font-semibold text-brand-900`}>{formatPounds(band.price)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-xs text-zinc-600">
              All sizes and colours of it in your cart count together.
            </p>
          </div>
        )}
        <div className={!garment && !laddered ? 'sm:col-span-2' : undefined}>
          {laddered ? (
            <table className="w-full text-left tabular-nums">
              <caption className="mb-1 text-left font-semibold text-zinc-900">
                Your logo, per garment per position
              </caption>
              <thead>
                <tr className="text-xs text-zinc-600">
                  <th scope="col" className={cell}>
                    Method and position
                  </th>
                  <th scope="col" className={cell}>
                    Quantity: price
                  </th>
                </tr>
              </thead>
              <tbody>
                {decorationTable(pricing).map((row) => (
                  <tr key={`${row.method}-${row.positionSize}`}>
                    <th scope="row" className={`${cell} font-medium`}>
                      {row.method}
                      <span className="block text-xs font-normal text-zinc-600">
                        {positionSizeText(row.positionSize)}
                      </span>
                    </th>
                    <td className={cell}>
                      {row.bands.map((band) => (
                        <span key={band.from} className="mr-3 inline-block whitespace-nowrap">
                          {row.bands.length === 1 ? 'Any quantity' : bandQuantities(band)}:{' '}
                          <strong className="font-semibold text-brand-900">{formatPounds(band.price)}</strong>
                        </span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>
              <strong className="font-semibold text-zinc-900">Your logo:</strong> embroidered or printed,{' '}
              {decorationPricesText(pricing)}.
            </p>
          )}
          <p className="mt-2 text-xs text-zinc-600">
            {laddered && <>Setup: {setupFeeText(pricing)}. Every garment carrying a design counts. </>}A logo
            you used on an earlier order has no setup fee.
          </p>
        </div>
      </div>
    </section>
  );
}

/**
 * --ui "from £10.99 for 25+": the lowest price each a product's breaks reach (a listing card, the product page's
 * price); nothing for a product with one price.
 *
 *   <FromPrice breaks={product.priceBreaks} className="text-xs" />
 */
export function FromPrice({
  breaks,
  className,
  short,
}: {
  breaks: readonly PriceBreak[];
  className?: string;
  /** "from £10.99" to the eye (a listing card); the quantity is still read out. */
  short?: boolean;
}) {
  const lowest = fromPrice(breaks);
  if (!lowest) return null;
  const quantity = ` each for ${lowest.minQuantity}+`;
  return (
    <p className={cn('font-medium text-emerald-800', className)}>
      from <span className="font-bold">{formatPounds(lowest.price)}</span>
      {short ? <span className="sr-only">{quantity}</span> : quantity}
    </p>
  );
}
