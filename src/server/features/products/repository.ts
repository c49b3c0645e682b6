import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
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
export function listProducts(db: DbOrTx) {
  return db.select(productColumns).from(products).where(isNull(products.archivedAt)).orderBy(asc(products.id));
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
