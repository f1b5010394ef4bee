import { ScrollText } from 'lucide-react';
import {
  AUDIT_AREA_LABELS,
  AUDIT_AREAS,
  auditFieldLabel,
  auditValueShown,
  type AuditChange,
  type AuditEntryView,
} from '../../../domain/audit';
import { formatTimelineTime } from '../../../domain/order-timeline';
import { AuditQuerySchema, type AuditQuery } from '../../../domain/schemas/staff';
import { requirePermission } from '~/lib/auth.server';
import { ListCard } from '~/components/admin/seller-list-card';
import { Button } from '~/components/ui/button';
import {
  DataTable,
  FilterBar,
  FilterDate,
  FilterSelect,
  Pager,
  type Column,
} from '~/components/ui/data-table';
import { EmptyState } from '~/components/ui/empty-state';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = () => [
  { title: 'Audit trail' },
  { name: 'robots', content: 'noindex' },
];

const FILTERS = ['actor', 'area', 'from', 'to'] as const;

/** The filters from the URL, each checked by the API's schema on its own: a bad one is dropped, the rest kept. */
function auditQueryFromUrl(url: URL): AuditQuery {
  const raw: Record<string, string> = {};
  for (const key of [...FILTERS, 'page'] as const) {
    const value = url.searchParams.get(key);
    if (value && AuditQuerySchema.shape[key].safeParse(value).success) raw[key] = value;
  }
  return AuditQuerySchema.parse(raw);
}

/** What staff did, newest first (issue 33): filtered by person, area and day, a page at a time, and as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'audit:view');
  const url = new URL(request.url);
  const query = auditQueryFromUrl(url);
  const { auditLog } = context.app.services;
  const [result, people] = await Promise.all([auditLog.list(query), auditLog.people()]);
  const csv = new URLSearchParams({ format: 'csv' });
  for (const key of FILTERS) if (query[key]) csv.set(key, query[key]);
  return {
    query,
    entries: result.entries,
    total: result.total,
    pages: Math.max(1, Math.ceil(result.total / result.pageSize)),
    people,
    filtered: FILTERS.some((key) => query[key] !== undefined),
    csvHref: `/api/audit?${csv}`,
  };
}

function Changes({ changes }: { changes: readonly AuditChange[] }) {
  if (changes.length === 0) return <span className="text-zinc-500">—</span>;
  return (
    <ul className="flex flex-col gap-1">
      {changes.map((c) => (
        <li key={c.field} className="break-words">
          <span className="font-medium text-zinc-800">{auditFieldLabel(c.field)}:</span>{' '}
          <span className="text-zinc-600">{auditValueShown(c.field, c.before)}</span>
          <span aria-hidden> → </span>
          <span className="sr-only"> changed to </span>
          <span className="text-zinc-900">{auditValueShown(c.field, c.after)}</span>
        </li>
      ))}
    </ul>
  );
}

function Who({ entry }: { entry: AuditEntryView }) {
  return (
    <>
      <span className="block font-medium text-zinc-900">{entry.actor.name}</span>
      <span className="block text-xs break-all text-zinc-600">{entry.actor.email}</span>
      {entry.ip && <span className="block text-xs text-zinc-600">from {entry.ip}</span>}
    </>
  );
}

const COLUMNS: Column<AuditEntryView>[] = [
  {
    key: 'when',
    header: 'When',
    cell: (e) => <time dateTime={e.at}>{formatTimelineTime(e.at)}</time>,
    cellClassName: 'whitespace-nowrap align-top',
  },
  { key: 'who', header: 'Who', cell: (e) => <Who entry={e} />, cellClassName: 'align-top' },
  {
    key: 'area',
    header: 'Area',
    cell: (e) => AUDIT_AREA_LABELS[e.area] ?? e.area,
    cellClassName: 'whitespace-nowrap align-top',
  },
  { key: 'summary', header: 'What', cell: (e) => e.summary, cellClassName: 'align-top' },
  {
    key: 'changes',
    header: 'Changes (before → after)',
    cell: (e) => <Changes changes={e.changes} />,
    cellClassName: 'align-top text-xs',
  },
];

export default function AuditTrail({ loaderData }: Route.ComponentProps) {
  const { query, entries, total, pages, people, filtered, csvHref } = loaderData;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Audit trail</h1>
        {total > 0 && (
          <Button asChild variant="secondary">
            <a href={csvHref} download>
              Export CSV
            </a>
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-zinc-600">
        Every change staff make, every sign-in and every two-step change, as it was saved. Nothing here can be
        edited or deleted.
      </p>

      {total === 0 && !filtered ? (
        <EmptyState
          icon={ScrollText}
          title="Nothing recorded yet"
          action={{ to: '/admin/orders', label: 'Go to orders' }}
        >
          When someone on the staff changes an order, a product or a setting, or signs in, it appears here.
        </EmptyState>
      ) : (
        <>
          <FilterBar label="Filter the audit trail" fields={FILTERS}>
            <FilterSelect label="Person" name="actor" defaultValue={query.actor ?? ''}>
              <option value="">Everyone</option>
              {people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.email})
                </option>
              ))}
            </FilterSelect>
            <FilterSelect label="Area" name="area" defaultValue={query.area ?? ''}>
              <option value="">All areas</option>
              {AUDIT_AREAS.map((area) => (
                <option key={area} value={area}>
                  {AUDIT_AREA_LABELS[area]}
                </option>
              ))}
            </FilterSelect>
            <FilterDate label="From" name="from" defaultValue={query.from} />
            <FilterDate label="To" name="to" defaultValue={query.to} />
          </FilterBar>

          <p className="mt-4 text-sm text-zinc-600" aria-live="polite">
            {total === 1 ? '1 entry' : `${total} entries`}
          </p>

          <DataTable
            caption="Audit trail"
            rows={entries}
            rowKey={(e) => e.id}
            columns={COLUMNS}
            empty="Nothing matches these filters."
            // on a phone a card per entry: what, who and when, then the changes
            card={(e) => (
              <ListCard>
                <p className="font-semibold text-zinc-900">{e.summary}</p>
                <p className="mt-1 text-sm text-zinc-700">
                  {AUDIT_AREA_LABELS[e.area] ?? e.area} ·{' '}
                  <time dateTime={e.at}>{formatTimelineTime(e.at)}</time>
                </p>
                <div className="mt-1 text-sm">
                  <Who entry={e} />
                </div>
                {e.changes.length > 0 && (
                  <div className="mt-2 text-sm">
                    <Changes changes={e.changes} />
                  </div>
                )}
              </ListCard>
            )}
          />

          <Pager page={query.page} pages={pages} numbered />
        </>
      )}
    </div>
  );
}
