import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { cn } from '~/lib/cn';
import { Button } from './button';
import { fieldLook } from './field';

/**
 * --ui DataTable, FilterBar, Pager: the seller's lists. The list's state — search, filters, sort and page —
 * lives in the URL, set by GET forms and plain links, so a list works before JavaScript, survives a reload and
 * can be shared; the loader reads the same parameters (`readSort` for the sort).
 *   <FilterBar label="Filter orders" fields={['status']} search={{ name: 'search', defaultValue: filter.search }}>
 *     <FilterSelect label="Status" name="status" defaultValue={filter.status ?? ''}>…</FilterSelect>
 *   </FilterBar>
 *   <DataTable caption="Orders" rows={orders} rowKey={(o) => o.id} columns={columns}
 *     empty="No orders match these filters." card={(o) => <ListCard>…</ListCard>} />
 *   <Pager page={filter.page} pages={pages} />
 */

/** The URL's parameters the kit reads and writes. */
export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sort';
export const DIRECTION_PARAM = 'dir';

export type SortDirection = 'asc' | 'desc';
export interface SortState<K extends string = string> {
  key: K;
  direction: SortDirection;
}

/** The sort a URL asks for, when it names one of `keys`; else `fallback` (for a loader and DataTable alike). */
export function readSort<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
  fallback: SortState<K> | null = null,
): SortState<K> | null {
  const key = params.get(SORT_PARAM);
  if (!key || !(keys as readonly string[]).includes(key)) return fallback;
  return { key: key as K, direction: params.get(DIRECTION_PARAM) === 'desc' ? 'desc' : 'asc' };
}

/** `?…` with `changes` applied to the current parameters (null removes one). */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '?';
}

export interface Column<T> {
  /** Unique among the columns (React's key). */
  key: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** On the header and every cell (`text-right`, `hidden sm:table-cell`). */
  className?: string;
  /** On the header only (`w-16`). */
  headerClassName?: string;
  /** On the cells only (`font-semibold tabular-nums`). */
  cellClassName?: string;
  /** The header is read out but not shown (an Actions column). */
  hideHeader?: boolean;
  /** Sortable: the header becomes a link setting `?sort=<sortKey>&dir=…` (keeping the other parameters). */
  sortKey?: string;
}

const emptyClass = 'mt-3 rounded-lg border border-dashed border-zinc-300 bg-white p-6 text-zinc-600';

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  empty,
  card,
  rowClassName,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Names the table (read out, not shown) and, on a phone, the list of cards. */
  caption: string;
  /** What shows instead of the table when there are no rows. */
  empty: ReactNode;
  /**
   * On a phone, each row as a card (an `<li>`: the seller's `ListCard`), the table from a tablet (768 px) up.
   * Without it the table shows everywhere: hide columns on phones with `className: 'hidden sm:table-cell'`.
   */
  card?: (row: T, index: number) => ReactNode;
  /** A row's own look (`bg-brand-50/60` for a new order). */
  rowClassName?: (row: T) => string | undefined;
}) {
  const { search } = useLocation();
  if (rows.length === 0)
    return typeof empty === 'string' ? (
      <p className={emptyClass}>{empty}</p>
    ) : (
      <div className={emptyClass}>{empty}</div>
    );
  const sort = readSort(
    new URLSearchParams(search),
    columns.flatMap((c) => (c.sortKey ? [c.sortKey] : [])),
  );

  return (
    <>
      {card && (
        <ul aria-label={caption} className="mt-3 flex flex-col gap-2 md:hidden">
          {rows.map((row, i) => (
            <Fragment key={rowKey(row)}>{card(row, i)}</Fragment>
          ))}
        </ul>
      )}
      <div
        className={cn(
          'mt-3 rounded-lg border border-zinc-200 bg-white',
          card &&
            'relative hidden overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600 md:block',
        )}
        // a table wider than its box scrolls sideways: keyboard users reach it too (WCAG 2.1.1, axe
        // scrollable-region-focusable), named by its caption
        {...(card ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
      >
        <table className={cn('w-full text-left text-sm', card && 'min-w-[44rem]')}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-zinc-50 text-zinc-700">
            <tr>
              {columns.map((column) => {
                const active = column.sortKey !== undefined && sort?.key === column.sortKey;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={active ? (sort?.direction === 'desc' ? 'descending' : 'ascending') : undefined}
                    className={cn('px-3 py-2', column.className, column.headerClassName)}
                  >
                    {column.hideHeader ? (
                      <span className="sr-only">{column.header}</span>
                    ) : column.sortKey ? (
                      <SortLink
                        sortKey={column.sortKey}
                        direction={active ? (sort?.direction ?? null) : null}
                        search={search}
                      >
                        {column.header}
                      </SortLink>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200">
            {rows.map((row, i) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={cn('px-3 py-2', column.className, column.cellClassName)}>
                    {column.cell(row, i)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A sortable header: a link to the other direction (ascending first), back on page 1. */
function SortLink(props: {
  sortKey: string;
  direction: SortDirection | null;
  search: string;
  children: ReactNode;
}) {
  const next: SortDirection = props.direction === 'asc' ? 'desc' : 'asc';
  const Icon = props.direction === 'asc' ? ArrowUp : props.direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <Link
      to={withParams(props.search, {
        [SORT_PARAM]: props.sortKey,
        [DIRECTION_PARAM]: next,
        [PAGE_PARAM]: null,
      })}
      className="inline-flex items-center gap-1 hover:underline"
    >
      {props.children}
      <Icon className={cn('size-3.5', !props.direction && 'opacity-50')} aria-hidden />
    </Link>
  );
}

/** A filter's look: a field without its label's gap (the label wraps it, text above). */
const filterField = cn(fieldLook, 'py-2');
const filterLabel = 'flex flex-col gap-1 text-sm font-medium text-zinc-700';

/**
 * The filters above a list: a GET form (role="search") whose submit puts its fields in the URL, dropping
 * `page` (back to page 1) and carrying every other parameter the form does not set (the view, the sort) as
 * hidden inputs. Keyed by the URL, so its fields show the filters in force after a client-side navigation.
 */
export function FilterBar({
  label,
  fields,
  search,
  submitLabel = 'Apply',
  clearLabel = 'Clear filters',
  children,
}: {
  /** The form's accessible name ("Filter orders"). */
  label: string;
  /** The names of the parameters the bar's own controls set (not the search box's: `search.name` is added). */
  fields: readonly string[];
  /** The search box first, when the list has one. `className` replaces its width (`w-64 max-w-full`). */
  search?: {
    name: string;
    label?: string;
    defaultValue?: string | null;
    placeholder?: string;
    className?: string;
  };
  submitLabel?: string;
  /** The link back to the unfiltered list (keeping the kept parameters), shown while a filter is set. */
  clearLabel?: string | null;
  /** The filters: FilterSelect, FilterCheckbox or any labelled control. */
  children?: ReactNode;
}) {
  const location = useLocation();
  const current = new URLSearchParams(location.search);
  const own = new Set([...fields, ...(search ? [search.name] : []), PAGE_PARAM]);
  const kept = [...current].filter(([name]) => !own.has(name));
  const filtered = [...current].some(([name, value]) => name !== PAGE_PARAM && own.has(name) && value !== '');
  const clearHref = `${location.pathname}${kept.length ? `?${new URLSearchParams(kept)}` : ''}`;

  return (
    <Form
      key={location.search}
      method="get"
      className="mt-4 flex flex-wrap items-end gap-3"
      role="search"
      aria-label={label}
    >
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      {search && (
        <label className={filterLabel}>
          {search.label ?? 'Search'}
          <input
            type="search"
            name={search.name}
            defaultValue={search.defaultValue ?? ''}
            placeholder={search.placeholder}
            className={cn(filterField, search.className ?? 'w-64 max-w-full')}
          />
        </label>
      )}
      {children}
      <Button type="submit">{submitLabel}</Button>
      {clearLabel && filtered && (
        <Link to={clearHref} className="pb-2 text-sm text-brand-700 underline">
          {clearLabel}
        </Link>
      )}
    </Form>
  );
}

/** A native select in a FilterBar, its label above it; its options are the children. */
export function FilterSelect(props: {
  label: string;
  name: string;
  defaultValue?: string;
  /** Replaces the select's width (none by default: as wide as its longest option). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={filterLabel}>
      {props.label}
      <select
        name={props.name}
        defaultValue={props.defaultValue}
        className={cn(filterField, props.className)}
      >
        {props.children}
      </select>
    </label>
  );
}

/** A yes/no filter in a FilterBar (`?archived=true`), level with the fields' boxes. */
export function FilterCheckbox(props: {
  label: string;
  name: string;
  value?: string;
  defaultChecked?: boolean;
}) {
  return (
    <label className="flex items-center gap-2 pb-2 text-sm font-medium text-zinc-700">
      <input
        type="checkbox"
        name={props.name}
        value={props.value ?? 'true'}
        defaultChecked={props.defaultChecked}
        className="size-4"
      />
      {props.label}
    </label>
  );
}

/** A day in a FilterBar (`?from=2026-11-20`), a native date picker with its label above it. */
export function FilterDate(props: { label: string; name: string; defaultValue?: string; min?: string }) {
  return (
    <label className={filterLabel}>
      {props.label}
      <input
        type="date"
        name={props.name}
        defaultValue={props.defaultValue}
        min={props.min}
        className={filterField}
      />
    </label>
  );
}

/** Page numbers around the current one, with gaps: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, pages: number, around = 2): (number | 'gap')[] {
  const shown = new Set([1, pages]);
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? ['gap' as const, n] : [n]));
}

const pagerLink = 'text-brand-700 underline';

/**
 * Previous / Page n of m / Next as links that keep the other parameters (filters, sort); `numbered` adds a
 * link per page around the current one, which is marked aria-current="page". Nothing on a single page.
 */
export function Pager({
  page,
  pages,
  label = 'Pages',
  numbered = false,
  previousLabel = 'Previous',
  nextLabel = 'Next',
}: {
  page: number;
  pages: number;
  label?: string;
  numbered?: boolean;
  /** The links' words where the list's order gives better ones (an inbox's Newer and Older). */
  previousLabel?: string;
  nextLabel?: string;
}) {
  const { search } = useLocation();
  if (pages <= 1) return null;
  const to = (n: number) => withParams(search, { [PAGE_PARAM]: String(n) });
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      {page > 1 && (
        <Link to={to(page - 1)} className={pagerLink}>
          {previousLabel}
        </Link>
      )}
      {numbered ? (
        <ol className="flex flex-wrap items-center gap-1">
          {pageWindow(page, pages).map((n, i) =>
            n === 'gap' ? (
              <li key={`gap-${i}`} aria-hidden className="px-1 text-zinc-500">
                …
              </li>
            ) : (
              <li key={n}>
                <Link
                  to={to(n)}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={`Page ${n}`}
                  className={cn(
                    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 sm:min-h-8 sm:min-w-8',
                    n === page ? 'bg-brand-700 font-semibold text-white' : 'text-brand-700 underline',
                  )}
                >
                  {n}
                </Link>
              </li>
            ),
          )}
        </ol>
      ) : (
        <span>
          Page {page} of {pages}
        </span>
      )}
      {page < pages && (
        <Link to={to(page + 1)} className={pagerLink}>
          {nextLabel}
        </Link>
      )}
    </nav>
  );
}
