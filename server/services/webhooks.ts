import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { and, arrayContains, desc, eq, isNull, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { formatOrderNumber } from '../../domain/orders';
import { NO_COLOUR } from '../../domain/product';
import {
  orderEventWebhook,
  signedText,
  STOCK_LOW_THRESHOLD,
  type StockLowData,
  WEBHOOK_EVENTS,
  WEBHOOK_RESPONSE_KEEP,
  WEBHOOK_TEST_EVENT,
  type WebhookBody,
  type WebhookEvent,
} from '../../domain/webhooks';
import type { Database, DbOrTx } from '../db/client';
import { orders, products, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit } from './audit';
import { defaultBackoffMs, defineJob, type JobQueue } from './jobs';
import type { StockFall } from './stock';

export const WEBHOOK_DELIVERY_JOB = 'webhook.deliver';
/** A receiver gets this long to answer one attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Retries go on for this long after the first attempt. */
export const WEBHOOK_RETRY_SPAN_MS = 24 * 60 * 60 * 1000;

/**
 * The attempts whose backoffs (the queue's: 5 s doubling, at most 10 min) add up to the retry span: the queue's
 * backoff is left as it is, and each delivery job is enqueued with this many attempts (151 for 24 hours).
 */
export function attemptsForSpan(spanMs = WEBHOOK_RETRY_SPAN_MS, backoff = defaultBackoffMs): number {
  let waited = 0;
  let attempts = 1;
  while (waited < spanMs) waited += backoff(attempts++);
  return attempts;
}
export const WEBHOOK_MAX_ATTEMPTS = attemptsForSpan();

// ---- the secret, encrypted under the app's secret ----

const secretKey = (appSecret: string) => createHash('sha256').update(`webhook-secret\n${appSecret}`).digest();

export function encryptSecret(appSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(appSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

export function decryptSecret(appSecret: string, stored: string): string {
  const [iv, tag, sealed] = stored.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', secretKey(appSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
}

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** `sha256=<hex>`: the HMAC-SHA256 of `${timestamp}.${body}` under the endpoint's secret. */
export const webhookSignature = (secret: string, timestamp: number, body: string) =>
  `sha256=${createHmac('sha256', secret).update(signedText(timestamp, body)).digest('hex')}`;

// ---- where a webhook may go (no server-side request forgery) ----

/** Resolves a host name to all its addresses (dns.lookup, all); injectable for tests. */
export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why this address may not be called, or null. Loopback is allowed only when `allowLoopback`. */
export function refusedAddress(address: string, allowLoopback: boolean): string | null {
  if (!ipaddr.isValid(address)) return 'is not an IP address';
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (range === 'loopback') return allowLoopback ? null : 'is a loopback address';
  if (range === 'unicast') return null;
  return `is ${RANGE_WORDS[range] ?? `a reserved (${range}) address`}`;
}

/** ipaddr.js's range names in the seller's words. */
const RANGE_WORDS: Record<string, string> = {
  private: 'a private network address',
  linkLocal: 'a link-local address (such as a cloud server’s metadata service)',
  uniqueLocal: 'a private network address',
  carrierGradeNat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  unspecified: 'an unspecified address',
  reserved: 'a reserved address',
};

/**
 * Checks a webhook URL and resolves its host; the addresses come back so the request connects to one of them
 * (not to whatever a second lookup says). https only; http, and loopback addresses, only for localhost while
 * the shop runs in test or development.
 */
export async function checkWebhookUrl(
  raw: string,
  options: { allowLocal: boolean; resolve?: Resolver },
): Promise<{ url: URL; addresses: { address: string; family: number }[] }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('bad_request', 'The webhook URL is not a valid URL.');
  }
  if (url.username || url.password)
    throw new AppError('bad_request', 'The webhook URL may not hold a password.');
  const local = options.allowLocal && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    throw new AppError('bad_request', 'The webhook URL must start with https://.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      throw new AppError('bad_request', `The webhook URL's host ${host} does not resolve.`);
    }
  }
  if (addresses.length === 0)
    throw new AppError('bad_request', `The webhook URL's host ${host} does not resolve.`);
  for (const { address } of addresses) {
    const why = refusedAddress(address, options.allowLocal);
    if (why)
      throw new AppError(
        'bad_request',
        `The webhook URL's host ${host} resolves to ${address}, which ${why}: webhooks go to public addresses only.`,
      );
  }
  return { url, addresses };
}

/** POSTs to the checked address (the lookup is pinned to it), with a timeout; the status and the answer's start. */
function post(
  url: URL,
  pinned: { address: string; family: number },
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  const lookup: LookupFunction = (_host, opts, callback) => {
    if (opts.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < WEBHOOK_RESPONSE_KEEP) {
            chunks.push(chunk);
            kept += chunk.length;
          }
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_RESPONSE_KEEP),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

// ---- the service ----

export const WebhookEndpointInput = z.object({
  url: z.string().trim().min(1).max(2000),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1),
  description: z.string().trim().max(200).optional(),
});
export type WebhookEndpointInput = z.infer<typeof WebhookEndpointInput>;

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** An endpoint as the API shows it: never its secret. */
export const endpointJson = (e: EndpointRow) => ({
  id: e.id,
  url: e.url,
  events: e.events,
  description: e.description,
  active: e.active,
  createdAt: e.createdAt.toISOString(),
  archivedAt: e.archivedAt?.toISOString() ?? null,
});

export const deliveryJson = (d: DeliveryRow) => ({
  id: d.id,
  eventId: d.eventId,
  type: d.type,
  status: d.status,
  attempts: d.attempts,
  lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
  responseCode: d.responseCode,
  responseBody: d.responseBody,
  createdAt: d.createdAt.toISOString(),
});

/** An order as the seller's API shows it (sellerOrderJson's fields, with pence kept as pence). */
export function orderWebhookJson(order: typeof orders.$inferSelect) {
  return {
    _id: order.id,
    orderNumber: formatOrderNumber(order.number),
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    total: order.total,
    refundedAmount: order.refundedAmount,
    email: order.email,
    customerName: `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`.trim(),
  };
}

export function createWebhooksService(deps: {
  db: Database;
  jobs: JobQueue;
  /** The app's secret (resolveAppSecret): endpoints' secrets are encrypted under it. */
  appSecret: string;
  /** test or development: http://localhost and loopback addresses are allowed. */
  allowLocal: boolean;
  resolve?: Resolver;
  now?: () => Date;
}) {
  const { db, jobs, appSecret } = deps;
  const now = deps.now ?? (() => new Date());
  const check = (url: string) => checkWebhookUrl(url, { allowLocal: deps.allowLocal, resolve: deps.resolve });

  async function enqueueDelivery(tx: DbOrTx, deliveryId: string, key: string) {
    await jobs.enqueue(
      tx,
      deliveryJob,
      { deliveryId },
      { dedupeKey: key, maxAttempts: WEBHOOK_MAX_ATTEMPTS },
    );
  }

  /** One delivery row and one job for an endpoint, in `tx`. */
  async function deliver(tx: DbOrTx, endpointId: string, body: WebhookBody) {
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId,
        eventId: body.id,
        type: body.type,
        payload: body as unknown as Record<string, unknown>,
      })
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.id });
    if (row) await enqueueDelivery(tx, row.id, `webhook:${body.id}:${endpointId}`);
    return row?.id ?? null;
  }

  async function attempt(deliveryId: string, job: { attempts: number; maxAttempts: number }) {
    const [found] = await db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!found) return;
    const { delivery, endpoint } = found;
    const last = job.attempts >= job.maxAttempts;
    const record = (outcome: { ok: boolean; code: number | null; text: string }) =>
      db
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastAttemptAt: now(),
          responseCode: outcome.code,
          responseBody: outcome.text.slice(0, WEBHOOK_RESPONSE_KEEP),
          status: outcome.ok ? 'succeeded' : last ? 'failed' : 'pending',
        })
        .where(eq(webhookDeliveries.id, deliveryId));
    if (endpoint.archivedAt || !endpoint.active) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', responseBody: 'The endpoint was switched off before this was sent.' })
        .where(eq(webhookDeliveries.id, deliveryId));
      return;
    }
    let outcome: { ok: boolean; code: number | null; text: string };
    try {
      // checked again at send: a name may resolve elsewhere since it was saved; the request goes to this address
      const { url, addresses } = await check(endpoint.url);
      const body = JSON.stringify(delivery.payload);
      const timestamp = Math.floor(now().getTime() / 1000);
      const secret = decryptSecret(appSecret, endpoint.secretEncrypted);
      const answer = await post(
        url,
        addresses[0]!,
        {
          'content-type': 'application/json',
          'user-agent': 'workwear-shop-webhooks/1',
          'webhook-id': delivery.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': webhookSignature(secret, timestamp, body),
        },
        body,
      );
      outcome = { ok: answer.status >= 200 && answer.status < 300, code: answer.status, text: answer.text };
    } catch (error) {
      outcome = { ok: false, code: null, text: error instanceof Error ? error.message : String(error) };
    }
    await record(outcome);
    if (!outcome.ok) throw new Error(`Webhook delivery ${deliveryId}: ${outcome.code ?? outcome.text}`);
  }

  const deliveryJob = defineJob(WEBHOOK_DELIVERY_JOB, z.object({ deliveryId: z.string() }), (payload, job) =>
    attempt(payload.deliveryId, job),
  );
  jobs.register(deliveryJob);

  async function endpointById(id: string): Promise<EndpointRow> {
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    if (!row) throw new AppError('not_found', 'No such webhook endpoint.');
    return row;
  }

  /** An endpoint that may still be changed or sent to: not archived (409 once it is). */
  async function liveEndpoint(id: string): Promise<EndpointRow> {
    const row = await endpointById(id);
    if (row.archivedAt) throw new AppError('conflict', 'This webhook endpoint is archived.');
    return row;
  }

  return {
    /**
     * Emits an event inside the transaction of the change: one delivery row and one durable job per active
     * endpoint that subscribes to it. `data` is the object as the API shows it, or a function that draws it
     * (through `tx`), called only when some endpoint wants the event.
     */
    async emit(tx: DbOrTx, type: WebhookEvent, data: unknown | (() => Promise<unknown>)): Promise<void> {
      const endpoints = await tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.active, true),
            isNull(webhookEndpoints.archivedAt),
            arrayContains(webhookEndpoints.events, [type]),
          ),
        );
      if (endpoints.length === 0) return;
      const body: WebhookBody = {
        id: randomUUID(),
        type,
        created: now().toISOString(),
        data: typeof data === 'function' ? await (data as () => Promise<unknown>)() : data,
      };
      for (const endpoint of endpoints) await deliver(tx, endpoint.id, body);
    },

    /** The order-events listener: an order paid, shipped, cancelled or refunded emits its webhook in `tx`. */
    async emitOrderEvent(tx: DbOrTx, orderId: string, kind: string, detail: { to?: string }) {
      const type = orderEventWebhook(kind, detail);
      if (!type) return;
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (order) await this.emit(tx, type, orderWebhookJson(order));
    },

    /** The stock listener: a `stock.low` per size that fell below the threshold, in the transaction that took it. */
    async emitStockLow(tx: DbOrTx, falls: readonly StockFall[]): Promise<void> {
      for (const fall of falls)
        await this.emit(tx, 'stock.low', async (): Promise<StockLowData> => {
          const [product] = await tx
            .select({ title: products.title, colours: products.colours })
            .from(products)
            .where(eq(products.id, fall.productId));
          const colour =
            fall.colour === NO_COLOUR
              ? null
              : (product?.colours.find((c) => c.hex.toLowerCase() === fall.colour) ?? null);
          return {
            productId: fall.productId,
            title: product?.title ?? '',
            colour: colour?.name ?? null,
            colourHex: fall.colour === NO_COLOUR ? null : fall.colour,
            size: fall.size,
            stock: fall.left,
            threshold: STOCK_LOW_THRESHOLD,
          };
        });
    },

    async list() {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(isNull(webhookEndpoints.archivedAt))
        .orderBy(desc(webhookEndpoints.createdAt))
        .limit(100);
      return rows.map(endpointJson);
    },

    /** A new endpoint and its secret: the only time the secret is shown. */
    async create(input: WebhookEndpointInput) {
      const { url } = await check(input.url);
      const secret = newWebhookSecret();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({
            url: url.toString(),
            events: [...new Set(input.events)],
            description: input.description || null,
            secretEncrypted: encryptSecret(appSecret, secret),
          })
          .returning();
        await recordAudit(tx, {
          area: 'settings',
          action: 'webhook.create',
          subjectId: row!.id,
          summary: `Added the webhook endpoint ${row!.url}`,
        });
        return { endpoint: endpointJson(row!), secret };
      });
    },

    async update(id: string, input: Partial<WebhookEndpointInput> & { active?: boolean }) {
      const before = await liveEndpoint(id);
      const url = input.url === undefined ? undefined : (await check(input.url)).url.toString();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(webhookEndpoints)
          .set({
            ...(url !== undefined ? { url } : {}),
            ...(input.events ? { events: [...new Set(input.events)] } : {}),
            ...(input.description !== undefined ? { description: input.description || null } : {}),
            ...(input.active !== undefined ? { active: input.active } : {}),
          })
          .where(eq(webhookEndpoints.id, id))
          .returning();
        await recordAudit(tx, {
          area: 'settings',
          action: 'webhook.update',
          subjectId: id,
          summary: `Changed the webhook endpoint ${row!.url}`,
          changes: [
            { field: 'url', before: before.url, after: row!.url },
            { field: 'events', before: before.events, after: row!.events },
            { field: 'active', before: before.active, after: row!.active },
          ].filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after)),
        });
        return endpointJson(row!);
      });
    },

    /**
     * A new signing secret for an endpoint, shown this once; the old one stops at once (every delivery is signed
     * as it is sent, so those still waiting are signed with the new one).
     */
    async rollSecret(id: string) {
      await liveEndpoint(id);
      const secret = newWebhookSecret();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(webhookEndpoints)
          .set({ secretEncrypted: encryptSecret(appSecret, secret) })
          .where(eq(webhookEndpoints.id, id))
          .returning();
        await recordAudit(tx, {
          area: 'settings',
          action: 'webhook.secret',
          subjectId: id,
          summary: `Gave the webhook endpoint ${row!.url} a new signing secret`,
        });
        return { endpoint: endpointJson(row!), secret };
      });
    },

    async archive(id: string) {
      const row = await endpointById(id);
      if (row.archivedAt) return;
      await db.transaction(async (tx) => {
        await tx
          .update(webhookEndpoints)
          .set({ archivedAt: now(), active: false })
          .where(eq(webhookEndpoints.id, id));
        await recordAudit(tx, {
          area: 'settings',
          action: 'webhook.archive',
          subjectId: id,
          summary: `Archived the webhook endpoint ${row.url}`,
        });
      });
    },

    /** An endpoint's log, newest first, paged. */
    async deliveries(endpointId: string, page: { limit: number; offset: number }) {
      await endpointById(endpointId);
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId));
      return { deliveries: rows.map(deliveryJson), total: count?.n ?? 0 };
    },

    /** "Send again": the same body (same event id) in a new job; the row goes back to pending. */
    async resend(deliveryId: string) {
      const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
      if (!row) throw new AppError('not_found', 'No such delivery.');
      await db.transaction(async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({ status: 'pending' })
          .where(eq(webhookDeliveries.id, deliveryId));
        await enqueueDelivery(tx, deliveryId, `webhook-resend:${deliveryId}:${randomUUID()}`);
      });
      jobs.kick();
      return deliveryJson({ ...row, status: 'pending' });
    },

    /** "Send a test event": a `ping` to this endpoint alone. */
    async sendTest(endpointId: string) {
      await liveEndpoint(endpointId);
      const body: WebhookBody = {
        id: randomUUID(),
        type: WEBHOOK_TEST_EVENT,
        created: now().toISOString(),
        data: { message: 'A test event from the shop.' },
      };
      const id = await db.transaction((tx) => deliver(tx, endpointId, body));
      jobs.kick();
      return { deliveryId: id!, eventId: body.id };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
