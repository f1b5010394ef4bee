import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymisedEmail } from '../../domain/customers';
import { reauthMessage } from '../../domain/reauth';
import { createCustomer } from '../../tests/factories';
import { apiClient, insertOrder } from '../../tests/helpers/seller-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { sessions, users } from '../db/schema';
import { hashToken } from '../security/tokens';
import { CURRENT_PASSWORD_FAILURES } from '../services/auth';

const SELLER = { email: 'owner@reauth.test', password: 'Kettle-Harbour-91' };

describe.each(testDatabases())('grave seller actions ask for the password again on %s', (kind) => {
  const t = useTestApp(kind, {}, { worker: false });

  let send: ReturnType<typeof apiClient>['send'];
  const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;
  const login = async (path: string, email: string, password: string) => {
    const res = await send('POST', path, undefined, { email, password });
    expect(res.status).toBe(200);
    return cookieOf(res);
  };
  /** The session's password as entered `minutes` ago. */
  const enteredAgo = (cookie: string, minutes: number) =>
    t.ctx.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(sessions.tokenHash, hashToken(cookie.split('=')[1]!)));

  const actions = async () => {
    const db = t.ctx.database.db;
    const kim = await createCustomer(db, { firstName: 'Kim' });
    const order = await insertOrder(db, kim);
    return [
      ['refund', 'POST', `/orders/${order.id}/refund`, undefined],
      ['deleteCustomer', 'DELETE', `/orders/${kim.id}/deleteCustomer`, undefined],
      ['promoMail', 'POST', '/promocodes/send-email', { subject: 'Spring', emailBody: 'Ten percent off' }],
    ] as const;
  };

  beforeAll(async () => {
    send = apiClient(t).send;
    await t.ctx.services.auth.upsertSeller(SELLER);
  });

  it('refuses a refund, a deletion and a mail-out 15 minutes after the password, with 403 and why', async () => {
    const seller = await login('/auth/admin/login', SELLER.email, SELLER.password);
    await enteredAgo(seller, 16);
    for (const [action, method, path, body] of await actions()) {
      const res = await send(method, path, seller, body);
      expect(res.status, action).toBe(403);
      expect(await res.json()).toEqual({ message: reauthMessage(action), reauth: true });
    }
    // nothing happened: the customer is still there
    const [kim] = await t.ctx.database.db.select().from(users).where(eq(users.firstName, 'Kim'));
    expect(kim?.anonymisedAt).toBeNull();
    // the rest of the seller's area still works
    expect((await send('GET', '/orders/customers', seller)).status).toBe(200);
  });

  it('lets them through within 15 minutes of a login', async () => {
    const seller = await login('/auth/admin/login', SELLER.email, SELLER.password);
    await enteredAgo(seller, 14);
    const [refund, remove, mail] = await actions();
    // past the password check: the refund's own rule answers (this order is not paid)
    expect((await send(refund[1], refund[2], seller)).status).toBe(400);
    expect((await send(remove[1], remove[2], seller)).status).toBe(200);
    expect((await send(mail[1], mail[2], seller, mail[3])).status).toBe(202);
  });

  it('takes the password again, refusing a wrong one, and then lets the action through', async () => {
    const seller = await login('/auth/admin/login', SELLER.email, SELLER.password);
    await enteredAgo(seller, 60);
    const wrong = await send('POST', '/auth/reauth', seller, { password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: 'That password is not right.' });
    // a wrong password logs nobody out, and opens nothing
    expect((await send('GET', '/auth/check', seller)).status).toBe(200);
    const [, remove] = await actions();
    expect((await send(remove[1], remove[2], seller)).status).toBe(403);

    const right = await send('POST', '/auth/reauth', seller, { password: SELLER.password });
    expect(right.status).toBe(200);
    const renewed = cookieOf(right);
    expect(renewed).not.toBe(seller);
    // the old session is replaced by the new one
    expect((await send('GET', '/auth/check', seller)).status).toBe(401);
    const done = await send(remove[1], remove[2], renewed);
    expect(done.status).toBe(200);
    const id = remove[2].split('/')[2]!;
    const [person] = await t.ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(person?.email).toBe(anonymisedEmail(id));
  });

  it('throttles wrong passwords, and leaves guests and customers to their own refusals', async () => {
    const other = { email: 'manager@reauth.test', password: 'Lantern-Meadow-37' };
    await t.ctx.services.auth.upsertSeller(other);
    const seller = await login('/auth/admin/login', other.email, other.password);
    for (let i = 0; i < CURRENT_PASSWORD_FAILURES.limit; i++)
      expect((await send('POST', '/auth/reauth', seller, { password: `guess-${i}` })).status).toBe(400);
    expect((await send('POST', '/auth/reauth', seller, { password: other.password })).status).toBe(429);

    expect((await send('POST', '/auth/reauth', undefined, { password: 'x' })).status).toBe(401);
    const jo = await createCustomer(t.ctx.database.db);
    const customer = await login('/auth/login', jo.email, jo.password);
    for (const [, method, path, body] of await actions()) {
      expect((await send(method, path, undefined, body)).status).toBe(401);
      const refused = await send(method, path, customer, body);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: 'Unauthorized access! You are not an admin.' });
    }
  });
});
