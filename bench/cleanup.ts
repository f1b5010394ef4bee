/**
 * Everything the bench starts or creates registers an undo here, so child processes and temp dirs go
 * away on success, on error and on Ctrl-C alike.
 */
interface Cleanup {
  /** Graceful undo (e.g. SIGTERM and wait). */
  run(): Promise<void>;
  /** Last-resort undo for process 'exit', where only synchronous work can run. */
  runSync(): void;
}

const pending: Cleanup[] = [];

/** Registers an undo; the returned function runs it early (and only once). */
export function onCleanup(cleanup: Cleanup): () => Promise<void> {
  pending.push(cleanup);
  return async () => {
    const i = pending.indexOf(cleanup);
    if (i === -1) return;
    pending.splice(i, 1);
    await cleanup.run();
  };
}

/** Runs every pending undo, newest first; keeps going if one fails. */
export async function cleanupAll(): Promise<void> {
  while (pending.length > 0) {
    const cleanup = pending.pop()!;
    try {
      await cleanup.run();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
}

function cleanupAllSync() {
  while (pending.length > 0) {
    try {
      pending.pop()!.runSync();
    } catch {
      // exiting anyway; nothing better to do
    }
  }
}

/**
 * Ctrl-C / SIGTERM: clean up gracefully, then exit 130. A second signal skips straight to the
 * synchronous undo, so an impatient user is never left with a stray server.
 */
export function installSignalHandlers() {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) {
        cleanupAllSync();
        process.exit(130);
      }
      interrupted = true;
      console.error(`\n${signal}: stopping the bench…`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
  // covers uncaught exceptions and process.exit() calls that skipped cleanupAll()
  process.on('exit', cleanupAllSync);
}
