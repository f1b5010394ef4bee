import { LIST_LIMITS } from '../../domain/list-limits';
import { createRoute, z } from '@hono/zod-openapi';
import { penceToPounds } from '../../domain/money';
import { productDeletedMessage } from '../../domain/product-deletion';
import { parseProductForm, productFormValuesOf, type ProductFormValues } from '../../domain/product-form';
import { AdminProductListQuerySchema, PRODUCT_IMAGE_MAX_MB } from '../../domain/schemas/product-admin';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { limitUpload } from '../http/input-guard';
import { requireUser, type SessionEnv } from '../http/session';
import {
  StockConflictError,
  type AdminProduct,
  type AdminProductRow,
  type BundleUse,
  type PreparedImage,
} from '../services/product-admin';
import { sellerOnly, sellerRefusals } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, jsonContent } from './router';
import { ProductJsonSchema, productJson } from './serializers';
import { IdParamsSchema } from './validators/products';
import { VAT_RATES } from '../../domain/vat';
import {
  ProductFormDataSchema,
  ProductUpdateFormDataSchema,
  valuesFromForm,
  type ProductFormData,
} from './validators/product-admin';

const AdminProductJsonSchema = ProductJsonSchema.extend({
  status: z.enum(['draft', 'published']),
  vatRate: z.enum(VAT_RATES).openapi({ description: "The product's VAT liability" }),
  hiVisLargeLogos: z
    .boolean()
    .openapi({ description: 'A hi-vis product on which large logos are offered (false on other products)' }),
  weightGrams: z.number().int().nullable().openapi({
    description:
      "One garment's packed weight in grams; null: its garment type's default (for carriers' exports)",
  }),
  stockGrid: z
    .record(z.string(), z.record(z.string(), z.number()))
    .openapi({ description: 'Units per colour hex and size' }),
}).openapi('AdminProduct');

const saved = (description: string) =>
  jsonContent(
    z.object({ success: z.literal(true), product: AdminProductJsonSchema, message: z.string() }),
    description,
  );

/** A product as the seller's API shows it (also a `product.updated` webhook's data). */
export function adminProductJson(p: AdminProduct) {
  return {
    ...productJson(p),
    status: p.status,
    vatRate: p.vatRate,
    hiVisLargeLogos: p.hiVisLargeLogos ?? false,
    weightGrams: p.weightGrams,
    stockGrid: p.stock,
  };
}

const BundleUseSchema = z
  .object({ _id: z.string(), title: z.string() })
  .openapi('BundleUse', { description: 'A live bundle one of whose sections is the product' });
const bundleUseJson = (b: BundleUse) => ({ _id: b.id, title: b.title });

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
    deletedAt: r.deletedAt,
    bundles: r.bundles.map(bundleUseJson),
  };
}

const formBody = {
  required: true,
  content: { 'multipart/form-data': { schema: ProductFormDataSchema } },
};
const updateBody = {
  required: true,
  content: { 'multipart/form-data': { schema: ProductUpdateFormDataSchema } },
};

const formErrors = {
  400: errorResponse(
    "The first problem in the editor's order: 'Please fill in all required fields', 'Please enter a valid price', 'Please select at least one size!', 'Please upload front image!', 'Please select size chart image', 'Please write description', 'Please select a brand!', 'Please select at least one product type!'; an unknown brand, type or size; a file that is not a PNG, JPEG or WebP picture",
  ),
  ...sellerRefusals,
  413: errorResponse(`A picture over ${PRODUCT_IMAGE_MAX_MB} MB`),
};

const addRoute = createRoute({
  method: 'post',
  path: '/add',
  operationId: 'addProduct',
  summary: 'Add a product (seller)',
  description:
    'Multipart with the spec’s fields; lists and maps as JSON. Saves the product and its stock per colour and size in one transaction; the shop shows it at once when published.',
  ...sellerOnly('Products', 'products:manage', limitUpload('addProduct')),
  request: { body: formBody },
  responses: { 201: saved('\'Product "{title}" added successfully!\''), ...formErrors },
});

const StockConflictSchema = z
  .object({
    color: z.string().openapi({ description: "Colour hex (or 'default')" }),
    size: z.string(),
    loaded: z.number().nullable().openapi({ description: 'What the editor loaded' }),
    current: z.number().nullable().openapi({ description: 'The stock now' }),
    entered: z.number().openapi({ description: 'What the seller typed' }),
  })
  .openapi('StockConflict');

const updateRoute = createRoute({
  method: 'put',
  path: '/update/{id}',
  operationId: 'updateProduct',
  summary: 'Update a product; a field left out keeps its value, stock included (seller)',
  description:
    "The spec's fields as on add. A field the request leaves out keeps what the product has: a picture not sent again stays, and without `stockGrid` every stock figure stays as it is (sales included). With `stockGrid` and `stockLoaded` (the editor), only the figures the seller changed are written, and a changed figure whose stock moved since the editor loaded it refuses the whole save with 409. Every stock change is recorded (who, when, from → to).",
  ...sellerOnly('Products', 'products:manage', limitUpload('updateProduct')),
  request: { params: IdParamsSchema, body: updateBody },
  responses: {
    200: saved('\'Product "{title}" updated successfully!\''),
    ...formErrors,
    404: errorResponse('No such product (or deleted)'),
    409: jsonContent(
      z.object({ message: z.string(), stockConflicts: z.array(StockConflictSchema) }),
      'Stock the seller changed moved while they were editing; nothing was saved',
    ),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/delete/{id}',
  operationId: 'deleteProduct',
  summary:
    'Delete a product: it leaves the shop, while orders keep their copies and carts and bundles show it as no longer available (seller)',
  ...sellerOnly('Products', 'products:manage'),
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(
      z.object({
        success: z.literal(true),
        message: z.string(),
        bundles: z.array(BundleUseSchema).openapi({
          description:
            'The live bundles it was in: they now show it as no longer available until it is replaced',
        }),
      }),
      "'Product deleted successfully!', naming the bundles it was in",
    ),
    ...sellerRefusals,
    404: errorResponse('No such product (or deleted already)'),
  },
});

const restoreRoute = createRoute({
  method: 'post',
  path: '/restore/{id}',
  operationId: 'restoreProduct',
  summary: 'Bring a deleted product back, as it was, with its stock (seller)',
  ...sellerOnly('Products', 'products:manage'),
  request: { params: IdParamsSchema },
  responses: {
    200: saved('\'Product "{title}" restored\''),
    ...sellerRefusals,
    404: errorResponse('No deleted product with this id'),
  },
});

const usageRoute = createRoute({
  method: 'get',
  path: '/admin/{id}/bundles',
  operationId: 'getSellerProductBundles',
  summary: 'The live bundles a product is in, named before it is deleted (seller)',
  ...sellerOnly('Products', 'products:manage'),
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(
      z.object({ bundles: z.array(BundleUseSchema).max(LIST_LIMITS.bundles) }),
      'The bundles (none: an empty list)',
    ),
    ...sellerRefusals,
  },
});

const StockChangeSchema = z
  .object({
    color: z.string().openapi({ description: "Colour hex (or 'default')" }),
    size: z.string(),
    from: z.number().nullable().openapi({ description: 'Null: a new colour or size' }),
    to: z.number().nullable().openapi({ description: 'Null: the colour or size was removed' }),
    at: z.string().openapi({ description: 'ISO 8601' }),
    by: z.string().nullable().openapi({ description: "The seller's name" }),
  })
  .openapi('StockChange');

const stockHistoryRoute = createRoute({
  method: 'get',
  path: '/admin/{id}/stock-changes',
  operationId: 'getProductStockChanges',
  summary: "A product's latest stock changes by sellers, newest first (seller)",
  ...sellerOnly('Products', 'products:manage'),
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(
      z.object({ changes: z.array(StockChangeSchema).max(LIST_LIMITS.stockChanges) }),
      'Up to 30 changes',
    ),
    ...sellerRefusals,
    404: errorResponse('No such product'),
  },
});

const BrandSchema = z
  .object({ slug: z.string(), name: z.string() })
  .openapi('SellerBrand', { description: 'A brand the editor offers' });

const brandsRoute = createRoute({
  method: 'get',
  path: '/brands',
  operationId: 'listSellerBrands',
  summary: "The brands a product may have: the spec's ten and any the seller added (seller)",
  ...sellerOnly('Products', 'products:manage'),
  responses: {
    200: jsonContent(z.object({ brands: z.array(BrandSchema).max(LIST_LIMITS.brands) }), 'By name'),
    ...sellerRefusals,
  },
});

const addBrandRoute = createRoute({
  method: 'post',
  path: '/brands',
  operationId: 'addBrand',
  summary: "Add a brand beyond the spec's ten (seller)",
  ...sellerOnly('Products', 'products:manage'),
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              name: z.string().max(200).openapi({
                description: '2 to 60 characters; its slug is made from it',
                example: 'Snickers Workwear',
              }),
            })
            .strict(),
        },
      },
    },
  },
  responses: {
    201: jsonContent(
      z.object({ success: z.literal(true), brand: BrandSchema, message: z.string() }),
      '\'Brand "{name}" added\'',
    ),
    ...bodyErrors,
    ...sellerRefusals,
    409: errorResponse('A brand with this name (or slug, or alias) is already in the shop'),
  },
});

const imageRoute = createRoute({
  method: 'post',
  path: '/images',
  operationId: 'uploadProductImage',
  summary: 'Upload a product picture; the editor then names it by URL (seller)',
  description: `PNG, JPEG or WebP up to ${PRODUCT_IMAGE_MAX_MB} MB, judged by its content; stored as WebP fitted inside 1600 px.`,
  ...sellerOnly('Products', 'products:manage', limitUpload('uploadProductImage')),
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
    ...sellerRefusals,
    413: errorResponse(`File over ${PRODUCT_IMAGE_MAX_MB} MB`),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/admin',
  operationId: 'listSellerProducts',
  summary: 'The seller’s products: drafts too, deleted ones not; search by title, filter, page (seller)',
  ...sellerOnly('Products', 'products:manage'),
  request: { query: AdminProductListQuerySchema },
  responses: {
    200: jsonContent(
      z.object({
        success: z.literal(true),
        products: z.array(z.object({ _id: z.string() }).passthrough()).max(LIST_LIMITS.products),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
      }),
      'A page of products',
    ),
    400: errorResponse('Bad filter'),
    ...sellerRefusals,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/{id}',
  operationId: 'getSellerProduct',
  summary: 'One product for the editor, with its status and stock per colour and size (seller)',
  ...sellerOnly('Products', 'products:manage'),
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(z.object({ success: z.literal(true), product: AdminProductJsonSchema }), 'The product'),
    ...sellerRefusals,
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

  /**
   * The form's values with its files stored; refused values store nothing. `current` (an update) gives what a
   * field the form leaves out keeps.
   */
  async function checkedValues(form: ProductFormData, current?: ProductFormValues) {
    const fromForm = valuesFromForm(form, PENDING, current);
    if (!fromForm.ok) throw new AppError('bad_request', fromForm.message);
    const checked = parseProductForm(fromForm.values, { brands: await productAdmin.brands() });
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
    const by = { userId: requireUser(c).id };
    const product = await productAdmin.add(await checkedValues(c.req.valid('form')), by);
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
    const by = { userId: requireUser(c).id };
    const current = await productAdmin.get(id);
    if (!current) throw new AppError('not_found', 'Product not found');
    const values = await checkedValues(c.req.valid('form'), productFormValuesOf(current));
    try {
      const product = await productAdmin.update(id, values, by);
      return c.json(
        {
          success: true as const,
          product: adminProductJson(product),
          message: `Product "${product.title}" updated successfully!`,
        },
        200,
      );
    } catch (error) {
      if (!(error instanceof StockConflictError)) throw error;
      const stockConflicts = error.conflicts.map(({ colour, ...rest }) => ({ color: colour, ...rest }));
      return c.json({ message: error.message, stockConflicts }, 409);
    }
  });

  app.openapi(deleteRoute, async (c) => {
    const { bundles } = await productAdmin.archive(c.req.valid('param').id);
    const message = productDeletedMessage(bundles);
    return c.json({ success: true as const, message, bundles: bundles.map(bundleUseJson) }, 200);
  });

  app.openapi(restoreRoute, async (c) => {
    const product = await productAdmin.restore(c.req.valid('param').id);
    return c.json(
      {
        success: true as const,
        product: adminProductJson(product),
        message: `Product "${product.title}" restored`,
      },
      200,
    );
  });

  app.openapi(usageRoute, async (c) => {
    const bundles = (await productAdmin.bundlesOf(c.req.valid('param').id)).slice(0, LIST_LIMITS.bundles);
    return c.json({ bundles: bundles.map(bundleUseJson) }, 200);
  });

  app.openapi(stockHistoryRoute, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await productAdmin.get(id))) throw new AppError('not_found', 'Product not found');
    const changes = await productAdmin.stockHistory(id);
    return c.json({ changes: changes.map(({ colour, ...rest }) => ({ color: colour, ...rest })) }, 200);
  });

  app.openapi(brandsRoute, async (c) => {
    const brands = await productAdmin.brands();
    return c.json(
      { brands: brands.slice(0, LIST_LIMITS.brands).map((b) => ({ slug: b.slug, name: b.name })) },
      200,
    );
  });

  app.openapi(addBrandRoute, async (c) => {
    const brand = await productAdmin.addBrand(c.req.valid('json').name);
    return c.json(
      {
        success: true as const,
        brand: { slug: brand.slug, name: brand.name },
        message: `Brand "${brand.name}" added`,
      },
      201,
    );
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
