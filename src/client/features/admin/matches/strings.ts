/** Texts of the back office's match list and form that SPEC does not give (issue 12 item 2). */
export const matchAdminStrings = {
  season: 'Temporada',
  team: 'Equip',
  allTeams: 'Tots els equips',
  currentSeason: (label: string) => `${label} (actual)`,
  pending: 'Pendent de resultat',
  pendingNote: (count: number) =>
    count === 1
      ? 'Hi ha 1 partit ja jugat que encara està Programat: posa-hi el resultat.'
      : `Hi ha ${count} partits ja jugats que encara estan Programats: posa-hi el resultat.`,
  emptySeason: 'No hi ha partits en aquesta temporada.',
  scoredButScheduled: 'Has posat el resultat però el partit encara està Programat.',
  markCompleted: 'Marca’l com a Finalitzat',
  keepScheduled: 'Deixa’l Programat',
  keptScheduled: 'Es desarà Programat amb aquests punts.',
} as const;
