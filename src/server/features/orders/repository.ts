import { and, asc, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { checkouts, orderItems, orderSearchColumns, orders, products } from '#server/db/schema.ts';
import { type TableSpec, tablePage } from '#server/features/back-office/table-page.ts';
import type { TableQuery } from '#shared/schemas/admin-table.ts';
import type { Order } from '#shared/schemas/order.ts';

const orderColumns = {
  id: orders.id,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  totalAmount: orders.totalAmount,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  cardLast4: orders.cardLast4,
  paymentIntentId: orders.paymentIntentId,
  adminNote: orders.adminNote,
  createdAt: orders.createdAt,
};

/** Orders with their lines and each line's product {name, category, description} (SPEC §3), newest first. */
export async function listOrders(db: DbOrTx, ids?: number[]): Promise<Order[]> {
  const base = db.select(orderColumns).from(orders);
  const rows = await (ids ? base.where(inArray(orders.id, ids)) : base).orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      price: orderItems.price,
      customSize: orderItems.customSize,
      customNumber: orderItems.customNumber,
      customName: orderItems.customName,
      pName: products.name,
      pCategory: products.category,
      pDescription: products.description,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const byOrder = new Map<number, Order['items']>();
  for (const { pName, pCategory, pDescription, ...line } of lines) {
    const product = pName === null ? null : { name: pName, category: pCategory ?? '', description: pDescription ?? '' };
    byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), { ...line, product }]);
  }
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), items: byOrder.get(r.id) ?? [] }));
}

export async function getOrder(db: DbOrTx, id: number): Promise<Order | undefined> {
  return (await listOrders(db, [id]))[0];
}


// ── Queries of the orders service (its transactions stay in service.ts) ─────────────────────────────────────

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;

/** The order row, locked until the transaction ends. */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrderSummary(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: orders.id, status: orders.status, totalAmount: orders.totalAmount })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
}

/**
 * Customer details from the browser fill a shop checkout's only where it has none, before it is paid.
 */
export async function fillCheckoutCustomer(
  db: DbOrTx,
  paymentIntentId: string,
  customer: { customerName?: string; customerEmail?: string; customerPhone?: string },
): Promise<void> {
  const fill = (column: AnyPgColumn, value: string | undefined) =>
    value ? sql`coalesce(nullif(${column}, ''), ${value})` : sql`${column}`;
  await db
    .update(checkouts)
    .set({
      customerName: fill(checkouts.customerName, customer.customerName),
      customerEmail: fill(checkouts.customerEmail, customer.customerEmail),
      customerPhone: fill(checkouts.customerPhone, customer.customerPhone),
    })
    .where(and(eq(checkouts.paymentIntentId, paymentIntentId), eq(checkouts.kind, 'shop'), sql`${checkouts.status} <> 'paid'`));
}

/** Moves an order from `from` to `to` (only if it is still at `from`), marking a refund due when asked. */
export async function moveOrderStatus(tx: Tx, id: number, from: string, to: string, refundDue: boolean) {
  const [row] = await tx
    .update(orders)
    .set({ status: to, updatedAt: sql`now()`, ...(refundDue ? { refundStatus: 'pending' } : {}) })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row;
}

export function listOrderItems(db: DbOrTx, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}

export async function insertOrderItem(tx: Tx, values: NewOrderItem) {
  const [row] = await tx.insert(orderItems).values(values).returning();
  return row!;
}

export async function setOrderTotal(tx: Tx, id: number, totalAmount: string): Promise<void> {
  await tx.update(orders).set({ totalAmount, updatedAt: sql`now()` }).where(eq(orders.id, id));
}

/** The order if a refund is due on it ('pending' or 'retrying'). */
export async function findOrderWithRefundDue(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), inArray(orders.refundStatus, ['pending', 'retrying'])))
    .limit(1);
  return row;
}

/** Appends / removes a sentence of the admin note, in SQL (the note may have changed since it was read). */
export const withNote = (note: string) => sql`concat_ws(' ', nullif(${orders.adminNote}, ''), ${note}::text)`;
export const withoutNote = (note: string) =>
  sql`nullif(trim(replace(coalesce(${orders.adminNote}, ''), ${note}::text, '')), '')`;

/** Sets the refund status from `from` to `to` (only if it is still `from`), with the admin note given. */
export async function moveRefundStatus(tx: Tx, id: number, from: string, to: string, adminNote: SQL) {
  const [row] = await tx
    .update(orders)
    .set({ refundStatus: to, adminNote })
    .where(and(eq(orders.id, id), eq(orders.refundStatus, from)))
    .returning();
  return row;
}

/**
 * Refunds still due: 'retrying' ones, and 'pending' ones older than a couple of minutes (a request's own first
 * attempt goes first), oldest first.
 */
export async function listRefundsDue(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      or(
        eq(orders.refundStatus, 'retrying'),
        and(eq(orders.refundStatus, 'pending'), lt(orders.updatedAt, sql`now() - interval '2 minutes'`)),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function deleteOrderRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(orders).where(eq(orders.id, id));
}

/** Empties a checkout's customer data and lines; amount and intent stay (the accounts need them, decision 012). */
export async function emptyCheckoutCustomerData(tx: Tx, checkoutId: string): Promise<void> {
  await tx
    .update(checkouts)
    .set({ customerName: null, customerEmail: null, customerPhone: null, lines: [], registrationData: null })
    .where(eq(checkouts.id, checkoutId));
}

// ── The back office's table (decision 158) ────────────────────────────────────────

const orderTable: TableSpec = {
  table: orders,
  id: orders.id,
  createdAt: orders.createdAt,
  name: orders.customerName,
  search: orderSearchColumns(orders),
};

/** One page of the orders (searched, of one status or all, sorted), each with its lines, in the page's order. */
export async function pageOrders(db: DbOrTx, query: TableQuery & { status?: string | undefined }) {
  const page = await tablePage<{ id: number }>(db, orderTable, query, [query.status === undefined ? undefined : eq(orders.status, query.status)]);
  const full = new Map((await listOrders(db, page.rows.map((r) => r.id))).map((o) => [o.id, o]));
  return { ...page, rows: page.rows.flatMap((r) => full.get(r.id) ?? []) };
}
