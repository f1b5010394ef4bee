import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../tests/helpers/s3';
import { createLocalFileStore, type FileStore } from './file-store';
import { checkS3Bucket, createS3FileStore } from './s3-file-store';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const UNSAFE_KEYS = [
  '../outside.png',
  '/etc/passwd',
  'a//b.png',
  'a/./b.png',
  'a/../b.png',
  '',
  'a b.png',
  '.env',
];

let s3: LocalS3;
let localRoot: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  localRoot = await mkdtemp(path.join(os.tmpdir(), 'shop-files-'));
});
afterAll(async () => {
  await s3?.close();
  if (localRoot) await rm(localRoot, { recursive: true, force: true });
});

/** The same cases for every FileStore: what the shop's services rely on, whichever store is configured. */
const stores: [string, () => FileStore][] = [
  ['the local folder', () => createLocalFileStore(localRoot)],
  ['an S3 bucket (s3rver)', () => createS3FileStore(s3.settings())],
  ['an S3 bucket under a prefix', () => createS3FileStore(s3.settings({ prefix: 'workwear/live' }))],
];

describe.each(stores)('the file store on %s', (_name, makeStore) => {
  let files: FileStore;
  let n = 0;
  const key = (ext = 'webp') => `contract/${Date.now().toString(36)}-${++n}.${ext}`;
  beforeAll(() => {
    files = makeStore();
  });

  it('gives back the same bytes it was given, with their size and the time they were stored', async () => {
    // every byte value, then enough random bytes that the stream comes in several chunks
    const body = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(300_000)]);
    const k = key('png');
    const before = Date.now();
    await files.put(k, body);
    const after = Date.now();
    const file = await files.read(k);
    expect(file).not.toBeNull();
    expect(file!.size).toBe(body.length);
    const read = await bytesOf(file!.stream);
    expect(read.equals(body)).toBe(true);
    // S3 keeps whole seconds
    expect(file!.mtime.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(file!.mtime.getTime()).toBeLessThanOrEqual(after + 1000);
  });

  it('replaces a file stored again under the same key', async () => {
    const k = key();
    await files.put(k, Buffer.from('first version, longer'));
    await files.put(k, Buffer.from('second'));
    const file = await files.read(k);
    expect(file!.size).toBe(6);
    expect((await bytesOf(file!.stream)).toString()).toBe('second');
  });

  it('tells which files exist; a missing one reads as null, not an error', async () => {
    const k = key();
    expect(await files.exists(k)).toBe(false);
    expect(await files.read(k)).toBeNull();
    await files.put(k, Buffer.from([1, 2, 3]));
    expect(await files.exists(k)).toBe(true);
    // a folder-like prefix of a stored key is no file
    expect(await files.exists('contract')).toBe(false);
    expect(await files.read('contract')).toBeNull();
  });

  it('removes a file, and removing it again (or one never stored) is no error', async () => {
    const k = key('pdf');
    await files.put(k, Buffer.from('%PDF-1.7 proof'));
    await files.remove(k);
    expect(await files.exists(k)).toBe(false);
    expect(await files.read(k)).toBeNull();
    await expect(files.remove(k)).resolves.toBeUndefined();
    await expect(files.remove(key())).resolves.toBeUndefined();
  });

  it.each(UNSAFE_KEYS)('refuses the unsafe key %j: nothing stored, nothing read', async (unsafe) => {
    await expect(files.put(unsafe, Buffer.from('x'))).rejects.toThrow(/Unsafe file key/);
    await expect(files.remove(unsafe)).rejects.toThrow(/Unsafe file key/);
    expect(await files.exists(unsafe)).toBe(false);
    expect(await files.read(unsafe)).toBeNull();
  });

  it('keeps private/ keys like any other: the routes, not the store, decide who may read them', async () => {
    const k = `private/logos/${Date.now()}-${++n}.svg`;
    await files.put(k, Buffer.from('<svg/>'));
    expect((await bytesOf((await files.read(k))!.stream)).toString()).toBe('<svg/>');
  });

  it('gives the shop’s own /files/ address, whatever the store', () => {
    expect(files.url('products/3f2a.webp')).toBe('/files/products/3f2a.webp');
    expect(files.url('demo/v3/garments/polo/000000-front.webp')).toBe(
      '/files/demo/v3/garments/polo/000000-front.webp',
    );
  });
});

describe('the S3 file store against the bucket itself', () => {
  const raw = () =>
    new S3Client({
      region: 'eu-west-2',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.settings().credentials,
    });

  it('stores each file as a private object under the prefix, with the type its extension names', async () => {
    const files = createS3FileStore(s3.settings({ prefix: 'workwear' }));
    await files.put('products/abc.webp', Buffer.from('RIFF....WEBP'));
    await files.put('proofs/9/proof.pdf', Buffer.from('%PDF-1.7'));
    const client = raw();
    const webp = await client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: 'workwear/products/abc.webp' }),
    );
    expect(webp.ContentType).toBe('image/webp');
    expect(webp.ContentLength).toBe(12);
    const pdf = await client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: 'workwear/proofs/9/proof.pdf' }),
    );
    expect(pdf.ContentType).toBe('application/pdf');
    expect(await pdf.Body!.transformToString()).toBe('%PDF-1.7');
    // not at the bucket's root
    await expect(
      client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'products/abc.webp' })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    client.destroy();
  });

  // s3rver refuses an unknown access key id but does not check SigV4 signatures, so a wrong secret passes there
  const unknownKey = { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' };

  it('reports a refused key or a missing bucket as an error, never as a missing file', async () => {
    const files = createS3FileStore(s3.settings());
    await files.put('products/kept.webp', Buffer.from('RIFF'));
    const refused = createS3FileStore(s3.settings({ credentials: unknownKey }));
    await expect(refused.read('products/kept.webp')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    await expect(refused.exists('products/kept.webp')).rejects.toThrow();
    await expect(refused.put('products/new.webp', Buffer.from('x'))).rejects.toThrow();
    expect(await files.exists('products/new.webp')).toBe(false);
    const noBucket = createS3FileStore(s3.settings({ bucket: 'no-such-bucket' }));
    await expect(noBucket.read('products/kept.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('checks the bucket and the keys at start, saying what is wrong', async () => {
    await expect(checkS3Bucket(s3.settings())).resolves.toBeUndefined();
    await expect(checkS3Bucket(s3.settings({ bucket: 'no-such-bucket' }))).rejects.toThrow(
      `Cannot use the S3 bucket "no-such-bucket" at ${s3.endpoint}: no such bucket`,
    );
    await expect(checkS3Bucket(s3.settings({ credentials: unknownKey }))).rejects.toThrow(
      /access denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });
});
