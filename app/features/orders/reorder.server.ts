import { data, redirect, type AppLoadContext } from 'react-router';
import { isAppError } from '../../../server/errors';
import { reorderMessage } from '../../../server/services/reorder';
import { requireUserPage } from '~/features/auth/auth.server';

/** At most this many notes travel in the cart's address (an order has few lines; a long list is cut). */
const MAX_NOTES = 20;
const MAX_NOTE_LENGTH = 300;

/**
 * The Re-order button posted without JavaScript (order page and order list): the same service as the API, for
 * the logged-in owner only (anyone else gets the order page's 404); then the cart, with what was added and
 * the notes in its address, so a reload or a shared link shows the same words and nothing is kept server-side.
 */
export async function reorderAction(request: Request, context: AppLoadContext, orderId: string) {
  const user = await requireUserPage(request, context);
  let result;
  try {
    result = await context.app.services.reorder.reorder(user.id, orderId);
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') throw data(null, { status: 404 });
    throw error;
  }
  const params = new URLSearchParams({ reordered: String(result.added) });
  for (const note of result.notes.slice(0, MAX_NOTES)) params.append('note', note);
  return redirect(`/cart?${params}`);
}

/** What the cart says after a re-order, read back from its address (plain text: React escapes it). */
export function reorderNotice(url: URL): { message: string; notes: string[] } | null {
  const added = url.searchParams.get('reordered');
  if (added === null || !/^\d{1,6}$/.test(added)) return null;
  const notes = url.searchParams
    .getAll('note')
    .slice(0, MAX_NOTES)
    .map((n) => n.slice(0, MAX_NOTE_LENGTH));
  return { message: reorderMessage(Number(added), notes), notes };
}
