import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/integrations/files/s3-file-store';

/** s3rver's own key pair: it checks each request's signature against it, as a real service would. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** Settings for createS3FileStore / checkS3Bucket. */
  settings(overrides?: Partial<S3Settings>): S3Settings;
  /** The shop's environment for files on this server's bucket. */
  env(overrides?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free loopback port, with one empty bucket, its files in a temp folder. */
export async function startLocalS3(bucket = 'shop-files'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: (overrides = {}) => ({
      bucket,
      region: 'eu-west-2',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
      ...overrides,
    }),
    env: (overrides = {}) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      ...overrides,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
