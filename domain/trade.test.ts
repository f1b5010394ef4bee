import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountBalance,
  accountFigures,
  availableCredit,
  creditRefusal,
  dueDay,
  invoiceBalances,
  nextTradeStatus,
  reminderDay,
  reminderDue,
  statementOf,
  TRADE_MESSAGES,
  type LedgerEntry,
} from './trade';

let n = 0;
const entry = (e: Partial<LedgerEntry> & Pick<LedgerEntry, 'kind' | 'amount' | 'day'>): LedgerEntry => ({
  id: `e${++n}`,
  orderId: null,
  orderNumber: null,
  dueDay: null,
  reference: null,
  ...e,
});
const invoice = (order: string, amount: number, day: string, terms = 30) =>
  entry({
    kind: 'invoice',
    amount,
    day,
    orderId: order,
    orderNumber: Number(order.slice(1)),
    dueDay: dueDay(day, terms),
  });

describe('due dates', () => {
  it('counts the terms from the invoice day, across months and years', () => {
    expect(dueDay('2026-11-27', 30)).toBe('2026-12-27');
    expect(dueDay('2026-12-15', 30)).toBe('2027-01-14');
    expect(dueDay('2027-02-20', 14)).toBe('2027-03-06');
    expect(dueDay('2028-02-22', 7)).toBe('2028-02-29');
  });
});

describe('balances and invoices', () => {
  it('owes invoices less payments and credit notes', () => {
    const ledger = [
      invoice('o1001', 30_000, '2026-10-01'),
      invoice('o1002', 12_000, '2026-10-20'),
      entry({ kind: 'payment', amount: 10_000, day: '2026-10-25' }),
      entry({ kind: 'credit', amount: 12_000, day: '2026-10-26', orderId: 'o1002', orderNumber: 1002 }),
    ];
    expect(accountBalance(ledger)).toBe(20_000);
    const [first, second] = invoiceBalances(ledger, '2026-11-05');
    // an account payment pays the oldest invoice first; the credited one is settled by its note
    expect(first).toMatchObject({
      paid: 10_000,
      outstanding: 20_000,
      state: 'part-paid',
      overdue: true,
      daysOverdue: 5,
    });
    expect(second).toMatchObject({ credited: 12_000, outstanding: 0, state: 'credited', overdue: false });
  });

  it('is overdue only after the due day, and never when paid', () => {
    const ledger = [invoice('o1', 5_000, '2026-11-01', 7)];
    expect(invoiceBalances(ledger, '2026-11-08')[0]!.overdue).toBe(false);
    expect(invoiceBalances(ledger, '2026-11-09')[0]).toMatchObject({ overdue: true, daysOverdue: 1 });
    const paid = [...ledger, entry({ kind: 'payment', amount: 5_000, day: '2026-11-09', orderId: 'o1' })];
    expect(invoiceBalances(paid, '2026-12-01')[0]).toMatchObject({ state: 'paid', overdue: false });
    expect(accountFigures(10_000, paid, '2026-12-01')).toMatchObject({
      balance: 0,
      available: 10_000,
      overdue: 0,
    });
  });

  it('refuses an order past the limit in the words of the issue', () => {
    expect(creditRefusal(50_000, 38_000, 12_000)).toBeNull();
    expect(creditRefusal(50_000, 38_000, 12_001)).toBe(
      'This order would take your account over its £500 credit limit (£380.00 unpaid). Pay by card, or contact us.',
    );
    // credit on the account does not count as unpaid
    expect(creditRefusal(50_000, -5_000, 50_000)).toBeNull();
    expect(availableCredit(50_000, 60_000)).toBe(0);
  });

  it('keeps the balance the sum of its records over any sequence, and each invoice within its total', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('invoice' as const), amount: fc.integer({ min: 1, max: 100_000 }) }),
      fc.record({
        kind: fc.constant('payment' as const),
        amount: fc.integer({ min: 1, max: 100_000 }),
        against: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('credit' as const), amount: fc.integer({ min: 1, max: 100_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), fc.integer({ min: 0, max: 120 }), (ops, later) => {
        const ledger: LedgerEntry[] = [];
        let invoices = 0;
        ops.forEach((o, i) => {
          const day = dueDay('2026-01-01', i);
          if (o.kind === 'invoice') ledger.push(invoice(`o${1000 + ++invoices}`, o.amount, day));
          else if (invoices > 0) {
            // payments and credit notes go where the shop lets them: against an invoice, or the account
            const orderId =
              o.kind === 'credit' || ('against' in o && o.against) ? `o${1000 + invoices}` : null;
            ledger.push(
              entry({
                kind: o.kind,
                amount: o.amount,
                day,
                orderId,
                orderNumber: orderId ? 1000 + invoices : null,
              }),
            );
          }
        });
        const sum = ledger.reduce((s, e) => s + (e.kind === 'invoice' ? e.amount : -e.amount), 0);
        expect(accountBalance(ledger)).toBe(sum);
        const today = dueDay('2026-01-01', ops.length + later);
        const rows = invoiceBalances(ledger, today);
        for (const r of rows) {
          expect(r.outstanding).toBeGreaterThanOrEqual(0);
          expect(r.outstanding).toBeLessThanOrEqual(r.total);
        }
        // what the invoices still owe is never more than the account owes
        const owed = rows.reduce((s, r) => s + r.outstanding, 0);
        expect(owed).toBeGreaterThanOrEqual(Math.max(0, sum));
        // a statement over everything runs from nothing to the balance
        const statement = statementOf(ledger, '2000-01-01', '2099-12-31');
        expect(statement.opening).toBe(0);
        expect(statement.closing).toBe(sum);
        // split anywhere, one statement's closing is the next one's opening
        const split = dueDay('2026-01-01', Math.floor(ops.length / 2));
        const first = statementOf(ledger, '2000-01-01', dueDay(split, -1));
        const second = statementOf(ledger, split, '2099-12-31');
        expect(second.opening).toBe(first.closing);
        expect(second.closing).toBe(sum);
      }),
    );
  });
});

describe('reminders', () => {
  const due = '2026-12-27';
  const owing = { dueDay: due, outstanding: 1_000 };
  it('sends three days before, the day after, and fourteen days after the due day', () => {
    expect(reminderDay(due, 'before-due')).toBe('2026-12-24');
    expect(reminderDue(owing, '2026-12-23', [])).toBeNull();
    expect(reminderDue(owing, '2026-12-24', [])).toEqual({ send: 'before-due', skip: [] });
    expect(reminderDue(owing, '2026-12-26', ['before-due'])).toBeNull();
    expect(reminderDue(owing, '2026-12-28', ['before-due'])).toEqual({ send: 'after-due', skip: [] });
    expect(reminderDue(owing, '2027-01-10', ['before-due', 'after-due'])).toEqual({
      send: 'final',
      skip: [],
    });
    expect(reminderDue(owing, '2027-03-01', ['before-due', 'after-due', 'final'])).toBeNull();
  });
  it('sends only the latest when the earlier days have passed, and none for a paid invoice', () => {
    expect(reminderDue(owing, '2027-01-20', [])).toEqual({
      send: 'final',
      skip: ['before-due', 'after-due'],
    });
    expect(reminderDue({ dueDay: due, outstanding: 0 }, '2026-12-24', [])).toBeNull();
  });
});

describe('decisions', () => {
  it('moves only from where the table allows', () => {
    expect(nextTradeStatus('pending', 'approve')).toBe('approved');
    expect(nextTradeStatus('approved', 'update')).toBe('approved');
    expect(nextTradeStatus('suspended', 'update')).toBe('suspended');
    expect(nextTradeStatus('approved', 'suspend')).toBe('suspended');
    expect(nextTradeStatus('suspended', 'reopen')).toBe('approved');
    expect(nextTradeStatus('declined', 'approve')).toBe('approved');
    expect(nextTradeStatus('approved', 'decline')).toBeNull();
    expect(nextTradeStatus('pending', 'suspend')).toBeNull();
    expect(TRADE_MESSAGES.notNow('pending', 'suspend')).toBe("A pending account can't be suspended.");
  });
});
