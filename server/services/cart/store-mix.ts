import { STORE_MESSAGES } from '../../../domain/team-stores';
import { AppError } from '../../errors';
import type { LineRow } from './rows';

/**
 * A team store's lines are ordered on their own (issue 32): a store's garments go into a cart holding nothing
 * else or that store's only, and the shop's own garments into a cart without store lines. Said plainly, as a 400.
 */
export function refuseMixedCart(lines: readonly Pick<LineRow, 'storeId'>[], storeId: string | null): void {
  for (const line of lines) {
    if (line.storeId === storeId) continue;
    throw new AppError(
      'bad_request',
      storeId && line.storeId ? STORE_MESSAGES.otherStore : STORE_MESSAGES.mixedCart,
    );
  }
}
