import { beforeAll, describe, expect, it } from 'vitest';
import type { LineDecoration } from '../../domain/line-item';
import { FAULTY_GOODS_RIGHTS, PERSONALISED_RETURN_TERMS, PLAIN_RETURN_TERMS } from '../../domain/returns';
import { createCustomer, createProduct, insertOrderWithLines } from '../../tests/factories';
import { decodeMailBody as decode, mailHeader } from '../../tests/helpers/smtp';
import { testDatabases, useSmtpServer, useTestApp } from '../../tests/helpers/test-app';
import { CUSTOMER_MAIL } from '../services/orders/orders';

const LOGO: LineDecoration = {
  position: 'Left Breast',
  method: 'Embroidery',
  design: { kind: 'text', text: 'BEV BUILDS', font: 'Serif' },
  isPreviousLogo: false,
};

const TRADER_ENV = {
  TRADER_LEGAL_NAME: 'Bev Workwear Ltd',
  TRADER_COMPANY_NUMBER: '01234567',
  TRADER_REGISTERED_IN: 'England and Wales',
  TRADER_REGISTERED_OFFICE: '1 High Street, Leeds LS1 1AA',
  SHOP_ADDRESS: 'Unit 4, Canal Road Works, Bradford BD1 4AB',
};

/**
 * The order confirmation, read over SMTP (issue 34): a Returns section says which lines were made for the buyer
 * (no change-of-mind return, rights for faulty goods kept) and which keep the 14-day cancellation, and the mail's
 * footer gives the trader's legal details.
 */
describe.each(testDatabases())('the confirmation mail’s returns and trader details on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.test', ...TRADER_ENV }));
  let jo: Awaited<ReturnType<typeof createCustomer>>;
  let polo: NonNullable<Awaited<ReturnType<typeof createProduct>>>;
  let tee: NonNullable<Awaited<ReturnType<typeof createProduct>>>;

  beforeAll(async () => {
    jo = await createCustomer(t.ctx.database.db, { firstName: 'Jo', email: 'jo@returns.test' });
    polo = (await createProduct(t.ctx.database.db, { title: 'Logo Polo', price: 1250 }))!;
    tee = (await createProduct(t.ctx.database.db, { title: 'Plain Tee', price: 800 }))!;
  });

  const confirmationOf = async (lines: Parameters<typeof insertOrderWithLines>[2]) => {
    const order = await insertOrderWithLines(t.ctx.database.db, jo, lines, {
      paymentProvider: t.ctx.payments.name,
    });
    await t.ctx.database.db.transaction((tx) =>
      t.ctx.jobs.enqueue(tx, CUSTOMER_MAIL, { orderId: order.id }, { dedupeKey: `mail:${order.id}` }),
    );
    await t.ctx.jobs.drain();
    const mail = smtp.messages.find(
      (m) => m.to.includes(jo.email) && mailHeader(m.raw, 'Subject')?.includes(`${order.number}`),
    );
    expect(mail).toBeDefined();
    return decode(mail!.raw).replace(/\r\n/g, '\n');
  };

  it('lists the personalised and the plain lines under their terms', async () => {
    const text = await confirmationOf([
      { product: polo, colour: 'Navy', size: 'M', quantity: 2, decorations: [LOGO] },
      { product: tee, colour: 'Navy', size: 'L', quantity: 1 },
    ]);
    const plainText = text.slice(text.indexOf('Returns\n'));
    expect(plainText).toContain(
      `Returns\n${PERSONALISED_RETURN_TERMS} ${FAULTY_GOODS_RIGHTS}\n- Logo Polo (M)\n\n${PLAIN_RETURN_TERMS}\n- Plain Tee (L)`,
    );
    // the HTML part says the same
    expect(text).toMatch(/<h2[^>]*>Returns<\/h2>/);
    expect(text).toContain('<li>Logo Polo (M)</li>');
  });

  it('gives only the 14-day sentence for a plain order', async () => {
    const text = await confirmationOf([{ product: tee, colour: 'Navy', size: 'S', quantity: 1 }]);
    expect(text).toContain(PLAIN_RETURN_TERMS);
    expect(text).not.toContain(PERSONALISED_RETURN_TERMS);
  });

  it("signs off with the trader's legal details, in both parts", async () => {
    const text = await confirmationOf([{ product: tee, colour: 'Navy', size: 'M', quantity: 1 }]);
    const legal =
      'Bev Workwear Ltd · Registered in England and Wales, company number 01234567 · Registered office: 1 High Street, Leeds LS1 1AA';
    expect(text).toContain(`${legal} · Trading address: Unit 4, Canal Road Works, Bradford BD1 4AB`);
    expect(text.match(new RegExp(legal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'))?.length).toBe(2);
  });
});
