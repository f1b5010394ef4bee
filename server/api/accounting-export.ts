import { createRoute, z } from '@hono/zod-openapi';
import {
  ACCOUNTING_FORMATS,
  AccountingSettingsSchema,
  exportFileName,
  MAX_EXPORT_DAYS,
  parseExportRange,
} from '../../domain/accounting-export';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { sellerOnly, sellerRefusals } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, jsonBody, jsonContent } from './router';

const SettingsSchema = AccountingSettingsSchema;

const exportRoute = createRoute({
  ...sellerOnly('Orders', 'earnings:view'),
  method: 'get',
  path: '/export',
  operationId: 'getAccountingExportCsv',
  summary: `A range's sales invoices and credit notes as CSV for Xero's sales invoice import or QuickBooks Online (at most ${MAX_EXPORT_DAYS} days; the orders the earnings report counts) (seller)`,
  request: {
    query: z
      .object({
        format: z.enum(ACCOUNTING_FORMATS).openapi({ example: 'xero' }),
        from: z.string().openapi({ example: '2027-01-01', description: 'first London day, YYYY-MM-DD' }),
        to: z.string().openapi({ example: '2027-03-31', description: 'last London day, YYYY-MM-DD' }),
      })
      .strict(),
  },
  responses: {
    200: {
      description:
        'The CSV (xero-sales_FROM_TO.csv or quickbooks-invoices_FROM_TO.csv): one row per invoice or credit note line, pounds with two decimals, tax inclusive, credit notes negative',
      content: { 'text/csv': { schema: z.string() } },
    },
    400: errorResponse(
      'A format, date or range refused (more than the days an export covers, or from after to)',
    ),
    ...sellerRefusals,
  },
});

const getSettingsRoute = createRoute({
  ...sellerOnly('Settings', 'integrations:manage'),
  method: 'get',
  path: '/accounting',
  operationId: 'getAccountingSettings',
  summary: "The accounting export's account code and tax types (Owner, Manager)",
  responses: { 200: jsonContent(SettingsSchema, 'The settings, or the defaults'), ...sellerRefusals },
});

const putSettingsRoute = createRoute({
  ...sellerOnly('Settings', 'integrations:manage'),
  method: 'put',
  path: '/accounting',
  operationId: 'updateAccountingSettings',
  summary: "Sets the accounting export's account code and tax types (Owner, Manager)",
  request: { body: jsonBody(SettingsSchema) },
  responses: {
    200: jsonContent(SettingsSchema, 'The settings as saved'),
    ...bodyErrors,
    ...sellerRefusals,
  },
});

/** /api/earnings/export: the accounting export (issue 36). */
export function accountingExportApi(ctx: AppContext) {
  const { accountingExport } = ctx.services;
  return createApiRouter().openapi(exportRoute, async (c) => {
    const { format, from, to } = c.req.valid('query');
    const range = parseExportRange(from, to);
    if (!range.ok) throw badRequest(range.error);
    const stream = await accountingExport.csv(format, range.from, range.to);
    return new Response(stream.pipeThrough(new TextEncoderStream()), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(format, range.from, range.to)}"`,
      },
    });
  });
}

/** /api/settings/accounting: the export's account code and tax types, under integrations:manage. */
export function accountingSettingsApi(ctx: AppContext) {
  const { accountingExport } = ctx.services;
  return createApiRouter()
    .openapi(getSettingsRoute, async (c) => c.json(await accountingExport.settings(), 200))
    .openapi(putSettingsRoute, async (c) =>
      c.json(await accountingExport.setSettings(c.req.valid('json')), 200),
    );
}
