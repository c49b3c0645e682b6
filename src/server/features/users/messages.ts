/** What the Usuaris area's routes answer (issue 15 item 1, decision 188): Catalan, one place. */
export const userMessages = {
  notFound: 'No s’ha trobat aquest compte.',
  invitationNotFound: 'No s’ha trobat aquesta invitació: potser ja s’ha acceptat, retirat o ha caducat.',
  usernameTaken: 'Ja hi ha un compte o una invitació pendent amb aquest nom d’usuari.',
  selfDisable: 'No podeu desactivar el vostre propi compte.',
  selfRole: 'No podeu canviar el vostre propi rol: demaneu-ho a una altra persona d’administració.',
  lastAdmin: 'Ha de quedar com a mínim un compte d’administració actiu: no es pot desactivar ni canviar de rol l’últim.',
  disabledAccount: 'Aquest compte està desactivat: activeu-lo abans de fer-li un enllaç per canviar la contrasenya.',
} as const;
