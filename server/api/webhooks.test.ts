import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMITS } from '../../domain/list-limits';
import { createCustomer } from '../../tests/factories';
import { callApi, jsonAnswer, logIn, sellerSession } from '../../tests/helpers/api';
import { createStaffMember } from '../../tests/helpers/staff';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { webhookEndpoints } from '../db/schema';
import { resolveAppSecret } from '../security/signed-tokens';
import { decryptSecret } from '../services/webhooks';

const HOOK = 'http://127.0.0.1:9/hook';

/**
 * /api/webhooks over HTTP (issue 36): who may use it, the secret shown once, bad input and SSRF refused with a
 * message, an endpoint changed and archived, its delivery log a page at a time, send again. The worker is off:
 * deliveries stay queued.
 */
describe.each(testDatabases())('webhooks API on %s', (kind) => {
  const t = useTestApp(kind, {}, { worker: false });
  let seller = '';
  let ip = 0;
  const send = (method: string, p: string, body?: unknown, cookie = seller) =>
    callApi(t, method, `/webhooks${p}`, { body, cookie, from: `10.38.${++ip % 250}.1` });
  /** Expects a 400 (or `status`) whose message matches `message`. */
  const refused = async (res: Response, message: RegExp, status = 400) => {
    const body = await jsonAnswer(res, status);
    expect(body.message).toMatch(message);
  };
  const create = async (body: unknown = { url: HOOK, events: ['order.paid'] }) =>
    (await jsonAnswer(await send('POST', '/endpoints', body), 201)) as {
      endpoint: { id: string; url: string; events: string[]; active: boolean };
      secret: string;
    };

  beforeAll(async () => {
    seller = await sellerSession(
      t,
      { email: 'owner@webhooks.test', password: 'webhooks-owner-pass' },
      '10.38.0.1',
    );
  });

  it('refuses a guest (401), a customer and staff without integrations:manage (403); a manager may', async () => {
    expect((await send('GET', '/endpoints', undefined, '')).status).toBe(401);
    expect((await send('POST', '/endpoints', { url: HOOK, events: ['order.paid'] }, '')).status).toBe(401);
    const db = t.ctx.database.db;
    const customer = await createCustomer(db);
    const asCustomer = await logIn(t, customer, { from: '10.38.1.1' });
    expect((await send('GET', '/endpoints', undefined, asCustomer)).status).toBe(403);
    for (const role of ['office', 'production'] as const) {
      const member = await createStaffMember(db, role);
      const cookie = await logIn(t, member, { path: '/auth/admin/login', from: '10.38.1.2' });
      expect((await send('GET', '/endpoints', undefined, cookie)).status).toBe(403);
      expect((await send('POST', '/endpoints', { url: HOOK, events: ['order.paid'] }, cookie)).status).toBe(
        403,
      );
    }
    const manager = await createStaffMember(db, 'manager');
    const cookie = await logIn(t, manager, { path: '/auth/admin/login', from: '10.38.1.3' });
    expect((await send('GET', '/endpoints', undefined, cookie)).status).toBe(200);
  });

  it('shows the secret once, at creation; the list never holds it', async () => {
    const made = await create({ url: HOOK, events: ['order.paid', 'stock.low'], description: 'Sheet' });
    expect(made.secret).toMatch(/^whsec_/);
    expect(made.endpoint).toMatchObject({ url: HOOK, events: ['order.paid', 'stock.low'], active: true });
    expect(made.endpoint).not.toHaveProperty('secret');
    const list = await jsonAnswer(await send('GET', '/endpoints'));
    expect(list.endpoints.map((e: { id: string }) => e.id)).toContain(made.endpoint.id);
    const text = JSON.stringify(list);
    expect(text).not.toContain(made.secret);
    expect(text).not.toMatch(/secret/i);
  });

  it('gives an endpoint a new secret, shown once; the old one no longer signs; refused once archived', async () => {
    const { endpoint, secret: first } = await create();
    const stored = async () => {
      const [row] = await t.ctx.database.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpoint.id));
      return decryptSecret(resolveAppSecret(t.ctx.config), row!.secretEncrypted);
    };
    expect(await stored()).toBe(first);
    const rolled = await jsonAnswer(await send('POST', `/endpoints/${endpoint.id}/secret`));
    expect(rolled.secret).toMatch(/^whsec_/);
    expect(rolled.secret).not.toBe(first);
    expect(rolled.endpoint).toMatchObject({ id: endpoint.id, active: true });
    expect(await stored()).toBe(rolled.secret);
    expect(JSON.stringify(await jsonAnswer(await send('GET', '/endpoints')))).not.toContain(rolled.secret);
    await refused(await send('POST', `/endpoints/${randomUUID()}/secret`), /No such webhook endpoint/, 404);
    await jsonAnswer(await send('POST', `/endpoints/${endpoint.id}/archive`));
    await refused(await send('POST', `/endpoints/${endpoint.id}/secret`), /archived/, 409);
    expect(await stored()).toBe(rolled.secret);
  });

  it('refuses a bad body with a message: http to a public host, an unknown event, no events', async () => {
    await refused(
      await send('POST', '/endpoints', { url: 'http://hooks.example.com/', events: ['order.paid'] }),
      /https/,
    );
    await refused(await send('POST', '/endpoints', { url: HOOK, events: ['order.lost'] }), /events/);
    await refused(await send('POST', '/endpoints', { url: HOOK, events: [] }), /events/);
    await refused(await send('POST', '/endpoints', { url: HOOK }), /events/);
    await refused(await send('POST', '/endpoints', { url: '', events: ['order.paid'] }), /url/);
    await refused(
      await send('POST', '/endpoints', { url: 'not a url', events: ['order.paid'] }),
      /not a valid URL/,
    );
    await refused(
      await send('POST', '/endpoints', { url: HOOK, events: ['order.paid'], secret: 'x' }),
      /secret/,
    );
  });

  it('refuses link-local and private addresses (no server-side request forgery)', async () => {
    await refused(
      await send('POST', '/endpoints', { url: 'https://169.254.169.254/', events: ['order.paid'] }),
      /169\.254\.169\.254.*link-local address/,
    );
    await refused(
      await send('POST', '/endpoints', { url: 'https://10.0.0.1/', events: ['order.paid'] }),
      /10\.0\.0\.1.*private/,
    );
    const { endpoint } = await create();
    await refused(await send('PATCH', `/endpoints/${endpoint.id}`, { url: 'https://10.0.0.1/' }), /private/);
    const list = await jsonAnswer(await send('GET', '/endpoints'));
    expect(JSON.stringify(list)).not.toMatch(/169\.254|10\.0\.0\.1/);
  });

  it('changes, switches off and archives an endpoint; 404 for an unknown one, 409 once archived', async () => {
    const { endpoint } = await create();
    const changed = await jsonAnswer(
      await send('PATCH', `/endpoints/${endpoint.id}`, { events: ['quote.requested'], active: false }),
    );
    expect(changed.endpoint).toMatchObject({ id: endpoint.id, events: ['quote.requested'], active: false });
    await refused(await send('PATCH', `/endpoints/${endpoint.id}`, { events: [] }), /events/);

    const unknown = randomUUID();
    await refused(
      await send('PATCH', `/endpoints/${unknown}`, { active: true }),
      /No such webhook endpoint/,
      404,
    );
    await refused(await send('POST', `/endpoints/${unknown}/archive`), /No such webhook endpoint/, 404);
    await refused(await send('POST', `/endpoints/${unknown}/test`), /No such webhook endpoint/, 404);
    await refused(await send('GET', `/endpoints/${unknown}/deliveries`), /No such webhook endpoint/, 404);
    expect((await send('PATCH', '/endpoints/not-an-id', { active: true })).status).toBe(400);

    expect(await jsonAnswer(await send('POST', `/endpoints/${endpoint.id}/archive`))).toEqual({
      success: true,
    });
    const list = await jsonAnswer(await send('GET', '/endpoints'));
    expect(list.endpoints.map((e: { id: string }) => e.id)).not.toContain(endpoint.id);
    await refused(await send('POST', `/endpoints/${endpoint.id}/test`), /archived/, 409);
    await refused(await send('PATCH', `/endpoints/${endpoint.id}`, { active: true }), /archived/, 409);
  });

  it('pages the delivery log (pageSize at most its limit); sends a delivery again (202)', async () => {
    const { endpoint } = await create();
    const tests: { deliveryId: string; eventId: string }[] = [];
    for (let n = 0; n < 3; n++)
      tests.push(await jsonAnswer(await send('POST', `/endpoints/${endpoint.id}/test`), 202));

    const log = (query: string) => send('GET', `/endpoints/${endpoint.id}/deliveries${query}`);
    const first = await jsonAnswer(await log('?page=1&pageSize=2'));
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.deliveries).toHaveLength(2);
    const second = await jsonAnswer(await log('?page=2&pageSize=2'));
    expect(second.deliveries).toHaveLength(1);
    const seen = [...first.deliveries, ...second.deliveries].map((d: { id: string }) => d.id);
    expect(new Set(seen)).toEqual(new Set(tests.map((x) => x.deliveryId)));
    expect(second.deliveries[0]).toMatchObject({ type: 'ping', status: 'pending', attempts: 0 });
    expect((await jsonAnswer(await log(''))).pageSize).toBe(20);

    const max = LIST_LIMITS.webhookDeliveries;
    await refused(await log(`?pageSize=${max + 1}`), new RegExp(`pageSize must be at most ${max}`));
    await refused(await log('?pageSize=0'), /pageSize must be at least 1/);
    await refused(await log('?page=0'), /page must be at least 1/);
    expect((await jsonAnswer(await log(`?pageSize=${max}`))).deliveries).toHaveLength(3);

    const again = await jsonAnswer(await send('POST', `/deliveries/${tests[0]!.deliveryId}/resend`), 202);
    expect(again.delivery).toMatchObject({
      id: tests[0]!.deliveryId,
      eventId: tests[0]!.eventId,
      status: 'pending',
    });
    await refused(await send('POST', `/deliveries/${randomUUID()}/resend`), /No such delivery/, 404);
  });
});
