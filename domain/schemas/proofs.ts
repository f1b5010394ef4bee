import { z } from 'zod';
import { PROOF_COMMENT_MAX_LENGTH } from '../production';

/**
 * What a proof upload may be, everywhere: the server's check, the seller's form before sending and the API's
 * description read these. The server judges each file by its content, never its name.
 */
export const PROOF_MAX_FILES = 10;
export const PROOF_MAX_MB = 10;
export const PROOF_MAX_BYTES = PROOF_MAX_MB * 1024 * 1024;
export const PROOF_MESSAGE_MAX = 2000;
/** The file picker's filter. */
export const PROOF_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp';
/** The `lineIds` value of a file that shows the whole order rather than one line. */
export const PROOF_WHOLE_ORDER = 'order';

export const PROOF_UPLOAD_MESSAGES = {
  format: 'Proofs must be a PDF or an image (PNG, JPEG or WebP).',
  noFiles: 'Please choose at least one proof file.',
  tooMany: `Please send at most ${PROOF_MAX_FILES} files with a proof.`,
  tooLarge: `Each proof file must be ${PROOF_MAX_MB} MB or smaller.`,
  messageTooLong: `Please keep the message to ${PROOF_MESSAGE_MAX} characters or fewer.`,
  lineIdsMismatch: 'Say which line each file shows: one line id (or "order") per file.',
  notDecoratedLine: 'A proof file can show a decorated line of this order, or the whole order.',
  noDecoration: 'This order has no decoration, so it needs no proof.',
  notPaid: 'Proofs are sent once the order is paid.',
  cancelled: 'This order is cancelled, so it needs no proof.',
} as const;

const PROOF_EXTENSIONS = PROOF_ACCEPT.split(',');
const PROOF_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
// rounded up: a file over the limit never reads as the limit itself
const megabytes = (bytes: number) => `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;

/** One chosen file refused, by its name: the seller sees which file to take out or replace. */
export const PROOF_FILE_MESSAGES = {
  format: (name: string) =>
    `“${name}” is not a PDF or an image (PNG, JPEG or WebP), so it cannot be a proof.`,
  tooLarge: (name: string, bytes: number) =>
    `“${name}” is ${megabytes(bytes)}: each proof file must be ${PROOF_MAX_MB} MB or smaller.`,
} as const;

/**
 * Why a chosen file cannot go with a proof (by its size, and its name or the browser's type), naming it; null when
 * it may be sent. The browser's first look only: the server judges each file by its content.
 */
export function proofFileProblem(file: { name: string; size: number; type: string }): string | null {
  if (file.size > PROOF_MAX_BYTES) return PROOF_FILE_MESSAGES.tooLarge(file.name, file.size);
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  if (!PROOF_EXTENSIONS.includes(extension) && !PROOF_MIME_TYPES.includes(file.type))
    return PROOF_FILE_MESSAGES.format(file.name);
  return null;
}

/** The customer's request for changes to a proof. */
export const ProofChangesBodySchema = z
  .object({
    comment: z
      .string({ error: 'Please tell us what you would like changed.' })
      .max(
        PROOF_COMMENT_MAX_LENGTH,
        `Please keep your comment to ${PROOF_COMMENT_MAX_LENGTH} characters or fewer.`,
      )
      .describe('What the customer would like changed (required, at most 2000 characters)'),
  })
  .strict();

/** The seller's production moves after approval. */
export const PRODUCTION_SELLER_MOVES = ['startProduction', 'markReady'] as const;
export type ProductionSellerMove = (typeof PRODUCTION_SELLER_MOVES)[number];

export const ProductionMoveBodySchema = z
  .object({
    move: z
      .enum(PRODUCTION_SELLER_MOVES, { error: 'move must be startProduction or markReady' })
      .describe('startProduction once the proof is approved; markReady once it is made'),
  })
  .strict();

export type ProofChangesBody = z.output<typeof ProofChangesBodySchema>;
export type ProductionMoveBody = z.output<typeof ProductionMoveBodySchema>;
