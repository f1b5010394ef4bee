// The import boundaries in eslint.config.js (issue 28): a feature reaches only components/, lib/, domain/ and
// itself; components/ and lib/ reach no feature or route; browser code reaches nothing of server/. Each case
// lints a probe file that does not exist, importing files that do, so the files moving about does not matter.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const RULE = 'import-x/no-restricted-paths';

/** Source files (not tests) directly in `dir`, as import paths without their extension. */
function modulesIn(dir: string): string[] {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => `${dir}/${e.name.replace(/\.tsx?$/, '')}`);
}

function modulesUnder(dir: string): string[] {
  const absolute = path.join(root, dir);
  const folders = fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `${dir}/${e.name}`);
  return [...modulesIn(dir), ...folders.flatMap(modulesUnder)];
}

/** `app/x/y` as the `~/x/y` alias the app imports it by. */
const alias = (module: string) => module.replace(/^app\//, '~/');

const features = fs
  .readdirSync(path.join(root, 'app/features'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'admin')
  .map((e) => `app/features/${e.name}`)
  .filter((dir) => modulesIn(dir).some((m) => !m.endsWith('.server')));
const [featureA, featureB] = features;
const browserModule = (dir: string) => modulesIn(dir).find((m) => !m.endsWith('.server'))!;
const fileOfA = browserModule(featureA);
const fileOfB = browserModule(featureB);
const serverModuleOfApp = modulesUnder('app/features').find((m) => m.endsWith('.server'))!;
const component = modulesUnder('app/components')[0];
const libModule = modulesUnder('app/lib')[0];
const route = modulesIn('app/routes')[0];

let eslint: ESLint;
beforeAll(() => {
  // only the boundary rule is under test (the cycle check walks the whole import graph, seconds per file); an
  // import that does not resolve is never checked by it, so every probe must resolve for a pass to mean anything
  eslint = new ESLint({
    cwd: root,
    overrideConfig: { rules: { 'import-x/no-cycle': 'off', 'import-x/no-unresolved': 'error' } },
  });
});

/** The boundary rule's complaints about `code` linted as if it were the file `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  expect(result.messages.filter((m) => m.ruleId === 'import-x/no-unresolved')).toEqual([]);
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const importAll = (from: string) => `import * as imported from '${from}';\nexport default imported;\n`;
const importType = (from: string) =>
  `import type { Anything } from '${from}';\nexport type Probe = Anything;\n`;

describe('lint boundaries', () => {
  it('finds what it probes with', () => {
    expect(features.length).toBeGreaterThanOrEqual(2);
    for (const module of [fileOfA, fileOfB, serverModuleOfApp, component, libModule, route])
      expect(module).toBeTruthy();
  });

  const OTHER_FEATURE = /A feature imports only app\/components, app\/lib, domain and itself/;
  const ROUTE = /A feature never imports a route/;
  const KIT = /app\/components and app\/lib import no feature and no route/;
  const SERVER = /Browser code imports nothing from server\//;

  it.each([
    ['a feature imports another feature', `${featureA}/probe.tsx`, importAll(alias(fileOfB)), OTHER_FEATURE],
    [
      'a feature imports another by a relative path',
      `${featureA}/probe.tsx`,
      importAll(`../${path.basename(featureB)}/${path.basename(fileOfB)}`),
      OTHER_FEATURE,
    ],
    [
      "a seller's room imports a feature",
      'app/features/admin/orders/probe.tsx',
      importAll(alias(fileOfA)),
      OTHER_FEATURE,
    ],
    ['a feature imports a route', `${featureA}/probe.tsx`, importAll(alias(route)), ROUTE],
    ['a feature imports the root route', `${featureA}/probe.tsx`, importAll('~/root'), ROUTE],
    ['a component imports a feature', 'app/components/ui/probe.tsx', importAll(alias(fileOfA)), KIT],
    ['a component imports a route', 'app/components/ui/probe.tsx', importAll(alias(route)), KIT],
    ['app/lib imports a feature', 'app/lib/probe.ts', importAll(alias(fileOfA)), KIT],
    [
      'a browser file imports a server value',
      `${featureA}/probe.tsx`,
      importAll('../../../server/app'),
      SERVER,
    ],
    [
      'a browser file imports a server type',
      `${featureA}/probe.tsx`,
      importType('../../../server/app'),
      SERVER,
    ],
    ['a route imports a server type', 'app/routes/probe.tsx', importType('../../server/app'), SERVER],
    [
      'a component imports a server type',
      'app/components/ui/probe.tsx',
      importType('../../../server/app'),
      SERVER,
    ],
  ])('fails when %s', async (_case, file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['a feature imports itself', `${featureA}/probe.tsx`, importAll(alias(fileOfA))],
    ['a feature imports a component', `${featureA}/probe.tsx`, importAll(alias(component))],
    ['a feature imports app/lib', `${featureA}/probe.tsx`, importAll(alias(libModule))],
    ['a feature imports domain/', `${featureA}/probe.tsx`, importAll('../../../domain/pricing')],
    [
      "a seller's room imports a component",
      'app/features/admin/orders/probe.tsx',
      importAll(alias(component)),
    ],
    ['a component imports app/lib', 'app/components/ui/probe.tsx', importAll(alias(libModule))],
    ['a route imports a feature', 'app/routes/probe.tsx', importAll(alias(fileOfA))],
    [
      "a route imports a feature's .server module",
      'app/routes/probe.tsx',
      importAll(alias(serverModuleOfApp)),
    ],
    ['a .server.ts module imports server/', `${featureA}/probe.server.ts`, importAll('../../../server/app')],
    [
      'a .server.tsx module imports a server type',
      'app/routes/probe.server.tsx',
      importType('../../server/app'),
    ],
    ['the server entry imports server/', 'app/entry.server.tsx', importAll('../server/app')],
    ["React Router's load context names a server type", 'app/load-context.ts', importType('../server/app')],
  ])('passes when %s', async (_case, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
