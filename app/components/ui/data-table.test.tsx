import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  DataTable,
  FilterBar,
  FilterCheckbox,
  FilterSelect,
  Pager,
  pageWindow,
  readSort,
  withParams,
  type Column,
} from './data-table';

/** The server render at a URL (what a browser without JavaScript gets), as a document. */
function render(element: ReactNode, at = '/admin/orders') {
  const Stub = createRoutesStub([{ path: '*', Component: () => element }]);
  const html = renderToString(<Stub initialEntries={[at]} />).replace(/<!-- -->/g, '');
  return new JSDOM(html).window.document;
}

/** A link's search parameters, as pairs. */
const paramsOf = (a: Element | null) => [
  ...new URL(a!.getAttribute('href')!, 'http://x/admin/orders').searchParams,
];

interface Order {
  id: string;
  number: number;
  total: string;
}
const orders: Order[] = [
  { id: 'o1', number: 1042, total: '£12.00' },
  { id: 'o2', number: 1043, total: '£30.50' },
];
const columns: Column<Order>[] = [
  { key: 'index', header: '#', cell: (_o, i) => i + 1 },
  { key: 'number', header: 'Order Number', cell: (o) => `#${o.number}`, sortKey: 'number' },
  {
    key: 'total',
    header: 'Total',
    cell: (o) => o.total,
    className: 'text-right',
    cellClassName: 'font-semibold',
  },
  {
    key: 'actions',
    header: 'Actions',
    cell: (o) => <button type="button">Menu {o.number}</button>,
    hideHeader: true,
  },
];

describe('DataTable', () => {
  it('draws a row per record under a hidden caption', () => {
    const doc = render(
      <DataTable caption="Orders" columns={columns} rows={orders} rowKey={(o) => o.id} empty="None" />,
    );
    expect(doc.querySelector('caption')?.textContent).toBe('Orders');
    expect(doc.querySelector('caption')?.className).toBe('sr-only');
    expect(
      [...doc.querySelectorAll('thead th')].map((th) => [th.textContent, th.getAttribute('scope')]),
    ).toEqual([
      ['#', 'col'],
      ['Order Number', 'col'],
      ['Total', 'col'],
      ['Actions', 'col'],
    ]);
    expect(doc.querySelector('thead th:last-child span')?.className).toBe('sr-only');
    const rows = [...doc.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['1', '#1042', '£12.00', 'Menu 1042'],
      ['2', '#1043', '£30.50', 'Menu 1043'],
    ]);
    const total = doc.querySelector('tbody td:nth-child(3)')!;
    expect(total.className).toBe('px-3 py-2 text-right font-semibold');
    expect(doc.querySelector('thead th:nth-child(3)')!.className).toBe('px-3 py-2 text-right');
    // no cards asked for: the table shows at every width
    expect(doc.querySelector('ul')).toBeNull();
    expect(doc.querySelector('table')!.parentElement!.className).not.toContain('hidden');
  });

  it('says so when there are no rows', () => {
    const doc = render(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={[]}
        rowKey={(o) => o.id}
        empty="No orders match these filters."
      />,
    );
    expect(doc.querySelector('table')).toBeNull();
    expect(doc.querySelector('p')?.textContent).toBe('No orders match these filters.');
  });

  it('shows cards on a phone and the table from a tablet up', () => {
    const doc = render(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={orders}
        rowKey={(o) => o.id}
        empty="None"
        card={(o) => <li className="card">Order #{o.number}</li>}
        rowClassName={(o) => (o.number === 1043 ? 'bg-brand-50/60' : undefined)}
      />,
    );
    const list = doc.querySelector('ul[aria-label="Orders"]')!;
    expect(list.className).toContain('md:hidden');
    expect([...list.querySelectorAll('li.card')].map((li) => li.textContent)).toEqual([
      'Order #1042',
      'Order #1043',
    ]);
    expect(doc.querySelector('table')!.parentElement!.className).toContain('hidden');
    expect(doc.querySelector('table')!.parentElement!.className).toContain('md:block');
    expect(doc.querySelectorAll('tbody tr')[1]!.className).toBe('bg-brand-50/60');
  });

  it('makes a sortable header a link that keeps the filters, goes back to page 1 and says the order', () => {
    const unsorted = render(
      <DataTable caption="Orders" columns={columns} rows={orders} rowKey={(o) => o.id} empty="None" />,
      '/admin/orders?status=Shipped&page=3',
    );
    const link = unsorted.querySelector('th a');
    expect(link?.textContent).toBe('Order Number');
    expect(paramsOf(link)).toEqual([
      ['status', 'Shipped'],
      ['sort', 'number'],
      ['dir', 'asc'],
    ]);
    expect(unsorted.querySelector('th[aria-sort]')).toBeNull();

    const ascending = render(
      <DataTable caption="Orders" columns={columns} rows={orders} rowKey={(o) => o.id} empty="None" />,
      '/admin/orders?sort=number&dir=asc&status=Shipped',
    );
    expect(ascending.querySelector('th a')!.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    expect(paramsOf(ascending.querySelector('th a'))).toEqual([
      ['sort', 'number'],
      ['dir', 'desc'],
      ['status', 'Shipped'],
    ]);
  });
});

describe('readSort and withParams', () => {
  it('reads only a known sort key', () => {
    expect(readSort(new URLSearchParams('sort=total&dir=desc'), ['total', 'date'])).toEqual({
      key: 'total',
      direction: 'desc',
    });
    expect(readSort(new URLSearchParams('sort=total&dir=sideways'), ['total'])).toEqual({
      key: 'total',
      direction: 'asc',
    });
    expect(
      readSort(new URLSearchParams('sort=password'), ['total'], { key: 'total', direction: 'desc' }),
    ).toEqual({
      key: 'total',
      direction: 'desc',
    });
    expect(readSort(new URLSearchParams(''), ['total'])).toBeNull();
  });

  it('changes and removes parameters, keeping the rest', () => {
    expect(withParams('?a=1&page=2&b=x+y', { page: null, c: '3' })).toBe('?a=1&b=x+y&c=3');
    expect(withParams('', { page: null })).toBe('?');
  });
});

describe('Pager', () => {
  it('is nothing on a single page', () => {
    expect(render(<Pager page={1} pages={1} />).querySelector('nav')).toBeNull();
  });

  it('links the pages before and after, keeping the filters and the sort', () => {
    const doc = render(<Pager page={2} pages={5} />, '/admin/orders?search=jo&sort=total&dir=desc&page=2');
    const nav = doc.querySelector('nav[aria-label="Pages"]')!;
    expect(nav.textContent).toBe('PreviousPage 2 of 5Next');
    const [previous, next] = [...nav.querySelectorAll('a')];
    expect(paramsOf(previous!)).toEqual([
      ['search', 'jo'],
      ['sort', 'total'],
      ['dir', 'desc'],
      ['page', '1'],
    ]);
    expect(paramsOf(next!)).toContainEqual(['page', '3']);
    expect(paramsOf(next!)).toContainEqual(['search', 'jo']);
  });

  it("takes the list's own words for its links (an inbox's Newer and Older)", () => {
    const doc = render(
      <Pager page={2} pages={3} previousLabel="Newer" nextLabel="Older" />,
      '/admin/inbox?page=2',
    );
    expect(doc.querySelector('nav[aria-label="Pages"]')!.textContent).toBe('NewerPage 2 of 3Older');
  });

  it('numbered, marks the current page', () => {
    const doc = render(<Pager page={6} pages={20} numbered />, '/admin/products?view=deleted&page=6');
    const links = [...doc.querySelectorAll('nav ol a')];
    expect(links.map((a) => a.textContent)).toEqual(['1', '4', '5', '6', '7', '8', '20']);
    const current = doc.querySelector('a[aria-current="page"]')!;
    expect(current.textContent).toBe('6');
    expect(doc.querySelectorAll('a[aria-current]')).toHaveLength(1);
    expect(paramsOf(links[0]!)).toEqual([
      ['view', 'deleted'],
      ['page', '1'],
    ]);
  });

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [5, 10, [1, 'gap', 3, 4, 5, 6, 7, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 8, 9, 10]],
  ])('pageWindow(%d, %d) is %o', (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });
});

describe('FilterBar', () => {
  const bar = (
    <FilterBar
      label="Filter products"
      fields={['type', 'archived']}
      search={{ name: 'q', defaultValue: 'polo', placeholder: 'Title' }}
    >
      <FilterSelect label="Type" name="type" defaultValue="tshirts">
        <option value="">All types</option>
        <option value="tshirts">T-shirts</option>
      </FilterSelect>
      <FilterCheckbox label="Archived" name="archived" />
    </FilterBar>
  );

  it('is a GET search form that keeps the other parameters and drops the page', () => {
    const doc = render(bar, '/admin/products?view=deleted&q=polo&type=tshirts&page=4&sort=title&dir=asc');
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('role')).toBe('search');
    expect(form.getAttribute('aria-label')).toBe('Filter products');
    expect(
      [...form.querySelectorAll('input[type="hidden"]')].map((i) => [
        i.getAttribute('name'),
        i.getAttribute('value'),
      ]),
    ).toEqual([
      ['view', 'deleted'],
      ['sort', 'title'],
      ['dir', 'asc'],
    ]);
    const search = form.querySelector('input[type="search"]')!;
    expect([
      search.getAttribute('name'),
      search.getAttribute('value'),
      search.closest('label')?.textContent,
    ]).toEqual(['q', 'polo', 'Search']);
    expect(form.querySelector('select[name="type"]')!.closest('label')?.textContent).toContain('Type');
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Apply');
  });

  it('offers to clear the filters while one is set, keeping the view', () => {
    const filtered = render(bar, '/admin/products?view=deleted&type=tshirts');
    const clear = [...filtered.querySelectorAll('a')].find((a) => a.textContent === 'Clear filters');
    expect(clear?.getAttribute('href')).toBe('/admin/products?view=deleted');

    const plain = render(bar, '/admin/products?view=deleted&page=2&q=');
    expect([...plain.querySelectorAll('a')].some((a) => a.textContent === 'Clear filters')).toBe(false);
  });
});
