import { createElement } from 'react';
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { PLACEHOLDER_SELLER_NAME } from '../../domain/greeting';
import { STAFF_MESSAGES } from '../../domain/staff';
import {
  FIRST_STAFF_ROLE,
  isStaff,
  loginDoorOf,
  WRONG_DOOR_MESSAGES,
  type LoginDoor,
  type Role,
} from '../../domain/permissions';
import type { AccountName } from '../../domain/schemas/account';
import { RESEND_COOLDOWN_SECONDS, type SignupInput } from '../../domain/schemas/auth';
import { CONSENT_WORDING } from '../../domain/consent';
import { recordMarketingConsent } from './marketing-consent';
import type { ShopInfo } from '../../domain/shop-info';
import type { Database, DbOrTx } from '../db/client';
import { roleGrants } from '../db/role-grants';
import { knownDevices, otpCodes, passkeys, recoveryCodes, sessions, shopSettings, users } from '../db/schema';
import { AppError } from '../errors';
import type { Mailer, MailMessage } from '../integrations/mail/mailer';
import { renderMail } from '../mail/render';
import { VerificationCodeMail } from '../mail/templates/verification-code';
import { guessableWords, weakPasswordAdvice } from '../security/password-strength';
import { hashToken, newToken } from '../security/tokens';
import { SECOND_STEP_MINUTES, type SecondStepMethod } from '../../domain/two-step';
import { recordAudit, type AuditActor } from './audit';
import { garmentsInCartOf } from './cart';
import type { RateLimiter, RateRule } from './rate-limit';

export const SESSION_DAYS = 30;
export const OTP_MINUTES = 10;
export const OTP_MAX_FAILED = 5;

const DAY_MS = 86_400_000;

/** The mail with a sign-up attempt's code. */
export function verificationCodeMail(input: {
  shop: ShopInfo;
  to: string;
  firstName: string;
  code: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Your ${input.shop.name} code: ${input.code}`,
    ...renderMail(createElement(VerificationCodeMail, { ...input, minutes: OTP_MINUTES })),
  };
}
const INVALID_LOGIN = 'Invalid email or password.';
const INVALID_CODE = 'Invalid or expired code. Please request a new one.';

/** Code e-mails to one address in an hour, whoever asks: sign-ups and resends alike. */
export const CODES_PER_ADDRESS_PER_HOUR = 5;

/**
 * Wrong passwords. One address guessing one account is stopped soon; one address guessing many accounts a
 * little later; and all addresses together guessing one account at a higher, hourly ceiling that a browser
 * the account has logged in from before passes, so nobody can lock the owner out by guessing.
 */
export const LOGIN_FAILURE_LIMITS = {
  accountFromAddress: { limit: 10, windowSeconds: 900 },
  address: { limit: 50, windowSeconds: 900 },
  account: { limit: 100, windowSeconds: 3600 },
} satisfies Record<string, RateRule>;

/** Wrong current passwords when changing it or confirming it again (reauthenticate), per account. */
export const CURRENT_PASSWORD_FAILURES: RateRule = { limit: 5, windowSeconds: 900 };

/** A session whose password was entered longer ago than this must enter it again for a grave action. */
export const REAUTH_AFTER_MS = 15 * 60 * 1000;

interface SignupAttempt {
  attemptId: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** The sign-up form's offers box, recorded as consent (or not) when the code is entered. */
  marketingConsent: boolean;
}

/**
 * A new password (sign-up, change, the seller's) scored by zxcvbn against breached passwords, English words and
 * names, and the person's and the shop's own words: a weak one is refused with the library's advice.
 */
function refuseWeakPassword(password: string, ...personal: (string | null | undefined)[]) {
  const advice = weakPasswordAdvice(password, guessableWords(...personal));
  if (advice) throw new AppError('bad_request', advice);
}

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  /** The session's id (the signed-in devices list marks it "this device"); '' outside a session. */
  sessionId: string;
  /**
   * A staff member the shop requires two-step login of who has neither an app nor a passkey: the guards send
   * them to set it up before anything else (issue 33).
   */
  mustSetUpTwoStep: boolean;
}

/** Where a session was made, for the signed-in devices list; a password-checked staff login waiting for its code. */
export interface SessionDevice {
  ip?: string | null;
  userAgent?: string | null;
  secondStepPending?: boolean;
}

/** A user agent is kept to this length (some browsers' run long, and it is only shown). */
const USER_AGENT_MAX = 400;

/** A session's "last seen" moves on at most this often (a write per page would be a write per click). */
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/** shop_settings' key of the staff settings (issue 33): { requireTwoStep: boolean }. */
export const STAFF_SETTINGS_KEY = 'staff';

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
const codeHash = (userId: string, code: string) => hashToken(`${userId}:${code}`);

// verifying against this keeps an unknown e-mail as slow as a wrong password
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hash('not-a-real-password'));

const toSessionUser = (
  u: typeof users.$inferSelect,
  session: { id: string; mustSetUpTwoStep: boolean } = { id: '', mustSetUpTwoStep: false },
): SessionUser => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  role: u.role,
  sessionId: session.id,
  mustSetUpTwoStep: session.mustSetUpTwoStep,
});

/** A session that lets its user in: not waiting for its second step, of an account not disabled or removed. */
const liveSessionWhere = (tokenHash: string) =>
  and(
    eq(sessions.tokenHash, tokenHash),
    gt(sessions.expiresAt, new Date()),
    eq(sessions.secondStepPending, false),
    isNull(users.disabledAt),
    isNull(users.removedAt),
  );

/** True when the shop requires two-step login and the session's staff member has neither an app nor a passkey. */
const mustSetUpTwoStepSql = sql<boolean>`(
  ${roleGrants('seller:area')}
  and ${users.totpEnabledAt} is null
  and not exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})
  and coalesce((select (${shopSettings.value} ->> 'requireTwoStep')::boolean from ${shopSettings}
    where ${shopSettings.key} = ${STAFF_SETTINGS_KEY}), false)
)`;

/**
 * Inserts a session and answers its token. A staff login waiting for its second step lives only
 * SECOND_STEP_MINUTES; the two-step service makes the full session once the step is passed.
 */
export async function insertSession(
  tx: DbOrTx,
  userId: string,
  device: SessionDevice = {},
): Promise<{ token: string; id: string }> {
  const token = newToken();
  const pending = device.secondStepPending ?? false;
  const [row] = await tx
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + (pending ? SECOND_STEP_MINUTES * 60_000 : SESSION_DAYS * DAY_MS)),
      ip: device.ip ?? null,
      userAgent: device.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      secondStepPending: pending,
    })
    .returning({ id: sessions.id });
  return { token, id: row!.id };
}

/** A user as the audit trail names them (a sign-in's actor is known before the request has one). */
export const auditActorOf = (u: { id: string; firstName: string; lastName: string; email: string }) => ({
  id: u.id,
  name: `${u.firstName} ${u.lastName}`.trim(),
  email: u.email,
});

/** The second steps a staff member can pass: an app, a passkey, an unused recovery code (none: password only). */
export async function secondStepMethodsOf(
  tx: DbOrTx,
  user: { id: string; totpEnabledAt: Date | null },
): Promise<SecondStepMethod[]> {
  const [row] = await tx
    .select({
      passkeys: sql<number>`(select count(*) from ${passkeys} where ${passkeys.userId} = ${user.id})::int`,
      recovery: sql<number>`(select count(*) from ${recoveryCodes}
        where ${recoveryCodes.userId} = ${user.id} and ${recoveryCodes.usedAt} is null)::int`,
    })
    .from(sql`(select 1) as one`);
  const methods: SecondStepMethod[] = [];
  if (user.totpEnabledAt) methods.push('totp');
  if (row!.passkeys > 0) methods.push('passkey');
  // recovery codes stand in for an app or a passkey, never alone
  if (methods.length > 0 && row!.recovery > 0) methods.push('recovery');
  return methods;
}

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

  async function issueCode(user: typeof users.$inferSelect, attempt: SignupAttempt) {
    await limiter.hit(
      `codes:account:${user.email}`,
      { limit: CODES_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
      'Too many codes have been sent to this address. Please try again in an hour.',
    );
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // a new code replaces the attempt's earlier ones; another attempt's codes are its own
    await db
      .update(otpCodes)
      .set({ usedAt: new Date() })
      .where(
        and(eq(otpCodes.userId, user.id), eq(otpCodes.attemptId, attempt.attemptId), isNull(otpCodes.usedAt)),
      );
    await db.insert(otpCodes).values({
      userId: user.id,
      ...attempt,
      codeHash: codeHash(user.id, code),
      expiresAt: new Date(Date.now() + OTP_MINUTES * 60_000),
    });
    await deps.mailer.send(
      verificationCodeMail({ shop: deps.shop, to: user.email, firstName: attempt.firstName, code }),
    );
  }

  /** The whole user row behind a live session, password hash included: for checks, never for answers. */
  async function userForSessionToken(token: string | undefined) {
    if (!token || token.length > 100) return null;
    const [row] = await db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(liveSessionWhere(hashToken(token)));
    return row?.user ?? null;
  }

  /** A new session; `device` is what the signed-in devices list shows of it. */
  async function createSession(userId: string, device: SessionDevice = {}) {
    return (await insertSession(db, userId, device)).token;
  }

  /** True when `deviceToken` is a browser this account has logged in from; its last use moves on. */
  async function isKnownDevice(userId: string, deviceToken: string | undefined) {
    if (!deviceToken || deviceToken.length > 100) return false;
    const seen = await db
      .update(knownDevices)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(knownDevices.tokenHash, hashToken(deviceToken)), eq(knownDevices.userId, userId)))
      .returning({ tokenHash: knownDevices.tokenHash });
    return seen.length > 0;
  }

  async function rememberDevice(userId: string) {
    const token = newToken();
    await db.insert(knownDevices).values({ tokenHash: hashToken(token), userId });
    return token;
  }

  /**
   * The newest live code of the sign-up attempt named, or, when none is named (an API client that keeps no
   * attempt id), of the only attempt waiting: with two attempts waiting, a code can't tell whose it is.
   */
  async function liveCode(userId: string, attemptId: string | undefined) {
    const codes = await db
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.userId, userId),
          isNull(otpCodes.usedAt),
          attemptId ? eq(otpCodes.attemptId, attemptId) : undefined,
        ),
      )
      .orderBy(desc(otpCodes.createdAt));
    if (!attemptId && new Set(codes.map((c) => c.attemptId)).size > 1) {
      throw new AppError(
        'bad_request',
        'Please enter the code on the page where you signed up, or sign up again.',
      );
    }
    return codes[0];
  }

  /**
   * The session's user (with the garments in their cart when asked: the header's count), sliding the 30-day
   * expiry forward at most once a day; null for no token, an unknown one or an expired session.
   */
  async function liveSession(
    token: string | undefined,
    withCartCount: boolean,
  ): Promise<{ user: SessionUser; cartCount: number } | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const [row] = await db
      .select({
        user: users,
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        mustSetUpTwoStep: mustSetUpTwoStepSql,
        cartCount: withCartCount ? garmentsInCartOf(users.id) : sql<number>`0`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(liveSessionWhere(tokenHash));
    if (!row) return null;
    const now = Date.now();
    const renewed = now + SESSION_DAYS * DAY_MS;
    const expiryMoves = renewed - row.expiresAt.getTime() > DAY_MS;
    if (expiryMoves || now - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now), ...(expiryMoves ? { expiresAt: new Date(renewed) } : {}) })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    return {
      user: toSessionUser(row.user, { id: row.sessionId, mustSetUpTwoStep: row.mustSetUpTwoStep }),
      cartCount: row.cartCount,
    };
  }

  return {
    /**
     * Starts a sign-up attempt and e-mails its code. An address waiting for verification may be signed up
     * again, but the new password and name wait on the new attempt's code: nothing of the first changes.
     */
    async signup(input: Omit<SignupInput, 'marketingConsent'> & { marketingConsent?: boolean }, ip: string) {
      await limiter.hit(`signup:ip:${ip}`, { limit: 10, windowSeconds: 3600 });
      refuseWeakPassword(input.password, input.email, input.firstName, input.lastName, deps.shop.name);
      const existing = await findUser(input.email);
      if (existing?.verifiedAt) throw new AppError('conflict', 'An account with this email already exists.');
      const passwordHash = await hash(input.password);
      const user =
        existing ??
        // no password works before verification; the verified attempt's password replaces this one
        (
          await db
            .insert(users)
            .values({
              firstName: input.firstName,
              lastName: input.lastName,
              email: input.email,
              passwordHash,
              role: 'customer',
            })
            .returning()
        )[0]!;
      const attemptId = randomUUID();
      await issueCode(user, {
        attemptId,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        marketingConsent: input.marketingConsent ?? false,
      });
      return { email: user.email, attemptId };
    },

    async verifySignup(email: string, otp: string, ip: string, attemptId?: string) {
      await limiter.hit(`otp:ip:${ip}`, { limit: 30, windowSeconds: 900 });
      const user = await findUser(email);
      if (!user || user.verifiedAt) throw new AppError('bad_request', INVALID_CODE);
      const code = await liveCode(user.id, attemptId);
      if (!code) throw new AppError('bad_request', INVALID_CODE);
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
      if (used.length === 0) throw new AppError('bad_request', INVALID_CODE);
      // the account takes the password, name and offers choice of the attempt whose code was entered; other
      // attempts die. A new customer starts not consenting: the sign-up records the box either way.
      const verified = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            verifiedAt: new Date(),
            ...(code.passwordHash ? { passwordHash: code.passwordHash } : {}),
            ...(code.firstName ? { firstName: code.firstName } : {}),
            ...(code.lastName ? { lastName: code.lastName } : {}),
          })
          .where(eq(users.id, user.id))
          .returning();
        await recordMarketingConsent(tx, {
          userId: user.id,
          granted: code.marketingConsent ?? false,
          source: 'signup',
          wording: CONSENT_WORDING.signup,
        });
        return row!;
      });
      await db
        .update(otpCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(otpCodes.userId, user.id), isNull(otpCodes.usedAt)));
      return { user: toSessionUser(verified), token: await createSession(user.id, { ip }) };
    },

    /** A new code for a waiting sign-up attempt (the named one, or the only one waiting). */
    async resendCode(email: string, ip: string, attemptId?: string) {
      await limiter.hit(`resend:ip:${ip}`, { limit: 10, windowSeconds: 3600 });
      await limiter.hit(
        `resend:account:${email}`,
        { limit: 1, windowSeconds: RESEND_COOLDOWN_SECONDS },
        `Please wait ${RESEND_COOLDOWN_SECONDS} seconds before asking for another code.`,
      );
      const user = await findUser(email);
      // the same answer whether or not the address has an account waiting
      if (!user || user.verifiedAt) return;
      const attempts = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.userId, user.id), attemptId ? eq(otpCodes.attemptId, attemptId) : undefined))
        .orderBy(desc(otpCodes.createdAt));
      const latest = attempts[0];
      if (!latest?.attemptId || !latest.passwordHash) return;
      if (!attemptId && new Set(attempts.map((a) => a.attemptId)).size > 1) return;
      await issueCode(user, {
        attemptId: latest.attemptId,
        passwordHash: latest.passwordHash,
        firstName: latest.firstName ?? user.firstName,
        lastName: latest.lastName ?? user.lastName,
        marketingConsent: latest.marketingConsent ?? false,
      });
    },

    /**
     * Customers at /login, sellers at /admin/login; each is refused at the other's door. `deviceToken` is the
     * browser's known-device cookie; the answer carries a new one the first time an account logs in from it.
     */
    async login(
      email: string,
      password: string,
      door: LoginDoor,
      ip: string,
      deviceToken?: string,
      userAgent?: string | null,
    ) {
      const keys = {
        accountFromAddress: `login:fail:${email}:${ip}`,
        address: `login:fail:ip:${ip}`,
        account: `login:fail:account:${email}`,
      };
      await limiter.check(keys.accountFromAddress, LOGIN_FAILURE_LIMITS.accountFromAddress);
      await limiter.check(keys.address, LOGIN_FAILURE_LIMITS.address);
      const user = await findUser(email);
      const knownDevice = user ? await isKnownDevice(user.id, deviceToken) : false;
      if (!knownDevice) await limiter.check(keys.account, LOGIN_FAILURE_LIMITS.account);
      const ok = user
        ? await verify(user.passwordHash, password)
        : (await verify(await timingDummy(), password), false);
      // a refusal at the seller's door goes on the audit trail: the account tried, or the address typed
      const refuse = async (error: AppError, why: string): Promise<never> => {
        if (door === 'seller') {
          const actor: AuditActor = user ? auditActorOf(user) : { id: null, name: '', email };
          await recordAudit(
            db,
            { area: 'sign-in', action: 'auth.login_failed', subjectId: user?.id ?? null, summary: why },
            actor,
          );
        }
        throw error;
      };
      if (!user || !ok) {
        await Promise.all(
          (Object.keys(keys) as (keyof typeof keys)[]).map((k) =>
            limiter.countFailure(keys[k], LOGIN_FAILURE_LIMITS[k]),
          ),
        );
        await refuse(
          new AppError('unauthorized', INVALID_LOGIN),
          user ? 'Failed sign-in: wrong password.' : `Failed sign-in: no account has the address ${email}.`,
        );
      }
      if (user.removedAt) {
        await refuse(new AppError('unauthorized', INVALID_LOGIN), 'Failed sign-in: the account was removed.');
      }
      if (loginDoorOf(user) !== door) {
        await refuse(
          new AppError('forbidden', WRONG_DOOR_MESSAGES[door]),
          'Failed sign-in: not a staff account.',
        );
      }
      if (user.disabledAt) {
        await refuse(
          new AppError('forbidden', STAFF_MESSAGES.disabled),
          'Failed sign-in: the account is disabled.',
        );
      }
      if (!user.verifiedAt) {
        throw new AppError(
          'forbidden',
          'Please verify your email address first. Sign up again to get a new code.',
        );
      }
      await limiter.clear(keys.accountFromAddress);
      // a staff member with an app or a passkey gets a session that opens nothing until the second step
      const methods = isStaff(user) ? await secondStepMethodsOf(db, user) : [];
      const secondStepPending = methods.length > 0;
      const token = await db.transaction(async (tx) => {
        const { token: made } = await insertSession(tx, user.id, { ip, userAgent, secondStepPending });
        if (isStaff(user) && !secondStepPending) {
          await recordAudit(
            tx,
            {
              area: 'sign-in',
              action: 'auth.login',
              subjectId: user.id,
              summary: 'Signed in with a password.',
            },
            auditActorOf(user),
          );
        }
        return made;
      });
      return {
        user: toSessionUser(user),
        token,
        newDeviceToken: knownDevice ? null : await rememberDevice(user.id),
        /** The second steps this login may finish with; null when the password was all it needed. */
        secondStep: secondStepPending ? { methods } : null,
      };
    },

    async logout(token: string | undefined) {
      if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** The user behind a session cookie, sliding the 30-day expiry forward at most once a day. */
    async userForSession(token: string | undefined): Promise<SessionUser | null> {
      return (await liveSession(token, false))?.user ?? null;
    },

    /**
     * userForSession and the garments in the user's cart, in one trip: the header's personal parts of a
     * logged-in visitor (see services/visitor.ts). Null as userForSession is.
     */
    async userAndCartCount(
      token: string | undefined,
    ): Promise<{ user: SessionUser; cartCount: number } | null> {
      return liveSession(token, true);
    },

    /**
     * Creates the seller's account or sets its password (ADMIN_EMAIL / ADMIN_PASSWORD at start, npm run
     * seller:create). A password that already matches changes nothing, so a restart or a second instance
     * logs nobody out; a customer's account becomes the seller's only when `promoteCustomer` says so.
     */
    async upsertSeller(
      input: { email: string; password: string; firstName?: string; lastName?: string },
      options: { promoteCustomer?: boolean } = {},
    ): Promise<'created' | 'unchanged' | 'password changed' | 'promoted'> {
      const email = input.email.toLowerCase();
      const existing = await findUser(email);
      // a password that already matches is left alone (a restart must not stop the shop); a new one is scored
      const unchanged = isStaff(existing) && (await verify(existing.passwordHash, input.password));
      if (!unchanged)
        refuseWeakPassword(input.password, email, input.firstName, input.lastName, deps.shop.name);
      if (!existing) {
        await db.insert(users).values({
          email,
          passwordHash: await hash(input.password),
          role: FIRST_STAFF_ROLE,
          firstName: input.firstName ?? PLACEHOLDER_SELLER_NAME.firstName,
          lastName: input.lastName ?? PLACEHOLDER_SELLER_NAME.lastName,
          verifiedAt: new Date(),
        });
        return 'created';
      }
      if (!isStaff(existing) && !options.promoteCustomer) {
        throw new AppError(
          'conflict',
          `${email} is a customer's account. To make it the seller's account (its password becomes the seller ` +
            'password and its sessions end), set ADMIN_PROMOTE_EXISTING=true (or pass --promote to ' +
            'seller:create); otherwise choose another seller e-mail.',
        );
      }
      if (unchanged) return 'unchanged';
      await db
        .update(users)
        .set({
          passwordHash: await hash(input.password),
          // a staff member keeps their role; a promoted customer becomes an Owner
          role: isStaff(existing) ? existing.role : FIRST_STAFF_ROLE,
          verifiedAt: existing.verifiedAt ?? new Date(),
        })
        .where(eq(users.id, existing.id));
      // a new password (or a new role) ends the old sessions
      await db.delete(sessions).where(eq(sessions.userId, existing.id));
      return isStaff(existing) ? 'password changed' : 'promoted';
    },

    /** The name on the account (its orders keep the names they were placed under). */
    async updateName(userId: string, name: AccountName) {
      await db
        .update(users)
        .set({ firstName: name.firstName, lastName: name.lastName })
        .where(eq(users.id, userId));
    },

    /** The first seller account's address (the shop's owner), or null when the shop has no seller yet. */
    async ownerEmail(): Promise<string | null> {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(roleGrants('seller:area'))
        .orderBy(asc(users.createdAt), asc(users.email))
        .limit(1);
      return row?.email ?? null;
    },

    /** Needs the current password; every other session of the account ends. */
    async changePassword(userId: string, current: string, next: string, keepToken: string | undefined) {
      const failures = `password:fail:${userId}`;
      await limiter.check(failures, CURRENT_PASSWORD_FAILURES);
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user || !(await verify(user.passwordHash, current))) {
        await limiter.countFailure(failures, CURRENT_PASSWORD_FAILURES);
        throw new AppError('bad_request', 'Your current password is not right.');
      }
      refuseWeakPassword(next, user.email, user.firstName, user.lastName, deps.shop.name);
      await db
        .update(users)
        .set({ passwordHash: await hash(next) })
        .where(eq(users.id, userId));
      const keep = keepToken ? hashToken(keepToken) : '';
      const others = await db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      for (const s of others) {
        if (s.tokenHash !== keep) await db.delete(sessions).where(eq(sessions.tokenHash, s.tokenHash));
      }
    },

    /**
     * Whether the session's password was entered within REAUTH_AFTER_MS (a session is made only by a login or
     * a reauthenticate): refunds, deleting a customer and promo mail-outs ask for it again after that.
     */
    async passwordIsRecent(token: string | undefined, now = new Date()): Promise<boolean> {
      if (!token || token.length > 100) return false;
      const [row] = await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      return !!row && now.getTime() - row.createdAt.getTime() <= REAUTH_AFTER_MS;
    },

    /**
     * The password entered again in a session: checked (wrong ones throttled as on a password change), then the
     * session is replaced by a new one, which makes it recent; the new session's token is returned.
     */
    async reauthenticate(token: string | undefined, password: string): Promise<string> {
      const user = await userForSessionToken(token);
      if (!user) throw new AppError('unauthorized', 'Unauthorized - Please log in again.');
      const failures = `password:fail:${user.id}`;
      await limiter.check(failures, CURRENT_PASSWORD_FAILURES);
      if (!(await verify(user.passwordHash, password))) {
        await limiter.countFailure(failures, CURRENT_PASSWORD_FAILURES);
        throw new AppError('bad_request', 'That password is not right.');
      }
      const [old] = await db
        .select({ ip: sessions.ip, userAgent: sessions.userAgent })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token!)));
      const fresh = await createSession(user.id, old ?? {});
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token!)));
      return fresh;
    },

    async pruneExpiredSessions() {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
