import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { auditChanges } from '../../../domain/audit';
import { isUuid } from '../../../domain/ids';
import {
  hasDecoratedLine,
  isDecoratedLine,
  nextProduction,
  PRODUCTION_MESSAGES,
  productionClosed,
  productionStage,
  productionWindow,
  proofReminderAt,
  type ProductionMove,
  type ProductionState,
} from '../../../domain/production';
import { can } from '../../../domain/permissions';
import { formatOrderNumber, isPlacedForWork } from '../../../domain/orders';
import type {
  ProductionView,
  ProofAnswer,
  ProofFileView,
  ProofVersionView,
} from '../../../domain/proof-view';
import {
  PROOF_MAX_BYTES,
  PROOF_MAX_FILES,
  PROOF_MESSAGE_MAX,
  PROOF_FILE_MESSAGES,
  PROOF_UPLOAD_MESSAGES,
  type ProductionSellerMove,
} from '../../../domain/schemas/proofs';
import type { ShopInfo } from '../../../domain/shop-info';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { orderLines, orderProofFiles, orderProofs, orders } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';
import type { FileStore } from '../../integrations/files/file-store';
import { detectProofFile, proofBody, type ProofFileType } from '../../integrations/files/proof-file';
import type { Mailer } from '../../integrations/mail/mailer';
import { defineJob, OrderJobPayload, type JobQueue } from '../jobs';
import { SHOP_ACTOR, type OrderActor, type OrderEventsService } from './order-events';
import type { OrderRow } from './order-record';
import { orderLinkToken, requireOrderAccess, type OrderViewer } from './orders';
import { proofAnswerMail, proofMail } from '../proof-mails';

/** The jobs a proof's moves enqueue, each once per order and version (and answer). */
export const PROOF_MAIL_JOB = 'order.proof-mail';
export const PROOF_REMINDER_JOB = 'order.proof-reminder';
export const PROOF_ANSWER_MAIL_JOB = 'order.proof-answer-mail';
/** The proof's version: a newer one sent before the job runs carries its own mail. */
const ProofJobPayload = OrderJobPayload.extend({ version: z.number().int() });
const ProofAnswerJobPayload = ProofJobPayload.extend({ answer: z.enum(['approved', 'changes']) });

/** A file the seller sends with a proof: the decorated line it shows (null: the whole order). */
export interface ProofUpload {
  lineId: string | null;
  bytes: Buffer;
  name: string;
}

export type ProofAnswerInput = { kind: 'approve' } | { kind: 'requestChanges'; comment: string };

/** A file name safe to keep and to show: no path, no control characters, at most 200 characters. */
function cleanName(name: string, extension: string): string {
  const base = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return base || `proof.${extension}`;
}

/** Who is looking at an order's proofs, as the order page's access check found them. */
export interface ProofViewer {
  /** The order's owner or the holder of the mailed link: may answer the current proof. */
  mayAnswer: boolean;
  /** The mailed link's token, carried on file links so a guest can open them. */
  linkToken?: string | null;
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** Where a proof file is served, behind the order's access check. */
export const proofFileUrl = (orderId: string, fileId: string, linkToken?: string | null) =>
  `/api/orders/${orderId}/proofs/files/${fileId}${linkToken ? `?token=${encodeURIComponent(linkToken)}` : ''}`;

/** A line as proofs name it: "Classic Polo – Navy, M × 10". */
export const lineLabel = (l: { title: string; colour: string; size: string; quantity: number }) =>
  [l.title, [l.colour, l.size].filter(Boolean).join(', ')].filter(Boolean).join(' – ') + ` × ${l.quantity}`;

/**
 * Proofs of decorated orders: the seller sends versions, the customer approves one or asks for changes, and the
 * order moves through production (domain/production.ts holds the rules).
 */
export function createProofService(deps: {
  db: Database;
  files: FileStore;
  jobs: JobQueue;
  events: OrderEventsService;
  mailer: Mailer;
  shop: ShopInfo;
  /** Absolute base of links in mails. */
  publicUrl: string;
  /** The app's signing secret: the order links in proof mails and the access check of answers and files. */
  secret: string;
  now?: () => Date;
}) {
  const { db, files, jobs, events, mailer, shop, publicUrl, secret } = deps;
  const now = deps.now ?? (() => new Date());

  /** The customer's order page, openable by a guest: the link every proof mail carries. */
  const customerLink = (orderId: string) =>
    `${publicUrl}/orders/${orderId}?token=${encodeURIComponent(orderLinkToken(secret, orderId, now()))}`;

  const proofMailJob = defineJob(PROOF_MAIL_JOB, ProofJobPayload, async (payload) => {
    const { orderId, version } = payload;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    // a newer version sent before this mail went carries its own mail
    if (!order || order.proofVersion !== version) return;
    const [proof] = await db
      .select()
      .from(orderProofs)
      .where(and(eq(orderProofs.orderId, orderId), eq(orderProofs.version, version)));
    if (!proof) return;
    await mailer.send(
      proofMail({ order, version, message: proof.message, link: customerLink(orderId), shop }),
    );
    await events.record(db, orderId, 'mail', SHOP_ACTOR, { mail: `Proof version ${version}` });
  });

  const proofReminderJob = defineJob(PROOF_REMINDER_JOB, ProofJobPayload, async (payload) => {
    const { orderId, version } = payload;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    // only a proof still waiting, at the same version, on an order neither cancelled nor shipped, earns its one
    // reminder
    if (!order || productionStage(order) !== 'Proof sent' || order.proofVersion !== version) return;
    const [proof] = await db
      .select()
      .from(orderProofs)
      .where(and(eq(orderProofs.orderId, orderId), eq(orderProofs.version, version)));
    if (!proof || proof.answer !== null) return;
    await mailer.send(
      proofMail({
        order,
        version,
        message: proof.message,
        link: customerLink(orderId),
        shop,
        reminder: true,
      }),
    );
    await events.record(db, orderId, 'mail', SHOP_ACTOR, { mail: `Proof reminder (version ${version})` });
  });

  const proofAnswerMailJob = defineJob(PROOF_ANSWER_MAIL_JOB, ProofAnswerJobPayload, async (payload) => {
    const { orderId, version, answer } = payload;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return;
    const [proof] = await db
      .select()
      .from(orderProofs)
      .where(and(eq(orderProofs.orderId, orderId), eq(orderProofs.version, version)));
    await mailer.send(
      proofAnswerMail({
        order,
        version,
        answer,
        comment: answer === 'changes' ? (proof?.comment ?? null) : null,
        link: `${publicUrl}/admin/orders/${orderId}`,
        shop,
      }),
    );
  });
  for (const job of [proofMailJob, proofReminderJob, proofAnswerMailJob]) jobs.register(job);

  /** The order, locked for this transaction (the seller and the customer acting at once take turns). */
  async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new AppError('not_found', 'Order not found');
    return order;
  }

  async function findOrder(orderId: string): Promise<OrderRow> {
    const [order] = isUuid(orderId) ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
    if (!order) throw new AppError('not_found', 'Order not found');
    return order;
  }

  async function decoratedLineIds(tx: DbOrTx, orderId: string) {
    const lines = await tx
      .select({ id: orderLines.id, decorations: orderLines.decorations })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    return {
      decorated: new Set(lines.filter(isDecoratedLine).map((l) => l.id)),
      any: hasDecoratedLine(lines),
    };
  }

  /** The order's production state; a decorated order with none yet (unpaid) waits for its proof. */
  const stateOf = (order: OrderRow): ProductionState => ({
    status: order.productionStatus ?? 'Awaiting proof',
    proofVersion: order.proofVersion,
  });

  /** The move, or the refusal as the state machine words it: 400 for the comment, 403 for the wrong side, else 409. */
  function move(order: OrderRow, m: ProductionMove, actor: 'seller' | 'customer') {
    // a cancelled or shipped order's proof step is over: nothing more to approve, send or make
    const closed = productionClosed(productionStage(order));
    if (closed) throw new AppError('conflict', closed);
    const result = nextProduction(stateOf(order), m, actor);
    if (result.ok) return result;
    const code =
      result.message === PRODUCTION_MESSAGES.commentRequired ||
      result.message === PRODUCTION_MESSAGES.commentTooLong
        ? 'bad_request'
        : result.message === PRODUCTION_MESSAGES.customerOnly ||
            result.message === PRODUCTION_MESSAGES.sellerOnly
          ? 'forbidden'
          : 'conflict';
    throw new AppError(code, result.message);
  }

  /** Whoever may see the order (seller, owner, mailed link); anyone else is told it does not exist. */
  async function viewable(orderId: string, viewer: OrderViewer) {
    const order = await findOrder(orderId);
    return { order, access: requireOrderAccess(order, viewer, secret, now()) };
  }

  return {
    /** The order's production step for its pages; null for an order with no production status. */
    async productionView(order: OrderRow, viewer: ProofViewer): Promise<ProductionView | null> {
      if (!order.productionStatus) return null;
      const proofs = await db
        .select()
        .from(orderProofs)
        .where(eq(orderProofs.orderId, order.id))
        .orderBy(desc(orderProofs.version));
      const files =
        proofs.length === 0
          ? []
          : await db
              .select()
              .from(orderProofFiles)
              .where(
                inArray(
                  orderProofFiles.proofId,
                  proofs.map((p) => p.id),
                ),
              )
              .orderBy(asc(orderProofFiles.sortOrder));
      const lines = await db
        .select({
          id: orderLines.id,
          title: orderLines.title,
          colour: orderLines.colour,
          size: orderLines.size,
          quantity: orderLines.quantity,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id));
      const lineById = new Map(lines.map((l) => [l.id, l]));

      const versions: ProofVersionView[] = proofs.map((p) => ({
        version: p.version,
        message: p.message,
        sentAt: p.createdAt.toISOString(),
        answer: p.answer,
        comment: p.comment,
        answeredAt: p.answeredAt?.toISOString() ?? null,
        superseded: p.answer === null && p.version < order.proofVersion,
        files: files
          .filter((f) => f.proofId === p.id)
          .map((f): ProofFileView => {
            const line = f.orderLineId ? lineById.get(f.orderLineId) : undefined;
            return {
              id: f.id,
              orderLineId: f.orderLineId,
              label: line ? lineLabel(line) : 'Whole order',
              url: proofFileUrl(order.id, f.id, viewer.linkToken),
              mimeType: f.mimeType,
              originalName: f.originalName,
              sizeBytes: f.sizeBytes,
              isImage: IMAGE_TYPES.has(f.mimeType),
            };
          }),
      }));

      const window = order.approvedAt ? productionWindow(order.approvedAt) : null;
      const stage = productionStage(order) ?? order.productionStatus;
      return {
        status: stage,
        proofVersion: order.proofVersion,
        approvedAt: order.approvedAt?.toISOString() ?? null,
        productionWindow: window
          ? { earliest: window.earliest.toISOString(), latest: window.latest.toISOString() }
          : null,
        proofs: versions,
        canAnswer: viewer.mayAnswer && stage === 'Proof sent',
      };
    },

    /**
     * The seller sends proof version n + 1: 1 to 10 files, each a PDF or a PNG, JPEG or WebP image (judged by
     * its content, all before any is stored) of a decorated line or the whole order, with a message. One
     * transaction writes the proof, its files, the order's status and timeline event and enqueues the
     * customer's mail and the one reminder 3 working days on.
     */
    async sendProof(
      orderId: string,
      input: { message?: string; files: ProofUpload[] },
      actor: OrderActor,
    ): Promise<OrderRow> {
      await findOrder(orderId);
      const message = (input.message ?? '').trim();
      if (message.length > PROOF_MESSAGE_MAX)
        throw new AppError('bad_request', PROOF_UPLOAD_MESSAGES.messageTooLong);
      if (input.files.length === 0) throw new AppError('bad_request', PROOF_UPLOAD_MESSAGES.noFiles);
      if (input.files.length > PROOF_MAX_FILES)
        throw new AppError('bad_request', PROOF_UPLOAD_MESSAGES.tooMany);
      const checked: (ProofUpload & { type: ProofFileType })[] = [];
      for (const file of input.files) {
        // each refusal names its file, so the seller knows which one to take out
        const name = cleanName(file.name, 'file');
        if (file.bytes.length > PROOF_MAX_BYTES)
          throw new AppError('too_large', PROOF_FILE_MESSAGES.tooLarge(name, file.bytes.length));
        const type = await detectProofFile(file.bytes);
        if (!type) throw new AppError('bad_request', PROOF_FILE_MESSAGES.format(name));
        // a photo of the sample keeps no trace of where or on what it was taken
        const bytes = await proofBody(file.bytes, type).catch(() => {
          throw new AppError('bad_request', PROOF_FILE_MESSAGES.format(name));
        });
        checked.push({ ...file, bytes, type });
      }

      const stored: string[] = [];
      try {
        const updated = await db.transaction(async (tx) => {
          const order = await lockOrder(tx, orderId);
          const lines = await decoratedLineIds(tx, order.id);
          if (!lines.any) throw new AppError('bad_request', PROOF_UPLOAD_MESSAGES.noDecoration);
          // a proof asks the customer to approve making the order: only for one that is paid and still wanted
          if (order.status === 'Cancelled') throw new AppError('conflict', PROOF_UPLOAD_MESSAGES.cancelled);
          if (!isPlacedForWork(order.paymentStatus))
            throw new AppError('conflict', PROOF_UPLOAD_MESSAGES.notPaid);
          if (checked.some((f) => f.lineId !== null && !lines.decorated.has(f.lineId)))
            throw new AppError('bad_request', PROOF_UPLOAD_MESSAGES.notDecoratedLine);
          const { state, event } = move(order, { kind: 'sendProof' }, 'seller');
          const version = state.proofVersion;
          const [proof] = await tx
            .insert(orderProofs)
            .values({ orderId: order.id, version, message, sentBy: actor.id })
            .returning();
          for (const [i, file] of checked.entries()) {
            const key = `private/proofs/${order.id}/${version}/${randomUUID()}.${file.type.extension}`;
            await files.put(key, file.bytes);
            stored.push(key);
            await tx.insert(orderProofFiles).values({
              proofId: proof!.id,
              orderLineId: file.lineId,
              sortOrder: i,
              fileKey: key,
              mimeType: file.type.mimeType,
              originalName: cleanName(file.name, file.type.extension),
              sizeBytes: file.bytes.length,
            });
          }
          const [row] = await tx
            .update(orders)
            .set({ productionStatus: state.status, proofVersion: version, updatedAt: sql`now()` })
            .where(eq(orders.id, order.id))
            .returning();
          await events.record(tx, order.id, 'production', actor, { production: event });
          await recordAudit(tx, {
            area: 'proofs',
            action: 'proof.send',
            subjectId: order.id,
            summary: `Sent proof version ${version} of order ${formatOrderNumber(order.number)} (${checked.length} ${checked.length === 1 ? 'file' : 'files'}).`,
            changes: auditChanges(order, row!, ['productionStatus', 'proofVersion']),
          });
          const job = { orderId: order.id, version };
          await jobs.enqueue(tx, proofMailJob, job, {
            dedupeKey: `${PROOF_MAIL_JOB}:${order.id}:${version}`,
          });
          await jobs.enqueue(tx, proofReminderJob, job, {
            dedupeKey: `${PROOF_REMINDER_JOB}:${order.id}:${version}`,
            runAt: proofReminderAt(now()),
          });
          return row!;
        });
        jobs.kick();
        return updated;
      } catch (error) {
        // the proof was not recorded: its files go too
        await Promise.all(stored.map((key) => files.remove(key).catch(() => undefined)));
        throw error;
      }
    },

    /**
     * The customer approves the current proof or asks for changes (a comment required): the order's owner or
     * the mailed link's holder only (anyone else 404, a seller 403). One transaction records the answer on the
     * proof, the order's status (and approval time), the timeline event and the shop's mail.
     */
    async answer(
      orderId: string,
      version: number,
      input: ProofAnswerInput,
      viewer: OrderViewer,
    ): Promise<OrderRow> {
      const { access } = await viewable(orderId, viewer);
      const actor: OrderActor =
        access === 'owner'
          ? { id: viewer.userId ?? null, label: 'Customer' }
          : { id: null, label: 'Customer (e-mailed link)' };
      // the shop's side is whoever sees orders (orderAccess's 'seller'): refused as the wrong side
      const side = can(viewer, 'orders:view') ? 'seller' : 'customer';
      const answer: ProofAnswer = input.kind === 'approve' ? 'approved' : 'changes';
      const updated = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        const m: ProductionMove =
          input.kind === 'approve'
            ? { kind: 'approve', proofVersion: version }
            : { kind: 'requestChanges', proofVersion: version, comment: input.comment };
        const { state, event } = move(order, m, side);
        const answeredAt = now();
        await tx
          .update(orderProofs)
          .set({ answer, comment: event.comment ?? null, answeredAt })
          .where(and(eq(orderProofs.orderId, order.id), eq(orderProofs.version, version)));
        const [row] = await tx
          .update(orders)
          .set({
            productionStatus: state.status,
            ...(answer === 'approved' ? { approvedAt: answeredAt } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(orders.id, order.id))
          .returning();
        await events.record(tx, order.id, 'production', actor, { production: event });
        await jobs.enqueue(
          tx,
          proofAnswerMailJob,
          { orderId: order.id, version, answer },
          { dedupeKey: `${PROOF_ANSWER_MAIL_JOB}:${order.id}:${version}:${answer}` },
        );
        return row!;
      });
      jobs.kick();
      return updated;
    },

    /** The seller starts production of an approved order, or marks it ready to ship. */
    async move(orderId: string, kind: ProductionSellerMove, actor: OrderActor): Promise<OrderRow> {
      await findOrder(orderId);
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!(await decoratedLineIds(tx, order.id)).any)
          throw new AppError('bad_request', PROOF_UPLOAD_MESSAGES.noDecoration);
        const { state, event } = move(order, { kind }, 'seller');
        const [row] = await tx
          .update(orders)
          .set({ productionStatus: state.status, updatedAt: sql`now()` })
          .where(eq(orders.id, order.id))
          .returning();
        await events.record(tx, order.id, 'production', actor, { production: event });
        await recordAudit(tx, {
          area: 'orders',
          action: 'order.production',
          subjectId: order.id,
          summary:
            kind === 'startProduction'
              ? `Started production of order ${formatOrderNumber(order.number)}.`
              : `Marked order ${formatOrderNumber(order.number)} ready to ship.`,
          changes: auditChanges(order, row!, ['productionStatus']),
        });
        return row!;
      });
    },

    /** Who the viewer is to the order (seller, owner, link holder); 404 to anyone else. */
    viewable,

    /** A proof file for the order's owner, the mailed link's holder or a seller; anyone else 404. */
    async file(
      orderId: string,
      fileId: string,
      viewer: OrderViewer,
    ): Promise<{ stream: Readable; size: number; mimeType: string; originalName: string }> {
      await viewable(orderId, viewer);
      const [row] = isUuid(fileId)
        ? await db
            .select({
              fileKey: orderProofFiles.fileKey,
              mimeType: orderProofFiles.mimeType,
              originalName: orderProofFiles.originalName,
            })
            .from(orderProofFiles)
            .innerJoin(orderProofs, eq(orderProofs.id, orderProofFiles.proofId))
            .where(and(eq(orderProofFiles.id, fileId), eq(orderProofs.orderId, orderId)))
        : [];
      const stored = row ? await files.read(row.fileKey) : null;
      if (!row || !stored) throw new AppError('not_found', 'File not found');
      return {
        stream: stored.stream,
        size: stored.size,
        mimeType: row.mimeType,
        originalName: row.originalName,
      };
    },
  };
}

export type ProofService = ReturnType<typeof createProofService>;
