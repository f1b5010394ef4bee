import { describe, expect, it } from 'vitest';
import { invoiceBalances, statementOf, type LedgerEntry } from '../../../domain/trade';
import type { StatementView } from '../../../domain/trade-view';
import { DOCUMENT_SHOP, DOCUMENT_SHOP_WITH_BANK, expectText } from '../../../tests/helpers/pdf-documents';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { renderStatementPdf, statementPdfName } from './statement-pdf';

const shop = DOCUMENT_SHOP_WITH_BANK;

let id = 0;
const entry = (e: Partial<LedgerEntry> & Pick<LedgerEntry, 'kind' | 'amount' | 'day'>): LedgerEntry => ({
  id: `e${++id}`,
  orderId: null,
  orderNumber: null,
  dueDay: null,
  reference: null,
  ...e,
});
const invoice = (n: number, amount: number, day: string, dueDay: string) =>
  entry({ kind: 'invoice', amount, day, dueDay, orderId: `o${n}`, orderNumber: n });

/** A statement as the service makes it: domain/trade's sums over the account's ledger, to its last day. */
function statementView(entries: LedgerEntry[], from: string, to: string): StatementView {
  const { opening, lines, closing } = statementOf(entries, from, to);
  return {
    account: {
      id: 'a1',
      businessName: 'Hill & Dale Academy Trust',
      contactName: 'Priya Shah',
      invoiceAddress: {
        address: 'Finance Office, 3 Chapel Street',
        city: 'Halifax',
        postCode: 'HX1 1AA',
        country: 'United Kingdom',
      },
      creditLimit: 50_000,
      termsDays: 30,
    },
    from,
    to,
    opening,
    lines,
    closing,
    unpaid: invoiceBalances(
      entries.filter((e) => e.day <= to),
      to,
    ).filter((i) => i.outstanding > 0),
    issuedOn: to,
  };
}

// an invoice before the period (part paid in it), two in it, a credit note and a payment to the account
const ledger = [
  invoice(1040, 12_000, '2026-08-20', '2026-09-19'),
  invoice(1042, 27_879, '2026-09-10', '2026-10-10'),
  entry({
    kind: 'payment',
    amount: 5_000,
    day: '2026-09-15',
    orderId: 'o1040',
    orderNumber: 1040,
    reference: 'BACS 7731',
  }),
  invoice(1051, 9_950, '2026-10-02', '2026-11-01'),
  entry({ kind: 'credit', amount: 9_950, day: '2026-10-05', orderId: 'o1051', orderNumber: 1051 }),
  invoice(1060, 4_400, '2026-11-20', '2026-12-20'),
];
const statement = statementView(ledger, '2026-09-01', '2026-11-30');

describe('the statement PDF', () => {
  it('is named for its period', () => {
    expect(statementPdfName('2026-09-01', '2026-11-30')).toBe('statement_2026-09-01_2026-11-30.pdf');
  });

  it('opens with the balance before the period, lists each record with its running balance and closes with their sum', async () => {
    // the sums the PDF prints: the opening, then each line's debit less its credit, make the closing
    const debits = statement.lines.reduce((s, l) => s + l.debit, 0);
    const credits = statement.lines.reduce((s, l) => s + l.credit, 0);
    expect(statement.opening).toBe(12_000);
    expect(statement.opening + debits - credits).toBe(statement.closing);
    expect(statement.closing).toBe(12_000 + 27_879 - 5_000 + 9_950 - 9_950 + 4_400);

    const text = await pdfText(await renderStatementPdf({ statement, shop }));
    expectText(text, [
      'Workwear Wardrobe',
      'STATEMENT',
      'Statement date: 30 November 2026',
      'Period: 1 September 2026 to 30 November 2026',
      'Terms: 30 days',
      'Credit limit: £500.00',
      'Statement for Hill & Dale Academy Trust Priya Shah Finance Office, 3 Chapel Street Halifax HX1 1AA United Kingdom',
      'Opening balance £120.00 Invoices £422.29 Payments and credits -£149.50 Closing balance £392.79',
      'Date Description Debit Credit Balance',
      '1 September 2026 Opening balance £120.00',
      '10 September 2026 Invoice INV-1042 £278.79 £398.79',
      '15 September 2026 Payment — BACS 7731 (INV-1040) £50.00 £348.79',
      '2 October 2026 Invoice INV-1051 £99.50 £448.29',
      '5 October 2026 Credit note CN-1051 £99.50 £348.79',
      '20 November 2026 Invoice INV-1060 £44.00 £392.79',
      '30 November 2026 Closing balance £392.79',
    ]);
  });

  it('lists the invoices unpaid at its end with their due days and how many days each is overdue', async () => {
    const text = await pdfText(await renderStatementPdf({ statement, shop }));
    expectText(
      text,
      [
        'Unpaid invoices on 30 November 2026',
        'Invoice Date Due Total Unpaid Overdue',
        'INV-1040 20 August 2026 19 September 2026 £120.00 £70.00 72 days',
        'INV-1042 10 September 2026 10 October 2026 £278.79 £278.79 51 days',
        'INV-1060 20 November 2026 20 December 2026 £44.00 £44.00 Not yet due',
        'Total £392.79',
        'Of which overdue £348.79',
      ],
      // a credited invoice is not unpaid
      ['INV-1051 2 October'],
    );
  });

  it('says how to pay: the bank details, or whom to ask for them', async () => {
    const text = await pdfText(await renderStatementPdf({ statement, shop }));
    expectText(text, [
      'How to pay',
      'Please pay each invoice by its due date by bank transfer.',
      'Account name Workwear Wardrobe Ltd',
      'Sort code 12-34-56',
      'Account number 12345678',
      'Reference the number of the invoice you pay',
    ]);
    const noBank = await pdfText(await renderStatementPdf({ statement, shop: DOCUMENT_SHOP }));
    expect(noBank).toContain(
      'Contact us for our bank details: 01274 123 456 or hello@workwearwardrobe.co.uk. Please quote the number of the invoice you pay as the reference.',
    );
  });

  it('says when nothing is owed, and prints credit as credit', async () => {
    const paidUp = statementView(
      [
        invoice(1070, 10_000, '2026-11-02', '2026-12-02'),
        entry({ kind: 'payment', amount: 11_200, day: '2026-11-10', reference: 'BACS 9001' }),
      ],
      '2026-11-01',
      '2026-11-30',
    );
    const text = await pdfText(await renderStatementPdf({ statement: paidUp, shop }));
    expectText(
      text,
      [
        'Opening balance £0.00',
        '10 November 2026 Payment — BACS 9001 £112.00 £12.00 CR',
        'Closing balance £12.00 in credit',
        'Unpaid invoices on 30 November 2026 None: every invoice is paid. Thank you.',
        'Nothing is owed: the account is £12.00 in credit.',
      ],
      ['How to pay'],
    );
  });

  it('runs a long period onto numbered pages, its headings repeated, every line and the closing kept', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      invoice(
        2000 + i,
        1_000 + i,
        `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        '2027-01-31',
      ),
    );
    const long = statementView(many, '2026-01-01', '2026-12-31');
    const pdf = await renderStatementPdf({ statement: long, shop });
    const text = await pdfText(pdf);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= pages; page++)
      expect(text).toContain(
        `Hill & Dale Academy Trust · statement 1 January 2026 to 31 December 2026 · Page ${page} of ${pages}`,
      );
    // each page that goes on with a table says so under its headings again
    expect(text).toContain('Account activity (continued) Date Description Debit Credit Balance');
    expect(text).toContain(
      'Unpaid invoices on 31 December 2026 (continued) Invoice Date Due Total Unpaid Overdue',
    );
    expect(text.split('(continued)').length - 1).toBe(pages - 1);
    for (const line of long.lines) expect(text).toContain(line.description);
    expect(long.closing).toBe(many.reduce((s, e) => s + e.amount, 0));
    expect(text).toContain(`31 December 2026 Closing balance £${(long.closing / 100).toFixed(2)}`);
    expect(text).toContain('INV-2119');
  });
});
