/**
 * A customer's data rights on /account (issue 34): a download of everything the shop keeps on them, and
 * deleting their own account. Each request is a record the seller sees on the customer's page.
 */

export const DATA_REQUEST_KINDS = ['export', 'delete'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/**
 * An export is prepared by a job (`preparing`), mailed as a link (`ready`), used once (`downloaded`) or left
 * until it lapses (`expired`); a job that could not make it is `failed`. A deletion is `done` at once.
 */
export const DATA_REQUEST_STATUSES = [
  'preparing',
  'ready',
  'downloaded',
  'expired',
  'failed',
  'done',
] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** How long the mailed download link works. */
export const DATA_EXPORT_LINK_HOURS = 24;

/** A request as the customer's panel, the seller's record and the API show it (times as ISO strings). */
export interface DataRequestView {
  id: string;
  kind: DataRequestKind;
  status: DataRequestStatus;
  createdAt: string;
  expiresAt: string | null;
  downloadedAt: string | null;
  completedAt: string | null;
}
