import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postContact } from '../tests/helpers/api';
import { runShopScript, startShopProcess, type ShopProcess } from '../tests/helpers/shop-process';
import { openDatabase } from './db/client';
import { contactMessages } from './db/schema';

const PORT = 3391;

/**
 * Two processes on one embedded database (a second `npm start`, a CLI command while the shop runs, a deploy that
 * starts the new process before the old one ends): before the folder lock both accepted writes and half of
 * them were gone after a restart. Now the second one is refused and says who holds the database.
 */
describe('one process per embedded database', { timeout: 120_000 }, () => {
  let dataDir: string;
  let shown: string;
  const running: ShopProcess[] = [];
  const start = async (port = PORT) => {
    const shop = await startShopProcess(port, { DATA_DIR: dataDir });
    running.push(shop);
    return shop;
  };
  const inUseBy = (pid: number) =>
    `The embedded database in ${shown} is in use by process ${pid}. Stop it first, or set DATABASE_URL to ` +
    'share PostgreSQL between instances.';
  const contact = (shop: ShopProcess, n: number) =>
    postContact(shop.url, `Message ${n}`).then((res) => res.status);

  beforeAll(async () => {
    // under the working folder, so the message names it as a person would have set it (./…)
    await mkdir(path.join(process.cwd(), '.cache'), { recursive: true });
    dataDir = await mkdtemp(path.join(process.cwd(), '.cache', 'one-process-'));
    shown = `./${path.relative(process.cwd(), dataDir)}`;
  });
  afterAll(async () => {
    for (const shop of running) await shop.kill();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second shop and the writing commands while one runs; no acknowledged write is lost', async () => {
    const first = await start();
    expect([await contact(first, 1), await contact(first, 2)]).toEqual([201, 201]);

    // the second exits at once with the message, on a port of its own, never having opened the folder
    const second = await start(PORT + 1).catch((error: Error) => error);
    expect(second).toBeInstanceOf(Error);
    expect((second as Error).message).toContain('The shop process exited (1)');
    expect((second as Error).message).toContain(inUseBy(first.pid));

    for (const [script, args] of [
      ['server/db/seed/cli.ts', []],
      ['server/seller-create.ts', ['owner@shop.test', 'a-long-owner-password']],
    ] as const) {
      const run = await runShopScript(script, [...args], { DATA_DIR: dataDir });
      expect({ script, code: run.code }).toEqual({ script, code: 1 });
      expect(run.output.trim()).toBe(inUseBy(first.pid));
    }

    // the first is unharmed and still the only writer
    expect([await contact(first, 3), await contact(first, 4)]).toEqual([201, 201]);
    await first.stop();

    // a restart opens the folder at once (the lock went with the graceful stop) …
    const again = await start();
    expect(await contact(again, 5)).toBe(201);
    // … and one killed outright leaves a lock whose holder is gone: taken over at once, not after a timeout
    await again.kill();

    const database = openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await database.db.select({ message: contactMessages.message }).from(contactMessages);
      expect(rows.map((r) => r.message).sort()).toEqual([
        'Message 1',
        'Message 2',
        'Message 3',
        'Message 4',
        'Message 5',
      ]);
    } finally {
      await database.close();
    }
  });
});
