import { createRoute, z } from '@hono/zod-openapi';
import { StoreCartSchema } from '../../domain/schemas/stores';
import type { AppContext } from '../context';
import { setCartCookie, type SessionEnv } from '../http/session';
import { storeForCart, storeViewerFrom } from '../services/stores/store-access';
import { cartLineJson, cartOwner, CartLine } from './cart';
import { bodyErrors, createApiRouter, errorResponse, jsonBody, jsonContent, SECURITY } from './router';

const SlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'st-marys-pe' }),
});

/**
 * A team store member's garments into their cart (issue 32): the store's price and logo, a name per garment
 * when the store offers names. Beside the stores API (server/api/stores.ts), which shows the store.
 */
export function storeCartApi(ctx: AppContext) {
  const app = createApiRouter<SessionEnv>();
  app.openapi(
    createRoute({
      method: 'post',
      path: '/stores/by-slug/{slug}/cart',
      operationId: 'addStoreGarments',
      tags: ['Team stores'],
      security: SECURITY.cart,
      summary: "Add a team store's garment to the cart: one colour, several sizes, names",
      description:
        "A member with access to the store (its link, its access code's cookie, or a signed-in e-mail on its domains; else 404) adds one of the store's garments in one of its colours, several sizes at once. The price and the organisation's logo are the store's (no setup fee); with `names` (one per garment, as many of each size as its quantity) and `namesChecked`, each garment carries a name at the store's price per name. A store's lines are ordered on their own: a cart holding other items is refused with 400, as is a closed store. Everything is checked before anything is added. A guest gets a `cart` cookie.",
      request: { params: SlugParams, body: jsonBody(StoreCartSchema.meta({ id: 'AddStoreGarments' })) },
      responses: {
        201: jsonContent(
          z.object({ message: z.string(), quantity: z.number().int(), cartItems: z.array(CartLine) }),
          'Added',
        ),
        ...bodyErrors,
        404: errorResponse('No such store, no access to it, or it does not offer the garment'),
        409: errorResponse('Not enough stock'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const from = await storeForCart(ctx.database.db, {
        slug: c.req.valid('param').slug,
        productId: input.productId,
        viewer: storeViewerFrom(c.req.header('cookie'), c.get('user') ?? null),
        now: ctx.clock(),
        contact: ctx.shop.email,
      });
      const { lines, newGuestToken, quantity } = await ctx.services.cart.addStoreSizes(
        cartOwner(c),
        from,
        input,
      );
      if (newGuestToken) setCartCookie(c, ctx, newGuestToken);
      return c.json(
        {
          message: `${quantity} ${quantity === 1 ? 'item' : 'items'} successfully added to cart!`,
          quantity,
          cartItems: lines.map(cartLineJson),
        },
        201,
      );
    },
  );
  return app;
}
