import { randomUUID } from 'node:crypto';
import { and, arrayOverlaps, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '#server/db/client.ts';
import { lockTransactionOn } from '#server/db/locks.ts';
import { checkoutAbandonments, checkouts } from '#server/db/schema.ts';
import { HttpError } from '#server/http-error.ts';
import { type CheckoutClient, strongKeys } from '#server/features/payments/client.ts';
import { type CheckoutRow, checkoutHandler } from '#server/features/payments/handlers.ts';
import type { PaymentIntent } from '#server/features/payments/provider.ts';
import type { Locale } from '#shared/locales.ts';
import { centsToString } from '#shared/money.ts';
import { defineErrors } from '#shared/errors.ts';

/** How long after a checkout with an intent is released (or starts a refund) the sweep asks the provider about it. */
export const intentCheckMinutes = 2;

/** What the payment services need from the app (a FastifyInstance has it all; tests may pass the app). */
export type PaymentDeps = Pick<FastifyInstance, 'db' | 'payments' | 'log' | 'mail' | 'config'>;

/** How long a checkout holds its stock (or campus place) while the customer pays: a card payment, 3-D Secure included. */
export const reservationMinutes = 9;

/** How long a resource stays contested after a hold on it ended unpaid: new checkouts then do not hold it. */
export const contestedMinutes = 60;

export const paymentMessages = defineErrors('payment', {
  intentFailed: 'Error creant la intenció de pagament',
  minimumAmount: 'L’import mínim d’un pagament amb targeta és de 0,50 €.',
  tooManyFromAddress:
    'Hi ha massa pagaments oberts des d’aquesta connexió. Espereu uns minuts o completeu els que teniu oberts.',
});

export type StartCheckoutInput = {
  kind: string;
  amountCents: number;
  customer?: { name: string; email: string; phone: string } | undefined;
  /** Shop lines (stored as given; the shop handler turns them into order lines). */
  lines?: unknown[];
  campusId?: number | null;
  registrationData?: unknown;
  /** The family's language (decision 177): what it pays for, and its mails, take it. Absent: Catalan. */
  locale?: Locale | undefined;
  /** Who starts it (keys of address, e-mail, browser session); without one, no per-client rule applies. */
  client?: CheckoutClient | undefined;
  /**
   * How many open (reserved, unpaid) checkouts of this kind one client (same browser session or e-mail) may have:
   * starting one more replaces its oldest beyond that (shop 1: a new checkout replaces the one the client left;
   * campus 3: siblings).
   */
  openPerClient?: number;
  /**
   * How many one address may have open: one more is refused (429), nobody's released — families share an address
   * (a registration evening on the club's Wi-Fi, a phone carrier's NAT): shop 10, campus 30.
   */
  openPerAddress?: number;
  /** What it would hold ('size:<id>', 'campus:<id>'): if any had a hold end unpaid lately, it holds nothing. */
  resources?: string[];
  /**
   * Inside the transaction that records the checkout: with `hold`, takes what the checkout holds (stock, a place);
   * without, only checks that it is free (the payment takes it). Throw an HttpError (e.g. 409) to refuse: nothing
   * is recorded and no intent is created.
   */
  reserve?: (tx: Tx, checkoutId: string, opts: { hold: boolean }) => Promise<void>;
};

export type StartedCheckout = { checkoutId: string; intent: PaymentIntent; amountCents: number; expiresAt: Date };

export const checkoutLimitMessages = { tooManyFromAddress: paymentMessages.tooManyFromAddress };

/**
 * Records a checkout and creates its payment intent (shop and campus share this):
 * 1. one transaction: takes an advisory lock per client key (sorted, so two checkouts never deadlock), so one
 *    client's checkouts are counted and replaced one at a time, also across instances; releases what the same
 *    browser or e-mail left open beyond `openPerClient` (a replacement: no abandonment recorded, and the new
 *    checkout keeps the replaced one's expiry, so replacing never renews a hold); refuses with 429 when the address
 *    already has `openPerAddress` open (other families behind the same router keep theirs, decision 106); inserts
 *    the checkout (status 'reserved', `held` unless one of its resources is contested) and runs `reserve`;
 * 2. creates the intent with the checkout id in its metadata and an idempotency key, and cancels the intents of
 *    what this browser replaced;
 * 3. links the intent to the checkout. If the provider fails, the checkout is released (the stock comes back).
 */
export async function startCheckout(deps: Pick<PaymentDeps, 'db' | 'payments' | 'log'>, input: StartCheckoutInput): Promise<StartedCheckout> {
  if (!Number.isInteger(input.amountCents) || input.amountCents < 50) throw new HttpError(400, paymentMessages.minimumAmount);
  const id = randomUUID();
  const resources = input.resources ?? [];
  const { expiresAt, replacedIntents } = await deps.db.transaction(async (tx) => {
    let replaced: Replaced = { intentsToCancel: [], keepExpiry: null };
    if (input.client && input.client.keys.length > 0) {
      for (const key of [...new Set(input.client.keys)].sort()) {
        await lockTransactionOn(tx, 'checkoutClient', key);
      }
      const keep = { client: input.openPerClient ?? 1, address: input.openPerAddress ?? 10 };
      replaced = await replaceClientCheckouts(tx, input.kind, input.client, keep);
    }
    const hold = !(await isContested(tx, resources));
    const fresh = sql`now() + make_interval(mins => ${reservationMinutes})`;
    const [row] = await tx
      .insert(checkouts)
      .values({
        id,
        kind: input.kind,
        status: 'reserved',
        amount: centsToString(input.amountCents),
        customerName: input.customer?.name ?? null,
        customerEmail: input.customer?.email ?? null,
        customerPhone: input.customer?.phone ?? null,
        lines: input.lines ?? [],
        campusId: input.campusId ?? null,
        registrationData: input.registrationData ?? null,
        locale: input.locale,
        expiresAt: replaced.keepExpiry ? sql`least(${fresh}, ${replaced.keepExpiry.toISOString()}::timestamptz)` : fresh,
        held: hold,
        clientKeys: input.client?.keys ?? [],
      })
      .returning({ expiresAt: checkouts.expiresAt });
    await input.reserve?.(tx, id, { hold });
    return { expiresAt: row!.expiresAt, replacedIntents: replaced.intentsToCancel };
  });
  // After the commit: the browser left these (a late payment of one would be refused rather than sell twice).
  for (const intentId of replacedIntents) {
    deps.payments.cancelIntent(intentId).catch((err) => deps.log.warn({ err, intentId }, 'could not cancel a replaced intent'));
  }
  let intent: PaymentIntent;
  try {
    intent = await deps.payments.createIntent({
      amountCents: input.amountCents,
      currency: 'eur',
      metadata: { checkoutId: id, kind: input.kind },
      idempotencyKey: `checkout-${id}`,
    });
  } catch (err) {
    deps.log.error({ err, checkoutId: id }, 'payment provider refused to create an intent');
    await releaseCheckout(deps, id).catch((e) => deps.log.error({ err: e, checkoutId: id }, 'could not release checkout'));
    throw new HttpError(502, paymentMessages.intentFailed);
  }
  await deps.db.update(checkouts).set({ paymentIntentId: intent.id }).where(eq(checkouts.id, id));
  return { checkoutId: id, intent, amountCents: input.amountCents, expiresAt };
}

/** The checkout a payment intent belongs to: by the linked intent id, else by the checkout id in its metadata. */
export async function findCheckoutForIntent(deps: Pick<PaymentDeps, 'db'>, intent: PaymentIntent): Promise<CheckoutRow | undefined> {
  const [linked] = await deps.db.select().from(checkouts).where(eq(checkouts.paymentIntentId, intent.id)).limit(1);
  if (linked) return linked;
  const checkoutId = intent.metadata.checkoutId;
  if (!checkoutId) return undefined;
  const [byMeta] = await deps.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), or(isNull(checkouts.paymentIntentId), eq(checkouts.paymentIntentId, intent.id))))
    .limit(1);
  return byMeta;
}

/** True when one of `resources` had a hold end unpaid in the last `contestedMinutes` minutes. */
export async function isContested(tx: Tx, resources: string[]): Promise<boolean> {
  if (resources.length === 0) return false;
  const [row] = await tx
    .select({ id: checkoutAbandonments.id })
    .from(checkoutAbandonments)
    .where(
      and(
        inArray(checkoutAbandonments.resource, resources),
        gt(checkoutAbandonments.at, sql`now() - make_interval(mins => ${contestedMinutes})`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

type Replaced = { intentsToCancel: string[]; keepExpiry: Date | null };

/**
 * Inside startCheckout's transaction, under the client's locks: the open checkouts of `kind` that share any of the
 * client's keys, newest first. Those of the same browser session or e-mail beyond the newest `keep.client - 1` are
 * released — a replacement, not an abandonment (nothing becomes contested), unless the replaced hold had already
 * expired (then it ended unpaid like any other, and counts as abandoned). The new checkout keeps the earliest
 * expiry of what it replaced (still running), so a chain of replacements holds no longer than the first checkout.
 * Only a checkout of the same browser session has its intent canceled (that browser left it); one found by e-mail
 * alone stays payable — maybe someone typing a family's e-mail — and a late payment takes the stock again like any
 * lapsed reservation. Checkouts of the same address are never released (another family may share the router):
 * when the address already has `keep.address` open, the new checkout is refused (429).
 */
async function replaceClientCheckouts(
  tx: Tx,
  kind: string,
  client: CheckoutClient,
  keep: { client: number; address: number },
): Promise<Replaced> {
  const open = await tx
    .select({
      id: checkouts.id,
      paymentIntentId: checkouts.paymentIntentId,
      clientKeys: checkouts.clientKeys,
      expiresAt: checkouts.expiresAt,
      expired: sql<boolean>`${checkouts.expiresAt} <= now()`,
    })
    .from(checkouts)
    .where(and(eq(checkouts.kind, kind), eq(checkouts.status, 'reserved'), arrayOverlaps(checkouts.clientKeys, client.keys)))
    .orderBy(desc(checkouts.createdAt))
    .limit(200);
  const strong = new Set(strongKeys(client.keys));
  const address = new Set(client.keys.filter((k) => !strong.has(k)));
  const session = new Set(client.keys.filter((k) => k.startsWith('s:')));
  const result: Replaced = { intentsToCancel: [], keepExpiry: null };
  let byClient = 0;
  let byAddress = 0;
  for (const row of open) {
    const sameClient = row.clientKeys.some((k) => strong.has(k));
    const sameAddress = row.clientKeys.some((k) => address.has(k));
    if (sameClient) byClient += 1;
    if (!(sameClient && byClient > keep.client - 1)) {
      if (sameAddress) byAddress += 1;
      continue;
    }
    if (!(await releaseCheckoutIn(tx, row.id, { abandoned: row.expired, replaced: true }))) continue;
    if (!row.expired && (!result.keepExpiry || row.expiresAt < result.keepExpiry)) result.keepExpiry = row.expiresAt;
    if (row.paymentIntentId && row.clientKeys.some((k) => session.has(k))) result.intentsToCancel.push(row.paymentIntentId);
  }
  if (byAddress >= keep.address) throw new HttpError(429, checkoutLimitMessages.tooManyFromAddress);
  return result;
}

/**
 * The one release path (expiry sweep, canceled intent, a client replacing its checkout, provider failure, a
 * deleted campus): flips a 'reserved' checkout to 'released' — a conditional update, so it happens once across
 * instances — and, if it held something, lets its kind's handler give it back, in one transaction. Only with
 * `abandoned: true` (a hold that ran out unpaid: the sweep's expiry path) does it record the abandonment of each
 * resource, which makes them contested for `contestedMinutes` (decision 106). Returns false when the checkout was
 * not reserved any more.
 */
export async function releaseCheckout(
  deps: Pick<PaymentDeps, 'db'>,
  checkoutId: string,
  opts: { abandoned?: boolean } = {},
): Promise<boolean> {
  return deps.db.transaction((tx) => releaseCheckoutIn(tx, checkoutId, opts));
}

/**
 * releaseCheckout inside the caller's transaction (the handler's onRelease runs in it too). `replaced`: its client
 * is starting another checkout in this transaction, which may take what this one gave back (decision 180).
 */
export async function releaseCheckoutIn(
  tx: Tx,
  checkoutId: string,
  opts: { abandoned?: boolean; replaced?: boolean } = {},
): Promise<boolean> {
  // A card form may still pay it as it is released (its intent is canceled only after the commit): the sweep asks
  // the provider about it a little later (`settleReleasedIntents`), so no payment ends unseen (issue 22 finding 2).
  const [row] = await tx
    .update(checkouts)
    .set({
      status: 'released',
      intentCheckAt: sql`case when ${checkouts.paymentIntentId} is null then null else now() + make_interval(mins => ${intentCheckMinutes}) end`,
    })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'reserved')))
    .returning();
  if (!row) return false;
  if (!row.held) return true;
  const handler = checkoutHandler(row.kind);
  await handler?.onRelease?.(tx, row, { replaced: opts.replaced === true });
  const resources = handler?.resources?.(row) ?? [];
  if (opts.abandoned === true && resources.length > 0) {
    await tx.insert(checkoutAbandonments).values(resources.map((resource) => ({ resource })));
  }
  return true;
}

/** Releases the reservation of a payment whose intent was canceled (webhook). */
export async function releaseCheckoutForIntent(deps: Pick<PaymentDeps, 'db'>, intent: PaymentIntent): Promise<boolean> {
  const checkout = await findCheckoutForIntent(deps, intent);
  if (!checkout) return false;
  return releaseCheckout(deps, checkout.id);
}
