import { LIST_LIMITS } from '../../../domain/list-limits';
import { randomBytes } from 'node:crypto';
import { verify as verifyPassword } from '@node-rs/argon2';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { SecondStepInput } from '../../../domain/schemas/staff';
import {
  CHALLENGE_MINUTES,
  RECOVERY_CODE_COUNT,
  TOTP_ALGORITHM,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW,
  TWO_STEP_FAILURE_LIMIT,
  TWO_STEP_MESSAGES,
  type SecondStepMethod,
  type TwoStepView,
} from '../../../domain/two-step';
import type { ShopInfo } from '../../../domain/shop-info';
import type { Database, DbOrTx } from '../../db/client';
import { passkeys, recoveryCodes, sessions, shopSettings, users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashToken } from '../../security/tokens';
import { recordAudit } from '../audit';
import {
  auditActorOf,
  CURRENT_PASSWORD_FAILURES,
  insertSession,
  secondStepMethodsOf,
  STAFF_SETTINGS_KEY,
  type SessionUser,
} from '../auth';
import type { RateLimiter } from '../rate-limit';

/** The authenticator app of a secret (base32): the library's TOTP with the apps' defaults. */
function totpOf(secret: string, label = '', issuer = '') {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/**
 * The time step a code belongs to when it is right at `at` (within TOTP_WINDOW steps either side), else null.
 * A caller refuses a step it has already taken: that is a replay.
 */
export function totpStepOf(secret: string, code: string, at: Date): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: at.getTime() }) + delta;
}

/** A recovery code as typed (any case, spaces or dashes) in the form it is hashed in. */
const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const recoveryHash = (userId: string, code: string) => hashToken(`${userId}:${normalRecoveryCode(code)}`);

/** Ten random codes, 50 bits each (base32, "abcde-fghij"): random enough for a plain SHA-256. */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

const METHOD_WORDS: Record<SecondStepMethod, string> = {
  totp: 'an authenticator app code',
  passkey: 'a passkey',
  recovery: 'a recovery code',
};

/** Where a WebAuthn ceremony runs: the shop's origin as the browser reached it, and its host as the RP id. */
export interface WebAuthnSite {
  origin: string;
}
const rpIdOf = (site: WebAuthnSite) => new URL(site.origin).hostname;

/**
 * Two-step login (issue 33): an authenticator app (TOTP, RFC 6238, by `otpauth`), passkeys (WebAuthn, by
 * `@simplewebauthn/server`) and ten one-use recovery codes (stored hashed); the login's second step.
 */
export function createTwoStepService(deps: {
  db: Database;
  limiter: RateLimiter;
  shop: ShopInfo;
  publicUrl: string;
  now: () => Date;
}) {
  const { db, limiter, shop } = deps;
  const failureKey = (userId: string) => `2fa:fail:${userId}`;

  async function userRow(userId: string, tx: DbOrTx = db) {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('not_found', 'Account not found');
    return user;
  }

  /** A new set of recovery codes in place of the old: the codes themselves, to be shown once. */
  async function replaceRecoveryCodes(tx: DbOrTx, userId: string) {
    const codes = newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: recoveryHash(userId, code) })));
    return codes;
  }

  async function unusedRecoveryCodes(tx: DbOrTx, userId: string) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return row?.n ?? 0;
  }

  /** The first app or passkey brings recovery codes with it; later ones keep the set there is. */
  async function recoveryCodesIfNone(tx: DbOrTx, userId: string) {
    return (await unusedRecoveryCodes(tx, userId)) > 0 ? null : replaceRecoveryCodes(tx, userId);
  }

  /** With neither an app nor a passkey left, the recovery codes stand for nothing: they go too. */
  async function dropRecoveryCodesIfAlone(tx: DbOrTx, userId: string) {
    const user = await userRow(userId, tx);
    if ((await secondStepMethodsOf(tx, user)).length === 0) {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    }
  }

  /** Wrong codes are counted per account as wrong passwords are; the limit's 429 comes first. */
  const checkFailures = (userId: string) =>
    limiter.check(failureKey(userId), TWO_STEP_FAILURE_LIMIT, TWO_STEP_MESSAGES.tooMany);
  const countFailure = (userId: string) => limiter.countFailure(failureKey(userId), TWO_STEP_FAILURE_LIMIT);

  /**
   * Takes a right, unused code of the account's app (its step becomes the last one taken, so the same code
   * can't be replayed); throws the message for a wrong or a used one, counting it.
   */
  async function takeTotpCode(tx: DbOrTx, user: typeof users.$inferSelect, code: string) {
    const step = user.totpSecret ? totpStepOf(user.totpSecret, code, deps.now()) : null;
    if (step === null) throw new AppError('bad_request', TWO_STEP_MESSAGES.wrongCode);
    // conditional, so two requests racing with one code take it once
    const taken = await tx
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    if (taken.length === 0) throw new AppError('bad_request', TWO_STEP_MESSAGES.usedCode);
  }

  async function takeRecoveryCode(tx: DbOrTx, userId: string, code: string) {
    const used = await tx
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, recoveryHash(userId, code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    if (used.length === 0) throw new AppError('bad_request', TWO_STEP_MESSAGES.wrongRecoveryCode);
  }

  /** The staff login waiting for its second step behind a cookie, with its user; null when none (or expired). */
  async function pendingSession(token: string | undefined) {
    if (!token || token.length > 100) return null;
    const [row] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, hashToken(token)),
          eq(sessions.secondStepPending, true),
          gt(sessions.expiresAt, new Date()),
          isNull(users.disabledAt),
          isNull(users.removedAt),
        ),
      );
    return row ?? null;
  }

  const pendingOrRefuse = async (token: string | undefined) => {
    const pending = await pendingSession(token);
    if (!pending) throw new AppError('unauthorized', TWO_STEP_MESSAGES.noPendingLogin);
    return pending;
  };

  /** Keeps a WebAuthn challenge on a session until it is answered (or CHALLENGE_MINUTES pass). */
  async function keepChallenge(where: ReturnType<typeof eq>, challenge: string) {
    await db
      .update(sessions)
      .set({ challenge, challengeExpiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000) })
      .where(where);
  }

  /** A session's live challenge, used up as it is read: each answers one ceremony. */
  async function takeChallenge(tx: DbOrTx, where: ReturnType<typeof eq>) {
    const [row] = await tx
      .select({ challenge: sessions.challenge })
      .from(sessions)
      .where(and(where, gt(sessions.challengeExpiresAt, new Date())));
    if (!row?.challenge) throw new AppError('bad_request', TWO_STEP_MESSAGES.passkeyFailed);
    // conditional on the value read, so two answers racing for one challenge can't both take it
    const taken = await tx
      .update(sessions)
      .set({ challenge: null, challengeExpiresAt: null })
      .where(and(where, eq(sessions.challenge, row.challenge)))
      .returning({ id: sessions.id });
    if (taken.length === 0) throw new AppError('bad_request', TWO_STEP_MESSAGES.passkeyFailed);
    return row.challenge;
  }

  async function shopRequiresTwoStep() {
    const [row] = await db
      .select({ value: shopSettings.value })
      .from(shopSettings)
      .where(eq(shopSettings.key, STAFF_SETTINGS_KEY));
    return (row?.value as { requireTwoStep?: boolean } | undefined)?.requireTwoStep === true;
  }

  async function passkeysOf(userId: string, tx: DbOrTx = db) {
    return tx.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
  }

  return {
    async view(userId: string): Promise<TwoStepView> {
      const user = await userRow(userId);
      const keys = await passkeysOf(userId);
      const methods = await secondStepMethodsOf(db, user);
      return {
        totp: !!user.totpEnabledAt,
        passkeys: keys.slice(0, LIST_LIMITS.passkeys).map((k) => ({
          id: k.id,
          name: k.name,
          createdAt: k.createdAt.toISOString(),
          lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
        })),
        recoveryCodesLeft: methods.length > 0 ? await unusedRecoveryCodes(db, userId) : 0,
        mustSetUp: methods.length === 0 && (await shopRequiresTwoStep()),
      };
    },

    /**
     * Starts the app's set-up: a new secret (kept, not yet in force), its otpauth:// link as a QR code (SVG)
     * and in text. Refused while an app is on: it is turned off first.
     */
    async startTotp(user: SessionUser) {
      const row = await userRow(user.id);
      if (row.totpEnabledAt) throw new AppError('conflict', TWO_STEP_MESSAGES.alreadyOn);
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      await db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, user.id));
      const uri = totpOf(secret, row.email, shop.name).toString();
      const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, uri, qrSvg };
    },

    /** A right code from the app turns it on; the first method brings ten recovery codes, shown this once. */
    async confirmTotp(user: SessionUser, code: string) {
      await checkFailures(user.id);
      const row = await userRow(user.id);
      if (row.totpEnabledAt) throw new AppError('conflict', TWO_STEP_MESSAGES.alreadyOn);
      if (!row.totpSecret) throw new AppError('bad_request', TWO_STEP_MESSAGES.startAgain);
      try {
        return await db.transaction(async (tx) => {
          await takeTotpCode(tx, row, code);
          await tx.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, user.id));
          const codes = await recoveryCodesIfNone(tx, user.id);
          await recordAudit(tx, {
            area: 'two-step',
            action: 'two_step.totp_on',
            subjectId: user.id,
            summary: 'Turned on two-step login with an authenticator app.',
            changes: [{ field: 'totp', before: false, after: true }],
          });
          return { recoveryCodes: codes };
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'bad_request') await countFailure(user.id);
        throw error;
      }
    },

    /** Turns the app off; the password is asked again (wrong ones throttled as on a password change). */
    async disableTotp(user: SessionUser, password: string) {
      const failures = `password:fail:${user.id}`;
      await limiter.check(failures, CURRENT_PASSWORD_FAILURES);
      const row = await userRow(user.id);
      if (!(await verifyPassword(row.passwordHash, password))) {
        await limiter.countFailure(failures, CURRENT_PASSWORD_FAILURES);
        throw new AppError('bad_request', 'That password is not right.');
      }
      if (!row.totpEnabledAt) throw new AppError('conflict', TWO_STEP_MESSAGES.notSetUp);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(users.id, user.id));
        await dropRecoveryCodesIfAlone(tx, user.id);
        await recordAudit(tx, {
          area: 'two-step',
          action: 'two_step.totp_off',
          subjectId: user.id,
          summary: 'Turned off the authenticator app.',
          changes: [{ field: 'totp', before: true, after: false }],
        });
      });
    },

    /** A new set of ten recovery codes (the old ones stop working), shown once. */
    async newRecoveryCodes(user: SessionUser) {
      const row = await userRow(user.id);
      if ((await secondStepMethodsOf(db, row)).length === 0) {
        throw new AppError('conflict', TWO_STEP_MESSAGES.notSetUp);
      }
      return db.transaction(async (tx) => {
        const codes = await replaceRecoveryCodes(tx, user.id);
        await recordAudit(tx, {
          area: 'two-step',
          action: 'two_step.recovery_codes',
          subjectId: user.id,
          summary: 'Made a new set of recovery codes; the old ones no longer work.',
        });
        return codes;
      });
    },

    /** The browser's options for making a passkey; the challenge is kept on this session. */
    async passkeyRegisterOptions(user: SessionUser, site: WebAuthnSite) {
      const keys = await passkeysOf(user.id);
      const options = await generateRegistrationOptions({
        rpName: shop.name,
        rpID: rpIdOf(site),
        userName: user.email,
        userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: keys.map((k) => ({
          id: k.id,
          transports: k.transports as AuthenticatorTransport[],
        })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await keepChallenge(eq(sessions.id, user.sessionId), options.challenge);
      return options;
    },

    /** Checks the browser's new passkey against the kept challenge, the origin and the RP id, and keeps it. */
    async passkeyRegisterVerify(
      user: SessionUser,
      site: WebAuthnSite,
      input: { name: string; response: Record<string, unknown> },
    ) {
      // used up before the check, whatever its outcome: a refused answer can't be tried again
      const challenge = await takeChallenge(db, eq(sessions.id, user.sessionId));
      return db.transaction(async (tx) => {
        const result = await verifyRegistrationResponse({
          response: input.response as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: site.origin,
          expectedRPID: rpIdOf(site),
          requireUserVerification: false,
        }).catch(() => null);
        if (!result?.verified) throw new AppError('bad_request', TWO_STEP_MESSAGES.passkeyFailed);
        const { credential } = result.registrationInfo;
        const [known] = await tx
          .select({ id: passkeys.id })
          .from(passkeys)
          .where(eq(passkeys.id, credential.id));
        if (known) throw new AppError('conflict', 'This passkey is already registered.');
        await tx.insert(passkeys).values({
          id: credential.id,
          userId: user.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: input.name,
        });
        const codes = await recoveryCodesIfNone(tx, user.id);
        await recordAudit(tx, {
          area: 'two-step',
          action: 'two_step.passkey_added',
          subjectId: user.id,
          summary: `Added the passkey "${input.name}".`,
          changes: [{ field: 'passkey', before: null, after: input.name }],
        });
        return { id: credential.id, recoveryCodes: codes };
      });
    },

    async removePasskey(user: SessionUser, id: string) {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
          .returning({ name: passkeys.name });
        if (!gone) throw new AppError('not_found', 'Passkey not found');
        await dropRecoveryCodesIfAlone(tx, user.id);
        await recordAudit(tx, {
          area: 'two-step',
          action: 'two_step.passkey_removed',
          subjectId: user.id,
          summary: `Removed the passkey "${gone.name}".`,
          changes: [{ field: 'passkey', before: gone.name, after: null }],
        });
      });
    },

    /** The login waiting behind this cookie for its second step: whose, and the steps they can pass. */
    async pendingLogin(token: string | undefined) {
      const pending = await pendingSession(token);
      if (!pending) return null;
      return {
        firstName: pending.user.firstName,
        email: pending.user.email,
        methods: await secondStepMethodsOf(db, pending.user),
      };
    },

    /** The browser's options for signing this pending login in with one of the account's passkeys. */
    async passkeyLoginOptions(token: string | undefined, site: WebAuthnSite) {
      const { session, user } = await pendingOrRefuse(token);
      const keys = await passkeysOf(user.id);
      if (keys.length === 0) throw new AppError('bad_request', TWO_STEP_MESSAGES.notSetUp);
      const options = await generateAuthenticationOptions({
        rpID: rpIdOf(site),
        allowCredentials: keys.map((k) => ({
          id: k.id,
          transports: k.transports as AuthenticatorTransport[],
        })),
        userVerification: 'preferred',
      });
      await keepChallenge(eq(sessions.tokenHash, session.tokenHash), options.challenge);
      return options;
    },

    /**
     * The login's second step: a code from the app, a recovery code (once) or a passkey. Passed, the pending
     * session is replaced by a full one (a new token); wrong codes are counted and throttled as passwords are.
     * Both outcomes go on the audit trail.
     */
    async verify(
      token: string | undefined,
      input: SecondStepInput,
      site: WebAuthnSite,
    ): Promise<{ user: SessionUser; token: string }> {
      const { session, user } = await pendingOrRefuse(token);
      const actor = auditActorOf(user);
      await checkFailures(user.id);
      try {
        const challenge =
          input.method === 'passkey'
            ? await takeChallenge(db, eq(sessions.tokenHash, session.tokenHash))
            : '';
        return await db.transaction(async (tx) => {
          if (input.method === 'totp') {
            if (!user.totpEnabledAt) throw new AppError('bad_request', TWO_STEP_MESSAGES.notSetUp);
            await takeTotpCode(tx, user, input.code);
          } else if (input.method === 'recovery') {
            await takeRecoveryCode(tx, user.id, input.code);
          } else {
            await checkPasskey(tx, challenge, user.id, site, input.response);
          }
          const { token: fresh } = await insertSession(tx, user.id, {
            ip: session.ip,
            userAgent: session.userAgent,
          });
          await tx.delete(sessions).where(eq(sessions.tokenHash, session.tokenHash));
          const how = METHOD_WORDS[input.method];
          await recordAudit(
            tx,
            {
              area: 'sign-in',
              action: 'auth.second_step',
              subjectId: user.id,
              summary: `Passed the second step with ${how}.`,
            },
            actor,
          );
          await recordAudit(
            tx,
            {
              area: 'sign-in',
              action: 'auth.login',
              subjectId: user.id,
              summary: `Signed in with a password and ${how}.`,
            },
            actor,
          );
          return {
            user: {
              id: user.id,
              firstName: user.firstName,
              lastName: user.lastName,
              email: user.email,
              role: user.role,
              sessionId: '',
              mustSetUpTwoStep: false,
            },
            token: fresh,
          };
        });
      } catch (error) {
        if (error instanceof AppError) {
          if (input.method !== 'passkey') await countFailure(user.id);
          await recordAudit(
            db,
            {
              area: 'sign-in',
              action: 'auth.second_step_failed',
              subjectId: user.id,
              summary: `Failed the second step with ${METHOD_WORDS[input.method]}: ${error.message}`,
            },
            actor,
          );
        }
        throw error;
      }
    },
  };

  /** A passkey's answer to the pending login's challenge, checked; its signature counter moves on. */
  async function checkPasskey(
    tx: DbOrTx,
    challenge: string,
    userId: string,
    site: WebAuthnSite,
    response: Record<string, unknown>,
  ) {
    const answer = response as unknown as AuthenticationResponseJSON;
    const [key] = await tx
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.id, String(answer.id)), eq(passkeys.userId, userId)));
    if (!key) throw new AppError('bad_request', TWO_STEP_MESSAGES.passkeyFailed);
    const result = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: challenge,
      expectedOrigin: site.origin,
      expectedRPID: rpIdOf(site),
      credential: {
        id: key.id,
        publicKey: isoBase64URL.toBuffer(key.publicKey),
        counter: key.counter,
        transports: key.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    }).catch(() => null);
    if (!result?.verified) throw new AppError('bad_request', TWO_STEP_MESSAGES.passkeyFailed);
    await tx
      .update(passkeys)
      .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(eq(passkeys.id, key.id));
  }
}

export type TwoStepService = ReturnType<typeof createTwoStepService>;
export type { SecondStepInput, SessionUser };
