import { describe, expect, it } from 'vitest';
import { createVersionedCache, createVersionWatch } from './versioned-cache';

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

describe('createVersionWatch', () => {
  /** A watch over a counter the test moves, on a clock the test moves, counting the reads. */
  function watch() {
    const state = { version: 1, clock: 0, reads: 0, fail: false };
    const versions = createVersionWatch(
      async () => {
        state.reads++;
        if (state.fail) throw new Error('database down');
        return state.version;
      },
      1000,
      { refreshMs: 500, now: () => state.clock },
    );
    return { state, versions };
  }

  it('answers from memory while fresh, then refreshes in the background without making anyone wait', async () => {
    const { state, versions } = watch();
    expect(await versions.current()).toBe(1);
    state.version = 2;
    state.clock = 499;
    expect(versions.current()).toBe(1);
    expect(state.reads).toBe(1);

    // half a second on: the known versions still answer at once, and one read starts for every caller
    state.clock = 600;
    expect(versions.current()).toBe(1);
    expect(versions.current()).toBe(1);
    expect(state.reads).toBe(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(versions.current()).toBe(2);
  });

  it('waits for a read once the versions are older than the most it trusts, or a background read failed', async () => {
    const { state, versions } = watch();
    await versions.current();
    state.version = 3;
    state.clock = 1000;
    const waited = versions.current();
    expect(waited).toBeInstanceOf(Promise);
    expect(await waited).toBe(3);

    state.fail = true;
    state.clock = 1700;
    // the background read fails quietly: the caller is answered with what is known
    expect(versions.current()).toBe(3);
    await new Promise((resolve) => setImmediate(resolve));
    state.clock = 2000;
    await expect(versions.current()).rejects.toThrow('database down');
  });

  it('waits for a fresh read after a write on this instance (expire)', async () => {
    const { state, versions } = watch();
    await versions.current();
    state.version = 4;
    versions.expire();
    const next = versions.current();
    expect(next).toBeInstanceOf(Promise);
    expect(await next).toBe(4);
  });
});
