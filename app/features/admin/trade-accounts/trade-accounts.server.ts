import { data } from 'react-router';
import { z } from 'zod';
import { TradeAccountListQuerySchema, type TradeAccountListQuery } from '../../../../domain/schemas/trade';
import { defaultStatementRange, tradeDay } from '../../../../domain/trade';
import type { AppContext } from '../../../../server/context';
import { isAppError } from '../../../../server/errors';

/**
 * The list's filters from the page's URL, read by the API's own schema. The filter bar sends every box, empty
 * ones too, and a filter the URL spells wrong is dropped (the page shows the unfiltered list), not refused.
 */
export function tradeListFilterFromUrl(url: URL): TradeAccountListQuery & { page: number } {
  const given = [...url.searchParams].filter(([, value]) => value.trim() !== '');
  const filter: Record<string, unknown> = {};
  for (const [key, value] of given) {
    const one = TradeAccountListQuerySchema.safeParse({ [key]: value });
    if (one.success) Object.assign(filter, one.data);
  }
  return { ...(filter as TradeAccountListQuery), page: (filter.page as number | undefined) ?? 1 };
}

const AccountId = z.uuid();

/**
 * The account page's data: the account as the seller sees it (a 404 for an unknown id, or one that is not an
 * id at all), the shop's today (by the clock the service's rules use) and the statement's first range.
 */
export async function loadTradeAccount(app: Pick<AppContext, 'services' | 'clock'>, id: string) {
  if (!AccountId.safeParse(id).success) throw data(null, { status: 404 });
  try {
    const account = await app.services.trade.get(id);
    const today = tradeDay(app.clock());
    return { account, today, statementRange: defaultStatementRange(today) };
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') throw data(null, { status: 404 });
    throw error;
  }
}
