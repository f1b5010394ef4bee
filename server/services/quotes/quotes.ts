import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { auditChanges } from '../../../domain/audit';
import type { LogoSummary } from '../../../domain/line-item';
import { formatOrderNumber } from '../../../domain/orders';
import type { DecorationPricing } from '../../../domain/price-breaks';
import type { Product } from '../../../domain/product';
import { quoteTotals } from '../../../domain/quote-lines';
import type { QuoteListItem, QuoteView } from '../../../domain/quote-view';
import {
  dayNotPast,
  defaultQuoteValidUntil,
  formatQuoteNumber,
  nextQuote,
  QUOTE_STATUSES,
  quoteReminderAt,
  quoteValidUntilEnd,
  type QuoteActor,
  type QuoteMove,
  type QuoteStatus,
} from '../../../domain/quotes';
import type { ShippingAddress } from '../../../domain/schemas/checkout';
import { isUnitedKingdom } from '../../../domain/schemas/checkout';
import type { QuoteDraftInput, QuoteRequestInput } from '../../../domain/schemas/quotes';
import type { ShopInfo } from '../../../domain/shop-info';
import { londonToday } from '../../../domain/earnings';
import type { Database, DbOrTx, Tx } from '../../db/client';
import {
  orders as orderRows,
  quoteEvents,
  quotes,
  quoteVersions,
  type StoredQuoteDocument,
  type StoredQuoteRequest,
} from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../../../domain/ids';
import type { Mailer } from '../../integrations/mail/mailer';
import {
  CHECKOUT_SESSION_MS,
  type CheckoutLineItem,
  type PaymentProvider,
} from '../../integrations/payments/provider';
import { signValue, verifySignedValue } from '../../security/signed-tokens';
import { recordAudit } from '../audit';
import type { CatalogueService } from '../catalogue';
import { defineJob, type JobQueue } from '../jobs';
import { summariseLogo, type LogoService } from '../logos';
import type { OrdersService } from '../orders/orders';
import type { PricingService } from '../pricing';
import type { RateLimiter, RateRule } from '../rate-limit';
import { quoteMail, type QuoteMailKind } from './quote-mails';
import { checkGarment, priceQuoteDocument, setupLineFor, startingDraftInput } from './quote-pricing';
import {
  quoteDocumentView,
  quoteListItem,
  quoteOrderLines,
  quoteView,
  type QuoteRow,
  type QuoteVersionRow,
  type QuoteViewSources,
} from './quote-views';
import { NO_COUNTS, type OrderCounts } from '../orders/order-counts';

/** Quote requests one address may make in an hour: plenty for a buyer, too few to flood the seller. */
export const QUOTE_REQUESTS: RateRule = { limit: 10, windowSeconds: 60 * 60 };
/** Quotes on a page of the seller's list. */
export const QUOTE_PAGE_SIZE = 20;
/** How often the clock looks for sent quotes past their valid-until day. */
export const QUOTE_EXPIRY_SWEEP_MS = 60 * 60 * 1000;

const QUOTE_LINK_PURPOSE = 'quote-link';
const QUOTE_MAIL_JOB = 'quote.mail';
const QuoteMailPayload = z.object({
  quoteId: z.string(),
  kind: z.string(),
  version: z.number().int(),
  eventId: z.string().nullish(),
});

const notFound = () => new AppError('not_found', 'Quote not found');

/** The quote moves outgoing webhooks tell of: a buyer's request, and a buyer accepting a version. */
export type QuoteWebhookMove = 'requested' | 'accepted';

/** Told, inside the move's transaction, of a request or an acceptance: the quote as the seller's API shows it. */
export type QuoteMoveListener = (
  tx: Tx,
  move: QuoteWebhookMove,
  quote: () => Promise<QuoteView>,
) => Promise<void>;

/** What a view is drawn from when it is drawn inside a transaction: read before it (PGlite has one connection). */
interface KnownSources {
  sources: QuoteViewSources;
  /** The shop's prices, for the first draft of a request. */
  pricing?: DecorationPricing;
}

/** Who made a move, as the timeline names them. */
export interface QuoteActorLabel {
  id: string | null;
  label: string;
}

/**
 * Quotes (issue 30): a buyer's request, the seller's pricing and versions, the buyer's answers by a signed link,
 * and the accepted quote's checkout, which becomes an ordinary order when paid. Every move goes through
 * domain/quotes nextQuote in one transaction that holds the quote's row, records its event and enqueues its
 * mails as durable jobs.
 */
export function createQuotesService(deps: {
  /** The shop's clock: valid-until days, expiry and reminders are read by it (tests move it). */
  now?: () => Date;
  db: Database;
  catalogue: CatalogueService;
  pricing: PricingService;
  logos: LogoService;
  orders: OrdersService;
  payments: PaymentProvider;
  jobs: JobQueue;
  mailer: Mailer;
  limiter: RateLimiter;
  shop: ShopInfo;
  logger: Logger;
  publicUrl: string;
  secret: string;
  /** Counts an accepted quote's order as placed for /metrics, once its transaction commits. */
  counts?: OrderCounts;
}) {
  const { db, catalogue, logos, orders, payments, jobs, mailer, shop } = deps;
  const counts = deps.counts ?? NO_COUNTS;
  const now = deps.now ?? (() => new Date());

  const tokenOf = (quoteId: string) => signValue(deps.secret, QUOTE_LINK_PURPOSE, quoteId);
  const buyerPath = (quoteId: string) => `/quotes/${tokenOf(quoteId)}`;
  /** The quote a buyer's link opens; a forged or altered token opens none. */
  const quoteIdOf = (token: string) => {
    const id = verifySignedValue(deps.secret, QUOTE_LINK_PURPOSE, token);
    if (!id || !isUuid(id)) throw notFound();
    return id;
  };

  // ---- reading

  async function rowById(tx: Database | Tx, id: string, lock = false): Promise<QuoteRow> {
    if (!isUuid(id)) throw notFound();
    const query = tx.select().from(quotes).where(eq(quotes.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound();
    return row;
  }

  async function productsOf(ids: readonly string[]): Promise<Map<string, Product>> {
    const found = await Promise.all([...new Set(ids)].map((id) => catalogue.getProduct(id)));
    return new Map(found.flatMap((p) => (p ? [[p.id, p] as const] : [])));
  }

  /** The logos a quote may use: its request's, and any already on its lines. */
  async function logosOf(
    row: Pick<QuoteRow, 'request'>,
    docs: readonly StoredQuoteDocument[],
  ): Promise<Map<string, LogoSummary>> {
    const ids = [
      ...(row.request.decoration?.logoId ? [row.request.decoration.logoId] : []),
      ...docs
        .flatMap((d) => d.lines.flatMap((l) => (l.kind === 'garment' ? l.decorations : [])))
        .flatMap((d) => (d.logoId ? [d.logoId] : [])),
    ];
    const rows = await logos.byIds([...new Set(ids)]);
    return new Map([...rows.values()].map((r) => [r.id, summariseLogo(r)]));
  }

  async function sourcesOf(
    row: Pick<QuoteRow, 'request'>,
    docs: readonly StoredQuoteDocument[],
  ): Promise<QuoteViewSources> {
    const productIds = [
      ...row.request.items.map((i) => i.productId),
      ...docs.flatMap((d) => d.lines.flatMap((l) => (l.kind === 'garment' ? [l.productId] : []))),
    ];
    return { products: await productsOf(productIds), logos: await logosOf(row, docs) };
  }

  /** The seller's working copy: the saved draft, or a first one priced from the request at the shop's prices. */
  async function draftOf(row: QuoteRow, known?: KnownSources): Promise<StoredQuoteDocument | null> {
    if (row.draft) return row.draft;
    if (row.status !== 'requested') return null;
    const input = startingDraftInput(row.request, defaultQuoteValidUntil(now()));
    const sources = known?.sources ?? (await sourcesOf(row, []));
    // a requested garment the shop no longer sells is left for the seller to replace
    input.lines = input.lines.filter(
      (l) => l.kind !== 'garment' || sources.products.get(l.productId)?.available,
    );
    const pricing = known?.pricing ?? (await deps.pricing.get());
    const doc = priceQuoteDocument(input, { ...sources, pricing });
    const setup = setupLineFor(doc.lines, sources.logos, pricing);
    return setup ? { ...doc, lines: [...doc.lines, setup] } : doc;
  }

  /** The quote as the seller or the buyer reads it; inside a transaction, read through it from what is known. */
  async function viewOf(
    row: QuoteRow,
    audience: 'seller' | 'buyer',
    within?: KnownSources & { tx: Tx },
  ): Promise<QuoteView> {
    const via: DbOrTx = within?.tx ?? db;
    const [versions, events, order] = await Promise.all([
      via.select().from(quoteVersions).where(eq(quoteVersions.quoteId, row.id)),
      via.select().from(quoteEvents).where(eq(quoteEvents.quoteId, row.id)),
      row.orderId
        ? via
            .select({ id: orderRows.id, number: orderRows.number, paymentStatus: orderRows.paymentStatus })
            .from(orderRows)
            .where(eq(orderRows.id, row.orderId))
            .then((r) => r[0] ?? null)
        : Promise.resolve(null),
    ]);
    const draft = audience === 'seller' ? await draftOf(row, within) : null;
    const sources =
      within?.sources ??
      (await sourcesOf(row, [...versions.map((v) => v.document), ...(draft ? [draft] : [])]));
    const token = tokenOf(row.id);
    const view = quoteView({
      row,
      versions,
      events,
      sources: audience === 'buyer' ? buyerSources(sources, token) : sources,
      // the buyer sees the order once it is one; the seller sees the checkout too
      order: order && (audience === 'seller' || order.paymentStatus !== 'unpaid') ? order : null,
      audience,
      draft,
      pdfUrl:
        row.version === 0
          ? null
          : audience === 'seller'
            ? `/api/quotes/${row.id}/pdf`
            : `/api/quotes/by-token/${token}/pdf`,
      buyerUrl: audience === 'seller' ? `${deps.publicUrl}${buyerPath(row.id)}` : null,
      now: now(),
    });
    return view;
  }

  /** The buyer reaches the quote's logos through its link (they may have no account to see them through). */
  function buyerSources(sources: QuoteViewSources, token: string): QuoteViewSources {
    const logoUrl = (id: string) => `/api/quotes/by-token/${token}/logos/${id}`;
    return {
      products: sources.products,
      logos: new Map(
        [...sources.logos].map(([id, l]) => [
          id,
          { ...l, url: logoUrl(id), previewUrl: l.previewUrl ? logoUrl(id) : null },
        ]),
      ),
    };
  }

  /** Quotes with their current version's total, newest first. */
  const withTotals = (where: SQL | undefined) =>
    db
      .select({ quote: quotes, total: quoteVersions.total })
      .from(quotes)
      .leftJoin(
        quoteVersions,
        and(eq(quoteVersions.quoteId, quotes.id), eq(quoteVersions.version, quotes.version)),
      )
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.number));

  // ---- moving

  async function recordEvent(
    tx: Tx,
    row: QuoteRow,
    e: { kind: string; to: QuoteStatus; version: number; comment?: string | null },
    actor: QuoteActorLabel,
  ): Promise<string> {
    const [event] = await tx
      .insert(quoteEvents)
      .values({
        quoteId: row.id,
        kind: e.kind,
        fromStatus: row.status,
        toStatus: e.to,
        version: e.version,
        comment: e.comment ?? null,
        actorId: actor.id,
        actorLabel: actor.label,
      })
      .returning({ id: quoteEvents.id });
    return event!.id;
  }

  async function enqueueMail(
    tx: Tx,
    row: Pick<QuoteRow, 'id'>,
    kind: QuoteMailKind,
    version: number,
    options: { eventId?: string; runAt?: Date; key?: string } = {},
  ) {
    await jobs.enqueue(
      tx,
      mailJob,
      { quoteId: row.id, kind, version, eventId: options.eventId ?? null },
      {
        dedupeKey: `${QUOTE_MAIL_JOB}:${kind}:${row.id}:${options.key ?? options.eventId ?? version}`,
        ...(options.runAt ? { runAt: options.runAt } : {}),
      },
    );
  }

  /**
   * One move on one quote, in one transaction holding its row: the table's rule, then `write` (the move's own
   * changes), the timeline event, and the mails.
   */
  async function move(
    id: string,
    made: QuoteMove,
    actor: QuoteActor,
    by: QuoteActorLabel,
    write: (
      tx: Tx,
      row: QuoteRow,
      next: { status: QuoteStatus; version: number },
    ) => Promise<{
      mails?: { kind: QuoteMailKind; runAt?: Date; key?: string }[];
    } | void>,
  ): Promise<QuoteRow> {
    const row = await db.transaction(async (tx) => {
      const current = await rowById(tx, id, true);
      const result = nextQuote(
        {
          status: current.status,
          version: current.version,
          validUntil: current.validUntil ? quoteValidUntilEnd(current.validUntil) : null,
        },
        made,
        actor,
        now(),
      );
      if (!result.ok) throw new AppError('conflict', result.message);
      const next = { status: result.state.status, version: result.state.version };
      const outcome = await write(tx, current, next);
      await tx
        .update(quotes)
        .set({ status: next.status, version: next.version, updatedAt: sql`now()` })
        .where(eq(quotes.id, id));
      const eventId = await recordEvent(
        tx,
        current,
        { kind: made.kind, to: next.status, version: next.version, comment: result.event.comment },
        by,
      );
      for (const mail of outcome?.mails ?? [])
        await enqueueMail(tx, current, mail.kind, next.version, {
          eventId,
          runAt: mail.runAt,
          key: mail.key,
        });
      const moved = await rowById(tx, id);
      if (actor === 'seller') await auditSellerMove(tx, made.kind, current, moved);
      return moved;
    });
    jobs.kick();
    return row;
  }

  /** A seller's move on a quote in the audit trail (in the move's transaction): what changed, before → after. */
  async function auditSellerMove(tx: Tx, kind: QuoteMove['kind'], was: QuoteRow, after: QuoteRow) {
    const facts = (row: QuoteRow) => ({
      status: row.status,
      version: row.version,
      validUntil: row.validUntil,
      draftTotal: row.draft ? quoteTotals(row.draft.lines, row.draft).total : null,
    });
    const number = formatQuoteNumber(after.number);
    const [action, summary] =
      kind === 'send'
        ? ['quote.send', `Sent version ${after.version} of quote ${number} to ${after.name}.`]
        : kind === 'renew'
          ? ['quote.renew', `Renewed quote ${number} until ${after.validUntil}.`]
          : ['quote.draft', `Saved the draft of quote ${number}.`];
    await recordAudit(tx, {
      area: 'quotes',
      action,
      subjectId: after.id,
      summary,
      changes: auditChanges(facts(was), facts(after)),
    });
  }

  const moveListeners: QuoteMoveListener[] = [];
  /** The listeners of a move made in `tx`: the quote as the seller's API shows it, drawn through `tx`. */
  async function tellMove(tx: Tx, kind: QuoteWebhookMove, id: string, known: KnownSources) {
    for (const listener of moveListeners)
      await listener(tx, kind, async () => viewOf(await rowById(tx, id), 'seller', { ...known, tx }));
  }

  /** The buyer's side of a move: by the link's token, the version they read. */
  const buyer: QuoteActorLabel = { id: null, label: 'Buyer' };
  const system: QuoteActorLabel = { id: null, label: 'Shop' };

  // ---- mails

  const mailJob = defineJob(QUOTE_MAIL_JOB, QuoteMailPayload, async (payload) => {
    const [row] = await db.select().from(quotes).where(eq(quotes.id, payload.quoteId));
    if (!row) return;
    const kind = payload.kind as QuoteMailKind;
    // a reminder is for a quote still waiting on that version: answered, revised or renewed since, none is due
    if (kind === 'reminder' && (row.status !== 'sent' || row.version !== payload.version)) return;
    const [event] = payload.eventId
      ? await db.select().from(quoteEvents).where(eq(quoteEvents.id, payload.eventId))
      : [];
    const [version] = await db
      .select()
      .from(quoteVersions)
      .where(and(eq(quoteVersions.quoteId, row.id), eq(quoteVersions.version, row.version)));
    await mailer.send(
      quoteMail(kind, {
        shop,
        quote: row,
        total: version?.total ?? null,
        comment: event?.comment ?? null,
        buyerLink: `${deps.publicUrl}${buyerPath(row.id)}`,
        sellerLink: `${deps.publicUrl}/admin/quotes/${row.id}`,
      }),
    );
  });
  jobs.register(mailJob);

  // ---- the order's end moves the quote

  orders.onCheckoutSettled({
    async paid(tx, order) {
      if (!order.quoteId) return;
      const [row] = await tx.select().from(quotes).where(eq(quotes.id, order.quoteId)).for('update');
      if (!row || row.status === 'paid') return;
      // paid late, after the checkout lapsed back to Sent: the money came, so it is paid all the same
      await tx
        .update(quotes)
        .set({ status: 'paid', orderId: order.id, updatedAt: sql`now()` })
        .where(eq(quotes.id, row.id));
      await recordEvent(tx, row, { kind: 'pay', to: 'paid', version: row.version }, system);
    },
    async abandoned(tx, orderId) {
      const [row] = await tx
        .select()
        .from(quotes)
        .where(and(eq(quotes.orderId, orderId), eq(quotes.status, 'accepted')))
        .for('update');
      if (!row) return;
      await tx
        .update(quotes)
        .set({ status: 'sent', updatedAt: sql`now()` })
        .where(eq(quotes.id, row.id));
      await recordEvent(tx, row, { kind: 'lapse', to: 'sent', version: row.version }, system);
    },
  });

  /** The payment page of an accepted quote's checkout: made once, found again on a retry. */
  async function paymentSession(orderId: string, origin: string) {
    const order = (await orders.get(orderId))!;
    if (order.paymentSessionId && order.paymentUrl)
      return { sessionId: order.paymentSessionId, url: order.paymentUrl, orderId };
    const lineItems: CheckoutLineItem[] = order.lines.map((l) => ({
      name: l.size ? `${l.title} (${l.size})` : l.title,
      description: [
        l.colour && `Colour ${l.colour}`,
        ...l.decorations.map((d) => `${d.position}: ${d.method}`),
      ]
        .filter(Boolean)
        .join(' · '),
      unitAmount: l.unitPrice + l.decorations.reduce((n, d) => n + (d.unitPrice ?? 0), 0),
      quantity: l.quantity,
      ...(l.image.startsWith('/') ? { imageUrl: `${origin}${l.image}` } : {}),
    }));
    const expiresAt = order.paymentExpiresAt ?? new Date(Date.now() + CHECKOUT_SESSION_MS);
    const session = await payments.createCheckout({
      orderId,
      orderNumber: formatOrderNumber(order.number),
      currency: 'gbp',
      amountTotal: order.total,
      lineItems,
      shipping: { name: 'Delivery', amount: order.shipping },
      discount:
        order.discount > 0
          ? { name: `Quote discount (${order.discountPercent}% off)`, amount: order.discount }
          : null,
      customerEmail: order.email,
      successUrl: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}${buyerPath(order.quoteId!)}?cancelled=1`,
      expiresAt,
      idempotencyKey: `${order.idempotencyKey}:${order.id}:${Math.ceil(expiresAt.getTime() / 1000)}`,
    });
    await orders.attachPaymentSession(orderId, session);
    return { sessionId: session.id, url: session.url, orderId };
  }

  return {
    tokenOf,
    buyerPath,

    /**
     * Listens for a buyer's request and a buyer's acceptance (`quote.requested`, `quote.accepted`), in their
     * transaction.
     */
    onMove(listener: QuoteMoveListener) {
      moveListeners.push(listener);
    },

    /**
     * A buyer's request (a guest's or a customer's): the garments checked against the catalogue, the logo file as
     * the wizard checks uploads, then the quote, its event and both mails in one transaction.
     */
    async request(
      input: QuoteRequestInput,
      options: {
        userId: string | null;
        clientIp: string;
        logoFile?: { bytes: Uint8Array; fileName: string };
      },
    ): Promise<{ quote: { id: string; number: string; status: QuoteStatus }; url: string }> {
      await deps.limiter.hit(
        `quote-request:ip:${options.clientIp}`,
        QUOTE_REQUESTS,
        'Too many quote requests from your connection. Please try again in an hour, or call us.',
      );
      if (input.neededBy && !dayNotPast(input.neededBy, now()))
        throw new AppError('bad_request', 'The needed-by date is in the past.');
      const products = await productsOf(input.items.map((i) => i.productId));
      const shopProducts = new Map([...products].filter(([, p]) => p.available));
      const items = input.items.map((item, i) => ({
        ...item,
        colour: checkGarment(shopProducts, item, `Garment ${i + 1}`).colour,
      }));
      const d = input.decoration;
      if (d && !d.textLine && !d.logo && !options.logoFile)
        throw new AppError('bad_request', 'Please upload your logo or type the text for it.');
      if (!d && options.logoFile)
        throw new AppError(
          'bad_request',
          'Please say how the logo should go on: embroidery or print, and where.',
        );

      const id = crypto.randomUUID();
      let logoId: string | null = null;
      if (d && !d.textLine) {
        if (options.logoFile) {
          logoId = (
            await logos.uploadForQuote(id, options.userId, options.logoFile.bytes, options.logoFile.fileName)
          ).id;
        } else {
          if (!options.userId)
            throw new AppError('unauthorized', 'Please log in to use a logo you uploaded before.');
          logoId = (await logos.findOwned(options.userId, d.logo!)).id;
        }
      }
      const request: StoredQuoteRequest = {
        items,
        description: input.description,
        decoration: d
          ? {
              method: d.method,
              positions: d.positions,
              textLine: d.textLine,
              font: d.textLine ? (d.font ?? 'Standard') : null,
              logoId,
            }
          : null,
        neededBy: input.neededBy ?? null,
        postcode: input.postcode,
        notes: input.notes,
      };
      // what the seller's view of it is drawn from, read before its transaction
      const known: KnownSources = {
        sources: { products, logos: await logosOf({ request }, []) },
        pricing: await deps.pricing.get(),
      };
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(quotes)
          .values({
            id,
            userId: options.userId,
            name: input.name,
            email: input.email.toLowerCase(),
            phone: input.phone,
            company: input.company,
            request,
          })
          .returning();
        await tx.insert(quoteEvents).values({
          quoteId: id,
          kind: 'requested',
          fromStatus: null,
          toStatus: 'requested',
          version: 0,
          actorId: options.userId,
          actorLabel: options.userId ? 'Customer' : 'Guest',
        });
        await enqueueMail(tx, inserted!, 'received', 0);
        await enqueueMail(tx, inserted!, 'request', 0);
        await tellMove(tx, 'requested', id, known);
        return inserted!;
      });
      jobs.kick();
      return {
        quote: { id: row.id, number: formatQuoteNumber(row.number), status: row.status },
        url: buyerPath(row.id),
      };
    },

    /** The seller's list: newest first, by status, searched by number, name, company or e-mail. */
    async list(query: { status?: string; q?: string; page?: number }): Promise<{
      quotes: QuoteListItem[];
      page: number;
      pageCount: number;
      total: number;
      newCount: number;
    }> {
      const where: SQL[] = [];
      if (query.status && (QUOTE_STATUSES as readonly string[]).includes(query.status))
        where.push(eq(quotes.status, query.status as QuoteStatus));
      const q = query.q?.trim();
      if (q) {
        const number = /^q?-?\s*(\d{1,9})$/i.exec(q)?.[1];
        const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(
          or(
            ...(number ? [eq(quotes.number, Number(number))] : []),
            ilike(quotes.name, like),
            ilike(quotes.company, like),
            ilike(quotes.email, like),
          )!,
        );
      }
      const filter = where.length > 0 ? and(...where) : undefined;
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(quotes).where(filter);
      const [{ n: newCount } = { n: 0 }] = await db
        .select({ n: count() })
        .from(quotes)
        .where(isNull(quotes.sellerOpenedAt));
      const pageCount = Math.max(1, Math.ceil(n / QUOTE_PAGE_SIZE));
      const page = Math.min(Math.max(1, query.page ?? 1), pageCount);
      const rows = await withTotals(filter)
        .limit(QUOTE_PAGE_SIZE)
        .offset((page - 1) * QUOTE_PAGE_SIZE);
      return {
        quotes: rows.map((r) => quoteListItem(r.quote, r.total)),
        page,
        pageCount,
        total: n,
        newCount,
      };
    },

    /** A customer's own requests and quotes, newest first (a few dozen at most: a customer's own). */
    async listForUser(userId: string): Promise<QuoteListItem[]> {
      const rows = await withTotals(eq(quotes.userId, userId)).limit(100);
      return rows.map((r) => quoteListItem(r.quote, r.total, buyerPath(r.quote.id)));
    },

    /** The quote for the seller; opening it takes its New badge off. */
    async getForSeller(id: string): Promise<QuoteView> {
      const row = await rowById(db, id);
      if (!row.sellerOpenedAt)
        await db
          .update(quotes)
          .set({ sellerOpenedAt: sql`now()` })
          .where(eq(quotes.id, id));
      return viewOf(row, 'seller');
    },

    async getByToken(token: string): Promise<QuoteView> {
      return viewOf(await rowById(db, quoteIdOf(token)), 'buyer');
    },

    /** A logo of the quote a token opens (the buyer's page draws it); null when it is not this quote's. */
    async logoByToken(token: string, logoId: string) {
      const row = await rowById(db, quoteIdOf(token));
      const versions = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, row.id));
      const ids = await logosOf(
        row,
        versions.map((v) => v.document),
      );
      return ids.has(logoId) ? logos.findById(logoId) : null;
    },

    /** The draft priced, not saved: the editor's live figures. */
    async price(id: string, input: QuoteDraftInput): Promise<QuoteView['draft']> {
      const row = await rowById(db, id);
      const doc = await priced(row, input);
      const sources = await sourcesOf(row, [doc]);
      return quoteDocumentView(doc, 0, null, sources);
    },

    /** The seller saves the draft (a request becomes a draft; a quote sent back for changes is revised). */
    async saveDraft(id: string, input: QuoteDraftInput, by: QuoteActorLabel): Promise<QuoteView> {
      const row = await rowById(db, id);
      if (!dayNotPast(input.validUntil, now()))
        throw new AppError('bad_request', 'The valid-until date must not be in the past.');
      const doc = await priced(row, input);
      const kind = row.status === 'requested' ? 'startPricing' : 'saveDraft';
      const saved = await move(id, { kind }, 'seller', by, async (tx) => {
        await tx.update(quotes).set({ draft: doc }).where(eq(quotes.id, id));
      });
      return viewOf(saved, 'seller');
    },

    /** The saved draft goes to the buyer as the next version, with its reminder booked. */
    async send(id: string, by: QuoteActorLabel): Promise<QuoteView> {
      const row = await rowById(db, id);
      const draft = row.draft;
      if (!draft || draft.lines.length === 0)
        throw new AppError('bad_request', 'Add at least one line and save the draft before sending.');
      const products = await productsOf(
        draft.lines.flatMap((l) => (l.kind === 'garment' ? [l.productId] : [])),
      );
      const gone = draft.lines.find((l) => l.kind === 'garment' && !products.get(l.productId)?.available);
      if (gone)
        throw new AppError(
          'bad_request',
          `Line ${draft.lines.indexOf(gone) + 1}: that garment is no longer sold. Replace it before sending.`,
        );
      const sent = await move(
        id,
        { kind: 'send', validUntil: quoteValidUntilEnd(draft.validUntil) },
        'seller',
        by,
        async (tx, current, next) => {
          const doc = current.draft!;
          await tx.insert(quoteVersions).values({
            quoteId: id,
            version: next.version,
            document: doc,
            total: quoteTotals(doc.lines, doc).total,
            sentBy: by.id,
          });
          await tx.update(quotes).set({ validUntil: doc.validUntil, orderId: null }).where(eq(quotes.id, id));
          return { mails: [{ kind: 'sent' }, ...reminderFor(doc.validUntil)] };
        },
      );
      return viewOf(sent, 'seller');
    },

    /** An expired quote sent again as it was, acceptable until a new day. */
    async renew(id: string, validUntil: string, by: QuoteActorLabel): Promise<QuoteView> {
      if (!dayNotPast(validUntil, now()))
        throw new AppError('bad_request', 'The valid-until date must not be in the past.');
      const renewed = await move(
        id,
        { kind: 'renew', validUntil: quoteValidUntilEnd(validUntil) },
        'seller',
        by,
        async (tx, current) => {
          // the version's terms stay as sent; only how long they stand changes
          await tx
            .update(quoteVersions)
            .set({
              document: sql`jsonb_set(${quoteVersions.document}, '{validUntil}', to_jsonb(${validUntil}::text))`,
            })
            .where(and(eq(quoteVersions.quoteId, id), eq(quoteVersions.version, current.version)));
          await tx.update(quotes).set({ validUntil }).where(eq(quotes.id, id));
          return { mails: [{ kind: 'renewed', key: `renewed:${validUntil}` }, ...reminderFor(validUntil)] };
        },
      );
      return viewOf(renewed, 'seller');
    },

    /** The buyer asks for changes to the version they read. */
    async requestChanges(token: string, input: { version: number; comment: string }): Promise<QuoteView> {
      const row = await move(
        quoteIdOf(token),
        { kind: 'requestChanges', ...input },
        'buyer',
        buyer,
        async (tx, current) => {
          // the seller revises the version the buyer read
          const [sent] = await tx
            .select()
            .from(quoteVersions)
            .where(and(eq(quoteVersions.quoteId, current.id), eq(quoteVersions.version, current.version)));
          if (sent) await tx.update(quotes).set({ draft: sent.document }).where(eq(quotes.id, current.id));
          return { mails: [{ kind: 'changes' }] };
        },
      );
      return viewOf(row, 'buyer');
    },

    async decline(token: string, input: { version: number; reason?: string }): Promise<QuoteView> {
      const row = await move(
        quoteIdOf(token),
        { kind: 'decline', version: input.version, ...(input.reason ? { reason: input.reason } : {}) },
        'buyer',
        buyer,
        async () => ({ mails: [{ kind: 'declined' }] }),
      );
      return viewOf(row, 'buyer');
    },

    /** The buyer of an expired quote asks for it to be renewed: the shop is told, once a day at most. */
    async askRenewal(token: string): Promise<QuoteView> {
      const row = await move(quoteIdOf(token), { kind: 'askRenewal' }, 'buyer', buyer, async () => ({
        mails: [{ kind: 'renewal', key: `renewal:${londonToday(now())}` }],
      }));
      return viewOf(row, 'buyer');
    },

    /**
     * The buyer accepts the version they read and goes to pay: under the quote's row lock, its lines become an
     * unpaid order at the quoted prices with its garments held (a shortage names the product, colour and size),
     * so two accepts at once make one order. A retry while it is payable finds the same checkout.
     */
    async accept(
      token: string,
      input: { version: number; shippingAddress: ShippingAddress },
      origin: string,
    ): Promise<{ sessionId: string; url: string; orderId: string }> {
      const id = quoteIdOf(token);
      // the garments of its versions (the one asked among them) as the catalogue has them, read before the row is
      // held (PGlite has one connection)
      const versions = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, id));
      const asked = versions.find((v) => v.version === input.version);
      const before = asked ? await rowById(db, id) : null;
      const sources = before
        ? await sourcesOf(before, [
            ...versions.map((v) => v.document),
            ...(before.draft ? [before.draft] : []),
          ])
        : null;
      let placed = false;
      const orderId = await db.transaction(async (tx) => {
        const current = await rowById(tx, id, true);
        if (current.status === 'accepted' && current.orderId && input.version === current.version) {
          const [order] = await tx.select().from(orderRows).where(eq(orderRows.id, current.orderId));
          if (order?.paymentStatus === 'unpaid' && !order.abandonedAt) return order.id;
        }
        const result = nextQuote(
          {
            status: current.status,
            version: current.version,
            validUntil: current.validUntil ? quoteValidUntilEnd(current.validUntil) : null,
          },
          { kind: 'accept', version: input.version },
          'buyer',
          now(),
        );
        if (!result.ok) throw new AppError('conflict', result.message);
        const [sent] = await tx
          .select()
          .from(quoteVersions)
          .where(and(eq(quoteVersions.quoteId, id), eq(quoteVersions.version, current.version)));
        const doc = sent!.document;
        const lines = quoteOrderLines(doc, sources!);
        const totals = quoteTotals(doc.lines, doc);
        const order = await orders
          .createPending({
            userId: current.userId,
            cartId: current.id,
            address: input.shippingAddress,
            shippingType: isUnitedKingdom(input.shippingAddress.country) ? 'standard' : 'international',
            lines,
            totals: {
              lines: [],
              goods: totals.goods,
              logoCharges: totals.logoCharges,
              setupFees: 0,
              newDesigns: 0,
              totalBeforeDiscount: totals.subtotal,
              discountPercent: totals.discountPercent,
              discount: totals.discount,
              shippingType: 'standard',
              shipping: totals.shipping,
              total: totals.total,
              itemCount: totals.garmentCount,
            },
            promo: null,
            provider: payments.name,
            idempotencyKey: `quote:${id}:v${current.version}`,
            expiresAt: new Date(Date.now() + CHECKOUT_SESSION_MS),
            from: null,
            quote: { id, number: current.number },
            within: tx,
          })
          .catch((error: unknown) => {
            // the stock check speaks of a cart; a quote's buyer is told to ask the shop
            if (error instanceof AppError && error.code === 'conflict')
              throw new AppError(
                'conflict',
                error.message.replace(
                  'Please change your cart.',
                  'Please contact us and we will revise the quote.',
                ),
              );
            throw error;
          });
        await tx
          .update(quotes)
          .set({ status: 'accepted', orderId: order.id, updatedAt: sql`now()` })
          .where(eq(quotes.id, id));
        const eventId = await recordEvent(
          tx,
          current,
          { kind: 'accept', to: 'accepted', version: current.version },
          buyer,
        );
        await enqueueMail(tx, current, 'accepted', current.version, { eventId });
        await tellMove(tx, 'accepted', id, { sources: sources! });
        placed = true;
        return order.id;
      });
      if (placed) counts.orderPlaced();
      jobs.kick();
      return paymentSession(orderId, origin);
    },

    /** The clock: sent quotes past their valid-until day expire (several instances may sweep at once). */
    async expireDue(): Promise<number> {
      const today = londonToday(now());
      const due = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.status, 'sent'), sql`${quotes.validUntil} < ${today}`))
        .limit(200);
      let expired = 0;
      for (const { id } of due) {
        const done = await move(id, { kind: 'expire' }, 'system', system, async () => undefined).catch(
          () => null,
        );
        if (done) expired++;
      }
      return expired;
    },
  };

  /** The reminder of an unanswered version, 3 working days before it ends, when that is still ahead. */
  function reminderFor(validUntil: string): { kind: QuoteMailKind; runAt: Date; key: string }[] {
    const at = quoteReminderAt(validUntil);
    return at.getTime() > now().getTime()
      ? [{ kind: 'reminder', runAt: at, key: `reminder:${validUntil}` }]
      : [];
  }

  async function priced(row: QuoteRow, input: QuoteDraftInput): Promise<StoredQuoteDocument> {
    const productIds = input.lines.flatMap((l) => (l.kind === 'garment' ? [l.productId] : []));
    const products = await productsOf(productIds);
    const docs = row.draft ? [row.draft] : [];
    const versions = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, row.id));
    const quoteLogos = await logosOf(row, [...docs, ...versions.map((v: QuoteVersionRow) => v.document)]);
    // the seller may also put a logo from the customer's library on the quote
    const named = input.lines.flatMap((l) =>
      l.kind === 'garment' ? l.decorations.flatMap((d) => (d.logo ? [d.logo] : [])) : [],
    );
    const extra = named.filter((id) => isUuid(id) && !quoteLogos.has(id));
    if (extra.length > 0 && row.userId) {
      for (const logo of (await logos.byIds(extra)).values())
        if (logo.userId === row.userId) quoteLogos.set(logo.id, summariseLogo(logo));
    }
    return priceQuoteDocument(input, { products, logos: quoteLogos, pricing: await deps.pricing.get() });
  }
}

export type QuotesService = ReturnType<typeof createQuotesService>;
