import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TradeAccountView } from '../../../domain/trade-view';
import { tradeListFilterFromUrl } from '~/features/admin/trade-accounts/trade-accounts.server';
import SellerTradeAccount from './trade-account';

const ID = '5b0c1a52-4a8e-4c53-9d3e-0b1e6f1d2a10';
const ORDER = '7d4f6a10-1c2b-4d3e-8f90-a1b2c3d4e5f6';

/** An approved account with one invoice part paid, as the service's `get` hands it to the seller. */
const approved: TradeAccountView = {
  id: ID,
  status: 'approved',
  businessName: 'Bloggs Builders Ltd',
  companyNumber: '01234567',
  vatNumber: null,
  contactName: 'Jo Bloggs',
  contactEmail: 'accounts@bloggs.example',
  invoiceAddress: { address: '1 Mill Lane', city: 'Leeds', postCode: 'LS1 1AA', country: 'United Kingdom' },
  phone: '0113 000 0000',
  monthlySpend: '500-2000',
  poRequired: true,
  creditLimit: 50_000,
  termsDays: 30,
  reason: null,
  appliedAt: '2026-11-01T09:00:00.000Z',
  decidedAt: '2026-11-02T10:00:00.000Z',
  customer: { id: 'c0ffee00-0000-4000-8000-000000000001', email: 'jo@bloggs.example', name: 'Jo Bloggs' },
  figures: { balance: 8000, outstanding: 8000, overdue: 0, available: 42_000, overdueInvoices: 0 },
  invoices: [
    {
      orderId: ORDER,
      orderNumber: 1042,
      day: '2026-11-03',
      dueDay: '2026-12-03',
      total: 12_000,
      credited: 0,
      paid: 4000,
      outstanding: 8000,
      state: 'part-paid',
      overdue: false,
      daysOverdue: 0,
      invoiceNumber: 'INV-1042',
      poNumber: 'PO-77',
      pdfUrl: `/api/orders/${ORDER}/invoice`,
    },
  ],
  payments: [
    {
      id: 'p1',
      day: '2026-11-10',
      amount: 4000,
      reference: 'BACS 7731',
      orderId: null,
      invoiceNumber: null,
      recordedAt: '2026-11-10T12:00:00.000Z',
      recordedBy: 'Sam Seller',
    },
  ],
  creditNotes: [],
  events: [
    {
      kind: 'approved',
      summary: 'Approved with a £500 limit at 30 days',
      actor: 'Sam Seller',
      at: '2026-11-02T10:00:00.000Z',
    },
    { kind: 'applied', summary: 'Applied', actor: 'Jo Bloggs', at: '2026-11-01T09:00:00.000Z' },
  ],
};

const pending: TradeAccountView = {
  ...approved,
  status: 'pending',
  creditLimit: 0,
  decidedAt: null,
  figures: { balance: 0, outstanding: 0, overdue: 0, available: 0, overdueInvoices: 0 },
  invoices: [],
  payments: [],
  events: [approved.events[1]!],
};

function page(account: TradeAccountView) {
  const loaderData = {
    account,
    today: '2026-11-27',
    statementRange: { from: '2026-08-29', to: '2026-11-27' },
  };
  const props = { loaderData } as unknown as Parameters<typeof SellerTradeAccount>[0];
  const Stub = createRoutesStub([
    { path: '/admin/trade-accounts/:accountId', Component: () => <SellerTradeAccount {...props} /> },
  ]);
  return renderToString(<Stub initialEntries={[`/admin/trade-accounts/${account.id}`]} />)
    .replace(/<!-- -->/g, '')
    .replace(/\s+/g, ' ');
}

describe("the seller's trade account page", () => {
  it('shows an approved account: its terms to change, its money, its PDFs from the view, its history', () => {
    const html = page(approved);
    expect(html).toContain(
      '<h1 class="text-2xl font-bold break-words text-brand-900">Bloggs Builders Ltd</h1>',
    );
    expect(html).toMatch(/<h2[^>]*>Credit terms<\/h2>/);
    expect(html).toMatch(/name="creditLimit"[^>]*value="500"/);
    expect(html).toMatch(/<option value="30" selected="">30 days<\/option>/);
    expect(html).toContain('Suspend…');
    expect(html).not.toContain('Decline…');
    // figures: limit, available, outstanding, overdue
    for (const text of ['£500.00', '£420.00', '£80.00', 'nothing late']) expect(html).toContain(text);
    // the invoice's PDF is the view's own link; the order opens in the seller's area
    expect(html).toContain(`href="/api/orders/${ORDER}/invoice"`);
    expect(html).toContain(`href="/admin/orders/${ORDER}"`);
    expect(html).toContain('PO-77');
    expect(html).toContain('Part paid');
    // payments, and the form that records more, offering the invoice still owed on
    expect(html).toContain('BACS 7731');
    expect(html).toContain('Oldest invoices first');
    expect(html).toContain(`<option value="${ORDER}">INV-1042 — £80.00 owed</option>`);
    expect(html).toMatch(/max="2026-11-27"[^>]*name="day" value="2026-11-27"/);
    // the statement: the last 90 days to start with
    expect(html).toContain(`href="/api/trade-accounts/${ID}/statement?from=2026-08-29&amp;to=2026-11-27"`);
    expect(html).toContain('Send statement');
    // the history, oldest first, with who
    expect(html.indexOf('>Applied</p>')).toBeLessThan(html.indexOf('Approved with a £500 limit at 30 days'));
    expect(html).toContain('Sam Seller ·');
  });

  it('shows an application to decide: no money yet, 30 days and the PO rule as asked, approve or decline', () => {
    const html = page(pending);
    expect(html).toMatch(/<h2[^>]*>Decision<\/h2>/);
    expect(html).toMatch(/name="creditLimit"[^>]*value=""/);
    expect(html).toMatch(/<option value="30" selected="">30 days<\/option>/);
    expect(html).toMatch(/name="poRequired"[^>]*checked=""/);
    expect(html).toContain('Approve account');
    expect(html).toContain('Decline…');
    expect(html).not.toContain('Record payment');
    expect(html).not.toContain('Statement PDF');
    expect(html).toContain('£500 to £2,000');
  });

  it('says nothing is owed instead of offering to record a payment, and shows why an account is suspended', () => {
    const html = page({
      ...approved,
      status: 'suspended',
      reason: 'Two invoices over 60 days late.',
      figures: { ...approved.figures, balance: 0, outstanding: 0, available: 50_000 },
      invoices: [{ ...approved.invoices[0]!, paid: 12_000, outstanding: 0, state: 'paid' }],
    });
    expect(html).toContain('Nothing is owed on this account.');
    expect(html).not.toContain('Record payment');
    expect(html).toContain('Suspended:</span> Two invoices over 60 days late.');
    expect(html).toContain('Reopen…');
  });
});

describe('the list filters from the URL', () => {
  const filter = (query: string) =>
    tradeListFilterFromUrl(new URL(`http://localhost/admin/trade-accounts${query}`));

  it.each([
    ['', { page: 1 }],
    ['?q=&status=&overdue=', { page: 1 }],
    ['?q=bloggs&status=pending&overdue=1&page=2', { q: 'bloggs', status: 'pending', overdue: '1', page: 2 }],
    // a filter spelt wrong is dropped, the rest kept
    ['?status=lost&q=bloggs&page=0', { q: 'bloggs', page: 1 }],
    ['?overdue=yes&status=suspended', { status: 'suspended', page: 1 }],
  ])('%s', (query, expected) => {
    expect(filter(query)).toEqual(expected);
  });
});
