import type { matchStatusMessages } from '#client/features/matches/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const matchStatus: TranslationOf<typeof matchStatusMessages> = {
  scheduled: 'Programmé',
  live: 'En cours',
  completed: 'Terminé',
};
