import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { contentTypeFor, isSafeFileKey, publicFileUrl, type FileStore } from './file-store';

/** Where the files go: an AWS bucket, or one on any S3-compatible service (MinIO, Cloudflare R2, …). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** The service's address; unset is AWS itself. */
  endpoint?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted ones). */
  forcePathStyle: boolean;
  /** Unset (AWS only): the SDK's default chain (AWS_* variables, ~/.aws, the instance's or task's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** A folder inside the bucket for the shop's files, e.g. `shop` when the bucket is shared. */
  prefix?: string;
}

export type S3Config = Pick<
  Config,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PREFIX'
>;

/** The S3 settings when S3_BUCKET is set (config.ts has checked they go together), else null: local files. */
export function s3SettingsFrom(config: S3Config): S3Settings | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: config.S3_PREFIX,
  };
}

/** A client for the bucket, with the settings every S3 use of the shop's shares (files and backups). */
export function clientFor(settings: Omit<S3Settings, 'bucket' | 'prefix'>): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // other services than AWS's own do not all take the SDK's default CRC32 checksum headers (older MinIO,
    // Ceph, B2, R2 for a while): send a checksum only where the operation requires one
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
}

/** A missing object (GetObject's NoSuchKey, HeadObject's bare 404), not a missing bucket or a refused key. */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/**
 * The FileStore on an S3 bucket, so several instances share one set of files. Objects stay private on the
 * bucket: `url` is the shop's own /files/… address, whose route (and /api/logos, the proof routes) applies the
 * access rules, so a private/ key is never a public object.
 */
export function createS3FileStore(settings: S3Settings): FileStore {
  const client = clientFor(settings);
  const { bucket } = settings;
  const objectKey = (key: string) => {
    if (!isSafeFileKey(key)) throw new Error(`Unsafe file key: ${key}`);
    return settings.prefix ? `${settings.prefix}/${key}` : key;
  };
  return {
    async put(key, body) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentTypeFor(key),
          ContentLength: body.length,
        }),
      );
    },
    async exists(key) {
      if (!isSafeFileKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw error;
      }
    },
    async read(key) {
      if (!isSafeFileKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return {
          // in Node the SDK's body is the HTTP response itself, a Readable
          stream: object.Body as Readable,
          size: object.ContentLength ?? 0,
          mtime: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        // anything else (a refused key, a missing bucket, the service down) is an error, not a missing file
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    url: publicFileUrl,
    async remove(key) {
      // S3 answers 204 for a key that is not there: a retried removal is no error
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *list() {
      const under = settings.prefix ? `${settings.prefix}/` : '';
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: under || undefined, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(under.length);
          if (key && isSafeFileKey(key)) yield { key, size: object.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/** Fails, with the service's reason, unless the bucket is there and the keys may use it: checked at start. */
export async function checkS3Bucket(settings: S3Settings): Promise<void> {
  const client = clientFor(settings);
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    const reason =
      status === 404
        ? 'no such bucket'
        : status === 403 || status === 401
          ? 'access denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'
          : (error as Error).message || (error as Error).name;
    throw new Error(
      `Cannot use the S3 bucket "${settings.bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''}: ${reason}`,
    );
  } finally {
    client.destroy();
  }
}
