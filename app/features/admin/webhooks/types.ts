import type { WebhookEvent } from '../../../../domain/webhooks';

/** An endpoint as GET /api/webhooks/endpoints shows it (never its secret). */
export interface WebhookEndpointView {
  id: string;
  url: string;
  events: WebhookEvent[];
  description: string | null;
  active: boolean;
  createdAt: string;
  archivedAt: string | null;
}

/** One row of an endpoint's delivery log, as GET /api/webhooks/endpoints/{id}/deliveries shows it. */
export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  type: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  lastAttemptAt: string | null;
  responseCode: number | null;
  /** The first 1 KB of the answer, or why there was none. */
  responseBody: string | null;
  createdAt: string;
}

/** A page of the log. */
export interface DeliveryPage {
  deliveries: WebhookDeliveryView[];
  total: number;
  page: number;
  pageSize: number;
}

/** The log's rows per page, on the server's first page and every page after. */
export const DELIVERY_PAGE_SIZE = 10;
