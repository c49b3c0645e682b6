import { z } from 'zod';
import { defineErrors } from '#shared/errors.ts';
import { coded, codedIssue } from '#shared/zod-setup.ts';
import { optionalImageRef, wholeNumber } from '#shared/schemas/admin-fields.ts';
import { moneyString, optionalText, requiredText } from '#shared/schemas/common.ts';

export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  inStock: z.boolean(),
  requiresNumber: z.boolean(),
  requiresName: z.boolean(),
  requiresSizes: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const productSizeSchema = z.object({ id: z.number(), sizeName: z.string(), stock: z.number() });
export type ProductSize = z.infer<typeof productSizeSchema>;

/** The admin list: every product on sale with its sizes. */
export const adminProductSchema = productSchema.extend({ sizes: z.array(productSizeSchema) });
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productMessages = {
  archived: 'El producte té vendes: s’ha arxivat (ja no surt a la botiga) i les comandes es conserven.',
  deleted: 'Producte eliminat.',
  // GET /api/products/{id}/sizes is the shop's.
  ...defineErrors('product', { notFound: 'Producte no trobat.' }),
  ...defineErrors(
    'productAdmin',
    {
      priceRequired: 'El preu és obligatori.',
      duplicateSize: 'Aquesta talla ja existeix.',
      sizeNotFound: 'Talla no trobada.',
      sizeNameRequired: 'El nom de la talla és obligatori.',
      stock: 'L’estoc ha de ser un nombre enter de 0 o més.',
      tooManySizes: 'Com a màxim 40 talles.',
      nameRequired: 'El nom és obligatori.',
    },
    'backOffice',
  ),
};

/** One size in the admin's size editor (SPEC §5: a name and a stock of 0 or more). */
export const sizeInputSchema = z.object({
  sizeName: requiredText(40, productMessages.sizeNameRequired),
  stock: wholeNumber(0, 100_000, 0, productMessages.stock),
  /**
   * The stock the form showed when it opened (the back office sends it; SPEC's payload does not). With it, the
   * volunteer's change is applied to the stock as it is now: units held or sold meanwhile are not given back
   * (decision 194). Without it, `stock` is set as sent.
   */
  stockWas: wholeNumber(0, 100_000, 0, productMessages.stock).optional(),
});
export type SizeInput = z.input<typeof sizeInputSchema>;

const sizeList = z
  .array(sizeInputSchema)
  .max(40, coded(productMessages.tooManySizes))
  .superRefine((sizes, ctx) => {
    const seen = new Set<string>();
    sizes.forEach((s, i) => {
      const key = s.sizeName.toLowerCase();
      if (seen.has(key)) ctx.addIssue(codedIssue(productMessages.duplicateSize, { path: [i, 'sizeName'] }));
      seen.add(key);
    });
  });

const productPrice = z.union([z.string(), z.number()], coded(productMessages.priceRequired)).pipe(moneyString);

/** POST /api/products and the admin's product form. `imageUrl` may be a data URL: the server stores it as /media. */
export const productInputSchema = z.object({
  name: requiredText(200, productMessages.nameRequired),
  description: optionalText(2000),
  price: productPrice,
  imageUrl: optionalImageRef(),
  category: optionalText(100),
  inStock: z.boolean().default(true),
  requiresNumber: z.boolean().default(false),
  requiresName: z.boolean().default(false),
  requiresSizes: z.boolean().default(false),
  sizes: sizeList.optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

/**
 * PATCH /api/products/{id}: any of the fields; a blank image keeps the current one; `sizes`, when given, replace
 * the product's sizes in one transaction (matched by name, so an unchanged size keeps its id).
 */
export const productUpdateSchema = z.object({
  name: requiredText(200, productMessages.nameRequired).optional(),
  description: optionalText(2000).optional(),
  price: productPrice.optional(),
  imageUrl: optionalImageRef().optional(),
  category: optionalText(100).optional(),
  inStock: z.boolean().optional(),
  requiresNumber: z.boolean().optional(),
  requiresName: z.boolean().optional(),
  requiresSizes: z.boolean().optional(),
  sizes: sizeList.optional(),
});
export type ProductUpdate = z.input<typeof productUpdateSchema>;

export const deleteProductResponseSchema = z.object({ archived: z.boolean(), message: z.string() });
