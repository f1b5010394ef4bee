/** What the order services count for /metrics (server/metrics.ts), each after its transaction commits. */
export interface OrderCounts {
  /** Orders written: checkouts awaiting payment, orders on account, accepted quotes. */
  orderPlaced(n?: number): void;
  /** Orders marked paid: a confirmed card payment, invoices on account settled. */
  orderPaid(n?: number): void;
}

/** Where nothing is counted (CLI commands, services made on their own in tests). */
export const NO_COUNTS: OrderCounts = { orderPlaced: () => {}, orderPaid: () => {} };
