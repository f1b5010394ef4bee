import { data, redirect, type AppLoadContext } from 'react-router';
import { formatOrderNumber } from '../../../domain/orders';
import { EXPIRED_PAYMENT_PAGE, TEST_CARDS, TestCardSchema } from '../../../domain/schemas/checkout';
import type { CheckoutLineItem } from '../../../server/integrations/payments/provider';
import { testSessionEnd, testSessionStatus } from '../../../server/integrations/payments/test-provider';

const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/**
 * The test checkout's page (the stand-in for Stripe's hosted page). Opening it, and the page's own call every few
 * minutes while it stays open, tells the shop the buyer is on it: their checkout and its stock holds stay
 * payable a while longer. A session past its end is expired, as Stripe's are.
 */
export async function testCheckoutPage(sessionId: string, context: AppLoadContext) {
  const { testCheckout, services, shop } = context.app;
  const found = await testCheckout?.session(sessionId);
  if (!testCheckout || !found) throw data(null, { status: 404 });
  if (testSessionStatus(found) === 'open') await services.checkout.renew(found.id);
  const session = (await testCheckout.session(sessionId)) ?? found;
  const status = testSessionStatus(session);
  const order = await services.orders.get(session.orderId);
  const items = session.lineItems as {
    items: CheckoutLineItem[];
    shipping: { name: string; amount: number };
    discount: { name: string; amount: number } | null;
  };
  return {
    id: session.id,
    paid: status === 'complete',
    expired: status === 'expired',
    /** "14:35", London time: when the page stops taking payment unless it stays open. */
    endsAt: TIME.format(testSessionEnd(session)),
    amount: session.amountTotal,
    shopName: shop.name,
    orderNumber: order ? formatOrderNumber(order.number) : null,
    email: order?.email ?? null,
    cancelUrl: session.cancelUrl,
    ...items,
  };
}

/** Pay on the test checkout: Stripe's test cards, and what Stripe's webhook would do once it is paid. */
export async function payTestCheckout(sessionId: string, request: Request, context: AppLoadContext) {
  const provider = context.app.testCheckout;
  const session = await provider?.session(sessionId);
  if (!provider || !session) throw data(null, { status: 404 });
  const successUrl = session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id);
  if (session.status !== 'open') return redirect(successUrl);
  if (testSessionStatus(session) === 'expired') return data({ error: EXPIRED_PAYMENT_PAGE }, 410);

  const form = Object.fromEntries(await request.formData());
  const parsed = TestCardSchema.safeParse(form);
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, 400);
  if (parsed.data.cardNumber === TEST_CARDS.declines)
    return data({ error: 'Your card was declined. Please try another card.' }, 402);
  if (parsed.data.cardNumber !== TEST_CARDS.pays)
    return data({ error: 'In test mode, pay with the test card 4242 4242 4242 4242.' }, 400);

  const result = await provider.markPaid(session.id);
  // it ran out between the check and the payment
  if (!result?.paid) return data({ error: EXPIRED_PAYMENT_PAGE }, 410);
  // the one idempotent step that marks the order paid and sends the mails
  await context.app.services.orders.confirmPayment(result);
  return redirect(successUrl);
}
