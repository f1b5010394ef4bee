/**
 * Keeps read results in memory for as long as a version number stays the same. `readVersion` is asked on every
 * call (callers arriving together share one ask): it decides how fresh the version is (the catalogue's answers
 * from its version watch, see createVersionWatch).
 */
export function createVersionedCache(readVersion: () => Promise<number>, maxEntries = 500) {
  let cachedVersion: number | null = null;
  const entries = new Map<string, Promise<unknown>>();
  // read on every call (trusted for 0 ms), but requests arriving together share one read
  const version = createVersionWatch(readVersion, 0);

  async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const current = await version.current();
    if (current !== cachedVersion) {
      entries.clear();
      cachedVersion = current;
    }
    let entry = entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = load();
      entries.set(key, entry);
      // a failed read is not remembered
      entry.catch(() => entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return entry;
  }
  return cached;
}

/**
 * Versions read from the database and trusted for `maxAgeMs`, so a hot path can skip the query: another
 * instance's change shows here within that time. From `refreshMs` on, a caller starts a read in the background
 * and is answered with the versions already known, so a busy server never has its requests queue behind the
 * read; only versions older than `maxAgeMs` (an idle moment) are waited for. `expire()` (after a write on this
 * instance) makes the next caller wait for a fresh read, so this instance's own changes show at once.
 */
export function createVersionWatch<V>(
  read: () => Promise<V>,
  maxAgeMs: number,
  { refreshMs = maxAgeMs, now = () => performance.now() }: { refreshMs?: number; now?: () => number } = {},
) {
  let known: V | null = null;
  let knownAt = -Infinity;
  let expiries = 0;
  let reading: Promise<V> | null = null;

  const readNow = (): Promise<V> => {
    if (reading) return reading;
    const startedUnder = expiries;
    const pending = read().then((versions) => {
      known = versions;
      // a write here finished while reading: the figures may predate it, so the next caller reads again
      knownAt = startedUnder === expiries ? now() : -Infinity;
      return versions;
    });
    reading = pending;
    const done = () => {
      if (reading === pending) reading = null;
    };
    pending.then(done, done);
    return pending;
  };

  return {
    /** The versions, from memory while fresh (no await needed), else one read shared by concurrent callers. */
    current: (): V | Promise<V> => {
      const age = now() - knownAt;
      if (known === null || age >= maxAgeMs) return readNow();
      // a failed background read is tried again by a later caller, or waited for once the versions are too old
      if (age >= refreshMs) readNow().catch(() => {});
      return known;
    },
    expire() {
      expiries += 1;
      knownAt = -Infinity;
      reading = null;
    },
  };
}
