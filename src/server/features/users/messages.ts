import { defineErrors } from '#shared/errors.ts';

/** What the Usuaris area's routes answer (issue 15 item 1, decision 188): Catalan, one place. */
export const userMessages = defineErrors(
  'user',
  {
  notFound: 'No s’ha trobat aquest compte.',
  invitationNotFound: 'No s’ha trobat aquesta invitació: potser ja s’ha acceptat, retirat o ha caducat.',
  usernameTaken: 'Ja hi ha un compte o una invitació pendent amb aquest nom d’usuari.',
  selfDisable: 'No podeu desactivar el vostre propi compte.',
  selfRole: 'No podeu canviar el vostre propi rol: demaneu-ho a una altra persona d’administració.',
  lastAdmin: 'Ha de quedar com a mínim un compte d’administració actiu: no es pot desactivar ni canviar de rol l’últim.',
  disabledAccount: 'Aquest compte està desactivat: activeu-lo abans de fer-li un enllaç per canviar la contrasenya.',
  needsSecondFactor:
    'Aquest voluntari ha d’activar la verificació en dos passos (El meu compte) abans de tenir aquest rol.',
  selfSecondFactor: 'La vostra verificació en dos passos es gestiona des d’El meu compte.',
  secondFactorOff:
    'Aquest compte no té la verificació en dos passos activada: si no pot entrar, feu-li un enllaç per canviar la contrasenya.',
  disabledSecondFactor: 'Aquest compte està desactivat: activeu-lo abans de restablir-li la verificació en dos passos.',
  },
  'backOffice',
);
