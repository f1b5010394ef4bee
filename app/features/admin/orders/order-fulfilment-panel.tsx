import { Check, ExternalLink, RotateCcw, Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useReauth } from '~/components/admin/reauth-dialog';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, dialogActionsClass } from '~/components/ui/dialog';
import { CheckboxField, Field, OptionList, SelectField, TextareaField } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { api, ApiError } from '~/lib/api';
import {
  mayShip,
  SHIP_NEEDS_TRACKING_MESSAGE,
  SHIPPING_CARRIERS,
  TrackingIdSchema,
  trackingUrl,
} from '../../../../domain/carriers';
import { formatPounds } from '../../../../domain/money';
import {
  formatOrderDate,
  formatOrderNumber,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../../domain/orders';
import { SHIPPABLE_PRODUCTION_STATUSES, SHIPPING_MESSAGES } from '../../../../domain/production';
import type { OrderFulfilmentView } from './order-fulfilment-view';

/** A field's box beside the panel's 40 px buttons. */
const SELLER_FIELD = 'mt-1 block h-10 w-full text-zinc-900';

const MESSAGES = {
  statusUpdated: 'Order status updated successfully!',
  statusFailed: 'Failed to update order status',
  trackingSaved: 'Tracking ID saved successfully!',
  trackingSaveFailed: 'Failed to save tracking ID',
  trackingRemoved: 'Tracking ID removed successfully!',
  trackingRemoveFailed: 'Failed to remove tracking ID',
  refunded: 'Order refunded successfully!',
  refundFailed: 'Failed to refund order',
};

type CallResult =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; status: number; message: string | null; reauth: boolean };

/**
 * Calls the orders API (`/orders/<path>`): its answer, or the refusal's status and the server's own `message`
 * (null when it sent none: the caller says what failed), and whether it asks for the password again.
 */
async function call(method: 'put' | 'post' | 'delete', path: string, body?: object): Promise<CallResult> {
  try {
    const url = `/orders/${path}`;
    const data = await (method === 'delete' ? api.delete(url) : api[method](url, body));
    return { ok: true, data: (data ?? {}) as Record<string, unknown> };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, status: error.status, message: error.serverMessage, reauth: error.needsReauth };
  }
}

/**
 * The seller's shipping and refund controls for one order: the status select (Shipped needs a tracking ID and a
 * carrier, saving a typed one first; a failed change puts the select back), the tracking ID and carrier with
 * Save and Remove, and the refund (offered when a paid order is cancelled). Shipping a decorated order whose proof
 * is not approved asks for a reason first (the server records it). What was typed stays on a failure. The refund
 * is offered only to who may refund (orders:refund); anyone else cancels without one.
 */
export function OrderFulfilmentPanel({
  order,
  mayRefund = true,
}: {
  order: OrderFulfilmentView;
  mayRefund?: boolean;
}) {
  // a fresh panel when the saved order changes (after a reload); typed values survive failures meanwhile
  return (
    <FulfilmentPanel
      key={[order.status, order.paymentStatus, order.trackingId, order.carrier, order.productionStatus].join(
        '|',
      )}
      order={order}
      mayRefund={mayRefund}
    />
  );
}

function FulfilmentPanel({ order, mayRefund }: { order: OrderFulfilmentView; mayRefund: boolean }) {
  const revalidator = useRevalidator();
  const ids = useId();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [selected, setSelected] = useState<OrderStatus>(order.status);
  const [saved, setSaved] = useState({ trackingId: order.trackingId, carrier: order.carrier });
  const [trackingInput, setTrackingInput] = useState(order.trackingId ?? '');
  const [carrierInput, setCarrierInput] = useState(order.carrier ?? '');
  const [busy, setBusy] = useState(false);
  const reauth = useReauth();
  const [confirm, setConfirm] = useState<'cancel' | 'refund' | null>(null);
  const [withRefund, setWithRefund] = useState(mayRefund);
  // shipping before the proof is approved: the reason asked for, and the refusal it answers
  const [override, setOverride] = useState<{ refusal: string } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const proofPending =
    order.productionStatus !== null && !SHIPPABLE_PRODUCTION_STATUSES.includes(order.productionStatus);

  const paid = order.paymentStatus === 'paid';
  const total = formatPounds(order.total);
  const number = formatOrderNumber(order.number);
  const trackingSaved =
    saved.trackingId !== null &&
    trackingInput.trim() === saved.trackingId &&
    (carrierInput || null) === saved.carrier;
  const savedLink = trackingUrl(saved.carrier, saved.trackingId);

  async function changeStatus(next: OrderStatus, refund = false, overrideReason?: string) {
    const previous = status;
    const body: Record<string, string> = { status: next };
    if (overrideReason) body.overrideReason = overrideReason;
    if (next === 'Shipped') {
      const trackingId = trackingInput.trim() || saved.trackingId;
      const carrier = carrierInput || saved.carrier;
      if (!mayShip({ trackingId, carrier })) {
        toast.error(SHIP_NEEDS_TRACKING_MESSAGE);
        setSelected(previous);
        return;
      }
      // an unsaved tracking id is saved with the change
      body.trackingId = trackingId!;
      body.shippingCarrier = carrier!;
    }
    setBusy(true);
    const result = await call('put', `update/${order.id}`, body);
    if (!result.ok) {
      setBusy(false);
      const message = result.message ?? MESSAGES.statusFailed;
      // refused for the proof (409): ask for (or keep) the reason, with the server's words
      if (next === 'Shipped' && (override || result.status === 409)) {
        setOverride({ refusal: message });
        return;
      }
      setSelected(previous);
      toast.error(message);
      return;
    }
    setOverride(null);
    setStatus(next);
    setSelected(next);
    if (body.trackingId) setSaved({ trackingId: body.trackingId, carrier: body.shippingCarrier ?? null });
    toast.success(MESSAGES.statusUpdated);
    if (refund) await refundOrder();
    setBusy(false);
    await revalidator.revalidate();
  }

  async function refundOrder() {
    const result = await call('post', `${order.id}/refund`);
    if (result.ok) toast.success(MESSAGES.refunded);
    // the password entered long ago: asked again, then refunded
    else if (result.reauth) reauth.ask(result.message ?? MESSAGES.refundFailed, refundAgain);
    else toast.error(result.message ?? MESSAGES.refundFailed);
  }
  async function refundAgain() {
    setBusy(true);
    await refundOrder();
    setBusy(false);
    await revalidator.revalidate();
  }

  function onSelect(next: OrderStatus) {
    setSelected(next);
    setOverride(null);
    if (next === status) return;
    if (next === 'Cancelled' && paid) {
      setWithRefund(mayRefund);
      setConfirm('cancel');
      return;
    }
    void changeStatus(next);
  }

  async function saveTracking(e: React.FormEvent) {
    e.preventDefault();
    const parsed = TrackingIdSchema.safeParse(trackingInput);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? MESSAGES.trackingSaveFailed);
      return;
    }
    setBusy(true);
    const result = await call('put', `${order.id}/tracking`, {
      trackingId: parsed.data,
      ...(carrierInput ? { shippingCarrier: carrierInput } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      toast.error(result.message ?? MESSAGES.trackingSaveFailed);
      return;
    }
    const carrier = (result.data.shippingCarrier as string | null) ?? null;
    setSaved({ trackingId: parsed.data, carrier });
    setTrackingInput(parsed.data);
    setCarrierInput(carrier ?? '');
    toast.success(MESSAGES.trackingSaved);
    await revalidator.revalidate();
  }

  async function removeTracking() {
    setBusy(true);
    const result = await call('delete', `${order.id}/tracking`);
    setBusy(false);
    if (!result.ok) {
      toast.error(result.message ?? MESSAGES.trackingRemoveFailed);
      return;
    }
    setSaved({ trackingId: null, carrier: null });
    setTrackingInput('');
    setCarrierInput('');
    toast.success(MESSAGES.trackingRemoved);
    await revalidator.revalidate();
  }

  async function confirmDialog() {
    const which = confirm;
    setConfirm(null);
    if (which === 'cancel') await changeStatus('Cancelled', withRefund);
    else if (which === 'refund') {
      setBusy(true);
      await refundOrder();
      setBusy(false);
      await revalidator.revalidate();
    }
  }

  function shipAnyway(e: React.FormEvent) {
    e.preventDefault();
    const trimmed = reason.trim();
    setReasonError(trimmed ? null : SHIPPING_MESSAGES.reasonRequired);
    if (trimmed) void changeStatus('Shipped', false, trimmed);
  }

  function keepStatus() {
    setOverride(null);
    setSelected(status);
  }

  function closeDialog() {
    if (confirm === 'cancel') setSelected(status);
    setConfirm(null);
  }

  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-lg border border-zinc-200 bg-white p-4">
      <h2 id={`${ids}-title`} className="flex items-center gap-2 font-semibold text-zinc-900">
        <Truck aria-hidden className="size-5 text-brand-700" />
        Status and shipping
      </h2>

      <div className="mt-3 grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <SelectField
          labelProps={{ children: 'Order status' }}
          selectProps={{
            className: SELLER_FIELD,
            value: selected,
            disabled: busy,
            onChange: (e) => onSelect(e.target.value as OrderStatus),
          }}
          hint={
            <>
              Shipped needs a tracking ID and a carrier
              {proofPending ? ', and the customer’s approval of the proof (or a reason)' : ''}.
            </>
          }
        >
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>

        <form onSubmit={(e) => void saveTracking(e)} noValidate className="grid gap-3 sm:grid-cols-2">
          <Field
            labelProps={{ children: 'Tracking ID' }}
            inputProps={{
              type: 'text',
              className: `${SELLER_FIELD} font-mono`,
              value: trackingInput,
              maxLength: 64,
              autoComplete: 'off',
              spellCheck: false,
              'aria-describedby': `${ids}-tracking-state`,
              onChange: (e) => setTrackingInput(e.target.value),
            }}
          />
          <SelectField
            labelProps={{ children: 'Shipping carrier' }}
            selectProps={{
              className: SELLER_FIELD,
              value: carrierInput,
              onChange: (e) => setCarrierInput(e.target.value),
            }}
          >
            <option value="">Select carrier</option>
            <OptionList options={SHIPPING_CARRIERS} />
          </SelectField>
          <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
            <Button type="submit" size="field" disabled={busy}>
              Save tracking
            </Button>
            {/* a shipped order keeps its tracking (the server refuses); a corrected id is saved over it */}
            {saved.trackingId && status !== 'Shipped' && status !== 'Delivered' && (
              <Button
                type="button"
                variant="secondary"
                size="field"
                disabled={busy}
                onClick={() => void removeTracking()}
              >
                Remove
              </Button>
            )}
            <p id={`${ids}-tracking-state`} className="text-sm text-zinc-700" aria-live="polite">
              {trackingSaved ? (
                <span className="inline-flex items-center gap-1 text-green-800">
                  <Check aria-hidden className="size-4" /> Saved
                </span>
              ) : trackingInput.trim() || carrierInput ? (
                'Not saved yet'
              ) : (
                'No tracking yet'
              )}
            </p>
          </div>
          {savedLink && (
            <p className="text-sm sm:col-span-2">
              <a
                href={savedLink}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2"
              >
                Track the parcel with {saved.carrier}
                <ExternalLink aria-hidden className="size-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </p>
          )}
        </form>
      </div>

      {override && selected === 'Shipped' && (
        <form
          onSubmit={shipAnyway}
          noValidate
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3"
          aria-labelledby={`${ids}-override-refusal`}
        >
          <p id={`${ids}-override-refusal`} role="alert" className="text-sm text-amber-950">
            {override.refusal}
          </p>
          <TextareaField
            className="mt-3"
            labelProps={{ children: 'Reason for shipping before the proof is approved' }}
            textareaProps={{
              className: 'mt-1 block w-full py-2 text-zinc-900',
              rows: 2,
              // the API's limit (UpdateOrderStatusBodySchema)
              maxLength: 500,
              required: true,
              value: reason,
              disabled: busy,
              onChange: (e) => setReason(e.target.value),
            }}
            errors={[reasonError]}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" size="field" disabled={busy}>
              Ship anyway
            </Button>
            <Button type="button" variant="secondary" size="field" disabled={busy} onClick={keepStatus}>
              Keep status {status}
            </Button>
          </div>
        </form>
      )}

      <RefundState
        order={order}
        status={status}
        busy={busy}
        onRefund={mayRefund ? () => setConfirm('refund') : null}
        total={total}
      />

      {reauth.dialog}
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => !open && closeDialog()}
        size="md"
        title={confirm === 'refund' ? `Refund order ${number}?` : `Cancel order ${number}?`}
        description={
          confirm === 'refund'
            ? `${total} goes back to the customer's card through the payment provider. This cannot be undone.`
            : 'The customer is e-mailed that their order has been cancelled.'
        }
      >
        {confirm === 'cancel' && mayRefund && (
          <CheckboxField
            className="mt-4"
            labelProps={{
              className: 'flex items-start gap-2 text-sm text-zinc-900',
              children: <span>Refund {total} to the customer&apos;s card (full refund)</span>,
            }}
            inputProps={{
              className: 'mt-0.5 size-4 accent-brand-700',
              checked: withRefund,
              onChange: (e) => setWithRefund(e.target.checked),
            }}
          />
        )}
        <div className={dialogActionsClass}>
          <DialogClose size="field">{confirm === 'refund' ? 'Do not refund' : 'Keep order'}</DialogClose>
          <Button type="button" size="field" onClick={() => void confirmDialog()}>
            {confirm === 'refund' ? `Refund ${total}` : 'Cancel order'}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

function RefundState({
  order,
  status,
  busy,
  total,
  onRefund,
}: {
  order: OrderFulfilmentView;
  status: OrderStatus;
  busy: boolean;
  total: string;
  /** Null for who may not refund: the state is told, without the button. */
  onRefund: (() => void) | null;
}) {
  if (order.paymentStatus === 'refunded')
    return (
      <p className="mt-4 flex flex-wrap items-center gap-x-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
        <RotateCcw aria-hidden className="size-4 shrink-0" />
        <span>
          Refunded <strong>{formatPounds(order.refundedAmount)}</strong>
          {order.refundedAt && <> on {formatOrderDate(order.refundedAt)}</>}
        </span>
        {order.refundId && <span className="font-mono text-xs break-all">Refund ID {order.refundId}</span>}
      </p>
    );
  if (order.paymentStatus === 'paid' && status === 'Cancelled')
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-zinc-50 p-3 text-sm text-zinc-800">
        <span>
          This cancelled order was paid {total} and has not been refunded.
          {!onRefund && ' A Manager or the Owner can refund it.'}
        </span>
        {onRefund && (
          <Button type="button" variant="secondary" size="field" disabled={busy} onClick={onRefund}>
            Refund {total}
          </Button>
        )}
      </div>
    );
  return null;
}
