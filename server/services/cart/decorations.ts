import type { LogoPosition } from '../../../domain/catalogue';
import { refusedPositionMessage, type HiVisProduct } from '../../../domain/hi-vis';
import { sortDecorations, type StoredDecoration } from '../../../domain/line-item';
import type { DecorationInput } from '../../../domain/schemas/cart';
import { AppError } from '../../errors';
import { logoIdFromReference, type LogoRow, type LogoService } from '../logos';
import type { CartOwner } from './rows';

/** The request's logo file (the spec's multipart upload). */
export interface LogoUpload {
  bytes: Uint8Array;
  fileName: string;
}

/**
 * A hi-vis product takes only the small positions unless the seller allows large logos on it (domain/hi-vis):
 * a large one is refused with a 400 that says why.
 */
export function refuseHiVisPositions(
  product: HiVisProduct & { title: string },
  positions: readonly LogoPosition[],
): void {
  const message = refusedPositionMessage(product, positions);
  if (message) throw new AppError('bad_request', message);
}

/** A logo needs a customer: the same 401 for single garments and bundles. */
export function customerOf(owner: CartOwner): string {
  if (!('userId' in owner)) throw new AppError('unauthorized', 'Unauthorized - Please login to add a logo.');
  return owner.userId;
}

/**
 * The decorations as a row stores them: a logo needs a customer, a logo reference must be theirs, and the
 * request's file (the spec's multipart upload) is checked and stored once for every decoration that uses it.
 */
export async function resolveDecorations(
  logos: LogoService,
  owner: CartOwner,
  list: readonly DecorationInput[],
  upload?: LogoUpload,
): Promise<{ stored: StoredDecoration[]; uploaded: LogoRow | null }> {
  if (list.length === 0) return { stored: [], uploaded: null };
  const userId = customerOf(owner);
  if (new Set(list.map((d) => d.position)).size !== list.length)
    throw new AppError('bad_request', 'Only one logo per position.');
  let uploaded: LogoRow | null = null;
  const stored: StoredDecoration[] = [];
  for (const d of list) {
    const base = { position: d.position, method: d.method };
    if (d.design.kind === 'text') {
      stored.push({ ...base, textLine: d.design.textLine, font: d.design.font, logoId: null });
      continue;
    }
    let row: LogoRow;
    if (d.design.logoRef === null) {
      if (!upload)
        throw new AppError('bad_request', 'Please upload a logo or select a previous logo before finishing.');
      row = uploaded ??= await logos.upload(userId, upload.bytes, upload.fileName);
    } else {
      const logoId = logoIdFromReference(d.design.logoRef);
      if (!logoId)
        throw new AppError('bad_request', 'Please upload a logo or select a previous logo before finishing.');
      row = await logos.findOwned(userId, logoId);
    }
    stored.push({ ...base, textLine: null, font: null, logoId: row.id });
  }
  return { stored: sortDecorations(stored), uploaded };
}
