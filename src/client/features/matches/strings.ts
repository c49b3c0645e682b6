/** Texts of the matches screen (SPEC §2, exact where SPEC gives them). */
export const matchesStrings = {
  title: 'Calendari i Resultats',
  subtitle: 'Segueix tots els partits dels equips del club',
  filterLabel: 'Equip',
  allTeams: 'Tots els equips',
  upcoming: 'Pròxims Partits',
  results: 'Resultats',
  noUpcoming: 'No hi ha partits programats properament.',
  noResults: 'No hi ha resultats disponibles encara.',
  wins: 'Victòries',
  losses: 'Derrotes',
  pointsPerMatch: 'Punts per partit',
  played: 'Partits jugats',
  statsFor: (team: string) => `Balanç de ${team}`,
  statsForClub: (team: string) => `Balanç de tots els equips del club (${team})`,
  addToCalendar: 'Afegeix al calendari',
  addToCalendarHint: 'Subscriu-te al calendari de partits amb la teva aplicació de calendari',
  vs: 'VS',
  loading: 'Carregant els partits…',
  error: "No s'han pogut carregar els partits. Torna-ho a provar més tard.",
  recentResults: 'Últims resultats',
  allMatches: 'Veure tots els partits',
  score: (home: number, away: number) => `${home} - ${away}`,
  date: 'Data',
  time: 'Hora',
  venue: 'Lloc',
} as const;

/** SPEC §4: the status labels. */
export const statusLabels: Record<string, string> = {
  scheduled: 'Programat',
  live: 'En Joc',
  completed: 'Finalitzat',
};
