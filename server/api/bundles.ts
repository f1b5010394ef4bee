import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { createApiRouter } from './router';
import { BundleSummaryJsonSchema, ErrorSchema, bundleDetailJson, bundleSummaryJson } from './serializers';

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'All bundles',
  tags: ['Bundles'],
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
  summary: 'One bundle with its products, their colours and sizes',
  tags: ['Bundles'],
  request: { params: z.object({ id: z.string() }) },
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
