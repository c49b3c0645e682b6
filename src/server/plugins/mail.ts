import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Mailer, outboxMailer, smtpMailer } from '#server/mail/mailer.ts';
import { type MailWorker, startMailWorker } from '#server/mail/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailWorker;
  }
}

export type MailPluginOptions = {
  /** Where mail goes instead of the configured SMTP server or the outbox folder (tests record it). */
  mailer?: Mailer | undefined;
};

/** `app.mail`: the worker that delivers the mail queue (mail/queue.ts), stopped with the app. */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: MailPluginOptions) => {
    const { mail: mailConfig, dataDir } = app.config;
    const mailer =
      opts.mailer ??
      (mailConfig.smtpUrl ? smtpMailer(mailConfig.smtpUrl, mailConfig.from) : outboxMailer(path.join(dataDir, 'outbox'), mailConfig.from));
    const mail = startMailWorker(app.db, mailer, app.log);
    app.decorate('mail', mail);
    app.addHook('onClose', () => mail.stop());
  },
  { name: 'mail', dependencies: ['database'], decorators: { fastify: ['config'] } },
);
