import type { teamsMessages } from '#client/features/teams/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const teams: TranslationOf<typeof teamsMessages> = {
  title: 'Nos équipes',
  subtitle: 'Découvrez toutes les équipes qui font partie de notre club',
  empty: 'Aucune équipe n’est disponible pour le moment.',
  hint: 'Cliquez pour en savoir plus',
  loading: 'Chargement des équipes…',
  dialogTitle: 'Informations détaillées sur l’équipe',
  coach: 'Entraîneur',
  league: 'Championnat',
  squad: 'Effectif',
  officialLink: 'Voir la fiche officielle',
  newTab: '(s’ouvre dans un nouvel onglet)',
  close: 'Fermer',
  error: 'Impossible de charger les équipes. Veuillez réessayer plus tard.',
  playerWord: { one: 'joueur', other: 'joueurs' },
  playerWordWomen: { one: 'joueuse', other: 'joueuses' },
  playersHeading: 'Joueurs',
  playersHeadingWomen: 'Joueuses',
};
