import { data, type AppLoadContext } from 'react-router';
import { isAppError } from '../../../../server/errors';

/**
 * The buyer's page's quote, by the link's token alone (no login: whoever holds the link is the buyer). A forged
 * or altered token is a 404, as a quote that does not exist.
 */
export async function loadBuyerQuote(context: AppLoadContext, token: string) {
  try {
    const quote = await context.app.services.quotes.getByToken(token);
    return { quote, token };
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') throw data(null, { status: 404 });
    throw error;
  }
}
