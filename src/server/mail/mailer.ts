import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };

/** Where mail goes. Faked at this boundary: without SMTP_URL mails become .eml files in DATA_DIR/outbox. */
export interface Mailer {
  deliver(message: MailMessage): Promise<void>;
}

/** How long one delivery may wait on the SMTP server (milliseconds): a silent server fails, it never stalls the worker. */
export type SmtpTimeouts = { connectionTimeout: number; greetingTimeout: number; socketTimeout: number };
export const defaultSmtpTimeouts: SmtpTimeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function smtpMailer(url: string, from: string, timeouts: SmtpTimeouts = defaultSmtpTimeouts): Mailer {
  const transport = nodemailer.createTransport({ url, ...timeouts, dnsTimeout: timeouts.connectionTimeout });
  return {
    async deliver(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function outboxMailer(dir: string, from: string): Mailer {
  mkdirSync(dir, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    async deliver(message) {
      const info = await transport.sendMail({ from, ...message });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      counter += 1;
      const file = path.join(dir, `${stamp}-${process.pid}-${counter}.eml`);
      await writeFile(file, info.message as Buffer);
    },
  };
}
