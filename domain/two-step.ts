/**
 * Two-step login's constants and words (issue 33). TOTP is RFC 6238 with the authenticator apps' defaults;
 * the server's `otpauth` library does the arithmetic, these are the settings and the messages.
 */

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now a code is still taken from (clock drift between phone and server). */
export const TOTP_WINDOW = 1;
export const TOTP_ALGORITHM = 'SHA1';
export const RECOVERY_CODE_COUNT = 10;
/** Minutes a password-checked login has to finish its second step. */
export const SECOND_STEP_MINUTES = 10;
/** Minutes a passkey challenge may be answered. */
export const CHALLENGE_MINUTES = 5;

/** Wrong codes (TOTP or recovery) per account, as wrong passwords are. */
export const TWO_STEP_FAILURE_LIMIT = { limit: 5, windowSeconds: 900 };

export const TWO_STEP_MESSAGES = {
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  usedCode: 'That code has already been used. Wait for the next one.',
  wrongRecoveryCode: 'That recovery code is not right, or it has been used.',
  noPendingLogin: 'Your login has expired. Please log in again.',
  notSetUp: 'Two-step login is not set up.',
  alreadyOn: 'An authenticator app is already set up. Turn it off first to set up a new one.',
  startAgain: 'Start the set-up again.',
  passkeyFailed: 'That passkey could not be checked. Try again.',
  setUpFirst: 'The shop requires two-step login. Set it up before going on.',
  tooMany: 'Too many wrong codes. Please try again in 15 minutes.',
} as const;

export type SecondStepMethod = 'totp' | 'passkey' | 'recovery';

/** The account's two-step state as its security page shows it. */
export interface TwoStepView {
  totp: boolean;
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  recoveryCodesLeft: number;
  /** The shop requires it and this account has neither an app nor a passkey. */
  mustSetUp: boolean;
}
