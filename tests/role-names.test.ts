import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../domain/permissions';

/**
 * "No literal role comparison is left outside the permissions module": the source of the app, the server and
 * the domain compares no role name (`role === 'owner'`, `=== 'production'`); they ask can() or isStaff/isOwner.
 */
describe('role names in the code', () => {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const sources = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) return rel.includes('migrations') ? [] : sources(rel);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
    });
  const ROLE_WORD = `'(?:${[...ROLES, 'seller'].join('|')})'`;
  const COMPARISON = new RegExp(`role\\s*[!=]==\\s*'|[!=]==\\s*${ROLE_WORD}|${ROLE_WORD}\\s*[!=]==`);

  it('compares no role name outside domain/permissions.ts', () => {
    const found = ['app', 'server', 'domain']
      .flatMap(sources)
      .filter((file) => file !== path.join('domain', 'permissions.ts'))
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .map((line, i) => ({ line, where: `${file}:${i + 1}` }))
          .filter(({ line }) => COMPARISON.test(line)),
      )
      // not roles: a proof's access ('owner' of the order), a quote's audience, actor and a trade account's
      // viewer ('seller'), a login door ('seller'), the environment ('production')
      .filter(({ line }) => !/(access|audience|actor|viewer|door|NODE_ENV) [!=]==/.test(line))
      .map(({ where, line }) => `${where}: ${line.trim()}`);
    expect(found).toEqual([]);
  });
});
