import { LIST_LIMITS } from '../../domain/list-limits';
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import { requireUser, type SessionEnv } from '../http/session';
import type { SavedAddress } from '../services/addresses';
import { sessionOnly } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, jsonBody, jsonContent } from './router';
import { AddressBodySchema, AddressIdParamsSchema } from './validators/addresses';

/** A saved address as the API answers it. */
export function addressJson(a: SavedAddress) {
  return {
    _id: a.id,
    address: a.address,
    isDefault: a.isDefault,
    lastUsedAt: a.lastUsedAt?.toISOString() ?? null,
  };
}

const SavedAddressSchema = z
  .object({
    _id: z.string(),
    address: z.object({
      firstName: z.string(),
      lastName: z.string(),
      companyName: z.string(),
      address: z.string(),
      postCode: z.string(),
      city: z.string(),
      country: z.string(),
      email: z.string(),
      phone: z.string(),
      additionalInfo: z.string(),
    }),
    isDefault: z.boolean(),
    lastUsedAt: z.string().nullable().openapi({ description: 'When an order was last placed to it' }),
  })
  .openapi('SavedAddress');

const requireLogin: MiddlewareHandler<SessionEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const TAG = 'Addresses';
const ownerOnly = {
  401: errorResponse('Not logged in'),
  404: errorResponse('No such address among yours (another customer’s address is never shown)'),
};

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listAddresses',
  summary: "The logged-in customer's address book: the default first, then the most recently used",
  ...sessionOnly(TAG, requireLogin),
  responses: {
    200: jsonContent(
      z.object({ addresses: z.array(SavedAddressSchema).max(LIST_LIMITS.addresses) }),
      'Your addresses',
    ),
    401: errorResponse('Not logged in'),
  },
});

const createAddressRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'createAddress',
  summary: 'Save an address to your address book',
  ...sessionOnly(TAG, requireLogin),
  request: { body: jsonBody(AddressBodySchema) },
  responses: {
    201: jsonContent(z.object({ address: SavedAddressSchema }), 'Saved'),
    ...bodyErrors,
    401: errorResponse('Not logged in'),
    409: errorResponse('The address book is full'),
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/{id}',
  operationId: 'updateAddress',
  summary: 'Change one of your addresses',
  ...sessionOnly(TAG, requireLogin),
  request: {
    params: AddressIdParamsSchema,
    body: jsonBody(AddressBodySchema),
  },
  responses: {
    200: jsonContent(z.object({ address: SavedAddressSchema }), 'Changed'),
    ...bodyErrors,
    ...ownerOnly,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'deleteAddress',
  summary: 'Delete one of your addresses (when it was the default, the most recent other one takes over)',
  ...sessionOnly(TAG, requireLogin),
  request: { params: AddressIdParamsSchema },
  responses: {
    200: jsonContent(z.object({ success: z.literal(true) }), 'Deleted'),
    ...ownerOnly,
  },
});

const defaultRoute = createRoute({
  method: 'post',
  path: '/{id}/default',
  operationId: 'setDefaultAddress',
  summary: 'Make one of your addresses the default',
  ...sessionOnly(TAG, requireLogin),
  request: { params: AddressIdParamsSchema },
  responses: {
    200: jsonContent(z.object({ address: SavedAddressSchema }), 'Now the default'),
    ...ownerOnly,
  },
});

/** The address book: a customer's own addresses only (another's answers 404). */
export function addressesApi(ctx: AppContext) {
  const app = createApiRouter<SessionEnv>();
  const service = ctx.services.addresses;

  app.openapi(listRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ addresses: (await service.list(user.id)).map(addressJson) }, 200);
  });

  app.openapi(createAddressRoute, async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    const saved = await service.create(user.id, body.address, { makeDefault: body.isDefault });
    return c.json({ address: addressJson(saved) }, 201);
  });

  app.openapi(updateRoute, async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    const saved = await service.update(user.id, c.req.valid('param').id, body.address, {
      makeDefault: body.isDefault,
    });
    return c.json({ address: addressJson(saved) }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const user = requireUser(c);
    await service.remove(user.id, c.req.valid('param').id);
    return c.json({ success: true as const }, 200);
  });

  app.openapi(defaultRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ address: addressJson(await service.setDefault(user.id, c.req.valid('param').id)) }, 200);
  });

  return app;
}
