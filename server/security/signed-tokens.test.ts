import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppSecret, signValue, verifySignedValue } from './signed-tokens';

const SECRET = 'a'.repeat(40);

describe('signed tokens', () => {
  it('give back the value they sign, for the same secret and purpose only', () => {
    const token = signValue(SECRET, 'unsubscribe', 'user-1');
    expect(verifySignedValue(SECRET, 'unsubscribe', token)).toBe('user-1');
    expect(verifySignedValue('b'.repeat(40), 'unsubscribe', token)).toBeNull();
    expect(verifySignedValue(SECRET, 'other', token)).toBeNull();
    // another value under the first one's signature
    const forged = `${Buffer.from('user-2').toString('base64url')}.${token.split('.')[1]}`;
    expect(verifySignedValue(SECRET, 'unsubscribe', forged)).toBeNull();
    for (const bad of ['', 'x', 'a.b.c', `${token}x`, null, undefined])
      expect(verifySignedValue(SECRET, 'unsubscribe', bad)).toBeNull();
  });

  it('use APP_SECRET, else one made once and kept in the data folder', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'secret-'));
    try {
      expect(resolveAppSecret({ APP_SECRET: SECRET, dataDir })).toBe(SECRET);
      const made = resolveAppSecret({ dataDir });
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(await readFile(path.join(dataDir, 'app-secret'), 'utf8')).toBe(made);
      expect(resolveAppSecret({ dataDir })).toBe(made);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
