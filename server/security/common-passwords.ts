import { dictionary } from '@zxcvbn-ts/language-common';

/** About 49,000 passwords seen most often in breaches, shipped with zxcvbn-ts: checked offline. */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose another.';
