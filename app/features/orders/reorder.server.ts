import { data, redirect, type AppLoadContext } from 'react-router';
import { isAppError } from '../../../server/errors';
import {
  REORDER_NOTICE_COOKIE,
  reorderNoticeClearHeader,
  reorderNoticeCookieHeader,
} from '../../../server/http/session';
import { reorderMessage } from '../../../server/services/orders/reorder';
import { requireUserPage } from '~/lib/auth.server';
import { parse } from 'hono/utils/cookie';

/** At most this many notes travel to the cart (an order has few lines; a long list is cut). */
const MAX_NOTES = 20;
const MAX_NOTE_LENGTH = 300;
/** The notes' share of a cookie (browsers keep 4 KB a cookie); what does not fit is counted instead. */
const MAX_NOTES_CHARS = 2_500;

interface ReorderNotice {
  message: string;
  notes: string[];
}

/** The notes that fit in the cookie, and a last one counting the rest. */
function fittingNotes(notes: readonly string[]): string[] {
  const kept: string[] = [];
  let chars = 0;
  for (const note of notes.slice(0, MAX_NOTES)) {
    const cut = note.slice(0, MAX_NOTE_LENGTH);
    if (chars + cut.length > MAX_NOTES_CHARS) break;
    kept.push(cut);
    chars += cut.length;
  }
  const rest = notes.length - kept.length;
  if (rest > 0) kept.push(`${rest} more ${rest === 1 ? 'line' : 'lines'} changed: see your order.`);
  return kept;
}

/**
 * The Re-order button posted without JavaScript (order page and order list): the same service as the API, for
 * the logged-in owner only (anyone else gets the order page's 404); then the cart, with what was added and the
 * notes in a one-shot cookie (the cart page shows them once and clears it), so the words the shop says never
 * travel in an address anyone could write and send.
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
  const value = Buffer.from(
    JSON.stringify({ added: result.added, notes: fittingNotes(result.notes) }),
  ).toString('base64url');
  return redirect('/cart', { headers: { 'Set-Cookie': reorderNoticeCookieHeader(value, context.secure) } });
}

/**
 * What the cart says after a re-order, read from its cookie (plain text: React escapes it), and the header
 * that clears the cookie so a reload says nothing again; null without one (or with a malformed one).
 */
export function reorderNotice(
  request: Request,
  context: AppLoadContext,
): { notice: ReorderNotice | null; clear: string } | null {
  const raw = parse(request.headers.get('Cookie') ?? '', REORDER_NOTICE_COOKIE)[REORDER_NOTICE_COOKIE];
  if (raw === undefined) return null;
  const clear = reorderNoticeClearHeader(context.secure);
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null) return { notice: null, clear };
    const { added, notes } = value as { added?: unknown; notes?: unknown };
    if (typeof added !== 'number' || !Number.isInteger(added) || added < 0) return { notice: null, clear };
    const list = Array.isArray(notes)
      ? notes
          .filter((n): n is string => typeof n === 'string')
          .slice(0, MAX_NOTES + 1)
          .map((n) => n.slice(0, MAX_NOTE_LENGTH))
      : [];
    return { notice: { message: reorderMessage(added, list), notes: list }, clear };
  } catch {
    return { notice: null, clear };
  }
}
