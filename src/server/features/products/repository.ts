import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { productSizes, products } from '#server/db/schema.ts';

export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  imageUrl: products.imageUrl,
  category: products.category,
  inStock: products.inStock,
  requiresNumber: products.requiresNumber,
  requiresName: products.requiresName,
  requiresSizes: products.requiresSizes,
};

/** Products on sale (archived ones are kept only for the orders that name them). */
/** The products on sale, or only the one with `id` if it is on sale (a shared link's preview). */
export function listProducts(db: DbOrTx, id?: number) {
  return db
    .select(productColumns)
    .from(products)
    .where(and(isNull(products.archivedAt), id === undefined ? undefined : eq(products.id, id)))
    .orderBy(asc(products.id));
}

export async function productExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)))
    .limit(1);
  return Boolean(row);
}

export function listSizes(db: DbOrTx, productId: number) {
  return db
    .select({ id: productSizes.id, sizeName: productSizes.sizeName, stock: productSizes.stock })
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(asc(productSizes.id));
}

/** Takes `units` from a size only if that many are there: the atomic check that keeps stock from going negative. */
export async function takeSizeStock(tx: Tx, sizeId: number, units: number): Promise<boolean> {
  const rows = await tx
    .update(productSizes)
    .set({ stock: sql`${productSizes.stock} - ${units}` })
    .where(and(eq(productSizes.id, sizeId), gte(productSizes.stock, units)))
    .returning({ id: productSizes.id });
  return rows.length > 0;
}

/** True when a size has `units` in stock now (a checkout on a contested size checks, the payment takes). */
export async function hasSizeStock(tx: DbOrTx, sizeId: number, units: number): Promise<boolean> {
  const rows = await tx
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(and(eq(productSizes.id, sizeId), gte(productSizes.stock, units)))
    .limit(1);
  return rows.length > 0;
}

/** Gives `units` back to a size (a released reservation, a cancelled order). A deleted size is skipped. */
export async function returnSizeStock(tx: Tx, sizeId: number, units: number): Promise<void> {
  await tx
    .update(productSizes)
    .set({ stock: sql`${productSizes.stock} + ${units}` })
    .where(eq(productSizes.id, sizeId));
}

/** A product's size by its name (an order line stores the size's name, not its id); undefined if gone. */
export async function findSizeByName(db: DbOrTx, productId: number, sizeName: string) {
  const [row] = await db
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.sizeName, sizeName)))
    .limit(1);
  return row;
}

/** A product still on sale (not archived), whole row. */
export async function findProductOnSale(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)))
    .limit(1);
  return row;
}
