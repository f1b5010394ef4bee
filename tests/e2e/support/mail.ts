import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

export const MAIL_SINK_DIR = '.cache/e2e-mail';

/**
 * The newest message the test SMTP server received for an address (any address: null), or the newest that
 * contains `containing` (waits for it to arrive: order mails are sent by the background job worker, a moment
 * after the payment).
 */
export async function lastMailTo(address: string | null, containing?: string): Promise<string> {
  let raw = '';
  await expect
    .poll(async () => {
      const files = (await readdir(MAIL_SINK_DIR).catch(() => [] as string[])).sort().reverse();
      for (const file of files) {
        const mail = JSON.parse(await readFile(path.join(MAIL_SINK_DIR, file), 'utf8')) as {
          to: string[];
          raw: string;
        };
        const text = mail.raw.replace(/=\r?\n/g, '');
        if ((address === null || mail.to.includes(address)) && (!containing || text.includes(containing))) {
          raw = text;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return raw;
}

/** How many received messages for an address contain `containing`, now (no waiting). */
export async function mailsTo(address: string, containing: string): Promise<number> {
  const files = await readdir(MAIL_SINK_DIR).catch(() => [] as string[]);
  let n = 0;
  for (const file of files) {
    const mail = JSON.parse(await readFile(path.join(MAIL_SINK_DIR, file), 'utf8')) as {
      to: string[];
      raw: string;
    };
    if (mail.to.includes(address) && mail.raw.replace(/=\r?\n/g, '').includes(containing)) n++;
  }
  return n;
}

export function codeIn(raw: string): string {
  const code = /code is (\d{6})/.exec(raw)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}
