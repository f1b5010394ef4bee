import type { TradeAccountView, TradeInvoiceView } from '../../domain/trade-view';

/** An invoice of the account below: £600 on 1 November 2026, due in 30 days, unpaid. Tests override. */
export function tradeInvoice(overrides: Partial<TradeInvoiceView> = {}): TradeInvoiceView {
  return {
    orderId: '11111111-1111-4111-8111-111111111111',
    orderNumber: 1042,
    invoiceNumber: 'INV-1042',
    poNumber: 'PO-7731',
    day: '2026-11-01',
    dueDay: '2026-12-01',
    total: 60_000,
    credited: 0,
    paid: 0,
    outstanding: 60_000,
    state: 'unpaid',
    overdue: false,
    daysOverdue: 0,
    pdfUrl: '/api/trade-account/invoices/11111111-1111-4111-8111-111111111111',
    ...overrides,
  };
}

/** Bloggs Builders' account as its customer sees it: approved, £1,000 at 30 days, one invoice. Tests override. */
export function tradeAccount(overrides: Partial<TradeAccountView> = {}): TradeAccountView {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    status: 'approved',
    businessName: 'Bloggs Builders Ltd',
    companyNumber: '01234567',
    vatNumber: null,
    contactName: 'Jo Bloggs',
    contactEmail: 'accounts@bloggs.example',
    invoiceAddress: {
      address: '1 High Street',
      city: 'Leeds',
      postCode: 'LS1 4AP',
      country: 'United Kingdom',
    },
    phone: '0113 496 0000',
    monthlySpend: '500-2000',
    poRequired: true,
    creditLimit: 100_000,
    termsDays: 30,
    reason: null,
    appliedAt: '2026-10-20T10:00:00.000Z',
    decidedAt: '2026-10-21T10:00:00.000Z',
    customer: { id: 'u1', email: 'jo@bloggs.example', name: 'Jo Bloggs' },
    figures: { balance: 60_000, outstanding: 60_000, overdue: 0, available: 40_000, overdueInvoices: 0 },
    invoices: [tradeInvoice()],
    payments: [],
    creditNotes: [],
    events: [],
    ...overrides,
  };
}
