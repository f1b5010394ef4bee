import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { TWO_STEP_FAILURE_LIMIT, TWO_STEP_MESSAGES } from '../../domain/two-step';
import { createCustomer } from '../../tests/factories';
import { ORIGIN } from '../../tests/helpers/api';
import { apiClient } from '../../tests/helpers/seller-api';
import { softAuthenticator } from '../../tests/helpers/soft-authenticator';
import { auditEntriesOf, createStaffMember } from '../../tests/helpers/staff';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { recoveryCodes, sessions, shopSettings } from '../db/schema';
import { hashToken } from '../security/tokens';
import { STAFF_SETTINGS_KEY } from '../services/auth';
import { totpStepOf } from '../services/staff/two-step';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codeAt = (secret: string, at: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });

describe('TOTP codes on a fixed clock', () => {
  const at = new Date('2026-03-02T10:00:10Z');
  const step = Math.floor(at.getTime() / 30_000);

  it('takes the code of now and of one step either side, naming its step', () => {
    expect(totpStepOf(SECRET, codeAt(SECRET, at.getTime()), at)).toBe(step);
    expect(totpStepOf(SECRET, codeAt(SECRET, at.getTime() - 30_000), at)).toBe(step - 1);
    expect(totpStepOf(SECRET, codeAt(SECRET, at.getTime() + 30_000), at)).toBe(step + 1);
  });

  it('refuses a code two steps away and a wrong one', () => {
    expect(totpStepOf(SECRET, codeAt(SECRET, at.getTime() - 60_000), at)).toBeNull();
    expect(totpStepOf(SECRET, codeAt(SECRET, at.getTime() + 60_000), at)).toBeNull();
    const right = codeAt(SECRET, at.getTime());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(totpStepOf(SECRET, wrong, at)).toBeNull();
  });
});

describe.each(testDatabases())('two-step login through the API on %s', (kind) => {
  let now = new Date('2026-03-02T10:00:10Z').getTime();
  const t = useTestApp(kind, {}, { worker: false, clock: () => new Date(now) });
  let send: ReturnType<typeof apiClient>['send'];
  const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;
  const db = () => t.ctx.database.db;

  const passwordLogin = async (who: { email: string; password: string }) => {
    const res = await send('POST', '/auth/admin/login', undefined, {
      email: who.email,
      password: who.password,
    });
    expect(res.status).toBe(200);
    return { cookie: cookieOf(res), body: await res.json() };
  };

  /** A member with the app on (secret known to the test) and their recovery codes. */
  const memberWithApp = async () => {
    const member = await createStaffMember(db(), 'office');
    const { cookie } = await passwordLogin(member);
    const setup = await send('POST', '/auth/2fa/totp/setup', cookie);
    expect(setup.status).toBe(200);
    const { secret, qrSvg, uri } = await setup.json();
    expect(qrSvg).toContain('<svg');
    expect(uri).toContain(`secret=${secret}`);
    const confirmed = await send('POST', '/auth/2fa/totp/confirm', cookie, { code: codeAt(secret, now) });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes: codes } = await confirmed.json();
    return { member, secret, codes: codes as string[], cookie };
  };

  beforeAll(() => {
    send = apiClient(t).send;
  });

  it('sets up the app: a wrong code is refused, a right one turns it on with ten recovery codes, audited', async () => {
    const member = await createStaffMember(db(), 'manager');
    const { cookie, body } = await passwordLogin(member);
    expect(body.user).toBeDefined();
    expect((await auditEntriesOf(db(), 'auth.login', member.id)).at(-1)?.summary).toBe(
      'Signed in with a password.',
    );
    const { secret } = await (await send('POST', '/auth/2fa/totp/setup', cookie)).json();
    const wrong = await send('POST', '/auth/2fa/totp/confirm', cookie, {
      code: '000000' === codeAt(secret, now) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe(TWO_STEP_MESSAGES.wrongCode);
    const right = await send('POST', '/auth/2fa/totp/confirm', cookie, { code: codeAt(secret, now) });
    const { recoveryCodes: codes } = await right.json();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // only hashes are kept
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    expect(await (await send('GET', '/auth/2fa', cookie)).json()).toMatchObject({
      totp: true,
      passkeys: [],
      recoveryCodesLeft: 10,
      mustSetUp: false,
    });
    const [on] = await auditEntriesOf(db(), 'two_step.totp_on', member.id);
    expect(on?.changes).toEqual([{ field: 'totp', before: false, after: true }]);
    // a second set-up is refused while it is on
    expect((await send('POST', '/auth/2fa/totp/setup', cookie)).status).toBe(409);
  });

  it('asks for the second step; a replayed code is refused, the next one makes a new full session', async () => {
    const { member, secret } = await memberWithApp();
    const { cookie, body } = await passwordLogin(member);
    expect(body).toMatchObject({ secondStep: true, methods: ['totp', 'recovery'] });
    // the pending session opens nothing
    expect((await send('GET', '/auth/check', cookie)).status).toBe(401);
    expect((await send('GET', '/orders', cookie)).status).toBe(401);
    // the code used to confirm the set-up is spent for its window
    const replay = await send('POST', '/auth/2fa/verify', cookie, {
      method: 'totp',
      code: codeAt(secret, now),
    });
    expect(replay.status).toBe(400);
    expect((await replay.json()).message).toBe(TWO_STEP_MESSAGES.usedCode);
    now += 30_000;
    const ok = await send('POST', '/auth/2fa/verify', cookie, { method: 'totp', code: codeAt(secret, now) });
    expect(ok.status).toBe(200);
    const full = cookieOf(ok);
    expect(full).not.toBe(cookie);
    expect((await send('GET', '/auth/check', full)).status).toBe(200);
    // the pending token is gone
    const [pending] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie.split('=')[1]!)));
    expect(pending).toBeUndefined();
    expect((await auditEntriesOf(db(), 'auth.second_step', member.id)).map((e) => e.summary)).toEqual([
      'Passed the second step with an authenticator app code.',
    ]);
    expect(await auditEntriesOf(db(), 'auth.second_step_failed', member.id)).toHaveLength(1);
    expect((await auditEntriesOf(db(), 'auth.login', member.id)).at(-1)?.summary).toBe(
      'Signed in with a password and an authenticator app code.',
    );
    // the same code again, on another login: a replay
    const again = await passwordLogin(member);
    const replayed = await send('POST', '/auth/2fa/verify', again.cookie, {
      method: 'totp',
      code: codeAt(secret, now),
    });
    expect((await replayed.json()).message).toBe(TWO_STEP_MESSAGES.usedCode);
  });

  it('takes each recovery code once', async () => {
    const { member, codes } = await memberWithApp();
    const first = await passwordLogin(member);
    const typed = codes[0]!.toUpperCase().replace('-', ' ');
    expect(
      (await send('POST', '/auth/2fa/verify', first.cookie, { method: 'recovery', code: typed })).status,
    ).toBe(200);
    const second = await passwordLogin(member);
    const reused = await send('POST', '/auth/2fa/verify', second.cookie, {
      method: 'recovery',
      code: codes[0],
    });
    expect(reused.status).toBe(400);
    expect((await reused.json()).message).toBe(TWO_STEP_MESSAGES.wrongRecoveryCode);
    expect(
      (await send('POST', '/auth/2fa/verify', second.cookie, { method: 'recovery', code: codes[1] })).status,
    ).toBe(200);
  });

  it('throttles wrong codes per account, even a right one after the limit', async () => {
    const { member, secret } = await memberWithApp();
    now += 30_000;
    const { cookie } = await passwordLogin(member);
    const right = codeAt(secret, now);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < TWO_STEP_FAILURE_LIMIT.limit; i++) {
      expect((await send('POST', '/auth/2fa/verify', cookie, { method: 'totp', code: wrong })).status).toBe(
        400,
      );
    }
    const blocked = await send('POST', '/auth/2fa/verify', cookie, { method: 'totp', code: right });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toBe(TWO_STEP_MESSAGES.tooMany);
  });

  it('turns the app off with the password; the next login needs no second step', async () => {
    const { member, cookie } = await memberWithApp();
    const wrong = await send('POST', '/auth/2fa/totp/disable', cookie, { password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect((await send('POST', '/auth/2fa/totp/disable', cookie, { password: member.password })).status).toBe(
      200,
    );
    expect((await passwordLogin(member)).body.user).toBeDefined();
    expect(await auditEntriesOf(db(), 'two_step.totp_off', member.id)).toHaveLength(1);
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id))).toEqual([]);
  });

  it('makes a new set of recovery codes: the old ones stop working', async () => {
    const { member, codes, cookie } = await memberWithApp();
    const fresh = await send('POST', '/auth/2fa/recovery-codes', cookie);
    const { recoveryCodes: next } = await fresh.json();
    expect(next).toHaveLength(10);
    const login = await passwordLogin(member);
    expect(
      (await send('POST', '/auth/2fa/verify', login.cookie, { method: 'recovery', code: codes[2] })).status,
    ).toBe(400);
    expect(
      (await send('POST', '/auth/2fa/verify', login.cookie, { method: 'recovery', code: next[2] })).status,
    ).toBe(200);
    expect(await auditEntriesOf(db(), 'two_step.recovery_codes', member.id)).toHaveLength(1);
  });

  it('registers a passkey and signs in with it; a wrong origin or a stale challenge is refused', async () => {
    const member = await createStaffMember(db(), 'production');
    const key = softAuthenticator(ORIGIN);
    const { cookie } = await passwordLogin(member);
    const options = await (await send('POST', '/auth/2fa/passkeys/register/options', cookie)).json();
    expect(options.rp.id).toBe('localhost');
    // an answer made for another site fails
    const forged = await send('POST', '/auth/2fa/passkeys/register/verify', cookie, {
      name: 'Laptop',
      response: key.register(options, 'https://evil.example'),
    });
    expect(forged.status).toBe(400);
    // the challenge was used up by that try
    const stale = await send('POST', '/auth/2fa/passkeys/register/verify', cookie, {
      name: 'Laptop',
      response: key.register(options),
    });
    expect(stale.status).toBe(400);
    const fresh = await (await send('POST', '/auth/2fa/passkeys/register/options', cookie)).json();
    const added = await send('POST', '/auth/2fa/passkeys/register/verify', cookie, {
      name: 'Laptop',
      response: key.register(fresh),
    });
    expect(added.status, await added.clone().text()).toBe(200);
    expect((await added.json()).recoveryCodes).toHaveLength(10);
    expect(await auditEntriesOf(db(), 'two_step.passkey_added', member.id)).toHaveLength(1);

    const login = await passwordLogin(member);
    expect(login.body).toMatchObject({ secondStep: true, methods: ['passkey', 'recovery'] });
    const ask = await (await send('POST', '/auth/2fa/passkeys/login/options', login.cookie)).json();
    expect(ask.allowCredentials.map((c: { id: string }) => c.id)).toEqual([key.id]);
    const ok = await send('POST', '/auth/2fa/verify', login.cookie, {
      method: 'passkey',
      response: key.authenticate(ask),
    });
    expect(ok.status).toBe(200);
    const full = cookieOf(ok);
    const view = await (await send('GET', '/auth/2fa', full)).json();
    expect(view.passkeys).toHaveLength(1);
    expect(view.passkeys[0].lastUsedAt).not.toBeNull();
    // removing it (the only method) ends two-step login and its recovery codes
    expect((await send('DELETE', `/auth/2fa/passkeys/${encodeURIComponent(key.id)}`, full)).status).toBe(200);
    expect((await send('DELETE', `/auth/2fa/passkeys/${encodeURIComponent(key.id)}`, full)).status).toBe(404);
    expect(await auditEntriesOf(db(), 'two_step.passkey_removed', member.id)).toHaveLength(1);
    expect((await passwordLogin(member)).body.user).toBeDefined();
  });

  it('records failed sign-ins at the seller door: the account tried, or the address typed', async () => {
    const member = await createStaffMember(db(), 'office');
    const res = await send('POST', '/auth/admin/login', undefined, {
      email: member.email,
      password: 'wrong-one-here',
    });
    expect(res.status).toBe(401);
    const [failed] = await auditEntriesOf(db(), 'auth.login_failed', member.id);
    expect(failed).toMatchObject({
      actorId: member.id,
      actorEmail: member.email,
      summary: 'Failed sign-in: wrong password.',
    });
    expect(failed?.ip).toMatch(/^10\.9\./);
    await send('POST', '/auth/admin/login', undefined, {
      email: 'nobody@nowhere.test',
      password: 'whatever-it-is',
    });
    const unknown = (await auditEntriesOf(db(), 'auth.login_failed')).find(
      (e) => e.actorEmail === 'nobody@nowhere.test',
    );
    expect(unknown?.actorId).toBeNull();
    // a customer at the customer door records nothing
    const before = (await auditEntriesOf(db(), 'auth.login_failed')).length;
    await send('POST', '/auth/login', undefined, {
      email: 'nobody@nowhere.test',
      password: 'whatever-it-is',
    });
    expect(await auditEntriesOf(db(), 'auth.login_failed')).toHaveLength(before);
  });

  it('sends a member without two-step to set it up when the shop requires it', async () => {
    await db()
      .insert(shopSettings)
      .values({ key: STAFF_SETTINGS_KEY, value: { requireTwoStep: true } })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: { requireTwoStep: true } } });
    try {
      const member = await createStaffMember(db(), 'manager');
      const { cookie } = await passwordLogin(member);
      const refused = await send('GET', '/orders', cookie);
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toBe(TWO_STEP_MESSAGES.setUpFirst);
      expect(await (await send('GET', '/auth/2fa', cookie)).json()).toMatchObject({ mustSetUp: true });
      const { secret } = await (await send('POST', '/auth/2fa/totp/setup', cookie)).json();
      now += 30_000;
      expect(
        (await send('POST', '/auth/2fa/totp/confirm', cookie, { code: codeAt(secret, now) })).status,
      ).toBe(200);
      expect((await send('GET', '/orders', cookie)).status).toBe(200);
    } finally {
      await db()
        .update(shopSettings)
        .set({ value: { requireTwoStep: false } })
        .where(eq(shopSettings.key, STAFF_SETTINGS_KEY));
    }
  });

  it("is staff's only: a customer is refused, a guest asked to log in", async () => {
    const customer = await createCustomer(db(), { password: 'Customer-Pass-77' });
    const res = await send('POST', '/auth/login', undefined, {
      email: customer.email,
      password: 'Customer-Pass-77',
    });
    const refused = await send('POST', '/auth/2fa/totp/setup', cookieOf(res));
    expect(refused.status).toBe(403);
    expect((await send('POST', '/auth/2fa/totp/setup', undefined)).status).toBe(401);
    // and the second step's calls need a login waiting for it
    const verify = await send('POST', '/auth/2fa/verify', cookieOf(res), { method: 'totp', code: '123456' });
    expect(verify.status).toBe(401);
    expect((await verify.json()).message).toBe(TWO_STEP_MESSAGES.noPendingLogin);
  });
});
