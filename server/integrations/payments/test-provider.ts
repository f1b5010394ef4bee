import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { testCheckoutSessions } from '../../db/schema';
import { notJsonWebhook, WebhookSignatureError } from './provider';
import type { CheckoutSession, CreateCheckoutInput, PaymentProvider } from './provider';
import type { PaymentResult, RefundResult } from './provider';

/** Test mode only: not a secret, the test checkout signs its webhooks the way Stripe does. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_checkout_local';
const TOLERANCE_SECONDS = 300;

type SessionRow = typeof testCheckoutSessions.$inferSelect;

/** A session made before sessions had an end lasted Stripe's default day. */
const LEGACY_SESSION_MS = 24 * 60 * 60 * 1000;

/** When an open session stops taking payment. */
export const testSessionEnd = (row: Pick<SessionRow, 'expiresAt' | 'createdAt'>): Date =>
  row.expiresAt ?? new Date(row.createdAt.getTime() + LEGACY_SESSION_MS);

/** open, complete (paid, or paid and refunded) or expired: an open session past its end, as Stripe's. */
export function testSessionStatus(row: SessionRow, now = new Date()): 'open' | 'complete' | 'expired' {
  if (row.status === 'paid' || row.status === 'refunded') return 'complete';
  return testSessionEnd(row).getTime() > now.getTime() ? 'open' : 'expired';
}

const resultOf = (row: SessionRow): PaymentResult => ({
  sessionId: row.id,
  orderId: row.orderId,
  paid: row.status === 'paid' || row.status === 'refunded',
  amountTotal: row.amountTotal,
  currency: row.currency,
  status: testSessionStatus(row),
  expiresAt: testSessionEnd(row),
});

/** The test checkout's refund of a session: one per session, so its id follows from the session's. */
export const testRefundId = (sessionId: string) => `re_test_${sessionId.replace(/^cs_test_/, '')}`;

/** A `Stripe-Signature` header (t=…,v1=…) for a body: HMAC-SHA256 of "t.body". */
export function signTestWebhook(
  body: string,
  secret = TEST_WEBHOOK_SECRET,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** The webhook body the test checkout sends when a session is paid (Stripe's event shape). */
export function testWebhookBody(result: PaymentResult): string {
  return JSON.stringify({
    id: `evt_test_${randomBytes(8).toString('hex')}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: result.sessionId,
        object: 'checkout.session',
        client_reference_id: result.orderId,
        payment_status: result.paid ? 'paid' : 'unpaid',
        amount_total: result.amountTotal,
        currency: result.currency,
      },
    },
  });
}

/**
 * The built-in test checkout: sessions in the database and a hosted-style page of the shop's own
 * (/test-checkout/{id}) where Stripe's test cards pay or decline. Used when no Stripe key is set.
 */
export function createTestPaymentProvider(deps: { db: Database; webhookSecret?: string }) {
  const { db } = deps;
  const secret = deps.webhookSecret ?? TEST_WEBHOOK_SECRET;

  async function find(id: string): Promise<SessionRow | null> {
    const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id));
    return row ?? null;
  }

  const provider: PaymentProvider & {
    session(id: string): Promise<SessionRow | null>;
    markPaid(id: string): Promise<PaymentResult | null>;
  } = {
    name: 'test',

    async createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession> {
      const items = input.lineItems.reduce((n, l) => n + l.unitAmount * l.quantity, 0);
      if (items + input.shipping.amount - (input.discount?.amount ?? 0) !== input.amountTotal)
        throw new Error('Checkout line items do not add up to the order total');
      const origin = new URL(input.successUrl.replace('{CHECKOUT_SESSION_ID}', 'x')).origin;
      const [existing] = await db
        .select()
        .from(testCheckoutSessions)
        .where(eq(testCheckoutSessions.idempotencyKey, input.idempotencyKey));
      const row =
        existing ??
        (
          await db
            .insert(testCheckoutSessions)
            .values({
              id: `cs_test_${randomBytes(16).toString('hex')}`,
              orderId: input.orderId,
              amountTotal: input.amountTotal,
              currency: input.currency,
              lineItems: { items: input.lineItems, shipping: input.shipping, discount: input.discount },
              successUrl: input.successUrl,
              cancelUrl: input.cancelUrl,
              expiresAt: input.expiresAt,
              idempotencyKey: input.idempotencyKey,
            })
            .onConflictDoNothing()
            .returning()
        )[0] ??
        (
          await db
            .select()
            .from(testCheckoutSessions)
            .where(eq(testCheckoutSessions.idempotencyKey, input.idempotencyKey))
        )[0]!;
      return { id: row.id, url: `${origin}/test-checkout/${row.id}` };
    },

    async retrieveCheckout(sessionId) {
      const row = await find(sessionId);
      return row ? resultOf(row) : null;
    },

    /** The page is still open: the session takes payment until `until` (never shorter than it was). */
    async renewCheckout(sessionId, until) {
      const [row] = await db
        .update(testCheckoutSessions)
        .set({
          expiresAt: sql`greatest(${testCheckoutSessions.expiresAt}, ${until.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(testCheckoutSessions.id, sessionId),
            eq(testCheckoutSessions.status, 'open'),
            gt(testCheckoutSessions.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row ? testSessionEnd(row) : null;
    },

    async parseWebhook(rawBody, signatureHeader) {
      const parts = Object.fromEntries(
        (signatureHeader ?? '').split(',').map((p) => p.split('=', 2) as [string, string]),
      );
      const timestamp = Number(parts.t);
      if (!parts.t || !parts.v1 || !Number.isFinite(timestamp)) throw new WebhookSignatureError();
      const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest();
      const given = Buffer.from(parts.v1, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new WebhookSignatureError();
      if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS)
        throw new WebhookSignatureError('Webhook timestamp is too old');
      let event: { type?: string; data?: { object?: { id?: string } } } | null;
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw notJsonWebhook();
      }
      if (typeof event !== 'object' || event === null) throw notJsonWebhook();
      if (event.type !== 'checkout.session.completed' || !event.data?.object?.id) return null;
      // the signed body names the session; its state is read from our own records
      const row = await find(event.data.object.id);
      return row ? resultOf(row) : null;
    },

    /** Records the refund on the session row: once refunded it stays refunded, and a retry gets the same id. */
    async refund(input): Promise<RefundResult> {
      const row = await find(input.sessionId);
      if (!row) throw new Error(`Test checkout: no session ${input.sessionId}`);
      if (row.status === 'open') throw new Error(`Test checkout: session ${row.id} has not been paid`);
      if (input.amount !== row.amountTotal)
        throw new Error(`Test checkout: a full refund is ${row.amountTotal}, not ${input.amount}`);
      await db
        .update(testCheckoutSessions)
        .set({ status: 'refunded' })
        .where(and(eq(testCheckoutSessions.id, row.id), eq(testCheckoutSessions.status, 'paid')));
      return { id: testRefundId(row.id), amount: row.amountTotal, status: 'succeeded' };
    },

    session: find,

    async markPaid(id) {
      // a refunded session stays refunded; an expired one can no longer be paid (as Stripe's)
      const [row] = await db
        .update(testCheckoutSessions)
        .set({ status: 'paid' })
        .where(
          and(
            eq(testCheckoutSessions.id, id),
            ne(testCheckoutSessions.status, 'refunded'),
            or(
              eq(testCheckoutSessions.status, 'paid'),
              sql`coalesce(${testCheckoutSessions.expiresAt}, ${testCheckoutSessions.createdAt} + make_interval(secs => ${LEGACY_SESSION_MS / 1000})) > now()`,
            ),
          ),
        )
        .returning();
      const current = row ?? (await find(id));
      return current ? resultOf(current) : null;
    },
  };
  return provider;
}

export type TestPaymentProvider = ReturnType<typeof createTestPaymentProvider>;
