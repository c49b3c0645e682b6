// The back office's texts for the families' erasure requests (issue 14 item 4; the back office is Catalan only).

export const erasureStrings = {
  heading: "Sol·licituds d'esborrament",
  note: (n: number) =>
    n === 1 ? 'Una família demana que esborreu les seves dades.' : `${n} famílies demanen que esborreu les seves dades.`,
  listLabel: "Sol·licituds d'esborrament pendents",
  requested: (date: string) => `Demanada el ${date}`,
  confirm: "Confirmar l'esborrament",
  confirmLabel: (email: string) => `Confirmar l'esborrament de ${email}`,
  confirmTitle: "Confirmar l'esborrament?",
  confirmText: (email: string) =>
    `S'esborraran les dades personals de totes les comandes, inscripcions a campus, llistes d'espera i inscripcions al club i a l'escola fetes amb ${email}. Només es conserven l'import i la data de les comandes i dels pagaments, sense cap dada personal. Aquesta acció no es pot desfer.`,
  confirmAction: 'Esborra les dades',
  dismiss: 'Descartar',
  dismissLabel: (email: string) => `Descartar la sol·licitud de ${email}`,
  confirmed: 'Dades esborrades',
  dismissed: 'Sol·licitud descartada',
  confirmError: "Error esborrant les dades",
  dismissError: 'Error descartant la sol·licitud',
} as const;
