import { randomUUID } from 'node:crypto';
import { and, arrayOverlaps, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '#server/db/client.ts';
import { checkoutAbandonments, checkouts } from '#server/db/schema.ts';
import { HttpError } from '#server/http-error.ts';
import { type CheckoutClient, strongKeys } from '#server/features/payments/client.ts';
import { type CheckoutRow, checkoutHandler } from '#server/features/payments/handlers.ts';
import type { PaymentIntent } from '#server/features/payments/provider.ts';
import { centsToString } from '#shared/money.ts';

/** What the payment services need from the app (a FastifyInstance has it all; tests may pass the app). */
export type PaymentDeps = Pick<FastifyInstance, 'db' | 'payments' | 'log' | 'mail' | 'config'>;

/** How long a checkout holds its stock (or campus place) while the customer pays: a card payment, 3-D Secure included. */
export const reservationMinutes = 9;

/** How long a resource stays contested after a hold on it ended unpaid: new checkouts then do not hold it. */
export const contestedMinutes = 60;

export const paymentMessages = {
  intentFailed: 'Error creant la intenció de pagament',
  minimumAmount: 'L’import mínim d’un pagament amb targeta és de 0,50 €.',
} as const;

export type StartCheckoutInput = {
  kind: string;
  amountCents: number;
  customer?: { name: string; email: string; phone: string } | undefined;
  /** Shop lines (stored as given; the shop handler turns them into order lines). */
  lines?: unknown[];
  campusId?: number | null;
  registrationData?: unknown;
  /** Who starts it (keys of address, e-mail, browser session); without one, no per-client rule applies. */
  client?: CheckoutClient | undefined;
  /**
   * How many open (reserved, unpaid) checkouts of this kind one client (same browser session or e-mail) may have:
   * starting one more releases its oldest beyond that (shop 1: a new checkout replaces the one the client
   * abandoned; campus 3: siblings).
   */
  openPerClient?: number;
  /**
   * The same bound for one address, wider because families share one (a club Wi-Fi, a phone carrier's NAT):
   * shop 3, campus 6.
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

/**
 * Records a checkout and creates its payment intent (shop and campus share this):
 * 0. releases what the same client left open beyond `openPerClient` / `openPerAddress` (decision 106);
 * 1. one transaction: insert the checkout (status 'reserved', expires in 9 min; `held` unless one of its
 *    resources is contested) and run `reserve`;
 * 2. create the intent with the checkout id in its metadata and an idempotency key;
 * 3. link the intent to the checkout. If the provider fails, the checkout is released (the stock comes back).
 */
export async function startCheckout(deps: PaymentDeps, input: StartCheckoutInput): Promise<StartedCheckout> {
  if (!Number.isInteger(input.amountCents) || input.amountCents < 50) throw new HttpError(400, paymentMessages.minimumAmount);
  if (input.client) {
    const keep = { client: input.openPerClient ?? 1, address: input.openPerAddress ?? 3 };
    await releaseAbandonedByClient(deps, input.kind, input.client, keep);
  }
  const id = randomUUID();
  const resources = input.resources ?? [];
  const expiresAt = await deps.db.transaction(async (tx) => {
    const hold = !(await isContested(tx, resources));
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
        expiresAt: sql`now() + make_interval(mins => ${reservationMinutes})`,
        held: hold,
        clientKeys: input.client?.keys ?? [],
      })
      .returning({ expiresAt: checkouts.expiresAt });
    await input.reserve?.(tx, id, { hold });
    return row!.expiresAt;
  });
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
    await releaseCheckout(deps, id, { abandoned: false }).catch((e) =>
      deps.log.error({ err: e, checkoutId: id }, 'could not release checkout'),
    );
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

/**
 * "Release what a client abandons": the open checkouts of `kind` that share any of the client's keys, newest
 * first. Those of the same browser session or e-mail beyond the newest `keep.client - 1` are released, and those
 * from the same address beyond the newest `keep.address - 1`. Only a checkout of the same browser session has its
 * intent canceled (that browser left it); otherwise the intent stays payable — maybe another family behind the
 * same router, or someone typing a family's e-mail — and a late payment takes the stock again like any lapsed
 * reservation. The new checkout brings each count back to its bound.
 */
async function releaseAbandonedByClient(
  deps: PaymentDeps,
  kind: string,
  client: CheckoutClient,
  keep: { client: number; address: number },
): Promise<void> {
  const open = await deps.db
    .select({ id: checkouts.id, paymentIntentId: checkouts.paymentIntentId, clientKeys: checkouts.clientKeys })
    .from(checkouts)
    .where(and(eq(checkouts.kind, kind), eq(checkouts.status, 'reserved'), arrayOverlaps(checkouts.clientKeys, client.keys)))
    .orderBy(desc(checkouts.createdAt))
    .limit(100);
  const strong = new Set(strongKeys(client.keys));
  const address = new Set(client.keys.filter((k) => !strong.has(k)));
  const session = new Set(client.keys.filter((k) => k.startsWith('s:')));
  let byClient = 0;
  let byAddress = 0;
  for (const row of open) {
    const sameClient = row.clientKeys.some((k) => strong.has(k));
    const sameAddress = row.clientKeys.some((k) => address.has(k));
    if (sameClient) byClient += 1;
    if (sameAddress) byAddress += 1;
    const overClient = sameClient && byClient > keep.client - 1;
    const overAddress = sameAddress && byAddress > keep.address - 1;
    if (!overClient && !overAddress) continue;
    if (!(await releaseCheckout(deps, row.id))) continue;
    const intentId = row.paymentIntentId;
    if (intentId && row.clientKeys.some((k) => session.has(k))) {
      deps.payments.cancelIntent(intentId).catch((err) => deps.log.warn({ err, intentId }, 'could not cancel an abandoned intent'));
    }
  }
}

/**
 * The one release path (expiry sweep, canceled intent, a client starting another checkout, provider failure):
 * flips a 'reserved' checkout to 'released' — a conditional update, so it happens once across instances — and, if
 * it held something, lets its kind's handler give it back and records the abandonment of each resource (which
 * makes them contested; not for a provider failure, `abandoned: false`), in the same transaction. Returns false
 * when the checkout was not reserved any more.
 */
export async function releaseCheckout(
  deps: Pick<PaymentDeps, 'db'>,
  checkoutId: string,
  opts: { abandoned?: boolean } = {},
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(checkouts)
      .set({ status: 'released' })
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'reserved')))
      .returning();
    if (!row) return false;
    if (!row.held) return true;
    const handler = checkoutHandler(row.kind);
    await handler?.onRelease?.(tx, row);
    const resources = handler?.resources?.(row) ?? [];
    if (opts.abandoned !== false && resources.length > 0) {
      await tx.insert(checkoutAbandonments).values(resources.map((resource) => ({ resource })));
    }
    return true;
  });
}

/** Releases the reservation of a payment whose intent was canceled (webhook). */
export async function releaseCheckoutForIntent(deps: Pick<PaymentDeps, 'db'>, intent: PaymentIntent): Promise<boolean> {
  const checkout = await findCheckoutForIntent(deps, intent);
  if (!checkout) return false;
  return releaseCheckout(deps, checkout.id);
}
