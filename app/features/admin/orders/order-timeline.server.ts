import { orderTimeline, type TimelineEntry } from '../../../../domain/order-timeline';
import type { AppContext } from '../../../../server/context';

/** The order's history for the seller's timeline, with placed and paid filled in for orders older than events. */
export async function loadOrderTimeline(
  services: AppContext['services'],
  order: { id: string; createdAt: Date; paidAt: Date | null; userId: string | null },
): Promise<TimelineEntry[]> {
  const events = await services.orderEvents.list(order.id);
  return orderTimeline(events, {
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    hasAccount: order.userId !== null,
  });
}
