import type { AppLoadContext } from 'react-router';
import { bundleGarmentsText, lineTitle } from '../../../domain/bundle-line';
import { formatOrderNumber } from '../../../domain/orders';
import { lineTotal } from '../../../domain/pricing';
import { isAppError } from '../../../server/errors';

/**
 * The success page's order: verifies the payment on the server (the same idempotent step as the webhook) and
 * returns what the thank-you page shows, or null when the payment cannot be confirmed.
 */
export async function loadPaidOrder(request: Request, context: AppLoadContext) {
  const sessionId = new URL(request.url).searchParams.get('session_id');
  if (!sessionId) return null;
  try {
    const result = await context.app.payments.retrieveCheckout(sessionId);
    if (!result?.paid) return null;
    const { order } = await context.app.services.orders.confirmPayment(result);
    return {
      id: order.id,
      // a guest reaches the order page through the mailed link; a customer straight from here
      viewable: order.userId !== null,
      number: formatOrderNumber(order.number),
      email: order.email,
      lines: order.lines.map((l) => ({
        id: l.id,
        title: lineTitle(l),
        // "Navy" for a garment, "Bundle of 10 garments" for a bundle
        colour: l.bundle ? bundleGarmentsText(l.bundle) : l.colour,
        quantity: l.quantity,
        total: lineTotal(l),
      })),
      setupFees: order.setupFees,
      discount: order.discount,
      shipping: order.shipping,
      total: order.total,
    };
  } catch (error) {
    if (isAppError(error)) {
      context.app.logger.warn({ err: error, sessionId }, 'payment verification failed');
      return null;
    }
    throw error;
  }
}
