/** Texts of the matches screen (SPEC §2, exact in Catalan where SPEC gives them; Spanish and French in app/i18n). */
import { messages, params } from '#client/lib/i18n.ts';

export const matchesMessages = messages('matches', {
  title: 'Calendari i Resultats',
  subtitle: 'Segueix tots els partits dels equips del club',
  filterLabel: 'Equip',
  seasonLabel: 'Temporada',
  currentSeason: params('{season} (actual)'),
  allTeams: 'Tots els equips',
  upcoming: 'Pròxims Partits',
  results: 'Resultats',
  noUpcoming: 'No hi ha partits programats properament.',
  noResults: 'No hi ha resultats disponibles encara.',
  wins: 'Victòries',
  losses: 'Derrotes',
  pointsPerMatch: 'Punts per partit',
  played: 'Partits jugats',
  statsFor: params('Balanç de {team}'),
  statsForClub: params('Balanç de tots els equips del club ({team})'),
  addToCalendar: 'Afegeix al calendari',
  addToCalendarHint: 'Subscriu-te al calendari de partits amb la teva aplicació de calendari',
  vs: 'VS',
  loading: 'Carregant els partits…',
  error: "No s'han pogut carregar els partits. Torna-ho a provar més tard.",
  recentResults: 'Últims resultats',
  allMatches: 'Veure tots els partits',
  score: params('{home} - {away}'),
  showMore: "Mostra'n més",
  loadingMore: 'Carregant més resultats…',
  shownOf: params('Es mostren {shown} de {total} resultats'),
  upcomingShownOf: params('Es mostren {shown} de {total} partits programats'),
  moreError: "No s'han pogut carregar més resultats. Torna-ho a provar.",
  date: 'Data',
  time: 'Hora',
  venue: 'Lloc',
});

/** SPEC §4: the status labels, by the match's status value. */
export const matchStatusMessages = messages('matchStatus', {
  scheduled: 'Programat',
  live: 'En Joc',
  completed: 'Finalitzat',
});
