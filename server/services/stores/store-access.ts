import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { LogoFont, LogoMethod, LogoPosition } from '../../../domain/catalogue';
import {
  STORE_MESSAGES,
  emailOnDomains,
  storeClosedMessage,
  type StoreNames,
  type StoreOffer,
} from '../../../domain/team-stores';
import type { Database, DbOrTx } from '../../db/client';
import { teamStoreProducts, teamStores } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Who may see a team store (issue 32), and the store as the cart and the checkout take it. A member without
 * access is answered 404, as if the store did not exist: its prices are never shown.
 */

export type StoreRow = typeof teamStores.$inferSelect;

/** Who is looking: the signed-in customer (an unverified account cannot sign in) and the codes they typed. */
export interface StoreViewer {
  email: string | null;
  /** The `store_access` cookie's grants (grantToken of each store whose code the visitor typed). */
  grants: readonly string[];
}

/** The cookie that remembers which stores' codes a visitor typed: grant tokens joined by '.'. */
export const STORE_ACCESS_COOKIE = 'store_access';
/** A visitor remembers this many stores' codes at most (the oldest goes first). */
const MAX_GRANTS = 20;

/**
 * What the cookie holds for a store whose code was typed: a hash of the store and its code, so a changed code
 * ends the old grants and the cookie never carries the code itself.
 */
export const grantToken = (store: Pick<StoreRow, 'id' | 'accessCode'>) =>
  createHash('sha256')
    .update(`team-store:${store.id}:${store.accessCode ?? ''}`)
    .digest('base64url')
    .slice(0, 32);

export const readGrants = (cookie: string | undefined): string[] =>
  (cookie ?? '').split('.').filter((t) => /^[\w-]{32}$/.test(t));

/** The cookie's value with one more grant (kept once, newest last). */
export const withGrant = (cookie: string | undefined, token: string): string =>
  [...readGrants(cookie).filter((t) => t !== token), token].slice(-MAX_GRANTS).join('.');

/** Access codes are compared ignoring case and spaces at the ends: members copy them from a letter. */
export const sameCode = (typed: string, code: string | null) =>
  code !== null && typed.trim().toLowerCase() === code.trim().toLowerCase();

/** Whether the viewer may see the store, and if not why (null: nothing to say but "sign in" or "type the code"). */
export function accessOf(
  store: Pick<StoreRow, 'id' | 'access' | 'accessCode' | 'allowedDomains'>,
  viewer: StoreViewer,
): { granted: boolean; refusal: string | null } {
  if (store.access === 'open') return { granted: true, refusal: null };
  if (store.access === 'code') return { granted: viewer.grants.includes(grantToken(store)), refusal: null };
  if (!viewer.email) return { granted: false, refusal: null };
  return emailOnDomains(viewer.email, store.allowedDomains)
    ? { granted: true, refusal: null }
    : { granted: false, refusal: STORE_MESSAGES.wrongDomain(store.allowedDomains) };
}

/** A store that is not archived, by its address; null when there is none. */
export async function storeBySlug(db: DbOrTx, slug: string): Promise<StoreRow | null> {
  const [row] = await db
    .select()
    .from(teamStores)
    .where(and(eq(teamStores.slug, slug.toLowerCase()), isNull(teamStores.archivedAt)));
  return row ?? null;
}

/** The store's names rule as its row keeps it. */
export const storeNamesOf = (row: StoreRow): StoreNames => ({
  enabled: row.namesEnabled,
  position: row.namePosition as LogoPosition,
  method: row.nameMethod as LogoMethod,
  font: row.nameFont as LogoFont,
  maxLength: row.nameMaxLength,
  price: row.namePrice,
});

/** A store garment as the cart takes it: the store, its offer of the product and its names rule. */
export interface StoreForCart {
  store: { id: string; name: string; slug: string; logoId: string | null };
  offer: StoreOffer;
  names: StoreNames;
}

/**
 * The store and its offer of a product for a member adding to their cart: 404 without access or when the store
 * does not offer it, 400 with the store's sentence when it takes no order now.
 */
export async function storeForCart(
  db: Database,
  input: { slug: string; productId: string; viewer: StoreViewer; now: Date; contact: string },
): Promise<StoreForCart> {
  const row = await storeBySlug(db, input.slug);
  if (!row || !accessOf(row, input.viewer).granted) throw new AppError('not_found', STORE_MESSAGES.notFound);
  const closed = storeClosedMessage(row, input.now, input.contact);
  if (closed) throw new AppError('bad_request', closed);
  const [offer] = await db
    .select()
    .from(teamStoreProducts)
    .where(and(eq(teamStoreProducts.storeId, row.id), eq(teamStoreProducts.productId, input.productId)));
  if (!offer) throw new AppError('not_found', STORE_MESSAGES.notOffered);
  return {
    store: { id: row.id, name: row.name, slug: row.slug, logoId: row.logoId },
    offer: {
      productId: offer.productId,
      colours: offer.colours,
      price: offer.price,
      decorations: offer.decorations,
    },
    names: storeNamesOf(row),
  };
}

/** The viewer of a request: the signed-in customer's e-mail and the `store_access` cookie's grants. */
export function storeViewerFrom(
  cookieHeader: string | null | undefined,
  user: { email: string } | null,
): StoreViewer {
  const match = new RegExp(`(?:^|;\\s*)${STORE_ACCESS_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  return {
    email: user?.email ?? null,
    grants: readGrants(match ? decodeURIComponent(match[1]!) : undefined),
  };
}
