import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { can, type Permission } from '../../../domain/permissions';

/**
 * Loaders run in parallel, so the layout's seller check guards no child route: every loader and action of the
 * seller's area checks the seller itself. This walks the area's route modules and fails on one that does not.
 */
/** The pages a staff member uses before they are logged in: the login, its second step, an invitation's page. */
const BEFORE_LOGIN = ['login.tsx', 'login-two-step.tsx', 'join.tsx'];
const dir = path.dirname(new URL(import.meta.url).pathname);
const modules = readdirSync(dir).filter(
  (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !BEFORE_LOGIN.includes(f),
);

describe("the seller area's route modules", () => {
  it.each(modules)('%s checks the seller in each loader and action', (file) => {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const fn of ['loader', 'action'] as const) {
      const start = source.indexOf(`export async function ${fn}(`);
      if (start === -1) continue;
      const next = source.indexOf('\nexport ', start + 1);
      const body = source.slice(start, next === -1 ? undefined : next);
      const check = /await requirePermission\(request, context, '([a-z]+:[a-z]+)'(?:, \{[^}]*\})?\)/.exec(
        body,
      );
      expect(check, `${file} ${fn}`).not.toBeNull();
      // a permission of the seller's area: a customer (and a guest) is refused it
      expect(can({ role: 'customer' }, check![1] as Permission), `${file} ${fn}`).toBe(false);
      expect(can({ role: 'owner' }, check![1] as Permission), `${file} ${fn}`).toBe(true);
    }
    expect(source, `${file} has a loader`).toMatch(/export async function loader\(/);
  });
});
