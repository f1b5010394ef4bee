import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { isAnonymisedEmail } from '../../../domain/customers';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe on marketing mail). */
  headers?: Record<string, string>;
  /** Inline pictures are referenced from the HTML as cid:{cid}. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** The From address, or a function read at each send (the shop's address may be settled after start). */
  from: string | (() => string);
  /** smtp:// or smtps:// URL; without it messages are written to `outboxDir` as .eml files. */
  smtpUrl?: string;
  outboxDir: string;
  logger: Logger;
}

export function createMailer(options: MailerOptions): Mailer {
  const mailer = createTransportMailer(options);
  return {
    // a deleted customer's placeholder address receives nothing, whichever job still had it in hand
    async send(message) {
      if (isAnonymisedEmail(message.to)) {
        options.logger.info({ subject: message.subject }, 'mail to a deleted customer not sent');
        return;
      }
      await mailer.send(message);
    },
    close: () => mailer.close(),
  };
}

function createTransportMailer({ from: fromOption, smtpUrl, outboxDir, logger }: MailerOptions): Mailer {
  const from = () => (typeof fromOption === 'function' ? fromOption() : fromOption);
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: from(), ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: from(), ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
