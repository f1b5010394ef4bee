import { beforeAll, describe, expect, it } from 'vitest';
import { plainPicture } from '../../tests/helpers/photos';
import type { LineDecoration } from '../../domain/line-item';
import { formatOrderNumber } from '../../domain/orders';
import { createCustomer, createProduct, insertOrderWithLines } from '../../tests/factories';
import { contactEnquiry } from '../../tests/helpers/api';
import { decodeMailBody as decode, mailHeader } from '../../tests/helpers/smtp';
import { testDatabases, useTestApp, useSmtpServer } from '../../tests/helpers/test-app';
import { DEMO_SHOP_EMAIL } from '../config';
import { CUSTOMER_MAIL, SELLER_MAIL } from '../services/orders/orders';

const SELLER = 'bev@bevsworkwear.co.uk';
const PUBLIC_URL = 'https://shop.test';

const LOGO: LineDecoration = {
  position: 'Left Breast',
  method: 'Embroidery',
  design: { kind: 'text', text: 'BEV BUILDS', font: 'Serif' },
  isPreviousLogo: false,
};

/**
 * A shop set up with only ADMIN_EMAIL (no SHOP_EMAIL): every notice of the shop's own reaches the seller's address
 * and every customer's mail answers to it, read over a real SMTP server. Before, they all went to (and replied to)
 * the demo shop's hello@workwearwardrobe.co.uk, another domain.
 */
describe.each(testDatabases())("the shop's mail with only ADMIN_EMAIL set, on %s", (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url, ADMIN_EMAIL: SELLER, PUBLIC_URL }));
  let jo: Awaited<ReturnType<typeof createCustomer>>;
  let polo: NonNullable<Awaited<ReturnType<typeof createProduct>>>;

  beforeAll(async () => {
    jo = await createCustomer(t.ctx.database.db, { firstName: 'Jo', email: 'jo@bloggs.test' });
    polo = (await createProduct(t.ctx.database.db, { price: 1250 }))!;
  });

  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
  const subjectOf = (raw: string) => mailHeader(raw, 'Subject');

  it("sends the new-order notice to the seller, with a link to the order in /admin; the customer's confirmation answers to the seller", async () => {
    const order = await insertOrderWithLines(
      t.ctx.database.db,
      jo,
      [{ product: polo, colour: 'Navy', size: 'M', quantity: 2 }],
      { paymentProvider: t.ctx.payments.name },
    );
    await t.ctx.database.db.transaction(async (tx) => {
      await t.ctx.jobs.enqueue(tx, SELLER_MAIL, { orderId: order.id }, { dedupeKey: `notice:${order.id}` });
      await t.ctx.jobs.enqueue(tx, CUSTOMER_MAIL, { orderId: order.id }, { dedupeKey: `mail:${order.id}` });
    });
    await t.ctx.jobs.drain();

    const number = formatOrderNumber(order.number);
    const notice = mailsTo(SELLER).find((m) => decode(m.raw).includes(`New paid order ${number}`));
    expect(notice).toBeDefined();
    const text = decode(notice!.raw);
    expect(text).toContain(`Open the order: ${PUBLIC_URL}/admin/orders/${order.id}`);
    expect(text).toContain(`href="${PUBLIC_URL}/admin/orders/${order.id}"`);
    expect(mailHeader(notice!.raw, 'Reply-To')).toBe('jo@bloggs.test');

    const confirmation = mailsTo('jo@bloggs.test').find((m) => subjectOf(m.raw)?.includes('is confirmed'));
    expect(confirmation).toBeDefined();
    expect(mailHeader(confirmation!.raw, 'Reply-To')).toBe(SELLER);
    expect(mailHeader(confirmation!.raw, 'From')).toContain(`<${SELLER}>`);
  });

  it("sends the customer's answer to a proof to the seller", async () => {
    const order = await insertOrderWithLines(
      t.ctx.database.db,
      jo,
      [{ product: polo, colour: 'Navy', size: 'L', quantity: 10, decorations: [LOGO] }],
      { productionStatus: 'Awaiting proof', paymentProvider: t.ctx.payments.name },
    );
    const png = await plainPicture('png', { width: 40, height: 30, background: '#1d4ed8' });
    const { proofs } = t.ctx.services;
    await proofs.sendProof(
      order.id,
      { message: 'Here is your logo', files: [{ lineId: null, bytes: png, name: 'proof.png' }] },
      { id: null, label: 'Seller' },
    );
    await proofs.answer(
      order.id,
      1,
      { kind: 'requestChanges', comment: 'Bigger letters, please' },
      { userId: jo.id, role: 'customer' },
    );
    await t.ctx.jobs.drain();

    const number = formatOrderNumber(order.number);
    const proofMail = mailsTo('jo@bloggs.test').find((m) => decode(m.raw).includes('Here is your logo'));
    expect(mailHeader(proofMail!.raw, 'Reply-To')).toBe(SELLER);
    const answer = mailsTo(SELLER).find((m) => subjectOf(m.raw)?.includes(`order ${number}`));
    expect(answer).toBeDefined();
    expect(decode(answer!.raw)).toContain('Bigger letters, please');
  });

  it("sends a contact-page enquiry to the seller, and no mail anywhere names the demo shop's address", async () => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify(contactEnquiry()),
    });
    expect(res.status).toBe(201);
    await t.ctx.jobs.drain();
    const enquiry = mailsTo(SELLER).find((m) => subjectOf(m.raw) === 'New enquiry from Priya Shah');
    expect(enquiry).toBeDefined();

    expect(smtp.messages.length).toBeGreaterThanOrEqual(5);
    for (const mail of smtp.messages) {
      expect(mail.to).not.toContain(DEMO_SHOP_EMAIL);
      expect(decode(mail.raw)).not.toContain(DEMO_SHOP_EMAIL);
    }
  });
});
