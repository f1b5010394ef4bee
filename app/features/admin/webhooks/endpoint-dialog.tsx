import { useRef, useState, type ReactNode } from 'react';
import { refusalMessage } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, dialogActionsClass } from '~/components/ui/dialog';
import { ErrorList, Field } from '~/components/ui/field';
import { useFocusAfterRender } from '~/components/ui/return-focus';
import { toast } from '~/components/ui/toast';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../../domain/webhooks';
import { WEBHOOK_EVENT_DESCRIPTIONS } from './events';

/** What the form sends: POST /api/webhooks/endpoints, or PATCH for an endpoint's edit. */
export interface EndpointFormValue {
  url: string;
  events: WebhookEvent[];
  description: string;
}

export const EMPTY_ENDPOINT: EndpointFormValue = { url: '', events: [], description: '' };

type Problem = { field: 'url' | 'events' | null; message: string };

/** Which part a refusal is about: the server's URL messages all name "webhook URL". */
const fieldOf = (message: string): Problem['field'] =>
  /URL/.test(message) ? 'url' : /event/i.test(message) ? 'events' : null;

/**
 * An endpoint's URL, events and description in a dialog: adding one ("Add endpoint") or changing one ("Edit").
 * A refusal (a URL that is not https, or whose host is private) is said under its box, which takes focus, and
 * what was typed stays; the dialog closes only once `onSave` succeeds.
 */
export function EndpointDialog(props: {
  trigger: ReactNode;
  title: string;
  description: string;
  initial: EndpointFormValue;
  submitLabel: string;
  busyLabel: string;
  /** http://localhost is taken (a test or development shop): the URL's hint says so. */
  localAllowed: boolean;
  onSave: (value: EndpointFormValue) => Promise<void>;
  /** The id of what takes focus once a save closes the dialog (the new secret); else the trigger has it. */
  focusAfterSave?: string;
  /** Prefixes the fields' ids, unique on the page. */
  idPrefix: string;
  fallback: string;
}) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(props.initial);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = useRef(false);
  const focusAfterRender = useFocusAfterRender();
  const ids = { url: `${props.idPrefix}-url`, events: `${props.idPrefix}-events` };

  const set = (patch: Partial<EndpointFormValue>) => {
    setValue((v) => ({ ...v, ...patch }));
    setProblem(null);
  };
  const toggle = (event: WebhookEvent, on: boolean) =>
    set({ events: on ? [...value.events, event] : value.events.filter((e) => e !== event) });

  function fail(problem: Problem) {
    setProblem(problem);
    focusAfterRender(problem.field === 'events' ? `${ids.events}-${WEBHOOK_EVENTS[0]}` : ids.url);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!value.url.trim()) return fail({ field: 'url', message: 'Enter the URL the events go to.' });
    if (value.events.length === 0)
      return fail({ field: 'events', message: 'Choose at least one event to send.' });
    setBusy(true);
    setProblem(null);
    try {
      await props.onSave({ ...value, url: value.url.trim(), description: value.description.trim() });
      saved.current = true;
      setOpen(false);
    } catch (e) {
      const message = refusalMessage(e, props.fallback);
      fail({ field: fieldOf(message), message });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // a new dialog starts from the endpoint as saved, not from a draft given up
        if (next) setValue(props.initial);
        setProblem(null);
      }}
      onCloseAutoFocus={(event) => {
        const after = saved.current && props.focusAfterSave;
        saved.current = false;
        const target = after ? document.getElementById(after) : null;
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      size="lg"
      closeButton
      trigger={props.trigger}
      title={props.title}
      description={props.description}
    >
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
        <Field
          labelProps={{ children: 'Endpoint URL' }}
          inputProps={{
            id: ids.url,
            // focus starts in the URL, not on the dialog's × (Radix takes the first control otherwise)
            autoFocus: true,
            type: 'url',
            inputMode: 'url',
            autoComplete: 'off',
            spellCheck: false,
            placeholder: 'https://example.com/webhooks/shop',
            value: value.url,
            onChange: (e) => set({ url: e.target.value }),
          }}
          hint={
            props.localAllowed
              ? 'An https:// address on the internet (http://localhost too, while the shop runs for testing).'
              : 'An https:// address on the internet: private and local addresses are refused.'
          }
          errors={problem?.field === 'url' ? [problem.message] : undefined}
        />
        <fieldset
          className="grid gap-2"
          aria-describedby={problem?.field === 'events' ? `${ids.events}-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-zinc-800">Events to send</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((name) => (
              <label
                key={name}
                className="flex cursor-pointer gap-3 rounded-md border border-zinc-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  id={`${ids.events}-${name}`}
                  type="checkbox"
                  name="events"
                  value={name}
                  checked={value.events.includes(name)}
                  onChange={(e) => toggle(name, e.target.checked)}
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                />
                <span className="text-sm">
                  <span className="block font-mono font-semibold text-zinc-900">{name}</span>
                  <span className="block text-zinc-700">{WEBHOOK_EVENT_DESCRIPTIONS[name]}</span>
                </span>
              </label>
            ))}
          </div>
          <ErrorList
            id={`${ids.events}-error`}
            errors={problem?.field === 'events' ? [problem.message] : undefined}
          />
        </fieldset>
        <Field
          labelProps={{ children: 'Description (optional)' }}
          inputProps={{
            type: 'text',
            maxLength: 200,
            autoComplete: 'off',
            placeholder: 'Orders to the packing spreadsheet',
            value: value.description,
            onChange: (e) => set({ description: e.target.value }),
          }}
          hint="For you: what this endpoint is for."
        />
        <ErrorList errors={problem?.field === null ? [problem.message] : undefined} announce />
        <div className={dialogActionsClass}>
          <DialogClose>Cancel</DialogClose>
          <Button type="submit" disabled={busy}>
            {busy ? props.busyLabel : props.submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
