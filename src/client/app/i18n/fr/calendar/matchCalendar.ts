import type { calendarMessages } from '#client/features/matches/calendar-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const matchCalendar: TranslationOf<typeof calendarMessages> = {
  forTeam: 'Les matchs de {team}',
  forClub: 'Tous les matchs des équipes du club',
  explain:
    'Abonnez-vous une fois pour toutes et l’agenda de votre téléphone ou de votre ordinateur se mettra à jour tout seul\u00a0: nouveaux matchs, changements d’horaire et résultats.',
  subscribe: 'Abonnez-vous',
  subscribeHint: 'iPhone, iPad, Mac, Outlook et autres applications d’agenda',
  google: 'Ajoutez-le à Google Agenda',
  googleHint: 'Pour Android et Google sur le Web',
  linkLabel: 'Lien d’abonnement',
  linkHint: 'Pour toute autre application\u00a0: copiez le lien et ajoutez-le comme agenda «\u00a0à partir d’une URL\u00a0».',
  copy: 'Copier le lien',
  copied: 'Lien copié',
  copiedText: 'Collez-le dans votre application d’agenda.',
  copyFailed: 'Impossible de copier le lien',
  copyFailedText: 'Le lien est resté sélectionné\u00a0: copiez-le avec le menu ou le clavier.',
  newTab: '(s’ouvre dans un nouvel onglet)',
  close: 'Fermer',
};
