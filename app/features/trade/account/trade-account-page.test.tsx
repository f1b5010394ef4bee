import { describe, expect, it } from 'vitest';
import type { TradeAccountView } from '../../../../domain/trade-view';
import { pageText, renderAt } from '../../../../tests/helpers/server-render';
import { tradeAccount, tradeInvoice } from '../../../../tests/helpers/trade-account-views';
import { TradeAccountPage, type TradeAccountPageProps } from './trade-account-page';
import { statementRange } from './trade-account-view';

const today = '2026-12-31';
const base: Omit<TradeAccountPageProps, 'account'> = {
  applicant: { name: 'Jo Bloggs', email: 'jo@bloggs.example' },
  statement: statementRange({}, today),
  today,
  applied: false,
  application: null,
};

const render = (account: TradeAccountView | null, more: Partial<TradeAccountPageProps> = {}) =>
  renderAt(<TradeAccountPage account={account} {...base} {...more} />, '/account/trade');

describe('the customer’s trade account page', () => {
  it('offers the application with every field, the customer as the accounts contact', () => {
    const html = render(null);
    expect(pageText(html)).toMatch(
      new RegExp(
        [
          'Your business Business name Company number \\(optional\\)',
          'VAT number \\(optional\\) GB and 9 digits\\.',
          'Accounts contact .* Accounts contact name Phone Accounts e-mail',
          'Invoice address Address City Post Code Country',
          'Ordering Expected monthly spend Under £500 £500 to £2,000 £2,000 to £5,000 Over £5,000',
          'We need a purchase order number on every order .* Apply for a trade account',
        ].join('.*'),
      ),
    );
    expect(html).toContain('value="jo@bloggs.example"');
  });

  it('keeps a refused application as typed, with each message at its field and the refusal', () => {
    const values = { ...blankValues(), businessName: 'Bloggs', city: '' };
    const html = render(null, {
      application: { values, errors: { city: 'City is required.' }, formError: 'You have already applied.' },
    });
    expect(html).toContain('value="Bloggs"');
    expect(pageText(html)).toContain('City is required.');
    expect(html).toMatch(/role="alert"[^>]*>You have already applied\./);
    expect(html).toMatch(/aria-invalid="true"[^>]*name="city"|name="city"[^>]*aria-invalid="true"/);
  });

  it('says a pending application is being looked at, and repeats its details', () => {
    const pending = tradeAccount({ status: 'pending', creditLimit: 0, invoices: [] });
    const text = pageText(render(pending, { applied: true }));
    expect(text).toContain(
      'Bloggs Builders Ltd Status: Pending Thank you: we have your application You applied on 20 October 2026. ' +
        'We will e-mail accounts@bloggs.example as soon as we have decided',
    );
    expect(text).toContain(
      'Company number 01234567 VAT number Not given Accounts contact Jo Bloggs, accounts@bloggs.example ' +
        'Phone 0113 496 0000 Invoice address 1 High Street, Leeds, LS1 4AP, United Kingdom',
    );
    expect(text).not.toMatch(/Apply for a trade account|Credit limit/);
  });

  it('gives a declined application’s reason and a form to apply again from its details', () => {
    const html = render(tradeAccount({ status: 'declined', reason: 'We could not verify the company.' }));
    expect(pageText(html)).toMatch(
      /Status: Declined Your application was declined We could not verify the company\..*Apply again/,
    );
    expect(html).toContain('value="Bloggs Builders Ltd"');
  });

  it('shows an approved account’s figures, terms, invoices with their PDFs, payments and statement link', () => {
    const account = tradeAccount({
      invoices: [
        tradeInvoice({ overdue: true, daysOverdue: 30 }),
        tradeInvoice({
          orderId: '33333333-3333-4333-8333-333333333333',
          orderNumber: 1040,
          invoiceNumber: 'INV-1040',
          poNumber: null,
          state: 'paid',
          paid: 10_000,
          total: 10_000,
          outstanding: 0,
          pdfUrl: '/api/trade-account/invoices/33333333-3333-4333-8333-333333333333',
        }),
      ],
      payments: [
        {
          id: 'p1',
          day: '2026-11-20',
          amount: 10_000,
          reference: 'BACS 7731',
          orderId: '33333333-3333-4333-8333-333333333333',
          invoiceNumber: 'INV-1040',
          recordedAt: '2026-11-20T10:00:00Z',
          recordedBy: null,
        },
      ],
      creditNotes: [
        {
          orderId: '44444444-4444-4444-8444-444444444444',
          creditNoteNumber: 'CN-1039',
          invoiceNumber: 'INV-1039',
          day: '2026-11-05',
          amount: 2_500,
          pdfUrl: '/api/trade-account/credit-notes/44444444-4444-4444-8444-444444444444',
        },
      ],
    });
    const html = render(account);
    const text = pageText(html);
    expect(text).toContain(
      'Status: Approved Credit limit £1000.00 Available credit £400.00 Outstanding £600.00 Overdue £0.00 ' +
        'Payment terms 30 days from the invoice date Purchase order numbers Needed on every order',
    );
    const overdue = 'Invoice INV-1042 Status: Overdue £600.00 was due on 1 December 2026 (30 days ago)';
    const facts = 'Order #1042 Date 1 November 2026 Total £600.00 Due 1 December 2026 Left to pay £600.00';
    expect(text).toContain(`${overdue} ${facts} PO number PO-7731 Invoice INV-1042 (PDF)`);
    expect(text).toContain('Invoice INV-1040 Status: Paid Was due on 1 December 2026');
    expect(text).toContain('20 November 2026 £100.00 Against Invoice INV-1040 Reference BACS 7731');
    expect(text).toContain('Credit note CN-1039 £25.00 Date 5 November 2026 Invoice INV-1039');
    expect(text).toMatch(/Statement PDF ?, 2 October 2026 to 31 December 2026/);
    // every document by the link its view carries, each invoice's order by its page, the statement by its range
    const links = [...account.invoices, ...account.creditNotes].map((d) => d.pdfUrl);
    links.push(
      `/orders/${account.invoices[0]!.orderId}`,
      '/api/trade-account/statement?from=2026-10-02&amp;to=2026-12-31',
    );
    for (const href of links) expect(html).toContain(`href="${href}"`);
  });

  it('says a suspended account cannot pay on account, with the reason, and still lists what is owed', () => {
    const html = render(tradeAccount({ status: 'suspended', reason: 'Two invoices are overdue.' }));
    expect(pageText(html)).toMatch(
      /Status: Suspended Your account is suspended Two invoices are overdue\. You can&#x27;t pay on account for now.*Invoice INV-1042/,
    );
  });

  it('says when there are no invoices or payments yet, and leaves credit notes out', () => {
    const text = pageText(render(tradeAccount({ invoices: [] })));
    expect(text).toContain('No invoices yet.');
    expect(text).toContain('No payments recorded yet.');
    expect(text).not.toContain('Credit notes');
  });
});

function blankValues() {
  return {
    businessName: '',
    companyNumber: '',
    vatNumber: '',
    contactName: 'Jo Bloggs',
    contactEmail: 'jo@bloggs.example',
    phone: '',
    address: '',
    city: '',
    postCode: '',
    country: 'United Kingdom',
    monthlySpend: '',
    poRequired: '',
  };
}
