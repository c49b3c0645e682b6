import type { photoCategoryMessages } from '#client/features/photos/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const photoCategories: TranslationOf<typeof photoCategoryMessages> = {
  partits: 'Partidos',
  entrenaments: 'Entrenamientos',
  campus: 'Campus',
  celebracions: 'Celebraciones',
  equips: 'Equipos',
  altres: 'Otros',
};
