/**
 * Who may do what, in one place. Each account has one role (`users.role`); a role grants named permissions; the
 * guards (the API's `requirePermission` middleware, the pages' `requirePermission`) and the few answers that
 * differ by who asks check a permission, never a role name. A new staff role (an owner, a manager, a packer) is
 * a new entry in ROLES and ROLE_PERMISSIONS (and a migration widening the `users_role_known` check), not a hunt
 * through the code. This is the only module that compares role names.
 */

export const ROLES = ['customer', 'seller'] as const;
export type Role = (typeof ROLES)[number];

/** What the seller's area needs: the shop's staff hold these, a customer none of them. */
const STAFF_PERMISSIONS = [
  /** The seller's login page and frame, the dashboard, a seller's grave actions' password re-check. */
  'seller:area',
  /** Every order: lists, the order page, status, tracking, refunds, proofs, notes, e-mails, documents,
   * re-ordering for a customer, and the logos on any order. */
  'orders:manage',
  'products:manage',
  /** The shop-wide decoration prices and setup rule. */
  'pricing:manage',
  'bundles:manage',
  /** The customer list, a customer's orders, deleting a customer. */
  'customers:manage',
  /** Promo codes and promo mail-outs. */
  'promos:manage',
  'earnings:view',
  /** The contact page's messages. */
  'inbox:manage',
  /** Quote requests: pricing, sending and renewing quotes. */
  'quotes:manage',
  /** Trade accounts: decisions, limits and terms, payments received, statements. */
  'trade:manage',
  /** Team stores (issue 32): create them, run their batches. */
  'stores:manage',
] as const;

/** What a shopper's account is for. */
const CUSTOMER_PERMISSIONS = [
  /** A cart kept on the account (a guest's cart moves into it at login); the shop's own login page. */
  'shop:buy',
  /** A library of uploaded logos to decorate garments with. */
  'logos:own',
  /** The shop's promo mails, and the choice to stop them. */
  'promos:receive',
] as const;

export type Permission = (typeof STAFF_PERMISSIONS)[number] | (typeof CUSTOMER_PERMISSIONS)[number];
export const PERMISSIONS: readonly Permission[] = [...STAFF_PERMISSIONS, ...CUSTOMER_PERMISSIONS];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  customer: CUSTOMER_PERMISSIONS,
  seller: STAFF_PERMISSIONS,
};

/** Anything that may carry a role: a session's user, an order's viewer, nobody (a guest). */
type WithRole = { role?: Role | null } | null | undefined;

export function roleOf(user: WithRole): Role | null {
  return user?.role ?? null;
}

export function can(user: WithRole, permission: Permission): boolean {
  const role = roleOf(user);
  return role !== null && (ROLE_PERMISSIONS[role] ?? []).includes(permission);
}

/** The roles that grant `permission`: for a query over accounts (`inArray(users.role, rolesWith(…))`). */
export function rolesWith(permission: Permission): Role[] {
  return ROLES.filter((role) => can({ role }, permission));
}

/** The seller's own account, which `upsertSeller` creates and re-passwords: a fact about the account, not a guard. */
export function isSeller(user: WithRole): boolean {
  return roleOf(user) === 'seller';
}

/** The two login pages: the shop's (/login) and the seller's (/admin/login). Each refuses the other's accounts. */
export type LoginDoor = 'customer' | 'seller';

/** The door an account logs in at: the seller's for anyone who works in the seller's area. */
export function loginDoorOf(user: WithRole): LoginDoor {
  return can(user, 'seller:area') ? 'seller' : 'customer';
}

/** The door to send someone to who lacks `permission`: the seller's for the seller's area's permissions. */
export function loginDoorFor(permission: Permission): LoginDoor {
  return (STAFF_PERMISSIONS as readonly Permission[]).includes(permission) ? 'seller' : 'customer';
}

/** A logged-in user without the permission a seller's API asks for (403). */
export const NOT_PERMITTED_MESSAGE = 'Unauthorized access! You are not an admin.';

/** The refusal at each door of an account that belongs at the other (403). */
export const WRONG_DOOR_MESSAGES: Record<LoginDoor, string> = {
  customer: 'Sellers must login through the seller portal',
  seller: NOT_PERMITTED_MESSAGE,
};
