import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import type { checkouts } from '#server/db/schema.ts';
import type { PaymentIntent } from '#server/features/payments/provider.ts';

export type CheckoutRow = typeof checkouts.$inferSelect;

export type PaidContext = {
  /**
   * True when the checkout holds nothing at payment time: it had already been released (its reservation expired,
   * or its client started another checkout) or it never held (started on a contested resource, decision 106).
   * Whatever it needs (stock, a campus place) must be taken now if possible, and the record still created — flagged
   * for the club — when it is not (the customer has paid).
   */
  reservationLapsed: boolean;
  /** Where notices for the club go (CLUB_EMAIL). */
  clubEmail: string;
  log: FastifyBaseLogger;
};

/**
 * What a kind of checkout ('shop', 'campus', …) does when its payment succeeds or its reservation is released.
 *
 * Contract (finalizePayment and releaseCheckout call these; both are idempotent around them):
 * - `onPaid(tx, checkout, intent, ctx)` runs **once per checkout**, inside the transaction that marks the checkout
 *   paid (the checkout row is locked; a second finalizePayment waits, then sees 'paid' and calls `findPaid`).
 *   Create the record the customer paid for from `checkout` (lines, registrationData, customer*, amount — never from
 *   the browser), queue its e-mails with `queueMail(tx, …)` (finalizePayment kicks the mail worker after commit),
 *   and return its id. Throwing rolls everything back (the checkout stays unpaid, a later call retries). A payment
 *   that can never become its record (the child already holds that place, the offer was accepted by another
 *   payment, the campus is gone) throws `UnstorablePayment`: finalizePayment then refunds it automatically.
 * - `findPaid(tx, checkout)` returns the id of what `onPaid` created (for repeated calls: the browser and the
 *   webhook both report the same payment).
 * - `onRelease(tx, checkout)` (optional) gives back what the checkout held when it is released unpaid (expired,
 *   intent canceled, abandoned by its client). It runs once, in the transaction that flips the status to
 *   'released', and only for a checkout that held (`held`). `replaced`: the checkout's client is starting another
 *   in the same transaction (what this one gave back is for it to take first).
 * - `resources(checkout)` (optional) names what it holds ('size:<id>', 'campus:<id>'): a release records their
 *   abandonment, which makes them contested for a while (decision 106).
 * - `stillAvailable(db, checkout)` (optional) tells whether what an un-held checkout needs is still free; the
 *   sweep releases (and cancels) one that was outsold, so its family is not charged for a unit that is gone.
 */
export type CheckoutHandler = {
  onPaid(tx: Tx, checkout: CheckoutRow, intent: PaymentIntent, ctx: PaidContext): Promise<{ id: number }>;
  findPaid(tx: Tx, checkout: CheckoutRow): Promise<{ id: number } | undefined>;
  onRelease?(tx: Tx, checkout: CheckoutRow, opts: { replaced: boolean }): Promise<void>;
  resources?(checkout: CheckoutRow): string[];
  stillAvailable?(db: DbOrTx, checkout: CheckoutRow): Promise<boolean>;
};

/**
 * Why a succeeded payment cannot become the record it paid for (issue 22 finding 2): 'duplicate' — what it pays for
 * is already held (the same child's place, an offer another payment accepted); 'gone' — what it pays for no longer
 * exists (the campus or the waiting-list entry was deleted). finalizePayment refunds it instead (payments/refunds.ts).
 */
export type UnstorableReason = 'duplicate' | 'gone';

export class UnstorablePayment extends Error {
  readonly reason: UnstorableReason;
  constructor(reason: UnstorableReason, detail: string) {
    super(detail);
    this.name = 'UnstorablePayment';
    this.reason = reason;
  }
}

const handlers = new Map<string, CheckoutHandler>();

/**
 * Registers what happens when a checkout of `kind` is paid or released. Only the app's wiring calls it
 * (plugins/checkout-handlers.ts); registering the same kind again replaces the handler (several test apps in one
 * process do this, with the same handlers).
 */
export function registerCheckoutHandler(kind: string, handler: CheckoutHandler): void {
  handlers.set(kind, handler);
}

export function checkoutHandler(kind: string): CheckoutHandler | undefined {
  return handlers.get(kind);
}
