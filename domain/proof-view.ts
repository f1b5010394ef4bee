/**
 * The proof and production step of an order as the customer's and the seller's order pages show it. Built on the
 * server (server/services/orders/proofs.ts `productionView`) from the order's production columns and its proofs.
 */
import type { ProductionStage } from './production';

export const PROOF_ANSWERS = ['approved', 'changes'] as const;
export type ProofAnswer = (typeof PROOF_ANSWERS)[number];

export interface ProofFileView {
  id: string;
  /** The decorated line this file shows; null for a proof of the whole order. */
  orderLineId: string | null;
  /** "Whole order", or the line as the order lists it ("Classic Polo – Navy, M × 10"). */
  label: string;
  /** Served only to the order's owner, the mailed link's holder and a seller (carries the link's token). */
  url: string;
  mimeType: string;
  originalName: string;
  sizeBytes: number;
  /** true for PNG, JPEG and WebP: shown inline; a PDF is a link. */
  isImage: boolean;
}

export interface ProofVersionView {
  version: number;
  /** The seller's message with this version ('' when none). */
  message: string;
  sentAt: string;
  answer: ProofAnswer | null;
  /** The customer's comment when they asked for changes. */
  comment: string | null;
  answeredAt: string | null;
  /** Superseded: a newer version was sent before this one was answered. */
  superseded: boolean;
  files: ProofFileView[];
}

export interface ProductionView {
  /** Where production stands, following the order: Shipped or Cancelled once the order is (productionStage). */
  status: ProductionStage;
  /** The latest version sent, 0 before the first. */
  proofVersion: number;
  approvedAt: string | null;
  /** The 5-10 working days from approval, as dates (ISO); null until approved. */
  productionWindow: { earliest: string; latest: string } | null;
  /** Newest first. */
  proofs: ProofVersionView[];
  /** The viewer may approve or request changes now (the owner or the link's holder, a proof waiting). */
  canAnswer: boolean;
}
