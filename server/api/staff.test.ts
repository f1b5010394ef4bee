import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, STAFF_MORE_MESSAGES } from '../../domain/staff';
import { TWO_STEP_MESSAGES } from '../../domain/two-step';
import { createCustomer } from '../../tests/factories';
import { mailSubject, decodeMailBody } from '../../tests/helpers/smtp';
import { auditEntriesOf, createStaffMember } from '../../tests/helpers/staff';
import { testDatabases, useSmtpServer, useTestApp } from '../../tests/helpers/test-app';
import { sessions, users } from '../db/schema';
import { hashToken } from '../security/tokens';
import { browserLabel } from '../services/staff/sessions';

const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'http://shop.test';
const OWNER = {
  email: 'owner@staff.test',
  password: 'Kettle-Harbour-91',
  firstName: 'Olive',
  lastName: 'Owner',
};
const APP_SECRET = 'staff-test-secret-'.padEnd(40, 'x');
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0';
const NEW_PASSWORD = 'Lantern-Copper-Meadow-58';

describe('browserLabel', () => {
  it('names the browser, its major version and the system', () => {
    expect(browserLabel(CHROME)).toBe('Chrome 131 on Linux');
    expect(browserLabel(FIREFOX)).toBe('Firefox 133 on macOS');
    expect(browserLabel(null)).toBe('Unknown browser');
  });
});

describe.each(testDatabases())('staff accounts and sessions on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url, PUBLIC_URL, APP_SECRET }), {
    worker: false,
    clock: () => now,
  });
  let owner: string;
  let ownerId: string;
  let now = new Date();
  let n = 0;

  const db = () => t.ctx.database.db;
  const send = (method: string, path: string, cookie?: string, body?: unknown, ua?: string) =>
    t.request(`/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: PUBLIC_URL,
        'x-forwarded-for': `10.8.${++n % 250}.1`,
        ...(cookie ? { cookie } : {}),
        ...(ua ? { 'user-agent': ua } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;
  const logIn = async (who: { email: string; password: string }, ua = CHROME) => {
    const res = await send(
      'POST',
      '/auth/admin/login',
      undefined,
      { email: who.email, password: who.password },
      ua,
    );
    expect(res.status).toBe(200);
    return cookieOf(res);
  };
  /** Whether a cookie still opens the staff's own endpoints. */
  const statusWith = async (cookie: string) => (await send('GET', '/auth/sessions', cookie)).status;
  /** Invites an address and reads the link's token from the mail the SMTP server got. */
  const invite = async (email: string, role = 'production') => {
    const res = await send('POST', '/staff', owner, { email, role });
    expect(res.status).toBe(201);
    await t.ctx.jobs.runDue();
    const mail = smtp.messages.filter((m) => m.to.includes(email)).at(-1);
    expect(mail).toBeTruthy();
    const href = /http:\/\/shop\.test\/admin\/join\/[\w.%-]+/.exec(decodeMailBody(mail!.raw))?.[0];
    expect(href).toBeTruthy();
    return { token: decodeURIComponent(href!.split('/').at(-1)!), mail: mail!, body: await res.json() };
  };
  const accept = (token: string, extra: Record<string, string> = {}) =>
    send(
      'POST',
      '/staff/accept-invite',
      undefined,
      { token, firstName: 'Pat', lastName: 'Press', password: NEW_PASSWORD, ...extra },
      FIREFOX,
    );

  beforeAll(async () => {
    await t.ctx.services.auth.upsertSeller(OWNER);
    owner = await logIn(OWNER);
    [{ id: ownerId }] = (await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, OWNER.email))) as [{ id: string }];
  });
  beforeEach(() => {
    now = new Date();
  });

  it('an invitation is mailed, accepted once, logs the new member in and is written to the trail', async () => {
    const email = `pat.${kind}@staff.test`;
    const { token, mail, body } = await invite(email);
    expect(body.member).toMatchObject({ kind: 'invite', email, role: 'production', status: 'invited' });
    expect(mailSubject(mail.raw)).toMatch(/Join .*staff/);
    expect(decodeMailBody(mail.raw)).toContain('Olive Owner has invited you');

    const shown = await send('GET', `/staff/invite/${encodeURIComponent(token)}`);
    expect(await shown.json()).toMatchObject({ email, role: 'production' });

    const joined = await accept(token);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toMatchObject({ success: true, user: { email }, mustSetUpTwoStep: false });
    const cookie = cookieOf(joined);
    const devices = await (await send('GET', '/auth/sessions', cookie)).json();
    expect(devices.sessions).toHaveLength(1);
    expect(devices.sessions[0]).toMatchObject({ browser: 'Firefox 133 on macOS', current: true });

    // once only: the link now says it was used, and the address is a member's
    const again = await accept(token);
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ message: STAFF_MESSAGES.inviteUsed });
    expect((await send('POST', '/staff', owner, { email, role: 'office' })).status).toBe(409);

    const list = await (await send('GET', '/staff', owner)).json();
    const pat = list.members.find((m: { email: string }) => m.email === email);
    expect(pat).toMatchObject({
      kind: 'member',
      name: 'Pat Press',
      role: 'production',
      status: 'active',
      sessions: 1,
    });
    expect(list.members.filter((m: { email: string }) => m.email === email)).toHaveLength(1);

    const [invited] = await auditEntriesOf(db(), 'staff.invite', body.member.id);
    expect(invited).toMatchObject({ actorName: 'Olive Owner', area: 'staff' });
    expect(invited!.changes).toContainEqual({ field: 'role', before: null, after: 'production' });
    const [accepted] = await auditEntriesOf(db(), 'staff.invite_accepted', pat.id);
    expect(accepted).toMatchObject({ actorId: pat.id, actorName: 'Pat Press' });
  });

  it('an altered link is 404, an expired one 410, a replaced one 404, each with its words', async () => {
    const { token } = await invite(`late.${kind}@staff.test`);
    const altered = `${token.slice(0, -2)}xx`;
    const bad = await send('GET', `/staff/invite/${encodeURIComponent(altered)}`);
    expect(bad.status).toBe(404);
    expect(await bad.json()).toEqual({ message: STAFF_MESSAGES.inviteNotFound });
    expect((await accept(altered)).status).toBe(404);

    now = new Date(Date.now() + 8 * DAY);
    const expired = await accept(token);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ message: STAFF_MESSAGES.inviteExpired });
    now = new Date();

    // a newer invitation to the same address replaces the open one
    const { token: first } = await invite(`twice.${kind}@staff.test`);
    const { token: second } = await invite(`twice.${kind}@staff.test`, 'office');
    const replaced = await accept(first);
    expect(replaced.status).toBe(404);
    expect(await replaced.json()).toEqual({ message: STAFF_MORE_MESSAGES.inviteWithdrawn });
    expect((await accept(second)).status).toBe(200);
  });

  it("a customer's address can't be invited, and an invitation never turns a customer into staff", async () => {
    const customer = await createCustomer(db(), { email: `cust.${kind}@example.co.uk` });
    const refused = await send('POST', '/staff', owner, {
      email: customer.email.toUpperCase(),
      role: 'office',
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: STAFF_MESSAGES.customerEmail });

    // invited first, signed up as a customer before accepting: the link no longer makes staff of the address
    const email = `later.${kind}@example.co.uk`;
    const { token } = await invite(email);
    await createCustomer(db(), { email });
    const late = await accept(token);
    expect(late.status).toBe(409);
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row!.role).toBe('customer');
  });

  it('the last Owner cannot be demoted, disabled or removed; nobody disables themself', async () => {
    for (const [method, path, body] of [
      ['PUT', `/staff/${ownerId}`, { role: 'manager' }],
      ['PUT', `/staff/${ownerId}`, { disabled: true }],
      ['DELETE', `/staff/${ownerId}`, undefined],
    ] as const) {
      const res = await send(method, path, owner, body);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: STAFF_MESSAGES.lastOwner });
    }
    // with a second Owner the first may step down to Manager, but still not disable themself
    const second = await createStaffMember(db(), 'owner', { firstName: 'Sam' });
    const self = await send('PUT', `/staff/${ownerId}`, owner, { disabled: true });
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ message: STAFF_MESSAGES.notYourself });
    const secondCookie = await logIn(second);
    expect((await send('PUT', `/staff/${second.id}`, owner, { role: 'office' })).status).toBe(200);
    // the second Owner, now Office, has lost its session and may not manage staff
    expect(await statusWith(secondCookie)).toBe(401);
    expect((await send('PUT', `/staff/${ownerId}`, owner, { role: 'manager' })).status).toBe(409);
    await send('DELETE', `/staff/${second.id}`, owner);
  });

  it("a disabled member's cookie stops on its next request; enabling lets them log in again", async () => {
    const member = await createStaffMember(db(), 'office');
    const cookie = await logIn(member);
    expect(await statusWith(cookie)).toBe(200);
    const res = await send('PUT', `/staff/${member.id}`, owner, { disabled: true });
    expect(res.status).toBe(200);
    expect((await res.json()).member).toMatchObject({ status: 'disabled', sessions: 0 });
    expect(await statusWith(cookie)).toBe(401);
    const refused = await send('POST', '/auth/admin/login', undefined, {
      email: member.email,
      password: member.password,
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: STAFF_MESSAGES.disabled });

    expect((await send('PUT', `/staff/${member.id}`, owner, { disabled: false })).status).toBe(200);
    expect(await statusWith(await logIn(member))).toBe(200);
    const [disabled] = await auditEntriesOf(db(), 'staff.disable', member.id);
    expect(disabled!.changes).toEqual([{ field: 'status', before: 'active', after: 'disabled' }]);
    const [enabled] = await auditEntriesOf(db(), 'staff.enable', member.id);
    expect(enabled!.changes).toEqual([{ field: 'status', before: 'disabled', after: 'active' }]);
  });

  it('a role change ends their sessions and is written before → after', async () => {
    const member = await createStaffMember(db(), 'production');
    const cookie = await logIn(member);
    const res = await send('PUT', `/staff/${member.id}`, owner, { role: 'manager' });
    expect((await res.json()).member).toMatchObject({ role: 'manager' });
    expect(await statusWith(cookie)).toBe(401);
    const [entry] = await auditEntriesOf(db(), 'staff.role', member.id);
    expect(entry!.changes).toEqual([{ field: 'role', before: 'production', after: 'manager' }]);
    expect(entry!.summary).toMatch(/from Production to Manager/);
    // the same role again changes nothing and writes nothing
    await send('PUT', `/staff/${member.id}`, owner, { role: 'manager' });
    expect(await auditEntriesOf(db(), 'staff.role', member.id)).toHaveLength(1);
  });

  it('a removed member leaves the list, keeps their row and name, and may be invited again', async () => {
    const member = await createStaffMember(db(), 'office', { firstName: 'Rita', lastName: 'Gone' });
    const cookie = await logIn(member);
    expect((await send('DELETE', `/staff/${member.id}`, owner)).status).toBe(200);
    expect(await statusWith(cookie)).toBe(401);
    const list = await (await send('GET', '/staff', owner)).json();
    expect(list.members.map((m: { id: string }) => m.id)).not.toContain(member.id);
    const [row] = await db().select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ firstName: 'Rita', lastName: 'Gone' });
    expect(row!.removedAt).not.toBeNull();
    const loginRefused = await send('POST', '/auth/admin/login', undefined, {
      email: member.email,
      password: member.password,
    });
    expect(loginRefused.status).toBe(401);

    const { token } = await invite(member.email, 'production');
    const back = await accept(token, { firstName: 'Rita', lastName: 'Returns' });
    expect(back.status).toBe(200);
    const [again] = await db().select().from(users).where(eq(users.id, member.id));
    expect(again).toMatchObject({ lastName: 'Returns', role: 'production', removedAt: null });
    const [removed] = await auditEntriesOf(db(), 'staff.remove', member.id);
    expect(removed!.summary).toContain('Rita Gone');
  });

  it('an open invitation can be withdrawn', async () => {
    const { token, body } = await invite(`withdrawn.${kind}@staff.test`);
    expect((await send('DELETE', `/staff/${body.member.id}`, owner)).status).toBe(200);
    expect((await accept(token)).status).toBe(404);
    expect(await auditEntriesOf(db(), 'staff.invite_withdrawn', body.member.id)).toHaveLength(1);
  });

  it('signed-in devices: listed with the current one marked, one ended, all others ended', async () => {
    const me = await createStaffMember(db(), 'manager');
    const laptop = await logIn(me, CHROME);
    const phone = await logIn(me, FIREFOX);
    const third = await logIn(me, FIREFOX);
    const list = (await (await send('GET', '/auth/sessions', laptop)).json()).sessions;
    expect(list).toHaveLength(3);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.find((s: { current: boolean }) => s.current).browser).toBe('Chrome 131 on Linux');
    expect(list[0].ip).toMatch(/^10\.8\./);

    const [phoneRow] = await db()
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(phone.split('=')[1]!)));
    const ended = await send('DELETE', `/auth/sessions/${phoneRow!.id}`, laptop);
    expect(ended.status).toBe(200);
    expect(await statusWith(phone)).toBe(401);
    expect(await auditEntriesOf(db(), 'session.end', phoneRow!.id)).toHaveLength(1);

    // another account's session, or an id that is no session, is not found
    const ownerSession = (await (await send('GET', '/auth/sessions', owner)).json()).sessions[0].id;
    const foreign = await send('DELETE', `/auth/sessions/${ownerSession}`, laptop);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ message: STAFF_MORE_MESSAGES.sessionNotFound });
    expect((await send('DELETE', '/auth/sessions/not-a-session', laptop)).status).toBe(404);

    const others = await send('DELETE', '/auth/sessions', laptop);
    expect(await others.json()).toMatchObject({ ended: 1 });
    expect(await statusWith(third)).toBe(401);
    expect(await statusWith(laptop)).toBe(200);
  });

  it("the Owner ends a member's sessions", async () => {
    const member = await createStaffMember(db(), 'office');
    const cookie = await logIn(member);
    const res = await send('DELETE', `/staff/${member.id}/sessions`, owner);
    expect(await res.json()).toMatchObject({ ended: 1 });
    expect(await statusWith(cookie)).toBe(401);
    const [entry] = await auditEntriesOf(db(), 'staff.sessions_ended', member.id);
    expect(entry!.changes).toEqual([{ field: 'sessions', before: 1, after: 0 }]);
  });

  it('requiring two-step login is saved, written before → after, and new members are told to set it up', async () => {
    // not before the Owner has it: they would be sent to set it up before anything else
    const early = await send('PUT', '/staff/settings', owner, { requireTwoStep: true });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ message: STAFF_MORE_MESSAGES.twoStepYourselfFirst });
    await db().update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, ownerId));

    const on = await send('PUT', '/staff/settings', owner, { requireTwoStep: true });
    expect(await on.json()).toMatchObject({ requireTwoStep: true });
    expect((await (await send('GET', '/staff', owner)).json()).requireTwoStep).toBe(true);
    const [entry] = await auditEntriesOf(db(), 'settings.require_two_step');
    expect(entry).toMatchObject({ area: 'settings' });
    expect(entry!.changes).toEqual([{ field: 'requireTwoStep', before: false, after: true }]);

    const { token } = await invite(`strict.${kind}@staff.test`, 'office');
    const joined = await accept(token);
    expect(await joined.json()).toMatchObject({ mustSetUpTwoStep: true });
    // the devices list is open before two-step is set up; the rest of the area is not
    expect(await statusWith(cookieOf(joined))).toBe(200);
    const closed = await send('GET', '/orders/count', cookieOf(joined));
    expect(closed.status).toBe(403);
    expect(await closed.json()).toEqual({ message: TWO_STEP_MESSAGES.setUpFirst });

    await send('PUT', '/staff/settings', owner, { requireTwoStep: false });
    expect(await auditEntriesOf(db(), 'settings.require_two_step')).toHaveLength(2);
    await db().update(users).set({ totpEnabledAt: null }).where(eq(users.id, ownerId));
  });

  it('others may not manage staff: a Manager is told so, a customer is not an admin, a guest must log in', async () => {
    const manager = await createStaffMember(db(), 'manager');
    const refused = await send('GET', '/staff', await logIn(manager));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "You don't have permission to manage staff." });
    expect((await send('GET', '/staff')).status).toBe(401);
    expect((await send('GET', '/auth/sessions')).status).toBe(401);
  });

  it('bad input is refused with a clear message', async () => {
    const res = await send('POST', '/staff', owner, { email: 'not-an-address', role: 'office' });
    expect(res.status).toBe(400);
    const role = await send('POST', '/staff', owner, { email: 'x@staff.test', role: 'customer' });
    expect(role.status).toBe(400);
    expect(await role.json()).toEqual({ message: 'Choose a role' });
    expect((await send('PUT', '/staff/not-a-member', owner, { role: 'office' })).status).toBe(404);
    expect((await send('PUT', `/staff/${ownerId}`, owner, {})).status).toBe(400);
  });
});
