import type { pageMessages } from '#client/components/layout/layout-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';
import { pageMetaFr } from '#shared/i18n/page-meta-fr.ts';

/** The pages' titles and descriptions (written once, in src/shared/i18n/page-meta-fr.ts, for the server too). */
export const pages: TranslationOf<typeof pageMessages> = Object.fromEntries(
  Object.entries(pageMetaFr).flatMap(([route, meta]) => [
    [`${route}|title`, meta.title],
    [`${route}|description`, meta.description],
  ]),
);
