import { LIST_LIMITS } from '../../domain/list-limits';
import { createRoute, z } from '@hono/zod-openapi';
import {
  StatementRangeSchema,
  TradeAccountListQuerySchema,
  TradeApplicationSchema,
  TradeDecisionSchema,
  TradePaymentSchema,
} from '../../domain/schemas/trade';
import { TRADE_STATUSES } from '../../domain/trade';
import type { AppContext } from '../context';
import { requirePermission, requireUser, type SessionEnv } from '../http/session';
import { sellerOnly, sellerRefusals, sessionOnly } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, jsonBody, jsonContent } from './router';

const TAG = 'Trade accounts';
const pence = (what: string) => z.number().int().describe(`${what}, in pence`);

const TradeAccountJson = z
  .object({
    id: z.string(),
    status: z.enum(TRADE_STATUSES),
    businessName: z.string(),
    creditLimit: pence('The credit limit'),
    termsDays: z.number().int().describe('Invoices are due this many days after their date'),
    poRequired: z.boolean(),
    figures: z
      .object({
        balance: pence('Invoices less payments and credit notes (negative: in credit)'),
        outstanding: pence('Unpaid'),
        overdue: pence('Unpaid past the due date'),
        available: pence('Credit left under the limit'),
        overdueInvoices: z.number().int(),
      })
      .describe('Sums of the ledger'),
    invoices: z
      .array(z.object({}).loose())
      .describe('Each invoice with its due day, what is paid and owed, its PDF'),
    payments: z.array(z.object({}).loose()),
    creditNotes: z.array(z.object({}).loose()),
    events: z
      .array(z.object({}).loose())
      .describe('Every decision with who and when (seller only; empty for the customer)'),
  })
  .loose()
  .meta({ id: 'TradeAccount' });

const pdf = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
});
const IdParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const OrderParams = z.object({ orderId: z.string().openapi({ param: { name: 'orderId', in: 'path' } }) });
const notFound = errorResponse('No such trade account');
const customerRefusals = {
  401: errorResponse('Not logged in'),
  403: errorResponse('Not a customer account'),
};
const forCustomer = sessionOnly(TAG, requirePermission('shop:buy'));
const forSeller = sellerOnly(TAG, 'trade:manage');

const routes = {
  apply: createRoute({
    method: 'post',
    path: '/trade-account',
    operationId: 'applyForTradeAccount',
    summary: 'A customer applies for a trade account (pay on account against an invoice)',
    description:
      'The shop is mailed; the account is Pending until the seller decides. A declined business may apply again.',
    ...forCustomer,
    request: { body: jsonBody(TradeApplicationSchema) },
    responses: {
      201: jsonContent(z.object({ account: TradeAccountJson }), 'Applied: Pending'),
      ...bodyErrors,
      ...customerRefusals,
      409: errorResponse('Applied already'),
    },
  }),
  mine: createRoute({
    method: 'get',
    path: '/trade-account',
    operationId: 'getMyTradeAccount',
    summary: "The customer's own trade account with its invoices, payments and credit notes (null when none)",
    ...forCustomer,
    responses: {
      200: jsonContent(z.object({ account: TradeAccountJson.nullable() }), 'The account, or null'),
      ...customerRefusals,
    },
  }),
  myStatement: createRoute({
    method: 'get',
    path: '/trade-account/statement',
    operationId: 'getMyTradeStatement',
    summary: "The customer's statement PDF between two days (default: the last 90 days)",
    ...forCustomer,
    request: { query: StatementRangeSchema },
    responses: {
      200: pdf('The statement, as an attachment'),
      400: errorResponse('A bad date or range'),
      ...customerRefusals,
      404: errorResponse('No trade account'),
    },
  }),
  myInvoice: createRoute({
    method: 'get',
    path: '/trade-account/invoices/{orderId}',
    operationId: 'getMyTradeInvoice',
    summary: 'The invoice PDF of one of the account’s orders',
    ...forCustomer,
    request: { params: OrderParams },
    responses: {
      200: pdf('The invoice'),
      ...customerRefusals,
      404: errorResponse('Not an invoice of yours'),
    },
  }),
  myCreditNote: createRoute({
    method: 'get',
    path: '/trade-account/credit-notes/{orderId}',
    operationId: 'getMyTradeCreditNote',
    summary: 'The credit note PDF of one of the account’s cancelled or refunded orders',
    ...forCustomer,
    request: { params: OrderParams },
    responses: {
      200: pdf('The credit note'),
      ...customerRefusals,
      404: errorResponse('No such credit note of yours'),
    },
  }),
  list: createRoute({
    method: 'get',
    path: '/trade-accounts',
    operationId: 'listTradeAccounts',
    summary: 'Applications and accounts: pending first, then newest; by status, overdue, search; paged by 20',
    ...forSeller,
    request: { query: TradeAccountListQuerySchema },
    responses: {
      200: jsonContent(
        z.object({
          accounts: z.array(z.object({}).loose()).max(LIST_LIMITS.tradeAccounts),
          page: z.number().int(),
          pages: z.number().int(),
          total: z.number().int(),
          pending: z.number().int(),
        }),
        'A page of accounts',
      ),
      ...sellerRefusals,
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/trade-accounts/{id}',
    operationId: 'getTradeAccount',
    summary: 'One account with its ledger and every decision',
    ...forSeller,
    request: { params: IdParams },
    responses: {
      200: jsonContent(z.object({ account: TradeAccountJson }), 'The account'),
      ...sellerRefusals,
      404: notFound,
    },
  }),
  decide: createRoute({
    method: 'put',
    path: '/trade-accounts/{id}',
    operationId: 'decideTradeAccount',
    summary:
      'Approve (limit in pence, terms 7/14/30/60 days), decline with a reason, change limit or terms, suspend, reopen',
    description: 'Each decision is recorded with who and when, and mails the customer.',
    ...forSeller,
    request: { params: IdParams, body: jsonBody(TradeDecisionSchema) },
    responses: {
      200: jsonContent(z.object({ account: TradeAccountJson }), 'Decided'),
      ...bodyErrors,
      ...sellerRefusals,
      404: notFound,
      409: errorResponse('Not a move the account can make from where it is'),
    },
  }),
  payment: createRoute({
    method: 'post',
    path: '/trade-accounts/{id}/payments',
    operationId: 'recordTradePayment',
    summary: 'Record money received (pence, date, reference), against one invoice or the oldest first',
    description:
      'Part payments are allowed; more than is owed, a future date or another account’s invoice are refused. An invoice covered in full makes its order Paid.',
    ...forSeller,
    request: { params: IdParams, body: jsonBody(TradePaymentSchema) },
    responses: {
      201: jsonContent(z.object({ account: TradeAccountJson }), 'Recorded'),
      ...bodyErrors,
      ...sellerRefusals,
      404: notFound,
    },
  }),
  statement: createRoute({
    method: 'get',
    path: '/trade-accounts/{id}/statement',
    operationId: 'getTradeStatement',
    summary: "An account's statement PDF between two days (default: the last 90 days)",
    ...forSeller,
    request: { params: IdParams, query: StatementRangeSchema },
    responses: {
      200: pdf('The statement'),
      400: errorResponse('A bad date or range'),
      ...sellerRefusals,
      404: notFound,
    },
  }),
  statementMail: createRoute({
    method: 'post',
    path: '/trade-accounts/{id}/statement-mail',
    operationId: 'mailTradeStatement',
    summary: "Mail the statement PDF to the account's contact",
    ...forSeller,
    request: { params: IdParams, body: jsonBody(StatementRangeSchema) },
    responses: {
      202: jsonContent(z.object({ message: z.string() }), 'On its way'),
      ...bodyErrors,
      ...sellerRefusals,
      404: notFound,
    },
  }),
};

/** Trade accounts (issue 31): the customer's application and account, the seller's decisions and ledger. */
export function tradeApi(ctx: AppContext) {
  const { trade, documents } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  const seller = (c: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(c);
    return { id: user.id, label: `Seller (${user.email})` };
  };
  const send = (body: Buffer, filename: string) =>
    new Response(new Uint8Array(body), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Content-Length': String(body.byteLength),
      },
    });

  app.openapi(routes.apply, async (c) => {
    const user = requireUser(c);
    const account = await trade.apply(
      { id: user.id, email: user.email, name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() },
      c.req.valid('json'),
    );
    return c.json({ account }, 201);
  });
  app.openapi(routes.mine, async (c) => c.json({ account: await trade.mine(requireUser(c).id) }, 200));
  app.openapi(routes.myStatement, async (c) => {
    const statement = await trade.statementForUser(requireUser(c).id, c.req.valid('query'));
    const { pdf, filename } = await trade.statementDocument(statement);
    return send(pdf, filename);
  });
  app.openapi(routes.myInvoice, async (c) => {
    const orderId = await trade.ownOrder(requireUser(c).id, c.req.valid('param').orderId);
    return send(await documents.invoice(orderId), `invoice_${orderId}.pdf`);
  });
  app.openapi(routes.myCreditNote, async (c) => {
    const orderId = await trade.ownOrder(requireUser(c).id, c.req.valid('param').orderId);
    return send(await documents.creditNote(orderId), `credit-note_${orderId}.pdf`);
  });
  app.openapi(routes.list, async (c) => c.json(await trade.list(c.req.valid('query')), 200));
  app.openapi(routes.get, async (c) => c.json({ account: await trade.get(c.req.valid('param').id) }, 200));
  app.openapi(routes.decide, async (c) => {
    const account = await trade.decide(c.req.valid('param').id, c.req.valid('json'), seller(c));
    return c.json({ account }, 200);
  });
  app.openapi(routes.payment, async (c) => {
    const account = await trade.recordPayment(c.req.valid('param').id, c.req.valid('json'), seller(c));
    return c.json({ account }, 201);
  });
  app.openapi(routes.statement, async (c) => {
    const statement = await trade.statement(c.req.valid('param').id, c.req.valid('query'));
    const { pdf, filename } = await trade.statementDocument(statement);
    return send(pdf, filename);
  });
  app.openapi(routes.statementMail, async (c) => {
    const account = await trade.get(c.req.valid('param').id);
    await trade.sendStatement(account.id, c.req.valid('json'), seller(c));
    return c.json({ message: `The statement is on its way to ${account.contactEmail}.` }, 202);
  });
  return app;
}
