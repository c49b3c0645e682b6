import { z } from 'zod';
import { defineErrors } from '#shared/errors.ts';
import { coercedId, fieldErrors, isoDate, maxDbInteger, nullableText, requiredText } from '#shared/schemas/common.ts';
import { coded, codedIssue } from '#shared/zod-setup.ts';
import { albumPageSize } from '#shared/list-pages.ts';

// Without zod, for the public pages (decision 200).
export { albumCursor, albumPageSize } from '#shared/list-pages.ts';

/*
 * Photo albums (issue 12 item 3, decision 159): a title, a date, an optional description and a cover. GET /api/albums
 * answers them newest first (album date, then id), one page at a time.
 */

/** An album as the public list answers it. `coverUrl` is what a card shows (grid variant); null: no photo yet. */
export const albumSchema = z.object({
  id: z.number(),
  title: z.string(),
  albumDate: z.string(),
  description: z.string().nullable(),
  /** The cover the admin chose (a photo's image URL); null: the album's newest photo stands for it. */
  coverImageUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  photoCount: z.number(),
});
export type Album = z.infer<typeof albumSchema>;

export const albumMessages = {
  ...defineErrors('album', { notFound: 'Àlbum no trobat.' }),
  ...defineErrors(
    'albumAdmin',
    { title: "Cal un títol per a l'àlbum.", cover: "La portada ha de ser una de les fotos de l'àlbum." },
    'backOffice',
  ),
  date: fieldErrors.dateFormat,
};

/** One schema for the album form and POST/PUT /api/albums. */
export const albumInputSchema = z.object({
  title: requiredText(150, albumMessages.title),
  albumDate: isoDate,
  description: nullableText(1000),
  /** The image URL of one of the album's photos, or null/blank for "its newest photo". */
  coverImageUrl: nullableText(2000),
});
export type AlbumInput = z.input<typeof albumInputSchema>;
export type AlbumValues = z.output<typeof albumInputSchema>;

const albumQueryErrors = defineErrors('albumQuery', {
  before: "Cursor invàlid: ha de ser la data i l'id de l'últim àlbum rebut (AAAA-MM-DD_id).",
  limit: 'La mida de pàgina ha de ser un número entre 1 i {max}.',
});
export const albumQueryMessages = { ...albumQueryErrors, limit: albumQueryErrors.limit({ max: albumPageSize.max }) };

/** An album's place in the newest-first order (`before`). */
export type AlbumCursor = { date: string; id: number };

const albumCursorSchema = z
  .string(coded(albumQueryMessages.before))
  .max(30, coded(albumQueryMessages.before))
  .transform((value, ctx): AlbumCursor => {
    const m = /^(\d{4}-\d{2}-\d{2})_(\d{1,10})$/.exec(value);
    const id = Number(m?.[2]);
    if (!m || !isoDate.safeParse(m[1]).success || id < 1 || id > maxDbInteger) {
      ctx.addIssue(codedIssue(albumQueryMessages.before));
      return z.NEVER;
    }
    return { date: m[1]!, id };
  });

/** The query string of GET /api/albums. */
export const albumListQuerySchema = z.object({
  before: albumCursorSchema.optional(),
  limit: z.coerce
    .number(coded(albumQueryMessages.limit))
    .int(coded(albumQueryMessages.limit))
    .min(1, coded(albumQueryMessages.limit))
    .max(albumPageSize.max, coded(albumQueryMessages.limit))
    .optional(),
});
export type AlbumListQuery = z.output<typeof albumListQuerySchema>;

export const albumIdParam = z.object({ id: coercedId(albumMessages.notFound) });
