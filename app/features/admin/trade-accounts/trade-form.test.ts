import { describe, expect, it } from 'vitest';
import { TradeDecisionSchema, TradePaymentSchema } from '../../../../domain/schemas/trade';
import type { TradeEventView, TradeInvoiceView } from '../../../../domain/trade-view';
import {
  boxesOf,
  emptyPaymentForm,
  payableInvoices,
  paymentBody,
  poundsBoxText,
  statementPdfHref,
  termsBody,
  termsFormOf,
  termsOf,
  TRADE_FORM_MESSAGES,
  tradeMovesFrom,
  tradeTimeline,
  typedPounds,
} from './trade-form';

describe('typedPounds: pounds as a person types them, in pence', () => {
  it.each([
    ['500', 50_000],
    ['£500', 50_000],
    ['£ 500', 50_000],
    ['1,250.50', 125_050],
    ['1250.5', 125_050],
    ['0', 0],
    ['0.00', 0],
    ['  12.99 ', 1299],
    ['1,000,000', 100_000_000],
  ])('%s → %d', (typed, pence) => {
    expect(typedPounds(typed)).toBe(pence);
  });

  it.each(['', ' ', '-5', '12.999', '1,25', 'five', '1e3', '12,50.00', '1,000,000.01', '.5'])(
    'refuses %j',
    (typed) => {
      expect(typedPounds(typed)).toBeNull();
    },
  );

  it('takes a larger ceiling when given one', () => {
    expect(typedPounds('2,000,000')).toBeNull();
    expect(typedPounds('2,000,000', 1_000_000_000)).toBe(200_000_000);
  });
});

describe('the terms form', () => {
  it('shows round pounds without pence, and pence when there are some', () => {
    expect(poundsBoxText(50_000)).toBe('500');
    expect(poundsBoxText(125_050)).toBe('1250.50');
    expect(typedPounds(poundsBoxText(125_050))).toBe(125_050);
  });

  it('starts an application at 30 days, no limit, and the PO rule the applicant asked for', () => {
    expect(termsFormOf({ status: 'pending', creditLimit: 0, termsDays: 30, poRequired: true })).toEqual({
      creditLimit: '',
      termsDays: '30',
      poRequired: true,
    });
    expect(
      termsFormOf({ status: 'suspended', creditLimit: 75_000, termsDays: 14, poRequired: false }),
    ).toEqual({
      creditLimit: '750',
      termsDays: '14',
      poRequired: false,
    });
  });

  it('reads the terms a select names', () => {
    expect(termsOf('7')).toBe(7);
    expect(termsOf('60')).toBe(60);
    expect(termsOf('45')).toBeNull();
    expect(termsOf('')).toBeNull();
  });

  it('makes the body TradeDecisionSchema takes: approve £500 at 30 days', () => {
    const { body, problem } = termsBody('approve', {
      creditLimit: '£500',
      termsDays: '30',
      poRequired: true,
    });
    expect(problem).toBeNull();
    expect(TradeDecisionSchema.parse(body)).toEqual({
      action: 'approve',
      creditLimit: 50_000,
      termsDays: 30,
      poRequired: true,
    });
    const update = termsBody('update', { creditLimit: '750', termsDays: '14', poRequired: false });
    expect(TradeDecisionSchema.parse(update.body)).toEqual({
      action: 'update',
      creditLimit: 75_000,
      termsDays: 14,
      poRequired: false,
    });
  });

  it('says what to type when a box cannot be read, and the schema refuses the body too', () => {
    const limit = termsBody('approve', { creditLimit: 'lots', termsDays: '30', poRequired: false });
    expect(limit.problem).toBe(TRADE_FORM_MESSAGES.creditLimit);
    expect(TradeDecisionSchema.safeParse(limit.body).success).toBe(false);
    const terms = termsBody('update', { creditLimit: '500', termsDays: '45', poRequired: false });
    expect(terms.problem).toBe(TRADE_FORM_MESSAGES.terms);
    expect(TradeDecisionSchema.safeParse(terms.body).success).toBe(false);
  });
});

describe('the moves the seller may make', () => {
  it.each([
    ['pending', ['approve', 'decline']],
    ['declined', ['approve']],
    ['approved', ['update', 'suspend']],
    ['suspended', ['update', 'reopen']],
  ] as const)('from %s: %j', (status, moves) => {
    expect(tradeMovesFrom(status)).toEqual(moves);
  });
});

const invoice = (over: Partial<TradeInvoiceView>): TradeInvoiceView => ({
  orderId: '00000000-0000-4000-8000-000000000001',
  orderNumber: 1001,
  day: '2026-11-01',
  dueDay: '2026-12-01',
  total: 12_000,
  credited: 0,
  paid: 0,
  outstanding: 12_000,
  state: 'unpaid',
  overdue: false,
  daysOverdue: 0,
  invoiceNumber: 'INV-1001',
  poNumber: null,
  pdfUrl: '/api/orders/x/invoice',
  ...over,
});

describe('Record payment', () => {
  it('starts empty, dated today, paying the oldest invoices first', () => {
    expect(emptyPaymentForm('2026-11-27')).toEqual({
      amount: '',
      day: '2026-11-27',
      reference: '',
      orderId: '',
    });
  });

  it('sends pence, the day, the reference or null, and the invoice or null', () => {
    const form = { amount: '120.50', day: '2026-11-20', reference: ' BACS 7731 ', orderId: '' };
    const { body, problem } = paymentBody(form);
    expect(problem).toBeNull();
    expect(TradePaymentSchema.parse(body)).toEqual({
      amount: 12_050,
      day: '2026-11-20',
      reference: 'BACS 7731',
      orderId: null,
    });
    const against = paymentBody({ ...form, reference: '', orderId: invoice({}).orderId });
    expect(TradePaymentSchema.parse(against.body)).toMatchObject({
      reference: null,
      orderId: invoice({}).orderId,
    });
  });

  it('refuses nothing, nought and words with one sentence', () => {
    for (const amount of ['', '0', 'ten', '-5'])
      expect(paymentBody({ amount, day: '2026-11-20', reference: '', orderId: '' }).problem).toBe(
        TRADE_FORM_MESSAGES.amount,
      );
  });

  it('offers the invoices still owed on, oldest first, with what is owed', () => {
    const options = payableInvoices([
      invoice({ orderId: 'c', orderNumber: 1003, invoiceNumber: 'INV-1003', day: '2026-11-10' }),
      invoice({ orderId: 'a', orderNumber: 1001, outstanding: 0, state: 'paid' }),
      invoice({
        orderId: 'b',
        orderNumber: 1002,
        invoiceNumber: 'INV-1002',
        day: '2026-11-02',
        outstanding: 4550,
      }),
    ]);
    expect(options).toEqual([
      { value: 'b', label: 'INV-1002 — £45.50 owed' },
      { value: 'c', label: 'INV-1003 — £120.00 owed' },
    ]);
  });
});

describe('the statement and the timeline', () => {
  it("links the seller's statement PDF for the range", () => {
    expect(statementPdfHref('a1b2', { from: '2026-09-01', to: '2026-11-27' })).toBe(
      '/api/trade-accounts/a1b2/statement?from=2026-09-01&to=2026-11-27',
    );
  });

  it('shows the events oldest first with who and when, keeping the order of those at one instant', () => {
    const events: TradeEventView[] = [
      { kind: 'payment', summary: 'Payment of £120.00 recorded', actor: 'Sam', at: '2026-11-20T10:00:00Z' },
      { kind: 'applied', summary: 'Applied', actor: 'Jo Bloggs', at: '2026-11-01T09:00:00Z' },
      {
        kind: 'approved',
        summary: 'Approved with a £500 limit at 30 days',
        actor: 'Sam',
        at: '2026-11-02T09:00:00Z',
      },
      { kind: 'updated', summary: 'PO numbers required', actor: 'Sam', at: '2026-11-02T09:00:00Z' },
    ];
    expect(tradeTimeline(events).map((e) => e.text)).toEqual([
      'Applied',
      'Approved with a £500 limit at 30 days',
      'PO numbers required',
      'Payment of £120.00 recorded',
    ]);
    expect(tradeTimeline(events)[0]).toEqual({
      text: 'Applied',
      actor: 'Jo Bloggs',
      at: '2026-11-01T09:00:00Z',
    });
  });
});

describe('boxesOf: a text field of a form held in state', () => {
  it('gives the name, the value, the class and a change that sets only that field', () => {
    const changes: unknown[] = [];
    const box = boxesOf({ amount: '12', paid: true }, (c) => changes.push(c), 'mt-1 h-10');
    const props = box('amount', { inputMode: 'decimal' as const });
    expect(props).toMatchObject({
      name: 'amount',
      value: '12',
      className: 'mt-1 h-10',
      inputMode: 'decimal',
    });
    props.onChange({ target: { value: '12.5' } });
    expect(changes).toEqual([{ amount: '12.5' }]);
  });
});
