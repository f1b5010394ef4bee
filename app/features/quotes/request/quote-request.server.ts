import type { AppLoadContext } from 'react-router';
import { londonToday } from '../../../../domain/earnings';
import { can } from '../../../../domain/permissions';
import { ProductListQuerySchema } from '../../../../domain/schemas/catalogue';
import type { CartOwner } from '../../../../server/services/cart';
import { garmentCount, type QuotePrefill } from './quote-form';
import { decorationFromCart, detailsFromAccount, garmentsFromCart, productOption } from './quote-prefill';

/**
 * The quote page's data: the catalogue as the garment picker offers it, and what the page can fill in before the
 * buyer types: a logged-in customer's details (account and last address), the product asked for
 * (`?product=<id>`), the garments and logo of their cart (`?from=cart`).
 */
export async function quoteRequestLoader(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const { auth, catalogue, addresses, cart } = context.app.services;
  const sessionUser = await auth.userForSession(context.sessionToken);
  // a seller looking at the page is not the buyer: their details would only need deleting
  const user = sessionUser && can(sessionUser, 'shop:buy') ? sessionUser : null;

  const listed = await catalogue.listProducts(ProductListQuerySchema.parse({}));
  const products = listed.products.map(productOption);
  const asked = url.searchParams.get('product');
  if (asked && !products.some((p) => p.id === asked)) {
    const product = await catalogue.getShopProduct(asked);
    if (product) products.push(productOption(product));
  }

  const prefill: QuotePrefill = { fields: {}, garments: [], decoration: null };
  if (user) {
    const book = await addresses.forCheckout(user.id);
    const last = book.addresses.find((a) => a.id === book.preferredId)?.address ?? null;
    prefill.fields = detailsFromAccount(user, last);
  }
  let fromCart: { garments: number } | null = null;
  if (url.searchParams.get('from') === 'cart') {
    const owner: CartOwner = user ? { userId: user.id } : { guestToken: context.cartToken ?? null };
    const { lines } = await cart.get(owner);
    prefill.garments = garmentsFromCart(lines, products);
    prefill.decoration = decorationFromCart(lines);
    fromCart = { garments: prefill.garments.reduce((n, g) => n + garmentCount(g), 0) };
  }
  const product = products.find((p) => p.id === asked);
  if (product && !prefill.garments.some((g) => g.productId === product.id))
    prefill.garments.push({
      productId: product.id,
      // one colour is no choice to make
      colour: product.colours.length === 1 ? product.colours[0]!.name : null,
      sizes: [],
    });

  return { products, prefill, loggedIn: user !== null, fromCart, today: londonToday() };
}
