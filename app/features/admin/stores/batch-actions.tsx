import { FileDown, Truck } from 'lucide-react';
import { useState } from 'react';
import { refusalMessage, toastFailure } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { ConfirmDialog, Dialog, DialogClose, dialogActionsClass } from '~/components/ui/dialog';
import { ErrorList, Field } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { formatOrderNumber } from '../../../../domain/orders';
import { StoreShipSchema, type StoreShipInput } from '../../../../domain/schemas/stores';
import type { StoreBatchView } from '../../../../domain/team-store-view';
import { useStoreCall } from './use-store-call';

type Action = 'close' | 'reopen' | 'approveProof';

const ACTIONS: Record<
  Action,
  {
    button: string;
    tone: 'danger' | 'primary';
    variant: 'outline' | 'danger-outline' | 'primary';
    title: (name: string) => string;
    description: string;
    confirm: [string, string];
    done: (name: string) => string;
  }
> = {
  close: {
    button: 'Close now…',
    tone: 'danger',
    variant: 'danger-outline',
    title: (name) => `Close ${name} now?`,
    description:
      'Members can no longer order, and a cart with its garments is refused at checkout. The batch documents are ready once it is closed.',
    confirm: ['Close store', 'Closing…'],
    done: (name) => `${name} is closed. The batch documents are ready.`,
  },
  reopen: {
    button: 'Reopen…',
    tone: 'primary',
    variant: 'outline',
    title: (name) => `Reopen ${name}?`,
    description: 'Members may order again until its closing day (or until you close it).',
    confirm: ['Reopen store', 'Reopening…'],
    done: (name) => `${name} is open again.`,
  },
  approveProof: {
    button: 'Approve proof…',
    tone: 'primary',
    variant: 'primary',
    title: () => 'Approve the proof for the whole batch?',
    description:
      'The organisation’s logo, its positions and method (and the names’ font and position) are approved once for every order of the store: production may start.',
    confirm: ['Approve proof', 'Approving…'],
    done: () => 'The proof is approved for the whole batch.',
  },
};

/** One of the store's moves, asked in a ConfirmDialog: close now, reopen, approve the proof for the batch. */
function StoreMove({ batch, action }: { batch: StoreBatchView; action: Action }) {
  const { call, reauthDialog } = useStoreCall();
  const [open, setOpen] = useState(false);
  const words = ACTIONS[action];
  const name = batch.store.name;
  return (
    <>
      <Button type="button" variant={words.variant} onClick={() => setOpen(true)}>
        {words.button}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone={words.tone}
        title={words.title(name)}
        description={words.description}
        confirmLabel={words.confirm[0]}
        busyLabel={words.confirm[1]}
        onConfirm={() =>
          call(
            () => api.post(`/stores/${batch.store.id}/actions`, { action }),
            () => toast.success(words.done(name)),
          ).catch((e: unknown) => toastFailure(e, `${words.confirm[0]} did not go through.`))
        }
      />
      {reauthDialog}
    </>
  );
}

/** The moves the store's state allows: close while open (or scheduled), reopen once closed and not shipped. */
export function BatchMoves({ batch }: { batch: StoreBatchView }) {
  const shipped = batch.shippedAt !== null;
  return (
    <div className="flex flex-wrap gap-2">
      {batch.store.state !== 'closed' && <StoreMove batch={batch} action="close" />}
      {batch.store.state === 'closed' && !shipped && <StoreMove batch={batch} action="reopen" />}
      {!batch.proofApprovedAt && <StoreMove batch={batch} action="approveProof" />}
      {batch.store.state === 'closed' && !shipped && <ShipDialog batch={batch} />}
    </div>
  );
}

const DOCUMENTS = [
  { path: 'work-order.pdf', label: 'Batch work order (PDF)' },
  { path: 'packing-list.pdf', label: 'Packing list (PDF)' },
  { path: 'names.csv', label: 'Names (CSV)' },
] as const;

/** The batch's documents: links once the store is closed; until then shown disabled, saying why. */
export function BatchDocuments({ batch }: { batch: StoreBatchView }) {
  const ready = batch.documentsReady;
  return (
    <div>
      <ul className="flex flex-wrap gap-2" aria-describedby={ready ? undefined : 'batch-documents-why'}>
        {DOCUMENTS.map((d) => (
          <li key={d.path}>
            {ready ? (
              <Button asChild variant="secondary">
                <a href={`/api/stores/${batch.store.id}/${d.path}`} download>
                  <FileDown className="size-4" aria-hidden />
                  {d.label}
                </a>
              </Button>
            ) : (
              <Button type="button" variant="secondary" disabled aria-disabled>
                <FileDown className="size-4" aria-hidden />
                {d.label}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {!ready && (
        <p id="batch-documents-why" className="mt-2 text-sm text-zinc-700">
          The batch documents are made once the store is closed, so every order is in them. Close it now, or
          wait for its closing day.
        </p>
      )}
    </div>
  );
}

const SHIP_FAILED = 'The batch could not be marked shipped. Please try again.';
const shippedText = (n: number) =>
  `${n} ${n === 1 ? 'order' : 'orders'} shipped; ${n === 1 ? 'the member has' : 'each member has'} been e-mailed.`;

/**
 * "Mark batch shipped": one carrier, and one tracking number for the organisation's parcel, or a tracking number
 * per member order. Every order is marked shipped and each member is mailed once.
 */
export function ShipDialog({ batch }: { batch: StoreBatchView }) {
  const { call, reauthDialog } = useStoreCall();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const orders = batch.orders.filter((o) => o.status !== 'Cancelled');
  const [perOrder, setPerOrder] = useState<Record<string, string>>(() =>
    Object.fromEntries(orders.map((o) => [o.id, o.trackingNumber ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toOrganisation = batch.store.delivery === 'organisation';

  async function ship(event: React.FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!carrier.trim()) found.carrier = 'Please enter the carrier.';
    if (toOrganisation && !tracking.trim()) found.tracking = 'Please enter the parcel’s tracking number.';
    if (!toOrganisation)
      for (const o of orders)
        if (!perOrder[o.id]?.trim())
          found[o.id] = `Please enter the tracking number of order ${formatOrderNumber(o.number)}.`;
    const body: StoreShipInput = toOrganisation
      ? { carrier, trackingNumber: tracking }
      : { carrier, perOrder: orders.map((o) => ({ orderId: o.id, trackingNumber: perOrder[o.id] ?? '' })) };
    const checked = StoreShipSchema.safeParse(body);
    if (Object.keys(found).length === 0 && !checked.success)
      found.form = checked.error.issues[0]?.message ?? SHIP_FAILED;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await call(
        () => api.post<{ shipped: number }>(`/stores/${batch.store.id}/ship`, checked.data),
        ({ shipped }) => {
          toast.success(shippedText(shipped));
          setOpen(false);
        },
      );
    } catch (e) {
      const message = refusalMessage(e, SHIP_FAILED);
      setErrors({ form: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button type="button">
            <Truck className="size-4" aria-hidden />
            Mark batch shipped…
          </Button>
        }
        title="Mark batch shipped"
        description={
          toOrganisation
            ? 'Everything goes to the organisation’s address in one parcel. Each member is e-mailed once.'
            : `Each member’s garments go to their own address. Each member is e-mailed once with their tracking.`
        }
        size="lg"
        closeButton
      >
        <form onSubmit={ship} noValidate className="mt-4 grid gap-4">
          <Field
            labelProps={{ children: 'Carrier' }}
            inputProps={{
              type: 'text',
              id: 'ship-carrier',
              value: carrier,
              autoComplete: 'off',
              onChange: (e) => setCarrier(e.target.value),
              className: 'mt-1 block h-10 w-full max-w-sm',
            }}
            hint="e.g. Royal Mail, DPD, Parcelforce"
            errors={[errors.carrier]}
          />
          {toOrganisation ? (
            <Field
              labelProps={{ children: 'Tracking number' }}
              inputProps={{
                type: 'text',
                id: 'ship-tracking',
                value: tracking,
                autoComplete: 'off',
                onChange: (e) => setTracking(e.target.value),
                className: 'mt-1 block h-10 w-full max-w-sm',
              }}
              errors={[errors.tracking]}
            />
          ) : (
            <fieldset className="grid min-w-0 gap-3">
              <legend className="text-sm font-medium text-zinc-800">Tracking number of each order</legend>
              {orders.map((o) => (
                <Field
                  key={o.id}
                  className="grid min-w-0 items-center gap-x-3 sm:grid-cols-[14rem_1fr]"
                  labelProps={{
                    children: `Order ${formatOrderNumber(o.number)} — ${o.memberName}`,
                    className: 'text-sm break-words text-zinc-800',
                  }}
                  inputProps={{
                    type: 'text',
                    id: `ship-${o.id}`,
                    value: perOrder[o.id] ?? '',
                    autoComplete: 'off',
                    onChange: (e) => setPerOrder((p) => ({ ...p, [o.id]: e.target.value })),
                    className: 'block h-10 w-full',
                  }}
                  errors={[errors[o.id]]}
                />
              ))}
            </fieldset>
          )}
          <ErrorList errors={[errors.form]} announce />
          <div className={dialogActionsClass}>
            <DialogClose disabled={busy}>Cancel</DialogClose>
            <Button type="submit" disabled={busy || orders.length === 0}>
              {busy
                ? 'Marking shipped…'
                : `Mark ${orders.length} ${orders.length === 1 ? 'order' : 'orders'} shipped`}
            </Button>
          </div>
        </form>
      </Dialog>
      {reauthDialog}
    </>
  );
}
