import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logoPng } from '../../tests/helpers/photos';
import type { LineDecoration } from '../../domain/line-item';
import { formatOrderNumber } from '../../domain/orders';
import { createCustomer, createProduct, insertOrderWithLines } from '../../tests/factories';
import { apiClient, decodedMail } from '../../tests/helpers/seller-api';
import { mailHeader } from '../../tests/helpers/smtp';
import { testDatabases, useTestApp, useSmtpServer } from '../../tests/helpers/test-app';
import { cartLines, carts, jobs, orderEvents } from '../db/schema';
import { summariseLogo } from '../services/logos';
import { SELLER_REORDER_MAIL_JOB } from '../services/orders/seller-reorder';

describe.each(testDatabases())('POST /api/customers/{customerId}/orders/{orderId}/reorder on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.test' }));
  let api: ReturnType<typeof apiClient>;
  let seller: string;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  let customerCookie: string;
  const db = () => t.ctx.database.db;
  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
  const path = (customerId: string, orderId: string) => `/customers/${customerId}/orders/${orderId}/reorder`;

  beforeAll(async () => {
    api = apiClient(t);
    customer = await createCustomer(db());
    customerCookie = await api.login('/auth/login', customer.email, customer.password);
    await t.ctx.services.auth.upsertSeller({ email: 'seller@reorder.test', password: 'seller-password' });
    seller = await api.login('/auth/admin/login', 'seller@reorder.test', 'seller-password');
  });

  /** A paid order of the customer's: 4 navy polos with their uploaded logo (setup paid) and a text line. */
  async function paidOrder() {
    const polo = (await createProduct(db(), { title: 'Crew Polo', price: 1500 }))!;
    const tee = (await createProduct(db(), { title: 'Crew Tee', price: 900 }))!;
    const png = await logoPng();
    const logo = await t.ctx.services.logos.upload(customer.id, png, 'crest.png');
    await t.ctx.services.logos.markSetupPaid([logo.id]);
    const crest: LineDecoration = {
      position: 'Left Breast',
      method: 'Embroidery',
      design: { kind: 'logo', name: 'crest.png', logo: summariseLogo(logo) },
      isPreviousLogo: false,
    };
    const order = await insertOrderWithLines(db(), customer, [
      { product: polo, colour: 'Navy', size: 'M', quantity: 4, decorations: [crest] },
      { product: tee, colour: 'Black', size: 'L', quantity: 6 },
    ]);
    return { order, polo, tee, logo };
  }

  const clearCart = () => db().delete(carts).where(eq(carts.userId, customer.id));

  it("puts the order's lines in the customer's cart, records it and mails them once with the lines and the cart link", async () => {
    await clearCart();
    const { order, polo, tee, logo } = await paidOrder();
    const before = mailsTo(customer.email).length;

    const res = await api.send('POST', path(customer.id, order.id), seller);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      added: 10,
      notes: [],
      message: `Added 10 garments to ${customer.email}'s cart and e-mailed them the link.`,
    });

    // the customer's cart, read back from the database
    const rows = (
      await db()
        .select()
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .where(eq(carts.userId, customer.id))
    ).map((r) => r.cart_lines);
    expect(
      rows
        .map((l) => [l.productId, l.colour, l.size, l.quantity, l.decorations.map((d) => d.logoId)])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual(
      [
        [polo.id, 'Navy', 'M', 4, [logo.id]],
        [tee.id, 'Black', 'L', 6, []],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    // and as the customer's cart page reads it: the logo is a previous logo, so no setup fee
    const cart = await (await api.send('GET', '/cart', customerCookie)).json();
    expect(cart.summary.setupFees).toBe(0);
    expect(cart.summary.logoCharges).toBeGreaterThan(0);

    // the source order's timeline says the seller did it
    const events = await t.ctx.services.orderEvents.list(order.id);
    expect(events.find((e) => e.kind === 'reorder')).toMatchObject({
      actorLabel: 'Seller (seller@reorder.test)',
      detail: { added: 10, notes: [] },
    });

    await t.ctx.jobs.drain();
    const mails = mailsTo(customer.email).slice(before);
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw;
    expect(mailHeader(raw, 'Subject')).toBe(
      `Your order ${formatOrderNumber(order.number)} is in your cart again`,
    );
    const text = decodedMail(raw);
    expect(text).toContain('4 × Crew Polo (M, Navy)');
    expect(text).toContain('6 × Crew Tee (L, Black)');
    expect(text).toContain('https://shop.test/login?redirectTo=%2Fcart');
    expect(text).not.toContain('Some lines changed');
    expect((await t.ctx.services.orderEvents.list(order.id)).filter((e) => e.kind === 'mail')).toMatchObject([
      { actorLabel: 'Shop', detail: { mail: 'Re-order' } },
    ]);

    // the job run again (a worker died after sending, before marking it done): no second mail
    const [job] = await db()
      .update(jobs)
      .set({ doneAt: null, attempts: 0, runAt: new Date(Date.now() - 1000), lockedUntil: null })
      .where(eq(jobs.kind, SELLER_REORDER_MAIL_JOB))
      .returning();
    expect(job).toBeDefined();
    await t.ctx.jobs.drain();
    expect(mailsTo(customer.email).slice(before)).toHaveLength(1);

    // a second click is a second action: its own mail, the quantities added on top
    const again = await (await api.send('POST', path(customer.id, order.id), seller)).json();
    expect(again.added).toBe(10);
    await t.ctx.jobs.drain();
    expect(mailsTo(customer.email).slice(before)).toHaveLength(2);
    const [polos] = await db()
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(and(eq(carts.userId, customer.id), eq(cartLines.productId, polo.id)));
    expect(polos?.quantity).toBe(8);
    // the second mail lists what that click added, not the whole line
    expect(decodedMail(mailsTo(customer.email).at(-1)!.raw)).toContain('4 × Crew Polo (M, Navy)');
  });

  it('notes a product no longer sold, and mails nothing when nothing could be added', async () => {
    await clearCart();
    const { order, polo, tee } = await paidOrder();
    await t.ctx.services.productAdmin.archive(polo.id);
    const before = mailsTo(customer.email).length;

    const body = await (await api.send('POST', path(customer.id, order.id), seller)).json();
    expect(body).toMatchObject({
      added: 6,
      notes: ['Crew Polo in Navy, size M is no longer sold.'],
      message: `Added 6 garments to ${customer.email}'s cart and e-mailed them the link. Some lines changed: see the notes.`,
    });
    await t.ctx.jobs.drain();
    const text = decodedMail(mailsTo(customer.email).slice(before)[0]!.raw);
    expect(text).toContain('Some lines changed');
    expect(text).toContain('Crew Polo in Navy, size M is no longer sold.');
    expect(text).toContain('6 × Crew Tee (L, Black)');

    await t.ctx.services.productAdmin.archive(tee.id);
    const none = await (await api.send('POST', path(customer.id, order.id), seller)).json();
    expect(none).toMatchObject({
      added: 0,
      message: `Nothing from order ${formatOrderNumber(order.number)} could be added to ${customer.email}'s cart, so no e-mail was sent.`,
    });
    await t.ctx.jobs.drain();
    expect(mailsTo(customer.email).slice(before)).toHaveLength(1);
    const recorded = await db()
      .select({ detail: orderEvents.detail })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'reorder')));
    expect(recorded.map((r) => r.detail.added)).toEqual([6, 0]);
  });

  it("refuses another customer's order (404), a guest order and a deleted customer (409), a customer (403) and a guest (401)", async () => {
    const { order } = await paidOrder();
    const other = await createCustomer(db());
    expect((await api.send('POST', path(other.id, order.id), seller)).status).toBe(404);
    expect((await api.send('POST', path(customer.id, 'not-an-id'), seller)).status).toBe(404);
    const [otherCart] = await db().select().from(carts).where(eq(carts.userId, other.id));
    expect(otherCart).toBeUndefined();

    const tee = (await createProduct(db(), { title: 'Guest Tee' }))!;
    const guestOrder = await insertOrderWithLines(db(), null, [
      { product: tee, colour: 'Black', size: 'S', quantity: 1 },
    ]);
    const guest = await api.send('POST', path(customer.id, guestOrder.id), seller);
    expect(guest.status).toBe(409);
    expect((await guest.json()).message).toBe(
      'This order was placed as a guest: there is no customer account whose cart it could go in.',
    );

    const asCustomer = await api.send('POST', path(customer.id, order.id), customerCookie);
    expect(asCustomer.status).toBe(403);
    expect((await api.send('POST', path(customer.id, order.id))).status).toBe(401);

    const gone = await createCustomer(db());
    const goneOrder = await insertOrderWithLines(db(), gone, [
      { product: tee, colour: 'Black', size: 'S', quantity: 1 },
    ]);
    await t.ctx.services.customers.anonymise(gone.id);
    const deleted = await api.send('POST', path(gone.id, goneOrder.id), seller);
    expect(deleted.status).toBe(409);
    expect((await deleted.json()).message).toBe(
      'This customer was deleted: there is no cart or e-mail address to re-order to.',
    );
  });
});
