/**
 * Lighthouse (mobile, default simulated throttling: slow 4G, 4× CPU) against the built shop, in Debian's
 * Chromium. Each page is run a few times and the run with the median score is kept, because one run on a
 * shared machine swings by several points.
 *
 *   CHROME_PATH=/usr/bin/chromium       which browser (default: /usr/bin/chromium when it exists)
 *   BENCH_LIGHTHOUSE_RUNS=3             runs per page; 0 skips the step
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { fixed, formatTable } from './table';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  speedIndexMs: number;
}

export const LIGHTHOUSE_TARGETS = { score: 98, lcpMs: 1500, cls: 0.02, tbtMs: 50 } as const;

export function lighthouseRuns(): number {
  const raw = process.env.BENCH_LIGHTHOUSE_RUNS;
  if (raw === undefined || raw === '') return 3;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 0)
    throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number ≥ 0, got ${raw}`);
  return runs;
}

function chromePath(): string {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`no Chromium at ${path}: set CHROME_PATH`);
  return path;
}

/** Runs whose trace Chromium failed to record, run again before the bench gives up. */
const MAX_LIGHTHOUSE_RETRIES = 2;

/**
 * What the browser holds before the page is opened. Empty (the default) is a first visit, as Lighthouse runs; a
 * returning visitor's local storage says, for instance, that the welcome popup was seen. The HTTP cache stays
 * empty either way: storage is written on the origin's robots.txt, which loads none of the page's files.
 */
export interface LighthouseVisit {
  localStorage?: Record<string, string>;
}

async function seedLocalStorage(port: number, url: string, entries: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    await browser.close(); // over CDP this only disconnects: the browser stays for Lighthouse
  }
}

/** Runs Lighthouse `runs` times on one URL (a fresh browser each time) and keeps the median-score run. */
export async function measureWithLighthouse(
  url: string,
  runs: number,
  visit: LighthouseVisit = {},
): Promise<LighthouseFigures> {
  const seeded = visit.localStorage && Object.keys(visit.localStorage).length > 0;
  const results: LighthouseFigures[] = [];
  for (let i = 0, failures = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromePath(),
      // --no-sandbox: the bench may run as root in a container, where Chromium's sandbox cannot start
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      if (seeded) await seedLocalStorage(chrome.port, url, visit.localStorage!);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Lighthouse clears the origin's storage (and cache) first unless told not to; the cache is empty anyway
        disableStorageReset: seeded,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (lhr.runtimeError) {
        // a trace Chromium failed to record (NO_NAVSTART…) says nothing about the page: run it again, twice at most
        if (++failures <= MAX_LIGHTHOUSE_RETRIES) {
          console.log(`  (Lighthouse run failed: ${lhr.runtimeError.code}; running it again)`);
          i--;
          continue;
        }
        throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
      }
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        cls: metric('cumulative-layout-shift'),
        tbtMs: metric('total-blocking-time'),
        speedIndexMs: metric('speed-index'),
      });
    } finally {
      await chrome.kill();
    }
  }
  results.sort((a, b) => a.score - b.score);
  return results[Math.floor((results.length - 1) / 2)];
}

export interface LighthouseRow {
  page: string;
  path: string;
  figures: LighthouseFigures;
  /** First-load JavaScript, gzip -9, static imports followed (from page-assets.ts). */
  jsGzipBytes: number;
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

export function formatLighthouseTable(rows: LighthouseRow[]): string {
  const t = LIGHTHOUSE_TARGETS;
  return formatTable(
    [
      'page',
      `score (≥ ${t.score})`,
      'FCP ms',
      `LCP ms (≤ ${fixed(t.lcpMs)})`,
      `CLS (≤ ${t.cls})`,
      `TBT ms (≤ ${t.tbtMs})`,
      'SI ms',
      'JS gzip KiB',
      'targets',
    ],
    rows.map(({ page, path, figures: f, jsGzipBytes }) => {
      const missed = [
        f.score < t.score && 'score',
        f.lcpMs > t.lcpMs && 'LCP',
        f.cls > t.cls && 'CLS',
        f.tbtMs > t.tbtMs && 'TBT',
      ].filter(Boolean);
      return [
        `${page} ${path}`,
        String(f.score),
        fixed(f.fcpMs),
        fixed(f.lcpMs),
        f.cls.toFixed(3),
        fixed(f.tbtMs),
        fixed(f.speedIndexMs),
        fixed(jsGzipBytes / 1024, 1),
        missed.length === 0 ? mark(true) : `${mark(false)}: ${missed.join(', ')}`,
      ];
    }),
  );
}
