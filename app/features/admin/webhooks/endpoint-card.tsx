import { Archive, KeyRound, Pencil, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toastFailure } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { cn } from '~/lib/cn';
import { formatOrderDate } from '../../../../domain/orders';
import { DeliveryLog } from './delivery-log';
import { EndpointDialog, type EndpointFormValue } from './endpoint-dialog';
import { SECRET_HEADING_ID } from './secret-panel';
import type { DeliveryPage, WebhookEndpointView } from './types';

/**
 * One endpoint: its URL, events and switch, Edit, "Send a test event", Archive (asked first), and its delivery
 * log. Every change is a call to /api/webhooks; the page's data is then loaded again.
 */
export function EndpointCard(props: {
  endpoint: WebhookEndpointView;
  log: DeliveryPage;
  localAllowed: boolean;
  /** A new signing secret was made: the page shows it once. */
  onNewSecret: (secret: string) => void;
}) {
  const { endpoint } = props;
  const headingId = useId();
  const switchId = useId();
  const revalidator = useRevalidator();
  const [active, setActive] = useState(endpoint.active);
  const [switching, setSwitching] = useState(false);
  const [testing, setTesting] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [rolling, setRolling] = useState(false);
  const base = `/webhooks/endpoints/${endpoint.id}`;

  async function switchTo(on: boolean) {
    setActive(on);
    setSwitching(true);
    try {
      await api.patch(base, { active: on });
      toast.success(on ? 'Events are sent to this endpoint again.' : 'Nothing is sent to this endpoint now.');
      await revalidator.revalidate();
    } catch (e) {
      setActive(!on);
      toastFailure(
        e,
        on ? 'The endpoint could not be switched on' : 'The endpoint could not be switched off',
      );
    } finally {
      setSwitching(false);
    }
  }

  async function save(value: EndpointFormValue) {
    await api.patch(base, value);
    toast.success('Endpoint saved.');
    await revalidator.revalidate();
  }

  async function sendTest() {
    setTesting(true);
    try {
      await api.post(`${base}/test`);
      toast.success('A test event (ping) is on its way.');
      // the log's first page again, with the new delivery in it (the log then watches it)
      await revalidator.revalidate();
    } catch (e) {
      toastFailure(e, 'The test event could not be sent');
    } finally {
      setTesting(false);
    }
  }

  async function rollSecret() {
    try {
      const { secret } = await api.post<{ secret: string }>(`${base}/secret`);
      props.onNewSecret(secret);
      toast.success('New signing secret made. Copy it now.');
    } catch (e) {
      toastFailure(e, 'A new signing secret could not be made');
      throw e;
    }
  }

  async function archive() {
    try {
      await api.post(`${base}/archive`);
      toast.success('Endpoint archived: nothing more is sent to it.');
      await revalidator.revalidate();
    } catch (e) {
      toastFailure(e, 'The endpoint could not be archived');
      throw e;
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4 rounded-lg border border-zinc-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={headingId}
            className="font-mono text-base font-semibold [overflow-wrap:anywhere] text-brand-900"
          >
            {endpoint.url}
          </h2>
          {endpoint.description && <p className="mt-1 text-sm text-zinc-700">{endpoint.description}</p>}
          <p className="mt-1 text-xs text-zinc-600">Added {formatOrderDate(endpoint.createdAt)}</p>
        </div>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
            active ? 'bg-green-100 text-green-900' : 'bg-zinc-200 text-zinc-800',
          )}
        >
          {active ? 'On' : 'Off'}
        </span>
      </div>
      <div>
        <h3 className="text-sm font-medium text-zinc-800">Events</h3>
        <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Events sent">
          {endpoint.events.map((e) => (
            <li key={e} className="rounded bg-brand-50 px-2 py-0.5 font-mono text-xs text-brand-900">
              {e}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label htmlFor={switchId} className="flex items-center gap-2 text-sm font-medium text-zinc-800">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={active}
            disabled={switching}
            onChange={(e) => void switchTo(e.target.checked)}
            className="size-4 accent-brand-700"
          />
          Send events to this endpoint
        </label>
        <div className="flex flex-wrap gap-2">
          <EndpointDialog
            idPrefix={`edit-${endpoint.id}`}
            trigger={
              <Button type="button" variant="secondary" size="sm">
                <Pencil className="size-4" aria-hidden />
                Edit
              </Button>
            }
            title="Edit endpoint"
            description="Change where the events go and which ones. The signing secret stays the same."
            initial={{
              url: endpoint.url,
              events: endpoint.events,
              description: endpoint.description ?? '',
            }}
            submitLabel="Save endpoint"
            busyLabel="Saving…"
            localAllowed={props.localAllowed}
            onSave={save}
            fallback="The endpoint could not be saved. Please try again."
          />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={testing || !active}
            onClick={() => void sendTest()}
          >
            <Send className="size-4" aria-hidden />
            {testing ? 'Sending…' : 'Send a test event'}
          </Button>
          <Button type="button" variant="secondary" size="sm" onClick={() => setRolling(true)}>
            <KeyRound className="size-4" aria-hidden />
            New signing secret
          </Button>
          <Button type="button" variant="danger-outline" size="sm" onClick={() => setArchiving(true)}>
            <Archive className="size-4" aria-hidden />
            Archive
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={archiving}
        onOpenChange={setArchiving}
        title="Archive this endpoint?"
        description={`Nothing more is sent to ${endpoint.url}, and it leaves this list. Deliveries already made stay in the log.`}
        confirmLabel="Archive endpoint"
        busyLabel="Archiving…"
        onConfirm={archive}
      />
      <ConfirmDialog
        open={rolling}
        onOpenChange={setRolling}
        title="Give this endpoint a new signing secret?"
        description={`The current secret stops signing at once: deliveries to ${endpoint.url} from now on, and those still waiting, are signed with the new one. Put it in your receiver straight away.`}
        confirmLabel="Make a new secret"
        busyLabel="Making…"
        focusOnClose={SECRET_HEADING_ID}
        onConfirm={rollSecret}
      />
      <DeliveryLog endpointId={endpoint.id} endpointUrl={endpoint.url} initial={props.log} />
    </section>
  );
}
