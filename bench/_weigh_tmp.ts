import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parsePageAssets } from './page-assets';
const html = readFileSync(process.argv[2]!, 'utf8');
const assets = parsePageAssets(html, 'http://x/');
const seen = new Set<string>(); const queue = [...assets.scripts.map((u) => new URL(u).pathname)];
const rows: [string, number][] = [];
while (queue.length) {
  const p = queue.shift()!; if (seen.has(p)) continue; seen.add(p);
  const src = readFileSync('build/client' + p);
  rows.push([p, gzipSync(src, { level: 9 }).length]);
  const re = /^import\s*(?:[\w${},*\s]+from\s*)?["']([^"']+)["'];?/; let rest = src.toString();
  for (let m = re.exec(rest); m; m = re.exec(rest)) { queue.push(new URL(m[1]!, 'http://x' + p).pathname); rest = rest.slice(m[0].length); }
}
rows.sort((a, b) => b[1] - a[1]);
for (const [p, g] of rows) console.log(String(g).padStart(7), p);
console.log('total', rows.reduce((a, r) => a + r[1], 0));
