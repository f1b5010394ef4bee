import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { createApiRouter, SECURITY } from './router';
import { IdParamsSchema } from './validators/products';
import { BundleSummaryJsonSchema, ErrorSchema, bundleDetailJson, bundleSummaryJson } from './serializers';

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listBundles',
  summary: 'All bundles',
  tags: ['Bundles'],
  security: SECURITY.public,
  responses: {
    200: {
      description: 'Bundles (an empty list when there are none)',
      content: { 'application/json': { schema: z.object({ bundles: z.array(BundleSummaryJsonSchema) }) } },
    },
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getBundle',
  summary: 'One bundle with its products, their colours and sizes',
  tags: ['Bundles'],
  security: SECURITY.public,
  request: { params: IdParamsSchema },
  responses: {
    200: {
      description: 'The bundle',
      content: {
        'application/json': { schema: z.object({ bundle: BundleSummaryJsonSchema.passthrough() }) },
      },
    },
    404: { description: 'No such bundle', content: { 'application/json': { schema: ErrorSchema } } },
  },
});

export function bundlesApi(ctx: AppContext) {
  const { catalogue } = ctx.services;
  return createApiRouter()
    .openapi(listRoute, async (c) => {
      const bundles = await catalogue.listBundles();
      return c.json({ bundles: bundles.map(bundleSummaryJson) }, 200);
    })
    .openapi(getRoute, async (c) => {
      const bundle = await catalogue.getBundle(c.req.valid('param').id);
      if (!bundle) throw notFound('Bundle not found');
      return c.json({ bundle: bundleDetailJson(bundle) }, 200);
    });
}
