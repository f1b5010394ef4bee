import { LIST_LIMITS } from '../../domain/list-limits';
import { createRoute, z } from '@hono/zod-openapi';
import { ZodError } from 'zod';
import { BUNDLE_MESSAGES, BUNDLE_TYPES, BundleCreateSchema, MAX_BUNDLE_COLOURS } from '../../domain/bundles';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../errors';
import { limitUpload } from '../http/input-guard';
import { type SessionEnv } from '../http/session';
import { PICTURE_MAX_MB } from '../integrations/files/seller-picture';
import type { BundleUploads } from '../services/bundle-admin';
import { sellerOnly, sellerRefusals } from './route-access';
import {
  createApiRouter,
  errorResponse,
  firstIssueMessage,
  jsonContent,
  messageResponse,
  SECURITY,
} from './router';
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
      content: {
        'application/json': {
          schema: z.object({ bundles: z.array(BundleSummaryJsonSchema).max(LIST_LIMITS.bundles) }),
        },
      },
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

const picture = (description: string) =>
  z.file().optional().openapi({ type: 'string', format: 'binary', description });

const CreateBundleFormSchema = z
  .object({
    title: z.string({ error: BUNDLE_MESSAGES.title }).openapi({ example: 'Trade starter kit' }),
    description: z.string().optional(),
    price: z
      .string({ error: BUNDLE_MESSAGES.price })
      .openapi({ description: 'Pounds: digits and one decimal point, more than 0', example: '89.99' }),
    type: z
      .string()
      .optional()
      .openapi({ description: `${BUNDLE_TYPES.join(', ')}; when absent, the first entry of categories` }),
    thumbnail: picture(`Required: PNG, JPEG or WebP up to ${PICTURE_MAX_MB} MB, checked by content`),
    BundleData: z.string().openapi({
      description: `JSON list, one entry per product in order: { productId, image?, colors: [{ color: "#rrggbb", image? }] (at most ${MAX_BUNDLE_COLOURS}, each one of the product's colours; none means all), sizes? (accepted; every size of the product is offered) }. everyday takes 3 products, solo1 and solo2 take 2.`,
    }),
    categories: z
      .string()
      .optional()
      .openapi({ description: 'JSON list whose first entry is the bundle type', example: '["everyday"]' }),
    sizeChartImage: picture('Optional size chart picture'),
  })
  .catchall(z.unknown())
  .openapi('CreateBundle', {
    description:
      "Besides these: productImage_{i}, the picture of product i (0-based) in this bundle, and colorImage_{i}_{j}, the picture of its j-th colour; without them the product's own pictures are shown.",
  });

const createBundleRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'createBundle',
  summary: 'Creates a bundle (seller)',
  description: `Pictures are checked by their content (PNG, JPEG or WebP, up to ${PICTURE_MAX_MB} MB each) and stored resized as WebP; a refused request stores nothing. The products must be published and not deleted.`,
  ...sellerOnly('Bundles', 'bundles:manage', limitUpload('createBundle')),
  request: {
    body: { required: true, content: { 'multipart/form-data': { schema: CreateBundleFormSchema } } },
  },
  responses: {
    201: jsonContent(
      z.object({ success: z.literal(true), bundle: BundleSummaryJsonSchema, message: z.string() }),
      "'Bundle created successfully'",
    ),
    400: errorResponse(
      "What to fix: 'Please enter a valid price', 'Please upload a thumbnail image', 'Please select exactly N products for this bundle', a product not in the shop, a colour it does not have, a file that is not a picture",
    ),
    ...sellerRefusals,
    413: errorResponse(`A picture over ${PICTURE_MAX_MB} MB`),
    415: errorResponse('The body is not multipart/form-data'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'deleteBundle',
  summary: 'Deletes a bundle: gone from the shop, while carts and orders holding it keep it (seller)',
  ...sellerOnly('Bundles', 'bundles:manage'),
  request: { params: IdParamsSchema },
  responses: {
    200: messageResponse("'Bundle deleted successfully'"),
    ...sellerRefusals,
    404: errorResponse('No such bundle (or deleted already)'),
  },
});

function parseJsonField(value: unknown, field: string): unknown {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`${field} must be JSON text`);
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`${field} must be JSON text`);
  }
}

async function bytesOf(value: unknown, field: string): Promise<Uint8Array | null> {
  if (value === undefined || value === '') return null;
  if (!(value instanceof File)) throw badRequest(`${field} must be a file`);
  return value.size === 0 ? null : new Uint8Array(await value.arrayBuffer());
}

/** Reads the multipart form into the domain's payload and the uploads, with the spec's messages in its order. */
async function readCreateForm(form: Record<string, unknown>) {
  const categories = parseJsonField(form.categories, 'categories');
  if (categories !== undefined && !Array.isArray(categories))
    throw badRequest('categories must be a JSON list whose first entry is the bundle type');
  const type = form.type || (Array.isArray(categories) ? categories[0] : undefined);
  if (Array.isArray(categories) && categories.length > 0 && categories[0] !== type)
    throw badRequest('The first entry of categories must be the bundle type');
  const bundleData = parseJsonField(form.BundleData, 'BundleData');
  if (!Array.isArray(bundleData)) throw badRequest("BundleData must be a JSON list of the bundle's products");

  const uploads: BundleUploads = {
    thumbnail: await bytesOf(form.thumbnail, 'thumbnail'),
    sizeChartImage: await bytesOf(form.sizeChartImage, 'sizeChartImage'),
    productImages: new Map(),
    colourImages: new Map(),
  };
  for (const [key, value] of Object.entries(form)) {
    const product = /^productImage_(\d{1,2})$/.exec(key);
    const colour = /^colorImage_(\d{1,2})_(\d{1,2})$/.exec(key);
    if (!product && !colour) continue;
    const bytes = await bytesOf(value, key);
    if (!bytes) continue;
    if (product) uploads.productImages.set(Number(product[1]), bytes);
    else uploads.colourImages.set(`${Number(colour![1])}_${Number(colour![2])}`, bytes);
  }
  for (const i of uploads.productImages.keys())
    if (i >= bundleData.length) throw badRequest(`productImage_${i} names no product of the bundle`);

  const parsed = BundleCreateSchema.safeParse({
    title: form.title,
    description: form.description ?? '',
    price: form.price,
    type,
    products: bundleData,
  });
  // the spec's order: price (and the other fields), then the thumbnail, then the number of products
  const issues = parsed.success ? [] : parsed.error.issues;
  const fieldIssue = issues.find((i) => !(i.path.length === 1 && i.path[0] === 'products'));
  if (fieldIssue) throw badRequest(firstIssueMessage(new ZodError([fieldIssue])));
  if (!uploads.thumbnail) throw badRequest(BUNDLE_MESSAGES.thumbnail);
  if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
  return { input: parsed.data, uploads };
}

export function bundlesApi(ctx: AppContext) {
  const { catalogue, bundleAdmin } = ctx.services;
  return createApiRouter<SessionEnv>()
    .openapi(listRoute, async (c) => {
      const bundles = await catalogue.listBundles();
      return c.json({ bundles: bundles.map(bundleSummaryJson) }, 200);
    })
    .openapi(getRoute, async (c) => {
      const bundle = await catalogue.getBundle(c.req.valid('param').id);
      if (!bundle) throw notFound('Bundle not found');
      return c.json({ bundle: bundleDetailJson(bundle) }, 200);
    })
    .openapi(createBundleRoute, async (c) => {
      const { input, uploads } = await readCreateForm(c.req.valid('form') as Record<string, unknown>);
      const bundle = await bundleAdmin.create(input, uploads);
      return c.json(
        { success: true as const, bundle: bundleSummaryJson(bundle), message: BUNDLE_MESSAGES.created },
        201,
      );
    })
    .openapi(deleteRoute, async (c) => {
      await bundleAdmin.archive(c.req.valid('param').id);
      return c.json({ success: true as const, message: BUNDLE_MESSAGES.deleted }, 200);
    });
}
