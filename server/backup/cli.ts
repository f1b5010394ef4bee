import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DatabaseInUseError } from '../db/folder-lock';
import { createLocalFileStore } from '../integrations/files/file-store';
import { createS3FileStore, s3SettingsFrom } from '../integrations/files/s3-file-store';
import { backUp } from '../services/backups';
import { restoreBackup } from './backup';
import { fetchBackup, openBackupStore } from './backup-store';

// npm run backup [-- --to PATH|s3://bucket/folder]      (default BACKUP_DIR or BACKUP_S3)
// npm run restore -- --from PATH|s3://bucket/folder/backup-…   (into DATA_DIR / DATABASE_URL / S3_BUCKET, empty)
const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: { to: { type: 'string' }, from: { type: 'string' } },
  strict: true,
});

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}

if (command === 'backup') {
  const location = values.to ?? config.BACKUP_S3 ?? config.BACKUP_DIR;
  if (!location)
    fail(
      'Where to? Give --to PATH (a folder) or --to s3://bucket/folder, or set BACKUP_DIR or BACKUP_S3.',
      2,
    );
  let database;
  try {
    database = openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    fail(
      `Cannot back up: the embedded database in ${error.folder} is in use by process ${error.pid}, the running ` +
        'shop. The running shop backs itself up every day: set BACKUP_TIME (with BACKUP_DIR or BACKUP_S3) and ' +
        'restart it. Or stop the shop first, then run npm run backup again.',
    );
  }
  const s3 = s3SettingsFrom(config);
  const files = s3 ? createS3FileStore(s3) : createLocalFileStore(path.join(config.dataDir, 'files'));
  try {
    const store = openBackupStore(location, config);
    const started = Date.now();
    const { location: written, manifest } = await backUp({ database, files, config }, store, new Date());
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    const bytes = manifest.files.reduce((n, f) => n + f.size, 0);
    console.log(
      `Backup written to ${written}: ${rows} rows in ${manifest.tables.length} tables, ` +
        `${manifest.files.length} files (${(bytes / 1e6).toFixed(1)} MB), in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    console.error(`Backup failed: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
} else if (command === 'restore') {
  if (!values.from) fail('Which backup? Give --from PATH/backup-… or --from s3://bucket/folder/backup-…', 2);
  try {
    const backup = await fetchBackup(values.from, config);
    try {
      const report = await restoreBackup(backup.dir, config, (line) => console.log(line));
      console.log(
        `Restored the backup of ${report.manifest.createdAt} into ${report.database} and ${report.filesWhere}: ` +
          `${report.rows} rows, ${report.files} files. Start the shop on it.`,
      );
    } finally {
      await backup.done();
    }
  } catch (error) {
    fail((error as Error).message);
  }
} else {
  fail(
    'Usage: npm run backup [-- --to PATH|s3://bucket/folder]\n       npm run restore -- --from PATH|s3://…',
    2,
  );
}
