import { z } from 'zod';

export const photoCategories = ['partits', 'entrenaments', 'campus', 'celebracions', 'equips', 'altres'] as const;
export type PhotoCategory = (typeof photoCategories)[number];

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
