import { createRoute, z } from '@hono/zod-openapi';
import { ProductDraftSchema } from '../../domain/product-draft';
import type { AppContext } from '../context';
import { requireUser, type SessionEnv } from '../http/session';
import { sellerOnly, sellerRefusals } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, jsonContent } from './router';

const DraftKeyParamsSchema = z.object({
  productId: z
    .string()
    .max(64)
    .openapi({
      param: { name: 'productId', in: 'path' },
      description: "`new` for a product not yet added, else the product's id",
      example: 'new',
    }),
});

const DraftSchema = z
  .object({
    data: ProductDraftSchema,
    updatedAt: z.string().openapi({ description: 'When it was last saved (ISO 8601)' }),
  })
  .openapi('ProductDraftRecord');

/** Every route here: the seller's draft of one product. */
const draftAction = {
  ...sellerOnly('Products', 'products:manage'),
  request: { params: DraftKeyParamsSchema },
};

const getDraftRoute = createRoute({
  ...draftAction,
  method: 'get',
  path: '/{productId}',
  operationId: 'getProductDraft',
  summary: "The seller's unsaved product editor draft for a product (or `new`); `draft` is null when none",
  responses: {
    200: jsonContent(z.object({ draft: DraftSchema.nullable() }), 'The draft, or null'),
    ...sellerRefusals,
  },
});

const saveDraftRoute = createRoute({
  ...draftAction,
  method: 'put',
  path: '/{productId}',
  operationId: 'saveProductDraft',
  summary:
    "Saves the seller's product editor draft for a product (or `new`), replacing the one before: one per seller per product",
  request: {
    params: DraftKeyParamsSchema,
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ data: ProductDraftSchema }) } },
    },
  },
  responses: {
    200: jsonContent(z.object({ success: z.literal(true), updatedAt: z.string() }), 'Saved'),
    ...bodyErrors,
    ...sellerRefusals,
    404: errorResponse('No such product'),
  },
});

const deleteDraftRoute = createRoute({
  ...draftAction,
  method: 'delete',
  path: '/{productId}',
  operationId: 'deleteProductDraft',
  summary:
    "Discards the seller's product editor draft for a product (or `new`); done after a successful save",
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), deleted: z.boolean() }),
      '`deleted` is false when there was none',
    ),
    ...sellerRefusals,
  },
});

const key = (productId: string) => (productId === 'new' ? null : productId);

/** `/api/product-drafts`: the product editor's autosave, seller-only. */
export function productDraftsApi(ctx: AppContext) {
  const { productDrafts } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  app.openapi(getDraftRoute, async (c) => {
    const seller = requireUser(c);
    const draft = await productDrafts.get(seller.id, key(c.req.valid('param').productId));
    return c.json({ draft }, 200);
  });
  app.openapi(saveDraftRoute, async (c) => {
    const seller = requireUser(c);
    const { updatedAt } = await productDrafts.save(
      seller.id,
      key(c.req.valid('param').productId),
      c.req.valid('json').data,
    );
    return c.json({ success: true as const, updatedAt }, 200);
  });
  app.openapi(deleteDraftRoute, async (c) => {
    const seller = requireUser(c);
    const deleted = await productDrafts.remove(seller.id, key(c.req.valid('param').productId));
    return c.json({ success: true as const, deleted }, 200);
  });
  return app;
}
