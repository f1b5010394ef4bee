import { LIST_LIMITS } from '../../../domain/list-limits';
import Bowser from 'bowser';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { isUuid } from '../../../domain/ids';
import { STAFF_MORE_MESSAGES, type SessionView } from '../../../domain/staff';
import type { Database, DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';

/** "Chrome 131 on Linux" from a browser's user agent; "Unknown browser" when it says nothing useful. */
export function browserLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = browser.name ? [browser.name, major].filter(Boolean).join(' ') : 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}

/** A user's signed-in devices: sessions not expired and not waiting for their second step. */
const liveSessionsOf = (userId: string) =>
  and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`), eq(sessions.secondStepPending, false));

/**
 * Ends every session of a user (waiting second steps too), but `keepSessionId`'s: a disabled, removed or
 * re-roled member, or "end all other sessions". Their cookie stops on its next request. The number ended.
 */
export async function endSessionsOf(tx: DbOrTx, userId: string, keepSessionId: string | null = null) {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * A staff member's (or anyone's) signed-in devices: list them, end one or all but this one (issue 33). Ending is
 * written to the audit trail when a staff member does it.
 */
export function createSessionsService(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** The devices, most recently seen first; `current` marks the one asking. */
    async list(userId: string, currentSessionId: string): Promise<SessionView[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(liveSessionsOf(userId))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
        .limit(LIST_LIMITS.sessions);
      return rows.map((s) => ({
        id: s.id,
        browser: browserLabel(s.userAgent),
        ip: s.ip,
        lastSeenAt: s.lastSeenAt.toISOString(),
        createdAt: s.createdAt.toISOString(),
        current: s.id === currentSessionId,
      }));
    },

    /** Ends one of the user's sessions (this one too: that is logging out). 404 for another account's session. */
    async end(userId: string, sessionId: string): Promise<void> {
      if (!isUuid(sessionId)) throw new AppError('not_found', STAFF_MORE_MESSAGES.sessionNotFound);
      await db.transaction(async (tx) => {
        const [ended] = await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
          .returning({ userAgent: sessions.userAgent, ip: sessions.ip });
        if (!ended) throw new AppError('not_found', STAFF_MORE_MESSAGES.sessionNotFound);
        const device = `${browserLabel(ended.userAgent)}${ended.ip ? ` (${ended.ip})` : ''}`;
        await recordAudit(tx, {
          area: 'sign-in',
          action: 'session.end',
          subjectId: sessionId,
          summary: `Ended a signed-in session: ${device}.`,
        });
      });
    },

    /** Ends every session of the user but `keepSessionId` (all of them when null); the number ended. */
    async endAllBut(userId: string, keepSessionId: string | null): Promise<number> {
      return db.transaction(async (tx) => {
        const ended = await endSessionsOf(tx, userId, keepSessionId);
        if (ended > 0) {
          await recordAudit(tx, {
            area: 'sign-in',
            action: 'session.end',
            subjectId: userId,
            summary: `Ended ${plural(ended, keepSessionId ? 'other session' : 'session')}.`,
            changes: [{ field: 'sessions', before: ended, after: 0 }],
          });
        }
        return ended;
      });
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
