import { loadConfig } from './config';
import { createAppContext, type AppContext } from './context';
import { DatabaseInUseError } from './db/folder-lock';

/**
 * The app context for a command run beside the shop (`npm run seed`, `npm run seller:create`, the dev server).
 * On the embedded database it holds the same folder lock as the shop, so while the shop runs the command says
 * which process has the database and ends, rather than writing beside it and losing writes.
 */
export function openCliContext(env: NodeJS.ProcessEnv = process.env): AppContext {
  try {
    return createAppContext(loadConfig(env));
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
