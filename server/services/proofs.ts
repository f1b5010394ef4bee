import { asc, desc, eq, inArray } from 'drizzle-orm';
import { productionWindow } from '../../domain/production';
import type { ProductionView, ProofFileView, ProofVersionView } from '../../domain/proof-view';
import type { Database } from '../db/client';
import { orderLines, orderProofFiles, orderProofs } from '../db/schema';
import type { OrderRow } from './order-record';

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
export function createProofService(deps: { db: Database }) {
  const { db } = deps;

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
      return {
        status: order.productionStatus,
        proofVersion: order.proofVersion,
        approvedAt: order.approvedAt?.toISOString() ?? null,
        productionWindow: window
          ? { earliest: window.earliest.toISOString(), latest: window.latest.toISOString() }
          : null,
        proofs: versions,
        canAnswer: viewer.mayAnswer && order.productionStatus === 'Proof sent',
      };
    },
  };
}

export type ProofService = ReturnType<typeof createProofService>;
