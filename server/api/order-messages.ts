import { LIST_LIMITS } from '../../domain/list-limits';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../context';
import { requireUser, type SessionEnv } from '../http/session';
import { sellerActor } from '../services/orders/order-events';
import type { SentOrderEmail } from '../services/order-messages';
import { sellerOnly, sellerRefusals } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, jsonBody, jsonContent, messageResponse } from './router';
import { IdParamsSchema } from './validators/orders';
import {
  DeleteOrderEmailBodySchema,
  OrderEmailBodySchema,
  OrderNoteBodySchema,
} from './validators/order-messages';

const refusals = {
  ...sellerRefusals,
  404: errorResponse('No such order'),
};

const OrderEmailSchema = z
  .object({
    _id: z.string(),
    to: z.string(),
    message: z.string(),
    status: z.enum(['sending', 'sent']).openapi({ description: 'sending until the mail worker has sent it' }),
    sentAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('OrderEmail');

const getNoteRoute = createRoute({
  ...sellerOnly('Orders', 'orders:manage'),
  method: 'get',
  path: '/{id}/message',
  operationId: 'getOrderNote',
  summary: "The order's private note ('' when there is none); never shown to the customer (seller)",
  request: { params: IdParamsSchema },
  responses: {
    200: messageResponse('The note'),
    ...refusals,
  },
});

const saveNoteRoute = createRoute({
  ...sellerOnly('Orders', 'orders:manage'),
  method: 'put',
  path: '/{id}/message',
  operationId: 'saveOrderNote',
  summary: "Saves the order's private note; an empty message deletes it (seller)",
  request: { params: IdParamsSchema, body: jsonBody(OrderNoteBodySchema) },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), message: z.string(), note: z.string() }),
      "'Note saved successfully!', or 'Note deleted successfully!' for an empty note",
    ),
    ...bodyErrors,
    ...refusals,
  },
});

const sendEmailRoute = createRoute({
  ...sellerOnly('Orders', 'orders:manage'),
  method: 'post',
  path: '/{id}/send-email',
  operationId: 'sendOrderEmail',
  summary: "E-mails the order's customer; the mail worker sends it once, after the commit (seller)",
  request: { params: IdParamsSchema, body: jsonBody(OrderEmailBodySchema) },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), message: z.string(), email: OrderEmailSchema }),
      "'Email sent successfully!'",
    ),
    ...bodyErrors,
    ...refusals,
    409: errorResponse('The customer was deleted: there is no address to write to'),
  },
});

const listEmailsRoute = createRoute({
  ...sellerOnly('Orders', 'orders:manage'),
  method: 'get',
  path: '/{id}/getEmailMessage',
  operationId: 'listOrderEmails',
  summary: 'The e-mails sent to the customer from this order, newest first, deleted ones left out (seller)',
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), emails: z.array(OrderEmailSchema).max(LIST_LIMITS.orderEmails) }),
      'The e-mails',
    ),
    ...refusals,
  },
});

const deleteEmailRoute = createRoute({
  ...sellerOnly('Orders', 'orders:manage'),
  method: 'put',
  path: '/{id}/deleteEmail',
  operationId: 'deleteOrderEmail',
  summary: "Removes a sent e-mail from the order's list; the record is kept (seller)",
  request: { params: IdParamsSchema, body: jsonBody(DeleteOrderEmailBodySchema) },
  responses: {
    200: messageResponse("'Email deleted successfully!'"),
    ...bodyErrors,
    ...refusals,
  },
});

function emailJson(e: SentOrderEmail) {
  return {
    _id: e.id,
    to: e.to,
    message: e.message,
    status: e.sentAt ? ('sent' as const) : ('sending' as const),
    sentAt: e.sentAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
  };
}

/** What the seller writes on an order: the private note and e-mails to the customer. */
export function orderMessagesApi(ctx: AppContext) {
  const { orderMessages } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  app.openapi(getNoteRoute, async (c) => {
    const message = await orderMessages.getNote(c.req.valid('param').id);
    return c.json({ success: true as const, message }, 200);
  });
  app.openapi(saveNoteRoute, async (c) => {
    const { message } = c.req.valid('json');
    const done = await orderMessages.saveNote(c.req.valid('param').id, message, sellerActor(requireUser(c)));
    return c.json(
      {
        success: true as const,
        message: done === 'saved' ? 'Note saved successfully!' : 'Note deleted successfully!',
        note: message,
      },
      200,
    );
  });
  app.openapi(sendEmailRoute, async (c) => {
    const { message } = c.req.valid('json');
    const email = await orderMessages.sendEmail(
      c.req.valid('param').id,
      message,
      sellerActor(requireUser(c)),
    );
    return c.json(
      { success: true as const, message: 'Email sent successfully!', email: emailJson(email) },
      200,
    );
  });
  app.openapi(listEmailsRoute, async (c) => {
    const emails = await orderMessages.listEmails(c.req.valid('param').id);
    return c.json({ success: true as const, emails: emails.map(emailJson) }, 200);
  });
  app.openapi(deleteEmailRoute, async (c) => {
    const { email } = c.req.valid('json');
    await orderMessages.deleteEmail(c.req.valid('param').id, email, sellerActor(requireUser(c)));
    return c.json({ success: true as const, message: 'Email deleted successfully!' }, 200);
  });
  return app;
}
