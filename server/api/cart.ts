import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie } from 'hono/cookie';
import { decorationColumns, type LineItem, type LogoSummary } from '../../domain/line-item';
import { penceToPounds } from '../../domain/money';
import { AddToCartSchema } from '../../domain/schemas/cart';
import { LOGO_MAX_BYTES, LOGO_MAX_MB, LOGO_TOO_LARGE_MESSAGE } from '../../domain/uploads';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { CART_COOKIE, cartToken, setCartCookie, type SessionEnv } from '../http/session';
import type { CartOwner, CartView } from '../services/cart';
import { summariseLogo } from '../services/logos';
import { createApiRouter, firstIssueMessage } from './router';
import { ErrorSchema } from './serializers';

/** A cart line in the shape the spec's client reads (pounds, `_id`, `color`, `position`, `logo`). */
export function cartLineJson(line: LineItem) {
  const decoration = decorationColumns(line);
  return {
    _id: line.id,
    productId: line.productId,
    title: `${line.title} (${line.size})`,
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
    method: decoration.method ?? 'Not selected',
    position: decoration.positions,
    textLine: decoration.textLine ?? '',
    font: decoration.font ?? '',
    notes: line.notes ?? '',
    logo: decoration.logo ? (decoration.logo.previewUrl ?? decoration.logo.url) : null,
    logoFile: decoration.logo ? logoJson(decoration.logo) : null,
    usePreviousLogo: decoration.isPreviousLogo,
    isBundle: false,
    bundleProducts: [],
    lineTotal: penceToPounds(line.goods),
    logoCharge: penceToPounds(line.logoCharge),
  };
}

export function logoJson(logo: LogoSummary) {
  return {
    _id: logo.id,
    name: logo.name,
    format: logo.format,
    url: logo.url,
    previewUrl: logo.previewUrl,
    setupPaid: logo.setupPaid,
    createdAt: logo.createdAt,
  };
}

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

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const errorResponses = {
  400: json(ErrorSchema, 'Invalid input'),
  401: json(ErrorSchema, 'Not logged in (logos need a customer)'),
  404: json(ErrorSchema, 'No such product, line or logo'),
  409: json(ErrorSchema, 'Not enough stock'),
};
const lineId = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const CartLine = z.object({ _id: z.string() }).passthrough().openapi('CartLine');

export function cartApi(ctx: AppContext) {
  const { cart } = ctx.services;
  const app = createApiRouter<SessionEnv>();

  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/',
    tags: ['Cart'],
    summary:
      'Add garments: plain (`finalQuantity`), with a text logo (`textLine`, `font`), or with a logo (multipart `logo` file, or the URL/id of an earlier logo). One size per request; prices sent are ignored.',
    request: {
      body: {
        required: true,
        content: {
          'application/json': { schema: AddToCartSchema },
          'multipart/form-data': { schema: z.object({ logo: z.any() }).passthrough() },
        },
      },
    },
    responses: {
      200: json(
        z.object({ message: z.string(), cartItem: CartLine, logoUrl: z.string().nullable() }),
        'Added',
      ),
      ...errorResponses,
      413: json(ErrorSchema, `File over ${LOGO_MAX_MB} MB`),
    },
  });
  app.post(
    '/',
    bodyLimit({
      maxSize: LOGO_MAX_BYTES + 256 * 1024,
      onError: (c) => c.json({ message: LOGO_TOO_LARGE_MESSAGE }, 413),
    }),
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      let fields: Record<string, unknown>;
      let upload: { bytes: Uint8Array; fileName: string } | undefined;
      if (type.startsWith('multipart/form-data')) {
        const form = await c.req.formData();
        fields = {};
        for (const [key, value] of form) {
          if (typeof value === 'string') fields[key] = value;
          else if (key === 'logo')
            upload = { bytes: new Uint8Array(await value.arrayBuffer()), fileName: value.name };
        }
        // `logo` as a file is the upload itself, not a reference to an earlier one
        if (upload) delete fields.logo;
      } else if (type.startsWith('application/json')) {
        fields = await c.req.json().catch(() => {
          throw new AppError('bad_request', 'The request body is not valid JSON.');
        });
      } else {
        return c.json({ message: 'Send JSON or multipart form data.' }, 415);
      }
      const parsed = AddToCartSchema.safeParse(fields);
      if (!parsed.success) return c.json({ message: firstIssueMessage(parsed.error) }, 400);
      const input = parsed.data;
      if (upload && !input.decoration) {
        return c.json({ message: 'Please select a printing method and position for your logo.' }, 400);
      }
      const { line, newGuestToken, logo } = await cart.add(cartOwner(c), input, upload);
      if (newGuestToken) setCartCookie(c, ctx, newGuestToken);
      const item = cartLineJson(line);
      return c.json({
        message: `${input.quantity} × ${item.title} added to your cart`,
        cartItem: item,
        logoUrl: logo ? (logo.previewUrl ?? logo.url) : null,
      });
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Cart'],
      summary: "The visitor's cart with its totals (standard shipping)",
      responses: {
        200: json(z.object({ cart: z.array(CartLine), summary: z.object({}).passthrough() }), 'The cart'),
      },
    }),
    async (c) => {
      const view = await cart.get(cartOwner(c));
      return c.json({ cart: view.lines.map(cartLineJson), summary: cartSummaryJson(view.totals) }, 200);
    },
  );

  for (const [path, by] of [
    ['/increase/{id}', 1],
    ['/decrease/{id}', -1],
  ] as const) {
    app.openapi(
      createRoute({
        method: 'put',
        path,
        tags: ['Cart'],
        summary: by === 1 ? 'One more of a line' : 'One fewer of a line (never below 1)',
        request: { params: lineId },
        responses: { 200: json(z.object({ updatedCart: CartLine }), 'The line now'), ...errorResponses },
      }),
      async (c) => {
        const line = await cart.step(cartOwner(c), c.req.valid('param').id, by);
        return c.json({ message: 'Cart updated', updatedCart: cartLineJson(line) }, 200);
      },
    );
  }

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/remove/{id}',
      tags: ['Cart'],
      summary: 'Remove a line',
      request: { params: lineId },
      responses: {
        200: json(z.object({ deletedProduct: z.object({ _id: z.string() }) }), 'Removed'),
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
      tags: ['Cart'],
      summary: "The customer's logos (those in the cart and every earlier upload), newest first",
      responses: {
        200: json(z.object({ logos: z.array(z.object({}).passthrough()) }), 'Logos'),
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const user = c.get('user');
      if (!user) return c.json({ message: 'Unauthorized - Please log in again.' }, 401);
      const [rows, inCart] = await Promise.all([
        ctx.services.logos.listForUser(user.id),
        ctx.services.cart.logosInCart(user.id),
      ]);
      const inCartIds = new Set(inCart.map((l) => l.id));
      return c.json(
        // `inCart`: its setup fee is already in this order, so another batch with it adds none
        { logos: rows.map((r) => ({ ...logoJson(summariseLogo(r)), inCart: inCartIds.has(r.id) })) },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/addlogo',
      tags: ['Cart'],
      summary: 'May this visitor add a logo? 200 for a customer, 401 otherwise',
      responses: { 200: json(z.object({ ok: z.boolean() }), 'Yes'), 401: errorResponses[401] },
    }),
    async (c) => {
      const user = c.get('user');
      if (!user || user.role !== 'customer')
        return c.json({ message: 'Unauthorized - Please log in to add a logo.' }, 401);
      return c.json({ ok: true }, 200);
    },
  );

  return app;
}
