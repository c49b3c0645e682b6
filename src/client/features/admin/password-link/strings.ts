/** /admin/contrasenya: the page a volunteer's invitation or password link opens (issue 15 item 1, decision 188). */
export const setPasswordStrings = {
  title: 'Contrasenya del compte',
  checking: 'Comprovant l’enllaç…',
  noLink: 'Aquesta pàgina s’obre amb l’enllaç que us han enviat per correu. Torneu a obrir l’enllaç del correu, o demaneu-ne un de nou a qui administra el web.',
  welcome: (username: string) => `Benvingut/da, ${username}`,
  inviteText: 'Trieu la contrasenya del vostre compte per entrar a l’administració del web del club.',
  resetText: 'Trieu una contrasenya nova per al vostre compte. Es tancaran totes les sessions que tingueu obertes.',
  username: 'Usuari',
  password: 'Contrasenya nova',
  passwordHint:
    'Com a mínim 12 caràcters. Una frase llarga que només vosaltres conegueu és la millor opció; no pot ser una contrasenya comuna ni contenir el vostre usuari.',
  repeat: 'Repetiu la contrasenya',
  submit: 'Desar la contrasenya',
  saving: 'Desant...',
  error: 'No s’ha pogut desar la contrasenya',
  doneTitle: 'Contrasenya desada',
  doneText: (username: string) => `Ja podeu entrar a l’administració amb l’usuari «${username}» i la contrasenya que heu triat.`,
  toLogin: 'Anar a l’inici de sessió',
  genericError: 'Hi ha hagut un error. Torneu-ho a provar d’aquí a uns minuts.',
  // A link that enrols the second factor with the password (a role that requires it, decision 190).
  enrolInviteText:
    'Trieu la contrasenya del vostre compte i afegiu-lo a l’aplicació d’autenticació del mòbil: el vostre rol protegeix dades personals i per entrar caldran totes dues coses.',
  enrolResetText:
    'Trieu una contrasenya nova i afegiu el compte a l’aplicació d’autenticació del mòbil. Es tancaran totes les sessions que tingueu obertes.',
  passwordLegend: 'Contrasenya',
  enrolLegend: 'Verificació en dos passos',
  code: 'Codi de verificació',
  submitEnrol: 'Desar i activar la verificació',
  savingEnrol: 'Activant...',
  enrolledStatus: 'Contrasenya desada i verificació en dos passos activada.',
  doneTitleEnrol: 'Compte a punt',
  doneTextEnrol: (username: string) =>
    `Ja podeu entrar a l’administració amb l’usuari «${username}», la contrasenya que heu triat i el codi de l’aplicació.`,
} as const;
