import { describe, expect, it } from 'vitest';
import { loadConfig, webhooksAllowLocal } from './config';
import { shopInfoFrom } from './context';
import { s3SettingsFrom } from './integrations/files/s3-file-store';

describe('loadConfig: Stripe', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_51abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

  it('leaves Stripe off when nothing is set', () => {
    const config = loadConfig({});
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.STRIPE_WEBHOOK_SECRET).toBeUndefined();
    expect(config.STRIPE_API_BASE).toBeUndefined();
  });

  it('reads a key, its webhook secret and another API origin', () => {
    expect(loadConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toMatchObject({
      ...stripe,
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'rk_live_51abc' }).STRIPE_SECRET_KEY).toBe(
      'rk_live_51abc',
    );
  });

  it('requires the webhook secret with the key, and says so', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_51abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/,
    );
    // an empty value counts as unset
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required/,
    );
  });

  it.each([
    [{ ...stripe, STRIPE_SECRET_KEY: 'pk_live_51abc' }, /STRIPE_SECRET_KEY: must be a Stripe secret key/],
    [{ ...stripe, STRIPE_WEBHOOK_SECRET: 'abc' }, /STRIPE_WEBHOOK_SECRET: must be a webhook signing secret/],
    [{ ...stripe, STRIPE_API_BASE: 'localhost:12111' }, /STRIPE_API_BASE: must be an http\(s\) URL/],
    [{ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111/v1' }, /STRIPE_API_BASE: must be an origin/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig: social links', () => {
  it('leaves them out when unset', () => {
    expect(shopInfoFrom(loadConfig({})).social).toEqual([]);
  });

  it("carries the shop's pages, in order, into the shop info", () => {
    const config = loadConfig({
      SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/workwearwardrobe',
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/workwearwardrobe/',
    });
    expect(shopInfoFrom(config).social).toEqual([
      { network: 'Facebook', url: 'https://www.facebook.com/workwearwardrobe/' },
      { network: 'Instagram', url: 'https://www.instagram.com/workwearwardrobe' },
    ]);
    expect(shopInfoFrom(loadConfig({ SOCIAL_FACEBOOK_URL: 'https://facebook.com/shop' })).social).toEqual([
      { network: 'Facebook', url: 'https://facebook.com/shop' },
    ]);
  });

  it.each([
    [{ SOCIAL_FACEBOOK_URL: 'facebook.com/shop' }, /SOCIAL_FACEBOOK_URL: must be an https:\/\/ address/],
    [
      { SOCIAL_FACEBOOK_URL: 'http://facebook.com/shop' },
      /SOCIAL_FACEBOOK_URL: must be an https:\/\/ address/,
    ],
    [
      { SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/' },
      /SOCIAL_INSTAGRAM_URL: must be the shop's own Instagram page/,
    ],
    [
      { SOCIAL_FACEBOOK_URL: 'https://www.facebook.com' },
      /SOCIAL_FACEBOOK_URL: must be the shop's own Facebook page/,
    ],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig: files on S3', () => {
  const minio = {
    S3_BUCKET: 'workwear-files',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_ACCESS_KEY_ID: 'shop',
    S3_SECRET_ACCESS_KEY: 'shop-secret-key',
    S3_FORCE_PATH_STYLE: 'true',
  };

  it('keeps files local when S3_BUCKET is unset', () => {
    expect(s3SettingsFrom(loadConfig({}))).toBeNull();
  });

  it('reads a bucket on another service, with its keys, path style and a prefix without slashes', () => {
    expect(s3SettingsFrom(loadConfig({ ...minio, S3_PREFIX: '/shops/workwear/' }))).toEqual({
      bucket: 'workwear-files',
      region: 'eu-west-2',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'shop', secretAccessKey: 'shop-secret-key' },
      prefix: 'shops/workwear',
    });
  });

  it('leaves the keys to the AWS default chain on AWS itself (no endpoint)', () => {
    expect(s3SettingsFrom(loadConfig({ S3_BUCKET: 'workwear-files', S3_REGION: 'eu-west-1' }))).toEqual({
      bucket: 'workwear-files',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      prefix: undefined,
    });
  });

  it.each([
    [
      { ...minio, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' },
      /S3_ACCESS_KEY_ID: required with S3_BUCKET and S3_ENDPOINT/,
    ],
    [{ ...minio, S3_SECRET_ACCESS_KEY: '' }, /S3_SECRET_ACCESS_KEY: required with S3_BUCKET and S3_ENDPOINT/],
    [
      { S3_BUCKET: 'workwear-files', S3_ACCESS_KEY_ID: 'AKIA' },
      /S3_SECRET_ACCESS_KEY: required with the other key/,
    ],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_ENDPOINT: is set but S3_BUCKET is not/],
    [{ S3_FORCE_PATH_STYLE: 'true' }, /S3_FORCE_PATH_STYLE: is set but S3_BUCKET is not/],
    [{ ...minio, S3_BUCKET: 'Workwear_Files' }, /S3_BUCKET: must be a bucket name/],
    [{ ...minio, S3_ENDPOINT: '127.0.0.1:9000' }, /S3_ENDPOINT: must be an http\(s\) URL/],
    [{ ...minio, S3_PREFIX: 'shop/../other' }, /S3_PREFIX: must be a folder name/],
    [{ ...minio, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
  ])('refuses %o at start, saying why', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reports a missing key beside another bad setting', () => {
    expect(() => loadConfig({ ...minio, S3_SECRET_ACCESS_KEY: '', PORT: 'eighty' })).toThrow(
      /PORT[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
  });
});

describe('loadConfig: METRICS_TOKEN', () => {
  it('leaves /metrics off when unset or empty, and reads a long token', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    const token = 'k3Y-0123456789abcdefghijklmnop';
    expect(loadConfig({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
  });

  it.each([
    ['a short token', 'only-23-characters-long', /METRICS_TOKEN: must be at least 24 characters/],
    ['a token with a space', 'a token with spaces inside it', /METRICS_TOKEN: must be printable characters/],
  ])('refuses %s at start, saying why', (_, value, message) => {
    expect(() => loadConfig({ METRICS_TOKEN: value })).toThrow(message);
  });
});

describe('loadConfig: backups', () => {
  it('takes no daily backup when BACKUP_TIME is unset, and keeps 7 by default', () => {
    const config = loadConfig({});
    expect(config.BACKUP_TIME).toBeUndefined();
    expect(config.BACKUP_KEEP).toBe(7);
  });

  it('reads a time, a count and a folder or a bucket', () => {
    expect(loadConfig({ BACKUP_TIME: '03:00', BACKUP_KEEP: '14', BACKUP_DIR: '/backups' })).toMatchObject({
      BACKUP_TIME: '03:00',
      BACKUP_KEEP: 14,
      BACKUP_DIR: '/backups',
    });
    expect(loadConfig({ BACKUP_TIME: '23:59', BACKUP_S3: 's3://shop-backups/daily' }).BACKUP_S3).toBe(
      's3://shop-backups/daily',
    );
  });

  it.each([
    [{ BACKUP_TIME: '3am', BACKUP_DIR: '/b' }, /BACKUP_TIME: must be a time of day HH:MM/],
    [{ BACKUP_TIME: '24:00', BACKUP_DIR: '/b' }, /BACKUP_TIME: must be a time of day HH:MM/],
    [{ BACKUP_TIME: '03:00' }, /BACKUP_TIME: needs BACKUP_DIR \(a folder\) or BACKUP_S3/],
    [{ BACKUP_DIR: '/b', BACKUP_S3: 's3://shop-backups' }, /BACKUP_S3: is set with BACKUP_DIR/],
    [{ BACKUP_S3: 'https://shop-backups' }, /BACKUP_S3: must be s3:\/\/bucket/],
    [{ BACKUP_KEEP: '0' }, /BACKUP_KEEP/],
  ])('refuses %o, naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig: webhooks to localhost', () => {
  it('allows loopback receivers in test and development, in production only with WEBHOOKS_ALLOW_LOCAL', () => {
    expect(webhooksAllowLocal(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(webhooksAllowLocal(loadConfig({ NODE_ENV: 'test' }))).toBe(true);
    expect(webhooksAllowLocal(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(webhooksAllowLocal(loadConfig({ NODE_ENV: 'production', WEBHOOKS_ALLOW_LOCAL: 'true' }))).toBe(
      true,
    );
    expect(() => loadConfig({ WEBHOOKS_ALLOW_LOCAL: 'yes' })).toThrow(/WEBHOOKS_ALLOW_LOCAL/);
  });
});
