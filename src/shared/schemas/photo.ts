import { z } from 'zod';
import { imageRef } from '#shared/schemas/admin-fields.ts';
import { photoCategories } from '#shared/photo-categories.ts';
import { idSchema, maxDbInteger, nullableText, requiredText } from '#shared/schemas/common.ts';
import { photoPageSize } from '#shared/list-pages.ts';

// Without zod, for the public pages (decision 200).
export { photoCursor, photoPageSize } from '#shared/list-pages.ts';

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
  /** The album it belongs to (issue 12 item 3); null: no album. */
  albumId: z.number().nullable(),
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
  /** The album it goes into; missing or null: no album. */
  albumId: idSchema("Àlbum invàlid.").nullish().transform((v) => v ?? null),
});
export type PhotoInput = z.input<typeof photoInputSchema>;

/*
 * GET /api/photos through time (issue 12 items 3 and 6, decision 159). Every parameter is optional: without them the
 * answer is the newest page of every photo, which is what /fotos shows first.
 */
export const photoQueryMessages = {
  album: "Àlbum invàlid: ha de ser el número d'un àlbum o 'none'.",
  unknownAlbum: 'Aquest àlbum no existeix.',
  category: 'Categoria invàlida: ha de ser una de partits, entrenaments, campus, celebracions, equips o altres.',
  before: "Cursor invàlid: ha de ser la data de pujada i l'id de l'última foto rebuda (AAAA-MM-DDTHH:MM:SS.sssZ_id).",
  limit: `La mida de pàgina ha de ser un número entre 1 i ${photoPageSize.max}.`,
} as const;

/** A photo's place in the newest-first order (upload time to the millisecond, then id). */
export type PhotoCursor = { at: string; id: number };

const photoCursorSchema = z
  .string({ error: photoQueryMessages.before })
  .max(40, photoQueryMessages.before)
  .transform((value, ctx): PhotoCursor => {
    const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d{1,10})$/.exec(value);
    const id = Number(m?.[2]);
    const at = m ? new Date(m[1]!) : undefined;
    if (!m || !at || Number.isNaN(at.getTime()) || at.toISOString() !== m[1] || id < 1 || id > maxDbInteger) {
      ctx.addIssue({ code: 'custom', message: photoQueryMessages.before });
      return z.NEVER;
    }
    return { at: m[1]!, id };
  });

const albumFilter = z.string({ error: photoQueryMessages.album }).transform((value, ctx): number | 'none' => {
  if (value === 'none') return 'none';
  const id = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!(id >= 1 && id <= maxDbInteger)) {
    ctx.addIssue({ code: 'custom', message: photoQueryMessages.album });
    return z.NEVER;
  }
  return id;
});

/** The query string of GET /api/photos. */
export const photoListQuerySchema = z.object({
  album: albumFilter.optional(),
  category: z.enum(photoCategories, { error: photoQueryMessages.category }).optional(),
  before: photoCursorSchema.optional(),
  limit: z.coerce
    .number({ error: photoQueryMessages.limit })
    .int(photoQueryMessages.limit)
    .min(1, photoQueryMessages.limit)
    .max(photoPageSize.max, photoQueryMessages.limit)
    .optional(),
});
export type PhotoListQuery = z.output<typeof photoListQuerySchema>;
export type PhotoListParams = { album?: number | 'none'; category?: string; before?: string; limit?: number };
