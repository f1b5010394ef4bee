import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_SHOP_WITH_BANK, expectText } from '../../tests/helpers/pdf-documents';
import { pdfText } from '../../tests/helpers/pdf-text';
import type { ShopInfo } from '../../domain/shop-info';
import { traderFrom } from '../../domain/trader';
import type { MailMessage } from '../integrations/mail/mailer';
import { SAMPLE_ACCOUNT_ORDER, SAMPLE_TRADE_ACCOUNT } from '../mail/samples';
import { orderMails } from './order-mails';

const logger = pino({ level: 'silent' });
const withTrader: ShopInfo = {
  ...DOCUMENT_SHOP_WITH_BANK,
  trader: traderFrom(
    {
      TRADER_LEGAL_NAME: 'Workwear Wardrobe Ltd',
      TRADER_COMPANY_NUMBER: 'SC123456',
      TRADER_REGISTERED_IN: 'Scotland',
      TRADER_REGISTERED_OFFICE: '1 Princes Street, Edinburgh EH2 2AA',
    },
    DOCUMENT_SHOP_WITH_BANK.address,
  ),
};
const LEGAL = [
  'Registered in Scotland, company number SC123456',
  'Registered office: 1 Princes Street, Edinburgh EH2 2AA',
];

const mailsFor = (shop: ShopInfo) =>
  orderMails({
    shop,
    publicUrl: 'https://shop.example.co.uk',
    accessToken: 't0k3n',
    logger,
    order: SAMPLE_ACCOUNT_ORDER,
    invoiceAccount: SAMPLE_TRADE_ACCOUNT,
  });
const invoiceText = async (mail: MailMessage) =>
  pdfText(mail.attachments!.find((a) => a.contentType === 'application/pdf')!.content);

/** Trader details (issue 34) in the invoice's header and every mail's footer when configured; none when not. */
describe("the trader's details on invoices and mails", () => {
  it('head the invoice and sign off the mails when set', async () => {
    const { customer, seller } = await mailsFor(withTrader);
    expectText(await invoiceText(customer), ['Workwear Wardrobe Ltd', ...LEGAL]);
    // the customer's text part signs off with them; every mail's HTML footer carries them
    expectText(customer.text, LEGAL);
    for (const mail of [customer, seller]) expectText(mail.html, LEGAL);
  });

  it('are absent when unset, and the invoice is as before', async () => {
    const { customer, seller } = await mailsFor(DOCUMENT_SHOP_WITH_BANK);
    const text = await invoiceText(customer);
    expectText(text, [DOCUMENT_SHOP_WITH_BANK.address], ['company number', 'Registered office']);
    for (const mail of [customer, seller])
      expect(`${mail.text}${mail.html}`).not.toMatch(/company number|Registered office|Trading address/);
  });
});
