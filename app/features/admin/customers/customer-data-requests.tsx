import { useEffect, useState } from 'react';
import { api, ApiError } from '~/lib/api';
import type { DataRequestView } from '../../../../domain/data-requests';
import { DATA_REQUEST_KIND_LABELS, DATA_REQUEST_STATUS_LABELS } from '../../../../domain/data-rights';
import { formatTimelineTime } from '../../../../domain/order-timeline';

/** Where the request stands, with its time when it has one: when it was used, lapses or was done. */
function standing(r: DataRequestView): string {
  if (r.status === 'downloaded' && r.downloadedAt) return `Downloaded ${formatTimelineTime(r.downloadedAt)}`;
  if (r.status === 'ready' && r.expiresAt) return `Link sent, works until ${formatTimelineTime(r.expiresAt)}`;
  if (r.status === 'done' && r.completedAt) return `Anonymised ${formatTimelineTime(r.completedAt)}`;
  return DATA_REQUEST_STATUS_LABELS[r.status];
}

/**
 * The customer's data requests on their record (issue 34): each download of their data and their own deletion,
 * newest first, with where it stands. Loaded by the browser from GET /api/customers/{id}/data-requests.
 */
export function CustomerDataRequests({ customerId }: { customerId: string }) {
  const [requests, setRequests] = useState<DataRequestView[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<{ requests: DataRequestView[] }>(`/customers/${customerId}/data-requests`, {
        signal: controller.signal,
      })
      .then((answer) => setRequests(answer.requests))
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setError(
          e instanceof ApiError
            ? e.messageOr('Could not load the data requests.')
            : 'Could not load the data requests.',
        );
      });
    return () => controller.abort();
  }, [customerId]);

  return (
    <section
      aria-labelledby="data-requests"
      className="mt-6 rounded-lg border border-zinc-200 bg-white p-4 sm:p-6"
    >
      <h2 id="data-requests" className="text-lg font-semibold text-brand-900">
        Data requests
      </h2>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : requests === null ? (
        <p className="mt-2 text-sm text-zinc-600">Loading…</p>
      ) : requests.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-600">
          None: they have not asked for their data or deleted their account.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-zinc-200 text-sm">
          {requests.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <span className="font-medium text-zinc-900">{DATA_REQUEST_KIND_LABELS[r.kind]}</span>
              <span className="text-zinc-700">
                Asked {formatTimelineTime(r.createdAt)} · {standing(r)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
