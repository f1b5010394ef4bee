import { LIST_LIMITS } from '../../domain/list-limits';
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { sellerPromoView } from '../../domain/promo-codes';
import type { AppContext } from '../context';
import { requireRecentPassword } from '../http/reauth';
import { AppError } from '../errors';
import { requireUser, type SessionEnv } from '../http/session';
import type { PromoWithUses } from '../services/promos';
import { sellerOnly, sellerRefusals, sessionOnly } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, jsonBody, jsonContent, messageResponse } from './router';
import { IdParamsSchema } from './validators/orders';
import { PromoCodeBodySchema } from './validators/payments';
import {
  CreatePromoCodeBodySchema,
  PromoMailBodySchema,
  TogglePromoCodeBodySchema,
} from './validators/promo-codes';

export const PROMO_CREATED_MESSAGE = 'Promo code created successfully!';
export const PROMO_DELETED_MESSAGE = 'Promo code deleted successfully!';
export const PROMO_TOGGLED_MESSAGE = 'Promo code updated successfully!';
export const PROMO_MAIL_STARTED_MESSAGE = 'Sending the promo email to your customers…';

/** Promo codes at checkout are for logged-in customers: checked before the body, so a guest always hears why. */
const requireLoginForPromos: MiddlewareHandler<SessionEnv> = async (c, next) => {
  if (!c.get('user')) throw new AppError('unauthorized', 'Please login to use promo codes.');
  await next();
};

const PromoSchema = z
  .object({
    _id: z.string(),
    code: z.string().optional().openapi({ description: 'Seller only' }),
    discount: z.number().openapi({ description: 'Percent' }),
    status: z.enum(['active', 'inactive']),
  })
  .openapi('Promo');

const SellerPromoSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    discount: z.number().openapi({ description: 'Percent, 1–100' }),
    status: z.enum(['active', 'inactive']),
    state: z
      .enum(['active', 'inactive', 'expired', 'used up'])
      .openapi({ description: 'What the checkout makes of it now' }),
    expiresAt: z.string().nullable().openapi({ description: 'ISO time after which it is refused' }),
    usageLimit: z
      .number()
      .nullable()
      .openapi({ description: 'Orders that may use it in all; null: no limit' }),
    onePerCustomer: z.boolean(),
    uses: z.number().openapi({
      description:
        'Orders holding a use: paid ones, and unpaid checkouts still payable (neither cancelled nor abandoned, their payment session not ended)',
    }),
    timesUsed: z.number().openapi({ description: 'Paid orders that used it' }),
    createdAt: z.string(),
  })
  .openapi('SellerPromo');

const MailingSchema = z
  .object({
    _id: z.string(),
    recipients: z.number().openapi({ description: 'Subscribed customers it goes to' }),
    sent: z.number(),
    failed: z.number().openapi({ description: 'Mails that failed for good after their retries' }),
    finished: z.boolean(),
  })
  .openapi('PromoMailing');

const seller = sellerOnly('Promo codes', 'promos:manage');
const idParam = { params: IdParamsSchema };

const activePromosRoute = createRoute({
  method: 'get',
  path: '/active',
  operationId: 'listActivePromos',
  summary: 'Whether any promo codes are running (the codes themselves are not listed)',
  ...sessionOnly('Promo codes', requireLoginForPromos),
  responses: {
    200: jsonContent(
      z.object({ promos: z.array(PromoSchema).max(LIST_LIMITS.promos) }),
      'Running promotions',
    ),
    401: errorResponse('Not logged in'),
  },
});

const validatePromoRoute = createRoute({
  method: 'post',
  path: '/validate',
  operationId: 'validatePromo',
  summary:
    "Check a promo code for this customer: an inactive, deleted or unknown code ('Invalid promo code'), an expired one, one whose usage limit is reached or that this customer has used (when one per customer) is refused",
  ...sessionOnly('Promo codes', requireLoginForPromos),
  request: {
    body: jsonBody(PromoCodeBodySchema),
  },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), promoCode: z.string(), discount: z.number() }),
      'The code and its percent off',
    ),
    ...bodyErrors,
    401: errorResponse('Not logged in'),
    429: errorResponse('Too many wrong codes from this customer; try again in a few minutes'),
  },
});

const allPromosRoute = createRoute({
  ...seller,
  method: 'get',
  path: '/all',
  operationId: 'listPromos',
  summary:
    'Every promo code, active and inactive (not deleted ones), newest first, with its rules and uses (seller)',
  responses: {
    200: jsonContent(z.object({ promos: z.array(SellerPromoSchema).max(LIST_LIMITS.promos) }), 'Promo codes'),
    ...sellerRefusals,
  },
});

const createPromoRoute = createRoute({
  ...seller,
  method: 'post',
  path: '/create',
  operationId: 'createPromo',
  summary:
    'Create a promo code, typed or generated, with an optional expiry, usage limit and one use per customer (seller)',
  request: {
    body: jsonBody(CreatePromoCodeBodySchema),
  },
  responses: {
    201: jsonContent(
      z.object({ success: z.literal(true), promo: SellerPromoSchema, message: z.string() }),
      `'${PROMO_CREATED_MESSAGE}'`,
    ),
    ...bodyErrors,
    400: errorResponse(
      'A code that exists already (a deleted one stays reserved), bad code characters, a percent that is not a whole number from 1 to 100, an expiry in the past, a usage limit under 1',
    ),
    ...sellerRefusals,
  },
});

const togglePromoRoute = createRoute({
  ...seller,
  method: 'patch',
  path: '/toggle/{id}',
  operationId: 'togglePromo',
  summary: 'Turn a promo code on (active) or off (inactive) (seller)',
  request: {
    ...idParam,
    body: jsonBody(TogglePromoCodeBodySchema),
  },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), promo: SellerPromoSchema, message: z.string() }),
      `'${PROMO_TOGGLED_MESSAGE}'`,
    ),
    ...bodyErrors,
    ...sellerRefusals,
    404: errorResponse('No such promo code (or deleted)'),
  },
});

const deletePromoRoute = createRoute({
  ...seller,
  method: 'delete',
  path: '/delete/{id}',
  operationId: 'deletePromo',
  summary:
    'Delete a promo code: it leaves the list and is refused at checkout; orders that used it still name it, and the code stays reserved (seller)',
  request: idParam,
  responses: {
    200: messageResponse(`'${PROMO_DELETED_MESSAGE}'`),
    ...sellerRefusals,
    404: errorResponse('No such promo code (or deleted already)'),
  },
});

const previewMailRoute = createRoute({
  ...seller,
  method: 'post',
  path: '/email-preview',
  operationId: 'previewPromoEmail',
  summary:
    'The promo e-mail exactly as customers will get it, and how many subscribed customers it would reach (seller)',
  request: {
    body: jsonBody(PromoMailBodySchema),
  },
  responses: {
    200: jsonContent(
      z.object({ subject: z.string(), html: z.string(), text: z.string(), recipients: z.number() }),
      'The rendered mail',
    ),
    ...bodyErrors,
    400: errorResponse("No body ('Please enter the email body.'), or an unknown promo code"),
    ...sellerRefusals,
  },
});

const sendMailRoute = createRoute({
  ...seller,
  method: 'post',
  path: '/send-email',
  operationId: 'sendPromoEmail',
  summary:
    'E-mail every customer who consents to offers (verified, not deleted, not unsubscribed) in the background: one job per customer, each with a one-click unsubscribe link; poll the mailing for progress (seller)',
  request: {
    body: jsonBody(PromoMailBodySchema),
  },
  responses: {
    202: jsonContent(
      z.object({ success: z.literal(true), message: z.string(), mailing: MailingSchema }),
      'Started: the mailing and its progress so far',
    ),
    ...bodyErrors,
    400: errorResponse("No body ('Please enter the email body.'), or an unknown promo code"),
    ...sellerRefusals,
  },
});

const mailingRoute = createRoute({
  ...seller,
  method: 'get',
  path: '/mailings/{id}',
  operationId: 'getPromoMailing',
  summary: "A promo mailing's progress (seller)",
  request: idParam,
  responses: {
    200: jsonContent(z.object({ mailing: MailingSchema }), 'Recipients, sent, failed, finished'),
    ...sellerRefusals,
    404: errorResponse('No such mailing'),
  },
});

const mailAudienceRoute = createRoute({
  ...seller,
  method: 'get',
  path: '/mail-audience',
  operationId: 'getPromoMailAudience',
  summary:
    'How many customers a promo mail-out would reach now (consenting to offers by e-mail, verified, not unsubscribed), and how many are left out for want of consent (seller)',
  responses: {
    200: jsonContent(
      z.object({ recipients: z.number().int(), notConsenting: z.number().int() }),
      'The mail-out audience',
    ),
    ...sellerRefusals,
  },
});

function sellerPromoJson(p: PromoWithUses) {
  return { ...sellerPromoView(p), createdAt: p.createdAt.toISOString() };
}

/** Promo codes: the checkout's checks for customers, and the seller's codes and promo mails. */
export function promocodesApi(ctx: AppContext) {
  const { promos, promoMailings } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  app.use('/send-email', requireRecentPassword(ctx, 'promoMail'));
  const withUses = async (id: string) => {
    const [found] = await promos.listAll(id);
    if (!found) throw new AppError('not_found', 'Promo code not found');
    return sellerPromoJson(found);
  };

  app.openapi(activePromosRoute, async (c) => {
    const list = await promos.listActive();
    return c.json(
      { promos: list.map((p) => ({ _id: p.id, discount: p.percent, status: 'active' as const })) },
      200,
    );
  });

  app.openapi(validatePromoRoute, async (c) => {
    // a customer's wrong codes are throttled
    const user = requireUser(c);
    const promo = await promos.validate(c.req.valid('json').code, user.id);
    return c.json({ success: true as const, promoCode: promo.code, discount: promo.percent }, 200);
  });

  app.openapi(allPromosRoute, async (c) => {
    return c.json({ promos: (await promos.listAll()).map(sellerPromoJson) }, 200);
  });

  app.openapi(createPromoRoute, async (c) => {
    const body = c.req.valid('json');
    const row = await promos.create({ ...body, percent: body.discount });
    return c.json(
      { success: true as const, promo: await withUses(row.id), message: PROMO_CREATED_MESSAGE },
      201,
    );
  });

  app.openapi(togglePromoRoute, async (c) => {
    const { id } = c.req.valid('param');
    await promos.setActive(id, c.req.valid('json').status === 'active');
    return c.json({ success: true as const, promo: await withUses(id), message: PROMO_TOGGLED_MESSAGE }, 200);
  });

  app.openapi(deletePromoRoute, async (c) => {
    await promos.archive(c.req.valid('param').id);
    return c.json({ success: true as const, message: PROMO_DELETED_MESSAGE }, 200);
  });

  app.openapi(previewMailRoute, async (c) => {
    return c.json(await promoMailings.preview(c.req.valid('json')), 200);
  });

  app.openapi(sendMailRoute, async (c) => {
    const mailing = await promoMailings.start(c.req.valid('json'), requireUser(c).id);
    return c.json({ success: true as const, message: PROMO_MAIL_STARTED_MESSAGE, mailing }, 202);
  });

  app.openapi(mailAudienceRoute, async (c) => c.json(await promoMailings.audience(), 200));

  app.openapi(mailingRoute, async (c) => {
    return c.json({ mailing: await promoMailings.progress(c.req.valid('param').id) }, 200);
  });

  return app;
}
