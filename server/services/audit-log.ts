import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_AREA_LABELS,
  AUDIT_CSV_MAX_ROWS,
  AUDIT_PAGE_SIZE,
  auditChangesText,
  type AuditArea,
  type AuditEntryView,
} from '../../domain/audit';
import { csvRow } from '../../domain/csv';
import { addDays } from '../../domain/earnings';
import type { AuditQuery } from '../../domain/schemas/staff';
import type { Database } from '../db/client';
import { auditEvents } from '../db/schema';

/** The shop's day: an entry at 00:30 BST on 2 July is a 2 July entry. */
const SHOP_TIME_ZONE = 'Europe/London';

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-20 10:05:09" on the shop's clock: what a spreadsheet reads as a date and time. */
function londonDateTime(at: Date): string {
  const p = Object.fromEntries(LONDON.formatToParts(at).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

type AuditRow = typeof auditEvents.$inferSelect;

const toView = (row: AuditRow): AuditEntryView => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
  ip: row.ip,
  area: row.area as AuditArea,
  action: row.action,
  subjectId: row.subjectId,
  summary: row.summary,
  changes: row.changes,
});

const CSV_COLUMNS: [string, (e: AuditRow) => string][] = [
  ['When (London)', (e) => londonDateTime(e.at)],
  ['Who', (e) => e.actorName],
  ['E-mail', (e) => e.actorEmail],
  ['Address', (e) => e.ip ?? ''],
  ['Area', (e) => AUDIT_AREA_LABELS[e.area as AuditArea] ?? e.area],
  ['Action', (e) => e.action],
  ['Summary', (e) => e.summary],
  ['Changes', (e) => auditChangesText(e.changes)],
];

/**
 * The audit trail's reading side (issue 33): a page of entries by person, area and the shop's days, the people
 * who appear, and the CSV export. Writing is server/services/audit.ts's recordAudit; this module only reads.
 */
export function createAuditLogService(deps: { db: Database }) {
  const { db } = deps;

  /** The filters as one condition; `from`/`to` are whole days in London, `to` included. */
  const where = (query: Omit<AuditQuery, 'page'>): SQL | undefined =>
    and(
      query.actor ? eq(auditEvents.actorId, query.actor) : undefined,
      query.area ? eq(auditEvents.area, query.area) : undefined,
      query.from
        ? gte(auditEvents.at, sql`(${query.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`)
        : undefined,
      query.to
        ? lt(auditEvents.at, sql`(${addDays(query.to, 1)}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`)
        : undefined,
    );

  // newest first; entries written in one transaction share `at`, so the id keeps the order stable
  const newestFirst = [desc(auditEvents.at), desc(auditEvents.id)];

  return {
    /** A page of entries, newest first, and how many match in all. */
    async list(
      query: AuditQuery,
    ): Promise<{ entries: AuditEntryView[]; total: number; page: number; pageSize: number }> {
      const filter = where(query);
      const pageSize = AUDIT_PAGE_SIZE;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .where(filter)
          .orderBy(...newestFirst)
          .limit(pageSize)
          .offset((query.page - 1) * pageSize),
        db.select({ n: count() }).from(auditEvents).where(filter),
      ]);
      return { entries: rows.map(toView), total: counted?.n ?? 0, page: query.page, pageSize };
    },

    /** Everyone who appears in the trail (by their latest name), for the person filter. */
    async people(): Promise<{ id: string; name: string; email: string }[]> {
      const rows = await db
        .selectDistinctOn([auditEvents.actorId], {
          id: auditEvents.actorId,
          name: auditEvents.actorName,
          email: auditEvents.actorEmail,
        })
        .from(auditEvents)
        .where(sql`${auditEvents.actorId} is not null`)
        .orderBy(asc(auditEvents.actorId), desc(auditEvents.at));
      return rows
        .map((r) => ({ id: r.id!, name: r.name, email: r.email }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
    },

    /**
     * The matching entries as CSV (newest first, at most AUDIT_CSV_MAX_ROWS), with a UTF-8 byte order mark so a
     * spreadsheet reads names as written; a value a spreadsheet would run as a formula is written safely.
     */
    async csv(query: Omit<AuditQuery, 'page'>): Promise<string> {
      const rows = await db
        .select()
        .from(auditEvents)
        .where(where(query))
        .orderBy(...newestFirst)
        .limit(AUDIT_CSV_MAX_ROWS);
      return `\uFEFF${csvRow(CSV_COLUMNS.map(([header]) => header))}${rows
        .map((row) => csvRow(CSV_COLUMNS.map(([, value]) => value(row))))
        .join('')}`;
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
