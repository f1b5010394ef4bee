// Bundles the Hono server (server/main.ts) next to React Router's server build; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'build/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  external: ['./index.js'],
  logLevel: 'warning',
});
