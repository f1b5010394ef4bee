import { LIST_LIMITS } from '../../domain/list-limits';
import { createRoute, z } from '@hono/zod-openapi';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from '../../domain/data-requests';
import { DATA_RIGHTS_MESSAGES } from '../../domain/data-rights';
import { DeleteAccountSchema } from '../../domain/schemas/data-rights';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { clearSessionCookie, requirePermission, requireUser, type SessionEnv } from '../http/session';
import { sellerOnly, sellerRefusals, sessionOnly } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, jsonBody, jsonContent } from './router';
import { IdParamsSchema } from './validators/orders';

const TAG = 'Data rights';

const DataRequestSchema = z
  .object({
    id: z.string(),
    kind: z
      .enum(DATA_REQUEST_KINDS)
      .openapi({ description: 'export: a download of their data; delete: their own deletion' }),
    status: z.enum(DATA_REQUEST_STATUSES).openapi({
      description:
        'export: preparing → ready (the link mailed) → downloaded (once), or expired after 24 hours, or failed; delete: done',
    }),
    createdAt: z.string(),
    expiresAt: z.string().nullable().openapi({ description: "Until when a ready export's link works" }),
    downloadedAt: z.string().nullable(),
    completedAt: z
      .string()
      .nullable()
      .openapi({ description: 'When the export was ready, or the deletion done' }),
  })
  .openapi('DataRequest');

const RequestList = z.object({ requests: z.array(DataRequestSchema).max(LIST_LIMITS.dataRequests) });
const customerRefusals = {
  401: errorResponse('Not logged in'),
  403: errorResponse('Not a customer account (staff have no shop data to download or delete here)'),
};
const forCustomer = sessionOnly(TAG, requirePermission('shop:buy'));

const routes = {
  mine: createRoute({
    method: 'get',
    path: '/account/data-requests',
    operationId: 'listMyDataRequests',
    summary: "The logged-in customer's data requests, newest first (at most 20)",
    ...forCustomer,
    responses: { 200: jsonContent(RequestList, 'Your requests'), ...customerRefusals },
  }),
  requestExport: createRoute({
    method: 'post',
    path: '/account/data-requests',
    operationId: 'requestMyData',
    summary:
      'Download my data: a ZIP of profile, addresses, orders, quotes, logos and consent history (JSON and CSV) is prepared by a job and its link mailed; the link works once, for 24 hours, signed in',
    ...forCustomer,
    responses: {
      202: jsonContent(
        z.object({ success: z.literal(true), message: z.string(), request: DataRequestSchema }),
        'Recorded and being prepared (or the one already being prepared)',
      ),
      ...customerRefusals,
    },
  }),
  download: createRoute({
    method: 'get',
    path: '/account/data-requests/{id}/download',
    operationId: 'downloadMyData',
    summary: "The prepared ZIP, once, for the signed-in owner with the mailed link's token",
    ...forCustomer,
    request: {
      params: IdParamsSchema,
      query: z.object({
        token: z.string().max(200).openapi({ description: 'The token in the mailed link' }),
      }),
    },
    responses: {
      200: {
        description: 'The ZIP, as an attachment; the request becomes downloaded',
        content: { 'application/zip': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
      },
      400: errorResponse('No token'),
      ...customerRefusals,
      404: errorResponse(
        "No such request of yours, or the token isn't its own (another customer's is never found)",
      ),
      409: errorResponse('Not ready yet'),
      410: errorResponse('Used already, or expired (after 24 hours): ask again'),
    },
  }),
  deleteAccount: createRoute({
    method: 'post',
    path: '/account/delete',
    operationId: 'deleteMyAccount',
    summary:
      "Delete my account: anonymised as the seller's delete does (name, e-mail, phone, password, addresses, logos not on orders, sessions go; orders and their money stay); the session ends",
    ...forCustomer,
    request: { body: jsonBody(DeleteAccountSchema) },
    responses: {
      200: jsonContent(
        z.object({ success: z.literal(true), message: z.string() }),
        'Deleted; the session cookie is cleared',
      ),
      ...bodyErrors,
      ...customerRefusals,
      409: errorResponse(
        'Refused: an order is still being made or sent, or the trade account has unpaid invoices (the message names them)',
      ),
      429: errorResponse('Too many wrong passwords: wait and try again'),
    },
  }),
  forCustomer: createRoute({
    method: 'get',
    path: '/customers/{id}/data-requests',
    operationId: 'listCustomerDataRequests',
    summary:
      "A customer's data requests (downloads and their own deletion), newest first, at most 20 (seller)",
    ...sellerOnly(TAG, 'customers:manage'),
    request: { params: IdParamsSchema },
    responses: {
      200: jsonContent(RequestList, 'Their requests'),
      ...sellerRefusals,
      404: errorResponse('No such customer'),
    },
  }),
};

/** Issue 34's data rights: a customer's download of their data, deleting their own account, the seller's view. */
export function dataRightsApi(ctx: AppContext) {
  const { dataRights } = ctx.services;
  const app = createApiRouter<SessionEnv>();

  app.openapi(routes.mine, async (c) => c.json({ requests: await dataRights.mine(requireUser(c).id) }, 200));

  app.openapi(routes.requestExport, async (c) => {
    const { request, message } = await dataRights.requestExport(requireUser(c).id);
    return c.json({ success: true as const, message, request }, 202);
  });

  app.openapi(routes.download, async (c) => {
    const { body, filename } = await dataRights.download(
      requireUser(c).id,
      c.req.valid('param').id,
      c.req.valid('query').token,
    );
    return new Response(new Uint8Array(body), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Content-Length': String(body.byteLength),
        'Cache-Control': 'no-store',
      },
    }) as never;
  });

  app.openapi(routes.deleteAccount, async (c) => {
    await dataRights.deleteOwnAccount(requireUser(c).id, c.req.valid('json').password);
    clearSessionCookie(c);
    return c.json({ success: true as const, message: DATA_RIGHTS_MESSAGES.deleted }, 200);
  });

  app.openapi(routes.forCustomer, async (c) => {
    const requests = await dataRights.forCustomer(c.req.valid('param').id);
    if (!requests) throw new AppError('not_found', 'Customer not found');
    return c.json({ requests }, 200);
  });

  return app;
}
