import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/**
 * The one folder for screenshots a person looks at after a run: test-results/shots in this checkout (ignored by
 * git; Playwright empties test-results when a run starts, so a run leaves only its own pictures).
 */
const SHOTS_DIR = fileURLToPath(new URL('../../../test-results/shots/', import.meta.url));

/** Where a screenshot goes: `shotPath('reorder/order-page-390.png')` (page.screenshot makes the folders). */
export const shotPath = (name: string) => path.join(SHOTS_DIR, name);

/** The widths a person looks at: a desktop's and a phone's. */
export const SHOT_SIZES = {
  1280: { width: 1280, height: 900 },
  390: { width: 390, height: 844 },
} as const;

/**
 * The whole page at 1280 and 390 px (`<name>-1280.png`, `<name>-390.png`), checking that the phone's page never
 * scrolls sideways; the viewport goes back to the desktop's after.
 */
export async function shootWidths(page: Page, name: string) {
  for (const [width, size] of Object.entries(SHOT_SIZES)) {
    await page.setViewportSize(size);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: shotPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(SHOT_SIZES[1280]);
}
