import type { ComponentsJSON, TranslationsJSON } from '@nanostores/i18n';
import type { ErrorTexts, ZodLocale } from '#client/lib/error-messages.ts';
import { addTranslations, pageLocale } from '#client/lib/i18n.ts';

/** What app/i18n/<locale>/forms/form-errors.ts exports besides components. */
type ErrorFile = { errorTexts?: ErrorTexts; zodErrors?: ZodLocale };

type Files = Record<string, () => Promise<Record<string, TranslationsJSON>>>;

// Each file of app/i18n/<locale>/<page>/ is its own chunk; only the page's language's are ever fetched.
const files: Record<'es' | 'fr', Files> = {
  es: import.meta.glob<Record<string, TranslationsJSON>>('./i18n/es/*/*.ts', { import: '*' }),
  fr: import.meta.glob<Record<string, TranslationsJSON>>('./i18n/fr/*/*.ts', { import: '*' }),
};

/**
 * Code whose texts are not in its language's first chunk (decisions 175, 200): a page (its own texts, the forms'
 * error messages) or something loaded when used (the cart panel, the payment form, a dialog). On a Spanish or
 * French page the translations it needs (the folders of app/i18n/<locale>/ named in `folders`) are put in place
 * first, then its code is loaded, so its texts are translated from its first render. The server preloads a page's
 * on a direct visit (route-preloads.ts); a Catalan page loads its code only.
 */
export function withTexts<T>(folders: readonly string[], load: () => Promise<T>): () => Promise<T> {
  const locale = pageLocale;
  if (locale === 'ca') return load;
  return async () => {
    const mine = Object.entries(files[locale]).filter(([file]) => folders.some((folder) => file.includes(`/${folder}/`)));
    // With the forms' texts, the code that shows errors by code (fetched alongside, not after them); if it cannot
    // load, errors show in Catalan.
    const errorCode = folders.includes('forms') ? import('#client/lib/error-messages.ts').catch(() => undefined) : undefined;
    const loaded = await Promise.all(mine.map(([, get]) => get()));
    // The forms' error texts (by code, not a component) and zod's own messages: every error from now on shows in
    // the page's language (decision 196).
    const { errorTexts, zodErrors, ...components } = Object.assign({}, ...loaded) as ComponentsJSON & ErrorFile;
    addTranslations(components);
    if (errorTexts) (await errorCode)?.showErrorsIn(locale, errorTexts, zodErrors);
    return load();
  };
}
