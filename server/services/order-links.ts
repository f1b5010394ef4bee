import { createElement } from 'react';
import { eq } from 'drizzle-orm';
import { isAnonymisedEmail } from '../../domain/customers';
import { isUuid } from '../../domain/ids';
import { ORDER_LINK_MESSAGES } from '../../domain/order-links';
import { formatOrderNumber } from '../../domain/orders';
import { can } from '../../domain/permissions';
import type { ShopInfo } from '../../domain/shop-info';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { AppError } from '../errors';
import type { Mailer, MailMessage } from '../integrations/mail/mailer';
import { renderMail } from '../mail/render';
import { OrderLinkMail } from '../mail/templates/order-link';
import { recordAudit } from './audit';
import { defineJob, OrderJobPayload, type JobQueue } from './jobs';
import { SHOP_ACTOR, type OrderEventsService } from './orders/order-events';
import type { OrderRow } from './orders/order-record';
import { orderAccess, orderLinkState, orderLinkToken, type OrderViewer } from './orders/orders';

/** The job that mails the order page's link again. */
export const ORDER_LINK_MAIL_JOB = 'order.link-mail';
/** However often it is asked for, one link mail per order in this window. */
const ONE_MAIL_PER_MS = 10 * 60 * 1000;

/** The customer's mail with a new link to their order page. */
export function orderLinkMail(input: {
  order: Pick<OrderRow, 'number' | 'email' | 'shippingAddress'>;
  link: string;
  shop: ShopInfo;
}): MailMessage {
  const { order, shop } = input;
  const subject = `Your link to order ${formatOrderNumber(order.number)}`;
  return {
    to: order.email,
    replyTo: shop.email,
    subject,
    ...renderMail(createElement(OrderLinkMail, { ...input, subject })),
  };
}

/**
 * Mailing the order page's link again: to the order's own address only (never one given by the asker), by
 * a durable job, at most once per order in ten minutes. The seller, the order's owner or the holder of a
 * link to it (expired or not) may ask; a deleted customer has no address, so no link.
 */
export function createOrderLinksService(deps: {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  events: OrderEventsService;
  shop: ShopInfo;
  publicUrl: string;
  secret: string;
  now: () => Date;
}) {
  const { db, jobs, mailer, events, shop, publicUrl, secret, now } = deps;

  const linkMailJob = defineJob(ORDER_LINK_MAIL_JOB, OrderJobPayload, async (payload) => {
    const { orderId } = payload;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || isAnonymisedEmail(order.email)) return;
    const token = orderLinkToken(secret, order.id, now());
    const link = `${publicUrl}/orders/${order.id}?token=${encodeURIComponent(token)}`;
    await mailer.send(orderLinkMail({ order, link, shop }));
    await events.record(db, order.id, 'mail', SHOP_ACTOR, { mail: 'Order link' });
  });
  jobs.register(linkMailJob);

  return {
    async mailAgain(orderId: string, viewer: OrderViewer): Promise<{ message: string }> {
      const [order] = isUuid(orderId) ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
      const mayAsk =
        !!order &&
        (!!orderAccess(order, viewer, secret, now()) ||
          orderLinkState(order, viewer.accessToken, secret, now()) === 'expired');
      if (!order || !mayAsk) throw new AppError('not_found', 'Order not found');
      if (isAnonymisedEmail(order.email)) throw new AppError('conflict', ORDER_LINK_MESSAGES.noAddress);
      const window = Math.floor(now().getTime() / ONE_MAIL_PER_MS);
      await db.transaction(async (tx) => {
        await jobs.enqueue(
          tx,
          linkMailJob,
          { orderId: order.id },
          { dedupeKey: `${ORDER_LINK_MAIL_JOB}:${order.id}:${window}` },
        );
        // a staff member's ask is theirs to answer for; a customer's records nothing (no staff actor)
        await recordAudit(tx, {
          area: 'orders',
          action: 'order.link_mail',
          subjectId: order.id,
          summary: `Mailed the link to order ${formatOrderNumber(order.number)} to its customer.`,
        });
      });
      jobs.kick();
      return {
        message: can(viewer, 'orders:manage') ? ORDER_LINK_MESSAGES.mailedSeller : ORDER_LINK_MESSAGES.mailed,
      };
    },
  };
}

export type OrderLinksService = ReturnType<typeof createOrderLinksService>;
