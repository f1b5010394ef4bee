import { useId } from 'react';
import type { OrderVat } from '../../../domain/vat';
import { VAT_INVOICE, VAT_TABLE_HEADINGS, vatTableRows } from '../../../domain/vat-documents';
import { cn } from '~/lib/cn';

/**
 * A VAT order's VAT at each rate (issue 34): net, VAT and gross per rate as the VAT invoice lists them
 * (domain/vat-documents), with the shop's VAT number. The customer's order page and the seller's show it.
 */
export function OrderVatTable({
  vat,
  className = 'rounded-2xl border border-zinc-200 bg-zinc-50 p-4 sm:p-5',
  headingClassName = 'text-lg font-bold text-brand-900',
  children,
}: {
  vat: OrderVat;
  className?: string;
  headingClassName?: string;
  /** more under the table (the seller's rate corrections) */
  children?: React.ReactNode;
}) {
  const id = useId();
  const rows = vatTableRows(vat);
  const cell = 'px-2 py-1.5 text-right tabular-nums';
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        VAT
      </h2>
      <p className="mt-1 text-sm text-zinc-700">
        Prices include VAT. The {VAT_INVOICE} lists these rates with VAT number{' '}
        <span className="font-medium whitespace-nowrap">{vat.vatNumber}</span>.
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[18rem] text-left text-sm">
          <caption className="sr-only">VAT at each rate</caption>
          <thead className="text-zinc-700">
            <tr>
              <th scope="col" className="py-1.5 pr-2 font-medium">
                {VAT_TABLE_HEADINGS.rate}
              </th>
              <th scope="col" className={cn(cell, 'font-medium')}>
                {VAT_TABLE_HEADINGS.net}
              </th>
              <th scope="col" className={cn(cell, 'font-medium')}>
                {VAT_TABLE_HEADINGS.vat}
              </th>
              <th scope="col" className={cn(cell, 'pr-0 font-medium')}>
                {VAT_TABLE_HEADINGS.gross}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200 border-t border-zinc-200">
            {rows.map((r) => (
              <tr key={r.rate} className={r.rate === 'total' ? 'font-semibold' : undefined}>
                <th scope="row" className="py-1.5 pr-2 font-normal">
                  {r.label}
                </th>
                <td className={cell}>{r.net}</td>
                <td className={cell}>{r.vat}</td>
                <td className={cn(cell, 'pr-0')}>{r.gross}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {children}
    </section>
  );
}
