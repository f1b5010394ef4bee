import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore, type FileStore } from '../integrations/files/file-store';
import { createMailPictures } from './mail-pictures';

const webp = (colour: string, size = 400) =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .webp()
    .toBuffer();

describe('mail pictures', () => {
  let dir: string;
  let files: FileStore;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mail-pictures-'));
    files = createLocalFileStore(dir);
    await files.put('garments/polo-navy.webp', await webp('#1f2a44'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('draws a stored WebP as a small JPEG, once for every mail that shows it', async () => {
    const picture = createMailPictures(files);
    const first = await picture('/files/garments/polo-navy.webp');
    expect(first).not.toBeNull();
    const meta = await sharp(first!).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 176, height: 176 });
    // the second mail gets the picture already drawn
    expect(await picture('/files/garments/polo-navy.webp')).toBe(first);
  });

  it('draws a picture replaced under the same name anew', async () => {
    const picture = createMailPictures(files);
    await files.put('garments/tee.webp', await webp('#ffffff'));
    const before = await picture('/files/garments/tee.webp');
    await files.put('garments/tee.webp', await webp('#c62828', 300));
    const after = await picture('/files/garments/tee.webp');
    expect(after).not.toBe(before);
    const { dominant } = await sharp(after!).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(100);
  });

  it('has nothing for a private file, an outside address or a missing file', async () => {
    const picture = createMailPictures(files);
    expect(await picture('/files/private/logo.webp')).toBeNull();
    expect(await picture('https://example.com/polo.webp')).toBeNull();
    expect(await picture('/files/garments/missing.webp')).toBeNull();
  });
});
