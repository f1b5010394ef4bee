import { LIST_LIMITS } from '../../domain/list-limits';
import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ArtworkFacts } from '../../domain/artwork-checks';
import { isUuid } from '../../domain/ids';
import type { LogoSummary } from '../../domain/line-item';
import type { Database, DbOrTx } from '../db/client';
import { logos } from '../db/schema';
import { AppError } from '../errors';
import type { FileStore } from '../integrations/files/file-store';
import { readArtworkFacts, readArtworkFactsOfFile } from '../integrations/files/artwork-facts';
import { inspectLogo, type InspectedLogo } from '../integrations/files/logo-file';

export type LogoRow = typeof logos.$inferSelect;

/** Where a logo is served: the stored file, and its picture (the preview, or the file when it has none). */
export const logoFileUrl = (id: string) => `/api/logos/${id}/file`;
export const logoPreviewUrl = (id: string) => `/api/logos/${id}/preview`;

const LOGO_URL = /^\/api\/logos\/([^/]+)(?:\/(?:file|preview))?$/i;

/** A logo reference as clients send it: its id, or one of the URLs above (absolute or not). */
export function logoIdFromReference(reference: string): string | null {
  if (isUuid(reference)) return reference.toLowerCase();
  let path = reference;
  try {
    path = new URL(reference, 'http://x').pathname;
  } catch {
    return null;
  }
  const id = LOGO_URL.exec(path)?.[1];
  return id && isUuid(id) ? id.toLowerCase() : null;
}

export function summariseLogo(row: LogoRow): LogoSummary {
  return {
    id: row.id,
    name: row.originalName,
    format: row.format,
    url: logoFileUrl(row.id),
    previewUrl: row.previewKey ? logoPreviewUrl(row.id) : null,
    setupPaid: row.setupPaidAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The facts are advice: a file inspectLogo accepted is stored even when they cannot be read. */
async function factsOrNull(read: () => Promise<ArtworkFacts | null>): Promise<ArtworkFacts | null> {
  try {
    return await read();
  } catch {
    return null;
  }
}

/** What makes two uploads the same design: the stored file's SHA-256. */
const contentHashOf = (body: Uint8Array) => createHash('sha256').update(body).digest('hex');

export function createLogoService(deps: { db: Database; files: FileStore }) {
  const { db, files } = deps;

  /** The customer's logos stored before hashes were kept get theirs, from their stored file (each read once). */
  async function hashOlderLogos(userId: string): Promise<void> {
    const older = await db
      .select({ id: logos.id, fileKey: logos.fileKey })
      .from(logos)
      .where(and(eq(logos.userId, userId), isNull(logos.contentHash)));
    for (const row of older) {
      const file = await files.read(row.fileKey).catch(() => null);
      if (!file) continue;
      const contentHash = contentHashOf(await buffer(file.stream));
      await db.update(logos).set({ contentHash }).where(eq(logos.id, row.id));
    }
  }

  /**
   * The customer's logo with this content, if any: the one whose setup is paid (so it stays a previous logo), else
   * the first uploaded.
   */
  async function sameDesign(tx: DbOrTx, userId: string, contentHash: string): Promise<LogoRow | null> {
    const [row] = await tx
      .select()
      .from(logos)
      .where(and(eq(logos.userId, userId), eq(logos.contentHash, contentHash)))
      .orderBy(sql`${logos.setupPaidAt} is null`, asc(logos.createdAt))
      .limit(1);
    return row ?? null;
  }

  /**
   * The logo's artwork facts: as saved at upload, or for a logo uploaded before the checks existed, read from its
   * stored file now and saved, so each file is read once.
   */
  async function withArtworkFacts(row: LogoRow): Promise<LogoRow> {
    if (row.artworkFacts) return row;
    const artworkFacts = await factsOrNull(async () => {
      const file = await files.read(row.fileKey);
      return file ? readArtworkFactsOfFile(await buffer(file.stream), row.fileKey) : null;
    });
    if (!artworkFacts) return row;
    await db.update(logos).set({ artworkFacts }).where(eq(logos.id, row.id));
    return { ...row, artworkFacts };
  }

  /** A checked file and its preview stored under names the server makes in `folder`; the row's values for it. */
  async function storeFiles(folder: string, inspected: InspectedLogo, fileName: string) {
    const artworkFacts = await factsOrNull(() => readArtworkFacts(inspected.body, inspected.format));
    const id = crypto.randomUUID();
    const fileKey = `${folder}/${id}.${inspected.extension}`;
    const previewKey = inspected.preview ? `${folder}/${id}-preview.webp` : null;
    await files.put(fileKey, inspected.body);
    if (previewKey && inspected.preview) await files.put(previewKey, inspected.preview);
    return {
      values: {
        id,
        fileKey,
        previewKey,
        format: inspected.format,
        mimeType: inspected.mimeType,
        originalName: cleanFileName(fileName),
        sizeBytes: inspected.body.length,
        width: inspected.width,
        height: inspected.height,
        artworkFacts,
      },
      /** Takes the files back (a simultaneous upload of the same file stored its own). */
      async remove() {
        await files.remove(fileKey).catch(() => undefined);
        if (previewKey) await files.remove(previewKey).catch(() => undefined);
      },
    };
  }

  return {
    withArtworkFacts,

    /** Several logos with their facts (read and saved for those that have none yet). */
    async allWithArtworkFacts(rows: readonly LogoRow[]): Promise<LogoRow[]> {
      const out: LogoRow[] = [];
      // one after another: each may decode an image, and the list is a customer's few logos
      for (const row of rows) out.push(await withArtworkFacts(row));
      return out;
    },

    /**
     * Judges the file by its content, stores it (SVG cleaned) with its preview under names the server makes,
     * then records it. A refused file stores nothing. The same file the customer uploaded before (by content)
     * is that logo again, not a new design: one setup fee in an order, none once paid, listed once.
     */
    async upload(userId: string, bytes: Uint8Array, fileName: string): Promise<LogoRow> {
      const inspected = await inspectLogo(bytes, fileName);
      const contentHash = contentHashOf(inspected.body);
      await hashOlderLogos(userId);
      const known = await sameDesign(db, userId, contentHash);
      if (known) return known;

      const stored = await storeFiles(`private/logos/${userId}`, inspected, fileName);
      const { row, isNew } = await db.transaction(async (tx) => {
        // the same file sent twice at once (a double click) is recorded once
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`logo-upload:${userId}`}))`);
        const raced = await sameDesign(tx, userId, contentHash);
        if (raced) return { row: raced, isNew: false };
        const [inserted] = await tx
          .insert(logos)
          .values({ ...stored.values, userId, contentHash })
          .returning();
        return { row: inserted!, isNew: true };
      });
      if (!isNew) await stored.remove();
      return row;
    },

    /**
     * A quote request's logo (issue 30), checked as the wizard's uploads are: a guest has no logo library, so it
     * belongs to the quote (and to the customer too when one asked while logged in).
     */
    async uploadForQuote(
      quoteId: string,
      userId: string | null,
      bytes: Uint8Array,
      fileName: string,
    ): Promise<LogoRow> {
      const inspected = await inspectLogo(bytes, fileName);
      const stored = await storeFiles(`private/quotes/${quoteId}`, inspected, fileName);
      const [row] = await db
        .insert(logos)
        .values({ ...stored.values, userId, quoteId, contentHash: contentHashOf(inspected.body) })
        .returning();
      return row!;
    },

    /** The customer's own logo, or a 404 (another customer's logo is not theirs to see or use). */
    async findOwned(userId: string, logoId: string): Promise<LogoRow> {
      const [row] = await db
        .select()
        .from(logos)
        .where(and(eq(logos.id, logoId), eq(logos.userId, userId)));
      if (!row) throw new AppError('not_found', 'Logo not found');
      return row;
    },

    async findById(logoId: string): Promise<LogoRow | null> {
      if (!isUuid(logoId)) return null;
      const [row] = await db.select().from(logos).where(eq(logos.id, logoId));
      return row ?? null;
    },

    /** The customer's logos, newest first, each design once (the same file uploaded twice is one logo). */
    async listForUser(userId: string): Promise<LogoRow[]> {
      await hashOlderLogos(userId);
      const rows = await db
        .select()
        .from(logos)
        .where(eq(logos.userId, userId))
        .orderBy(desc(logos.createdAt))
        .limit(LIST_LIMITS.logos);
      // of the same content (logos uploaded twice before hashes were kept), the one upload() would pick
      const kept = new Map<string, LogoRow>();
      for (const row of [...rows].sort(
        (a, b) =>
          Number(a.setupPaidAt === null) - Number(b.setupPaidAt === null) ||
          a.createdAt.getTime() - b.createdAt.getTime(),
      ))
        if (!kept.has(row.contentHash ?? row.id)) kept.set(row.contentHash ?? row.id, row);
      const shown = new Set(kept.values());
      return rows.filter((r) => shown.has(r));
    },

    async byIds(ids: string[]): Promise<Map<string, LogoRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select().from(logos).where(inArray(logos.id, ids));
      return new Map(rows.map((r) => [r.id, r]));
    },

    /**
     * Called in the transaction that marks an order paid: these logos' setup is done, so later orders skip
     * the fee.
     */
    async markSetupPaid(ids: string[], tx: DbOrTx = db, at = new Date()): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(logos)
        .set({ setupPaidAt: at })
        .where(and(inArray(logos.id, ids), isNull(logos.setupPaidAt)));
    },
  };
}

/** The name as shown back to the customer: no folders, no control characters, not too long. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || 'logo').slice(0, 120);
}

export type LogoService = ReturnType<typeof createLogoService>;
