import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One process per embedded database folder. PGlite has no lock of its own: two processes on one folder both
 * accept writes and one's are lost (20 of 40 cart adds, when tried). So the folder is locked while it is open:
 *
 * - `<folder>.lock/` is proper-lockfile's lock (an atomic mkdir, its time kept fresh while held, removed at exit);
 * - `<folder>.owner` says who holds it (pid, host, the process's start), for the message and the stale check;
 * - `<folder>.owner.lock/` is held for the few milliseconds it takes to check, take or clear the lock, so two
 *   processes starting together never both take a stale lock over.
 *
 * proper-lockfile only calls a lock stale when its time is old (10 s by default), so a shop killed with SIGKILL
 * and started again at once would be refused. A lock is stale here when its holder is gone: on this host the
 * process is not running (or its pid now belongs to another process: same pid, other start time); on another host
 * (a shared volume) when its time has not been kept fresh for HOLD_STALE_MS.
 */

const HOLD_STALE_MS = 30_000;
/** The owner lock is held for milliseconds; one left by a process that died holding it is stale after this. */
const GATE_STALE_MS = 5_000;
const GATE_WAIT_MS = 10_000;
/** Folders this process holds, so a second open in the same process is refused too. */
const held = new Set<string>();

interface Owner {
  pid: number;
  host: string;
  /** The process's start in clock ticks since boot (Linux), so a reused pid is not taken for the holder. */
  startTicks?: number;
}

export class DatabaseInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
    readonly host: string,
  ) {
    const holder = host === os.hostname() ? `process ${pid}` : `process ${pid} on ${host}`;
    super(
      `The embedded database in ${folder} is in use by ${holder}. Stop it first, or set DATABASE_URL to share ` +
        'PostgreSQL between instances.',
    );
    this.name = 'DatabaseInUseError';
  }
}

export interface FolderLock {
  release(): void;
}

/**
 * Takes the lock on `folder` or throws DatabaseInUseError naming the process that has it. `label` is the folder
 * as the person running the shop knows it (`./data`).
 */
export function lockFolder(folder: string, label: string, onLost: (error: Error) => void): FolderLock {
  const target = path.resolve(folder);
  const lockDir = `${target}.lock`;
  const ownerFile = `${target}.owner`;
  mkdirSync(path.dirname(target), { recursive: true });
  if (held.has(target)) throw new DatabaseInUseError(label, process.pid, os.hostname());
  const releaseGate = takeGate(ownerFile);
  let release: () => void;
  try {
    const holder = readOwner(ownerFile);
    if (exists(lockDir)) {
      if (holder && isRunning(holder, lockDir)) throw new DatabaseInUseError(label, holder.pid, holder.host);
      // its holder is gone (killed, crashed, the machine restarted): the lock is stale
      rmSync(lockDir, { recursive: true, force: true });
    }
    release = lockfile.lockSync(target, {
      realpath: false,
      stale: HOLD_STALE_MS,
      // the folder was taken by another process (its lock removed or renewed by someone else): stop writing
      onCompromised: (error) =>
        onLost(new Error(`The lock on the embedded database in ${label} was lost (${error.message})`)),
    });
    try {
      writeOwner(ownerFile, { pid: process.pid, host: os.hostname(), startTicks: startTicksOf(process.pid) });
    } catch (error) {
      release();
      throw error;
    }
    held.add(target);
  } finally {
    releaseGate();
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      held.delete(target);
      try {
        release();
      } catch {
        // already gone (compromised, or removed at exit): nothing left to release
      }
    },
  };
}

function takeGate(ownerFile: string): () => void {
  const deadline = Date.now() + GATE_WAIT_MS;
  for (;;) {
    try {
      return lockfile.lockSync(ownerFile, { realpath: false, stale: GATE_STALE_MS });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED' || Date.now() > deadline) throw error;
      // another process is checking the lock this moment: wait a little (no event loop to yield to here)
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
    }
  }
}

function isRunning(owner: Owner, lockDir: string): boolean {
  if (owner.host !== os.hostname()) {
    // another machine on a shared volume: its process can't be asked, only whether it keeps its lock fresh
    return Date.now() - statSync(lockDir).mtimeMs < HOLD_STALE_MS;
  }
  // a container restarted on the same volume often runs the shop under the same pid again
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const ticks = startTicksOf(owner.pid);
  return owner.startTicks === undefined || ticks === undefined || ticks === owner.startTicks;
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. Linux only. */
function startTicksOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) is in parentheses and may hold spaces: count from after its closing one
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : undefined;
  } catch {
    return undefined;
  }
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Owner;
    return Number.isInteger(owner.pid) && typeof owner.host === 'string' ? owner : null;
  } catch {
    return null;
  }
}

function writeOwner(file: string, owner: Owner) {
  // written whole, then renamed into place: a reader never sees half of it
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(owner));
  renameSync(temp, file);
}

function exists(file: string): boolean {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}
