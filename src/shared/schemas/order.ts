import { z } from 'zod';
import { defineErrors } from '#shared/errors.ts';
import { coded } from '#shared/zod-setup.ts';
import { idSchema, moneyString, nullableText, required } from '#shared/schemas/common.ts';
import { lineQuantity } from '#shared/schemas/checkout.ts';

/** A new order's (public) and the back office's field errors. */
export const orderInputErrors = {
  ...defineErrors('orderInput', { paymentId: 'Identificador de pagament invàlid.' }),
  ...defineErrors('orderAdmin', { status: 'Estat de comanda invàlid.' }, 'backOffice'),
};

/** The pick-up workflow (beyond SPEC): pending → paid → ready → completed, plus cancelled. */
export const orderStatuses = ['pending', 'paid', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** SPEC §4 labels (completed, pending, anything else 'Processant') plus the two pick-up states. */
export function orderStatusLabel(status: string): string {
  switch (status) {
    case 'completed':
      return 'Completada';
    case 'pending':
      return 'Pendent';
    case 'ready':
      return 'A punt per recollir';
    case 'cancelled':
      return 'Cancel·lada';
    default:
      return 'Processant';
  }
}

/** Where an order may go from each status (the server enforces it; the admin tab offers these buttons). */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canMoveOrder(from: string, to: OrderStatus): boolean {
  return (orderTransitions[from as OrderStatus] ?? []).includes(to);
}

/** Statuses whose lines hold stock (taken at checkout): cancelling them gives the stock back. */
export const stockHoldingStatuses: readonly string[] = ['paid', 'ready'];

export const paymentMethodLabels: Record<string, string> = {
  stripe: 'Targeta (Stripe)',
  credit_card: 'Targeta',
  manual: 'Manual',
};

export const orderItemSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  productId: z.number().nullable(),
  productName: z.string(),
  quantity: z.number(),
  price: z.string(),
  customSize: z.string().nullable(),
  customNumber: z.string().nullable(),
  customName: z.string().nullable(),
  /** SPEC §3: the admin view embeds the product (null when it no longer exists). */
  product: z.object({ name: z.string(), category: z.string(), description: z.string() }).nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** GET /api/orders (admin). */
export const orderSchema = z.object({
  id: z.number(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  totalAmount: z.string(),
  status: z.string(),
  paymentMethod: z.string(),
  cardLast4: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  /** Set when the order needs the club's attention (e.g. paid after its reservation lapsed and stock ran out). */
  adminNote: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * POST /api/orders: the browser reports a payment. Only `paymentIntentId` matters; SPEC's order fields
 * (totalAmount, status 'paid', paymentMethod, items) are accepted and ignored: the server asks the provider.
 * Customer details fill the checkout's only where it has none.
 */
export const createOrderSchema = z.object({
  paymentIntentId: z
    .string(coded(required))
    .trim()
    .min(1, coded(required))
    .max(200)
    .regex(/^[\w-]+$/, coded(orderInputErrors.paymentId)),
  customerName: z.string().trim().max(120).optional(),
  customerEmail: z.string().trim().max(254).optional(),
  customerPhone: z.string().trim().max(40).optional(),
  totalAmount: z.unknown().optional(),
  status: z.unknown().optional(),
  paymentMethod: z.unknown().optional(),
  cardLast4: z.unknown().optional(),
  items: z.unknown().optional(),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;

export const createOrderResponseSchema = z.object({ id: z.number(), status: z.string(), totalAmount: z.string() });

/** PATCH /api/orders/{id} (admin). */
export const updateOrderStatusSchema = z.object({
  status: z.enum(orderStatuses, coded(orderInputErrors.status)),
});

/** POST /api/order-items (admin only: adding a line to an order by hand). */
export const orderItemInputSchema = z.object({
  orderId: idSchema(undefined, required),
  productId: idSchema(undefined, required),
  quantity: lineQuantity,
  /** The admin may set a price (e.g. a discount); blank takes the product's price. */
  price: moneyString.optional(),
  customSize: nullableText(40),
  customNumber: nullableText(3),
  customName: nullableText(20),
});
export type OrderItemInput = z.input<typeof orderItemInputSchema>;
