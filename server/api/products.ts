import { LIST_LIMITS } from '../../domain/list-limits';
import { createRoute, z } from '@hono/zod-openapi';
import { ProductListQuerySchema, type ProductListQuery } from '../../domain/schemas/catalogue';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { createApiRouter, errorResponse, firstIssueMessage, jsonContent, SECURITY } from './router';
import { ProductJsonSchema, productJson } from './serializers';
import { IdParamsSchema, ListProductsQuerySchema } from './validators/products';

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listProducts',
  summary: 'List products with filters, sort and pagination',
  tags: ['Products'],
  security: SECURITY.public,
  request: { query: ListProductsQuerySchema },
  responses: {
    200: jsonContent(
      z.object({
        success: z.literal(true),
        products: z.array(ProductJsonSchema).max(LIST_LIMITS.products),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
        totalPages: z.number(),
      }),
      'A page of products',
    ),
    400: errorResponse('Bad filter'),
  },
});

const countRoute = createRoute({
  method: 'get',
  path: '/count',
  operationId: 'countProducts',
  summary: 'Count products (the same filters as the list)',
  tags: ['Products'],
  security: SECURITY.public,
  request: { query: ListProductsQuerySchema },
  responses: {
    200: jsonContent(z.object({ count: z.number() }), 'Count'),
    400: errorResponse('Bad filter'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  operationId: 'getProduct',
  summary: 'One product',
  tags: ['Products'],
  security: SECURITY.public,
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(z.object({ success: z.literal(true), product: ProductJsonSchema }), 'The product'),
    404: errorResponse('No such product'),
  },
});

function parseListQuery(
  raw: Record<string, string | undefined>,
): { error: string } | { query: ProductListQuery } {
  const parsed = ProductListQuerySchema.safeParse(raw);
  if (!parsed.success) {
    return { error: firstIssueMessage(parsed.error) };
  }
  return { query: parsed.data } as const;
}

export function productsApi(ctx: AppContext) {
  const { catalogue } = ctx.services;
  return createApiRouter()
    .openapi(listRoute, async (c) => {
      const parsed = parseListQuery(c.req.valid('query'));
      if ('error' in parsed) return c.json({ message: parsed.error }, 400);
      const { query } = parsed;
      const { products, total } = await catalogue.listProducts(query);
      return c.json(
        {
          success: true as const,
          products: products.map(productJson),
          total,
          page: query.page,
          pageSize: query.pageSize,
          totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        },
        200,
      );
    })
    .openapi(countRoute, async (c) => {
      const parsed = parseListQuery(c.req.valid('query'));
      if ('error' in parsed) return c.json({ message: parsed.error }, 400);
      return c.json({ count: await catalogue.countProducts(parsed.query) }, 200);
    })
    .openapi(getRoute, async (c) => {
      const product = await catalogue.getShopProduct(c.req.valid('param').id);
      if (!product) throw notFound('Product not found');
      return c.json({ success: true as const, product: productJson(product) }, 200);
    });
}
