// A real SMTP server for the browser tests: every message it receives is written to MAIL_SINK_DIR as JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = process.env.MAIL_SINK_DIR ?? '.cache/e2e-mail';
const port = Number(process.env.MAIL_SINK_PORT ?? 2525);
mkdirSync(dir, { recursive: true });
let n = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address);
      const file = path.join(dir, `${Date.now()}-${++n}.json`);
      writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
