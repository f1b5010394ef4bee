import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toastFailure } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { DataTable, type Column } from '~/components/ui/data-table';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { cn } from '~/lib/cn';
import { formatTimelineTime } from '../../../../domain/order-timeline';
import { DELIVERY_PAGE_SIZE, type DeliveryPage, type WebhookDeliveryView } from './types';

const STATUS: Record<WebhookDeliveryView['status'], { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-900' },
  succeeded: { label: 'Succeeded', className: 'bg-green-100 text-green-900' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-900' },
};

/** While a delivery on the page is pending, the log asks again this often, at most POLLS times. */
const POLL_MS = 2_000;
const POLLS = 60;

function StatusBadge({ status }: { status: WebhookDeliveryView['status'] }) {
  const s = STATUS[status];
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', s.className)}>
      {s.label}
    </span>
  );
}

const when = (d: WebhookDeliveryView) => formatTimelineTime(d.lastAttemptAt ?? d.createdAt);

/** The first 1 KB of the receiver's answer (or why no answer came), folded away. */
function Answer({ delivery }: { delivery: WebhookDeliveryView }) {
  if (!delivery.responseBody) return <span className="text-zinc-500">—</span>;
  return (
    <details className="max-w-xs">
      <summary className="cursor-pointer text-brand-700 underline underline-offset-2">Show answer</summary>
      <pre className="mt-1 rounded bg-zinc-50 p-2 font-mono text-xs break-all whitespace-pre-wrap text-zinc-800">
        {delivery.responseBody}
      </pre>
    </details>
  );
}

/**
 * An endpoint's delivery log, newest first, a page at a time: each delivery's event, status, attempts, time,
 * response code and the start of the answer, with "Send again". The first page comes with the page's data;
 * later pages, and the log while a delivery is pending, are asked of the API.
 */
export function DeliveryLog(props: {
  endpointId: string;
  endpointUrl: string;
  /** The first page, from the page's loader (again after each change on the page). */
  initial: DeliveryPage;
}) {
  const { endpointId, initial } = props;
  const [log, setLog] = useState(initial);
  const [seen, setSeen] = useState(initial);
  const [polls, setPolls] = useState(0);
  const [loading, setLoading] = useState(false);
  const [sending, setSending] = useState<string | null>(null);

  // the page's data again (after a test event or another change on the page): taken, and watched again, when
  // the seller is on the first page
  if (initial !== seen) {
    setSeen(initial);
    if (log.page === 1) {
      setLog(initial);
      setPolls(0);
    }
  }

  const load = useCallback(
    async (page: number) => {
      const next = await api.get<DeliveryPage>(`/webhooks/endpoints/${endpointId}/deliveries`, {
        query: { page, pageSize: DELIVERY_PAGE_SIZE },
      });
      setLog(next);
    },
    [endpointId],
  );

  // deliveries are jobs: while one on the page is pending, ask again (a while, not for its 24 hours of retries)
  const pending = log.deliveries.some((d) => d.status === 'pending');
  useEffect(() => {
    if (!pending || polls >= POLLS) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void load(log.page).catch(() => undefined);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, polls, log, load]);

  async function go(page: number) {
    setLoading(true);
    try {
      setPolls(0);
      await load(page);
    } catch (e) {
      toastFailure(e, 'The delivery log could not be loaded');
    } finally {
      setLoading(false);
    }
  }

  async function sendAgain(d: WebhookDeliveryView) {
    setSending(d.id);
    try {
      await api.post(`/webhooks/deliveries/${d.id}/resend`);
      toast.success(`${d.type} is being sent again.`);
      setPolls(0);
      await load(log.page);
    } catch (e) {
      toastFailure(e, 'The delivery could not be sent again');
    } finally {
      setSending(null);
    }
  }

  const sendAgainButton = (d: WebhookDeliveryView) => (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      disabled={sending === d.id}
      onClick={() => void sendAgain(d)}
    >
      {sending === d.id ? 'Sending…' : 'Send again'}
      <span className="sr-only">
        {' '}
        {d.type} of {formatTimelineTime(d.createdAt)}
      </span>
    </Button>
  );

  const columns: Column<WebhookDeliveryView>[] = [
    { key: 'type', header: 'Event', cell: (d) => <span className="font-mono">{d.type}</span> },
    { key: 'status', header: 'Status', cell: (d) => <StatusBadge status={d.status} /> },
    { key: 'attempts', header: 'Attempts', cell: (d) => d.attempts, cellClassName: 'tabular-nums' },
    { key: 'time', header: 'Last attempt', cell: when, cellClassName: 'whitespace-nowrap' },
    {
      key: 'code',
      header: 'Response',
      cell: (d) => d.responseCode ?? <span className="text-zinc-500">—</span>,
      cellClassName: 'tabular-nums',
    },
    { key: 'answer', header: 'Answer', cell: (d) => <Answer delivery={d} /> },
    { key: 'actions', header: 'Actions', hideHeader: true, cell: sendAgainButton, className: 'text-right' },
  ];

  const pages = Math.max(1, Math.ceil(log.total / log.pageSize));
  const caption = `Deliveries to ${props.endpointUrl}`;
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-zinc-900">Delivery log</h3>
        <Button type="button" variant="ghost" size="sm" disabled={loading} onClick={() => void go(log.page)}>
          <RefreshCw className={cn('size-4', loading && 'animate-spin')} aria-hidden />
          Refresh<span className="sr-only"> the delivery log</span>
        </Button>
      </div>
      <DataTable
        caption={caption}
        rows={log.deliveries}
        rowKey={(d) => d.id}
        columns={columns}
        empty="Nothing sent yet. Send a test event to see a delivery here."
        card={(d) => (
          <li className="grid gap-2 rounded-lg border border-zinc-200 bg-white p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-mono font-semibold">{d.type}</span>
              <StatusBadge status={d.status} />
            </div>
            <p className="text-zinc-700">
              {when(d)} · {d.attempts === 1 ? '1 attempt' : `${d.attempts} attempts`} · response{' '}
              {d.responseCode ?? 'none'}
            </p>
            <Answer delivery={d} />
            <div>{sendAgainButton(d)}</div>
          </li>
        )}
      />
      {pages > 1 && (
        <nav aria-label={`Pages of ${caption}`} className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={loading || log.page <= 1}
            onClick={() => void go(log.page - 1)}
          >
            Newer
          </Button>
          <span>
            Page {log.page} of {pages}
          </span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={loading || log.page >= pages}
            onClick={() => void go(log.page + 1)}
          >
            Older
          </Button>
        </nav>
      )}
    </div>
  );
}
