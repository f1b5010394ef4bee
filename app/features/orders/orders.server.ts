import { formatQuoteNumber } from '../../../domain/quotes';
import { data, redirect, type AppLoadContext } from 'react-router';
import { garmentCount } from '../../../domain/bundle-line';
import type { LineItem } from '../../../domain/line-item';
import { can } from '../../../domain/permissions';
import { isAppError } from '../../../server/errors';
import type { OrderWithLines } from '../../../server/services/orders/order-record';
import { requireUserPage } from '~/lib/auth.server';
import type { OrderTotalsView } from './order-totals';
import type { OrderSummaryView, OrderView } from './order-view';

/** Garments, a bundle's counted one by one (as the cart's "Subtotal (n items)" counts them). */
const itemCount = (order: OrderWithLines) => garmentCount(order.lines);

const SUMMARY_PICTURES = 4;

export function orderSummaryView(order: OrderWithLines): OrderSummaryView {
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    itemCount: itemCount(order),
    total: order.total,
    pictures: order.lines
      .slice(0, SUMMARY_PICTURES)
      .map((l) => ({ src: l.image, alt: l.colour ? `${l.title} in ${l.colour}` : l.title })),
    morePictures: Math.max(0, order.lines.length - SUMMARY_PICTURES),
  };
}

/** What the order charged, as its summary shows it on the customer's page and the seller's. */
export function orderTotalsView(order: OrderWithLines): OrderTotalsView & Pick<OrderView, 'vat'> {
  return {
    shippingType: order.shippingType,
    goods: order.goods,
    logoCharges: order.logoCharges,
    setupFees: order.setupFees,
    discount: order.discount,
    discountPercent: order.discountPercent,
    promoCode: order.promoCode,
    quoteNumber: order.quoteNumber === null ? null : formatQuoteNumber(order.quoteNumber),
    poNumber: order.poNumber,
    invoiceDueDay: order.invoiceDueDay,
    paymentTermsDays: order.paymentTermsDays,
    shipping: order.shipping,
    total: order.total,
    refundedAmount: order.refundedAmount,
    vat: order.vat,
  };
}

/** The line as this viewer may see it: a logo's preview only for its owner and the seller, a badge for others. */
function forViewer(line: LineItem, mayLoadLogos: boolean): LineItem {
  if (mayLoadLogos) return line;
  return {
    ...line,
    decorations: line.decorations.map((d) =>
      d.design.kind === 'logo' && d.design.logo
        ? { ...d, design: { ...d.design, logo: { ...d.design.logo, previewUrl: null } } }
        : d,
    ),
  };
}

/**
 * The order page's order, for its owner, a seller or whoever holds the mailed link (`?token=`). Without a login
 * or a token it sends the shopper to log in; an order they may not see is a 404, as if it did not exist; a
 * link that has expired is a 410 with `linkExpired` (the page offers a new link).
 */
export async function loadOrderPage(request: Request, context: AppLoadContext, orderId: string) {
  const { services } = context.app;
  const token = new URL(request.url).searchParams.get('token');
  // the mailed link opens the order without a login; without one, log in as on any account page
  const user = token
    ? await services.auth.userForSession(context.sessionToken)
    : await requireUserPage(request, context);
  // the shop's staff see an order on the seller's page, as much of it as their role may see
  if (can(user, 'orders:view')) throw redirect(`/admin/orders/${encodeURIComponent(orderId)}`);
  let order: OrderWithLines;
  try {
    order = await services.orders.getForViewer(orderId, {
      userId: user?.id,
      role: user?.role,
      accessToken: token,
    });
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') throw data(null, { status: 404 });
    // a mailed link past its time: the page offers to mail a new one to the order's address
    if (isAppError(error) && error.code === 'gone')
      return data({ linkExpired: true as const, message: error.message }, { status: 410 });
    throw error;
  }
  // a customer's order carries only their own logos (a guest cannot add one)
  const mayLoadLogos = !!user && user.id === order.userId;
  const view: OrderView = {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paidAt: order.paidAt?.toISOString() ?? null,
    itemCount: itemCount(order),
    shippingAddress: order.shippingAddress,
    ...orderTotalsView(order),
    trackingId: order.trackingId,
    carrier: order.carrier,
    lines: order.lines.map((l) => forViewer(l, mayLoadLogos)),
  };
  const isOwner = !!user && user.id === order.userId;
  // the owner or the mailed link's holder answers the proof (staff were sent to the seller's page)
  const production = await services.proofs.productionView(order, {
    mayAnswer: isOwner || !!token,
    linkToken: token,
  });
  // the owner's page leads back to their list; a seller's or a guest's has no list to go back to
  return { linkExpired: false as const, order: view, isOwner, production };
}

/**
 * "E-mail me a new link", posted from the expired link's page (or by the owner): the order's link goes to the
 * order's own address, never to one typed here, so holding an old link gets no one anything new.
 */
export async function mailOrderLinkAction(request: Request, context: AppLoadContext, orderId: string) {
  const token = new URL(request.url).searchParams.get('token');
  const user = await context.app.services.auth.userForSession(context.sessionToken);
  try {
    const { message } = await context.app.services.orderLinks.mailAgain(orderId, {
      userId: user?.id,
      role: user?.role,
      accessToken: token,
    });
    return { linkMailed: message };
  } catch (error) {
    // a deleted customer's link is nothing to anyone: the same 404 as an unknown order
    if (isAppError(error) && (error.code === 'not_found' || error.code === 'conflict'))
      throw data(null, { status: 404 });
    throw error;
  }
}
