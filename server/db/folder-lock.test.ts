import { spawn } from 'node:child_process';
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockFolder, type FolderLock } from './folder-lock';

/** The lock on the embedded database's folder, in one process; server/one-process.test.ts has the two-process one. */
describe('lockFolder', () => {
  let root: string;
  let folder: string;
  const locks: FolderLock[] = [];
  const take = () => {
    const lock = lockFolder(folder, './data', (error) => {
      throw error;
    });
    locks.push(lock);
    return lock;
  };
  /** As a holder that is gone would have left it: the lock folder and its owner note. */
  const leftBehind = async (owner: Record<string, unknown>) => {
    await mkdir(`${folder}.lock`);
    writeFileSync(`${folder}.owner`, JSON.stringify(owner));
  };

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'shop-lock-'));
    folder = path.join(root, 'pglite');
  });
  afterEach(async () => {
    for (const lock of locks.splice(0)) lock.release();
    await rm(root, { recursive: true, force: true });
  });

  it('is held until released, and refuses a second taker meanwhile, naming the holder', () => {
    const lock = take();
    expect(existsSync(`${folder}.lock`)).toBe(true);
    expect(() => take()).toThrow(
      `The embedded database in ./data is in use by process ${process.pid}. Stop it first, or set DATABASE_URL ` +
        'to share PostgreSQL between instances.',
    );
    lock.release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    take();
  });

  it('refuses while the process named in the lock runs, and takes the lock once it has ended', async () => {
    const other = spawn('sleep', ['30']);
    await new Promise((resolve) => other.once('spawn', resolve));
    const ended = new Promise((resolve) => other.once('exit', resolve));
    try {
      await leftBehind({ pid: other.pid, host: os.hostname() });
      const refused = (() => {
        try {
          take();
        } catch (error) {
          return error;
        }
      })();
      expect(refused).toBeInstanceOf(DatabaseInUseError);
      expect((refused as DatabaseInUseError).pid).toBe(other.pid);
    } finally {
      other.kill('SIGKILL');
    }
    await ended;
    // the holder is gone (a SIGKILL, a crash): its lock is stale at once, not after a timeout
    take();
  });

  it('takes a lock whose pid is now another process (same pid, other start), as after a container restart', async () => {
    await leftBehind({ pid: process.ppid, host: os.hostname(), startTicks: 1 });
    take();
  });

  it("takes a lock naming this process's own pid that it does not hold", async () => {
    await leftBehind({ pid: process.pid, host: os.hostname() });
    take();
  });

  it('takes a lock whose owner note is missing or unreadable (a holder that died while taking it)', async () => {
    await mkdir(`${folder}.lock`);
    take().release();
    await leftBehind({});
    writeFileSync(`${folder}.owner`, '{"pid":');
    take();
  });

  it("trusts another host's lock while its holder keeps it fresh, and takes it once it is not", async () => {
    await leftBehind({ pid: 4211, host: 'other-machine' });
    expect(() => take()).toThrow('in use by process 4211 on other-machine.');
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${folder}.lock`, old, old);
    take();
  });
});
