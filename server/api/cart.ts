import { LIST_LIMITS } from '../../domain/list-limits';
import { bundleLineJson } from './serializers';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { decorationColumns, decorationLine, type LineItem } from '../../domain/line-item';
import { penceToPounds } from '../../domain/money';
import { namesCharge, type LineNames } from '../../domain/names';
import { LOGO_APPLICATION_FEE, priceChangeNotice } from '../../domain/pricing';
import { BUNDLE_SHOPPER_MESSAGES } from '../../domain/bundles';
import { BundleCartFieldsSchema, BundleCartSchema } from '../../domain/schemas/bundle-cart';
import type { AddToCartInput } from '../../domain/schemas/cart';
import { can } from '../../domain/permissions';
import { LOGO_MAX_MB } from '../../domain/uploads';
import type { AppContext } from '../context';
import { limitUpload } from '../http/input-guard';
import { CART_COOKIE, cartToken, setCartCookie, type SessionEnv } from '../http/session';
import type { CartOwner, CartView } from '../services/cart';
import { cartVatView } from '../services/cart-vat-view';
import type { OrderVat } from '../../domain/vat';
import { VAT_RATES } from '../../domain/vat';
import { logoJson, LogoJsonSchema, ownLogoJson } from './logos';
import {
  bodyErrors,
  createApiRouter,
  errorResponse,
  firstIssueMessage,
  jsonBody,
  jsonContent,
  SECURITY,
} from './router';
import { IdParamsSchema } from './validators/products';
import {
  AddCartItemFormSchema,
  AddCartItemJsonSchema,
  AddCartSizesJsonSchema,
  LineDecorationsJsonSchema,
  SetCartQuantityJsonSchema,
  type AddCartItemForm,
} from './validators/cart';

/** A cart line in the shape the spec's client reads (pounds, `_id`, `color`, `position`, `logo`). */
export function cartLineJson(line: LineItem) {
  const decoration = decorationColumns(line);
  return {
    _id: line.id,
    productId: line.productId,
    title: line.bundle ? line.title : `${line.title} (${line.size})`,
    productTitle: line.title,
    productTypes: line.productTypes,
    frontImage: line.image,
    image: line.image,
    backImage: line.backImage,
    size: line.size,
    color: line.colour,
    colourHex: line.colourHex,
    quantity: line.quantity,
    price: penceToPounds(line.unitPrice),
    /** The price each charged: the product's at the quantity break reached over the whole cart. */
    unitPrice: penceToPounds(line.unitPrice),
    /** The break reached (its minQuantity), or null at the base price. */
    priceBreak: line.priceBreak ?? null,
    /** What one garment costs from 1 (the product's price), when its breaks may lower it; null for a bundle. */
    basePrice: line.ladder ? penceToPounds(line.ladder.basePrice) : null,
    /** The price the shopper last saw, when the catalogue's has changed since (said once, then null). */
    previousPrice: line.previousUnitPrice === undefined ? null : penceToPounds(line.previousUnitPrice),
    /** "Price changed from £12.99 to £9.99", once; null otherwise. */
    priceChange: priceChangeNotice(line),
    method: decoration.method ?? 'Not selected',
    position: decoration.positions,
    textLine: decoration.textLine ?? '',
    font: decoration.font ?? '',
    notes: line.notes ?? '',
    logo: decoration.logo ? (decoration.logo.previewUrl ?? decoration.logo.url) : null,
    logoFile: decoration.logo ? logoJson(decoration.logo) : null,
    usePreviousLogo: decoration.isPreviousLogo,
    /** Garments in one bundle (each carries every decoration); 1 for a single garment. */
    garmentCount: 1,
    /** What one bundle's garments cost bought alone, and the saving against it (null on a single garment). */
    separatePrice: null as number | null,
    saving: null as number | null,
    ...bundleLineJson(line),
    lineTotal: penceToPounds(line.goods),
    logoCharge: penceToPounds(line.logoCharge),
    decorations: decorationsJson(line),
    /** A name per garment, or null (issue 32); their charge is in logoCharge. */
    names: line.names ? namesJson(line.names) : null,
    /** The team store the line is from, or null. */
    store: line.store ?? null,
    available: !line.unavailable,
  };
}

/** A line's names as the API answers them, the price in pounds. */
export function namesJson(names: LineNames) {
  return {
    position: names.position,
    method: names.method,
    font: names.font,
    names: names.names,
    count: names.names.length,
    unitPrice: penceToPounds(names.unitPrice),
    charge: penceToPounds(namesCharge(names)),
  };
}

const NamesJson = z
  .object({
    position: z.string(),
    method: z.string(),
    font: z.string(),
    names: z.array(z.string()),
    count: z.number().int(),
    unitPrice: z.number().openapi({ description: 'Pounds per name', example: 3.5 }),
    charge: z.number().openapi({ description: 'Pounds for every name of the line (in logoCharge)' }),
  })
  .openapi('LineNames');

/** Every decoration of a line, one per position (the flat fields above carry only the first's design). */
export function decorationsJson(line: Pick<LineItem, 'decorations'>) {
  return line.decorations.map((d) => ({
    position: d.position,
    method: d.method,
    kind: d.design.kind,
    textLine: d.design.kind === 'text' ? d.design.text : null,
    font: d.design.kind === 'text' ? d.design.font : null,
    logoId: d.design.kind === 'logo' ? (d.design.logo?.id ?? null) : null,
    logoName: d.design.kind === 'logo' ? d.design.name : null,
    logo: d.design.kind === 'logo' && d.design.logo ? (d.design.logo.previewUrl ?? d.design.logo.url) : null,
    isPreviousLogo: d.isPreviousLogo,
    /** Per garment at this position, as charged (its decoration ladder's break), in pounds. */
    unitPrice: penceToPounds(d.unitPrice ?? LOGO_APPLICATION_FEE),
    priceBreak: d.priceBreak ?? null,
    description: decorationLine(d),
  }));
}

const DecorationJson = z
  .object({
    position: z.string(),
    method: z.string(),
    kind: z.enum(['text', 'logo']),
    textLine: z.string().nullable(),
    font: z.string().nullable(),
    logoId: z.string().nullable(),
    logoName: z.string().nullable(),
    logo: z.string().nullable().openapi({ description: 'Where the logo’s picture is served' }),
    isPreviousLogo: z.boolean(),
    unitPrice: z.number().openapi({
      description: 'Pounds per garment at this position, as charged (its decoration quantity break)',
      example: 5.5,
    }),
    priceBreak: z.number().int().nullable().openapi({
      description: 'The decoration break reached (its minQuantity), or null below every break',
    }),
    description: z.string().openapi({ example: "Left Breast: Embroidery, text 'ACME' in Serif" }),
  })
  .openapi('LineDecoration');

export function cartSummaryJson(totals: CartView['totals']) {
  return {
    itemCount: totals.itemCount,
    subtotal: penceToPounds(totals.goods),
    logoCharges: penceToPounds(totals.logoCharges),
    setupFees: penceToPounds(totals.setupFees),
    shippingType: totals.shippingType,
    shipping: penceToPounds(totals.shipping),
    total: penceToPounds(totals.total),
  };
}

/** Whose cart this request is about: the customer's when logged in, else the guest cookie's. */
export function cartOwner(c: Context<SessionEnv>): CartOwner {
  const user = c.get('user');
  return user ? { userId: user.id } : { guestToken: cartToken(c) ?? null };
}

/** At login, the guest's cart moves into the customer's and the guest cookie goes. */
export async function adoptGuestCart(c: Context<SessionEnv>, ctx: AppContext, userId: string) {
  const token = cartToken(c);
  if (!token) return;
  await ctx.services.cart.adoptGuestCart(token, userId);
  deleteCookie(c, CART_COOKIE, { path: '/' });
}

const VatRateJson = z
  .object({
    rate: z.enum(VAT_RATES),
    percent: z.number().openapi({ example: 20 }),
    net: z.number().openapi({ description: 'Pounds without VAT' }),
    vat: z.number().openapi({ description: 'Pounds of VAT' }),
    gross: z.number().openapi({ description: 'Pounds with VAT (what is charged)' }),
  })
  .openapi('CartVatRate');

/** The cart's VAT once the shop charges it (issue 34); null while it charges none. */
export const CartVatJson = z
  .object({
    vatNumber: z.string().openapi({ example: 'GB123456789' }),
    trade: z
      .boolean()
      .openapi({ description: 'An approved trade account: its pages show prices without VAT, VAT added' }),
    rates: z.array(VatRateJson),
    net: z.number(),
    vat: z.number(),
    gross: z.number().openapi({ description: 'The total charged: the summary’s total, VAT included' }),
  })
  .nullable()
  .openapi('CartVat', {
    description:
      'The VAT inside the cart’s total, per rate, at standard shipping; null while the shop is not charging VAT',
  });

function cartVatJson(vat: OrderVat, trade: boolean) {
  const pounds = (r: { net: number; vat: number; gross: number }) => ({
    net: penceToPounds(r.net),
    vat: penceToPounds(r.vat),
    gross: penceToPounds(r.gross),
  });
  return {
    vatNumber: vat.vatNumber,
    trade,
    rates: vat.rates.map((r) => ({ rate: r.rate, percent: r.percent, ...pounds(r) })),
    ...pounds(vat),
  };
}

const errorResponses = {
  400: errorResponse('Invalid input'),
  401: errorResponse('Not logged in (logos need a customer)'),
  404: errorResponse('No such product, line or logo'),
  409: errorResponse('Not enough stock'),
};
export const CartLine = z
  .object({
    _id: z.string(),
    unitPrice: z.number().openapi({
      description:
        'Pounds each as charged: a garment at its product’s quantity break over every colour, size and line of it in the cart (`price` is the same figure); a bundle at its own price',
      example: 11.99,
    }),
    priceBreak: z.number().int().nullable().openapi({
      description: 'The quantity break reached (its minQuantity), or null at the base price',
      example: 10,
    }),
    basePrice: z
      .number()
      .nullable()
      .openapi({ description: 'The product’s price from 1, in pounds; null on a bundle line' }),
    decorations: z.array(DecorationJson),
    names: NamesJson.nullable().openapi({
      description: 'One name per garment (the line is one size), or null',
    }),
    store: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable().openapi({
      description: 'The team store the line is from (its price and logo are the store’s), or null',
    }),
  })
  .passthrough()
  .openapi('CartLine');

const addBodyContent = {
  'application/json': { schema: AddCartItemJsonSchema },
  'multipart/form-data': { schema: AddCartItemFormSchema },
};

/** The bundle payload as documented (JSON, or multipart with its lists as JSON text and the `logo` file). */
const BundleCartDoc = BundleCartFieldsSchema.meta({
  id: 'AddBundleToCart',
  description:
    'A whole bundle as one cart line: `isBundle: true`, `bundleId`, and per bundle product its id (`productId`, `id`, `_id` or `bundleProductId`) with `sizesByColor` (the spec’s { colour name or hex: [{ size, quantity }] }, or { colour: { size: quantity } }) or one `color`/`size`/`quantity`. `method` is Embroidery, Print or Not selected (no logo); a logo takes `position` (list) and a design: `textLine` + `font`, a multipart `logo` file, or the id/URL of an earlier logo in `logo` with `usePreviousLogo`. Prices, titles and thumbnails sent are ignored.',
  example: {
    isBundle: true,
    bundleId: '0190a8f2-5b6c-7d8e-9f01-23456789abcd',
    bundleProducts: [
      {
        id: '0190a8f2-0000-7d8e-9f01-000000000001',
        sizesByColor: {
          Navy: [
            { size: 'M', quantity: 3 },
            { size: 'L', quantity: 2 },
          ],
        },
      },
      { id: '0190a8f2-0000-7d8e-9f01-000000000002', sizesByColor: { '#000000': { L: 3 } } },
      { id: '0190a8f2-0000-7d8e-9f01-000000000003', sizesByColor: { White: { M: 2 } } },
    ],
    method: 'Embroidery',
    position: ['Left Breast', 'Large Back'],
    textLine: 'Bloggs & Sons',
    font: 'Serif',
  },
});
const addDocContent = {
  'application/json': { schema: z.union([AddCartItemJsonSchema, BundleCartDoc]) },
  'multipart/form-data': { schema: z.union([AddCartItemFormSchema, BundleCartDoc]) },
};
const addRoute = createRoute({
  method: 'post',
  path: '/',
  operationId: 'addToCart',
  tags: ['Cart'],
  summary: 'Add garments of one size to the cart',
  description:
    'A bundle (`isBundle: true`, schema AddBundleToCart) is added as ONE line, all of its garments or none: its garments must make the bundle (the required count per product, at most 3 colours per product, each within the stock left for this shopper), it answers `{ success, message: "Bundle successfully added to cart!", cartItem, cart, summary }`, and an identical bundle adds one more to its line. Otherwise: plain (`finalQuantity`), with a text logo (`textLine`, `font`), or with a logo: an uploaded file (multipart `logo`) or the id/URL of an earlier one, applied at every `position`. Several decorations, each with its own method and design at its own position (at most one per position): JSON `decorations`, whose uploaded logos are first sent to `POST /api/logos` and named by the id it returns. One size per request; prices, titles and images sent are ignored. A guest gets a `cart` cookie; logos need a logged-in customer.',
  security: SECURITY.cart,
  request: {
    body: {
      // the body is needed, but as one of two media types: each validator runs only for its own
      required: false,
      content: addBodyContent,
    },
  },
  responses: {
    200: jsonContent(
      z.union([
        z.object({ message: z.string(), cartItem: CartLine, logoUrl: z.string().nullable() }),
        z.object({
          success: z.literal(true),
          message: z.literal(BUNDLE_SHOPPER_MESSAGES.added),
          cartItem: CartLine,
          logoUrl: z.string().nullable(),
          cart: z.array(CartLine),
          summary: z.object({}).passthrough(),
        }),
      ]),
      'Added (a bundle: the second shape)',
    ),
    ...errorResponses,
    413: errorResponse(`File over ${LOGO_MAX_MB} MB`),
    415: errorResponse('Neither JSON nor multipart form data'),
  },
});

export function cartApi(ctx: AppContext) {
  const { cart } = ctx.services;
  const app = createApiRouter<SessionEnv>();

  // anyone may add to a cart, a logo file included (the service asks a guest to log in): at most one upload
  app.post('/', limitUpload('addToCart'));
  // a bundle (`isBundle`) is its own payload: read here, before the single garment's validators see the body
  // (Hono keeps the parsed body, so they read it again when it is not a bundle)
  app.post('/', async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    const multipart = type.startsWith('multipart/form-data');
    if (!multipart && !type.startsWith('application/json')) return next();
    let fields: Record<string, unknown>;
    let upload: File | undefined;
    try {
      if (multipart) {
        fields = {};
        for (const [key, value] of (await c.req.formData()).entries()) {
          if (key === 'logo' && value instanceof File) upload = value;
          else if (typeof value === 'string') fields[key] = value;
        }
      } else {
        const body: unknown = await c.req.json();
        if (!body || typeof body !== 'object' || Array.isArray(body)) return next();
        fields = body as Record<string, unknown>;
      }
    } catch {
      return next(); // the validators answer a body they cannot read
    }
    if (fields.isBundle !== true && fields.isBundle !== 'true') return next();
    const parsed = BundleCartSchema.safeParse(fields);
    if (!parsed.success) return c.json({ message: firstIssueMessage(parsed.error) }, 400);
    const file = upload && { bytes: new Uint8Array(await upload.arrayBuffer()), fileName: upload.name };
    const owner = cartOwner(c);
    const { line, newGuestToken, logo } = await cart.addBundle(owner, parsed.data, file);
    if (newGuestToken) setCartCookie(c, ctx, newGuestToken);
    const view = await cart.get(newGuestToken ? { guestToken: newGuestToken } : owner);
    return c.json(
      {
        success: true,
        message: BUNDLE_SHOPPER_MESSAGES.added,
        cartItem: cartLineJson(line),
        logoUrl: logo ? (logo.previewUrl ?? logo.url) : null,
        cart: view.lines.map(cartLineJson),
        summary: cartSummaryJson(view.totals),
      },
      200,
    );
  });

  app.openapi({ ...addRoute, hide: true }, async (c) => {
    const type = c.req.header('content-type') ?? '';
    const multipart = type.startsWith('multipart/form-data');
    if (!multipart && !type.startsWith('application/json'))
      return c.json({ message: 'Send JSON or multipart form data.' }, 415);
    // the route's typing merges its two media types; each validator's output is its own schema's
    const { input, upload }: AddCartItemForm = multipart
      ? (c.req.valid('form') as unknown as AddCartItemForm)
      : { input: c.req.valid('json') as unknown as AddToCartInput, upload: undefined };
    if (upload && input.decorations.length === 0) {
      return c.json({ message: 'Please select a printing method and position for your logo.' }, 400);
    }
    const file = upload && { bytes: new Uint8Array(await upload.arrayBuffer()), fileName: upload.name };
    const { line, newGuestToken, logo } = await cart.add(cartOwner(c), input, file);
    if (newGuestToken) setCartCookie(c, ctx, newGuestToken);
    const item = cartLineJson(line);
    return c.json(
      {
        message: `${input.quantity} × ${item.title} added to your cart`,
        cartItem: item,
        logoUrl: logo ? (logo.previewUrl ?? logo.url) : null,
      },
      200,
    );
  });
  // described as it is: a body is required (validation treats it as optional only to allow either type)
  app.openAPIRegistry.registerPath({
    ...addRoute,
    request: { body: { required: true, content: addDocContent } },
  });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'getCart',
      tags: ['Cart'],
      summary: "The visitor's cart with its totals (standard shipping)",
      description:
        'Each line is priced at the catalogue’s price now. A line whose price changed since the visitor last saw it carries `previousPrice` and `priceChange` ("Price changed from £12.99 to £9.99") in this answer only: answering counts as showing it. A line no longer sold (`available: false`) is left out of the summary.',
      security: SECURITY.cart,
      responses: {
        200: jsonContent(
          z.object({ cart: z.array(CartLine), summary: z.object({}).passthrough(), vat: CartVatJson }),
          'The cart',
        ),
      },
    }),
    async (c) => {
      const owner = cartOwner(c);
      const view = await cart.get(owner);
      await cart.pricesSeen(owner, view.lines);
      const vat = await cartVatView(ctx.services, view, 'userId' in owner ? owner.userId : null);
      return c.json(
        {
          cart: view.lines.map(cartLineJson),
          summary: cartSummaryJson(view.totals),
          vat: vat ? cartVatJson(vat.vat, vat.info.trade) : null,
        },
        200,
      );
    },
  );

  for (const [path, by, operationId] of [
    ['/increase/{id}', 1, 'increaseCartLine'],
    ['/decrease/{id}', -1, 'decreaseCartLine'],
  ] as const) {
    app.openapi(
      createRoute({
        method: 'put',
        path,
        operationId,
        tags: ['Cart'],
        security: SECURITY.cart,
        summary: by === 1 ? 'One more of a line' : 'One fewer of a line (never below 1)',
        request: { params: IdParamsSchema },
        responses: {
          200: jsonContent(z.object({ updatedCart: CartLine }), 'The line now'),
          ...errorResponses,
        },
      }),
      async (c) => {
        const line = await cart.step(cartOwner(c), c.req.valid('param').id, by);
        return c.json({ message: 'Cart updated', updatedCart: cartLineJson(line) }, 200);
      },
    );
  }

  app.openapi(
    createRoute({
      method: 'post',
      path: '/sizes',
      operationId: 'addCartSizes',
      tags: ['Cart'],
      security: SECURITY.cart,
      summary: 'Add several sizes of one garment and colour at once (plain)',
      description:
        'The size grid: one line per size (merging with a like line). With `decorations` (as `POST /api/cart`’s JSON takes them: uploaded logos named by the id `POST /api/logos` returned) and `notes`, every size’s line carries them; logos need a logged-in customer. Every size’s stock, the logos and the decorations are checked before anything is added, and the lines are written in one transaction, so a refused request adds nothing. With `names` (one `{ size, name }` per garment: as many of each size as its quantity), `namePosition`, optional `nameMethod` and `nameFont`, and `namesChecked: true`, each garment carries a name at the shop’s price per name (a count that does not match, a name too long or with control characters, or names where a logo is: 400). A guest gets a `cart` cookie.',
      request: {
        body: jsonBody(AddCartSizesJsonSchema),
      },
      responses: {
        200: jsonContent(
          z.object({ message: z.string(), quantity: z.number().int(), cartItems: z.array(CartLine) }),
          'Added',
        ),
        ...bodyErrors,
        404: errorResponses[404],
        409: errorResponses[409],
      },
    }),
    async (c) => {
      const { lines, newGuestToken, quantity } = await cart.addSizes(cartOwner(c), c.req.valid('json'));
      if (newGuestToken) setCartCookie(c, ctx, newGuestToken);
      return c.json(
        {
          message: `${quantity} ${quantity === 1 ? 'item' : 'items'} successfully added to cart!`,
          quantity,
          cartItems: lines.map(cartLineJson),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/quantity/{id}',
      operationId: 'setCartLineQuantity',
      tags: ['Cart'],
      security: SECURITY.cart,
      summary: "Set a line's quantity (1 to 10,000, within stock)",
      description:
        'On a bundle line the quantity counts bundles: every garment of the bundle, times the quantity, must be in stock (409 names the product, colour and size).',
      request: {
        params: IdParamsSchema,
        body: jsonBody(SetCartQuantityJsonSchema),
      },
      responses: {
        200: jsonContent(z.object({ message: z.string(), updatedCart: CartLine }), 'The line now'),
        ...bodyErrors,
        404: errorResponses[404],
        409: errorResponses[409],
      },
    }),
    async (c) => {
      const line = await cart.setQuantity(
        cartOwner(c),
        c.req.valid('param').id,
        c.req.valid('json').quantity,
      );
      return c.json({ message: 'Cart updated', updatedCart: cartLineJson(line) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/{id}/decorations',
      operationId: 'setCartLineDecorations',
      tags: ['Cart'],
      security: SECURITY.cart,
      summary: "Replace a line's decorations (add a logo, edit or remove one)",
      description:
        'The whole list, at most one per position; an empty list leaves a plain garment. On a bundle line the decorations go on every garment of the bundle. Uploaded logos are named by the id `POST /api/logos` returned. When the line becomes the same as another line of the cart, the two merge and the merged line is returned.',
      request: {
        params: IdParamsSchema,
        body: jsonBody(LineDecorationsJsonSchema),
      },
      responses: {
        200: jsonContent(z.object({ message: z.string(), updatedCart: CartLine }), 'The line now'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const line = await cart.setDecorations(cartOwner(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ message: 'Cart updated', updatedCart: cartLineJson(line) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/remove/{id}',
      operationId: 'removeCartLine',
      tags: ['Cart'],
      security: SECURITY.cart,
      summary: 'Remove a line',
      request: { params: IdParamsSchema },
      responses: {
        200: jsonContent(z.object({ deletedProduct: z.object({ _id: z.string() }) }), 'Removed'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = await cart.remove(cartOwner(c), c.req.valid('param').id);
      return c.json({ message: 'Item removed from cart', deletedProduct: { _id: id } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get-cart-product-logs',
      operationId: 'listCustomerLogos',
      tags: ['Cart'],
      security: SECURITY.session,
      summary: "The customer's logos (those in the cart and every earlier upload), newest first",
      responses: {
        200: jsonContent(
          z.object({ logos: z.array(LogoJsonSchema).max(LIST_LIMITS.logos) }),
          'Logos, each with its artwork facts',
        ),
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const user = c.get('user');
      if (!user) return c.json({ message: 'Unauthorized - Please log in again.' }, 401);
      const [rows, inCart] = await Promise.all([
        ctx.services.logos.listForUser(user.id).then((list) => ctx.services.logos.allWithArtworkFacts(list)),
        ctx.services.cart.logosInCart(user.id),
      ]);
      const inCartIds = new Set(inCart.map((l) => l.id));
      return c.json(
        // `inCart`: its setup fee is already in this order, so another batch with it adds none
        { logos: rows.map((r) => ownLogoJson(r, inCartIds.has(r.id))) },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/addlogo',
      operationId: 'canAddLogo',
      tags: ['Cart'],
      security: SECURITY.optionalSession,
      summary: 'May this visitor add a logo? 200 for a customer, 401 otherwise',
      responses: { 200: jsonContent(z.object({ ok: z.boolean() }), 'Yes'), 401: errorResponses[401] },
    }),
    async (c) => {
      const user = c.get('user');
      if (!can(user, 'logos:own'))
        return c.json({ message: 'Unauthorized - Please log in to add a logo.' }, 401);
      return c.json({ ok: true }, 200);
    },
  );

  return app;
}
