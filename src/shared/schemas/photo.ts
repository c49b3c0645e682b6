import { z } from 'zod';
import { imageRef } from '#shared/schemas/admin-fields.ts';
import { photoCategories } from '#shared/photo-categories.ts';
import { nullableText, requiredText } from '#shared/schemas/common.ts';

export { type PhotoCategory, photoCategories, photoCategoryLabels } from '#shared/photo-categories.ts';

export const photoSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  category: z.string(),
  uploadDate: z.string(),
  fileName: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;


export const photoMessages = {
  imageRequired: 'Si us plau, selecciona una imatge.',
} as const;

/** One schema for the "add photo" form and POST /api/photos. */
export const photoInputSchema = z.object({
  title: requiredText(150),
  description: nullableText(1000),
  category: z.enum(photoCategories, { error: 'Tria una categoria de la llista.' }),
  imageUrl: imageRef(photoMessages.imageRequired),
  /** The original file's name; the server makes one from the title when missing. */
  fileName: nullableText(255),
});
export type PhotoInput = z.input<typeof photoInputSchema>;
