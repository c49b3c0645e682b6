import { z } from 'zod';
import { defineErrors } from '#shared/errors.ts';
import { coded, codedIssue } from '#shared/zod-setup.ts';
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


export const photoMessages = defineErrors(
  'photoAdmin',
  { imageRequired: 'Si us plau, selecciona una imatge.', category: 'Tria una categoria de la llista.', album: 'Àlbum invàlid.' },
  'backOffice',
);

/** One schema for the "add photo" form and POST /api/photos. */
export const photoInputSchema = z.object({
  title: requiredText(150),
  description: nullableText(1000),
  category: z.enum(photoCategories, coded(photoMessages.category)),
  imageUrl: imageRef(photoMessages.imageRequired),
  /** The original file's name; the server makes one from the title when missing. */
  fileName: nullableText(255),
  /** The album it goes into; missing or null: no album. */
  albumId: idSchema(photoMessages.album).nullish().transform((v) => v ?? null),
});
export type PhotoInput = z.input<typeof photoInputSchema>;

/*
 * GET /api/photos through time (issue 12 items 3 and 6, decision 159). Every parameter is optional: without them the
 * answer is the newest page of every photo, which is what /fotos shows first.
 */
const photoQueryErrors = defineErrors('photoQuery', {
  album: "Àlbum invàlid: ha de ser el número d'un àlbum o 'none'.",
  unknownAlbum: 'Aquest àlbum no existeix.',
  category: 'Categoria invàlida: ha de ser una de partits, entrenaments, campus, celebracions, equips o altres.',
  before: "Cursor invàlid: ha de ser la data de pujada i l'id de l'última foto rebuda (AAAA-MM-DDTHH:MM:SS.sssZ_id).",
  limit: 'La mida de pàgina ha de ser un número entre 1 i {max}.',
});
export const photoQueryMessages = { ...photoQueryErrors, limit: photoQueryErrors.limit({ max: photoPageSize.max }) };

/** A photo's place in the newest-first order (upload time to the millisecond, then id). */
export type PhotoCursor = { at: string; id: number };

const photoCursorSchema = z
  .string(coded(photoQueryMessages.before))
  .max(40, coded(photoQueryMessages.before))
  .transform((value, ctx): PhotoCursor => {
    const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d{1,10})$/.exec(value);
    const id = Number(m?.[2]);
    const at = m ? new Date(m[1]!) : undefined;
    if (!m || !at || Number.isNaN(at.getTime()) || at.toISOString() !== m[1] || id < 1 || id > maxDbInteger) {
      ctx.addIssue(codedIssue(photoQueryMessages.before));
      return z.NEVER;
    }
    return { at: m[1]!, id };
  });

const albumFilter = z.string(coded(photoQueryMessages.album)).transform((value, ctx): number | 'none' => {
  if (value === 'none') return 'none';
  const id = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!(id >= 1 && id <= maxDbInteger)) {
    ctx.addIssue(codedIssue(photoQueryMessages.album));
    return z.NEVER;
  }
  return id;
});

/** The query string of GET /api/photos. */
export const photoListQuerySchema = z.object({
  album: albumFilter.optional(),
  category: z.enum(photoCategories, coded(photoQueryMessages.category)).optional(),
  before: photoCursorSchema.optional(),
  limit: z.coerce
    .number(coded(photoQueryMessages.limit))
    .int(coded(photoQueryMessages.limit))
    .min(1, coded(photoQueryMessages.limit))
    .max(photoPageSize.max, coded(photoQueryMessages.limit))
    .optional(),
});
export type PhotoListQuery = z.output<typeof photoListQuerySchema>;
export type PhotoListParams = { album?: number | 'none'; category?: string; before?: string; limit?: number };
