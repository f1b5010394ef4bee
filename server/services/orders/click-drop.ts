import { and, asc, inArray, isNull, or, eq } from 'drizzle-orm';
import { CLICK_DROP_MAX_ORDERS, type ClickDropLine, type ClickDropOrder } from '../../../domain/click-drop';
import type { Database } from '../../db/client';
import { orderLines, orders, products } from '../../db/schema';

/** Orders read per query of the lines (a selection of 1,000 or the 5,000 cap is read in chunks). */
const CHUNK = 500;

/** Paid (or on invoice), not shipped, delivered or cancelled, and not archived: what waits for a label. */
const WAITING_FOR_LABEL = and(
  isNull(orders.archivedAt),
  inArray(orders.paymentStatus, ['paid', 'invoiced']),
  or(eq(orders.status, 'Pending'), eq(orders.status, 'Confirmed')),
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
     * The chosen orders (as chosen: the seller picked them), or with none every order waiting for a label,
     * oldest first, at most CLICK_DROP_MAX_ORDERS.
     */
    async exportOrders(ids: readonly string[] | null): Promise<ClickDropOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(ids ? inArray(orders.id, [...ids]) : WAITING_FOR_LABEL)
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(CLICK_DROP_MAX_ORDERS);
      return withLines(rows);
    },
  };
}
