/**
 * Every Spanish text of the public site, by component name (lib/i18n.ts), loaded only on /es/… pages (main.tsx).
 * Each file of this folder exports one `const` per component, named as the component and typed with its
 * `TranslationOf`; they all end up here in one chunk. The long texts of one page (the privacy notice, the
 * registration forms) are in a folder named after it instead, loaded with the page's code (app/route-texts.ts).
 */
import type { ComponentsJSON, TranslationsJSON } from '@nanostores/i18n';

const files = import.meta.glob<Record<string, TranslationsJSON>>(['./*.ts', '!./index.ts'], { eager: true });

export const translations: ComponentsJSON = Object.assign({}, ...Object.values(files));
