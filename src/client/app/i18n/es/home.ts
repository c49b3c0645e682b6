import type { homeMessages } from '#client/features/home/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const home: TranslationOf<typeof homeMessages> = {
  title: 'Club Bàsquet Llívia',
  tagline: 'Pasión por el baloncesto en la Cerdanya',
  intro: 'Formamos jugadores y jugadoras de todas las edades desde 1990, en el Pavelló Fòrum de Llívia.',
  teamsButton: 'Conoce los equipos',
  matchesButton: 'Ver partidos',
  statsHeading: 'El club en cifras',
  activeTeams: 'Equipos activos',
  years: 'Años de historia',
  yearsValue: '+30',
  players: 'Jugadores',
  playersValue: '120+',
  pavilion: 'Pabellón',
  pavilionValue: '1',
  loading: 'Cargando…',
};
