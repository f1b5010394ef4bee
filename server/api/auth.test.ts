import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../tests/helpers/smtp';
import { createTestApp, testDatabases, type TestApp } from '../../tests/helpers/test-app';
import { otpCodes, rateLimits, sessions, users } from '../db/schema';

const ORIGIN = 'http://localhost';

describe.each(testDatabases())('accounts API on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ipCounter = 0;
  let ip = '';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { SMTP_URL: smtp.url });
    await t.ctx.services.auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    // each test comes from its own address, so per-IP limits don't leak between tests
    ip = `10.0.0.${++ipCounter}`;
  });

  const send = (
    method: string,
    path: string,
    body?: unknown,
    cookie?: string,
    headers: Record<string, string> = {},
  ) =>
    t.request(`/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? '';
  const lastCode = (email: string) => {
    const mail = [...smtp.messages].reverse().find((m) => m.to.includes(email));
    return /code is (\d{6})/.exec(mail?.raw.replace(/=\r?\n/g, '') ?? '')?.[1] ?? '';
  };
  const signup = (email: string, extra: Record<string, unknown> = {}) =>
    send('POST', '/auth/signup', {
      firstName: 'Jo',
      lastName: 'Bloggs',
      email,
      password: 'secret1',
      ...extra,
    });

  it('signs up, e-mails a code, verifies it once and logs the customer in', async () => {
    const res = await signup('Jo@Example.co.uk', { role: 'seller' });
    expect(res.status).toBe(200);
    const code = lastCode('jo@example.co.uk');
    expect(code).toMatch(/^\d{6}$/);

    const verified = await send('POST', '/auth/signup/verify', { email: 'jo@example.co.uk', otp: code });
    expect(verified.status).toBe(200);
    expect((await verified.json()).user).toMatchObject({ email: 'jo@example.co.uk', role: 'user' });
    const setCookie = verified.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^sid=[\w-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');

    const check = await send('GET', '/auth/check', undefined, cookieOf(verified));
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ email: 'jo@example.co.uk', role: 'user' });

    const reused = await send('POST', '/auth/signup/verify', { email: 'jo@example.co.uk', otp: code });
    expect(reused.status).toBe(400);

    const [stored] = await t.ctx.database.db.select().from(users).where(eq(users.email, 'jo@example.co.uk'));
    expect(stored.role).toBe('customer');
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    const [codeRow] = await t.ctx.database.db.select().from(otpCodes).where(eq(otpCodes.userId, stored.id));
    expect(codeRow.codeHash).not.toContain(code);
  });

  it('refuses wrong, expired and voided codes', async () => {
    await signup('wrong@example.co.uk');
    const code = lastCode('wrong@example.co.uk');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await send('POST', '/auth/signup/verify', { email: 'wrong@example.co.uk', otp: wrongCode });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe('Invalid code. Please check the e-mail and try again.');

    for (let i = 0; i < 4; i++)
      await send('POST', '/auth/signup/verify', { email: 'wrong@example.co.uk', otp: wrongCode });
    const voided = await send('POST', '/auth/signup/verify', { email: 'wrong@example.co.uk', otp: code });
    expect(voided.status).toBe(400);
    expect((await voided.json()).message).toBe('Too many wrong codes. Please request a new one.');

    await signup('late@example.co.uk');
    const late = lastCode('late@example.co.uk');
    const [u] = await t.ctx.database.db.select().from(users).where(eq(users.email, 'late@example.co.uk'));
    await t.ctx.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.userId, u.id));
    const expired = await send('POST', '/auth/signup/verify', { email: 'late@example.co.uk', otp: late });
    expect(expired.status).toBe(400);
    expect((await expired.json()).message).toBe('This code has expired. Please request a new one.');
  });

  it('resends a new code that replaces the old one, with a cool-down', async () => {
    await signup('again@example.co.uk');
    const first = lastCode('again@example.co.uk');
    const resent = await send('POST', '/auth/otp/resend', { email: 'again@example.co.uk' });
    expect(resent.status).toBe(200);
    const second = lastCode('again@example.co.uk');
    expect((await send('POST', '/auth/otp/resend', { email: 'again@example.co.uk' })).status).toBe(429);
    if (first !== second) {
      expect(
        (await send('POST', '/auth/signup/verify', { email: 'again@example.co.uk', otp: first })).status,
      ).toBe(400);
    }
    expect(
      (await send('POST', '/auth/signup/verify', { email: 'again@example.co.uk', otp: second })).status,
    ).toBe(200);
  });

  it('refuses a second sign-up for a verified address', async () => {
    const res = await signup('jo@example.co.uk');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'An account with this email already exists.' });
  });

  it('changes a password only with the current one, ending the other sessions', async () => {
    await signup('change@example.co.uk', { password: 'first-pass' });
    await send('POST', '/auth/signup/verify', {
      email: 'change@example.co.uk',
      otp: lastCode('change@example.co.uk'),
    });
    const keep = cookieOf(
      await send('POST', '/auth/login', { email: 'change@example.co.uk', password: 'first-pass' }),
    );
    const other = cookieOf(
      await send('POST', '/auth/login', { email: 'change@example.co.uk', password: 'first-pass' }),
    );
    const me = await (await send('GET', '/auth/check', undefined, keep)).json();
    const { auth } = t.ctx.services;
    await expect(auth.changePassword(me._id, 'wrong-pass', 'second-pass', keep.slice(4))).rejects.toThrow(
      'Your current password is not right.',
    );
    await auth.changePassword(me._id, 'first-pass', 'second-pass', keep.slice(4));
    expect((await send('GET', '/auth/check', undefined, keep)).status).toBe(200);
    expect((await send('GET', '/auth/check', undefined, other)).status).toBe(401);
    expect(
      (await send('POST', '/auth/login', { email: 'change@example.co.uk', password: 'first-pass' })).status,
    ).toBe(401);
    expect(
      (await send('POST', '/auth/login', { email: 'change@example.co.uk', password: 'second-pass' })).status,
    ).toBe(200);
  });

  it('gives an unknown e-mail and a wrong password the same answer', async () => {
    const unknown = await send('POST', '/auth/login', { email: 'nobody@example.co.uk', password: 'secret1' });
    const wrong = await send('POST', '/auth/login', { email: 'jo@example.co.uk', password: 'not-it-at-all' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual({ message: 'Invalid email or password.' });
    expect(await wrong.json()).toEqual({ message: 'Invalid email or password.' });
  });

  it('keeps sellers and customers at their own doors', async () => {
    const sellerAtCustomerDoor = await send('POST', '/auth/login', {
      email: 'seller@shop.test',
      password: 'seller-password',
    });
    expect(sellerAtCustomerDoor.status).toBe(403);
    expect(await sellerAtCustomerDoor.json()).toEqual({
      message: 'Sellers must login through the seller portal',
    });
    expect(sellerAtCustomerDoor.headers.get('set-cookie')).toBeNull();

    await signup('long@example.co.uk', { password: 'longer-secret' });
    await send('POST', '/auth/signup/verify', {
      email: 'long@example.co.uk',
      otp: lastCode('long@example.co.uk'),
    });
    const customerAtSellerDoor = await send('POST', '/auth/admin/login', {
      email: 'long@example.co.uk',
      password: 'longer-secret',
    });
    expect(customerAtSellerDoor.status).toBe(403);
    expect(await customerAtSellerDoor.json()).toEqual({
      message: 'Unauthorized access! You are not an admin.',
    });
    expect(customerAtSellerDoor.headers.get('set-cookie')).toBeNull();

    const customer = await send('POST', '/auth/login', { email: 'jo@example.co.uk', password: 'secret1' });
    const seller = await send('POST', '/auth/admin/login', {
      email: 'seller@shop.test',
      password: 'seller-password',
    });
    expect(customer.status).toBe(200);
    expect(seller.status).toBe(200);

    // the dashboard's list APIs are not built yet: the seller hears so (501), everyone else is refused first
    for (const [path, sellerStatus] of [
      ['/orders', 501],
      ['/orders/count', 501],
      ['/orders/customers', 501],
      ['/orders/earnings', 501],
      ['/promocodes/all', 200],
    ] as const) {
      expect((await send('GET', path)).status, path).toBe(401);
      expect((await send('GET', path, undefined, cookieOf(customer))).status, path).toBe(403);
      const res = await send('GET', path, undefined, cookieOf(seller));
      expect(res.status, path).toBe(sellerStatus);
      if (sellerStatus === 501) expect((await res.json()).message, path).toMatch(/^Not implemented yet/);
    }
    expect(await (await send('GET', '/auth/isAdmin', undefined, cookieOf(seller))).json()).toEqual({
      success: true,
      isAdmin: true,
    });
    expect(await (await send('GET', '/auth/isAdmin', undefined, cookieOf(customer))).json()).toEqual({
      success: true,
      isAdmin: false,
    });
  });

  it('gives a new session id at every login and kills the old cookie at logout', async () => {
    const first = cookieOf(
      await send('POST', '/auth/login', { email: 'jo@example.co.uk', password: 'secret1' }),
    );
    const second = cookieOf(
      await send('POST', '/auth/login', { email: 'jo@example.co.uk', password: 'secret1' }),
    );
    expect(first).not.toBe(second);
    const out = await send('POST', '/auth/logout', undefined, second);
    expect(await out.json()).toEqual({ success: true, message: 'Logged out successfully' });
    expect((await send('GET', '/auth/check', undefined, second)).status).toBe(401);
    expect((await send('GET', '/auth/check', undefined, first)).status).toBe(200);
    const stored = await t.ctx.database.db.select().from(sessions);
    expect(stored.every((s) => !s.tokenHash.includes(second.slice(4)))).toBe(true);
  });

  it('slides a session forward to 30 days when it is used', async () => {
    const cookie = cookieOf(
      await send('POST', '/auth/login', { email: 'jo@example.co.uk', password: 'secret1' }),
    );
    const { db } = t.ctx.database;
    const soon = new Date(Date.now() + 5 * 86_400_000);
    const [user] = await db.select().from(users).where(eq(users.email, 'jo@example.co.uk'));
    await db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user.id));
    expect((await send('GET', '/auth/check', undefined, cookie)).status).toBe(200);
    const rows = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Math.max(...rows.map((r) => r.expiresAt.getTime()))).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await send('GET', '/auth/check', undefined, cookie)).status).toBe(401);
  });

  it('answers repeated failures with 429, per account as well as per IP', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      ip = `10.1.${i}.1`;
      last = (await send('POST', '/auth/login', { email: 'target@example.co.uk', password: 'guess-' + i }))
        .status;
    }
    expect(last).toBe(429);
    const rows = await t.ctx.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'login:account:target@example.co.uk'));
    expect(rows[0].count).toBe(11);
  });

  it('refuses a cross-site POST and a non-JSON body', async () => {
    const crossSite = await send(
      'POST',
      '/auth/login',
      { email: 'jo@example.co.uk', password: 'secret1' },
      undefined,
      {
        origin: 'https://evil.example',
      },
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
    const form = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body: 'email=jo%40example.co.uk&password=secret1',
    });
    expect(form.status).toBe(415);
  });

  it('marks the cookie Secure when the shop is served over https', async () => {
    const res = await send(
      'POST',
      '/auth/login',
      { email: 'jo@example.co.uk', password: 'secret1' },
      undefined,
      {
        'x-forwarded-proto': 'https',
      },
    );
    expect(res.headers.get('set-cookie')).toContain('Secure');
  });

  it.each([
    [{ email: '', password: 'secret1' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'secret1' }, 'Invalid email address'],
    [{ email: 'jo@example.co.uk', password: '' }, 'Password is required'],
    [{ email: 'jo@example.co.uk', password: '12345' }, 'Password must be at least 6 characters'],
  ])('validates the login form %#', async (body, message) => {
    const res = await send('POST', '/auth/login', body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });
});
