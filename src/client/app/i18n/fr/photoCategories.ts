import type { photoCategoryMessages } from '#client/features/photos/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const photoCategories: TranslationOf<typeof photoCategoryMessages> = {
  partits: 'Matchs',
  entrenaments: 'Entraînements',
  campus: 'Stages',
  celebracions: 'Fêtes',
  equips: 'Équipes',
  altres: 'Autres',
};
