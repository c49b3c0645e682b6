import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { orderItems, orders, products } from '#server/db/schema.ts';
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

