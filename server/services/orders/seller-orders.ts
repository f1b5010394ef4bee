import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { auditChanges } from '../../../domain/audit';
import { isUuid } from '../../../domain/ids';
import {
  formatOrderNumber,
  NEW_ORDER_WINDOW_MS,
  type OrderPaymentFilter,
  type OrderStatus,
} from '../../../domain/orders';
import type { Database } from '../../db/client';
import { roleGrants } from '../../db/role-grants';
import { customerTotals, earningsDays, orders, users } from '../../db/schema';
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
/** The orders list counts its matches up to this many; past it the list says "10,000+ orders". */
export const LIST_COUNT_CAP = 10_000;

/** Where an export's next batch starts: the last row sent, its time exact to the microsecond (as text). */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

/** The rows of an orders export, a batch at a time. */
export const EXPORT_BATCH_SIZE = 500;

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

  /** Unopened placed orders under a day old (domain/orders isNewOrder): the list shows them first. */
  const isNew = sql`(${PLACED} and ${orders.sellerOpenedAt} is null and ${orders.createdAt} > now() - make_interval(secs => ${NEW_ORDER_WINDOW_MS / 1000}))`;

  /**
   * Customers with at least one order, by their latest order, searched by name or e-mail and paged.
   * Archived orders still count as history; deleted (anonymised) customers are left out (their orders stay
   * in earnings).
   */
  async function listCustomers(
    filter: CustomerFilter = {},
  ): Promise<{ customers: CustomerSummary[]; total: number }> {
    // customer_totals: each customer's placed orders, spend and latest order, kept by the orders' triggers
    const conditions: (SQL | undefined)[] = [
      gt(customerTotals.orders, 0),
      roleGrants('shop:buy'),
      isNull(users.anonymisedAt),
    ];
    const search = filter.search?.trim();
    if (search) {
      const like = `%${escapeLike(search)}%`;
      conditions.push(
        or(ilike(users.email, like), sql`${users.firstName} || ' ' || ${users.lastName} ilike ${like}`),
      );
    }
    const condition = and(...conditions);
    // unsearched, the count is every customer with orders less the few left out (deleted ones, staff): two
    // index-friendly counts, not a join of every customer
    const counting = search
      ? db
          .select({ n: count() })
          .from(customerTotals)
          .innerJoin(users, eq(users.id, customerTotals.userId))
          .where(condition)
          .then(([row]) => row?.n ?? 0)
      : Promise.all([
          db.select({ n: count() }).from(customerTotals).where(gt(customerTotals.orders, 0)),
          db
            .select({ n: count() })
            .from(customerTotals)
            .innerJoin(users, eq(users.id, customerTotals.userId))
            .where(
              and(
                gt(customerTotals.orders, 0),
                sql`not (${and(roleGrants('shop:buy'), isNull(users.anonymisedAt))})`,
              ),
            ),
        ]).then(([[all], [left]]) => (all?.n ?? 0) - (left?.n ?? 0));
    const query = db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        orders: customerTotals.orders,
        totalSpent: customerTotals.spent,
        lastOrderAt: customerTotals.lastOrderAt,
        phone: sql<
          string | null
        >`(select o.shipping_address->>'phone' from ${orders} o where o.user_id = ${users.id} order by o.created_at desc limit 1)`,
      })
      .from(customerTotals)
      .innerJoin(users, eq(users.id, customerTotals.userId))
      .where(condition)
      .orderBy(sql`${customerTotals.lastOrderAt} desc nulls last`, customerTotals.userId);
    const page = Math.max(1, filter.page ?? 1);
    const [rows, total] = await Promise.all([
      filter.pageSize ? query.limit(filter.pageSize).offset((page - 1) * filter.pageSize) : query,
      counting,
    ]);
    return {
      customers: rows.map((r) => ({
        id: r.id,
        name: `${r.firstName} ${r.lastName}`.trim(),
        email: r.email,
        phone: r.phone ?? '',
        orders: r.orders,
        totalSpent: Number(r.totalSpent),
        lastOrderAt: r.lastOrderAt,
      })),
      total,
    };
  }

  return {
    /**
     * One page of the list: New orders first (a handful: placed in the last day and unopened), then the rest
     * newest first, read by walking orders_live_list_idx (or the archive's) backwards rather than sorting every
     * match. The total is counted up to LIST_COUNT_CAP: past it, `capped` says "at least this many".
     */
    async list(filter: SellerOrderFilter): Promise<{ orders: OrderRow[]; total: number; capped: boolean }> {
      const pageSize = filter.pageSize ?? SELLER_PAGE_SIZE;
      const page = Math.max(1, filter.page ?? 1);
      const condition = where(filter);
      const newest = [desc(orders.createdAt), desc(orders.number)];
      const [[fresh], [counted]] = await Promise.all([
        db.select({ n: count() }).from(orders).where(and(condition, isNew)),
        db.select({ n: count() }).from(
          db
            .select({ one: sql`1`.as('one') })
            .from(orders)
            .where(condition)
            .limit(LIST_COUNT_CAP + 1)
            .as('matched'),
        ),
      ]);
      const freshCount = fresh?.n ?? 0;
      const offset = (page - 1) * pageSize;
      const rows: OrderRow[] = [];
      if (offset < freshCount) {
        rows.push(
          ...(await db
            .select()
            .from(orders)
            .where(and(condition, isNew))
            .orderBy(...newest)
            .limit(pageSize)
            .offset(offset)),
        );
      }
      if (rows.length < pageSize) {
        rows.push(
          ...(await db
            .select()
            .from(orders)
            .where(and(condition, sql`not (${isNew})`))
            .orderBy(...newest)
            .limit(pageSize - rows.length)
            .offset(Math.max(0, offset - freshCount))),
        );
      }
      const total = counted?.n ?? 0;
      return total > LIST_COUNT_CAP
        ? { orders: rows, total: LIST_COUNT_CAP, capped: true }
        : { orders: rows, total, capped: false };
    },

    /**
     * The next `limit` orders of the filtered list after `after`, newest first by (created_at, id): keyset paging,
     * so the millionth row costs what the first does (the index orders(created_at desc, id desc)) and an order
     * placed while an export runs neither repeats nor shifts a row. `next` is the cursor for the following
     * batch, null after the last; `createdAt` travels as the database's text so no microsecond is lost.
     */
    async exportBatch(
      filter: Omit<SellerOrderFilter, 'page' | 'pageSize'>,
      after: ExportCursor | null,
      limit = EXPORT_BATCH_SIZE,
    ): Promise<{ orders: OrderRow[]; next: ExportCursor | null }> {
      const rows = await db
        .select({ order: orders, cursorAt: sql<string>`${orders.createdAt}::text` })
        .from(orders)
        .where(
          and(
            where(filter),
            after
              ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      const last = rows.at(-1);
      return {
        orders: rows.map((r) => r.order),
        next: last && rows.length === limit ? { createdAt: last.cursorAt, id: last.order.id } : null,
      };
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

    /** How many customers have placed an order (the dashboard's counter). */
    async customerCount(): Promise<number> {
      return (await listCustomers({ pageSize: 1 })).total;
    },

    /**
     * Earnings in pence: the totals of orders that were paid (still 'paid', or 'refunded' since) less everything
     * refunded. Archived orders count: their money was taken.
     */
    async earnings(): Promise<number> {
      // earnings_days: the earned orders' totals and refunds per day, kept by the orders' triggers
      const [row] = await db
        .select({
          earnings: sql<string | null>`coalesce(sum(${earningsDays.gross} - ${earningsDays.refunded}), 0)`,
        })
        .from(earningsDays);
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
