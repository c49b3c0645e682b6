import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { checkouts, orderItems, productSizes, products } from '#server/db/schema.ts';
import { HttpError, notFound } from '#server/http-error.ts';
import { resolveImageRef } from '#server/features/media/pipeline.ts';
import { productColumns } from '#server/features/products/repository.ts';
import {
  type AdminProduct,
  productMessages,
  type productInputSchema,
  type productUpdateSchema,
  type sizeInputSchema,
} from '#shared/schemas/product.ts';

type ProductInput = z.output<typeof productInputSchema>;
type ProductUpdate = z.output<typeof productUpdateSchema>;
type SizeInput = z.output<typeof sizeInputSchema>;

const sizeColumns = { id: productSizes.id, sizeName: productSizes.sizeName, stock: productSizes.stock };

/** The admin's list: products on sale (not archived) with their sizes. */
export async function listAdminProducts(db: DbOrTx, ids?: number[]): Promise<AdminProduct[]> {
  const where = ids ? and(isNull(products.archivedAt), inArray(products.id, ids)) : isNull(products.archivedAt);
  const rows = await db.select(productColumns).from(products).where(where).orderBy(asc(products.id));
  if (rows.length === 0) return [];
  const sizes = await db
    .select({ ...sizeColumns, productId: productSizes.productId })
    .from(productSizes)
    .where(
      inArray(
        productSizes.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productSizes.id));
  return rows.map((r) => ({
    ...r,
    sizes: sizes.filter((s) => s.productId === r.id).map(({ productId: _p, ...s }) => s),
  }));
}

async function getAdminProduct(db: DbOrTx, id: number): Promise<AdminProduct> {
  const [product] = await listAdminProducts(db, [id]);
  if (!product) throw notFound(productMessages.notFound);
  return product;
}

async function lockProduct(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)))
    .for('update');
  if (!row) throw notFound(productMessages.notFound);
}

/**
 * The stock a kept size gets. With `stockWas` (the back office's form), the change the volunteer made is added to
 * the stock as it is now under the product's lock — a family's held or paid units taken since the form opened stay
 * taken — and never goes below 0. Without it (SPEC's payload), the stock sent. Decision 194.
 */
function keptStock(size: { stock: number; stockWas?: number | undefined }) {
  // In the UPDATE itself, so a hold taken between this transaction's read and its write is counted too.
  return size.stockWas === undefined ? size.stock : sql<number>`greatest(0, ${productSizes.stock} + ${size.stock - size.stockWas})`;
}

/**
 * Replaces a product's sizes with `sizes`: a size with the same name keeps its row (and id) and gets the new
 * stock (keptStock); new names are inserted; names no longer listed are deleted. Runs inside the caller's
 * transaction, under the product's lock.
 */
async function replaceSizes(tx: Tx, productId: number, sizes: SizeInput[]): Promise<void> {
  const current = await tx.select(sizeColumns).from(productSizes).where(eq(productSizes.productId, productId));
  const byName = new Map(current.map((s) => [s.sizeName.toLowerCase(), s]));
  const kept = new Set<number>();
  for (const size of sizes) {
    const match = byName.get(size.sizeName.toLowerCase());
    if (match) {
      kept.add(match.id);
      await tx.update(productSizes).set({ sizeName: size.sizeName, stock: keptStock(size) }).where(eq(productSizes.id, match.id));
    } else {
      await tx.insert(productSizes).values({ productId, sizeName: size.sizeName, stock: size.stock });
    }
  }
  const gone = current.filter((s) => !kept.has(s.id)).map((s) => s.id);
  if (gone.length) await tx.delete(productSizes).where(inArray(productSizes.id, gone));
}

export async function createProduct(db: DbOrTx, input: ProductInput): Promise<AdminProduct> {
  const id = await db.transaction(async (tx) => {
    const { sizes, imageUrl, ...fields } = input;
    const [row] = await tx
      .insert(products)
      .values({ ...fields, imageUrl: imageUrl ? await resolveImageRef(tx, imageUrl) : '' })
      .returning({ id: products.id });
    if (sizes?.length) await replaceSizes(tx, row!.id, sizes);
    return row!.id;
  });
  return getAdminProduct(db, id);
}

export async function updateProduct(db: DbOrTx, id: number, input: ProductUpdate): Promise<AdminProduct> {
  await db.transaction(async (tx) => {
    await lockProduct(tx, id);
    const { sizes, imageUrl, ...fields } = input;
    const set: Partial<typeof products.$inferInsert> = { ...fields };
    if (imageUrl) set.imageUrl = await resolveImageRef(tx, imageUrl);
    if (Object.keys(set).length) await tx.update(products).set(set).where(eq(products.id, id));
    if (sizes) await replaceSizes(tx, id, sizes);
  });
  return getAdminProduct(db, id);
}

/**
 * DELETE /api/products/{id}: never deletes sales records. A product named by an order line, or held by a checkout
 * still being paid, is archived (hidden from the shop, kept for the orders); one without sales is deleted.
 */
export async function deleteProduct(db: DbOrTx, id: number): Promise<{ archived: boolean; message: string }> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, id);
    const [sold] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, id)).limit(1);
    const [held] = await tx
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(and(eq(checkouts.status, 'reserved'), sql`${checkouts.lines} @> ${JSON.stringify([{ productId: id }])}::jsonb`))
      .limit(1);
    if (sold || held) {
      await tx.update(products).set({ archivedAt: sql`now()`, inStock: false }).where(eq(products.id, id));
      return { archived: true, message: productMessages.archived };
    }
    await tx.delete(products).where(eq(products.id, id));
    return { archived: false, message: productMessages.deleted };
  });
}

export async function addSize(db: DbOrTx, productId: number, input: SizeInput) {
  return db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const [dup] = await tx
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(and(eq(productSizes.productId, productId), sql`lower(${productSizes.sizeName}) = lower(${input.sizeName})`))
      .limit(1);
    if (dup) throw new HttpError(409, productMessages.duplicateSize, { sizeName: [productMessages.duplicateSize] });
    const [row] = await tx
      .insert(productSizes)
      .values({ productId, sizeName: input.sizeName, stock: input.stock })
      .returning(sizeColumns);
    return row!;
  });
}

export async function deleteSize(db: DbOrTx, sizeId: number): Promise<void> {
  const rows = await db.delete(productSizes).where(eq(productSizes.id, sizeId)).returning({ id: productSizes.id });
  if (rows.length === 0) throw notFound(productMessages.sizeNotFound);
}
