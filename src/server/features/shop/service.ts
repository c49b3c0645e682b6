import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { orderItems, orders, productSizes, products } from '#server/db/schema.ts';
import { HttpError } from '#server/http-error.ts';
import { type PaymentDeps, type StartedCheckout, startCheckout } from '#server/features/payments/checkouts.ts';
import type { CheckoutClient } from '#server/features/payments/client.ts';
import type { CheckoutHandler, CheckoutRow } from '#server/features/payments/handlers.ts';
import { hasSizeStock, returnSizeStock, takeSizeStock } from '#server/features/products/repository.ts';
import { orderClubNotice, orderConfirmationMail } from '#server/features/shop/mail.ts';
import { queueMail } from '#server/mail/queue.ts';
import { linesTotalCents } from '#shared/money.ts';
import { type CheckoutLine, checkoutLineSchema, checkoutMessages, type createPaymentIntentSchema } from '#shared/schemas/checkout.ts';
import { type AppError, defineErrors } from '#shared/errors.ts';

type CreateInput = z.output<typeof createPaymentIntentSchema>;

/** Units one shop checkout may hold (a family buying for everyone fits; a hoarder's cart does not). */
export const maxUnitsPerCheckout = 10;
/** Open shop checkouts one address may have (more are refused with 429; decision 106). */
export const shopOpenPerAddress = 10;
const shopErrors = defineErrors('shop', {
  tooManyUnits: 'Com a màxim {max} unitats per compra. Per a comandes més grans, contacteu amb el club.',
});
export const shopLimitMessages = { tooManyUnits: shopErrors.tooManyUnits({ max: maxUnitsPerCheckout }) };

const lineError = (status: number, error: AppError, index: number, detail: AppError = error) =>
  new HttpError(status, error, { [`items.${index}`]: [detail] });

/**
 * Turns the browser's cart into checkout lines from the database (DESIGN rule 1): every line's product must exist,
 * be on sale and in stock; a product that requires sizes needs one of its sizes; required number and name must be
 * there. Names and prices come from the database; the browser's `name`, `price` and `amount` are ignored.
 */
export async function priceCart(deps: Pick<PaymentDeps, 'db'>, items: CreateInput['items']): Promise<CheckoutLine[]> {
  const ids = [...new Set(items.map((i) => i.productId))];
  const found = await deps.db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
  const sizes = await deps.db.select().from(productSizes).where(inArray(productSizes.productId, ids));
  const byId = new Map(found.map((p) => [p.id, p]));
  return items.map((item, index) => {
    const product = byId.get(item.productId);
    if (!product) throw lineError(409, checkoutMessages.productUnavailable, index);
    if (!product.inStock) throw lineError(409, checkoutMessages.productUnavailable, index, checkoutMessages.productOutOfStock);
    let size: (typeof sizes)[number] | undefined;
    if (product.requiresSizes) {
      const sizeName = item.selectedSize ?? item.customSize;
      if (item.sizeId == null && !sizeName) throw lineError(400, checkoutMessages.sizeRequired, index);
      size = sizes.find(
        (s) => s.productId === product.id && (item.sizeId != null ? s.id === item.sizeId : s.sizeName === sizeName),
      );
      if (!size) throw lineError(409, checkoutMessages.sizeUnavailable, index, checkoutMessages.sizeUnavailableDetail);
    }
    if (product.requiresNumber && !item.customNumber) throw lineError(400, checkoutMessages.numberRequired, index);
    if (product.requiresName && !item.customName) throw lineError(400, checkoutMessages.nameRequired, index);
    return {
      productId: product.id,
      sizeId: size?.id ?? null,
      name: product.name,
      price: product.price,
      quantity: item.quantity,
      customSize: size?.sizeName ?? null,
      customNumber: product.requiresNumber ? item.customNumber : null,
      customName: product.requiresName ? item.customName : null,
    };
  });
}

/** A checkout's amount: the shared lines total (an order's total is recomputed by the same rule). */
export const cartTotalCents = (lines: Pick<CheckoutLine, 'price' | 'quantity'>[]) => linesTotalCents(lines);

/** Units per size, in id order (every transaction locks sizes in the same order: no deadlocks). */
function unitsBySize(lines: CheckoutLine[]): [number, number][] {
  const units = new Map<number, number>();
  for (const l of lines) if (l.sizeId != null) units.set(l.sizeId, (units.get(l.sizeId) ?? 0) + l.quantity);
  return [...units.entries()].sort((a, b) => a[0] - b[0]);
}

/**
 * POST /api/create-payment-intent: at most 10 units (400), prices the cart from the database, and in the
 * transaction that records the checkout reserves the stock of every size for 9 minutes — or, when one of its sizes
 * is contested (decision 106), only checks that the stock is there (the payment takes it). 409 'Talla no
 * disponible' when a size lacks stock. The same browser's (or e-mail's) previous open shop checkout is replaced; an
 * address with 10 open is refused (429). Then creates the intent for the database total.
 */
export async function createShopPaymentIntent(
  deps: PaymentDeps,
  input: CreateInput,
  client?: CheckoutClient,
): Promise<StartedCheckout> {
  const requested = input.items.reduce((sum, i) => sum + i.quantity, 0);
  if (requested > maxUnitsPerCheckout) {
    throw new HttpError(400, shopLimitMessages.tooManyUnits, { items: [shopLimitMessages.tooManyUnits] });
  }
  const lines = await priceCart(deps, input.items);
  const amountCents = cartTotalCents(lines);
  const units = unitsBySize(lines);
  return startCheckout(deps, {
    kind: 'shop',
    amountCents,
    customer: input.customer,
    locale: input.locale,
    lines,
    client,
    openPerClient: 1,
    openPerAddress: shopOpenPerAddress,
    resources: units.map(([sizeId]) => sizeResource(sizeId)),
    reserve: async (tx, _id, { hold }) => {
      for (const [sizeId, n] of units) {
        if (!(await (hold ? takeSizeStock(tx, sizeId, n) : hasSizeStock(tx, sizeId, n)))) {
          const index = lines.findIndex((l) => l.sizeId === sizeId);
          throw lineError(409, checkoutMessages.sizeUnavailable, index, checkoutMessages.sizeUnavailableDetail);
        }
      }
    },
  });
}

const sizeResource = (sizeId: number) => `size:${sizeId}`;

function checkoutLines(checkout: CheckoutRow): CheckoutLine[] {
  return checkoutLineSchema.array().parse(checkout.lines);
}

/**
 * The shop's part of finalizePayment: the order (paymentMethod 'stripe', status 'paid', the checkout's customer
 * and total, the card's last 4 digits) with every line copied (product name and price), the family's confirmation
 * e-mail and the club's notice. If the checkout held no stock (its reservation lapsed, or it never held on a contested size), the stock is
 * taken now; a size that ran out meanwhile is still sold (the customer has paid) and the order is flagged for the
 * club with a note and an e-mail (decisions 101 and 106).
 */
export const shopCheckoutHandler: CheckoutHandler = {
  async onPaid(tx, checkout, intent, ctx) {
    const lines = checkoutLines(checkout);
    const shortages: string[] = [];
    if (ctx.reservationLapsed) {
      for (const [sizeId, n] of unitsBySize(lines)) {
        if (await takeSizeStock(tx, sizeId, n)) continue;
        const line = lines.find((l) => l.sizeId === sizeId)!;
        shortages.push(`${n} × ${line.name} (talla ${line.customSize ?? '?'})`);
      }
    }
    const adminNote = shortages.length
      ? `Pagada després que la reserva caduqués; ja no quedava estoc de: ${shortages.join('; ')}. Cal reposar-lo o contactar amb la família.`
      : null;
    const productIds = [...new Set(lines.map((l) => l.productId))];
    const existing = new Set(
      (await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds))).map((p) => p.id),
    );
    const [order] = await tx
      .insert(orders)
      .values({
        customerName: checkout.customerName ?? '',
        customerEmail: checkout.customerEmail ?? '',
        customerPhone: checkout.customerPhone ?? '',
        totalAmount: checkout.amount,
        status: 'paid',
        paymentMethod: 'stripe',
        cardLast4: intent.cardLast4 ?? null,
        paymentIntentId: intent.id,
        checkoutId: checkout.id,
        adminNote,
        // The page's language when the checkout started: the order's mails to the family are written in it.
        locale: checkout.locale,
      })
      .returning();
    const items = lines.map((l) => ({
      orderId: order!.id,
      productId: existing.has(l.productId) ? l.productId : null,
      productName: l.name,
      quantity: l.quantity,
      price: l.price,
      customSize: l.customSize,
      customNumber: l.customNumber,
      customName: l.customName,
    }));
    await tx.insert(orderItems).values(items);
    if (order!.customerEmail) await queueMail(tx, orderConfirmationMail(order!, items, ctx.clubEmail));
    if (adminNote) ctx.log.warn({ orderId: order!.id }, 'paid order after lapsed reservation: stock short');
    // The club hears of every paid order once, in the transaction that marks it paid (with the note, if any).
    await queueMail(tx, orderClubNotice(order!, items, ctx.clubEmail, adminNote));
    return { id: order!.id };
  },
  async findPaid(tx, checkout) {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.checkoutId, checkout.id)).limit(1);
    return order;
  },
  async onRelease(tx, checkout) {
    for (const [sizeId, n] of unitsBySize(checkoutLines(checkout))) await returnSizeStock(tx, sizeId, n);
  },
  resources(checkout) {
    return unitsBySize(checkoutLines(checkout)).map(([sizeId]) => sizeResource(sizeId));
  },
  async stillAvailable(db, checkout) {
    for (const [sizeId, n] of unitsBySize(checkoutLines(checkout))) if (!(await hasSizeStock(db, sizeId, n))) return false;
    return true;
  },
};
