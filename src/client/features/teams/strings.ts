/** Texts of the teams screen (SPEC §2, exact). */
export const teamsStrings = {
  title: 'Els Nostres Equips',
  subtitle: 'Coneix tots els equips que formen part del nostre club',
  empty: 'No hi ha equips disponibles actualment.',
  hint: 'Fes clic per veure més detalls',
  loading: 'Carregant els equips…',
  dialogTitle: "Informació detallada de l'equip",
  coach: 'Entrenador',
  league: 'Lliga',
  squad: 'Plantilla',
  category: 'Categoria',
  officialLink: 'Veure fitxa oficial',
  newTab: "(s'obre en una pestanya nova)",
  close: 'Tancar',
  error: "No s'han pogut carregar els equips. Torna-ho a provar més tard.",
} as const;
