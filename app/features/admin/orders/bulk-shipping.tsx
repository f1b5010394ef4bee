import { FileUp, Truck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { DataTable, type Column } from '~/components/ui/data-table';
import { Dialog, DialogClose, dialogActionsClass } from '~/components/ui/dialog';
import { ErrorList, Field, OptionList, SelectField } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { refusalMessage } from '~/components/admin/use-seller-submit';
import { api } from '~/lib/api';
import {
  applyLabel,
  BULK_SHIPPING_MAX_BYTES,
  BULK_SHIPPING_MESSAGES,
  type ShipRowInput,
} from '../../../../domain/bulk-shipping';
import { SHIPPING_CARRIERS, type ShippingCarrier } from '../../../../domain/carriers';
import { formatOrderNumber } from '../../../../domain/orders';

const SHIP_FAILED = 'The orders could not be marked shipped.';

/** One row of the server's preview (POST /api/orders/shipping/preview). */
export interface PreviewRow {
  row: number;
  order: string;
  carrier: string;
  trackingId: string;
  orderId: string | null;
  orderNumber: string | null;
  customerName: string | null;
  shipsWithTracking: string | null;
  ready: boolean;
  problem: string | null;
}
interface Preview {
  rows: PreviewRow[];
  ready: number;
  problems: string[];
}
interface ApplyAnswer {
  message: string;
  applied: { row: number; orderId: string; orderNumber: string }[];
  skipped: { row: number; order: string; problem: string }[];
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The orders list's bulk shipping (issue 35): the bar above the list with the selection's count, "select all on
 * this page", Mark shipped (one carrier for the selected orders) and Upload carrier CSV (previewed row by row,
 * then applied). The server checks every row; nothing is shipped until the seller applies.
 */
export function BulkShippingBar({
  orders,
  selected,
  onSelectedChange,
  shipping = true,
  children,
  footer,
}: {
  orders: readonly { id: string; number: number }[];
  selected: ReadonlySet<string>;
  onSelectedChange: (ids: Set<string>) => void;
  /** Mark shipped and the carrier's CSV (orders:manage); without, only the actions given as children. */
  shipping?: boolean;
  /** More actions on the selection (the Click & Drop export), after the shipping ones. */
  children?: ReactNode;
  /** A line under the actions, the bar's whole width (an action's refusal). */
  footer?: ReactNode;
}) {
  const chosen = orders.filter((o) => selected.has(o.id));
  const all = orders.length > 0 && chosen.length === orders.length;
  return (
    <div
      role="group"
      aria-label="Bulk shipping"
      className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-zinc-200 bg-white px-3 py-2"
    >
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-zinc-800 md:min-h-0">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={all}
          disabled={orders.length === 0}
          ref={(box) => {
            if (box) box.indeterminate = chosen.length > 0 && !all;
          }}
          onChange={(e) => onSelectedChange(new Set(e.target.checked ? orders.map((o) => o.id) : []))}
        />
        Select all on this page
      </label>
      <span className="text-sm text-zinc-700" aria-live="polite">
        {chosen.length} selected
      </span>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        {shipping && (
          <>
            <MarkShippedDialog orders={chosen} onDone={() => onSelectedChange(new Set())} />
            <CsvShippingDialog />
          </>
        )}
        {children}
      </div>
      {footer}
    </div>
  );
}

function MarkShippedDialog({
  orders,
  onDone,
}: {
  orders: readonly { id: string; number: number }[];
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [carrier, setCarrier] = useState<ShippingCarrier | ''>('');
  const [tracking, setTracking] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const { revalidate } = useRevalidator();
  const count = orders.length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!carrier) return setErrors(['Choose a carrier.']);
    const rows: ShipRowInput[] = orders.map((o, i) => ({
      row: i + 1,
      order: formatOrderNumber(o.number),
      carrier,
      trackingId: (tracking[o.id] ?? '').trim(),
    }));
    setBusy(true);
    try {
      const answer = await api.post<ApplyAnswer>('/orders/shipping/apply', { rows });
      await revalidate();
      if (answer.applied.length > 0) toast.success(answer.message);
      if (answer.skipped.length > 0) {
        setErrors(answer.skipped.map((s) => `Not shipped: ${s.problem}.`));
        return;
      }
      setOpen(false);
      onDone();
    } catch (error) {
      setErrors([refusalMessage(error, SHIP_FAILED)]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setErrors([]);
          setTracking({});
        }
      }}
      size="lg"
      closeButton
      title={`Mark ${count} ${count === 1 ? 'order' : 'orders'} shipped`}
      description="One carrier for them all. A tracking number left blank uses the one saved on the order."
      trigger={
        <Button type="button" disabled={count === 0}>
          <Truck className="size-4" aria-hidden />
          Mark shipped…
        </Button>
      }
    >
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <SelectField
          labelProps={{ children: 'Carrier' }}
          selectProps={{
            name: 'carrier',
            required: true,
            value: carrier,
            onChange: (e) => setCarrier(e.target.value as ShippingCarrier),
            className: 'mt-1 block h-10 w-full sm:w-64',
          }}
        >
          <option value="">Choose a carrier</option>
          <OptionList options={SHIPPING_CARRIERS} />
        </SelectField>
        <fieldset>
          <legend className="text-sm font-medium text-zinc-800">Tracking numbers (optional)</legend>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {orders.map((o) => (
              <li key={o.id}>
                <Field
                  labelProps={{ children: `Order ${formatOrderNumber(o.number)}` }}
                  inputProps={{
                    name: `tracking-${o.id}`,
                    value: tracking[o.id] ?? '',
                    autoComplete: 'off',
                    placeholder: 'Saved tracking number',
                    onChange: (e) => setTracking((t) => ({ ...t, [o.id]: e.target.value })),
                    className: 'mt-1 block h-10 w-full',
                  }}
                />
              </li>
            ))}
          </ul>
        </fieldset>
        <ErrorList errors={errors} announce />
        <div className={dialogActionsClass}>
          <DialogClose>Cancel</DialogClose>
          <Button type="submit" disabled={busy}>
            {busy ? 'Marking shipped…' : `Mark ${count} ${count === 1 ? 'order' : 'orders'} shipped`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const previewColumns: Column<PreviewRow>[] = [
  { key: 'row', header: 'Row', cell: (r) => r.row, cellClassName: 'tabular-nums' },
  {
    key: 'order',
    header: 'Order',
    cell: (r) => (
      <>
        <span className="font-semibold whitespace-nowrap">{r.orderNumber ?? r.order}</span>
        {r.customerName && <span className="block text-xs text-zinc-600">{r.customerName}</span>}
      </>
    ),
  },
  { key: 'carrier', header: 'Carrier', cell: (r) => r.carrier, cellClassName: 'whitespace-nowrap' },
  {
    key: 'tracking',
    header: 'Tracking number',
    cell: (r) => r.shipsWithTracking ?? r.trackingId,
    cellClassName: 'whitespace-nowrap tabular-nums',
  },
  { key: 'result', header: 'Check', cell: (r) => <RowResult row={r} /> },
];

function RowResult({ row }: { row: PreviewRow }) {
  return row.ready ? (
    <span className="font-medium text-green-800">Ready</span>
  ) : (
    <span className="text-red-700">{sentence(row.problem?.replace(/^Row \d+: /, '') ?? '')}</span>
  );
}

function CsvShippingDialog() {
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { revalidate } = useRevalidator();

  function reset() {
    setPreview(null);
    setError(null);
  }

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) return setError('Choose a CSV file to upload.');
    // the server refuses it too; no need to send 2 MB to hear so
    if (file.size > BULK_SHIPPING_MAX_BYTES) return setError(BULK_SHIPPING_MESSAGES.tooLarge);
    const form = new FormData();
    form.set('file', file);
    setBusy(true);
    try {
      setPreview(await api.post<Preview>('/orders/shipping/preview', form));
    } catch (e) {
      setError(refusalMessage(e, 'The file could not be read.'));
    } finally {
      setBusy(false);
    }
  }

  async function apply() {
    if (!preview) return;
    const rows: ShipRowInput[] = preview.rows
      .filter((r) => r.ready)
      .map((r) => ({
        row: r.row,
        order: r.order,
        carrier: r.carrier as ShippingCarrier,
        trackingId: r.trackingId,
      }));
    setBusy(true);
    try {
      const answer = await api.post<ApplyAnswer>('/orders/shipping/apply', { rows });
      await revalidate();
      if (answer.skipped.length > 0)
        toast.warning(
          `${answer.message} Not shipped: ${answer.skipped.map((s) => `row ${s.row}`).join(', ')}.`,
        );
      else toast.success(answer.message);
      setOpen(false);
    } catch (e) {
      setError(refusalMessage(e, SHIP_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) reset();
      }}
      size="lg"
      closeButton
      title="Ship orders from a carrier’s CSV"
      description='A CSV file of up to 2 MB with an order number ("Order number", "Order reference" or "Reference"), a carrier ("Carrier" or "Service") and a tracking number ("Tracking number" or "Tracking id") on each row. Nothing is shipped until you apply.'
      trigger={
        <Button type="button" variant="secondary">
          <FileUp className="size-4" aria-hidden />
          Upload carrier CSV…
        </Button>
      }
    >
      <form onSubmit={check} className="mt-4 flex flex-wrap items-end gap-3">
        <Field
          className="min-w-0 flex-1"
          labelProps={{ children: 'CSV file' }}
          inputProps={{
            type: 'file',
            name: 'file',
            accept: '.csv,text/csv',
            onChange: reset,
            className: 'mt-1 block w-full py-1.5 text-sm',
          }}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy && !preview ? 'Checking…' : 'Check file'}
        </Button>
      </form>
      <ErrorList errors={[error]} announce className="mt-3 text-sm text-red-700" />
      {preview && (
        <section aria-label="Preview" className="mt-4">
          <p className="text-sm text-zinc-800" aria-live="polite">
            {preview.ready} of {preview.rows.length} {preview.rows.length === 1 ? 'row is' : 'rows are'} ready
            to ship.
          </p>
          {preview.problems.length > 0 && (
            <div className="mt-2 rounded-md border border-red-200 bg-red-50 p-3">
              <h3 className="text-sm font-semibold text-red-800">
                {preview.problems.length === 1 ? 'This row' : 'These rows'} will not be shipped:
              </h3>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-red-800">
                {preview.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          )}
          <DataTable
            caption="Rows in the file"
            rows={preview.rows}
            rowKey={(r) => String(r.row)}
            columns={previewColumns}
            empty="The file has no rows."
            rowClassName={(r) => (r.ready ? undefined : 'bg-red-50/60')}
            card={(r) => (
              <li
                className={`rounded-lg border p-3 text-sm ${r.ready ? 'border-zinc-200 bg-white' : 'border-red-200 bg-red-50'}`}
              >
                <p className="flex justify-between gap-2">
                  <span className="font-semibold">
                    Row {r.row}: {r.orderNumber ?? r.order}
                  </span>
                  <span>{r.carrier}</span>
                </p>
                {r.customerName && <p className="text-xs text-zinc-600">{r.customerName}</p>}
                {(r.shipsWithTracking ?? r.trackingId) && (
                  <p className="break-all text-zinc-700">{r.shipsWithTracking ?? r.trackingId}</p>
                )}
                <p className="mt-1">
                  <RowResult row={r} />
                </p>
              </li>
            )}
          />
        </section>
      )}
      <div className={dialogActionsClass}>
        <DialogClose>Cancel</DialogClose>
        {preview && (
          <Button type="button" disabled={busy || preview.ready === 0} onClick={() => void apply()}>
            {busy ? 'Applying…' : applyLabel(preview.ready)}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
