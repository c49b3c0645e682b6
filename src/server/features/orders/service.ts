import type { z } from 'zod';
import { HttpError, notFound } from '#server/http-error.ts';
import type { PaymentDeps } from '#server/features/payments/checkouts.ts';
import { finalizePayment } from '#server/features/payments/finalize.ts';
import {
  deleteOrderRow,
  emptyCheckoutCustomerData,
  fillCheckoutCustomer,
  findOrderSummary,
  findOrderWithRefundDue,
  getOrder,
  insertOrderItem,
  listOrderItems,
  listRefundsDue,
  lockOrder,
  moveOrderStatus,
  moveRefundStatus,
  setOrderTotal,
  withNote,
  withoutNote,
} from '#server/features/orders/repository.ts';
import { orderCancelledMail, orderReadyMail, orderRefundedMail } from '#server/features/shop/mail.ts';
import {
  findProductOnSale,
  findSizeByName,
  returnSizeStock,
  takeSizeStock,
} from '#server/features/products/repository.ts';
import { deleteMailsAbout, mailRef, queueMail } from '#server/mail/queue.ts';
import { defineErrors } from '#shared/errors.ts';
import { centsToString, linesTotalCents } from '#shared/money.ts';
import { checkoutMessages } from '#shared/schemas/checkout.ts';
import {
  canMoveOrder,
  type createOrderSchema,
  type Order,
  type OrderStatus,
  type orderItemInputSchema,
  orderStatusLabel,
  stockHoldingStatuses,
} from '#shared/schemas/order.ts';

export const orderMessages = {
  // POST /api/orders, the checkout's last step.
  ...defineErrors('order', {
    notPaid: 'El pagament no s’ha completat: no s’ha creat cap comanda.',
    unknownPayment: 'No s’ha trobat cap pagament completat amb aquest identificador.',
    amountMismatch: 'L’import pagat no coincideix amb el de la comanda.',
    notShop: 'Aquest pagament no correspon a una comanda de la botiga.',
    gone: 'Aquesta comanda ja s’ha processat i no existeix.',
  }),
  ...defineErrors(
    'orderAdmin',
    {
      notFound: 'Comanda no trobada.',
      changed: 'La comanda ha canviat mentrestant. Torneu-ho a provar.',
      closed: 'No es poden afegir línies a una comanda completada o cancel·lada.',
      refundDue:
        'Aquesta comanda té un reemborsament pendent. No es pot esborrar fins que l’import s’hagi retornat a la família.',
      // The statuses' Catalan labels.
      cannotMove: 'Una comanda «{from}» no pot passar a «{to}».',
    },
    'backOffice',
  ),
};

/**
 * POST /api/orders: the browser says a payment succeeded. Customer details fill the checkout's only where it has
 * none; everything else comes from finalizePayment, which asks the provider.
 */
export async function reportPayment(
  deps: PaymentDeps,
  input: z.output<typeof createOrderSchema>,
): Promise<{ order: { id: number; status: string; totalAmount: string }; created: boolean }> {
  await fillCheckoutCustomer(deps.db, input.paymentIntentId, input);

  const result = await finalizePayment(deps, input.paymentIntentId);
  if (!result.ok) {
    if (result.reason === 'amount_mismatch') throw new HttpError(409, orderMessages.amountMismatch);
    if (result.reason === 'not_succeeded') throw new HttpError(402, orderMessages.notPaid);
    throw new HttpError(402, orderMessages.unknownPayment);
  }
  if (result.kind !== 'shop') throw new HttpError(409, orderMessages.notShop);
  if (result.recordId === null) throw new HttpError(409, orderMessages.gone);
  const order = await findOrderSummary(deps.db, result.recordId);
  if (!order) throw new HttpError(409, orderMessages.gone);
  return { order, created: result.created };
}

/**
 * PATCH /api/orders/{id}: moves an order along pending → paid → ready → completed (or cancelled). 'ready' e-mails
 * the family that the order waits at the Pavelló Fòrum. Cancelling an order that holds stock gives it back; a card
 * payment is refunded only after the cancellation is committed (issue 10 item 2): one transaction locks the order,
 * checks the move, changes the status, returns the stock and marks the refund due ('pending'); then the provider
 * refunds (`settleRefund`). If it fails, the order stays cancelled with the refund due and the sweep retries it.
 */
export async function updateOrderStatus(deps: PaymentDeps, id: number, to: OrderStatus): Promise<Order> {
  const refundDue = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound(orderMessages.notFound);
    if (order.status === to) return false;
    if (!canMoveOrder(order.status, to)) {
      throw new HttpError(409, orderMessages.cannotMove({ from: orderStatusLabel(order.status), to: orderStatusLabel(to) }));
    }
    const holdsStock = stockHoldingStatuses.includes(order.status);
    const refund = to === 'cancelled' && holdsStock && Boolean(order.paymentIntentId) && order.paymentMethod === 'stripe';
    const updated = await moveOrderStatus(tx, id, order.status, to, refund);
    if (!updated) throw new HttpError(409, orderMessages.changed);
    const lines = await listOrderItems(tx, id);
    if (to === 'cancelled' && holdsStock) {
      for (const line of lines) {
        if (line.productId === null || !line.customSize) continue;
        const size = await findSizeByName(tx, line.productId, line.customSize);
        if (size) await returnSizeStock(tx, size.id, line.quantity);
      }
    }
    if (updated.customerEmail) {
      if (to === 'ready') await queueMail(tx, orderReadyMail(updated, lines, deps.config.mail.clubEmail));
      // With a refund due, the family's mail waits for its outcome (settleRefund): it says "refunded" only when it is.
      if (to === 'cancelled' && !refund) await queueMail(tx, orderCancelledMail(updated, 'none', deps.config.mail.clubEmail));
    }
    return refund;
  });
  if (refundDue) await settleRefund(deps, id);
  deps.mail.kick();
  return (await getOrder(deps.db, id))!;
}

/** What the admin sees on an order whose refund failed and is being retried. */
export const refundRetryNote = 'El reemborsament ha fallat; es reintenta automàticament cada pocs minuts.';

/**
 * Refunds a cancelled order whose refund is due ('pending' or 'retrying') through the provider (idempotent: the
 * provider's idempotency key, and a conditional update here), then records the outcome with the family's e-mail
 * in one transaction:
 * - done: 'refunded'; the mail says cancelled and refunded (or, after a failed first attempt, that the refund is done);
 * - failed on the first attempt: 'retrying', a note for the admin, and the cancellation mail saying the refund
 *   will follow; failed again: left for the next sweep.
 * Returns true when the refund is done.
 */
export async function settleRefund(deps: PaymentDeps, id: number): Promise<boolean> {
  const order = await findOrderWithRefundDue(deps.db, id);
  if (!order?.paymentIntentId) return false;
  const clubEmail = deps.config.mail.clubEmail;
  try {
    await deps.payments.refund(order.paymentIntentId);
  } catch (err) {
    deps.log.error({ err, orderId: id }, 'refund failed: retried by the sweep');
    if (order.refundStatus === 'pending') {
      await deps.db.transaction(async (tx) => {
        const updated = await moveRefundStatus(tx, id, 'pending', 'retrying', withNote(refundRetryNote));
        if (updated?.customerEmail) await queueMail(tx, orderCancelledMail(updated, 'pending', clubEmail));
      });
      deps.mail.kick();
    }
    return false;
  }
  await deps.db.transaction(async (tx) => {
    const updated = await moveRefundStatus(tx, id, order.refundStatus!, 'refunded', withoutNote(refundRetryNote));
    if (!updated?.customerEmail) return;
    await queueMail(
      tx,
      order.refundStatus === 'pending' ? orderCancelledMail(updated, 'refunded', clubEmail) : orderRefundedMail(updated, clubEmail),
    );
  });
  deps.mail.kick();
  return true;
}

/**
 * The sweep's part: refunds still due — 'retrying' ones, and 'pending' ones left by a request that ended before
 * the refund (a crash) and are older than a couple of minutes (so a request's own first attempt goes first).
 */
export async function retryPendingRefunds(deps: PaymentDeps, limit = 50): Promise<number> {
  let done = 0;
  for (const id of await listRefundsDue(deps.db, limit)) if (await settleRefund(deps, id)) done += 1;
  return done;
}

/**
 * DELETE /api/orders/{id}: removes the record and its lines (stock and money are the business of cancelling), and
 * the customer's data everywhere it was copied (decision 012): its checkout keeps amount and intent (the accounts
 * need them) but loses name, e-mail, phone and lines, and its mails (sent or not) are deleted. Refused while a
 * refund is due: the order is the only row the sweep retries the refund from (decision 108).
 */
export async function deleteOrder(deps: Pick<PaymentDeps, 'db'>, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound(orderMessages.notFound);
    if (order.refundStatus === 'pending' || order.refundStatus === 'retrying') {
      throw new HttpError(409, orderMessages.refundDue);
    }
    await deleteOrderRow(tx, id);
    if (order.checkoutId) await emptyCheckoutCustomerData(tx, order.checkoutId);
    await deleteMailsAbout(tx, [mailRef('order', id)]);
  });
}

/**
 * POST /api/order-items (admin only): adds a line to an existing order by hand. Name and (unless the admin gives
 * one) price come from the product; a size is taken from stock when the order holds stock; the total is recomputed.
 */
export async function addOrderItem(deps: Pick<PaymentDeps, 'db'>, input: z.output<typeof orderItemInputSchema>) {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw notFound(orderMessages.notFound);
    if (order.status === 'completed' || order.status === 'cancelled') throw new HttpError(409, orderMessages.closed);
    const product = await findProductOnSale(tx, input.productId);
    if (!product) throw new HttpError(409, checkoutMessages.productUnavailable, { productId: [checkoutMessages.productUnavailable] });
    if (product.requiresSizes && !input.customSize) {
      throw new HttpError(400, checkoutMessages.sizeRequired, { customSize: [checkoutMessages.sizeRequired] });
    }
    if (input.customSize && product.requiresSizes) {
      const size = await findSizeByName(tx, product.id, input.customSize);
      const unavailable = new HttpError(409, checkoutMessages.sizeUnavailable, {
        customSize: [checkoutMessages.sizeUnavailableDetail],
      });
      if (!size) throw unavailable;
      if (stockHoldingStatuses.includes(order.status)) {
        if (!(await takeSizeStock(tx, size.id, input.quantity))) throw unavailable;
      }
    }
    const item = await insertOrderItem(tx, {
        orderId: order.id,
        productId: product.id,
        productName: product.name,
        quantity: input.quantity,
        price: input.price ?? product.price,
        customSize: product.requiresSizes ? input.customSize : null,
        customNumber: input.customNumber,
        customName: input.customName,
      });
    await setOrderTotal(tx, order.id, centsToString(linesTotalCents(await listOrderItems(tx, order.id))));
    return item;
  });
}
