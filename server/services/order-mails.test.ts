import pino from 'pino';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_SHOP_WITH_BANK, expectText } from '../../tests/helpers/pdf-documents';
import { pdfText } from '../../tests/helpers/pdf-text';
import type { LineItem } from '../../domain/line-item';
import type { MailMessage } from '../integrations/mail/mailer';
import { SAMPLE_ACCOUNT_ORDER, SAMPLE_ORDER, SAMPLE_TRADE_ACCOUNT } from '../mail/samples';
import { orderMails } from './order-mails';

const logger = pino({ level: 'silent' });
const shop = DOCUMENT_SHOP_WITH_BANK;
const base = { shop, publicUrl: 'https://shop.example.co.uk', accessToken: 't0k3n', logger };
const pdfs = (mail: MailMessage) =>
  (mail.attachments ?? []).filter((a) => a.contentType === 'application/pdf');

describe('the order mails of an order placed on a trade account', () => {
  it("attach the invoice to the customer's confirmation: due date, terms, PO number and how to pay", async () => {
    const { customer, seller } = await orderMails({
      ...base,
      order: SAMPLE_ACCOUNT_ORDER,
      invoiceAccount: SAMPLE_TRADE_ACCOUNT,
    });
    const [invoice, ...more] = pdfs(customer);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ filename: 'invoice_INV-1042.pdf', contentType: 'application/pdf' });
    expectText(await pdfText(invoice!.content), [
      'Invoice number: INV-1042',
      'Invoice date: 20 November 2026',
      'Due date: 20 December 2026',
      'Terms: 30 days',
      'PO number: PO-4471/B',
      'Invoice to Bloggs & Sons Joinery Ltd Accounts, 12 Mill Lane Leeds LS1 4AB',
      'Account name Workwear Wardrobe Ltd',
      'Sort code 12-34-56',
      'Account number 12345678',
      'Reference INV-1042',
      'Invoiced — due 20 December 2026.',
    ]);
    expectText(
      customer.text,
      ['Invoiced — due 20 December 2026: your invoice INV-1042 is attached', 'PO number: PO-4471/B'],
      ['We have your payment'],
    );
    // the seller's notice says it is on account, with the PO number; the invoice is the customer's
    expect(seller.subject).toBe('New order #1042 on account — £250.98');
    expectText(seller.text, ['on account', 'Invoiced — due 20 December 2026', 'PO number: PO-4471/B']);
    expect(pdfs(seller)).toEqual([]);
  });

  it('draw a line’s mock-up once for the mail and its invoice', async () => {
    const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#1f2a44' } })
      .png()
      .toBuffer();
    const mockups = vi.fn(async (_line: LineItem) => png);
    const { customer } = await orderMails({ ...base, order: SAMPLE_ACCOUNT_ORDER, mockups });
    const polo = SAMPLE_ACCOUNT_ORDER.lines[0]!;
    expect(mockups.mock.calls.filter(([line]) => line === polo)).toHaveLength(1);
    expect(customer.attachments?.some((a) => a.cid && a.contentType === 'image/png')).toBe(true);
    expect(pdfs(customer)).toHaveLength(1);
  });
});

describe('the order mails of a card order', () => {
  it('carry no invoice, and say it is paid', async () => {
    const { customer, seller } = await orderMails({ ...base, order: SAMPLE_ORDER });
    expect(pdfs(customer)).toEqual([]);
    expect(customer.text).toContain('We have your payment.');
    expect(seller.subject).toBe('New order #1042 — £250.98');
  });

  it('carry its PO number when it has one', async () => {
    const { customer, seller } = await orderMails({ ...base, order: { ...SAMPLE_ORDER, poNumber: 'PO 88' } });
    for (const mail of [customer, seller]) {
      expect(mail.text).toContain('PO number: PO 88');
      expect(mail.html).toContain('PO number: <strong>PO 88</strong>');
    }
  });
});
