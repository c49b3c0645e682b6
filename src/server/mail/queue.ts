import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { mailQueue } from '#server/db/schema.ts';
import type { MailMessage, Mailer } from '#server/mail/mailer.ts';

const maxAttempts = 8;

/** Queues a mail in the same transaction as the write it belongs to; a worker sends it (DESIGN rule 7). */
export async function queueMail(db: DbOrTx, message: MailMessage): Promise<void> {
  await db.insert(mailQueue).values(message);
}

export type MailWorker = {
  /** Sends what is due now; resolves when done. Safe to call from several instances at once. */
  flush: () => Promise<number>;
  /** Asks for a flush soon, without waiting for it. */
  kick: () => void;
  stop: () => Promise<void>;
};

export function startMailWorker(db: Db, mailer: Mailer, log: FastifyBaseLogger, intervalMs = 10_000): MailWorker {
  let running: Promise<number> | undefined;
  let stopped = false;

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(mailQueue)
          .where(and(isNull(mailQueue.sentAt), lte(mailQueue.nextAttemptAt, sql`now()`), lte(mailQueue.attempts, maxAttempts)))
          .orderBy(asc(mailQueue.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return false;
        try {
          await mailer.deliver({ to: row.to, subject: row.subject, text: row.text });
          await tx.update(mailQueue).set({ sentAt: new Date(), attempts: row.attempts + 1 }).where(eq(mailQueue.id, row.id));
          sent += 1;
        } catch (err) {
          const attempts = row.attempts + 1;
          const delaySeconds = Math.min(3600, 30 * 2 ** attempts);
          log.warn({ mailId: row.id, attempts, err: (err as Error).message }, 'mail delivery failed; will retry');
          await tx
            .update(mailQueue)
            .set({
              attempts,
              lastError: String((err as Error).message).slice(0, 500),
              nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
            })
            .where(eq(mailQueue.id, row.id));
        }
        return true;
      });
      if (!done || stopped) return sent;
    }
  }

  const flush = () => {
    running ??= sendDue()
      .catch((err) => {
        log.error({ err }, 'mail worker failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();
  return {
    flush,
    kick: () => {
      if (!stopped) setImmediate(() => void flush());
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
