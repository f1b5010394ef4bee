// A real SMTP server for the browser tests: every message it receives is written to MAIL_SINK_DIR as JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpServer } from '../../helpers/smtp';

const dir = process.env.MAIL_SINK_DIR ?? '.cache/e2e-mail';
mkdirSync(dir, { recursive: true });
let n = 0;

const smtp = await startSmtpServer({
  port: Number(process.env.MAIL_SINK_PORT ?? 2525),
  onMessage: (mail) => writeFileSync(path.join(dir, `${Date.now()}-${++n}.json`), JSON.stringify(mail)),
});
process.on('SIGTERM', () => void smtp.close().then(() => process.exit(0)));
