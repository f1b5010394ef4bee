import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded and generated files live; the local folder is the default, S3 can implement the same. */
export interface FileStore {
  put(key: string, body: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A readable stream and size, or null when there is no such file. */
  read(key: string): Promise<{ stream: Readable; size: number; mtime: Date } | null>;
  /** The public URL the shop serves the file at. */
  url(key: string): string;
  /** Deletes the file; a missing file is no error (a retried removal finds it gone). */
  remove(key: string): Promise<void>;
  /** Every stored file's key and size, in no set order (backups copy them all). */
  list(): AsyncIterable<{ key: string; size: number }>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;
/**
 * The shop's own keys are under 100 characters. A longer one names no file of the shop's and is not asked of the
 * store: a file system refuses a name over 255 characters, and S3 a key over 1,024 bytes with a 400 that a GET
 * for a 1,000-character /files address passed on as a 500.
 */
export const FILE_KEY_MAX = 255;

export function isSafeFileKey(key: string): boolean {
  return (
    key.length <= FILE_KEY_MAX &&
    SAFE_KEY.test(key) &&
    !key.split('/').some((part) => part === '..' || part === '.' || part === '')
  );
}

/** Where the shop serves a stored file (app.ts `/files/*`, with its rules for private/ keys), whatever the store. */
export function publicFileUrl(key: string): string {
  return `/files/${key}`;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The media type of a stored file, from its key's extension (the key is the shop's own, never a client's name). */
export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

export function createLocalFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    if (!isSafeFileKey(key)) throw new Error(`Unsafe file key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
    async read(key) {
      if (!isSafeFileKey(key)) return null;
      try {
        const info = await stat(resolve(key));
        if (!info.isFile()) return null;
        return { stream: createReadStream(resolve(key)), size: info.size, mtime: info.mtime };
      } catch {
        return null;
      }
    },
    url: publicFileUrl,
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async *list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // a file the shop did not name (an editor's swap file, a half-written temp) is none of its files
        if (!isSafeFileKey(key)) continue;
        yield { key, size: (await stat(path.join(root, key))).size };
      }
    },
  };
}
