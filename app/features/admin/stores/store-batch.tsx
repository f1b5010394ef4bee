import { BadgeCheck } from 'lucide-react';
import { Panel } from '~/components/ui/panel';
import { formatPounds } from '../../../../domain/money';
import { formatOrderDate } from '../../../../domain/orders';
import type { StoreBatchView } from '../../../../domain/team-store-view';
import { BatchDocuments, BatchMoves } from './batch-actions';
import { BatchOrdersTable, BatchTotalsTable } from './batch-tables';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-zinc-200 bg-white p-3">
      <dt className="text-xs text-zinc-600">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold text-zinc-900 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * A store's batch: its figures, the moves (close now, reopen, approve the proof, mark shipped), the documents
 * for production once closed, the totals by product × colour × size with the names, and the orders so far.
 */
export function StoreBatch({ batch }: { batch: StoreBatchView }) {
  const { totals } = batch;
  return (
    <div className="mt-6 grid min-w-0 gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Orders" value={totals.orders.toLocaleString('en-GB')} />
        <Figure label="Garments" value={totals.garments.toLocaleString('en-GB')} />
        <Figure label="Names" value={totals.names.toLocaleString('en-GB')} />
        <Figure label="Total" value={formatPounds(batch.total)} />
      </dl>

      <Panel title="The batch">
        <div className="grid gap-2 text-sm text-zinc-800">
          {batch.proofApprovedAt ? (
            <p className="flex items-center gap-2">
              <BadgeCheck className="size-4 text-green-700" aria-hidden />
              Proof approved for the whole batch on {formatOrderDate(batch.proofApprovedAt)}.
            </p>
          ) : (
            <p>The proof is not approved yet: approve it once for the whole batch before production.</p>
          )}
          {batch.shippedAt && <p>The batch was shipped on {formatOrderDate(batch.shippedAt)}.</p>}
        </div>
        <BatchMoves batch={batch} />
        <BatchDocuments batch={batch} />
      </Panel>

      <section aria-labelledby="batch-totals-heading" className="min-w-0">
        <h2 id="batch-totals-heading" className="text-lg font-semibold text-brand-900">
          What to make
        </h2>
        <p className="mt-1 mb-3 text-sm text-zinc-700">
          By garment, colour and size, with every name to apply and its order number.
        </p>
        <BatchTotalsTable totals={totals} />
      </section>

      <section aria-labelledby="batch-orders-heading" className="min-w-0">
        <h2 id="batch-orders-heading" className="text-lg font-semibold text-brand-900">
          Orders so far
        </h2>
        <BatchOrdersTable orders={batch.orders} />
      </section>
    </div>
  );
}
