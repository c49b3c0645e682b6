import { z } from 'zod';

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
