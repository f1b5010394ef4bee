import {
  NAMES_MESSAGES,
  namesOfSize,
  namesProblems,
  type NamePricing,
  type NamesInput,
  type StoredNames,
} from '../../../domain/names';
import type { StoredDecoration } from '../../../domain/line-item';
import { AppError } from '../../errors';

/**
 * Names on garments as the cart takes them (issue 32): every name checked against the shop's (or the store's)
 * longest name, the counts against the quantities per size, and no name where a logo already is. A refusal is
 * one 400 saying every problem; nothing is written.
 */
export function checkNames(
  names: NamesInput,
  quantities: readonly { size: string; quantity: number }[],
  rule: Pick<NamePricing, 'maxLength'>,
  decorations: readonly Pick<StoredDecoration, 'position'>[],
): void {
  const problems = namesProblems(names.names, quantities, rule.maxLength);
  if (decorations.some((d) => d.position === names.position))
    problems.unshift(NAMES_MESSAGES.positionTaken(names.position));
  if (problems.length > 0) throw new AppError('bad_request', problems.join(' '));
}

/** One size's line of names, as the cart row stores it (no price: the cart charges today's). */
export function storedNamesOf(names: NamesInput | null, size: string): StoredNames | null {
  if (!names) return null;
  const list = namesOfSize(names.names, size);
  if (list.length === 0) return null;
  return { position: names.position, method: names.method, font: names.font, names: list };
}

/** A line with a name per garment changes quantity only with its names. */
export function refuseQuantityChange(row: { names: StoredNames | null }): void {
  if (row.names && row.names.names.length > 0)
    throw new AppError('bad_request', NAMES_MESSAGES.quantityLocked);
}
