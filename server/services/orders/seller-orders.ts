import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  max,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import { auditChanges } from '../../../domain/audit';
import { isUuid } from '../../../domain/ids';
import {
  EARNED_PAYMENT_STATUSES,
  formatOrderNumber,
  NEW_ORDER_WINDOW_MS,
  type OrderPaymentFilter,
  type OrderStatus,
} from '../../../domain/orders';
import type { Database } from '../../db/client';
import { roleGrants } from '../../db/role-grants';
import { orders, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';
import type { OrderRow } from './order-record';

export interface SellerOrderFilter {
  /** An order number (with or without #), or part of the customer's name, company, postcode or e-mail. */
  search?: string;
  status?: OrderStatus;
  /** A payment status, or `abandoned`: the checkouts whose payment page expired unpaid, listed only so. */
  paymentStatus?: OrderPaymentFilter;
  /** The archive (deleted orders) instead of the live list. */
  archived?: boolean;
  /** One customer's orders (their history page). */
  userId?: string;
  page?: number;
  pageSize?: number;
}

export const SELLER_PAGE_SIZE = 20;

export interface CustomerFilter {
  /** Part of the customer's name or e-mail. */
  search?: string;
  page?: number;
  /** Without one, every matching customer. */
  pageSize?: number;
}

export interface CustomerSummary {
  id: string;
  name: string;
  email: string;
  /** From their latest order's delivery address (accounts hold no phone). */
  phone: string;
  orders: number;
  /** pence: what their paid orders brought in, less what was refunded (the earnings rule, per customer) */
  totalSpent: number;
  lastOrderAt: Date | null;
}

/**
 * A placed order: its money was taken (paid, or paid and refunded since). An unpaid checkout is no order yet, and
 * one whose payment page expired never will be (abandoned): neither is counted as an order or a customer's.
 */
const PLACED = sql`${orders.paymentStatus} <> 'unpaid'`;

/** An order whose money counts as earned: taken (paid, or refunded since), or invoiced on a trade account. */
const EARNED = inArray(orders.paymentStatus, [...EARNED_PAYMENT_STATUSES]);
/** The sum of the totals of earned orders. */
const EARNED_TOTAL = sql`coalesce(sum(${orders.total}) filter (where ${EARNED}), 0)`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The seller's view of orders: lists, counts, customers and earnings. Archived orders stay in earnings. */
export function createSellerOrdersService(deps: { db: Database }) {
  const { db } = deps;

  /** "Delete" (archive) or restore an order; the audit entry only when it changed. */
  async function setArchived(id: string, archived: boolean): Promise<void> {
    if (!isUuid(id)) throw new AppError('not_found', 'Order not found');
    await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ number: orders.number, archivedAt: orders.archivedAt })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      if (!order) throw new AppError('not_found', 'Order not found');
      if ((order.archivedAt !== null) === archived) return;
      const [row] = await tx
        .update(orders)
        .set({ archivedAt: archived ? sql`now()` : null })
        .where(eq(orders.id, id))
        .returning({ archivedAt: orders.archivedAt });
      await recordAudit(tx, {
        area: 'orders',
        action: archived ? 'order.archive' : 'order.restore',
        subjectId: id,
        summary: archived
          ? `Deleted order ${formatOrderNumber(order.number)} (moved to the archive).`
          : `Restored order ${formatOrderNumber(order.number)} from the archive.`,
        changes: auditChanges(order, row!, ['archivedAt']),
      });
    });
  }

  function where(filter: SellerOrderFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [
      filter.archived ? isNotNull(orders.archivedAt) : isNull(orders.archivedAt),
    ];
    if (filter.status) conditions.push(eq(orders.status, filter.status));
    // abandoned checkouts show only under their own filter
    if (filter.paymentStatus === 'abandoned') conditions.push(isNotNull(orders.abandonedAt));
    else {
      conditions.push(isNull(orders.abandonedAt));
      if (filter.paymentStatus) conditions.push(eq(orders.paymentStatus, filter.paymentStatus));
    }
    if (filter.userId) conditions.push(eq(orders.userId, filter.userId));
    const search = filter.search?.trim();
    if (search) {
      const number = /^#?\s*(\d{1,9})$/.exec(search)?.[1];
      const like = `%${escapeLike(search)}%`;
      const name = sql`(${orders.shippingAddress}->>'firstName') || ' ' || (${orders.shippingAddress}->>'lastName')`;
      // a postcode (letters and digits, as "LS1" or "ls14ap") is found however it was spaced; a bare number is
      // an order number, not part of a postcode
      const postcode = search.replace(/\s+/g, '');
      const postcodeLike = /[a-z]/i.test(postcode) && /\d/.test(postcode) && postcode.length <= 8;
      conditions.push(
        or(
          number ? eq(orders.number, Number(number)) : undefined,
          ilike(orders.email, like),
          sql`${name} ilike ${like}`,
          sql`(${orders.shippingAddress}->>'companyName') ilike ${like}`,
          postcodeLike
            ? sql`replace(${orders.shippingAddress}->>'postCode', ' ', '') ilike ${`%${escapeLike(postcode)}%`}`
            : undefined,
        ),
      );
    }
    return and(...conditions);
  }

  /** Unopened placed orders under a day old first (domain/orders isNewOrder), then the newest. */
  const newFirst = sql`case when ${PLACED} and ${orders.sellerOpenedAt} is null and ${orders.createdAt} > now() - make_interval(secs => ${NEW_ORDER_WINDOW_MS / 1000}) then 0 else 1 end`;

  /**
   * Customers with at least one order, by their latest order, searched by name or e-mail and paged.
   * Archived orders still count as history; deleted (anonymised) customers are left out (their orders stay
   * in earnings).
   */
  async function listCustomers(
    filter: CustomerFilter = {},
  ): Promise<{ customers: CustomerSummary[]; total: number }> {
    const conditions: (SQL | undefined)[] = [roleGrants('shop:buy'), isNull(users.anonymisedAt)];
    const search = filter.search?.trim();
    if (search) {
      const like = `%${escapeLike(search)}%`;
      conditions.push(
        or(ilike(users.email, like), sql`${users.firstName} || ' ' || ${users.lastName} ilike ${like}`),
      );
    }
    const condition = and(...conditions);
    const hasOrders = sql`exists (select 1 from ${orders} where ${orders.userId} = ${users.id} and ${PLACED})`;
    const query = db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        orders: count(orders.id),
        totalSpent: sum(sql`case when ${EARNED} then ${orders.total} - ${orders.refundedAmount} else 0 end`),
        lastOrderAt: max(orders.createdAt),
        phone: sql<
          string | null
        >`(select o.shipping_address->>'phone' from ${orders} o where o.user_id = ${users.id} order by o.created_at desc limit 1)`,
      })
      .from(users)
      .innerJoin(orders, and(eq(orders.userId, users.id), PLACED))
      .where(condition)
      .groupBy(users.id)
      .orderBy(desc(max(orders.createdAt)), users.id);
    const page = Math.max(1, filter.page ?? 1);
    const [rows, [counted]] = await Promise.all([
      filter.pageSize ? query.limit(filter.pageSize).offset((page - 1) * filter.pageSize) : query,
      db.select({ n: count() }).from(users).where(and(condition, hasOrders)),
    ]);
    return {
      customers: rows.map((r) => ({
        id: r.id,
        name: `${r.firstName} ${r.lastName}`.trim(),
        email: r.email,
        phone: r.phone ?? '',
        orders: r.orders,
        totalSpent: Number(r.totalSpent ?? 0),
        lastOrderAt: r.lastOrderAt ? new Date(r.lastOrderAt) : null,
      })),
      total: counted?.n ?? 0,
    };
  }

  return {
    async list(filter: SellerOrderFilter): Promise<{ orders: OrderRow[]; total: number }> {
      const pageSize = filter.pageSize ?? SELLER_PAGE_SIZE;
      const page = Math.max(1, filter.page ?? 1);
      const condition = where(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(condition)
          .orderBy(newFirst, desc(orders.createdAt), desc(orders.number))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(orders).where(condition),
      ]);
      return { orders: rows, total: counted?.n ?? 0 };
    },

    /** Placed orders in the live list (not archived): unpaid and abandoned checkouts are not orders. */
    async count(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(isNull(orders.archivedAt), PLACED));
      return row?.n ?? 0;
    },

    /** Paid and not yet shipped, delivered or cancelled: what the seller must act on, newest first. */
    async needingAction(limit = 10): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            isNull(orders.archivedAt),
            inArray(orders.paymentStatus, ['paid', 'invoiced']),
            or(eq(orders.status, 'Pending'), eq(orders.status, 'Confirmed')),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },

    listCustomers,

    /** Every customer who has placed an order (the dashboard's counter). */
    async customers(): Promise<CustomerSummary[]> {
      return (await listCustomers()).customers;
    },

    /**
     * Earnings in pence: the totals of orders that were paid (still 'paid', or 'refunded' since) less everything
     * refunded. Archived orders count: their money was taken.
     */
    async earnings(): Promise<number> {
      const [row] = await db
        .select({
          earnings: sql<string | null>`${EARNED_TOTAL} - coalesce(sum(${orders.refundedAmount}), 0)`,
        })
        .from(orders);
      return Number(row?.earnings ?? 0);
    },

    /** "Delete": the order leaves the lists and counters; its lines and money stay. */
    async archive(id: string): Promise<void> {
      await setArchived(id, true);
    },

    async restore(id: string): Promise<void> {
      await setArchived(id, false);
    },

    /** The first time a seller opens the order: it is no longer New. */
    async markOpened(id: string): Promise<void> {
      if (!isUuid(id)) return;
      await db
        .update(orders)
        .set({ sellerOpenedAt: sql`now()` })
        .where(and(eq(orders.id, id), isNull(orders.sellerOpenedAt)));
    },
  };
}

export type SellerOrdersService = ReturnType<typeof createSellerOrdersService>;
