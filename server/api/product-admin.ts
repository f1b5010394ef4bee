import { createRoute, z } from '@hono/zod-openapi';
import { penceToPounds } from '../../domain/money';
import { parseProductForm } from '../../domain/product-form';
import { AdminProductListQuerySchema, PRODUCT_IMAGE_MAX_MB } from '../../domain/schemas/product-admin';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { limitUpload } from '../http/input-guard';
import { requireSeller, type SessionEnv } from '../http/session';
import type { AdminProduct, AdminProductRow, PreparedImage } from '../services/product-admin';
import { createApiRouter, errorResponse, jsonContent, SECURITY } from './router';
import { ProductJsonSchema, productJson } from './serializers';
import { IdParamsSchema } from './validators/products';
import { ProductFormDataSchema, valuesFromForm, type ProductFormData } from './validators/product-admin';

const sellerErrors = {
  401: errorResponse('Not logged in'),
  403: errorResponse('Not the seller'),
};

const AdminProductJsonSchema = ProductJsonSchema.extend({
  status: z.enum(['draft', 'published']),
  stockGrid: z
    .record(z.string(), z.record(z.string(), z.number()))
    .openapi({ description: 'Units per colour hex and size' }),
}).openapi('AdminProduct');

const saved = (description: string) =>
  jsonContent(
    z.object({ success: z.literal(true), product: AdminProductJsonSchema, message: z.string() }),
    description,
  );

function adminProductJson(p: AdminProduct) {
  return { ...productJson(p), status: p.status, stockGrid: p.stock };
}

function rowJson(r: AdminProductRow) {
  return {
    _id: r.id,
    title: r.title,
    price: penceToPounds(r.price),
    frontImage: r.frontImage,
    productType: r.productTypes,
    brand: r.brand?.name ?? null,
    brandSlug: r.brand?.slug ?? null,
    status: r.status,
    stock: r.stockStatus,
    totalStock: r.totalStock,
    updatedAt: r.updatedAt,
  };
}

const formBody = {
  required: true,
  content: { 'multipart/form-data': { schema: ProductFormDataSchema } },
};

const formErrors = {
  400: errorResponse(
    "The first problem in the editor's order: 'Please fill in all required fields', 'Please enter a valid price', 'Please select at least one size!', 'Please upload front image!', 'Please select size chart image', 'Please write description', 'Please select a brand!', 'Please select at least one product type!'; an unknown brand, type or size; a file that is not a PNG, JPEG or WebP picture",
  ),
  ...sellerErrors,
  413: errorResponse(`A picture over ${PRODUCT_IMAGE_MAX_MB} MB`),
};

const addRoute = createRoute({
  method: 'post',
  path: '/add',
  operationId: 'addProduct',
  summary: 'Add a product (seller)',
  description:
    'Multipart with the spec’s fields; lists and maps as JSON. Saves the product and its stock per colour and size in one transaction; the shop shows it at once when published.',
  tags: ['Products'],
  security: SECURITY.session,
  middleware: [requireSeller, limitUpload('addProduct')],
  request: { body: formBody },
  responses: { 201: saved('\'Product "{title}" added successfully!\''), ...formErrors },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/update/{id}',
  operationId: 'updateProduct',
  summary: 'Update a product: every field, as on add (seller)',
  tags: ['Products'],
  security: SECURITY.session,
  middleware: [requireSeller, limitUpload('updateProduct')],
  request: { params: IdParamsSchema, body: formBody },
  responses: {
    200: saved('\'Product "{title}" updated successfully!\''),
    ...formErrors,
    404: errorResponse('No such product (or deleted)'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/delete/{id}',
  operationId: 'deleteProduct',
  summary:
    'Delete a product: it leaves the shop, while orders keep their copies and carts and bundles show it as no longer available (seller)',
  tags: ['Products'],
  security: SECURITY.session,
  middleware: requireSeller,
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), message: z.string() }),
      "'Product deleted successfully!'",
    ),
    ...sellerErrors,
    404: errorResponse('No such product (or deleted already)'),
  },
});

const imageRoute = createRoute({
  method: 'post',
  path: '/images',
  operationId: 'uploadProductImage',
  summary: 'Upload a product picture; the editor then names it by URL (seller)',
  description: `PNG, JPEG or WebP up to ${PRODUCT_IMAGE_MAX_MB} MB, judged by its content; stored as WebP fitted inside 1600 px.`,
  tags: ['Products'],
  security: SECURITY.session,
  middleware: [requireSeller, limitUpload('uploadProductImage')],
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z
              .file({ error: 'Please choose a picture.' })
              .openapi({ type: 'string', format: 'binary', description: 'The picture' }),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonContent(z.object({ url: z.string(), width: z.number(), height: z.number() }), 'Stored'),
    400: errorResponse('Not a PNG, JPEG or WebP picture'),
    ...sellerErrors,
    413: errorResponse(`File over ${PRODUCT_IMAGE_MAX_MB} MB`),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/admin',
  operationId: 'listSellerProducts',
  summary: 'The seller’s products: drafts too, deleted ones not; search by title, filter, page (seller)',
  tags: ['Products'],
  security: SECURITY.session,
  middleware: requireSeller,
  request: { query: AdminProductListQuerySchema },
  responses: {
    200: jsonContent(
      z.object({
        success: z.literal(true),
        products: z.array(z.object({ _id: z.string() }).passthrough()),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
      }),
      'A page of products',
    ),
    400: errorResponse('Bad filter'),
    ...sellerErrors,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/{id}',
  operationId: 'getSellerProduct',
  summary: 'One product for the editor, with its status and stock per colour and size (seller)',
  tags: ['Products'],
  security: SECURITY.session,
  middleware: requireSeller,
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(z.object({ success: z.literal(true), product: AdminProductJsonSchema }), 'The product'),
    ...sellerErrors,
    404: errorResponse('No such product (or deleted)'),
  },
});

/** Where a file sent with the form stands while the values are checked: replaced by its stored URL. */
const PENDING = '/files/products/pending-upload.webp';

/**
 * The seller's product operations under `/products`, mounted before the public ones (so `/products/admin`
 * is not read as a product id).
 */
export function productAdminApi(ctx: AppContext) {
  const { productAdmin } = ctx.services;
  const app = createApiRouter<SessionEnv>();

  /** The form's values with its files stored; refused values store nothing. */
  async function checkedValues(form: ProductFormData) {
    const fromForm = valuesFromForm(form, PENDING);
    if (!fromForm.ok) throw new AppError('bad_request', fromForm.message);
    const checked = parseProductForm(fromForm.values);
    if (!checked.ok) throw new AppError('bad_request', checked.message);
    // every file is judged before any is stored
    const prepared: [string, PreparedImage][] = [];
    for (const field of ['frontImage', 'sizeChartImage'] as const) {
      const value = form[field];
      if (value instanceof File)
        prepared.push([field, await productAdmin.prepareImage(Buffer.from(await value.arrayBuffer()))]);
    }
    const values = { ...fromForm.values };
    for (const [field, image] of prepared)
      values[field as 'frontImage'] = (await productAdmin.storeImage(image)).url;
    return values;
  }

  app.openapi(addRoute, async (c) => {
    const product = await productAdmin.add(await checkedValues(c.req.valid('form')));
    return c.json(
      {
        success: true as const,
        product: adminProductJson(product),
        message: `Product "${product.title}" added successfully!`,
      },
      201,
    );
  });

  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await productAdmin.get(id))) throw new AppError('not_found', 'Product not found');
    const product = await productAdmin.update(id, await checkedValues(c.req.valid('form')));
    return c.json(
      {
        success: true as const,
        product: adminProductJson(product),
        message: `Product "${product.title}" updated successfully!`,
      },
      200,
    );
  });

  app.openapi(deleteRoute, async (c) => {
    await productAdmin.archive(c.req.valid('param').id);
    return c.json({ success: true as const, message: 'Product deleted successfully!' }, 200);
  });

  app.openapi(imageRoute, async (c) => {
    const { file } = c.req.valid('form');
    const image = await productAdmin.prepareImage(Buffer.from(await file.arrayBuffer()));
    return c.json(await productAdmin.storeImage(image), 201);
  });

  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const { products, total } = await productAdmin.list(query);
    return c.json(
      {
        success: true as const,
        products: products.map(rowJson),
        total,
        page: query.page,
        pageSize: query.pageSize,
      },
      200,
    );
  });

  app.openapi(getRoute, async (c) => {
    const product = await productAdmin.get(c.req.valid('param').id);
    if (!product) throw new AppError('not_found', 'Product not found');
    return c.json({ success: true as const, product: adminProductJson(product) }, 200);
  });

  return app;
}
