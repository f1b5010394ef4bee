import { and, asc, inArray, isNull, or, eq } from 'drizzle-orm';
import {
  CLICK_DROP_MAX_ORDERS,
  CLICK_DROP_MESSAGES,
  labelProblem,
  type ClickDropLine,
  type ClickDropOrder,
} from '../../../domain/click-drop';
import { SHIPPABLE_PRODUCTION_STATUSES } from '../../../domain/production';
import type { Database } from '../../db/client';
import { orderLines, orders, products } from '../../db/schema';
import { AppError } from '../../errors';

/** Orders read per query of the lines (a selection of 1,000 or the 5,000 cap is read in chunks). */
const CHUNK = 500;

/**
 * Paid (or on invoice), not shipped, delivered or cancelled, not archived, and with no proof still out: what
 * waits for a label (domain/click-drop's labelProblem says the same of one order).
 */
const WAITING_FOR_LABEL = and(
  isNull(orders.archivedAt),
  inArray(orders.paymentStatus, ['paid', 'invoiced']),
  or(eq(orders.status, 'Pending'), eq(orders.status, 'Confirmed')),
  or(isNull(orders.productionStatus), inArray(orders.productionStatus, [...SHIPPABLE_PRODUCTION_STATUSES])),
);

/** Royal Mail Click & Drop's export (issue 36): orders with their garments and the products' weights. */
export function createClickDropService({ db }: { db: Database }) {
  async function withLines(rows: (typeof orders.$inferSelect)[]): Promise<ClickDropOrder[]> {
    const result: ClickDropOrder[] = [];
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const lines = await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            chunk.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderLines.orderId), asc(orderLines.sortOrder));
      const productIds = new Set<string>();
      for (const l of lines) {
        if (l.productId) productIds.add(l.productId);
        for (const g of l.bundleItems) if (g.productId) productIds.add(g.productId);
      }
      const weights = new Map(
        productIds.size
          ? (
              await db
                .select({ id: products.id, weightGrams: products.weightGrams })
                .from(products)
                .where(inArray(products.id, [...productIds]))
            ).map((p) => [p.id, p.weightGrams] as const)
          : [],
      );
      const weightOf = (id: string | null) => (id ? (weights.get(id) ?? null) : null);
      const byOrder = new Map<string, ClickDropLine[]>();
      for (const l of lines) {
        const garments: ClickDropLine[] = l.bundleItems.length
          ? l.bundleItems.map((g) => ({
              title: g.title,
              quantity: g.quantity * l.quantity,
              productTypes: g.productTypes,
              weightGrams: weightOf(g.productId),
            }))
          : [
              {
                title: l.title,
                quantity: l.quantity,
                productTypes: l.productTypes,
                weightGrams: weightOf(l.productId),
              },
            ];
        byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), ...garments]);
      }
      for (const o of chunk)
        result.push({
          number: o.number,
          createdAt: o.createdAt,
          total: o.total,
          email: o.email,
          address: o.shippingAddress,
          lines: byOrder.get(o.id) ?? [],
        });
    }
    return result;
  }

  return {
    /**
     * The chosen orders, oldest first, or with none every order waiting for a label, at most
     * CLICK_DROP_MAX_ORDERS. A choice is exported whole or not at all: an order not found is a 404, and one
     * not waiting for a label (not paid, shipped, cancelled, its proof still out …) a 409 naming each. No order
     * waiting at all is a 404 too: a file of headers only would import nothing.
     */
    async exportOrders(ids: readonly string[] | null): Promise<ClickDropOrder[]> {
      const chosen = ids ? [...new Set(ids)] : null;
      const rows = await db
        .select()
        .from(orders)
        .where(chosen ? inArray(orders.id, chosen) : WAITING_FOR_LABEL)
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(CLICK_DROP_MAX_ORDERS);
      if (chosen) {
        if (rows.length < chosen.length)
          throw new AppError('not_found', CLICK_DROP_MESSAGES.notFound(chosen.length - rows.length));
        const problems = rows.flatMap((o) => {
          const problem = labelProblem({
            number: o.number,
            status: o.status,
            paymentStatus: o.paymentStatus,
            abandoned: o.abandonedAt !== null,
            archived: o.archivedAt !== null,
            productionStatus: o.productionStatus,
          });
          return problem ? [{ number: o.number, problem }] : [];
        });
        if (problems.length) throw new AppError('conflict', CLICK_DROP_MESSAGES.refused(problems));
      } else if (rows.length === 0) throw new AppError('not_found', CLICK_DROP_MESSAGES.none);
      return withLines(rows);
    },
  };
}
