/**
 * What any page of a React 19 + React Router 7 (framework mode) app makes a browser load before a line of its own
 * code: `bench/floor-app/` is a one-button app built with the shop's toolchain and future flags, and its
 * page is weighed the way the shop's are. The product page's figure less this one is the shop's own code.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { AssetSizer, parsePageAssets, type SizeReport } from './page-assets';
import { PROJECT_ROOT } from './servers';

const FLOOR_APP = path.join(import.meta.dirname, 'floor-app');
const ORIGIN = 'http://framework-floor.invalid';

export async function measureFrameworkFloor(): Promise<SizeReport> {
  execFileSync(path.join(PROJECT_ROOT, 'node_modules/.bin/react-router'), ['build'], {
    cwd: FLOOR_APP,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const build = (await import(
    pathToFileURL(path.join(FLOOR_APP, 'build/server/index.js')).href
  )) as ServerBuild;
  const res = await createRequestHandler(build, 'production')(new Request(`${ORIGIN}/`));
  if (!res.ok) throw new Error(`the framework floor app answered ${res.status}`);
  const { scripts } = parsePageAssets(await res.text(), `${ORIGIN}/`);
  const fromDisk = (url: string) =>
    readFile(path.join(FLOOR_APP, 'build/client', decodeURIComponent(new URL(url).pathname)));
  return new AssetSizer(fromDisk).scripts(scripts);
}
