import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root folder, found from this file whether it runs from source or from build/. */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot();
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server/db/migrations');
export const CLIENT_BUILD_DIR = path.join(PROJECT_ROOT, 'build/client');
