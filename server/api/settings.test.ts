import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, jsonAnswer, logIn, sellerSession } from '../../tests/helpers/api';
import { insertOrder } from '../../tests/helpers/seller-api';
import { auditEntriesOf, createStaffMember } from '../../tests/helpers/staff';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { orderVat } from '../../domain/vat';

// the shop's clock: 28 November 2026, so this quarter began on 1 October
const NOW = new Date('2026-11-28T10:00:00Z');

describe.each(testDatabases())('VAT settings API on %s', (kind) => {
  const t = useTestApp(kind, {}, { clock: () => NOW });
  let owner: string;

  beforeAll(async () => {
    owner = await sellerSession(t);
  });

  const put = (body: unknown, cookie = owner) => callApi(t, 'PUT', '/settings/vat', { body, cookie });

  it('is not registered until the Owner says so: no VAT charged', async () => {
    expect(await jsonAnswer(await callApi(t, 'GET', '/settings/vat', { cookie: owner }))).toEqual({
      registered: false,
      vatNumber: null,
      startDay: null,
      charging: false,
      vatOrders: false,
    });
    expect(await t.ctx.services.vatSettings.mode()).toEqual({ charged: false });
  });

  it.each([
    [{ registered: true, vatNumber: 'GB12345678', startDay: '2026-12-01' }, 'GB and 9 or 12 digits'],
    [{ registered: true, vatNumber: 'FR123456789', startDay: '2026-12-01' }, 'GB and 9 or 12 digits'],
    [{ registered: true, vatNumber: 'GB123456789', startDay: '2026-02-30' }, 'as a date'],
    [{ registered: true, vatNumber: 'GB123456789', startDay: '2026-09-30' }, 'first day of this quarter'],
  ])('refuses %j with a message, saving nothing', async (body, message) => {
    const answer = await put(body);
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toContain(message);
    expect((await t.ctx.services.vatSettings.get()).registered).toBe(false);
  });

  it('registers from a day (spaces in the number ignored), audited, and only for the Owner', async () => {
    const manager = await createStaffMember(t.ctx.database.db, 'manager');
    const managerCookie = await logInStaff(manager.email, manager.password);
    expect(
      (await put({ registered: true, vatNumber: 'GB123456789', startDay: '2026-12-01' }, managerCookie))
        .status,
    ).toBe(403);

    const saved = await jsonAnswer(
      await put({ registered: true, vatNumber: 'gb 123 456 789', startDay: '2026-12-01' }),
    );
    expect(saved).toMatchObject({
      registered: true,
      vatNumber: 'GB123456789',
      startDay: '2026-12-01',
      charging: false,
    });
    // charged from the start day, not before
    expect(await t.ctx.services.vatSettings.mode(new Date('2026-11-30T12:00:00Z'))).toEqual({
      charged: false,
    });
    expect(await t.ctx.services.vatSettings.mode(new Date('2026-12-01T00:30:00Z'))).toMatchObject({
      charged: true,
    });
    const [entry] = await auditEntriesOf(t.ctx.database.db, 'settings.vat');
    expect(entry!.summary).toBe('Set VAT registration GB123456789 from 1 December 2026.');
  });

  it('refuses turning VAT off, or starting later, once an order was charged VAT', async () => {
    const vat = orderVat(
      { lines: [{ gross: 2000, rate: 'standard' }], setupFees: 0, discount: 0, shipping: 495 },
      'GB123456789',
    );
    await insertOrder(t.ctx.database.db, null, {
      vat,
      vatAmount: vat.vat,
      createdAt: new Date('2026-12-02T10:00:00Z'),
    });
    const off = await put({ registered: false });
    expect(off.status).toBe(409);
    expect((await off.json()).message).toContain('can’t be turned off');
    const later = await put({ registered: true, vatNumber: 'GB123456789', startDay: '2026-12-03' });
    expect(later.status).toBe(409);
    expect((await t.ctx.services.vatSettings.get()).startDay).toBe('2026-12-01');
    // a new number (a correction) is kept
    expect(
      await jsonAnswer(await put({ registered: true, vatNumber: 'GB987654321', startDay: '2026-12-01' })),
    ).toMatchObject({ vatNumber: 'GB987654321', vatOrders: true });
  });

  const logInStaff = (email: string, password: string) =>
    logIn(t, { email, password }, { path: '/auth/admin/login', from: '10.34.0.2' });
});
