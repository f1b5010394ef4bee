import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The one folder for screenshots a person looks at after a run: test-results/shots in this checkout (ignored by
 * git; Playwright empties test-results when a run starts, so a run leaves only its own pictures).
 */
const SHOTS_DIR = fileURLToPath(new URL('../../../test-results/shots/', import.meta.url));

/** Where a screenshot goes: `shotPath('reorder/order-page-390.png')` (page.screenshot makes the folders). */
export const shotPath = (name: string) => path.join(SHOTS_DIR, name);

/**
 * Full-page shots at a phone's and a desktop's width (`${name}-390.png`, `${name}-1280.png`, and `section` on its
 * own as `${name}-390-section.png`), from the top so the sticky header stays there; nothing may be wider than the
 * screen. The viewport is put back after.
 */
export async function shootWidths(page: Page, name: string, section?: Locator) {
  const size = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shotPath(`${name}-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (section) await section.screenshot({ path: shotPath(`${name}-${width}-section.png`) });
  }
  if (size) await page.setViewportSize(size);
}

/** Poppler's PDF-to-PNG drawer, where the machine has it (Debian's poppler-utils; CI machines may not). */
const PDFTOPPM = ['/usr/bin/pdftoppm', '/usr/local/bin/pdftoppm'].find((file) => existsSync(file));

/**
 * A PDF's pages drawn as PNGs beside the page shots (`${prefix}-1.png`, … at `width` px) to be looked at. Only a
 * picture for a person: on a machine without pdftoppm nothing is drawn and false comes back; what a test checks of
 * a PDF it checks in its text.
 */
export function drawPdfPages(pdfFile: string, prefix: string, width: number): boolean {
  if (!PDFTOPPM) return false;
  execFileSync(PDFTOPPM, ['-png', '-scale-to-x', String(width), '-scale-to-y', '-1', pdfFile, prefix]);
  return true;
}
