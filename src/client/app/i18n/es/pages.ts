import type { pageMessages } from '#client/components/layout/layout-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';
import { pageMetaEs } from '#shared/i18n/page-meta-es.ts';

/** The pages' titles and descriptions (written once, in src/shared/i18n/page-meta-es.ts, for the server too). */
export const pages: TranslationOf<typeof pageMessages> = Object.fromEntries(
  Object.entries(pageMetaEs).flatMap(([route, meta]) => [
    [`${route}|title`, meta.title],
    [`${route}|description`, meta.description],
  ]),
);
