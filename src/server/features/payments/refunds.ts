import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { campusWaitlist, checkouts } from '#server/db/schema.ts';
import { intentCheckMinutes, type PaymentDeps } from '#server/features/payments/checkouts.ts';
import type { CheckoutRow, UnstorableReason } from '#server/features/payments/handlers.ts';
import type { PaymentIntent } from '#server/features/payments/provider.ts';
import { familyTexts } from '#server/mail/i18n/family.ts';
import { refundTexts } from '#server/mail/i18n/refunds.ts';
import { type QueuedMail, queueMail } from '#server/mail/queue.ts';
import { isLocale } from '#shared/locales.ts';
import { formatEuros, toCents } from '#shared/money.ts';

/**
 * A succeeded payment that cannot become its record (issue 22 finding 2: two tabs paid one offer; the same child
 * paid twice; the campus deleted while the family paid) is refunded automatically, never left paid with no trace:
 * 'refunding' (committed before the provider is asked, so a process that dies there leaves a row the sweep finds),
 * then 'refunded'; a refund the provider refuses leaves it 'attention' and the club is mailed to act.
 */
export const refundingStatus = 'refunding';
export const refundedStatus = 'refunded';
/**
 * A checkout the sweep could not settle (finalizing its paid intent or releasing it threw), or a payment whose
 * automatic refund was refused: set aside for the club, never picked up by the sweep again. A later webhook or
 * browser report may still finalize it.
 */
export const attentionStatus = 'attention';

export type UnstorableOutcome = { outcome: 'refunded' | 'attention'; why: UnstorableReason } | { outcome: 'paid' };

const reasonText: Record<UnstorableReason, string> = {
  duplicate: 'el que pagava ja estava pagat per un altre pagament (el mateix infant, o l’oferta acceptada des d’una altra finestra)',
  gone: 'el campus o l’entrada de la llista d’espera es va esborrar mentre la família pagava',
};

/** The club's notice: ids and amount only (the record it would have been is not stored). */
function clubNotice(row: CheckoutRow, intentId: string, why: UnstorableReason, refunded: boolean, clubEmail: string) {
  const amount = formatEuros(toCents(row.amount));
  return {
    ref: `checkout:${row.id}`,
    to: clubEmail,
    subject: refunded
      ? `Pagament retornat automàticament (${amount})`
      : `ATENCIÓ: un pagament de ${amount} s’ha de retornar a mà`,
    text: [
      refunded
        ? `Un pagament de ${amount} s’ha retornat automàticament a la targeta: ${reasonText[why]}.`
        : `ATENCIÓ: un pagament de ${amount} no s’ha pogut desar ni retornar automàticament (${reasonText[why]}). Retorneu-lo des del tauler del proveïdor de pagaments.`,
      '',
      `Pagament: ${intentId}`,
      `Tipus: ${row.kind}`,
      `Referència interna: ${row.id}`,
    ].join('\n'),
  };
}

/**
 * Where the family that paid is written: the checkout's own address (a campus sign-up, a shop order), or a
 * waiting-list offer's entry (its checkout carries no personal data). None when it is gone with what it paid for.
 */
async function familyAddressOf(tx: Tx, row: CheckoutRow): Promise<string | null> {
  if (row.customerEmail) return row.customerEmail;
  const entryId = (row.registrationData as { entryId?: unknown } | null)?.entryId;
  if (row.kind !== 'waitlist' || typeof entryId !== 'number') return null;
  const [entry] = await tx.select({ email: campusWaitlist.parentEmail }).from(campusWaitlist).where(eq(campusWaitlist.id, entryId));
  return entry?.email ?? null;
}

/** The family's mail for a refunded payment, in the checkout's language: how much, why, and that nothing is to do. */
function familyNotice(to: string, row: CheckoutRow, why: UnstorableReason): QueuedMail {
  const locale = isLocale(row.locale) ? row.locale : 'ca';
  const t = refundTexts[locale];
  const amount = formatEuros(toCents(row.amount), locale);
  return {
    to,
    locale,
    subject: t.subject(amount),
    text: [familyTexts[locale].hello, '', t.refunded(amount), t.why[why], '', t.delay, t.questions, '', 'CB Llívia'].join('\n'),
  };
}

/** Marks the checkout 'refunding' (once), under its lock; what to do next. */
async function markRefunding(tx: Tx, checkoutId: string, intentId: string, why: UnstorableReason) {
  const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
  if (!row || row.status === 'paid') return { next: 'paid' as const };
  if (row.status === refundedStatus) return { next: 'done' as const, row };
  await tx
    .update(checkouts)
    .set({
      status: refundingStatus,
      paymentIntentId: intentId,
      unstorableReason: row.unstorableReason ?? why,
      intentCheckAt: sql`now() + make_interval(mins => ${intentCheckMinutes})`,
    })
    .where(eq(checkouts.id, checkoutId));
  return { next: 'refund' as const, row: { ...row, unstorableReason: row.unstorableReason ?? why } };
}

/**
 * Refunds a succeeded payment its handler could not store (`UnstorablePayment`): idempotent (the provider's refund
 * is; a checkout already 'refunded' is left as it is; one finalized meanwhile is not touched). The club is mailed
 * either way, the family (in its language) when its money came back; a refused refund leaves the checkout
 * 'attention'.
 */
export async function refundUnstorable(
  deps: Pick<PaymentDeps, 'db' | 'payments' | 'log' | 'mail' | 'config'>,
  checkoutId: string,
  intent: PaymentIntent,
  why: UnstorableReason,
): Promise<UnstorableOutcome> {
  const marked = await deps.db.transaction((tx) => markRefunding(tx, checkoutId, intent.id, why));
  if (marked.next === 'paid') return { outcome: 'paid' };
  const reason = (marked.row.unstorableReason ?? why) as UnstorableReason;
  if (marked.next === 'done') return { outcome: 'refunded', why: reason };
  const clubEmail = deps.config.mail.clubEmail;
  const refused = await deps.payments.refund(intent.id).then(
    () => undefined,
    (err: unknown) => err,
  );
  const status = refused ? attentionStatus : refundedStatus;
  await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(checkouts)
      .set({ status, intentCheckAt: null, ...(refused ? {} : { refundedAt: sql`now()` }) })
      .where(and(eq(checkouts.id, checkoutId), inArray(checkouts.status, [refundingStatus])))
      .returning({ id: checkouts.id });
    if (!moved) return;
    await queueMail(tx, clubNotice(marked.row, intent.id, reason, !refused, clubEmail));
    // The family is told its money came back (a refused refund: the club acts first, and tells it).
    const to = refused ? null : await familyAddressOf(tx, marked.row);
    if (to) await queueMail(tx, familyNotice(to, marked.row, reason));
  });
  deps.mail.kick();
  if (refused) {
    deps.log.error({ err: refused, intentId: intent.id, checkoutId }, 'a payment that cannot be stored could not be refunded: set aside for the club');
    return { outcome: 'attention', why: reason };
  }
  deps.log.warn({ intentId: intent.id, checkoutId, why: reason }, 'a payment that cannot be stored was refunded automatically');
  return { outcome: 'refunded', why: reason };
}
