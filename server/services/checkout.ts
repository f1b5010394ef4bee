import { createHash } from 'node:crypto';
import { chargePerUnit, priceCartLines, pricingInput } from '../../domain/pricing';
import { formatOrderNumber } from '../../domain/orders';
import type { CreateCheckoutInput as CheckoutRequest } from '../../domain/schemas/checkout';
import { SHIPPING_OPTIONS, shippingMismatch } from '../../domain/shipping';
import { AppError } from '../errors';
import type { CheckoutLineItem, PaymentProvider } from '../integrations/payments/provider';
import type { AddressService } from './addresses';
import { noLongerAvailable, type CartOwner, type CartService } from './cart';
import type { OrdersService } from './orders';
import type { PromoService } from './promos';

/**
 * Checkout: the server is the price authority. It prices its own cart with domain/pricing (whatever totals a
 * client sent), writes the order, and asks the payment provider for a hosted checkout of the same total.
 */
export function createCheckoutService(deps: {
  cart: CartService;
  promos: PromoService;
  orders: OrdersService;
  payments: PaymentProvider;
  /** Remembers a customer's delivery address for their next checkout. */
  addresses?: AddressService;
}) {
  const { cart, promos, orders, payments, addresses } = deps;

  return {
    async start(input: {
      owner: CartOwner;
      user: { id: string } | null;
      request: CheckoutRequest;
      /** The shop's address as the shopper reached it, for the provider's return links. */
      origin: string;
    }): Promise<{ sessionId: string; url: string; orderId: string }> {
      const { request } = input;
      // the schema refuses it already; the service holds the rule for every caller
      const wrongShipping = shippingMismatch(request.shippingAddress.country, request.shippingType);
      if (wrongShipping) throw new AppError('bad_request', wrongShipping);
      const { cartId, view } = await cart.getWithId(input.owner, { shippingType: request.shippingType });
      if (!cartId || view.lines.length === 0) throw new AppError('bad_request', 'Your cart is empty');
      const gone = view.lines.find((l) => l.unavailable);
      if (gone)
        throw new AppError(
          'bad_request',
          `${noLongerAvailable(gone.title)} Please remove it from your cart.`,
        );

      let promo: { id: string; code: string; percent: number } | null = null;
      if (request.promoCode) {
        if (!input.user) throw new AppError('unauthorized', 'Please login to use promo codes.');
        // expiry, limits and one per customer are checked as the order takes its use (orders.createPending),
        // so a retry of a checkout that holds the last use finds its order again
        const row = await promos.validate(request.promoCode, input.user.id, { rules: false });
        promo = { id: row.id, code: row.code, percent: row.percent };
      }

      const lines = view.lines;
      const totals = priceCartLines(lines, {
        shippingType: request.shippingType,
        discountPercent: promo?.percent ?? 0,
      });

      // a double click or a retry of the same cart, address and choices finds the same order and session
      const idempotencyKey = createHash('sha256')
        .update(
          JSON.stringify([
            cartId,
            lines.map((l) => [l.id, l.quantity, l.unitPrice]),
            request.shippingAddress,
            request.shippingType,
            promo?.code ?? null,
            totals.total,
          ]),
        )
        .digest('hex');
      const existing = await orders.findByIdempotencyKey(idempotencyKey);
      if (existing?.paymentStatus === 'paid')
        throw new AppError('conflict', 'This order has been paid already. Your cart will be empty shortly.');
      if (existing?.paymentSessionId && existing.paymentUrl) {
        return { sessionId: existing.paymentSessionId, url: existing.paymentUrl, orderId: existing.id };
      }

      const order =
        existing ??
        (await orders
          .createPending({
            userId: input.user?.id ?? null,
            cartId,
            address: request.shippingAddress,
            shippingType: request.shippingType,
            lines,
            totals,
            promo: promo && { id: promo.id, code: promo.code },
            provider: payments.name,
            idempotencyKey,
          })
          // a simultaneous request with the same key wrote it first: carry on with that order
          .catch(async (error: unknown) => {
            const winner = await orders.findByIdempotencyKey(idempotencyKey);
            if (!winner) throw error;
            return winner;
          }));

      const lineItems: CheckoutLineItem[] = lines.map((l) => {
        const what = l.bundle
          ? l.bundle.garments.map((g) => `${g.quantity} × ${g.title} ${g.colour} ${g.size}`)
          : [`Colour ${l.colour}`];
        return {
          name: l.bundle ? `${l.title} (bundle)` : `${l.title} (${l.size})`,
          description: [...what, ...l.decorations.map((d) => `${d.position}: ${d.method}`)].join(' · '),
          // a bundle's logos go on each of its garments
          unitAmount: chargePerUnit(pricingInput(l)),
          quantity: l.quantity,
          imageUrl: l.image.startsWith('/') ? `${input.origin}${l.image}` : l.image,
        };
      });
      if (totals.setupFees > 0) {
        lineItems.push({
          name: `Logo setup (${totals.newDesigns} new ${totals.newDesigns === 1 ? 'design' : 'designs'})`,
          unitAmount: totals.setupFees,
          quantity: 1,
        });
      }
      const session = await payments.createCheckout({
        orderId: order.id,
        orderNumber: formatOrderNumber(order.number),
        currency: 'gbp',
        amountTotal: order.total,
        lineItems,
        shipping: { name: SHIPPING_OPTIONS[request.shippingType].label, amount: totals.shipping },
        discount:
          totals.discount > 0
            ? { name: `${promo!.code} (${promo!.percent}% off)`, amount: totals.discount }
            : null,
        customerEmail: request.shippingAddress.email,
        successUrl: `${input.origin}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${input.origin}/checkout?cancelled=1`,
        idempotencyKey,
      });
      await orders.attachPaymentSession(order.id, session);
      // the address the order was placed to is offered at the customer's next checkout
      if (input.user && addresses) {
        await addresses.rememberUsed(input.user.id, request.shippingAddress).catch(() => undefined);
      }
      return { sessionId: session.id, url: session.url, orderId: order.id };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
