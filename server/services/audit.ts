import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditEntryInput } from '../../domain/audit';
import { isStaff, type Role } from '../../domain/permissions';
import type { DbOrTx } from '../db/client';
import { auditEvents } from '../db/schema';

/**
 * The audit trail's writing side (issue 33). Who did it and from where belong to the request, not to each
 * service's arguments: the HTTP app runs every request in a scope holding the client's address
 * (`runInRequestScope`), the guards put the staff member in it once their permission is checked
 * (`setRequestActor`), and a service calls `recordAudit(tx, …)` inside the transaction of the change it
 * records, so the entry and the change are saved together or not at all.
 *
 * Append-only: this module only inserts; no code updates or deletes `audit_events` (a test reads the SQL the
 * services issue, and the migration's trigger refuses both).
 */

/** Who an entry is by: a staff member (or, for a failed sign-in, whoever tried). */
export interface AuditActor {
  id: string | null;
  name: string;
  email: string;
}

interface RequestScope {
  ip: string | null;
  actor: AuditActor | null;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs a request's work with its client address known to recordAudit. */
export function runInRequestScope<T>(ip: string | null, work: () => T): T {
  return requestScope.run({ ip, actor: null }, work);
}

/** The request's staff member, set by the guards; a customer or a guest is no actor (their writes aren't staff's). */
export function setRequestActor(user: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}): void {
  const scope = requestScope.getStore();
  if (!scope || !isStaff(user)) return;
  scope.actor = { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
}

/** The request's staff member, if a guard has put one in its scope. */
export function requestActor(): AuditActor | null {
  return requestScope.getStore()?.actor ?? null;
}

/** The request's client address, if it runs in a scope. */
export function requestIp(): string | null {
  return requestScope.getStore()?.ip ?? null;
}

/**
 * Writes one entry in `tx` (the transaction of the change it records) when a staff member did it: the request's
 * actor, or `actor` when the caller knows better (a sign-in, before the request has one). A customer's or the
 * shop's own write (a guest's checkout, a timed job) records nothing.
 */
export async function recordAudit(
  tx: DbOrTx,
  entry: AuditEntryInput,
  actor: AuditActor | null = requestActor(),
): Promise<void> {
  if (!actor) return;
  await tx.insert(auditEvents).values({
    actorId: actor.id,
    actorName: actor.name,
    actorEmail: actor.email,
    ip: requestIp(),
    area: entry.area,
    action: entry.action,
    subjectId: entry.subjectId ?? null,
    summary: entry.summary,
    changes: entry.changes ?? [],
  });
}
