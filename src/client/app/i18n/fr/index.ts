/**
 * Every French text of the public site, by component name (lib/i18n.ts), loaded only on /fr/… pages (main.tsx).
 * Each file of this folder exports one `const` per component, named as the component and typed with its
 * `TranslationOf`; they all end up here in one chunk, which every page in this language loads first. The texts
 * of one page only (history, contact, campus, privacy, registration, …) and of what loads when used (the cart,
 * the payment form, the calendar dialog) are in folders instead, loaded with that code (app/route-texts.ts), so
 * each page's first load stays within its budget (decision 200).
 */
import type { ComponentsJSON, TranslationsJSON } from '@nanostores/i18n';

const files = import.meta.glob<Record<string, TranslationsJSON>>(['./*.ts', '!./index.ts'], { eager: true });

export const translations: ComponentsJSON = Object.assign({}, ...Object.values(files));
