import { data, type AppLoadContext } from 'react-router';
import { LOGO_FONTS, LOGO_POSITIONS, type LogoFont, type LogoPosition } from '../../../domain/catalogue';
import { decorationText } from '../../../domain/orders';
import { isAppError } from '../../../server/errors';
import { logoPreviewUrl, type LogoRow } from '../../../server/services/logos';
import type { OrderLineRow, OrderWithLines } from '../../../server/services/orders';
import { requireUserPage } from '~/features/auth/auth.server';
import type { OrderLineView, OrderSummaryView, OrderView } from './order-view';

type Viewer = { id: string; role: string } | null;

const isPosition = (p: string): p is LogoPosition => (LOGO_POSITIONS as readonly string[]).includes(p);
const asFont = (f: string | null): LogoFont | null =>
  f === null ? null : (LOGO_FONTS as readonly string[]).includes(f) ? (f as LogoFont) : 'Standard';

const itemCount = (order: OrderWithLines) => order.lines.reduce((n, l) => n + l.quantity, 0);

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
      .map((l) => ({ src: l.image, alt: `${l.title} in ${l.colour}` })),
    morePictures: Math.max(0, order.lines.length - SUMMARY_PICTURES),
  };
}

function lineView(line: OrderLineRow, logo: LogoRow | undefined, viewer: Viewer): OrderLineView {
  // the preview is served to the logo's owner and the seller only; anyone else (a guest's link) sees the badge
  const mayLoad = !!logo?.previewKey && !!viewer && (viewer.role === 'seller' || viewer.id === logo.userId);
  return {
    id: line.id,
    productId: line.productId,
    title: line.title,
    productTypes: line.productTypes,
    image: line.image,
    backImage: line.backImage,
    colour: line.colour,
    colourHex: line.colourHex,
    size: line.size,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    method: line.method,
    positions: line.positions.filter(isPosition),
    textLine: line.textLine,
    font: asFont(line.font),
    notes: line.notes,
    logo:
      line.logoId && !line.textLine
        ? {
            name: line.logoName ?? logo?.originalName ?? 'Your logo',
            previewUrl: mayLoad ? logoPreviewUrl(line.logoId) : null,
          }
        : null,
    decoration: decorationText(line),
    logoCharge: line.logoCharge,
    total: line.goods + line.logoCharge,
  };
}

/**
 * The order page's order, for its owner, a seller or whoever holds the mailed link (`?token=`). Without a login
 * or a token it sends the shopper to log in; an order they may not see is a 404, as if it did not exist.
 */
export async function loadOrderPage(request: Request, context: AppLoadContext, orderId: string) {
  const { services } = context.app;
  const token = new URL(request.url).searchParams.get('token');
  // the mailed link opens the order without a login; without one, log in as on any account page
  const user = token
    ? await services.auth.userForSession(context.sessionToken)
    : await requireUserPage(request, context);
  let order: OrderWithLines;
  try {
    order = await services.orders.getForViewer(orderId, {
      userId: user?.id,
      role: user?.role,
      accessToken: token,
    });
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') throw data(null, { status: 404 });
    throw error;
  }
  const logos = await services.logos.byIds([
    ...new Set(order.lines.flatMap((l) => (l.logoId ? [l.logoId] : []))),
  ]);
  const view: OrderView = {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paidAt: order.paidAt?.toISOString() ?? null,
    itemCount: itemCount(order),
    shippingAddress: order.shippingAddress,
    shippingType: order.shippingType,
    goods: order.goods,
    logoCharges: order.logoCharges,
    setupFees: order.setupFees,
    discount: order.discount,
    discountPercent: order.discountPercent,
    promoCode: order.promoCode,
    shipping: order.shipping,
    total: order.total,
    trackingId: order.trackingId,
    carrier: order.carrier,
    lines: order.lines.map((l) => lineView(l, l.logoId ? logos.get(l.logoId) : undefined, user)),
  };
  // the owner's page leads back to their list; a seller's or a guest's has no list to go back to
  return { order: view, isOwner: !!user && user.id === order.userId };
}
