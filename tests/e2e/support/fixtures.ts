import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const PINNED_AXE = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    devDependencies: Record<string, string>;
  }
).devDependencies['axe-core'];

/** Every page test fails on a console error or an uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  /** Each test is its own visitor, arriving through the shop's trusted local proxy (TRUST_PROXY=loopback). */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n = hash(testInfo.testId) % 65_536;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${testInfo.retry}.${n >> 8}.${n & 255}` });
  },
  /** Console errors a test provokes on purpose (e.g. the browser's own line for a 404 document). */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        if (allowedConsoleErrors.some((re) => re.test(msg.text()))) return;
        errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    // the welcome popup and cookie banner are tested on their own; elsewhere they'd cover the page
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-keep-popups')) {
        localStorage.setItem('welcomePopupSeen', 'true');
        localStorage.setItem('cookieConsent', 'accepted');
      }
    });
    await use(page);
  },
});

export { expect };

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/**
 * axe (the version pinned in package.json; older ones could not read Tailwind 4's `oklch(… none)` colours
 * and passed contrast they never checked) finds nothing serious. WCAG 2.2's target size (24 px) is checked
 * too: axe leaves it off by default.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  let serious = await seriousA11yViolations(page);
  // a toast arriving or leaving while axe reads the page (it takes a second under CI's load) is read at part
  // opacity: when toasts are all that failed, once they have settled the page is read again — a toast that is
  // really too faint still fails then
  if (serious.length > 0 && serious.every((v) => v.nodes.every((n) => isToastTarget(n.target)))) {
    await page.waitForTimeout(1000);
    serious = await seriousA11yViolations(page);
  }
  // the sticky header covers a link the page is scrolled under (a reload restores the scroll as it goes), which
  // axe counts as a small target: when target size is all that failed, it is read again from the top
  if (serious.length > 0 && serious.every((v) => v.id === 'target-size')) {
    await page.evaluate(() => window.scrollTo(0, 0));
    serious = await seriousA11yViolations(page);
  }
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

async function seriousA11yViolations(page: Page) {
  await waitForToastsToSettle(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  expect(results.testEngine.version, 'the axe version package.json pins').toBe(PINNED_AXE);
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A sonner toast's parts: the toast itself or its title and description (`[data-title]`, `[data-description]`). */
function isToastTarget(target: readonly unknown[]): boolean {
  return target.some((t) => typeof t === 'string' && /data-(sonner-toast|title|description)/.test(t));
}

/**
 * A toast fading in or out is read at part opacity: waits until every shown toast has finished arriving
 * (mounted, its transition started and ended: one just added has no running transition yet, which CI caught)
 * and every dismissed one has left the page.
 */
async function waitForToastsToSettle(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')]
      .filter((t) => t.dataset.visible !== 'false')
      .every(
        (t) =>
          t.dataset.removed !== 'true' &&
          t.dataset.mounted === 'true' &&
          getComputedStyle(t).opacity === '1' &&
          t.getAnimations({ subtree: true }).every((a) => a.playState !== 'running'),
      ),
  );
}

/**
 * Waits until React has hydrated the page: the header's menus swap their no-JavaScript links for buttons then.
 * Typing or choosing before that reaches no handler (a slow browser in CI can take seconds).
 */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole('button', { name: 'Menu', includeHidden: true })).toBeAttached();
}

/**
 * Holds the page's scripts back, as a slow phone's connection would, so a test can act on the server-rendered
 * page before React listens. Call the returned function to let them load.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
