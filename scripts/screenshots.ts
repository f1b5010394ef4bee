// Screenshots of the main pages at phone and desktop widths, for looking at what we build:
//   npx tsx scripts/screenshots.ts http://localhost:3000 /tmp/shots [/path ...]
// Pages behind a login: SCREENSHOT_COOKIE='sid=…' (name=value pairs separated by '; ') is sent with every request.
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', out = '/tmp/shots', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/', '/products', '/contact'];
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const size of sizes) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  if (process.env.SCREENSHOT_COOKIE) {
    await context.addCookies(
      process.env.SCREENSHOT_COOKIE.split(';').flatMap((pair) => {
        const at = pair.indexOf('=');
        if (at < 1) return [];
        return [{ name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), url: base }];
      }),
    );
  }
  await context.addInitScript(() => {
    localStorage.setItem('welcomePopupSeen', 'true');
    localStorage.setItem('cookieConsent', 'accepted');
  });
  const page = await context.newPage();
  for (const path of targets) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // scroll through so lazy images load before the full-page capture
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    // a smooth scroll back to the top must end first, or the sticky header lands mid-page in the capture
    await page.waitForFunction(() => window.scrollY === 0);
    const file = `${out}/${size.name}${path.replace(/[^a-z0-9]+/gi, '_') || '_home'}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
