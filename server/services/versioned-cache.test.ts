import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache';

describe('createVersionedCache', () => {
  it('reuses a result while the version holds and reloads when it changes', async () => {
    let version = 1;
    let loads = 0;
    const cached = createVersionedCache(async () => version);
    const load = async () => ++loads;
    expect(await cached('k', load)).toBe(1);
    expect(await cached('k', load)).toBe(1);
    version = 2;
    expect(await cached('k', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    let loads = 0;
    const cached = createVersionedCache(async () => 1);
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cached('k', load), cached('k', load), cached('k', load)])).toEqual([1, 1, 1]);
  });

  it('does not remember a failed load', async () => {
    const cached = createVersionedCache(async () => 1);
    await expect(cached('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached('k', async () => 'up')).toBe('up');
  });

  it('keeps at most maxEntries results, dropping the oldest', async () => {
    let loads = 0;
    const cached = createVersionedCache(async () => 1, 2);
    const load = async () => ++loads;
    await cached('a', load);
    await cached('b', load);
    await cached('c', load);
    expect(await cached('a', load)).toBe(4);
    expect(await cached('c', load)).toBe(3);
  });
});

describe('createVersionedCache version reads', () => {
  it('shares one version read between callers that arrive together', async () => {
    let reads = 0;
    const cached = createVersionedCache(async () => {
      reads++;
      await new Promise((r) => setTimeout(r, 5));
      return 1;
    });
    await Promise.all([cached('a', async () => 1), cached('b', async () => 2), cached('a', async () => 3)]);
    expect(reads).toBe(1);
    await cached('a', async () => 4);
    expect(reads).toBe(2);
  });
});
