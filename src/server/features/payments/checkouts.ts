import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '#server/db/client.ts';
import { checkouts } from '#server/db/schema.ts';
import { HttpError } from '#server/http-error.ts';
import { type CheckoutRow, checkoutHandler } from '#server/features/payments/handlers.ts';
import type { PaymentIntent } from '#server/features/payments/provider.ts';
import { centsToString } from '#shared/money.ts';

/** What the payment services need from the app (a FastifyInstance has it all; tests may pass the app). */
export type PaymentDeps = Pick<FastifyInstance, 'db' | 'payments' | 'log' | 'mail' | 'config'>;

/** How long a checkout holds its stock (or campus place) while the customer pays. */
export const reservationMinutes = 30;

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
  /**
   * Takes what the checkout holds (stock, a place) inside the transaction that records the checkout. Throw an
   * HttpError (e.g. 409) to refuse: nothing is recorded and no intent is created.
   */
  reserve?: (tx: Tx, checkoutId: string) => Promise<void>;
};

export type StartedCheckout = { checkoutId: string; intent: PaymentIntent; amountCents: number; expiresAt: Date };

/**
 * Records a checkout and creates its payment intent (shop and campus share this):
 * 1. one transaction: insert the checkout (status 'reserved', expires in 30 min) and run `reserve`;
 * 2. create the intent with the checkout id in its metadata and an idempotency key;
 * 3. link the intent to the checkout. If the provider fails, the checkout is released (the stock comes back).
 */
export async function startCheckout(deps: PaymentDeps, input: StartCheckoutInput): Promise<StartedCheckout> {
  if (!Number.isInteger(input.amountCents) || input.amountCents < 50) throw new HttpError(400, paymentMessages.minimumAmount);
  const id = randomUUID();
  const expiresAt = await deps.db.transaction(async (tx) => {
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
      })
      .returning({ expiresAt: checkouts.expiresAt });
    await input.reserve?.(tx, id);
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

/**
 * The one release path (expiry sweep, declined or canceled payment, provider failure): flips a 'reserved' checkout
 * to 'released' — a conditional update, so it happens once across instances — and lets its kind's handler give
 * back what it held, in the same transaction. Returns false when the checkout was not reserved any more.
 */
export async function releaseCheckout(deps: Pick<PaymentDeps, 'db'>, checkoutId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(checkouts)
      .set({ status: 'released' })
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'reserved')))
      .returning();
    if (!row) return false;
    await checkoutHandler(row.kind)?.onRelease?.(tx, row);
    return true;
  });
}

/** Releases the reservation of a payment that failed or was canceled (webhook, test card declined). */
export async function releaseCheckoutForIntent(deps: Pick<PaymentDeps, 'db'>, intent: PaymentIntent): Promise<boolean> {
  const checkout = await findCheckoutForIntent(deps, intent);
  if (!checkout) return false;
  return releaseCheckout(deps, checkout.id);
}
