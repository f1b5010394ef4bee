import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useSellerSubmit } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { OrderVatTable } from '~/components/line/order-vat-table';
import type { LineItem } from '../../../../domain/line-item';
import { VAT_RATE_LABELS, VAT_RATES, type OrderVat, type VatRate } from '../../../../domain/vat';
import { VatRateChangeSchema } from '../../../../domain/vat-documents';

/**
 * A VAT order's VAT on the seller's page (issue 34): the table per rate, and while the order is unpaid (its VAT
 * invoice not issued) each line's rate, which staff who manage orders may correct; the order's total stays.
 */
export function OrderVatPanel({
  orderId,
  vat,
  lines,
  mayChange,
}: {
  orderId: string;
  vat: OrderVat;
  lines: Pick<LineItem, 'id' | 'title' | 'size' | 'colour' | 'vatRate'>[];
  /** unpaid, and the viewer manages orders */
  mayChange: boolean;
}) {
  return (
    <OrderVatTable
      vat={vat}
      className="rounded-lg border border-zinc-200 bg-white p-4"
      headingClassName="font-semibold text-zinc-900"
    >
      {mayChange && (
        <div className="mt-4 border-t border-zinc-200 pt-3">
          <h3 className="text-sm font-semibold text-zinc-900">VAT rate of each line</h3>
          <p className="mt-1 text-sm text-zinc-700">
            Until the order is paid, a line’s rate can be corrected. The total stays the same: the VAT inside
            it is worked out again.
          </p>
          <ul className="mt-2 flex flex-col gap-2">
            {lines.map((line) => (
              <LineRate key={line.id} orderId={orderId} line={line} />
            ))}
          </ul>
        </div>
      )}
    </OrderVatTable>
  );
}

function LineRate({
  orderId,
  line,
}: {
  orderId: string;
  line: Pick<LineItem, 'id' | 'title' | 'size' | 'colour' | 'vatRate'>;
}) {
  const id = useId();
  const saved = line.vatRate ?? 'standard';
  const [rate, setRate] = useState<VatRate>(saved);
  const { busy, error, submit } = useSellerSubmit();
  const revalidator = useRevalidator();
  const name = [line.title, line.colour, line.size].filter(Boolean).join(', ');

  function save(event: React.FormEvent) {
    event.preventDefault();
    void submit(VatRateChangeSchema, { rate }, 'Failed to change the VAT rate', async (body) => {
      await api.put(`/orders/${orderId}/lines/${line.id}/vat-rate`, body);
      toast.success(`VAT rate of ${line.title} changed`);
      await revalidator.revalidate();
    });
  }

  return (
    <li>
      <form onSubmit={save} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-sm text-zinc-800">
            {name}
          </label>
          <select
            id={id}
            value={rate}
            onChange={(e) => setRate(e.target.value as VatRate)}
            aria-invalid={error ? true : undefined}
            className="mt-1 block w-full rounded-md border border-zinc-400 bg-white px-2 py-2 text-sm"
          >
            {VAT_RATES.map((r) => (
              <option key={r} value={r}>
                {VAT_RATE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={busy || rate === saved}>
          {busy ? 'Saving…' : 'Save rate'}
        </Button>
        {error && (
          <p role="alert" className="basis-full text-sm text-red-800">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}
