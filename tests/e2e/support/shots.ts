import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one folder for screenshots a person looks at after a run: test-results/shots in this checkout (ignored by
 * git; Playwright empties test-results when a run starts, so a run leaves only its own pictures).
 */
const SHOTS_DIR = fileURLToPath(new URL('../../../test-results/shots/', import.meta.url));

/** Where a screenshot goes: `shotPath('reorder/order-page-390.png')` (page.screenshot makes the folders). */
export const shotPath = (name: string) => path.join(SHOTS_DIR, name);
