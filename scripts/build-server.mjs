// Bundles the Hono server next to React Router's server build; npm packages stay external.
// main.js only sets NODE_ENV and then loads shop.js, so React is imported in production mode.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/main.ts', shop: 'server/shop.ts' },
  outdir: 'build/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  external: ['./index.js', './shop.js'],
  logLevel: 'warning',
});
