import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { clientFor } from '../integrations/files/s3-file-store';

/** A backup's name: when it was taken, UTC, to the second (sorts by time). */
export const BACKUP_NAME = /^backup-\d{4}-\d\d-\d\dT\d{6}Z$/;
export const MANIFEST = 'manifest.json';

export function backupName(at: Date): string {
  return `backup-${at.toISOString().slice(0, 19).replace(/:/g, '')}Z`;
}

/** Where backups go: a folder or an S3 bucket's folder. */
export interface BackupStore {
  /** The place as the person running the shop named it, for messages. */
  readonly where: string;
  /**
   * Makes the backup `name`: `fill` writes it into a local folder, which is then published whole (the manifest
   * last), so a backup that stopped half-way is never listed. The backup's location comes back.
   */
  save(name: string, fill: (dir: string) => Promise<void>): Promise<string>;
  /** The complete backups' names, oldest first. */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
}

type BackupS3Config = Pick<
  Config,
  | 'BACKUP_S3_ENDPOINT'
  | 'BACKUP_S3_REGION'
  | 'BACKUP_S3_ACCESS_KEY_ID'
  | 'BACKUP_S3_SECRET_ACCESS_KEY'
  | 'BACKUP_S3_FORCE_PATH_STYLE'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** `s3://bucket/folder` → the bucket and the folder (no slashes at its ends; '' for the bucket's top). */
export function parseS3Location(location: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(location);
  if (!match) throw new Error(`Not an s3:// location: ${location}`);
  return { bucket: match[1]!, prefix: match[2]!.replace(/^\/+|\/+$/g, '') };
}

/** The S3 client for backups: BACKUP_S3_* settings, each unset one taken from the files' S3_* setting. */
function backupS3Client(config: BackupS3Config): S3Client {
  const accessKeyId = config.BACKUP_S3_ACCESS_KEY_ID ?? config.S3_ACCESS_KEY_ID;
  const secretAccessKey = config.BACKUP_S3_SECRET_ACCESS_KEY ?? config.S3_SECRET_ACCESS_KEY;
  return clientFor({
    region: config.BACKUP_S3_REGION ?? config.S3_REGION,
    endpoint: config.BACKUP_S3_ENDPOINT ?? config.S3_ENDPOINT,
    forcePathStyle: config.BACKUP_S3_FORCE_PATH_STYLE
      ? config.BACKUP_S3_FORCE_PATH_STYLE === 'true'
      : config.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}

/** The store at `location`: `s3://bucket/folder`, else a folder on this machine. */
export function openBackupStore(location: string, config: BackupS3Config): BackupStore {
  return location.startsWith('s3://')
    ? s3BackupStore(location, backupS3Client(config))
    : folderBackupStore(path.resolve(location));
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile())
      yield path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
}

function folderBackupStore(root: string): BackupStore {
  return {
    where: root,
    async save(name, fill) {
      await mkdir(root, { recursive: true });
      const partial = path.join(root, `${name}.partial`);
      await rm(partial, { recursive: true, force: true });
      await mkdir(partial);
      try {
        await fill(partial);
        await rename(partial, path.join(root, name));
      } catch (error) {
        await rm(partial, { recursive: true, force: true });
        throw error;
      }
      return path.join(root, name);
    },
    async list() {
      let names: string[];
      try {
        names = await readdir(root);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const complete: string[] = [];
      for (const name of names.filter((n) => BACKUP_NAME.test(n)).sort())
        if (
          await stat(path.join(root, name, MANIFEST)).then(
            (s) => s.isFile(),
            () => false,
          )
        )
          complete.push(name);
      return complete;
    },
    async remove(name) {
      if (!BACKUP_NAME.test(name)) throw new Error(`Not a backup's name: ${name}`);
      await rm(path.join(root, name), { recursive: true, force: true });
    },
  };
}

async function* objectsUnder(client: S3Client, bucket: string, prefix: string) {
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? [])
      if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** Runs `fn` on every item, at most `limit` at a time. */
export async function eachLimited<T>(items: Iterable<T>, limit: number, fn: (item: T) => Promise<void>) {
  const iterator = items[Symbol.iterator]();
  const worker = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) await fn(next.value);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

function s3BackupStore(location: string, client: S3Client): BackupStore {
  const { bucket, prefix } = parseS3Location(location);
  const under = (name: string) => (prefix ? `${prefix}/${name}/` : `${name}/`);
  return {
    where: location.replace(/\/+$/, ''),
    async save(name, fill) {
      // staged on this machine, then sent object by object with its length known (no multipart uploads)
      const staging = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
      try {
        await fill(staging);
        const names: string[] = [];
        for await (const file of filesUnder(staging)) if (file !== MANIFEST) names.push(file);
        const put = async (file: string) => {
          const full = path.join(staging, file);
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: under(name) + file,
              Body: createReadStream(full),
              ContentLength: (await stat(full)).size,
            }),
          );
        };
        await eachLimited(names, 4, put);
        // the manifest last: a backup is listed (and can be restored) only once it is all there
        await put(MANIFEST);
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
      return `s3://${bucket}/${under(name).slice(0, -1)}`;
    },
    async list() {
      const complete = new Set<string>();
      const top = prefix ? `${prefix}/` : '';
      for await (const { key } of objectsUnder(client, bucket, top)) {
        const [name, file, ...rest] = key.slice(top.length).split('/');
        if (name && BACKUP_NAME.test(name) && file === MANIFEST && rest.length === 0) complete.add(name);
      }
      return [...complete].sort();
    },
    async remove(name) {
      if (!BACKUP_NAME.test(name)) throw new Error(`Not a backup's name: ${name}`);
      const keys: string[] = [];
      for await (const { key } of objectsUnder(client, bucket, under(name))) keys.push(key);
      // the manifest first: a backup half-removed is no longer listed as complete
      const manifest = keys.filter((k) => k.endsWith(`/${MANIFEST}`));
      for (const key of manifest) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      await eachLimited(
        keys.filter((k) => !manifest.includes(k)),
        8,
        async (key) => void (await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))),
      );
    },
  };
}

/**
 * One backup as a local folder to read: the folder itself, or an s3:// backup fetched into a temporary one
 * (`done` removes it). Fails with a clear message when there is no backup there.
 */
export async function fetchBackup(
  location: string,
  config: BackupS3Config,
): Promise<{ dir: string; done(): Promise<void> }> {
  if (!location.startsWith('s3://')) {
    const dir = path.resolve(location);
    const ok = await stat(path.join(dir, MANIFEST)).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!ok) throw new Error(`No backup in ${dir}: it has no ${MANIFEST} (name one backup-… folder)`);
    return { dir, done: async () => {} };
  }
  const client = backupS3Client(config);
  const { bucket, prefix } = parseS3Location(location);
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: `${prefix}/${MANIFEST}` }));
  } catch {
    throw new Error(`No backup at ${location}: it has no ${MANIFEST} (name one backup-… folder)`);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));
  try {
    const keys: string[] = [];
    for await (const { key } of objectsUnder(client, bucket, `${prefix}/`)) keys.push(key);
    await eachLimited(keys, 4, async (key) => {
      const file = path.join(dir, ...key.slice(prefix.length + 1).split('/'));
      if (!file.startsWith(dir + path.sep)) throw new Error(`A backup object outside its folder: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      await pipeline(object.Body as Readable, createWriteStream(file));
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, done: () => rm(dir, { recursive: true, force: true }) };
}
