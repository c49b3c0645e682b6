import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { lockTransactionOn } from '#server/db/locks.ts';
import { mailQueue } from '#server/db/schema.ts';
import type { MailMessage, Mailer } from '#server/mail/mailer.ts';

/** A mail not sent after this many attempts has given up: it no longer counts as pending (/healthz). */
export const maxAttempts = 8;
/** A claimed mail is someone's for this long; a worker that died mid-send leaves it to be retried after (seconds). */
const claimSeconds = 300;
/** One delivery may take this long at most, whatever the mailer does (below the claim, so no double send). */
const deliveryTimeoutMs = 120_000;
/** Sent mails, and mails that gave up, stay this long in the queue (decision 012), then the worker deletes them. */
export const keepMailDays = 7;
const purgeEveryMs = 10 * 60_000;

/**
 * At most this many limited mails (unpaid public forms) to one family address per rolling window,
 * counted in the database so every instance agrees (issue 10 item 11, decision 013). Beyond it the record is
 * still saved; only the mail is not queued.
 */
export const familyMailLimit = { count: 10, hours: 24 } as const;

/** The record a mail is about: deleting that record deletes its mails (issue 10 item 9). */
export type MailRefKind =
  | 'campus_registration'
  | 'campus_waitlist'
  | 'contact_message'
  | 'club_registration'
  | 'school_registration'
  | 'order';
export const mailRef = (kind: MailRefKind, id: number) => `${kind}:${id}`;

/**
 * A mail carrying a link that opens something by itself (a volunteer's invitation or password link, a family's
 * sign-in link): its text is emptied once sent, so the queue's sent mails (kept 7 days) and the nightly backups
 * never hold a live token (review of issue 15; the tables keep only the tokens' hashes).
 */
export const signInLinkRef = 'sign-in-link';
const sentSignInLinkText = '(enllaç d’accés retirat un cop enviat)';

/**
 * Any other link whose address's fragment carries a token (`…#oferta=<token>`: a waiting-list offer, decline or
 * leave link; decision 180) is cut out of the text once sent, the rest of the mail kept (issue 22 finding 5: a
 * leave link copied from a backup removed a family from the list). A PostgreSQL regular expression: a URL, then
 * `#name=` and a token of 20 or more URL-safe characters.
 */
export const linkWithTokenPattern = 'https?://[^[:space:]#]*#[a-z]+=[A-Za-z0-9_-]{20,}';
export const sentLinkText = '(enllaç retirat un cop enviat)';

export type QueuedMail = MailMessage & {
  ref?: string | undefined;
  /**
   * Caused by an unpaid public form (a free sign-up, a club or school registration) to an address a visitor typed:
   * counted and limited per recipient. Mails about a paid record (a paid sign-up, an order, a refund) are neither
   * limited nor counted, so nobody can use up a paying family's share (decision 013).
   */
  limited?: boolean | undefined;
};

/**
 * Queues a mail in the same transaction as the write it belongs to; a worker sends it (DESIGN rule 7).
 * False when a limited mail's address has had its share already (the mail is dropped, the caller carries on).
 */
export async function queueMail(db: DbOrTx, mail: QueuedMail): Promise<boolean> {
  const { limited, ref, ...message } = mail;
  if (limited) {
    // Two sign-ups to one address at once count one after the other (until the transaction ends).
    await lockTransactionOn(db, 'mailRecipient', message.to);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.limited, true),
          sql`lower(${mailQueue.to}) = lower(${message.to})`,
          sql`${mailQueue.createdAt} > now() - make_interval(hours => ${familyMailLimit.hours})`,
        ),
      );
    if (Number(row?.n ?? 0) >= familyMailLimit.count) return false;
  }
  await db.insert(mailQueue).values({ ...message, ref: ref ?? null, limited: Boolean(limited) });
  return true;
}

/** Deletes every mail about a record, sent or not (the record's personal data goes with it). */
export async function deleteMailsAbout(db: DbOrTx, refs: string[]): Promise<void> {
  if (refs.length > 0) await db.delete(mailQueue).where(inArray(mailQueue.ref, refs));
}

/** Sent mails older than keepMailDays, and mails that gave up keepMailDays after their last attempt. */
export async function purgeOldMails(db: DbOrTx): Promise<void> {
  const before = sql`now() - make_interval(days => ${keepMailDays})`;
  await db
    .delete(mailQueue)
    .where(
      or(
        lt(mailQueue.sentAt, before),
        and(isNull(mailQueue.sentAt), sql`${mailQueue.attempts} >= ${maxAttempts}`, lt(mailQueue.lastAttemptAt, before)),
      ),
    );
}

export type MailWorker = {
  /** Sends what is due now; resolves when done. Safe to call from several instances at once. */
  flush: () => Promise<number>;
  /** Asks for a flush soon, without waiting for it. */
  kick: () => void;
  stop: () => Promise<void>;
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`mail delivery timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Delivers outside any transaction (issue 10 item 14): a mail is claimed by one conditional update (committed at
 * once), sent with timeouts while no row or lock is held, then marked sent or failed. A worker that dies while
 * sending leaves a claim that lapses after claimSeconds; the mail is then retried (at least once, never lost).
 */
export function startMailWorker(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  intervalMs = 10_000,
  opts: { deliveryTimeoutMs?: number } = {},
): MailWorker {
  let running: Promise<number> | undefined;
  let stopped = false;
  let lastPurge = 0;

  async function claimNext() {
    const due = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(
        and(
          isNull(mailQueue.sentAt),
          lte(mailQueue.nextAttemptAt, sql`now()`),
          lt(mailQueue.attempts, maxAttempts),
          or(isNull(mailQueue.claimedUntil), lt(mailQueue.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailQueue.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(mailQueue)
      .set({
        claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
        attempts: sql`${mailQueue.attempts} + 1`,
        lastAttemptAt: sql`now()`,
      })
      .where(inArray(mailQueue.id, due))
      .returning({
        id: mailQueue.id,
        to: mailQueue.to,
        subject: mailQueue.subject,
        text: mailQueue.text,
        locale: mailQueue.locale,
        attempts: mailQueue.attempts,
      });
    return row;
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    if (Date.now() - lastPurge > purgeEveryMs) {
      lastPurge = Date.now();
      await purgeOldMails(db);
    }
    while (!stopped) {
      const row = await claimNext();
      if (!row) break;
      try {
        await withTimeout(
          mailer.deliver({ to: row.to, subject: row.subject, text: row.text, locale: row.locale }),
          opts.deliveryTimeoutMs ?? deliveryTimeoutMs,
        );
        await db
          .update(mailQueue)
          .set({
            sentAt: sql`now()`,
            claimedUntil: null,
            lastError: null,
            text: sql`case when ${mailQueue.ref} = ${signInLinkRef} then ${sentSignInLinkText}
              else regexp_replace(${mailQueue.text}, ${linkWithTokenPattern}, ${sentLinkText}, 'g') end`,
          })
          .where(eq(mailQueue.id, row.id));
        sent += 1;
      } catch (err) {
        const delaySeconds = Math.min(3600, 30 * 2 ** row.attempts);
        // The recipient and the text stay out of the log (issue 10 item 8): the id finds the row.
        log.warn({ mailId: row.id, attempts: row.attempts, err }, 'mail delivery failed; will retry');
        await db
          .update(mailQueue)
          .set({
            claimedUntil: null,
            lastError: String((err as Error).message).slice(0, 500),
            nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
          })
          .where(eq(mailQueue.id, row.id));
      }
    }
    return sent;
  }

  // A flush asked for while a turn runs waits for one more turn after it: the running turn may have looked for due
  // mails before the caller's mail was committed, and returning it alone would leave that mail for the next timer.
  let next: Promise<number> | undefined;
  const flush = (): Promise<number> => {
    if (running) {
      next ??= running.then(() => {
        next = undefined;
        return flush();
      });
      return next;
    }
    running = sendDue()
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
      // A delivery in flight may wait on a silent server: do not hold the shutdown for it (its claim lapses and
      // the mail is retried by the next start).
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (grace = setTimeout(resolve, 5_000)))]);
      clearTimeout(grace);
    },
  };
}
