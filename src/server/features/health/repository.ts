import { and, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailQueue } from '#server/db/schema.ts';
import { maxAttempts } from '#server/mail/queue.ts';

export type MailQueueDepth = { pending: number; oldestPendingAgeSeconds: number | null };

/**
 * Mails not sent yet and still being tried (a mail that gave up is not pending: it will never leave on its own), and
 * how long the oldest has waited, by the database's clock (the one that stamped it). Counts only: no address, no subject.
 */
export async function mailQueueDepth(db: Db): Promise<MailQueueDepth> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      oldest: sql<number | null>`floor(extract(epoch from now() - min(${mailQueue.createdAt})))::int`,
    })
    .from(mailQueue)
    .where(and(isNull(mailQueue.sentAt), lt(mailQueue.attempts, maxAttempts)));
  return { pending: Number(row?.pending ?? 0), oldestPendingAgeSeconds: row?.oldest ?? null };
}
