import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { access } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainPicture } from '../../tests/helpers/photos';
import { createCustomer } from '../../tests/factories';
import { startLocalS3, type LocalS3 } from '../../tests/helpers/s3';
import { apiClient } from '../../tests/helpers/seller-api';
import { createTestApp, testDatabases, type TestApp } from '../../tests/helpers/test-app';
import { logos } from '../db/schema';

const ORIGIN = 'http://localhost';
const PREFIX = 'workwear';

describe.each(testDatabases())('files on an S3 bucket through the shop on %s', (kind) => {
  let s3: LocalS3;
  let bucket: S3Client;
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let ip = 0;

  /** The object's bytes as the bucket holds them, under the shop's prefix. */
  const objectBytes = async (key: string) => {
    const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/${key}` }));
    return Buffer.from(await object.Body!.transformToByteArray());
  };
  const post = (p: string, cookie: string, body: FormData) =>
    t.request(`/api${p}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'x-forwarded-for': `10.8.${++ip % 250}.1`, cookie },
      body,
    });
  const get = (p: string, init: RequestInit & { cookie?: string } = {}) =>
    t.request(p, {
      ...init,
      headers: { 'x-forwarded-for': `10.8.${++ip % 250}.2`, ...(init.cookie ? { cookie: init.cookie } : {}) },
    });

  beforeAll(async () => {
    s3 = await startLocalS3();
    const { credentials } = s3.settings();
    bucket = new S3Client({ region: 'eu-west-2', endpoint: s3.endpoint, forcePathStyle: true, credentials });
    t = await createTestApp(kind, s3.env({ S3_PREFIX: PREFIX }));
    api = apiClient(t);
    await t.ctx.services.auth.upsertSeller({ email: 'seller@s3.test', password: 'seller-password' });
  });
  afterAll(async () => {
    await t?.close();
    bucket?.destroy();
    await s3?.close();
  });

  it('stores an uploaded product picture in the bucket and serves it back at its /files address', async () => {
    const seller = await api.login('/auth/admin/login', 'seller@s3.test', 'seller-password');
    const jpeg = await plainPicture('jpeg', { width: 300, height: 200, background: '#1d4ed8' });
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(jpeg)]), 'front.jpg');
    const res = await post('/products/images', seller, form);
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/files\/products\/[0-9a-f-]+\.webp$/);

    const key = url.slice('/files/'.length);
    const stored = await objectBytes(key);
    expect(stored.subarray(8, 12).toString()).toBe('WEBP');
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
    // nothing went to the local folder
    await expect(access(path.join(t.ctx.config.dataDir, 'files'))).rejects.toThrow();

    const served = await get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('content-length')).toBe(String(stored.length));
    expect(served.headers.get('last-modified')).toBeTruthy();
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);

    const head = await get(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(stored.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    expect((await get('/files/products/not-there.webp')).status).toBe(404);
  });

  it('lets go of the bucket connection a HEAD request does not read, so many HEADs leave the shop serving', async () => {
    // large enough that the body is not all read ahead into buffers
    const big = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(2_000_000, 7)]);
    await t.ctx.files.put('products/head-check.webp', big);
    // more than the S3 client's 50 pooled connections: each one kept by an unread body would block the next GET
    for (let i = 0; i < 60; i++)
      expect((await get('/files/products/head-check.webp', { method: 'HEAD' })).status).toBe(200);
    const served = await get('/files/products/head-check.webp');
    expect((await served.text()).slice(8, 12)).toBe('WEBP');
  }, 15_000);

  it("keeps a customer's logo private: in the bucket, served to its owner only, never at /files", async () => {
    const jo = await createCustomer(t.ctx.database.db);
    const joCookie = await api.login('/auth/login', jo.email, jo.password);
    const png = await plainPicture('png', { width: 240, height: 120, background: '#dc262680', channels: 4 });
    const form = new FormData();
    form.set('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'badge.png');
    const res = await post('/logos', joCookie, form);
    expect(res.status).toBe(201);
    const { logo } = (await res.json()) as { logo: { _id: string } };
    const [row] = await t.ctx.database.db.select().from(logos).where(eq(logos.id, logo._id));
    expect(row!.fileKey).toMatch(/^private\//);
    const stored = await objectBytes(row!.fileKey);
    expect(stored.equals(png)).toBe(true);

    // the shop's public route refuses private/ keys, whatever the store
    expect((await get(`/files/${row!.fileKey}`)).status).toBe(404);
    expect((await get(`/files/${row!.previewKey}`)).status).toBe(404);
    // its owner gets it through the logos API, from the bucket
    const own = await get(`/api/logos/${logo._id}/file`, { cookie: joCookie });
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(png)).toBe(true);
    // another customer does not
    const sam = await createCustomer(t.ctx.database.db);
    const samCookie = await api.login('/auth/login', sam.email, sam.password);
    expect((await get(`/api/logos/${logo._id}/file`, { cookie: samCookie })).status).toBe(404);

    // every object the shop wrote is under its prefix
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    const keys = (listed.Contents ?? []).map((o) => o.Key!);
    expect(keys).toContain(`${PREFIX}/${row!.fileKey}`);
    expect(keys.every((k) => k.startsWith(`${PREFIX}/`))).toBe(true);
  });
});

/**
 * AWS refuses a key over 1,024 bytes with a 400 (KeyTooLongError), which the shop passed on as a 500 for any
 * /files address that long. The shop's keys are far shorter: a longer one is no file of the shop's, a 404,
 * and never asked of the bucket. (s3rver, above, answers such a key with a 404 of its own.)
 */
describe('a /files address longer than any key, on S3', () => {
  it("is a 404, not the bucket's refusal", async () => {
    const asked: string[] = [];
    const aws = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(400, { 'content-type': 'application/xml' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>KeyTooLongError</Code>' +
          '<Message>Your key is too long</Message></Error>',
      );
    });
    await new Promise<void>((resolve) => aws.listen(0, '127.0.0.1', resolve));
    const { port } = aws.address() as AddressInfo;
    const t = await createTestApp('pglite', {
      S3_BUCKET: 'shop-files',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    try {
      for (const key of [`products/${'a'.repeat(1000)}.webp`, 'b'.repeat(1000)]) {
        const res = await t.request(`/files/${key}`);
        expect({ length: key.length, status: res.status }).toEqual({ length: key.length, status: 404 });
      }
      expect(asked).toEqual([]);
    } finally {
      await t.close();
      await new Promise((resolve) => aws.close(resolve));
    }
  });
});
