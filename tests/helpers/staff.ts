import { hash } from '@node-rs/argon2';
import { and, asc, eq } from 'drizzle-orm';
import type { StaffRole } from '../../domain/permissions';
import type { Database } from '../../server/db/client';
import { auditEvents, users } from '../../server/db/schema';

let n = 0;

/** A staff member straight in the database (verified, password set), for tests that need one of a role. */
export async function createStaffMember(
  db: Database,
  role: StaffRole,
  overrides: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
) {
  n++;
  const password = overrides.password ?? 'staff-password-1';
  const [user] = await db
    .insert(users)
    .values({
      email: overrides.email ?? `${role}-${n}-${Date.now()}@staff.test`,
      passwordHash: await hash(password),
      role,
      firstName: overrides.firstName ?? role[0]!.toUpperCase() + role.slice(1),
      lastName: overrides.lastName ?? `Member${n}`,
      verifiedAt: new Date(),
    })
    .returning();
  return { ...user!, password };
}

/** The audit entries of an action (oldest first), optionally of one subject: what a test checks was written. */
export async function auditEntriesOf(db: Database, action: string, subjectId?: string) {
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), subjectId ? eq(auditEvents.subjectId, subjectId) : undefined))
    .orderBy(asc(auditEvents.at));
}
