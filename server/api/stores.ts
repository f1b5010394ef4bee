import { LIST_LIMITS } from '../../domain/list-limits';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { can } from '../../domain/permissions';
import {
  StoreAccessSchema,
  StoreActionSchema,
  StoreInputSchema,
  StoreShipSchema,
} from '../../domain/schemas/stores';
import { STORE_ACCESS, STORE_DELIVERY, STORE_MESSAGES, STORE_PAYERS } from '../../domain/team-stores';
import type { AppContext } from '../context';
import { fileBody } from '../http/file-body';
import { limitUpload } from '../http/input-guard';
import { servedOverHttps } from '../http/request-info';
import { requireUser, type SessionEnv } from '../http/session';
import { PICTURE_MAX_MB } from '../integrations/files/seller-picture';
import { STORE_ACCESS_COOKIE, storeViewerFrom, withGrant } from '../services/stores/store-access';
import { sellerOnly, sellerRefusals } from './route-access';
import { bodyErrors, createApiRouter, errorResponse, jsonBody, jsonContent, SECURITY } from './router';

const TAG = 'Team stores';
const forSeller = sellerOnly(TAG, 'stores:manage');
/** How long a typed access code is remembered by the browser. */
const ACCESS_COOKIE_DAYS = 180;

const pence = (what: string) => z.number().int().describe(`${what}, in pence`);
const STATES = ['scheduled', 'open', 'closed'] as const;

const StoreLogoJson = z
  .object({
    id: z.string().describe('Goes in StoreInput.logoId'),
    name: z.string(),
    previewUrl: z.string().nullable().describe('The WebP preview, or null when the file has none'),
  })
  .meta({ id: 'StoreLogo' });

const StoreOfferJson = z
  .object({
    productId: z.string(),
    title: z.string(),
    colours: z.array(z.object({ name: z.string(), hex: z.string() }).loose()),
    sizes: z
      .array(z.object({ label: z.string(), stock: z.record(z.string(), z.number().int()) }))
      .describe('Each size with its stock in each offered colour (by colour name)'),
    price: pence('The store price per garment, its decoration included'),
    decorations: z.array(z.object({ position: z.string(), method: z.string() })),
    unavailable: z.boolean().describe('The product left the shop: hidden from members'),
  })
  .loose()
  .meta({ id: 'StoreOffer' });

const summaryFields = {
  id: z.string(),
  name: z.string(),
  slug: z.string().describe('The store is at /store/{slug}'),
  state: z.enum(STATES),
  access: z.enum(STORE_ACCESS),
  opensOn: z.string().nullable(),
  closesOn: z.string().nullable(),
  closedOn: z.string().nullable(),
  orders: z.number().int().describe('Placed member orders, cancelled ones aside'),
  garments: z.number().int(),
  total: pence('What the counted orders come to'),
  shippedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
};

const StoreSummaryJson = z.object(summaryFields).loose().meta({ id: 'StoreSummary' });

const StoreJson = z
  .object({
    ...summaryFields,
    welcome: z.string(),
    bannerUrl: z.string().nullable(),
    logo: StoreLogoJson.nullable(),
    accessCode: z.string().nullable(),
    allowedDomains: z.array(z.string()),
    names: z
      .object({})
      .loose()
      .describe('Names on garments: on or off, position, method, font, limit, price'),
    closedAt: z.string().nullable(),
    delivery: z.enum(STORE_DELIVERY),
    deliveryAddress: z.object({}).loose().nullable(),
    payer: z.enum(STORE_PAYERS),
    tradeAccount: z.object({ id: z.string(), businessName: z.string(), status: z.string() }).nullable(),
    contactName: z.string(),
    contactEmail: z.string(),
    proofApprovedAt: z.string().nullable(),
    proofApprovedBy: z.string().nullable(),
    offers: z.array(StoreOfferJson),
  })
  .loose()
  .meta({ id: 'TeamStore' });

const MemberStoreJson = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    welcome: z.string(),
    bannerUrl: z.string().nullable(),
    logo: StoreLogoJson.nullable(),
    state: z.enum(STATES),
    closedMessage: z.string().nullable().describe('Why the store takes no order now, or null while open'),
    delivery: z.enum(STORE_DELIVERY),
    payer: z.enum(STORE_PAYERS),
    names: z.object({}).loose(),
    offers: z.array(StoreOfferJson),
  })
  .loose()
  .meta({ id: 'MemberStore' });

const StoreGateJson = z
  .object({
    name: z.string(),
    slug: z.string(),
    access: z.enum(STORE_ACCESS),
    allowedDomains: z.array(z.string()),
    granted: z.boolean(),
    refusal: z.string().nullable(),
  })
  .meta({ id: 'StoreGate' });

const StoreBatchJson = z
  .object({
    store: z.object({}).loose(),
    orders: z
      .array(z.object({}).loose())
      .describe('Each placed member order: number, member, status, garments, names, total, tracking'),
    totals: z
      .object({
        rows: z
          .array(z.object({}).loose())
          .describe('Product × colour × size with its quantity and every name (with its order number)'),
        orders: z.number().int(),
        garments: z.number().int(),
        names: z.number().int(),
      })
      .loose(),
    total: pence('What the counted orders come to'),
    documentsReady: z.boolean().describe('The work order and packing list exist once the store is closed'),
    proofApprovedAt: z.string().nullable(),
    shippedAt: z.string().nullable(),
  })
  .meta({ id: 'StoreBatch' });

const StoreListQuerySchema = z.object({
  q: z.string().trim().max(100).optional().describe('Part of the name or address'),
  state: z.enum(STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const IdParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const SlugParams = z.object({
  slug: z
    .string()
    .max(100)
    .openapi({ param: { name: 'slug', in: 'path' } }),
});

const binary = { schema: z.string().openapi({ type: 'string', format: 'binary' }) };
const pdf = (description: string) => ({ description, content: { 'application/pdf': binary } });
const notFound = errorResponse('No such store');
const notClosed = errorResponse('The store is not closed yet: the documents are made once it is');

const LogoFormSchema = z
  .object({
    logo: z
      .file({ error: "Please choose the organisation's logo file." })
      .openapi({ type: 'string', format: 'binary', description: 'The logo file' }),
  })
  .strict()
  .openapi('StoreLogoUpload');
const BannerFormSchema = z
  .object({
    banner: z
      .file({ error: 'Please choose a banner picture.' })
      .openapi({ type: 'string', format: 'binary', description: 'A PNG, JPEG or WebP picture' }),
  })
  .strict()
  .openapi('StoreBannerUpload');

const routes = {
  list: createRoute({
    method: 'get',
    path: '/stores',
    operationId: 'listTeamStores',
    summary: 'The team stores, newest first: by name or address, by state; paged by 20',
    description: 'Archived stores are left out. Figures count placed member orders, cancelled ones aside.',
    ...forSeller,
    request: { query: StoreListQuerySchema },
    responses: {
      200: jsonContent(
        z.object({
          stores: z.array(StoreSummaryJson).max(LIST_LIMITS.stores),
          page: z.number().int(),
          pages: z.number().int(),
          total: z.number().int(),
        }),
        'A page of stores',
      ),
      400: errorResponse('A bad filter'),
      ...sellerRefusals,
    },
  }),
  create: createRoute({
    method: 'post',
    path: '/stores',
    operationId: 'createTeamStore',
    summary: 'Create a team store: address, access, garments with their colours, store price and decoration',
    description:
      'Every product must be in the shop and each colour one of its own; the logo an uploaded one (POST /stores/logo); a trade account, approved. Prices are in pence and include the decoration: members pay no setup fee.',
    ...forSeller,
    request: { body: jsonBody(StoreInputSchema) },
    responses: {
      201: jsonContent(z.object({ store: StoreJson }), 'Created'),
      ...bodyErrors,
      ...sellerRefusals,
      409: errorResponse('That address is taken: choose another.'),
    },
  }),
  uploadLogo: createRoute({
    method: 'post',
    path: '/stores/logo',
    operationId: 'uploadStoreLogo',
    summary: "Upload the organisation's logo; its id then goes in StoreInput.logoId",
    description:
      'Checked as any logo is (PNG, JPEG, SVG, PDF, EPS or AI up to 10 MB, by its content) and kept among the seller’s logos.',
    ...sellerOnly(TAG, 'stores:manage', limitUpload('uploadStoreLogo')),
    request: { body: { required: true, content: { 'multipart/form-data': { schema: LogoFormSchema } } } },
    responses: {
      201: jsonContent(z.object({ logo: StoreLogoJson }), 'Stored'),
      400: errorResponse('Not a logo file we take'),
      ...sellerRefusals,
      413: errorResponse('File over 10 MB'),
    },
  }),
  gate: createRoute({
    method: 'get',
    path: '/stores/by-slug/{slug}/gate',
    operationId: 'getTeamStoreGate',
    summary: 'How to get into a store: its name and access (no garments, no prices)',
    tags: [TAG],
    security: SECURITY.optionalSession,
    request: { params: SlugParams },
    responses: {
      200: jsonContent(StoreGateJson, 'The store’s gate'),
      404: errorResponse('Store not found'),
    },
  }),
  access: createRoute({
    method: 'post',
    path: '/stores/by-slug/{slug}/access',
    operationId: 'enterTeamStoreCode',
    summary: "A member types the store's access code: remembered in the store_access cookie",
    description:
      'The cookie (HttpOnly, SameSite=Lax) holds a hash of the store and its code, never the code.',
    tags: [TAG],
    security: SECURITY.optionalSession,
    request: { params: SlugParams, body: jsonBody(StoreAccessSchema) },
    responses: {
      204: { description: 'Access granted: Set-Cookie store_access' },
      400: errorResponse(STORE_MESSAGES.wrongCode),
      404: errorResponse('Store not found'),
      415: errorResponse('The body is not JSON'),
    },
  }),
  member: createRoute({
    method: 'get',
    path: '/stores/by-slug/{slug}',
    operationId: 'getTeamStore',
    summary: 'The store as a member sees it: garments, colours, sizes, store prices, names',
    description:
      'Only with access (the access code typed, a signed-in e-mail on an allowed domain, or an open store): anyone else gets 404, so prices are never shown.',
    tags: [TAG],
    security: SECURITY.optionalSession,
    request: { params: SlugParams },
    responses: {
      200: jsonContent(z.object({ store: MemberStoreJson }), 'The store'),
      404: errorResponse('Store not found'),
    },
  }),
  logo: createRoute({
    method: 'get',
    path: '/stores/{id}/logo',
    operationId: 'getTeamStoreLogo',
    summary: "The organisation's logo preview (WebP) for the store's mock-ups, cart lines and orders",
    tags: [TAG],
    security: SECURITY.optionalSession,
    request: { params: IdParams },
    responses: {
      200: { description: 'The preview', content: { 'image/webp': binary } },
      404: errorResponse('No such store, or no logo preview'),
    },
  }),
  banner: createRoute({
    method: 'get',
    path: '/stores/{id}/banner',
    operationId: 'getTeamStoreBanner',
    summary: "The store's banner picture (WebP)",
    tags: [TAG],
    security: SECURITY.optionalSession,
    request: { params: IdParams, query: z.object({ v: z.string().max(40).optional() }) },
    responses: {
      200: { description: 'The banner', content: { 'image/webp': binary } },
      404: errorResponse('No such store, no access, or no banner'),
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/stores/{id}',
    operationId: 'getTeamStoreForSeller',
    summary: 'One store as the seller edits it, with its figures',
    ...forSeller,
    request: { params: IdParams },
    responses: {
      200: jsonContent(z.object({ store: StoreJson }), 'The store'),
      ...sellerRefusals,
      404: notFound,
    },
  }),
  update: createRoute({
    method: 'put',
    path: '/stores/{id}',
    operationId: 'updateTeamStore',
    summary: 'Save the whole store: its fields and its garments (replaced) in one transaction',
    ...forSeller,
    request: { params: IdParams, body: jsonBody(StoreInputSchema) },
    responses: {
      200: jsonContent(z.object({ store: StoreJson }), 'Saved'),
      ...bodyErrors,
      ...sellerRefusals,
      404: notFound,
      409: errorResponse('That address is taken: choose another.'),
    },
  }),
  act: createRoute({
    method: 'post',
    path: '/stores/{id}/actions',
    operationId: 'actOnTeamStore',
    summary: 'Close now, reopen, approve the batch proof, or archive (a store is never deleted)',
    description: 'Reopening a store whose closing date has passed is refused: change the date first.',
    ...forSeller,
    request: { params: IdParams, body: jsonBody(StoreActionSchema) },
    responses: {
      200: jsonContent(z.object({ store: StoreJson }), 'Done'),
      ...bodyErrors,
      ...sellerRefusals,
      404: notFound,
    },
  }),
  uploadBanner: createRoute({
    method: 'post',
    path: '/stores/{id}/banner',
    operationId: 'uploadStoreBanner',
    summary: "Upload the store's banner picture (replaces the old one)",
    description: `PNG, JPEG or WebP up to ${PICTURE_MAX_MB} MB, checked by its content and stored as WebP.`,
    ...sellerOnly(TAG, 'stores:manage', limitUpload('uploadStoreBanner')),
    request: {
      params: IdParams,
      body: { required: true, content: { 'multipart/form-data': { schema: BannerFormSchema } } },
    },
    responses: {
      200: jsonContent(z.object({ bannerUrl: z.string() }), 'Stored'),
      400: errorResponse('Not a picture we take'),
      ...sellerRefusals,
      404: notFound,
      413: errorResponse(`Picture over ${PICTURE_MAX_MB} MB`),
    },
  }),
  batch: createRoute({
    method: 'get',
    path: '/stores/{id}/batch',
    operationId: 'getTeamStoreBatch',
    summary: 'The batch: member orders so far and the totals by product × colour × size with every name',
    ...forSeller,
    request: { params: IdParams },
    responses: {
      200: jsonContent(StoreBatchJson, 'The batch'),
      ...sellerRefusals,
      404: notFound,
    },
  }),
  ship: createRoute({
    method: 'post',
    path: '/stores/{id}/ship',
    operationId: 'shipTeamStoreBatch',
    summary: 'Mark the batch shipped: every member order Shipped with its tracking, each member mailed once',
    description:
      'One carrier and tracking number for delivery to the organisation, or a tracking number per order (`perOrder`). The batch proof must be approved (it stands for each order’s proof) and the store closed.',
    ...forSeller,
    request: { params: IdParams, body: jsonBody(StoreShipSchema) },
    responses: {
      200: jsonContent(z.object({ shipped: z.number().int() }), 'How many orders were marked Shipped now'),
      ...bodyErrors,
      ...sellerRefusals,
      404: notFound,
      409: errorResponse('The store is open, has no orders, or its batch proof is not approved'),
    },
  }),
  workOrder: createRoute({
    method: 'get',
    path: '/stores/{id}/work-order.pdf',
    operationId: 'getTeamStoreWorkOrder',
    summary: 'The combined work order PDF: each product × colour × size with its quantity and every name',
    ...forSeller,
    request: { params: IdParams },
    responses: { 200: pdf('The work order'), ...sellerRefusals, 404: notFound, 409: notClosed },
  }),
  packingList: createRoute({
    method: 'get',
    path: '/stores/{id}/packing-list.pdf',
    operationId: 'getTeamStorePackingList',
    summary: 'The packing list PDF: a bag label per member order with its garments and names',
    ...forSeller,
    request: { params: IdParams },
    responses: { 200: pdf('The packing list'), ...sellerRefusals, 404: notFound, 409: notClosed },
  }),
  namesCsv: createRoute({
    method: 'get',
    path: '/stores/{id}/names.csv',
    operationId: 'getTeamStoreNames',
    summary: 'Every name of the batch as CSV: Order, Member, Product, Colour, Size, Name',
    description:
      'A name a spreadsheet would run as a formula (=, +, -, @) is written with a leading apostrophe.',
    ...forSeller,
    request: { params: IdParams },
    responses: {
      200: { description: 'The CSV', content: { 'text/csv': binary } },
      ...sellerRefusals,
      404: notFound,
    },
  }),
};

/** Team stores (issue 32): the seller's stores, their batch and documents; the members' gate and store. */
export function storesApi(ctx: AppContext) {
  const { stores } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  const actor = (c: Context<SessionEnv>) => {
    const user = requireUser(c);
    return { userId: user.id, label: `Seller (${user.email})` };
  };
  const viewer = (c: Context<SessionEnv>) => storeViewerFrom(c.req.header('cookie'), c.get('user'));
  const attachment = (body: Buffer | string, type: string, filename: string) => {
    const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body);
    return new Response(bytes, {
      headers: {
        'Content-Type': type,
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Content-Length': String(bytes.byteLength),
      },
    });
  };
  const picture = async (c: Context<SessionEnv>, id: string, which: 'logo' | 'banner') => {
    const user = c.get('user');
    const key = await stores.picture(id, which, viewer(c), !!user && can(user, 'stores:manage'));
    const file = key ? await ctx.files.read(key) : null;
    if (!file) return c.json({ message: which === 'logo' ? 'No logo' : 'No banner' }, 404);
    c.header('Content-Type', 'image/webp');
    c.header('Content-Length', String(file.size));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, max-age=3600');
    return fileBody(c, file.stream);
  };

  app.openapi(routes.list, async (c) => c.json(await stores.list(c.req.valid('query')), 200));
  app.openapi(routes.create, async (c) => {
    const store = await stores.create(c.req.valid('json'), actor(c));
    return c.json({ store }, 201);
  });
  app.openapi(routes.uploadLogo, async (c) => {
    const { logo } = c.req.valid('form');
    const view = await stores.uploadLogo(
      requireUser(c).id,
      new Uint8Array(await logo.arrayBuffer()),
      logo.name,
    );
    return c.json({ logo: view }, 201);
  });
  // the members' routes before /stores/{id}/…: a store's address may be any word
  app.openapi(routes.gate, async (c) => {
    const gate = await stores.gate(c.req.valid('param').slug, viewer(c));
    if (!gate) return c.json({ message: STORE_MESSAGES.notFound }, 404);
    return c.json(gate, 200);
  });
  app.openapi(routes.access, async (c) => {
    const token = await stores.grantCode(c.req.valid('param').slug, c.req.valid('json').code);
    const current = storeViewerFrom(c.req.header('cookie'), null).grants.join('.');
    setCookie(c, STORE_ACCESS_COOKIE, withGrant(current, token), {
      httpOnly: true,
      sameSite: 'Lax',
      secure: servedOverHttps(c, ctx.config),
      path: '/',
      maxAge: ACCESS_COOKIE_DAYS * 86_400,
    });
    return c.body(null, 204);
  });
  app.openapi(routes.member, async (c) => {
    const store = await stores.forMember(c.req.valid('param').slug, viewer(c));
    if (!store) return c.json({ message: STORE_MESSAGES.notFound }, 404);
    return c.json({ store }, 200);
  });
  app.openapi(routes.logo, (c) => picture(c, c.req.valid('param').id, 'logo'));
  app.openapi(routes.banner, (c) => picture(c, c.req.valid('param').id, 'banner'));
  app.openapi(routes.get, async (c) => c.json({ store: await stores.get(c.req.valid('param').id) }, 200));
  app.openapi(routes.update, async (c) => {
    const store = await stores.update(c.req.valid('param').id, c.req.valid('json'), actor(c));
    return c.json({ store }, 200);
  });
  app.openapi(routes.act, async (c) => {
    const store = await stores.act(c.req.valid('param').id, c.req.valid('json').action, actor(c));
    return c.json({ store }, 200);
  });
  app.openapi(routes.uploadBanner, async (c) => {
    const { banner } = c.req.valid('form');
    const result = await stores.uploadBanner(
      c.req.valid('param').id,
      new Uint8Array(await banner.arrayBuffer()),
    );
    return c.json(result, 200);
  });
  app.openapi(routes.batch, async (c) => c.json(await stores.batch(c.req.valid('param').id), 200));
  app.openapi(routes.ship, async (c) =>
    c.json(await stores.ship(c.req.valid('param').id, c.req.valid('json'), actor(c)), 200),
  );
  app.openapi(routes.workOrder, async (c) => {
    const { pdf: body, filename } = await stores.workOrderPdf(c.req.valid('param').id);
    return attachment(body, 'application/pdf', filename);
  });
  app.openapi(routes.packingList, async (c) => {
    const { pdf: body, filename } = await stores.packingListPdf(c.req.valid('param').id);
    return attachment(body, 'application/pdf', filename);
  });
  app.openapi(routes.namesCsv, async (c) => {
    const { csv, filename } = await stores.namesCsv(c.req.valid('param').id);
    return attachment(csv, 'text/csv; charset=utf-8', filename);
  });
  return app;
}
