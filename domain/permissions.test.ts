import { describe, expect, it } from 'vitest';
import {
  can,
  isOwner,
  isStaff,
  loginDoorFor,
  loginDoorOf,
  NOT_PERMITTED_MESSAGE,
  notPermittedMessage,
  PERMISSION_ACTIONS,
  PERMISSIONS,
  permissionsOf,
  ROLE_PERMISSIONS,
  ROLES,
  STAFF_ROLES,
  roleOf,
  rolesWith,
  type Permission,
  type Role,
} from './permissions';

const O = 'owner',
  M = 'manager',
  F = 'office',
  P = 'production',
  C = 'customer';
/** Every permission and the roles that hold it: issue 33's table, written out again by hand. */
const HELD_BY: Record<Permission, Role[]> = {
  'seller:area': [O, M, F, P],
  'orders:view': [O, M, F, P],
  'orders:contact': [O, M, F],
  'orders:money': [O, M, F],
  'orders:production': [O, M, F, P],
  'orders:manage': [O, M, F],
  'orders:refund': [O, M],
  'products:manage': [O, M],
  'pricing:manage': [O, M],
  'bundles:manage': [O, M],
  'customers:manage': [O, M, F],
  'promos:manage': [O, M, F],
  'earnings:view': [O, M],
  'inbox:manage': [O, M, F],
  'quotes:manage': [O, M, F],
  'trade:manage': [O, M],
  'stores:manage': [O, M],
  'staff:manage': [O],
  'audit:view': [O, M],
  'settings:manage': [O],
  'integrations:manage': [O, M],
  'shop:buy': [C],
  'logos:own': [C],
  'promos:receive': [C],
};
/** Every role against every permission. */
const GRANTED = Object.fromEntries(
  Object.entries(HELD_BY).map(([permission, holder]) => [
    permission,
    Object.fromEntries(ROLES.map((role) => [role, holder.includes(role)])),
  ]),
) as Record<Permission, Record<Role, boolean>>;

describe('can', () => {
  it('has a row in this table for each permission', () => {
    expect([...PERMISSIONS].sort()).toEqual(Object.keys(GRANTED).sort());
  });

  it.each(ROLES.flatMap((role) => PERMISSIONS.map((permission) => [role, permission] as const)))(
    'a %s: %s',
    (role, permission) => {
      expect(can({ role }, permission)).toBe(GRANTED[permission][role]);
    },
  );

  it.each(PERMISSIONS)('a guest has no %s', (permission) => {
    expect(can(null, permission)).toBe(false);
    expect(can(undefined, permission)).toBe(false);
    expect(can({ role: null }, permission)).toBe(false);
    expect(can({}, permission)).toBe(false);
  });

  it.each(PERMISSIONS)('rolesWith(%s) lists exactly the roles granted it', (permission) => {
    expect(rolesWith(permission)).toEqual(ROLES.filter((role) => GRANTED[permission][role]));
  });

  it('grants nothing to a role it does not know (a row written by a newer release)', () => {
    expect(can({ role: 'packer' as Role }, 'orders:manage')).toBe(false);
  });
});

describe('roles and doors', () => {
  it.each<[Parameters<typeof roleOf>[0], Role | null, boolean, 'customer' | 'seller']>([
    [{ role: 'owner' }, 'owner', true, 'seller'],
    [{ role: 'production' }, 'production', true, 'seller'],
    [{ role: 'customer' }, 'customer', false, 'customer'],
    [null, null, false, 'customer'],
  ])('%o: role %s, the seller account %s, logs in at the %s door', (user, role, seller, door) => {
    expect(roleOf(user)).toBe(role);
    expect(isStaff(user)).toBe(seller);
    expect(loginDoorOf(user)).toBe(door);
  });

  it.each<[Permission, 'customer' | 'seller']>([
    ['orders:manage', 'seller'],
    ['seller:area', 'seller'],
    ['earnings:view', 'seller'],
    ['shop:buy', 'customer'],
    ['logos:own', 'customer'],
  ])('someone without %s is sent to the %s door', (permission, door) => {
    expect(loginDoorFor(permission)).toBe(door);
  });
});

describe('a refusal in words', () => {
  it.each(STAFF_ROLES)('tells a %s what they may not do: "You don\'t have permission to …"', (role) => {
    for (const permission of PERMISSIONS)
      expect(notPermittedMessage({ role }, permission)).toBe(
        `You don't have permission to ${PERMISSION_ACTIONS[permission]}.`,
      );
    expect(notPermittedMessage({ role }, 'orders:refund')).toBe(
      "You don't have permission to refund orders.",
    );
  });

  it("gives a customer and a guest the spec's words", () => {
    expect(notPermittedMessage({ role: 'customer' }, 'orders:view')).toBe(NOT_PERMITTED_MESSAGE);
    expect(notPermittedMessage(null, 'staff:manage')).toBe('Unauthorized access! You are not an admin.');
  });

  it('names every permission, and lists each role’s own', () => {
    expect(Object.keys(PERMISSION_ACTIONS).sort()).toEqual([...PERMISSIONS].sort());
    for (const role of ROLES) expect(permissionsOf({ role })).toEqual(ROLE_PERMISSIONS[role]);
    expect(permissionsOf(null)).toEqual([]);
    expect(isOwner({ role: 'owner' })).toBe(true);
    expect(isOwner({ role: 'manager' })).toBe(false);
  });
});
