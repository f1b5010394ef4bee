import type { AppLoadContext } from 'react-router';
import { webhooksAllowLocal } from '../../../../server/config';
import { DELIVERY_PAGE_SIZE, type DeliveryPage } from './types';

/** The webhooks page's data: the endpoints, each with its log's first page, and whether localhost is taken. */
export async function webhooksPageData(context: AppLoadContext) {
  const { webhooks } = context.app.services;
  const endpoints = await webhooks.list();
  const logs: Record<string, DeliveryPage> = Object.fromEntries(
    await Promise.all(
      endpoints.map(async (e) => {
        const log = await webhooks.deliveries(e.id, { limit: DELIVERY_PAGE_SIZE, offset: 0 });
        return [e.id, { ...log, page: 1, pageSize: DELIVERY_PAGE_SIZE }] as const;
      }),
    ),
  );
  return { endpoints, logs, localAllowed: webhooksAllowLocal(context.app.config) };
}
