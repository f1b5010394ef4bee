import { Download, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DATA_EXPORT_LINK_HOURS } from '../../../domain/data-requests';
import { exportStateText } from '../../../domain/data-rights';
import { formatTimelineTime } from '../../../domain/order-timeline';
import { DeleteAccountSchema } from '../../../domain/schemas/data-rights';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { Panel } from '~/components/ui/panel';
import { api, ApiError } from '~/lib/api';
import type { DataRequestView } from '../../../domain/data-requests';

/** Looks again while an export is being prepared, so the panel says when its link has been mailed. */
const POLL_MS = 5000;

/**
 * "Your data" on /account (issue 34): download my data (a ZIP prepared by a job, its link mailed) with where the
 * latest request stands, and delete my account behind the kit's confirm dialog with the password. A refusal
 * (wrong password, an order in production, money owed on account) keeps the dialog open with its words.
 */
export function DataRightsPanel() {
  const [latest, setLatest] = useState<DataRequestView | null>(null);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  /** Staff have no shop data here (the API answers 403): the panel is not theirs. */
  const [notACustomer, setNotACustomer] = useState(false);

  /** The latest export, or 'staff' when the API says the panel is not theirs; null when the look failed. */
  const look = (signal?: AbortSignal) =>
    api
      .get<{ requests: DataRequestView[] }>('/account/data-requests', { signal })
      .then((answer) => answer.requests.find((r) => r.kind === 'export') ?? null)
      .catch((error: unknown) =>
        error instanceof ApiError && error.status === 403 ? ('staff' as const) : undefined,
      );
  const apply = (found: DataRequestView | 'staff' | null | undefined) => {
    // a failed look leaves the panel as it was: both actions stay offered
    if (found === 'staff') setNotACustomer(true);
    else if (found !== undefined) setLatest(found);
  };

  useEffect(() => {
    const controller = new AbortController();
    void look(controller.signal).then((found) => !controller.signal.aborted && apply(found));
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (latest?.status !== 'preparing') return;
    const timer = setInterval(() => void look().then(apply), POLL_MS);
    return () => clearInterval(timer);
  }, [latest?.status]);

  // the alertdialog puts focus on Cancel; the password is what the customer must type, so it goes there
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => passwordRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open]);

  async function requestExport() {
    setAsking(true);
    setNotice(null);
    try {
      const answer = await api.post<{ message: string; request: DataRequestView }>('/account/data-requests');
      setLatest(answer.request);
      setNotice({ text: answer.message, error: false });
    } catch (error) {
      setNotice({
        text:
          error instanceof ApiError
            ? error.messageOr('We could not ask for your data. Please try again.')
            : String(error),
        error: true,
      });
    } finally {
      setAsking(false);
    }
  }

  async function deleteAccount() {
    const parsed = DeleteAccountSchema.safeParse({ password, confirm: true });
    try {
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Enter your password.');
      await api.post('/account/delete', parsed.data);
    } catch (error) {
      setFailure(
        error instanceof ApiError
          ? error.messageOr('We could not delete your account. Please try again.')
          : error instanceof Error
            ? error.message
            : String(error),
      );
      passwordRef.current?.focus();
      throw error;
    }
    // the session has ended: a fresh page, as a guest
    window.location.assign('/?account=deleted');
  }

  const state = exportStateText(latest, formatTimelineTime);
  if (notACustomer) return null;
  return (
    <div className="mt-6">
      <Panel
        title="Your data"
        intro="Download a copy of everything we keep about you, or delete your account."
        className="grid min-w-0 gap-4 rounded-2xl border border-zinc-200 bg-white p-6"
      >
        <div>
          <h3 className="font-semibold text-zinc-900">Download my data</h3>
          <p className="mt-1 text-sm text-zinc-700">
            A ZIP file with your profile, addresses, orders, quotes, logos and e-mail choices, as JSON and
            CSV. We e-mail you a link that works once, for {DATA_EXPORT_LINK_HOURS} hours.
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="secondary"
              size="touch"
              disabled={asking}
              onClick={() => void requestExport()}
            >
              <Download aria-hidden className="size-4" />
              {asking ? 'Asking...' : 'Download my data'}
            </Button>
          </div>
          <div aria-live="polite" className="mt-2 space-y-1 text-sm">
            {notice && (
              <p className={notice.error ? 'font-medium text-red-800' : 'font-medium text-green-800'}>
                {notice.text}
              </p>
            )}
            {state && !(notice && !notice.error) && (
              <p className="text-zinc-700" data-testid="export-state">
                {state}
              </p>
            )}
          </div>
        </div>
        <div className="border-t border-zinc-200 pt-4">
          <h3 className="font-semibold text-zinc-900">Delete my account</h3>
          <p className="mt-1 text-sm text-zinc-700">
            Your name, e-mail address, phone, password, saved addresses and logos go, and you are logged out.
            Your orders stay for our accounts, without your details. We can&apos;t do it while an order is
            being made or an invoice is unpaid.
          </p>
          <Button
            type="button"
            variant="danger-outline"
            size="touch"
            className="mt-3"
            onClick={() => {
              setPassword('');
              setFailure(null);
              setOpen(true);
            }}
          >
            <Trash2 aria-hidden className="size-4" />
            Delete my account
          </Button>
        </div>
      </Panel>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description="This can't be undone. Your orders are kept, without your name or contact details. Enter your password to confirm."
        confirmLabel="Delete my account"
        busyLabel="Deleting..."
        onConfirm={deleteAccount}
        keepOpenOnFailure
      >
        <div className="mt-4">
          <Field
            look="shop"
            labelProps={{ children: 'Your password' }}
            inputProps={{
              ref: passwordRef,
              type: 'password',
              name: 'password',
              autoComplete: 'current-password',
              value: password,
              onChange: (event) => {
                setPassword(event.target.value);
                setFailure(null);
              },
            }}
            errors={failure ? [failure] : undefined}
            announceErrors
          />
        </div>
      </ConfirmDialog>
    </div>
  );
}
