import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { jobs as jobsTable } from '../db/schema';
import { BACKUP_JOB_KIND, writeBackup, type BackupManifest } from '../backup/backup';
import { backupName, openBackupStore, type BackupStore } from '../backup/backup-store';
import type { FileStore } from '../integrations/files/file-store';
import { defineJob, type JobQueue } from './jobs';

const LONDON = 'Europe/London';
/** How often the worker looks whether today's backup is enqueued (it runs at BACKUP_TIME, or at once if past). */
export const BACKUP_SWEEP_MS = 5 * 60_000;

/** The London day (YYYY-MM-DD) of an instant. */
export function londonDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LONDON }).format(at);
}

/** The instant of a wall-clock time (HH:MM) on a London day, British Summer Time minded. */
export function londonTime(day: string, hhmm: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = hhmm.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  // London is UTC or UTC+1: what London's clock reads at that UTC instant tells the offset
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(asUtc));
  const shown =
    Number(parts.find((p) => p.type === 'hour')!.value) * 60 +
    Number(parts.find((p) => p.type === 'minute')!.value);
  const offsetMinutes = (shown - (hh * 60 + mm) + 1440) % 1440;
  return new Date(asUtc - (offsetMinutes > 720 ? offsetMinutes - 1440 : offsetMinutes) * 60_000);
}

export interface BackupOutcome {
  location: string;
  manifest: BackupManifest;
  /** Older backups deleted to keep the newest N (the daily job). */
  removed: string[];
}

/** Takes one backup of the shop into `store`, named by `now`. */
export async function backUp(
  source: { database: DatabaseHandle; files: FileStore; config: Pick<Config, 'APP_SECRET' | 'dataDir'> },
  store: BackupStore,
  now: Date,
): Promise<{ location: string; manifest: BackupManifest }> {
  let manifest: BackupManifest | undefined;
  const location = await store.save(backupName(now), async (dir) => {
    manifest = await writeBackup(dir, { ...source, now });
  });
  return { location, manifest: manifest! };
}

/** Deletes all but the newest `keep` complete backups in the store; their names. */
export async function keepNewest(store: BackupStore, keep: number): Promise<string[]> {
  const names = await store.list();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await store.remove(name);
  return old;
}

/**
 * The daily backup (BACKUP_TIME, London): a sweep enqueues the day's backup job with the London day as its
 * dedupe key, due at BACKUP_TIME (at once when the shop starts after it), so several instances back up once a
 * day; the job writes the backup to BACKUP_DIR or BACKUP_S3, then keeps the newest BACKUP_KEEP.
 */
export function createBackupService(deps: {
  config: Config;
  database: DatabaseHandle;
  files: FileStore;
  jobs: JobQueue;
  logger: Logger;
  clock: () => Date;
}) {
  const { config, database, files, jobs, logger, clock } = deps;
  const location = config.BACKUP_S3 ?? config.BACKUP_DIR;
  const time = config.BACKUP_TIME;
  const job = jobs.register(
    defineJob(BACKUP_JOB_KIND, z.object({ day: z.string() }), async ({ day }, row) => {
      if (!location) throw new Error('No BACKUP_DIR nor BACKUP_S3: nowhere to write the backup');
      const store = openBackupStore(location, config);
      // a backup may outlast the job's lease (two minutes): keep it held, so no other instance starts it again
      const heartbeat =
        database.kind === 'postgres'
          ? setInterval(() => {
              void database.db
                .update(jobsTable)
                .set({ lockedUntil: sql`now() + interval '5 minutes'` })
                .where(eq(jobsTable.id, row.id))
                .catch((error: unknown) => logger.warn({ err: error }, 'backup job lease not renewed'));
            }, 60_000)
          : undefined;
      try {
        const started = Date.now();
        const done = await backUp({ database, files, config }, store, clock());
        const removed = await keepNewest(store, config.BACKUP_KEEP);
        logger.info(
          {
            day,
            location: done.location,
            rows: done.manifest.tables.reduce((n, t) => n + t.rows, 0),
            files: done.manifest.files.length,
            ms: Date.now() - started,
            removed,
          },
          'daily backup written',
        );
      } finally {
        if (heartbeat) clearInterval(heartbeat);
      }
    }),
  );

  /** Enqueues today's backup (once per London day, whichever instance asks first); its dedupe key. */
  async function schedule(): Promise<string | null> {
    if (!time || !location) return null;
    const now = clock();
    const day = londonDay(now);
    const dedupeKey = `backup:${day}`;
    await jobs.enqueue(
      database.db,
      job,
      { day },
      { dedupeKey, runAt: londonTime(day, time), maxAttempts: 3 },
    );
    return dedupeKey;
  }

  if (time && location) jobs.every('daily-backup', BACKUP_SWEEP_MS, schedule);
  return { schedule, location };
}
