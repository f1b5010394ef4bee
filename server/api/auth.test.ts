import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../tests/factories';
import { ORIGIN } from '../../tests/helpers/api';
import { shopperApi } from '../../tests/helpers/shopper-api';
import { testDatabases, useTestApp, useSmtpServer } from '../../tests/helpers/test-app';
import { otpCodes, sessions, users } from '../db/schema';
import {
  CODES_PER_ADDRESS_PER_HOUR,
  CURRENT_PASSWORD_FAILURES,
  LOGIN_FAILURE_LIMITS,
} from '../services/auth';

const JO_PASSWORD = 'kettle-orange-42';

describe.each(testDatabases())('accounts API on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url }));
  let ipCounter = 0;
  let ip = '';

  beforeAll(async () => {
    await t.ctx.services.auth.upsertSeller({ email: 'seller@shop.test', password: 'seller-password' });
  });
  beforeEach(() => {
    // each test comes from its own address, so per-IP limits don't leak between tests
    ip = `10.0.0.${++ipCounter}`;
  });

  const { send } = shopperApi(
    () => t,
    () => ip,
  );
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
      password: JO_PASSWORD,
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

  it("never lets a second sign-up with someone's unverified address take the account", async () => {
    const email = 'victim@example.co.uk';
    const mine = await signup(email, { firstName: 'Vic', password: 'victims-own-pass' });
    const myAttempt = (await mine.json()).attempt;
    const myCode = lastCode(email);

    ip = '10.99.0.1';
    const theirs = await signup(email, { firstName: 'Mallory', password: 'attackers-pass' });
    expect(theirs.status).toBe(200);
    const theirCode = lastCode(email); // mailed to the victim, who may well type the newest code

    if (theirCode !== myCode) {
      const wrongAttempt = await send('POST', '/auth/signup/verify', {
        email,
        otp: theirCode,
        attempt: myAttempt,
      });
      expect(wrongAttempt.status).toBe(400);
    }
    const noAttempt = await send('POST', '/auth/signup/verify', { email, otp: theirCode });
    expect(noAttempt.status).toBe(400);
    expect((await noAttempt.json()).message).toBe(
      'Please enter the code on the page where you signed up, or sign up again.',
    );

    const verified = await send('POST', '/auth/signup/verify', { email, otp: myCode, attempt: myAttempt });
    expect(verified.status).toBe(200);
    expect((await verified.json()).user.firstName).toBe('Vic');
    expect((await send('POST', '/auth/login', { email, password: 'attackers-pass' })).status).toBe(401);
    expect((await send('POST', '/auth/login', { email, password: 'victims-own-pass' })).status).toBe(200);
  });

  it('gives the account the password of the sign-up whose code was entered, even when another came first', async () => {
    const email = 'second@example.co.uk';
    ip = '10.98.0.1';
    await signup(email, { password: 'squatters-pass' });
    ip = '10.98.0.2';
    const mine = await signup(email, { password: 'rightful-pass' });
    const verified = await send('POST', '/auth/signup/verify', {
      email,
      otp: lastCode(email),
      attempt: (await mine.json()).attempt,
    });
    expect(verified.status).toBe(200);
    expect((await send('POST', '/auth/login', { email, password: 'squatters-pass' })).status).toBe(401);
    expect((await send('POST', '/auth/login', { email, password: 'rightful-pass' })).status).toBe(200);
  });

  it(`sends at most ${CODES_PER_ADDRESS_PER_HOUR} codes an hour to one address`, async () => {
    const email = 'flooded@example.co.uk';
    const statuses: number[] = [];
    for (let i = 0; i <= CODES_PER_ADDRESS_PER_HOUR; i++) {
      ip = `10.97.0.${i}`;
      statuses.push((await signup(email)).status);
    }
    expect(statuses.slice(0, CODES_PER_ADDRESS_PER_HOUR).every((s) => s === 200)).toBe(true);
    const refused = await signup(email);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      'Too many codes have been sent to this address. Please try again in an hour.',
    );
  });

  it.each([
    ['too short', 'short7!', 'Password must be at least 8 characters'],
    [
      'repeated',
      'aaaaaaaa',
      'This password is too easy to guess. Repeated characters like "aaa" are easy to guess. Add more words that are less common. Avoid repeated words and characters.',
    ],
    [
      'common with its digits and a capital',
      'Password123!',
      'This password is too easy to guess. This is similar to a commonly used password. Add more words that are less common. Capitalize more than the first letter.',
    ],
    [
      "the shop's own word",
      'workwear1',
      'This password is too easy to guess. There should not be any personal or page related data. Add more words that are less common.',
    ],
    [
      'common',
      'password1',
      'This password is too easy to guess. This is a commonly used password. Add more words that are less common.',
    ],
    [
      'common in capitals',
      'QWERTY123',
      'This password is too easy to guess. This is a commonly used password. Add more words that are less common. Capitalize some, but not all letters.',
    ],
    [
      'their own name',
      'bloggsbloggs',
      'This password is too easy to guess. There should not be any personal or page related data. Add more words that are less common.',
    ],
  ])('refuses a %s password at sign-up, with advice', async (_name, password, message) => {
    const res = await signup('weak@example.co.uk', { password });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it('changes a password only with the current one, ending the other sessions', async () => {
    await signup('change@example.co.uk', { password: 'first-pass-kettle' });
    await send('POST', '/auth/signup/verify', {
      email: 'change@example.co.uk',
      otp: lastCode('change@example.co.uk'),
    });
    const keep = cookieOf(
      await send('POST', '/auth/login', { email: 'change@example.co.uk', password: 'first-pass-kettle' }),
    );
    const other = cookieOf(
      await send('POST', '/auth/login', { email: 'change@example.co.uk', password: 'first-pass-kettle' }),
    );
    const me = await (await send('GET', '/auth/check', undefined, keep)).json();
    const { auth } = t.ctx.services;
    await expect(
      auth.changePassword(me._id, 'wrong-pass', 'second-pass-harbour', keep.slice(4)),
    ).rejects.toThrow('Your current password is not right.');
    await auth.changePassword(me._id, 'first-pass-kettle', 'second-pass-harbour', keep.slice(4));
    expect((await send('GET', '/auth/check', undefined, keep)).status).toBe(200);
    expect((await send('GET', '/auth/check', undefined, other)).status).toBe(401);
    expect(
      (await send('POST', '/auth/login', { email: 'change@example.co.uk', password: 'first-pass-kettle' }))
        .status,
    ).toBe(401);
    expect(
      (await send('POST', '/auth/login', { email: 'change@example.co.uk', password: 'second-pass-harbour' }))
        .status,
    ).toBe(200);
  });

  it('throttles wrong current passwords when changing it, even before the right one', async () => {
    await signup('guessme@example.co.uk', { password: 'guess-me-first' });
    await send('POST', '/auth/signup/verify', {
      email: 'guessme@example.co.uk',
      otp: lastCode('guessme@example.co.uk'),
    });
    const [me] = await t.ctx.database.db.select().from(users).where(eq(users.email, 'guessme@example.co.uk'));
    const { auth } = t.ctx.services;
    for (let i = 0; i < CURRENT_PASSWORD_FAILURES.limit; i++)
      await expect(
        auth.changePassword(me.id, `wrong-${i}-pass`, 'a-new-password', undefined),
      ).rejects.toThrow('Your current password is not right.');
    await expect(auth.changePassword(me.id, 'guess-me-first', 'a-new-password', undefined)).rejects.toThrow(
      /Too many attempts/,
    );
    await expect(auth.changePassword(me.id, 'guess-me-first', 'password123', undefined)).rejects.toThrow();
  });

  it('refuses a weak new password, with advice', async () => {
    await signup('common@example.co.uk', { password: 'not-common-one' });
    await send('POST', '/auth/signup/verify', {
      email: 'common@example.co.uk',
      otp: lastCode('common@example.co.uk'),
    });
    const [me] = await t.ctx.database.db.select().from(users).where(eq(users.email, 'common@example.co.uk'));
    for (const weak of ['iloveyou1', 'aaaaaaaa', 'Password123!', 'workwear1'])
      await expect(
        t.ctx.services.auth.changePassword(me.id, 'not-common-one', weak, undefined),
      ).rejects.toThrow(/^This password is too easy to guess\. \S/);
  });

  it("refuses a weak seller's password when the account is made or its password set, not a matching one", async () => {
    const { auth } = t.ctx.services;
    for (const weak of ['aaaaaaaa', 'Password123!', 'workwear1'])
      await expect(auth.upsertSeller({ email: 'owner@weak.test', password: weak })).rejects.toThrow(
        /^This password is too easy to guess\. \S/,
      );
    expect(await auth.upsertSeller({ email: 'owner@weak.test', password: 'Kettle-Harbour-91' })).toBe(
      'created',
    );
    await expect(auth.upsertSeller({ email: 'owner@weak.test', password: 'workwear1' })).rejects.toThrow(
      /too easy to guess/,
    );
    expect(await auth.upsertSeller({ email: 'owner@weak.test', password: 'Kettle-Harbour-91' })).toBe(
      'unchanged',
    );
  });

  it('gives an unknown e-mail and a wrong password the same answer', async () => {
    const unknown = await send('POST', '/auth/login', {
      email: 'nobody@example.co.uk',
      password: JO_PASSWORD,
    });
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

    const customer = await send('POST', '/auth/login', { email: 'jo@example.co.uk', password: JO_PASSWORD });
    const seller = await send('POST', '/auth/admin/login', {
      email: 'seller@shop.test',
      password: 'seller-password',
    });
    expect(customer.status).toBe(200);
    expect(seller.status).toBe(200);

    // the seller's APIs refuse everyone else (server/api/seller-orders.test.ts walks all of them)
    for (const path of ['/orders', '/orders/count', '/promocodes/all']) {
      expect((await send('GET', path)).status, path).toBe(401);
      expect((await send('GET', path, undefined, cookieOf(customer))).status, path).toBe(403);
      expect((await send('GET', path, undefined, cookieOf(seller))).status, path).toBe(200);
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
      await send('POST', '/auth/login', { email: 'jo@example.co.uk', password: JO_PASSWORD }),
    );
    const second = cookieOf(
      await send('POST', '/auth/login', { email: 'jo@example.co.uk', password: JO_PASSWORD }),
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
      await send('POST', '/auth/login', { email: 'jo@example.co.uk', password: JO_PASSWORD }),
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

  it("answers the visitor request with the customer and their cart's count; an ended session is a guest's", async () => {
    const { db } = t.ctx.database;
    const polo = await createProduct(db, { title: 'Visitor Polo' });
    const add = (quantity: number, cookie?: string) =>
      send(
        'POST',
        '/cart',
        { productId: polo.id, size: 'M', color: 'Navy', finalQuantity: quantity },
        cookie,
      );
    const visitor = async (cookie: string) => (await send('GET', '/auth/visitor', undefined, cookie)).json();

    // a guest's cart of 2, then Jo logs in with that cart cookie (the cart comes along) and adds 3 more
    const cartCookie = cookieOf(await add(2));
    expect(await visitor(cartCookie)).toEqual({ user: null, cartCount: 2 });
    const login = await send(
      'POST',
      '/auth/login',
      { email: 'jo@example.co.uk', password: JO_PASSWORD },
      cartCookie,
    );
    const session = cookieOf(login);
    await add(3, session);
    const [jo] = await db.select().from(users).where(eq(users.email, 'jo@example.co.uk'));
    const joCart = await t.ctx.services.cart.countItems({ userId: jo!.id });
    expect(await visitor(`${session}; ${cartCookie}`)).toEqual({
      user: { firstName: 'Jo', lastName: 'Bloggs', email: 'jo@example.co.uk', role: 'customer' },
      cartCount: joCart,
    });
    expect(joCart).toBeGreaterThanOrEqual(3);

    // used, the session slides forward as any request's does
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(sessions.userId, jo!.id));
    await visitor(session);
    const rows = await db.select().from(sessions).where(eq(sessions.userId, jo!.id));
    expect(Math.max(...rows.map((r) => r.expiresAt.getTime()))).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    // ended: nobody is logged in, and a cart cookie counts that cart (a new guest one here), never Jo's
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, jo!.id));
    const guestCookie = cookieOf(await add(1));
    expect(await visitor(`${session}; ${guestCookie}`)).toEqual({ user: null, cartCount: 1 });
    expect(await visitor(session)).toEqual({ user: null, cartCount: 0 });
    expect(await visitor('session=not-a-token')).toEqual({ user: null, cartCount: 0 });
  });

  it("throttles an address's wrong guesses without locking the owner out", async () => {
    const owner = { email: 'owner@example.co.uk', password: 'owner-long-pass' };
    await signup(owner.email, { password: owner.password });
    await send('POST', '/auth/signup/verify', { email: owner.email, otp: lastCode(owner.email) });
    const ownerIp = ip;

    ip = '10.66.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await send('POST', '/auth/login', { email: owner.email, password: `guess-${i}` })).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // throttled before the password is checked: even the right one gets 429 from the guessing address
    expect((await send('POST', '/auth/login', owner)).status).toBe(429);

    ip = ownerIp;
    const login = await send('POST', '/auth/login', owner);
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toMatch(/device=[\w-]{43};/);
  });

  it('stops guessing one account from many addresses, but lets its known browser in', async () => {
    const owner = { email: 'busy@example.co.uk', password: 'busy-owner-pass' };
    await signup(owner.email, { password: owner.password });
    await send('POST', '/auth/signup/verify', { email: owner.email, otp: lastCode(owner.email) });
    const first = await send('POST', '/auth/login', owner);
    const device = /device=[\w-]+/.exec(first.headers.get('set-cookie') ?? '')![0];

    const { limit } = LOGIN_FAILURE_LIMITS.account;
    for (let i = 0; i < limit; i++) {
      ip = `10.77.${Math.floor(i / 250)}.${i % 250}`;
      expect(
        (await send('POST', '/auth/login', { email: owner.email, password: `guess-number-${i}` })).status,
      ).toBe(401);
    }
    ip = '10.78.0.1';
    const fresh = await send('POST', '/auth/login', owner);
    expect(fresh.status).toBe(429);
    const known = await send('POST', '/auth/login', owner, device);
    expect(known.status).toBe(200);
  });

  it.each([
    ['/\t/evil.example', '/'],
    ['/\r/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/\\evil.example', '/'],
    ['//evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/.//evil.example', '/'],
    ['/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/a/..//evil.example', '/'],
    ['/account/orders?page=2', '/account/orders?page=2'],
  ])('after a form logout, redirects next=%j only on the shop (to %s)', async (next, location) => {
    const res = await t.request(`/api/auth/logout?next=${encodeURIComponent(next)}`, {
      method: 'POST',
      headers: { accept: 'text/html', origin: ORIGIN },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
  });

  it('refuses a cross-site POST and a non-JSON body', async () => {
    const crossSite = await send(
      'POST',
      '/auth/login',
      { email: 'jo@example.co.uk', password: JO_PASSWORD },
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
      body: `email=jo%40example.co.uk&password=${JO_PASSWORD}`,
    });
    expect(form.status).toBe(415);
  });

  it('marks the cookie Secure when the shop is served over https', async () => {
    const res = await send(
      'POST',
      '/auth/login',
      { email: 'jo@example.co.uk', password: JO_PASSWORD },
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
