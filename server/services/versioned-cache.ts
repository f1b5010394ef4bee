/**
 * Keeps read results in memory for as long as a version number stays the same. Reading the version is one
 * primary-key lookup, so every server instance sees another instance's change on its very next request.
 */
export function createVersionedCache(readVersion: () => Promise<number>, maxEntries = 500) {
  let cachedVersion: number | null = null;
  const entries = new Map<string, Promise<unknown>>();
  // requests that arrive together share one version read (under load, one instead of dozens)
  let versionRead: Promise<number> | null = null;
  const currentVersion = () =>
    (versionRead ??= readVersion().finally(() => {
      versionRead = null;
    }));

  async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await currentVersion();
    if (version !== cachedVersion) {
      entries.clear();
      cachedVersion = version;
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
  /** The version now (one shared read for requests arriving together): the page cache keys on it too. */
  cached.version = currentVersion;
  return cached;
}
