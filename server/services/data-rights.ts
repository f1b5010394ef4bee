import { LIST_LIMITS } from '../../domain/list-limits';
import { createHmac, randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { verify } from '@node-rs/argon2';
import { and, asc, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Logger } from 'pino';
import { createElement } from 'react';
import { z } from 'zod';
import {
  DATA_RIGHTS_MESSAGES,
  deletionRefusal,
  downloadVerdict,
  exportCsvFiles,
  exportFileName,
  exportJsonFiles,
  exportLinkExpiry,
  exportLogoPath,
  exportReadme,
  type DataExport,
  type DownloadVerdict,
  type ExportOrder,
} from '../../domain/data-rights';
import type { DataRequestView } from '../../domain/data-requests';
import { isUuid } from '../../domain/ids';
import type { StoredDecoration } from '../../domain/line-item';
import { formatQuoteNumber } from '../../domain/quotes';
import type { ShopInfo } from '../../domain/shop-info';
import { invoiceBalances, tradeDay, type LedgerEntry } from '../../domain/trade';
import type { Database, Tx } from '../db/client';
import {
  addresses,
  dataRequests,
  logos,
  marketingConsents,
  orderLines,
  orders,
  quotes,
  quoteVersions,
  tradeAccounts,
  tradeLedger,
  users,
} from '../db/schema';
import { AppError } from '../errors';
import type { FileStore } from '../integrations/files/file-store';
import type { Mailer, MailMessage } from '../integrations/mail/mailer';
import { renderMail } from '../mail/render';
import { DataExportMail } from '../mail/templates/data-export';
import { hashToken } from '../security/tokens';
import { CURRENT_PASSWORD_FAILURES } from './auth';
import type { CustomersService } from './customers';
import { defineJob, type JobQueue } from './jobs';
import type { RateLimiter } from './rate-limit';

/** Builds a customer's ZIP after their request commits. */
export const DATA_EXPORT_BUILD_JOB = 'data-export.build';
/** Mails the ready ZIP's link. */
export const DATA_EXPORT_MAIL_JOB = 'data-export.mail';
/** How often lapsed and used exports' files are removed. */
export const DATA_EXPORT_SWEEP_MS = 15 * 60 * 1000;
/** The most requests a list shows (the customer's panel, the seller's record). */
const LIST_LIMIT = LIST_LIMITS.dataRequests;

const BuildPayload = z.object({ requestId: z.string() });
/** `nonce` and the app's secret make the link's token; the row keeps only the token's hash. */
const MailPayload = z.object({ requestId: z.string(), nonce: z.string() });

type RequestRow = typeof dataRequests.$inferSelect;

export const dataRequestView = (r: RequestRow): DataRequestView => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt?.toISOString() ?? null,
  downloadedAt: r.downloadedAt?.toISOString() ?? null,
  completedAt: r.completedAt?.toISOString() ?? null,
});

/** The customer's mail with the link to their data. */
export function dataExportMail(input: {
  to: string;
  firstName: string;
  link: string;
  shop: ShopInfo;
}): MailMessage {
  const subject = `Your data from ${input.shop.name} is ready to download`;
  return {
    to: input.to,
    replyTo: input.shop.email,
    subject,
    ...renderMail(createElement(DataExportMail, { ...input, subject })),
  };
}

const exportKey = (requestId: string) => `private/exports/${requestId}.zip`;

const decorationWords = (d: StoredDecoration) =>
  `${d.position}: ${d.method}, ${d.textLine ? `text "${d.textLine}"` : `logo ${d.logoName ?? 'uploaded file'}`}`;

/**
 * A customer's data rights (issue 34): the download of everything the shop keeps on them, prepared by a durable
 * job, stored privately and mailed as a link that works once, for a day, for the signed-in owner; and deleting
 * their own account, which anonymises it as the seller's delete does (customers.anonymise) unless an order is
 * still being made or their trade account owes money. Every request is a data_requests row the seller sees.
 */
export function createDataRightsService(deps: {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  files: FileStore;
  customers: CustomersService;
  limiter: RateLimiter;
  shop: ShopInfo;
  logger: Logger;
  publicUrl: string;
  secret: string;
  now: () => Date;
}) {
  const { db, jobs, mailer, files, customers, limiter, shop, logger, publicUrl, secret, now } = deps;

  const tokenOf = (requestId: string, nonce: string) =>
    createHmac('sha256', secret).update(`data-export:${requestId}:${nonce}`).digest('base64url');

  /** Everything the shop keeps on the customer, as the export's records. */
  async function gather(
    userId: string,
    exportedAt: Date,
  ): Promise<{ data: DataExport; logoFiles: Zippable }> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new Error(`No user ${userId}`);
    const [saved, theirOrders, theirQuotes, theirLogos, consents] = await Promise.all([
      db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt)),
      db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.number)),
      db.select().from(quotes).where(eq(quotes.userId, userId)).orderBy(asc(quotes.number)),
      db.select().from(logos).where(eq(logos.userId, userId)).orderBy(asc(logos.createdAt)),
      db
        .select()
        .from(marketingConsents)
        .where(eq(marketingConsents.userId, userId))
        .orderBy(asc(marketingConsents.at)),
    ]);
    const lines =
      theirOrders.length === 0
        ? []
        : await db
            .select()
            .from(orderLines)
            .where(
              inArray(
                orderLines.orderId,
                theirOrders.map((o) => o.id),
              ),
            )
            .orderBy(asc(orderLines.orderId), asc(orderLines.sortOrder));
    const versions =
      theirQuotes.length === 0
        ? []
        : await db
            .select({
              quoteId: quoteVersions.quoteId,
              version: quoteVersions.version,
              total: quoteVersions.total,
            })
            .from(quoteVersions)
            .where(
              inArray(
                quoteVersions.quoteId,
                theirQuotes.map((q) => q.id),
              ),
            );

    const logoFiles: Zippable = {};
    const logoRecords = [];
    for (const logo of theirLogos) {
      const path = exportLogoPath({ id: logo.id, originalName: logo.originalName, format: logo.format });
      const file = await files.read(logo.fileKey);
      if (file) logoFiles[path] = [new Uint8Array(await buffer(file.stream)), { level: 0 }];
      logoRecords.push({
        id: logo.id,
        originalName: logo.originalName,
        format: logo.format,
        sizeBytes: logo.sizeBytes,
        uploadedAt: logo.createdAt.toISOString(),
        file: file ? path : null,
      });
    }

    const orderRecords: ExportOrder[] = theirOrders.map((o) => ({
      number: o.number,
      placedAt: o.createdAt.toISOString(),
      status: o.status,
      paymentStatus: o.paymentStatus,
      productionStatus: o.productionStatus,
      email: o.email,
      deliverTo: Object.fromEntries(
        Object.entries(o.shippingAddress).map(([k, v]) => [k, typeof v === 'string' ? v : String(v ?? '')]),
      ),
      shippingType: o.shippingType,
      poNumber: o.poNumber,
      promoCode: o.promoCode,
      goods: o.goods,
      logoCharges: o.logoCharges,
      setupFees: o.setupFees,
      discount: o.discount,
      shipping: o.shipping,
      total: o.total,
      refunded: o.refundedAmount,
      trackingId: o.trackingId,
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          title: l.title,
          colour: l.colour,
          size: l.size,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          goods: l.goods,
          logoCharge: l.logoCharge,
          decorations: l.decorations.map(decorationWords),
          names: l.names?.names ?? [],
          notes: l.notes,
        })),
    }));

    const data: DataExport = {
      exportedAt: exportedAt.toISOString(),
      shopName: shop.name,
      profile: {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        createdAt: user.createdAt.toISOString(),
        marketingConsent: user.marketingConsent,
      },
      addresses: saved.map((a) => ({
        firstName: a.address.firstName,
        lastName: a.address.lastName,
        companyName: a.address.companyName ?? '',
        address: a.address.address,
        city: a.address.city,
        postCode: a.address.postCode,
        country: a.address.country,
        email: a.address.email,
        phone: a.address.phone ?? '',
        additionalInfo: a.address.additionalInfo ?? '',
        isDefault: a.isDefault,
        createdAt: a.createdAt.toISOString(),
      })),
      orders: orderRecords,
      quotes: theirQuotes.map((q) => {
        const latest = versions.filter((v) => v.quoteId === q.id).sort((a, b) => b.version - a.version)[0];
        return {
          number: formatQuoteNumber(q.number),
          status: q.status,
          requestedAt: q.createdAt.toISOString(),
          name: q.name,
          email: q.email,
          phone: q.phone,
          company: q.company,
          description: q.request.description,
          notes: q.request.notes,
          latestVersion: latest?.version ?? 0,
          latestTotal: latest?.total ?? null,
          validUntil: q.validUntil,
        };
      }),
      logos: logoRecords,
      consentHistory: consents.map((c) => ({
        at: c.at.toISOString(),
        granted: c.granted,
        source: c.source,
        wording: c.wording,
      })),
    };
    return { data, logoFiles };
  }

  async function buildZip(userId: string, exportedAt: Date): Promise<Buffer> {
    const { data, logoFiles } = await gather(userId, exportedAt);
    const entries: Zippable = { 'README.txt': strToU8(exportReadme(data)) };
    for (const [name, body] of Object.entries({ ...exportJsonFiles(data), ...exportCsvFiles(data) }))
      entries[name] = strToU8(body);
    Object.assign(entries, logoFiles);
    return Buffer.from(zipSync(entries, { level: 6, mtime: exportedAt }));
  }

  const mailJob = defineJob(DATA_EXPORT_MAIL_JOB, MailPayload, async ({ requestId, nonce }) => {
    const [row] = await db
      .select({ request: dataRequests, user: users })
      .from(dataRequests)
      .innerJoin(users, eq(users.id, dataRequests.userId))
      .where(eq(dataRequests.id, requestId));
    // a link already used, lapsed or taken back by a deletion is never mailed
    if (!row || row.request.status !== 'ready' || row.user.anonymisedAt) return;
    const link = `${publicUrl}/account/data-export/${requestId}?token=${encodeURIComponent(tokenOf(requestId, nonce))}`;
    await mailer.send(dataExportMail({ to: row.user.email, firstName: row.user.firstName, link, shop }));
  });
  jobs.register(mailJob);

  const buildJob = defineJob(DATA_EXPORT_BUILD_JOB, BuildPayload, async ({ requestId }, job) => {
    const [request] = await db.select().from(dataRequests).where(eq(dataRequests.id, requestId));
    if (!request || request.status !== 'preparing') return;
    const [user] = await db.select().from(users).where(eq(users.id, request.userId));
    if (!user || user.anonymisedAt) {
      await db.update(dataRequests).set({ status: 'failed' }).where(eq(dataRequests.id, requestId));
      return;
    }
    try {
      const readyAt = now();
      const zip = await buildZip(request.userId, readyAt);
      const key = exportKey(requestId);
      await files.put(key, zip);
      const nonce = randomBytes(16).toString('base64url');
      await db.transaction(async (tx) => {
        const [ready] = await tx
          .update(dataRequests)
          .set({
            status: 'ready',
            fileKey: key,
            tokenHash: hashToken(tokenOf(requestId, nonce)),
            expiresAt: exportLinkExpiry(readyAt),
            completedAt: readyAt,
          })
          .where(and(eq(dataRequests.id, requestId), eq(dataRequests.status, 'preparing')))
          .returning({ id: dataRequests.id });
        if (ready)
          await jobs.enqueue(
            tx,
            mailJob,
            { requestId, nonce },
            { dedupeKey: `${DATA_EXPORT_MAIL_JOB}:${requestId}` },
          );
      });
      jobs.kick();
    } catch (error) {
      // the last attempt tells the customer (their panel) and the seller (the record) it failed
      if (job.attempts >= job.maxAttempts)
        await db
          .update(dataRequests)
          .set({ status: 'failed', completedAt: now() })
          .where(and(eq(dataRequests.id, requestId), eq(dataRequests.status, 'preparing')));
      throw error;
    }
  });
  jobs.register(buildJob);

  /** Lapsed links become 'expired'; lapsed and used exports' files go. Safe on several instances at once. */
  async function sweep(): Promise<number> {
    const lapsed = await db
      .update(dataRequests)
      .set({ status: 'expired' })
      .where(and(eq(dataRequests.status, 'ready'), lte(dataRequests.expiresAt, now())))
      .returning({ id: dataRequests.id });
    const done = await db
      .select({ id: dataRequests.id, fileKey: dataRequests.fileKey })
      .from(dataRequests)
      .where(
        and(
          isNotNull(dataRequests.fileKey),
          inArray(dataRequests.status, ['expired', 'downloaded', 'failed']),
        ),
      )
      .limit(200);
    for (const row of done) {
      await files.remove(row.fileKey!);
      await db.update(dataRequests).set({ fileKey: null }).where(eq(dataRequests.id, row.id));
    }
    if (lapsed.length > 0) logger.info({ expired: lapsed.length }, 'data export links expired');
    return lapsed.length;
  }
  jobs.every('data-exports', DATA_EXPORT_SWEEP_MS, sweep);

  /** The customer's own requests, newest first. */
  async function listOf(userId: string): Promise<DataRequestView[]> {
    const rows = await db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.userId, userId))
      .orderBy(desc(dataRequests.createdAt))
      .limit(LIST_LIMIT);
    return rows.map(dataRequestView);
  }

  /** The checks of a self-deletion, in the deleting transaction: its orders and its trade ledger, held. */
  async function refuseIfOpen(tx: Tx, userId: string) {
    const [account] = await tx
      .select({ id: tradeAccounts.id })
      .from(tradeAccounts)
      .where(eq(tradeAccounts.userId, userId))
      .for('update');
    const theirs = await tx
      .select({
        number: orders.number,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        productionStatus: orders.productionStatus,
        archivedAt: orders.archivedAt,
      })
      .from(orders)
      .where(eq(orders.userId, userId));
    const entries: LedgerEntry[] = account
      ? (await tx.select().from(tradeLedger).where(eq(tradeLedger.accountId, account.id))).map((e) => ({
          id: e.id,
          kind: e.kind,
          amount: e.amount,
          day: e.day,
          orderId: e.orderId,
          orderNumber: e.orderNumber,
          dueDay: e.dueDay,
          reference: e.reference,
        }))
      : [];
    const refusal = deletionRefusal(
      theirs.map((o) => ({ ...o, archived: o.archivedAt !== null })),
      invoiceBalances(entries, tradeDay(now())),
    );
    if (refusal) throw new AppError('conflict', refusal);
  }

  return {
    /**
     * Records a download request and enqueues its job, in one transaction. While one is being prepared, that one
     * is the answer (no second job).
     */
    async requestExport(userId: string): Promise<{ request: DataRequestView; message: string }> {
      const result = await db.transaction(async (tx) => {
        // one at a time per customer: the user's row is the lock
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [pending] = await tx
          .select()
          .from(dataRequests)
          .where(
            and(
              eq(dataRequests.userId, userId),
              eq(dataRequests.kind, 'export'),
              eq(dataRequests.status, 'preparing'),
            ),
          )
          .limit(1);
        if (pending) return { row: pending, message: DATA_RIGHTS_MESSAGES.exportPending };
        const [row] = await tx
          .insert(dataRequests)
          .values({ userId, kind: 'export', status: 'preparing' })
          .returning();
        await jobs.enqueue(
          tx,
          buildJob,
          { requestId: row!.id },
          { dedupeKey: `${DATA_EXPORT_BUILD_JOB}:${row!.id}` },
        );
        return { row: row!, message: DATA_RIGHTS_MESSAGES.exportRequested };
      });
      jobs.kick();
      return { request: dataRequestView(result.row), message: result.message };
    },

    /** The customer's own requests (the account page's panel). */
    mine: listOf,

    /** A customer's requests on the seller's record of them; null for no such customer. */
    async forCustomer(customerId: string): Promise<DataRequestView[] | null> {
      const customer = await customers.get(customerId);
      return customer ? listOf(customer.id) : null;
    },

    /**
     * Where the mailed link stands for the signed-in customer, without using it (its page): null when it is no
     * request of theirs or the token is not its own.
     */
    async linkState(userId: string, requestId: string, token: string): Promise<DownloadVerdict | null> {
      if (!isUuid(requestId) || !token || token.length > 200) return null;
      const [request] = await db
        .select()
        .from(dataRequests)
        .where(and(eq(dataRequests.id, requestId), eq(dataRequests.userId, userId)));
      if (!request || (request.tokenHash && request.tokenHash !== hashToken(token))) return null;
      return downloadVerdict(request, now());
    },

    /**
     * The ZIP, once, for the signed-in owner with the mailed token: another customer's request, or a wrong token,
     * is not found; a used or lapsed link is gone (410) with words saying what to do.
     */
    async download(
      userId: string,
      requestId: string,
      token: string,
    ): Promise<{ body: Buffer; filename: string }> {
      const missing = new AppError('not_found', DATA_RIGHTS_MESSAGES.notFound);
      if (!isUuid(requestId) || !token || token.length > 200) throw missing;
      const [request] = await db
        .select()
        .from(dataRequests)
        .where(and(eq(dataRequests.id, requestId), eq(dataRequests.userId, userId)));
      if (!request || (request.tokenHash && request.tokenHash !== hashToken(token))) throw missing;
      const at = now();
      const verdict = downloadVerdict(request, at);
      if (verdict === 'used') throw new AppError('gone', DATA_RIGHTS_MESSAGES.linkUsed);
      if (verdict === 'expired') throw new AppError('gone', DATA_RIGHTS_MESSAGES.linkExpired);
      if (verdict === 'not-ready' || !request.tokenHash || !request.fileKey)
        throw new AppError('conflict', DATA_RIGHTS_MESSAGES.notReady);
      const file = await files.read(request.fileKey);
      if (!file) throw new AppError('gone', DATA_RIGHTS_MESSAGES.linkExpired);
      const body = await buffer(file.stream);
      // the one download: whoever marks it first gets the file
      const [taken] = await db
        .update(dataRequests)
        .set({ status: 'downloaded', downloadedAt: at })
        .where(and(eq(dataRequests.id, requestId), eq(dataRequests.status, 'ready')))
        .returning({ id: dataRequests.id });
      if (!taken) throw new AppError('gone', DATA_RIGHTS_MESSAGES.linkUsed);
      return { body, filename: exportFileName(request.completedAt ?? at) };
    },

    /**
     * Deletes the customer's own account: the password checked (wrong ones throttled as a password change's),
     * then customers.anonymise with this shop's refusals and the 'delete' request's record in its transaction.
     * Exports still open are ended with it, their files removed.
     */
    async deleteOwnAccount(userId: string, password: string): Promise<void> {
      const failures = `password:fail:${userId}`;
      await limiter.check(failures, CURRENT_PASSWORD_FAILURES);
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      if (!user || !(await verify(user.passwordHash, password))) {
        await limiter.countFailure(failures, CURRENT_PASSWORD_FAILURES);
        throw new AppError('bad_request', DATA_RIGHTS_MESSAGES.wrongPassword);
      }
      let ended: string[] = [];
      await customers.anonymise(userId, {
        inTransaction: async (tx) => {
          await refuseIfOpen(tx, userId);
          const closed = await tx
            .update(dataRequests)
            .set({ status: 'expired' })
            .where(and(eq(dataRequests.userId, userId), inArray(dataRequests.status, ['preparing', 'ready'])))
            .returning({ fileKey: dataRequests.fileKey });
          ended = closed.flatMap((r) => (r.fileKey ? [r.fileKey] : []));
          const at = now();
          await tx.insert(dataRequests).values({ userId, kind: 'delete', status: 'done', completedAt: at });
        },
      });
      for (const key of ended) await files.remove(key).catch(() => undefined);
      if (ended.length > 0)
        await db
          .update(dataRequests)
          .set({ fileKey: null })
          .where(and(eq(dataRequests.userId, userId), eq(dataRequests.status, 'expired')));
    },

    sweep,
  };
}

export type DataRightsService = ReturnType<typeof createDataRightsService>;
