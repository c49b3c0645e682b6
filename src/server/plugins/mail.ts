import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { familyMailer, type Mailer, outboxMailer, smtpMailer } from '#server/mail/mailer.ts';
import { type MailWorker, startMailWorker } from '#server/mail/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailWorker;
  }
}

/**
 * `app.mail`: the worker that delivers the mail queue (mail/queue.ts), stopped with the app. It sends through
 * `opts.mailer` if given (tests record mail), else the configured SMTP server, else the outbox folder; a family's
 * mail gets Reply-To the club and the club's footer on the way (familyMailer).
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { mailer?: Mailer | undefined }) => {
    const { mail: mailConfig, dataDir, publicUrl } = app.config;
    const transport =
      opts.mailer ??
      (mailConfig.smtpUrl ? smtpMailer(mailConfig.smtpUrl, mailConfig.from) : outboxMailer(path.join(dataDir, 'outbox'), mailConfig.from));
    const mailer = familyMailer(transport, { clubEmail: mailConfig.clubEmail, publicUrl });
    const mail = startMailWorker(app.db, mailer, app.log);
    app.decorate('mail', mail);
    app.addHook('onClose', () => mail.stop());
  },
  { name: 'mail', dependencies: ['database'], decorators: { fastify: ['config'] } },
);
