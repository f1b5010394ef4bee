import type { SessionView } from '../../../domain/staff';
import type { Database } from '../../db/client';

/**
 * A staff member's (or anyone's) signed-in devices: list them, end one or all but this one (issue 33).
 * CONTRACT STUB: helper B builds it.
 */
export function createSessionsService(deps: { db: Database }) {
  void deps;
  const todo = (): never => {
    throw new Error('sessions service: not built yet');
  };
  return {
    async list(userId: string, currentSessionId: string): Promise<SessionView[]> {
      void [userId, currentSessionId];
      return todo();
    },
    /** 404 for another account's session. */
    async end(userId: string, sessionId: string): Promise<void> {
      void [userId, sessionId];
      return todo();
    },
    async endAllBut(userId: string, keepSessionId: string | null): Promise<void> {
      void [userId, keepSessionId];
      return todo();
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
