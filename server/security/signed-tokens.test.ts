import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readExpiring, resolveAppSecret, signExpiring, signValue, verifySignedValue } from './signed-tokens';

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

  it('that expire carry their expiry, signed with the value; one signed without reads as no expiry', () => {
    const at = new Date('2027-05-01T12:00:00.750Z');
    const token = signExpiring(SECRET, 'order-link', 'order-1', at);
    expect(readExpiring(SECRET, 'order-link', token)).toEqual({
      value: 'order-1',
      expiresAt: new Date('2027-05-01T12:00:00Z'),
    });
    expect(readExpiring(SECRET, 'order-link', signValue(SECRET, 'order-link', 'order-1'))).toEqual({
      value: 'order-1',
      expiresAt: null,
    });
    // a later expiry under the first one's signature, another purpose or key: nothing
    const later = Buffer.from(`order-1~${Math.floor(at.getTime() / 1000) + 86_400}`).toString('base64url');
    expect(readExpiring(SECRET, 'order-link', `${later}.${token.split('.')[1]}`)).toBeNull();
    expect(readExpiring(SECRET, 'unsubscribe', token)).toBeNull();
    expect(readExpiring('b'.repeat(40), 'order-link', token)).toBeNull();
    expect(readExpiring(SECRET, 'order-link', signValue(SECRET, 'order-link', 'order-1~soon'))).toBeNull();
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
