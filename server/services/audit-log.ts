import type { AuditEntryView } from '../../domain/audit';
import type { AuditQuery } from '../../domain/schemas/staff';
import type { Database } from '../db/client';

/**
 * The audit trail's reading side (issue 33): a page of entries by person, area and date, the people who appear,
 * and the CSV export. Writing is server/services/audit.ts's recordAudit. CONTRACT STUB: helper D builds it.
 */
export function createAuditLogService(deps: { db: Database }) {
  void deps;
  const todo = (): never => {
    throw new Error('audit log: not built yet');
  };
  return {
    async list(
      query: AuditQuery,
    ): Promise<{ entries: AuditEntryView[]; total: number; page: number; pageSize: number }> {
      void query;
      return todo();
    },
    /** Everyone who appears in the trail, for the person filter. */
    async people(): Promise<{ id: string; name: string; email: string }[]> {
      return todo();
    },
    async csv(query: Omit<AuditQuery, 'page'>): Promise<string> {
      void query;
      return todo();
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
