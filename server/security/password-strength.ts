import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's score, 0 to 4: 3 is "safely unguessable: moderate protection from an offline slow-hash scenario"
 * (about 10^10 guesses). Below it, a password is refused.
 */
export const MIN_PASSWORD_SCORE = 3;
/** zxcvbn's own cap: longer passwords are scored on their first 256 characters (they are long enough). */
const SCORED_LENGTH = 256;

let estimator: ZxcvbnFactory | undefined;
// built on first use: its dictionaries (breached passwords, English words and names) take half a second
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonWords, ...englishWords },
    graphs: adjacencyGraphs,
    translations,
  }));

/** The words of a name, an e-mail address or the shop's name that someone who knows them would try first. */
export function guessableWords(...values: (string | null | undefined)[]): string[] {
  return values.flatMap((v) => (v ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);
}

/**
 * Why a new password is too easy to guess, with zxcvbn's advice ("Repeated characters like "aaa" are easy to
 * guess. Add more words that are less common."), or null when it is strong enough. `personal`: words of the
 * person and the shop (guessableWords), which make a password weak for whoever knows them.
 */
export function weakPasswordAdvice(password: string, personal: string[] = []): string | null {
  const { score, feedback } = zxcvbn().check(password.slice(0, SCORED_LENGTH), personal);
  if (score >= MIN_PASSWORD_SCORE) return null;
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean);
  if (advice.length === 0) advice.push('Add another word or two that are less common.');
  return ['This password is too easy to guess.', ...advice].join(' ');
}
