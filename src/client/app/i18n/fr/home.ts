import type { homeMessages } from '#client/features/home/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const home: TranslationOf<typeof homeMessages> = {
  title: 'Club Bàsquet Llívia',
  tagline: 'La passion du basket en Cerdagne',
  intro: 'Nous formons des joueurs et des joueuses de tous âges depuis 1990, au Pavelló Fòrum de Llívia.',
  teamsButton: 'Découvrir les équipes',
  matchesButton: 'Voir les matchs',
  statsHeading: 'Le club en chiffres',
  activeTeams: 'Équipes actives',
  years: 'Ans d’histoire',
  yearsValue: '+30',
  players: 'Joueurs',
  playersValue: '120+',
  pavilion: 'Gymnase',
  pavilionValue: '1',
  loading: 'Chargement…',
};
