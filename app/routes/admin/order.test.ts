import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../../tests/helpers/seller-api';
import { createStaffMember } from '../../../tests/helpers/staff';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { loader } from './order';

/** The seller's order page reads its parts together; an unknown order is still a 404 inside the seller's area. */
describe("the seller's order page loader", () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const { auth } = t.ctx.services;
    await auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
    token = (await auth.login('seller@shop.test', 'seller-password', 'seller', '10.0.0.1')).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const load = (orderId: string, sessionToken = token) =>
    loader({
      request: new Request(`http://localhost/admin/orders/${orderId}`),
      context: { app: t.ctx, sessionToken } as unknown as AppLoadContext,
      params: { orderId },
    } as never);

  const tokenOf = async (role: 'office' | 'production') => {
    const member = await createStaffMember(t.ctx.database.db, role);
    return (await t.ctx.services.auth.login(member.email, member.password, 'seller', '10.0.0.1')).token;
  };

  it('answers 404 for an order that does not exist', async () => {
    const thrown = await load('00000000-0000-4000-8000-000000000000').catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('gives the order with its note, e-mails, timeline and findings, and clears its New badge', async () => {
    const row = await insertOrder(t.ctx.database.db, null, { paymentStatus: 'paid', paidAt: new Date() });
    await t.ctx.services.orderMessages.saveNote(row.id, 'Call before delivery', { id: null, label: 'Shop' });
    const data = await load(row.id);
    expect(data.order.id).toBe(row.id);
    expect(data.messages).toMatchObject({ note: 'Call before delivery', emails: [], canWrite: true });
    expect(data.timeline.map((e) => e.text)).toContain('Order placed');
    expect(data.artworkFindings).toEqual({});
    expect(data).toMatchObject({ production: null, proofLines: [] });
    expect((await t.ctx.services.orders.get(row.id))?.sellerOpenedAt).not.toBeNull();
  });

  it("gives production the work without the buyer's e-mail, phone, any money or the order's management", async () => {
    const row = await insertOrder(t.ctx.database.db, null, {
      paymentStatus: 'paid',
      paidAt: new Date(),
      email: 'pat.buyer@example.co.uk',
      shippingAddress: { phone: '07700 900123', email: 'pat.buyer@example.co.uk' },
    });
    const owner = await load(row.id);
    expect(JSON.stringify(owner)).toContain('pat.buyer@example.co.uk');
    expect(owner.order.total).toBe(2495);

    const data = await load(row.id, await tokenOf('production'));
    expect(data.order).toMatchObject({ id: row.id, shippingAddress: { city: 'Leeds', postCode: 'LS1 4AP' } });
    const text = JSON.stringify(data);
    expect(text).not.toContain('pat.buyer@example.co.uk');
    expect(text).not.toContain('07700 900123');
    expect(text).not.toMatch(/2495|2000|"total"|"goods"|"unitPrice"/);
    expect(data).toMatchObject({
      shown: { contact: false, money: false },
      may: { manage: false, production: true, refund: false },
      fulfilment: null,
      messages: null,
    });
  });

  it('lets the office manage the order but not refund it', async () => {
    const row = await insertOrder(t.ctx.database.db, null, { paymentStatus: 'paid', paidAt: new Date() });
    const data = await load(row.id, await tokenOf('office'));
    expect(data).toMatchObject({
      shown: { contact: true, money: true },
      may: { manage: true, production: true, refund: false },
    });
    expect(data.fulfilment).not.toBeNull();
  });
});
