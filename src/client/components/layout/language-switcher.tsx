import { useSearch } from 'wouter';
import { layoutMessages } from '#client/components/layout/layout-strings.ts';
import { pageLocale, rememberLocale, useMessages } from '#client/lib/i18n.ts';
import { languageNames, localizePath, locales } from '#shared/locales.ts';

/**
 * The same page in the other languages (issue 13 item 1, decision 175): plain links, so the new language's page
 * comes whole from the server (its HTML lang, title and texts); the choice is remembered for SPEC's addresses.
 * `location` is the page's path without its language prefix. `compact` shows CA · ES · FR (the header).
 */
export function LanguageSwitcher({ location, compact = false }: { location: string; compact?: boolean }) {
  const t = useMessages(layoutMessages);
  const search = useSearch();
  return (
    <nav aria-label={t.language}>
      <ul className={compact ? 'flex items-center gap-0.5' : 'flex flex-wrap gap-1'}>
        {locales.map((locale) => {
          const current = locale === pageLocale;
          return (
            <li key={locale}>
              <a
                href={`${localizePath(location, locale)}${search ? `?${search}` : ''}`}
                hrefLang={locale}
                lang={locale}
                aria-current={current ? 'true' : undefined}
                onClick={() => rememberLocale(locale)}
                className={`rounded-md font-semibold transition-colors ${compact ? 'px-2 py-1.5 text-xs' : 'px-2.5 py-2 text-sm'} ${
                  current ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-brand-50 hover:text-brand-800'
                }`}
              >
                {compact ? (
                  <>
                    <span aria-hidden>{locale.toUpperCase()}</span>
                    <span className="sr-only">{languageNames[locale]}</span>
                  </>
                ) : (
                  languageNames[locale]
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
