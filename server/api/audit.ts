import { LIST_LIMITS } from '../../domain/list-limits';
import { createRoute, z } from '@hono/zod-openapi';
import { AUDIT_AREAS, AUDIT_PAGE_SIZE } from '../../domain/audit';
import { AuditQuerySchema } from '../../domain/schemas/staff';
import type { AppContext } from '../context';
import { type SessionEnv } from '../http/session';
import { sellerOnly, sellerRefusals } from './route-access';
import { createApiRouter, errorResponse } from './router';

const AuditValueSchema = z.unknown().openapi({
  description: 'The value as saved: text, a number (money in integer pence), true/false, a list or null',
});

const AuditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string().openapi({ description: 'When, ISO 8601' }),
    actor: z.object({
      id: z
        .string()
        .nullable()
        .openapi({ description: 'The staff member; null for a failed sign-in of no account' }),
      name: z.string(),
      email: z.string(),
    }),
    ip: z.string().nullable().openapi({ description: 'The address the request came from' }),
    area: z.enum(AUDIT_AREAS),
    action: z.string().openapi({ example: 'order.tracking' }),
    subjectId: z
      .string()
      .nullable()
      .openapi({ description: "The thing changed (an order's, a product's id)" }),
    summary: z.string().openapi({ example: 'Set tracking on order #1042.' }),
    changes: z.array(z.object({ field: z.string(), before: AuditValueSchema, after: AuditValueSchema })),
  })
  .openapi('AuditEntry');

const AuditListQuerySchema = AuditQuerySchema.extend({
  format: z.enum(['json', 'csv']).optional().openapi({
    description: "`csv`: every matching entry as a CSV file (the page's Export CSV), not a page",
  }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listAuditEntries',
  summary:
    'The audit trail: what staff did (every write, sign-in and two-step change), newest first, filtered by person, area and the shop’s days (from/to YYYY-MM-DD, London, both included); `format=csv` exports it (Owner, Manager)',
  ...sellerOnly('Audit', 'audit:view'),
  request: { query: AuditListQuerySchema },
  responses: {
    200: {
      description: `A page of ${AUDIT_PAGE_SIZE} entries and how many match in all; with format=csv, the CSV as an attachment audit.csv (UTF-8 with a byte order mark)`,
      content: {
        'application/json': {
          schema: z.object({
            entries: z.array(AuditEntrySchema).max(LIST_LIMITS.audit),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
        },
        'text/csv': { schema: z.string() },
      },
    },
    400: errorResponse('A filter is not valid: `message` says which'),
    ...sellerRefusals,
  },
});

/** The audit trail's reading operations (issue 33): a page of entries, or all of them as CSV. */
export function auditApi(ctx: AppContext) {
  const { auditLog } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  app.openapi(listRoute, async (c) => {
    const { format, ...query } = c.req.valid('query');
    if (format === 'csv') {
      const { page: _page, ...filter } = query;
      return new Response(await auditLog.csv(filter), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="audit.csv"',
          'Cache-Control': 'no-store',
        },
      });
    }
    return c.json(await auditLog.list(query), 200);
  });
  return app;
}
