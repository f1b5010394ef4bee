import { createRoute, z } from '@hono/zod-openapi';
import { LIST_LIMITS, listPageSchema, listPageSizeSchema } from '../../domain/list-limits';
import { WEBHOOK_EVENTS } from '../../domain/webhooks';
import type { AppContext } from '../context';
import { sellerOnly, sellerRefusals } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, jsonBody, jsonContent } from './router';

const seller = sellerOnly('Webhooks', 'integrations:manage');

const EndpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)).max(WEBHOOK_EVENTS.length),
    description: z.string().nullable(),
    active: z.boolean(),
    createdAt: z.string(),
    archivedAt: z.string().nullable(),
  })
  .openapi('WebhookEndpoint');

const DeliverySchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    type: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number(),
    lastAttemptAt: z.string().nullable(),
    responseCode: z.number().nullable(),
    responseBody: z
      .string()
      .nullable()
      .openapi({ description: 'The first 1 KB of the answer, or the error' }),
    createdAt: z.string(),
  })
  .openapi('WebhookDelivery');

const EndpointBody = z
  .object({
    url: z
      .string()
      .trim()
      .min(1)
      .max(2000)
      .openapi({ description: 'https:// (http://localhost in test/development)' }),
    events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length),
    description: z.string().trim().max(200).optional(),
  })
  .strict();
const EndpointPatch = EndpointBody.partial().extend({ active: z.boolean().optional() }).strict();
const Params = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });
const refused = errorResponse(
  'A URL that is not https, or whose host resolves to a private, loopback, link-local or multicast address',
);
const missing = errorResponse('No such endpoint or delivery');

const listRoute = createRoute({
  ...seller,
  method: 'get',
  path: '/endpoints',
  operationId: 'listWebhookEndpoints',
  summary: 'The webhook endpoints (not archived ones), newest first; never their secrets',
  responses: {
    200: jsonContent(
      z.object({ endpoints: z.array(EndpointSchema).max(LIST_LIMITS.webhookEndpoints) }),
      'Endpoints',
    ),
    ...sellerRefusals,
  },
});

const createEndpointRoute = createRoute({
  ...seller,
  method: 'post',
  path: '/endpoints',
  operationId: 'createWebhookEndpoint',
  summary: 'Add an endpoint; the answer holds its signing secret, shown this once and never again',
  request: { body: jsonBody(EndpointBody) },
  responses: {
    201: jsonContent(
      z.object({ endpoint: EndpointSchema, secret: z.string() }),
      'The endpoint and its secret',
    ),
    ...bodyErrors,
    400: refused,
    ...sellerRefusals,
  },
});

const updateRoute = createRoute({
  ...seller,
  method: 'patch',
  path: '/endpoints/{id}',
  operationId: 'updateWebhookEndpoint',
  summary: 'Change an endpoint’s URL, events, description or switch it on or off',
  request: { params: Params, body: jsonBody(EndpointPatch) },
  responses: {
    200: jsonContent(z.object({ endpoint: EndpointSchema }), 'The endpoint'),
    ...bodyErrors,
    400: refused,
    ...sellerRefusals,
    404: missing,
    409: errorResponse('The endpoint is archived'),
  },
});

const archiveRoute = createRoute({
  ...seller,
  method: 'post',
  path: '/endpoints/{id}/archive',
  operationId: 'archiveWebhookEndpoint',
  summary: 'Archive an endpoint: nothing more is sent to it; its log stays',
  request: { params: Params },
  responses: {
    200: jsonContent(z.object({ success: z.literal(true) }), 'Archived'),
    ...sellerRefusals,
    404: missing,
  },
});

const rollSecretRoute = createRoute({
  ...seller,
  method: 'post',
  path: '/endpoints/{id}/secret',
  operationId: 'rollWebhookSecret',
  summary:
    'A new signing secret for the endpoint, shown this once; the old one stops at once (deliveries still waiting are signed with the new one)',
  request: { params: Params },
  responses: {
    200: jsonContent(
      z.object({ endpoint: EndpointSchema, secret: z.string() }),
      'The endpoint and its new secret',
    ),
    ...sellerRefusals,
    404: missing,
    409: errorResponse('The endpoint is archived'),
  },
});

const deliveriesRoute = createRoute({
  ...seller,
  method: 'get',
  path: '/endpoints/{id}/deliveries',
  operationId: 'listWebhookDeliveries',
  summary: 'An endpoint’s delivery log, newest first, a page at a time',
  request: {
    params: Params,
    query: z
      .object({
        page: listPageSchema.optional(),
        pageSize: listPageSizeSchema('webhookDeliveries').optional(),
      })
      .strict(),
  },
  responses: {
    200: jsonContent(
      z.object({
        deliveries: z.array(DeliverySchema).max(LIST_LIMITS.webhookDeliveries),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
      }),
      'A page of the log',
    ),
    ...bodyErrors,
    ...sellerRefusals,
    404: missing,
  },
});

const resendRoute = createRoute({
  ...seller,
  method: 'post',
  path: '/deliveries/{id}/resend',
  operationId: 'resendWebhookDelivery',
  summary: 'Send a delivery again (the same event id and body, newly signed)',
  request: { params: Params },
  responses: {
    202: jsonContent(z.object({ delivery: DeliverySchema }), 'Queued'),
    ...sellerRefusals,
    404: missing,
  },
});

const testRoute = createRoute({
  ...seller,
  method: 'post',
  path: '/endpoints/{id}/test',
  operationId: 'sendWebhookTestEvent',
  summary: 'Send a `ping` test event to this endpoint',
  request: { params: Params },
  responses: {
    202: jsonContent(z.object({ deliveryId: z.string(), eventId: z.string() }), 'Queued'),
    ...sellerRefusals,
    404: missing,
    409: errorResponse('The endpoint is archived'),
  },
});

/** Outgoing webhooks (issue 36): the seller's endpoints, their logs, resends and test events. */
export function webhooksApi(ctx: AppContext) {
  const { webhooks } = ctx.services;
  const app = createApiRouter();
  app.openapi(listRoute, async (c) => c.json({ endpoints: await webhooks.list() }, 200));
  app.openapi(createEndpointRoute, async (c) => c.json(await webhooks.create(c.req.valid('json')), 201));
  app.openapi(updateRoute, async (c) =>
    c.json({ endpoint: await webhooks.update(c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  app.openapi(archiveRoute, async (c) => {
    await webhooks.archive(c.req.valid('param').id);
    return c.json({ success: true as const }, 200);
  });
  app.openapi(rollSecretRoute, async (c) => c.json(await webhooks.rollSecret(c.req.valid('param').id), 200));
  app.openapi(deliveriesRoute, async (c) => {
    const { page = 1, pageSize = 20 } = c.req.valid('query');
    const log = await webhooks.deliveries(c.req.valid('param').id, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return c.json({ ...log, page, pageSize }, 200);
  });
  app.openapi(resendRoute, async (c) =>
    c.json({ delivery: await webhooks.resend(c.req.valid('param').id) }, 202),
  );
  app.openapi(testRoute, async (c) => c.json(await webhooks.sendTest(c.req.valid('param').id), 202));
  return app;
}
