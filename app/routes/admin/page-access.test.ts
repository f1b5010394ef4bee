import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { isRouteErrorResponse, type AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  can,
  notPermittedMessage,
  STAFF_ROLES,
  type Permission,
  type Role,
} from '../../../domain/permissions';
import { createCustomer } from '../../../tests/factories';
import { createStaffMember } from '../../../tests/helpers/staff';
import { useTestApp } from '../../../tests/helpers/test-app';
import routes from '../../routes';

/**
 * What each page of the seller's area asks for, from issue 33's table, written out by hand: a new /admin page
 * fails here until it is given its permission.
 */
const PAGE_PERMISSIONS: Record<string, Permission> = {
  admin: 'seller:area',
  'admin/dashboard': 'seller:area',
  'admin/orders': 'orders:view',
  'admin/orders/:orderId': 'orders:view',
  'admin/orders.csv': 'orders:manage',
  'admin/quotes': 'quotes:manage',
  'admin/quotes/:quoteId': 'quotes:manage',
  'admin/customers': 'customers:manage',
  'admin/customers/:customerId/orders': 'customers:manage',
  'admin/trade-accounts': 'trade:manage',
  'admin/trade-accounts/:accountId': 'trade:manage',
  'admin/stores': 'stores:manage',
  'admin/stores/new': 'stores:manage',
  'admin/stores/:storeId': 'stores:manage',
  'admin/stores/:storeId/batch': 'stores:manage',
  'admin/earnings': 'earnings:view',
  'admin/inbox': 'inbox:manage',
  'admin/inbox/:messageId': 'inbox:manage',
  'admin/bundles': 'bundles:manage',
  'admin/promo-codes': 'promos:manage',
  'admin/mail-previews': 'seller:area',
  'admin/mail-previews/:name': 'seller:area',
  'admin/products': 'products:manage',
  'admin/pricing': 'pricing:manage',
  'admin/products/new': 'products:manage',
  'admin/products/:productId/edit': 'products:manage',
  'admin/staff': 'staff:manage',
  'admin/account': 'seller:area',
  'admin/account/two-step': 'seller:area',
  'admin/audit': 'audit:view',
  'admin/settings': 'settings:manage',
  'admin/settings/webhooks': 'integrations:manage',
  'admin/*': 'seller:area',
};
/** The staff's pages before a session opens anything: the login, its second step, an invitation. */
const BEFORE_LOGIN = new Set(['admin/login', 'admin/login/two-step', 'admin/join/:token']);

const NO_ID = '00000000-0000-4000-8000-000000000000';

interface Page {
  path: string;
  file: string;
}

function pagesOf(entries: RouteConfigEntry[]): Page[] {
  return entries.flatMap((entry) => [
    ...(entry.path?.startsWith('admin') ? [{ path: entry.path, file: entry.file }] : []),
    ...pagesOf(entry.children ?? []),
  ]);
}

type Who = Role | 'guest';
type Outcome = { kind: 'shown' } | { kind: 'login'; to: string } | { kind: 'refused'; message: string };

/** How a loader answered: drawn (a 404 for an id that does not exist is drawn too), sent to log in, refused. */
function outcomeOf(thrown: unknown): Outcome {
  if (thrown instanceof Response) {
    const to = thrown.headers.get('location');
    if (to) return { kind: 'login', to };
    return thrown.status === 403 ? { kind: 'refused', message: '?' } : { kind: 'shown' };
  }
  if (isRouteErrorResponse(thrown)) return { kind: 'shown' };
  const init = (thrown as { init?: { status?: number } | null; data?: { message?: string } } | null)?.init;
  if (init?.status === 403) {
    return { kind: 'refused', message: (thrown as { data: { message: string } }).data.message };
  }
  if (init?.status) return { kind: 'shown' };
  throw thrown;
}

/**
 * Issue 33's table test for pages: every /admin page of app/routes.ts, its loader called as each staff role, a
 * customer and a guest, against the permissions table. A guest and a customer are sent to the seller's login;
 * a member whose role lacks the page's permission gets a 403 in its words; a member who holds it sees the page.
 */
describe("every page of the seller's area, for every role", () => {
  const t = useTestApp('pglite');
  const tokens = new Map<Who, string | undefined>();
  const pages = pagesOf(routes).filter((p) => !BEFORE_LOGIN.has(p.path));

  beforeAll(async () => {
    const { db } = t.ctx.database;
    const { auth } = t.ctx.services;
    const jo = await createCustomer(db);
    tokens.set('customer', (await auth.login(jo.email, jo.password, 'customer', '10.0.0.1')).token);
    tokens.set('guest', undefined);
    for (const role of STAFF_ROLES) {
      const member = await createStaffMember(db, role);
      tokens.set(role, (await auth.login(member.email, member.password, 'seller', '10.0.0.1')).token);
    }
  });

  it('knows the permission of every page', () => {
    expect(pages.map((p) => p.path).filter((p) => !(p in PAGE_PERMISSIONS))).toEqual([]);
    expect(pages.length).toBe(Object.keys(PAGE_PERMISSIONS).length);
  });

  it.each(pages.map((p) => [p.path, p] as const))('/%s', async (_, page) => {
    const mod = (await import(/* @vite-ignore */ path.resolve(__dirname, '../..', page.file))) as {
      loader: (args: unknown) => Promise<unknown>;
    };
    const permission = PAGE_PERMISSIONS[page.path]!;
    const url = `http://localhost/${page.path.replace(/:[A-Za-z]+/g, NO_ID).replace('*', 'nowhere')}`;
    const params = Object.fromEntries(
      [...page.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1]!, NO_ID] as const),
    );
    for (const who of [...STAFF_ROLES, 'customer', 'guest'] as Who[]) {
      const context = {
        app: t.ctx,
        sessionToken: tokens.get(who),
        clientIp: '10.0.0.1',
        secure: false,
        shell: false,
        origin: 'http://localhost',
      } as unknown as AppLoadContext;
      const outcome = await mod
        .loader({
          request: new Request(url),
          context,
          params: page.path === 'admin/*' ? { '*': 'x' } : params,
        })
        .then(() => ({ kind: 'shown' }) as Outcome, outcomeOf);
      const label = `/${page.path} as ${who}`;
      if (who === 'guest' || who === 'customer') {
        expect(outcome, label).toMatchObject({ kind: 'login' });
        expect((outcome as { to: string }).to, label).toMatch(/^\/admin\/login\?redirectTo=/);
      } else if (can({ role: who }, permission)) {
        expect(outcome, label).toEqual({ kind: 'shown' });
      } else {
        expect(outcome, label).toEqual({
          kind: 'refused',
          message: notPermittedMessage({ role: who }, permission),
        });
      }
    }
  });
});
