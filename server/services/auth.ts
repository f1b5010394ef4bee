import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import { RESEND_COOLDOWN_SECONDS, type SignupInput } from '../../domain/schemas/auth';
import type { ShopInfo } from '../../domain/shop-info';
import type { Database } from '../db/client';
import { otpCodes, sessions, users } from '../db/schema';
import { AppError } from '../errors';
import { escapeHtml, mailLayout } from '../integrations/mail/layout';
import type { Mailer } from '../integrations/mail/mailer';
import type { RateLimiter } from './rate-limit';

export const SESSION_DAYS = 30;
export const OTP_MINUTES = 10;
export const OTP_MAX_FAILED = 5;

const DAY_MS = 86_400_000;
const INVALID_LOGIN = 'Invalid email or password.';

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'customer' | 'seller';
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

// verifying against this keeps an unknown e-mail as slow as a wrong password
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hash('not-a-real-password'));

const toSessionUser = (u: typeof users.$inferSelect): SessionUser => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  role: u.role,
});

export function createAuthService(deps: {
  db: Database;
  mailer: Mailer;
  shop: ShopInfo;
  logger: Logger;
  limiter: RateLimiter;
}) {
  const { db, limiter } = deps;

  async function findUser(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return user ?? null;
  }

  async function issueCode(user: typeof users.$inferSelect) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // a new code replaces every earlier one
    await db
      .update(otpCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(otpCodes.userId, user.id), isNull(otpCodes.usedAt)));
    await db.insert(otpCodes).values({
      userId: user.id,
      codeHash: codeHash(user.id, code),
      expiresAt: new Date(Date.now() + OTP_MINUTES * 60_000),
    });
    await deps.mailer.send({
      to: user.email,
      subject: `Your ${deps.shop.name} code: ${code}`,
      text: `Hello ${user.firstName},\n\nYour verification code is ${code}. It expires in ${OTP_MINUTES} minutes.\n\nIf you did not sign up, ignore this e-mail.`,
      html: mailLayout(
        deps.shop,
        'Your verification code',
        `<p>Hello ${escapeHtml(user.firstName)},</p><p>Your verification code is</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${code}</p>
<p>It expires in ${OTP_MINUTES} minutes. If you did not sign up, you can ignore this e-mail.</p>`,
      ),
    });
  }

  async function createSession(userId: string) {
    const token = randomBytes(32).toString('base64url');
    await db.insert(sessions).values({
      tokenHash: sha256(token),
      userId,
      expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
    });
    return token;
  }

  return {
    async signup(input: SignupInput, ip: string) {
      await limiter.hit(`signup:ip:${ip}`, { limit: 10, windowSeconds: 3600 });
      const existing = await findUser(input.email);
      if (existing?.verifiedAt) throw new AppError('conflict', 'An account with this email already exists.');
      const passwordHash = await hash(input.password);
      let user: typeof users.$inferSelect;
      if (existing) {
        // an unfinished sign-up may be started again; the new details replace the old
        [user] = await db
          .update(users)
          .set({ firstName: input.firstName, lastName: input.lastName, passwordHash })
          .where(eq(users.id, existing.id))
          .returning();
      } else {
        [user] = await db
          .insert(users)
          .values({ ...input, email: input.email, passwordHash, role: 'customer' })
          .returning();
      }
      await issueCode(user);
      return { email: user.email };
    },

    async verifySignup(email: string, otp: string, ip: string) {
      await limiter.hit(`otp:ip:${ip}`, { limit: 30, windowSeconds: 900 });
      const user = await findUser(email);
      if (!user || user.verifiedAt)
        throw new AppError('bad_request', 'Invalid or expired code. Please request a new one.');
      const [code] = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.userId, user.id), isNull(otpCodes.usedAt)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      if (!code) throw new AppError('bad_request', 'Invalid or expired code. Please request a new one.');
      if (code.failedAttempts >= OTP_MAX_FAILED) {
        throw new AppError('bad_request', 'Too many wrong codes. Please request a new one.');
      }
      if (code.expiresAt.getTime() <= Date.now()) {
        throw new AppError('bad_request', 'This code has expired. Please request a new one.');
      }
      if (!sameHash(code.codeHash, codeHash(user.id, otp))) {
        const [updated] = await db
          .update(otpCodes)
          .set({ failedAttempts: code.failedAttempts + 1 })
          .where(eq(otpCodes.id, code.id))
          .returning({ failedAttempts: otpCodes.failedAttempts });
        throw new AppError(
          'bad_request',
          updated.failedAttempts >= OTP_MAX_FAILED
            ? 'Too many wrong codes. Please request a new one.'
            : 'Invalid code. Please check the e-mail and try again.',
        );
      }
      // the update only succeeds once, so a code raced twice makes one session
      const used = await db
        .update(otpCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(otpCodes.id, code.id), isNull(otpCodes.usedAt)))
        .returning({ id: otpCodes.id });
      if (used.length === 0)
        throw new AppError('bad_request', 'Invalid or expired code. Please request a new one.');
      const [verified] = await db
        .update(users)
        .set({ verifiedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return { user: toSessionUser(verified), token: await createSession(user.id) };
    },

    async resendCode(email: string, ip: string) {
      await limiter.hit(`resend:ip:${ip}`, { limit: 10, windowSeconds: 3600 });
      await limiter.hit(
        `resend:account:${email}`,
        { limit: 1, windowSeconds: RESEND_COOLDOWN_SECONDS },
        `Please wait ${RESEND_COOLDOWN_SECONDS} seconds before asking for another code.`,
      );
      const user = await findUser(email);
      // the same answer whether or not the address has an account waiting
      if (user && !user.verifiedAt) await issueCode(user);
    },

    /** Customers at /login, sellers at /admin/login; each is refused at the other's door. */
    async login(email: string, password: string, door: 'customer' | 'seller', ip: string) {
      await limiter.hit(`login:ip:${ip}`, { limit: 20, windowSeconds: 900 });
      await limiter.hit(`login:account:${email}`, { limit: 10, windowSeconds: 900 });
      const user = await findUser(email);
      const ok = user
        ? await verify(user.passwordHash, password)
        : (await verify(await timingDummy(), password), false);
      if (!user || !ok) throw new AppError('unauthorized', INVALID_LOGIN);
      if (door === 'customer' && user.role === 'seller') {
        throw new AppError('forbidden', 'Sellers must login through the seller portal');
      }
      if (door === 'seller' && user.role !== 'seller') {
        throw new AppError('forbidden', 'Unauthorized access! You are not an admin.');
      }
      if (!user.verifiedAt) {
        throw new AppError(
          'forbidden',
          'Please verify your email address first. Sign up again to get a new code.',
        );
      }
      return { user: toSessionUser(user), token: await createSession(user.id) };
    },

    async logout(token: string | undefined) {
      if (token) await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
    },

    /** The user behind a session cookie, sliding the 30-day expiry forward at most once a day. */
    async userForSession(token: string | undefined): Promise<SessionUser | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = sha256(token);
      const [row] = await db
        .select({ user: users, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
      if (!row) return null;
      const renewed = Date.now() + SESSION_DAYS * DAY_MS;
      if (renewed - row.expiresAt.getTime() > DAY_MS) {
        await db
          .update(sessions)
          .set({ expiresAt: new Date(renewed) })
          .where(eq(sessions.tokenHash, tokenHash));
      }
      return toSessionUser(row.user);
    },

    /** Creates or updates the seller's account (ADMIN_EMAIL / ADMIN_PASSWORD, npm run seller:create). */
    async upsertSeller(input: { email: string; password: string; firstName?: string; lastName?: string }) {
      const email = input.email.toLowerCase();
      const passwordHash = await hash(input.password);
      const existing = await findUser(email);
      if (existing) {
        await db
          .update(users)
          .set({ passwordHash, role: 'seller', verifiedAt: existing.verifiedAt ?? new Date() })
          .where(eq(users.id, existing.id));
        // a changed password ends the old sessions
        await db.delete(sessions).where(eq(sessions.userId, existing.id));
      } else {
        await db.insert(users).values({
          email,
          passwordHash,
          role: 'seller',
          firstName: input.firstName ?? 'Shop',
          lastName: input.lastName ?? 'Owner',
          verifiedAt: new Date(),
        });
      }
    },

    /** Needs the current password; every other session of the account ends. */
    async changePassword(userId: string, current: string, next: string, keepToken: string | undefined) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user || !(await verify(user.passwordHash, current))) {
        throw new AppError('bad_request', 'Your current password is not right.');
      }
      await db
        .update(users)
        .set({ passwordHash: await hash(next) })
        .where(eq(users.id, userId));
      const keep = keepToken ? sha256(keepToken) : '';
      const others = await db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      for (const s of others) {
        if (s.tokenHash !== keep) await db.delete(sessions).where(eq(sessions.tokenHash, s.tokenHash));
      }
    },

    async pruneExpiredSessions() {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
