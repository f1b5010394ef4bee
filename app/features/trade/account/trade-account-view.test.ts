import { describe, expect, it } from 'vitest';
import { TradeApplicationSchema } from '../../../../domain/schemas/trade';
import { TRADE_MESSAGES } from '../../../../domain/trade';
import { tradeAccount, tradeInvoice } from '../../../../tests/helpers/trade-account-views';
import {
  accountFigureRows,
  applicationErrors,
  applicationInput,
  applicationOf,
  applicationValues,
  blankApplication,
  firstProblem,
  invoiceStanding,
  rangeLabel,
  statementHref,
  statementRange,
  termsRows,
} from './trade-account-view';

/** The form posted with these fields (the rest missing, as a browser leaves an unticked box out). */
const typed = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v) form.set(k, v);
  return applicationValues(form);
};

/** Bloggs Builders' details as a person types them: the numbers spaced, the e-mail and postcode as they come. */
const GOOD = {
  ...applicationOf(tradeAccount()),
  companyNumber: '0123 4567',
  contactEmail: 'Accounts@Bloggs.example',
  postCode: 'ls14ap',
};

describe('the application form', () => {
  it('starts with the customer as the accounts contact and a UK address', () => {
    const blank = blankApplication({ name: 'Jo Bloggs', email: 'jo@bloggs.example' });
    expect(blank).toMatchObject({ contactName: 'Jo Bloggs', contactEmail: 'jo@bloggs.example' });
    expect(blank.country).toBe('United Kingdom');
    expect(blank.businessName).toBe('');
    expect(blank.poRequired).toBe('');
  });

  it('posts as the API takes it: the address nested, the PO box a boolean, numbers tidied by the schema', () => {
    const parsed = TradeApplicationSchema.parse(applicationInput(typed(GOOD)));
    // the spaced number and the postcode tidied, the e-mail lower-cased, the empty VAT number none
    const { businessName, contactName, contactEmail, invoiceAddress, phone, monthlySpend } = tradeAccount();
    expect(parsed).toEqual({
      businessName,
      contactName,
      contactEmail,
      invoiceAddress,
      phone,
      monthlySpend,
      companyNumber: '01234567',
      vatNumber: null,
      poRequired: true,
    });
    expect(
      TradeApplicationSchema.parse(applicationInput(typed({ ...GOOD, poRequired: '' }))).poRequired,
    ).toBe(false);
  });

  it('puts each problem at its own field, the address’s at its flat fields, and names the first', () => {
    const result = TradeApplicationSchema.safeParse(
      applicationInput(
        typed({
          ...GOOD,
          businessName: ' ',
          vatNumber: '123',
          city: '',
          contactEmail: 'nope',
          monthlySpend: '',
        }),
      ),
    );
    expect(result.success).toBe(false);
    const errors = applicationErrors(result.error!.issues);
    expect(errors).toEqual({
      businessName: 'Business name is required.',
      vatNumber: 'Please enter a VAT number as GB and 9 digits.',
      contactEmail: 'Please enter a valid email address',
      city: 'City is required.',
      monthlySpend: 'Please choose your expected monthly spend.',
    });
    expect(firstProblem(errors)).toBe('businessName');
    expect(firstProblem({ city: 'x', monthlySpend: 'y' })).toBe('city');
    expect(firstProblem({})).toBeNull();
  });

  it('applies again from a declined application’s details', () => {
    const values = applicationOf(tradeAccount({ status: 'declined', vatNumber: null, poRequired: false }));
    expect(values).toMatchObject({ businessName: 'Bloggs Builders Ltd', vatNumber: '', poRequired: '' });
    expect(TradeApplicationSchema.safeParse(applicationInput(values)).success).toBe(true);
  });
});

describe('the account’s figures', () => {
  it('shows the limit, what is left, what is owed and what is overdue, with how many invoices', () => {
    const rows = accountFigureRows(
      tradeAccount({
        figures: {
          balance: 60_000,
          outstanding: 60_000,
          overdue: 25_000,
          available: 40_000,
          overdueInvoices: 2,
        },
      }),
    );
    expect(rows).toEqual([
      { label: 'Credit limit', value: '£1000.00' },
      { label: 'Available credit', value: '£400.00' },
      { label: 'Outstanding', value: '£600.00', note: undefined },
      { label: 'Overdue', value: '£250.00', note: '2 invoices', alert: true },
    ]);
  });

  it('says nothing is overdue plainly, and a balance in the customer’s favour as credit', () => {
    const rows = accountFigureRows(
      tradeAccount({
        figures: { balance: -1_500, outstanding: 0, overdue: 0, available: 100_000, overdueInvoices: 0 },
      }),
    );
    expect(rows[2]).toEqual({ label: 'Outstanding', value: '£0.00', note: '£15.00 in credit' });
    expect(rows[3]).toEqual({ label: 'Overdue', value: '£0.00', note: undefined, alert: false });
  });

  it('gives the terms and the PO rule', () => {
    expect(termsRows({ termsDays: 14, poRequired: true })).toEqual([
      { label: 'Payment terms', value: '14 days from the invoice date' },
      { label: 'Purchase order numbers', value: 'Needed on every order' },
    ]);
    expect(termsRows({ termsDays: 30, poRequired: false })[1]!.value).toBe('Optional');
  });
});

describe('an invoice’s standing', () => {
  it.each([
    [tradeInvoice(), { label: 'Unpaid', tone: 'open', detail: '£600.00 due on 1 December 2026' }],
    [
      tradeInvoice({ state: 'part-paid', paid: 20_000, outstanding: 40_000 }),
      { label: 'Part paid', tone: 'open', detail: '£400.00 due on 1 December 2026' },
    ],
    [
      tradeInvoice({ state: 'part-paid', outstanding: 40_000, overdue: true, daysOverdue: 1 }),
      { label: 'Overdue', tone: 'overdue', detail: '£400.00 was due on 1 December 2026 (1 day ago)' },
    ],
    [
      tradeInvoice({ overdue: true, daysOverdue: 15 }),
      { label: 'Overdue', tone: 'overdue', detail: '£600.00 was due on 1 December 2026 (15 days ago)' },
    ],
    [
      tradeInvoice({ state: 'paid', paid: 60_000, outstanding: 0 }),
      { label: 'Paid', tone: 'paid', detail: 'Was due on 1 December 2026' },
    ],
    [
      tradeInvoice({ state: 'credited', credited: 60_000, outstanding: 0 }),
      { label: 'Credited', tone: 'closed', detail: 'Was due on 1 December 2026' },
    ],
  ] as const)('%#: %o', (invoice, standing) => {
    expect(invoiceStanding(invoice)).toEqual(standing);
  });
});

describe('the statement’s range', () => {
  const today = '2026-12-31';

  it('is the last 90 days by default, and links to the customer’s statement PDF', () => {
    const state = statementRange({}, today);
    expect(state).toEqual({
      from: '2026-10-02',
      to: '2026-12-31',
      range: { from: '2026-10-02', to: '2026-12-31' },
      errors: {},
    });
    expect(statementHref(state.range!)).toBe('/api/trade-account/statement?from=2026-10-02&to=2026-12-31');
    expect(rangeLabel(state.range!)).toBe('2 October 2026 to 31 December 2026');
  });

  it('takes a missing end from the default, and keeps what was typed', () => {
    expect(statementRange({ from: '2026-01-01', to: '' }, today).range).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });

  it('refuses a range that runs backwards, or a day that does not exist, with no link', () => {
    expect(statementRange({ from: '2026-12-01', to: '2026-11-01' }, today)).toEqual({
      from: '2026-12-01',
      to: '2026-11-01',
      range: null,
      errors: { from: TRADE_MESSAGES.rangeBackwards },
    });
    expect(statementRange({ from: '2026-02-31', to: '2026-03-01' }, today).errors).toEqual({
      from: 'Please give the date as YYYY-MM-DD.',
    });
  });
});
