import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server (on a free local port unless given one) that keeps every message it receives. */
export async function startSmtpServer(
  options: {
    port?: number;
    onMessage?: (mail: ReceivedMail) => void;
    /** A mail this answers true for is neither kept nor answered: a server that hangs mid-send. */
    hold?: (mail: ReceivedMail) => boolean;
  } = {},
) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        if (options.hold?.(mail)) return;
        messages.push(mail);
        options.onMessage?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header's value in a raw mail (folded lines joined). */
export function mailHeader(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** A raw mail's text with quoted-printable undone (soft line breaks, =XX bytes), for reading its body. */
export function decodeMailBody(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  // =XX pairs are UTF-8 bytes: read them back as text (plain ASCII is unchanged)
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A raw mail's subject as its reader sees it: RFC 2047 encoded words (=?UTF-8?Q?…?=, =?UTF-8?B?…?=) decoded. */
export function mailSubject(raw: string): string {
  const value = mailHeader(raw, 'subject') ?? '';
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
