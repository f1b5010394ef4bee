import type { ProductionView, ProofVersionView } from '../../domain/proof-view';

/**
 * A proof version as the order pages show it: an image for line l1 and a PDF for the whole order, sent on
 * 23 November 2026 and not answered yet, unless overridden.
 */
export function proofVersionView(v: number, over: Partial<ProofVersionView> = {}): ProofVersionView {
  return {
    version: v,
    message: '',
    sentAt: '2026-11-23T10:00:00.000Z',
    answer: null,
    comment: null,
    answeredAt: null,
    superseded: false,
    files: [
      {
        id: `f${v}`,
        orderLineId: 'l1',
        label: 'Classic Polo – Navy, M × 10',
        url: `/api/orders/o1/proofs/files/f${v}?token=t`,
        mimeType: 'image/png',
        originalName: 'proof.png',
        sizeBytes: 1000,
        isImage: true,
      },
      {
        id: `p${v}`,
        orderLineId: null,
        label: 'Whole order',
        url: `/api/orders/o1/proofs/files/p${v}?token=t`,
        mimeType: 'application/pdf',
        originalName: 'proof.pdf',
        sizeBytes: 1000,
        isImage: false,
      },
    ],
    ...over,
  };
}

/** An order's proof step: awaiting its first proof, nothing sent, unless overridden. */
export function productionView(over: Partial<ProductionView> = {}): ProductionView {
  return {
    status: 'Awaiting proof',
    proofVersion: 0,
    approvedAt: null,
    productionWindow: null,
    proofs: [],
    canAnswer: false,
    ...over,
  };
}
