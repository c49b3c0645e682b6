import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { club } from '#shared/club.ts';
import { baseLocale, type Locale, localizePath } from '#shared/locales.ts';
import { paths } from '#shared/routes.ts';
import { familyTexts } from '#server/mail/i18n/family.ts';

/** `locale`: the language of a family's mail (its footer is written in it); absent, Catalan. Never sent as such. */
export type MailMessage = { to: string; subject: string; text: string; replyTo?: string | undefined; locale?: Locale | undefined };

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

/** Where a family's answer goes and what its mails end with: the club's address (CLUB_EMAIL) and the site (PUBLIC_URL). */
export type FamilyMailSettings = { clubEmail: string; publicUrl: string };

/**
 * The footer of every e-mail to a family, in its language: the pavilion's address, opening hours, phone, e-mail and
 * the privacy notice in the same language (/privacitat, /es/privacitat, /fr/privacitat).
 */
export function familyMailFooter({ clubEmail, publicUrl }: FamilyMailSettings, locale: Locale = baseLocale): string {
  const t = familyTexts[locale].footer;
  return [
    '-- ',
    `${club.fullName} · ${club.address}`,
    t.openingHours,
    t.phoneAndMail(club.phone, clubEmail),
    t.privacy(`${publicUrl}${localizePath(paths.privacy, locale)}`),
  ].join('\n');
}

/**
 * Every mail not addressed to the club goes to a family (the club's notices are the only mails to CLUB_EMAIL): it
 * gets Reply-To the club and the club's footer, here, once for every kind of mail (decision 173). Notices to the
 * club pass unchanged.
 */
export function familyMailer(inner: Mailer, settings: FamilyMailSettings): Mailer {
  const clubAddress = settings.clubEmail.trim().toLowerCase();
  return {
    deliver({ locale, ...message }) {
      // The club's notices are Catalan, whatever language the family used (decision 177).
      if (message.to.trim().toLowerCase() === clubAddress) return inner.deliver(message);
      const footer = familyMailFooter(settings, locale);
      return inner.deliver({ ...message, replyTo: settings.clubEmail, text: `${message.text}\n\n${footer}` });
    },
  };
}
