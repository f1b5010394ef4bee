/**
 * Who may do what, in one place. Each account has one role (`users.role`); a role grants named permissions; the
 * guards (the API's `requirePermission` middleware, the pages' `requirePermission`) and the few answers that
 * differ by who asks check a permission, never a role name. A new staff role (an owner, a manager, a packer) is
 * a new entry in ROLES and ROLE_PERMISSIONS (and a migration widening the `users_role_known` check), not a hunt
 * through the code. This is the only module that compares role names.
 */

export const ROLES = ['customer', 'owner', 'manager', 'office', 'production'] as const;
export type Role = (typeof ROLES)[number];

/** The roles of the shop's staff (issue 33), most powerful first: the order the staff page offers them in. */
export const STAFF_ROLES = ['owner', 'manager', 'office', 'production'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  owner: 'Owner',
  manager: 'Manager',
  office: 'Office',
  production: 'Production',
};

/** One line per staff role for the staff page's role picker: what the role is for. */
export const STAFF_ROLE_SUMMARIES: Record<StaffRole, string> = {
  owner: "Everything, including staff, two-step login rules, the shop's VAT settings and the audit trail.",
  manager:
    "Everything but staff and the shop's settings: orders and refunds, products, prices, earnings, trade, stores, the audit trail.",
  office: 'Orders (no refunds), customers, quotes, the inbox and promo codes.',
  production: 'Orders without customer contact details or money: proofs, production and work orders.',
};

/** What the seller's area needs: the shop's staff hold some of these, a customer none of them. */
const STAFF_PERMISSIONS = [
  /** The seller's login page and frame, the dashboard's work lists, a grave action's password re-check. */
  'seller:area',
  /** The order list and an order's page: what was ordered, its logos, proofs, status and delivery address. */
  'orders:view',
  /** A buyer's e-mail and phone on orders (production works without them). */
  'orders:contact',
  /** Prices, totals, payments and the dashboard's takings on orders. */
  'orders:money',
  /** Proofs, production status (start, ready), work orders and names lists. */
  'orders:production',
  /** Order status, tracking, notes, e-mails to the buyer, invoices and documents, re-ordering for a customer. */
  'orders:manage',
  /** Refunds. */
  'orders:refund',
  'products:manage',
  /** The shop-wide decoration prices and setup rule, and stock. */
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
  /** Staff accounts: invite, change role, disable, remove, end anyone's sessions, require two-step login. */
  'staff:manage',
  /** The audit trail of what staff did. */
  'audit:view',
  /** The shop's legal settings (issue 34): VAT registration, its number and start date. */
  'settings:manage',
  /** Connections to other tools (issue 36): outgoing webhooks, the accounting export's account code and tax type. */
  'integrations:manage',
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

const MANAGER_LACKS: readonly Permission[] = ['staff:manage', 'settings:manage'];

/** The one table of who may do what. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  customer: CUSTOMER_PERMISSIONS,
  owner: STAFF_PERMISSIONS,
  manager: STAFF_PERMISSIONS.filter((p) => !MANAGER_LACKS.includes(p)),
  office: [
    'seller:area',
    'orders:view',
    'orders:contact',
    'orders:money',
    'orders:production',
    'orders:manage',
    'customers:manage',
    'quotes:manage',
    'inbox:manage',
    'promos:manage',
  ],
  production: ['seller:area', 'orders:view', 'orders:production'],
};

/** The words after "You don't have permission to" for each permission a staff member may lack. */
export const PERMISSION_ACTIONS: Record<Permission, string> = {
  'seller:area': "use the seller's area",
  'orders:view': 'see orders',
  'orders:contact': "see buyers' contact details",
  'orders:money': 'see the money on orders',
  'orders:production': 'work on proofs and production',
  'orders:manage': 'manage orders',
  'orders:refund': 'refund orders',
  'products:manage': 'manage products',
  'pricing:manage': 'change prices',
  'bundles:manage': 'manage bundles',
  'customers:manage': 'manage customers',
  'promos:manage': 'manage promo codes',
  'earnings:view': 'see earnings',
  'inbox:manage': 'read the inbox',
  'quotes:manage': 'manage quotes',
  'trade:manage': 'manage trade accounts',
  'stores:manage': 'manage team stores',
  'staff:manage': 'manage staff',
  'audit:view': 'see the audit trail',
  'settings:manage': "change the shop's settings",
  'integrations:manage': "manage the shop's connections to other tools",
  'shop:buy': 'buy in the shop',
  'logos:own': 'keep logos',
  'promos:receive': 'receive promo mails',
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

/** A member of the shop's staff (any staff role): a fact about the account, not a guard. */
export function isStaff(user: WithRole): boolean {
  const role = roleOf(user);
  return role !== null && (STAFF_ROLES as readonly Role[]).includes(role);
}

/** An Owner: the staff page's last-Owner rules count these. */
export function isOwner(user: WithRole): boolean {
  return roleOf(user) === 'owner';
}

/** The role the seeds' seller account (ADMIN_EMAIL, `npm run seller:create`) holds: the first Owner. */
export const FIRST_STAFF_ROLE: StaffRole = 'owner';

/** Every permission a role grants (for the pages' menus). */
export function permissionsOf(user: WithRole): readonly Permission[] {
  const role = roleOf(user);
  return role ? (ROLE_PERMISSIONS[role] ?? []) : [];
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

/** A logged-in customer at a seller's API (403): the spec's words. */
export const NOT_PERMITTED_MESSAGE = 'Unauthorized access! You are not an admin.';

/** The 403 for someone who lacks `permission`: the spec's words to a customer, the action to a staff member. */
export function notPermittedMessage(user: WithRole, permission: Permission): string {
  return isStaff(user)
    ? `You don't have permission to ${PERMISSION_ACTIONS[permission]}.`
    : NOT_PERMITTED_MESSAGE;
}

/** The refusal at each door of an account that belongs at the other (403). */
export const WRONG_DOOR_MESSAGES: Record<LoginDoor, string> = {
  customer: 'Sellers must login through the seller portal',
  seller: NOT_PERMITTED_MESSAGE,
};
