/** The login's second step (issue 15 item 3, decision 190). */
export const codeStepStrings = {
  title: 'Verificació en dos passos',
  text: 'Obriu l’aplicació d’autenticació del mòbil i escriviu el codi de 6 xifres que mostra per al CB Llívia.',
  recoveryText: 'Escriviu un dels codis de recuperació que vau desar quan vau activar la verificació. Cada codi només serveix una vegada.',
  code: 'Codi de verificació',
  recoveryCode: 'Codi de recuperació',
  recoveryHint: 'Per exemple: k7m2-9xqp',
  remember: 'Recorda aquest navegador 30 dies',
  rememberHint: 'En aquest navegador només caldrà la contrasenya. No ho marqueu en un ordinador compartit.',
  submit: 'Verifica',
  submitting: 'Verificant...',
  useRecovery: 'Fes servir un codi de recuperació',
  useApp: 'Fes servir el codi de l’aplicació',
  back: 'Torna a l’usuari i la contrasenya',
} as const;
