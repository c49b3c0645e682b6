import type { footerMessages } from '#client/components/layout/footer-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const footer: TranslationOf<typeof footerMessages> = {
  familyPage: 'Mes inscriptions',
};
