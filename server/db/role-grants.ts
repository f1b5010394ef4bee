import { inArray, type SQL } from 'drizzle-orm';
import { rolesWith, type Permission } from '../../domain/permissions';
import { users } from './schema';

/** The condition "the account's role grants `permission`", for a query over `users` (the customer list, promo mails). */
export const roleGrants = (permission: Permission): SQL => inArray(users.role, rolesWith(permission));
