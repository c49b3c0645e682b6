import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { checkoutAbandonments, checkouts } from '#server/db/schema.ts';
import { contestedMinutes, intentCheckMinutes, type PaymentDeps, releaseCheckout } from '#server/features/payments/checkouts.ts';
import { type FinalizeResult, finalizePayment } from '#server/features/payments/finalize.ts';
import { attentionStatus, refundingStatus } from '#server/features/payments/refunds.ts';
import { checkoutHandler } from '#server/features/payments/handlers.ts';

/**
 * The payments' part of the sweep: checkouts whose reservation ran out, un-held ones outsold, old unpaid details,
 * old abandonments. A turn of the sweep (features/sweep/turn.ts) runs them with the other features' parts.
 */

/** When a sweep turn stops handling rows (ms since the epoch); what is left waits for the next turn. */
export type Deadline = number;
const noDeadline: Deadline = Number.POSITIVE_INFINITY;

/**
 * Settles one checkout of the sweep, catching what it throws: a row that cannot be settled (finalizing its paid
 * intent or releasing it throws — e.g. a paid campus checkout whose campus was deleted) is set aside as
 * 'attention' and logged for the club (ids only, never personal data), so it cannot stop every later turn.
 */
async function settleRow(deps: PaymentDeps, checkoutId: string, intentId: string | null, settle: () => Promise<boolean>) {
  try {
    return await settle();
  } catch (err) {
    deps.log.error({ err, checkoutId, intentId }, 'sweep could not settle a checkout: set aside for the club (status attention)');
    await deps.db
      .update(checkouts)
      .set({ status: attentionStatus })
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'reserved')))
      .catch((e) => deps.log.error({ err: e, checkoutId }, 'could not set a checkout aside'));
    return false;
  }
}

/**
 * A checkout about to be released whose payment in fact succeeded (its browser report and webhook lost, e.g. to a
 * crash between charge and order) is finalized instead: the family paid. Undefined when it has no intent, the
 * intent did not succeed, or the provider cannot say (the checkout is then released).
 */
async function finalizeIfPaid(deps: PaymentDeps, intentId: string | null): Promise<FinalizeResult | undefined> {
  if (!intentId) return undefined;
  const intent = await deps.payments.retrieveIntent(intentId).catch(() => undefined);
  return intent?.status === 'succeeded' ? finalizePayment(deps, intentId) : undefined;
}

/**
 * Settles every reservation past its expiry (only the periodic sweep calls this: a read never writes), those that
 * hold something first (a flood of un-held checkouts cannot delay giving back held stock), until `deadline`. A
 * payment that in fact succeeded — its browser report and webhook lost, e.g. to a crash between charge and order —
 * is finalized, never released: the family paid, so they get their order and the stock stays sold. Any other
 * reservation is released as abandoned (its resources become contested, decision 106) and its intent canceled, so
 * a late payment is refused by the provider instead of selling stock that went back on sale.
 */
export async function releaseExpiredCheckouts(deps: PaymentDeps, limit = 200, deadline: Deadline = noDeadline): Promise<number> {
  const due = await deps.db
    .select({ id: checkouts.id, paymentIntentId: checkouts.paymentIntentId })
    .from(checkouts)
    .where(and(eq(checkouts.status, 'reserved'), lt(checkouts.expiresAt, sql`now()`)))
    .orderBy(desc(checkouts.held), asc(checkouts.expiresAt))
    .limit(limit);
  let released = 0;
  for (const row of due) {
    if (Date.now() > deadline) break;
    const intentId = row.paymentIntentId;
    const done = await settleRow(deps, row.id, intentId, async () => {
      const result = await finalizeIfPaid(deps, intentId);
      if (!result) return releaseCheckout(deps, row.id, { abandoned: true });
      // Paid but not finalizable (its amount does not match): it would come first again every turn.
      if (!result.ok && result.reason === 'amount_mismatch') throw new Error('paid checkout whose amount does not match');
      deps.log.warn({ intentId, checkoutId: row.id, ok: result.ok }, 'expired checkout had a succeeded payment: finalized');
      return false;
    });
    if (!done) continue;
    released += 1;
    if (intentId) {
      deps.payments.cancelIntent(intentId).catch((err) => deps.log.warn({ err, intentId }, 'could not cancel an expired intent'));
    }
  }
  if (released > 0) deps.log.info({ released }, 'expired checkout reservations released');
  return released;
}
/**
 * Un-held checkouts (contested resources, decision 106) whose stock or place someone else has paid for meanwhile:
 * released and their intents canceled, so the family's card form says to start again instead of charging them for
 * a unit that is gone. One whose payment in fact succeeded is finalized (flagged for the club if short).
 */
export async function releaseOutsoldCheckouts(deps: PaymentDeps, limit = 200, deadline: Deadline = noDeadline): Promise<number> {
  const open = await deps.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.status, 'reserved'), eq(checkouts.held, false), gt(checkouts.expiresAt, sql`now()`)))
    .orderBy(asc(checkouts.createdAt))
    .limit(limit);
  let released = 0;
  for (const row of open) {
    if (Date.now() > deadline) break;
    const intentId = row.paymentIntentId;
    const done = await settleRow(deps, row.id, intentId, async () => {
      const handler = checkoutHandler(row.kind);
      if (!handler?.stillAvailable || (await handler.stillAvailable(deps.db, row))) return false;
      if (await finalizeIfPaid(deps, intentId)) return false;
      return releaseCheckout(deps, row.id);
    });
    if (!done) continue;
    released += 1;
    if (intentId) {
      deps.payments.cancelIntent(intentId).catch((err) => deps.log.warn({ err, intentId }, 'could not cancel an outsold intent'));
    }
  }
  return released;
}

/** The checkout's intent asked about again at a later turn (the provider could not say, or the payment is still moving). */
async function askLater(deps: Pick<PaymentDeps, 'db'>, checkoutId: string, status?: string) {
  await deps.db
    .update(checkouts)
    .set({ intentCheckAt: sql`now() + make_interval(mins => ${intentCheckMinutes})`, ...(status ? { status } : {}) })
    .where(eq(checkouts.id, checkoutId));
}

/**
 * Released checkouts whose card form may still have paid, and automatic refunds a process did not finish (issue 22
 * finding 2): the provider is asked about each once it is due (`intent_check_at`). Succeeded → finalizePayment,
 * which stores the record (a lapsed reservation's rules: flagged for the club if short) or, when it cannot be
 * stored, refunds it — so no succeeded payment ends with neither a record nor a refund. Canceled → nothing more to
 * ask. Still payable → canceled, asked again at a later turn; processing or unreachable → asked again later. A paid
 * amount that matches nothing is set aside ('attention'). Returns how many were settled.
 */
export async function settleReleasedIntents(deps: PaymentDeps, limit = 50, deadline: Deadline = noDeadline): Promise<number> {
  const due = await deps.db
    .select({ id: checkouts.id, paymentIntentId: checkouts.paymentIntentId })
    .from(checkouts)
    .where(and(lt(checkouts.intentCheckAt, sql`now()`), inArray(checkouts.status, ['released', refundingStatus])))
    .orderBy(asc(checkouts.intentCheckAt))
    .limit(limit);
  let settled = 0;
  for (const row of due) {
    if (Date.now() > deadline) break;
    const intentId = row.paymentIntentId;
    const done = () => deps.db.update(checkouts).set({ intentCheckAt: null }).where(eq(checkouts.id, row.id));
    try {
      const intent = intentId ? await deps.payments.retrieveIntent(intentId).catch(() => 'unreachable' as const) : undefined;
      if (intent === 'unreachable') {
        await askLater(deps, row.id);
        continue;
      }
      if (!intent || intent.status === 'canceled') {
        await done();
        settled += 1;
        continue;
      }
      if (intent.status === 'succeeded') {
        const result = await finalizePayment(deps, intent.id);
        deps.log.warn({ intentId, checkoutId: row.id, ok: result.ok, reason: result.ok ? undefined : result.reason }, 'released checkout had a succeeded payment');
        if (!result.ok && result.reason === 'amount_mismatch') await deps.db.update(checkouts).set({ status: attentionStatus, intentCheckAt: null }).where(eq(checkouts.id, row.id));
        settled += 1;
        continue;
      }
      // Its card form could still pay it: stopped now; a later turn sees it canceled (or, paid meanwhile, succeeded).
      if (intent.status !== 'processing') await deps.payments.cancelIntent(intent.id);
      await askLater(deps, row.id);
    } catch (err) {
      deps.log.error({ err, checkoutId: row.id, intentId }, 'could not settle a released checkout’s payment: asked again later');
      await askLater(deps, row.id).catch(() => {});
    }
  }
  return settled;
}

/** How long a checkout that ended unpaid keeps the family's details (a late payment may still need them). */
export const unpaidDetailsDays = 7;

/**
 * Checkouts that ended unpaid (released) more than `unpaidDetailsDays` ago lose the personal data they copied from
 * the form (customer name, e-mail, phone, campus sign-up data; issue 10 item 9): their intent is canceled first, so
 * a payment can no longer arrive for them; amount, status and intent id stay for the accounts.
 */
export async function purgeUnpaidCheckoutDetails(deps: PaymentDeps, limit = 200, deadline: Deadline = noDeadline): Promise<number> {
  const old = await deps.db
    .select({ id: checkouts.id, paymentIntentId: checkouts.paymentIntentId })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.status, 'released'),
        lt(checkouts.expiresAt, sql`now() - make_interval(days => ${unpaidDetailsDays})`),
        sql`(${checkouts.customerName} is not null or ${checkouts.customerEmail} is not null
          or ${checkouts.customerPhone} is not null or ${checkouts.registrationData} is not null)`,
      ),
    )
    .limit(limit);
  let purged = 0;
  for (const row of old) {
    if (Date.now() > deadline) break;
    if (row.paymentIntentId) {
      const intent = await deps.payments.retrieveIntent(row.paymentIntentId).catch(() => 'unreachable' as const);
      // The provider cannot say, or the payment did go through (finalized by the expiry path): never erased here.
      if (intent === 'unreachable' || intent?.status === 'succeeded') continue;
      if (intent && intent.status !== 'canceled') {
        const canceled = await deps.payments.cancelIntent(row.paymentIntentId).then(
          () => true,
          (err) => {
            deps.log.warn({ err, intentId: row.paymentIntentId }, 'could not cancel an old unpaid intent');
            return false;
          },
        );
        if (!canceled) continue;
      }
    }
    const done = await deps.db
      .update(checkouts)
      .set({ customerName: null, customerEmail: null, customerPhone: null, registrationData: null, lines: [] })
      .where(and(eq(checkouts.id, row.id), eq(checkouts.status, 'released')))
      .returning({ id: checkouts.id });
    purged += done.length;
  }
  return purged;
}

/** Abandonments older than the contested window (decision 106): their resources are no longer contested. */
export async function purgeOldAbandonments(deps: Pick<PaymentDeps, 'db'>): Promise<void> {
  await deps.db
    .delete(checkoutAbandonments)
    .where(lt(checkoutAbandonments.at, sql`now() - make_interval(mins => ${contestedMinutes})`));
}
