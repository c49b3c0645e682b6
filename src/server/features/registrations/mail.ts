import type { ClubRegistrationValues } from '#shared/schemas/club-registration.ts';
import type { SchoolRegistrationValues } from '#shared/schemas/school-registration.ts';
import { ibanLast4 } from '#shared/validation/iban.ts';
import type { MailMessage } from '#server/mail/mailer.ts';

/**
 * Mails about registrations carry no DNI, no full IBAN (last 4 digits only), no health card, allergies or
 * medication (DESIGN rule 5): a mailbox is not the back office. The guardian's confirmation goes to an address a
 * visitor typed, so it carries nothing typed in the form either (names, school, sizes): only the club's own words
 * and what was ticked (issue 10 item 11, decision 013). The club's notices may name the player.
 */
const yesNo = (v: boolean) => (v ? 'Sí' : 'No');
const privacyNote = 'Per seguretat, aquest correu no inclou el DNI, la targeta sanitària, les dades de salut ni el compte complet.';

const notYours = 'Si no heu fet aquesta inscripció, ignoreu aquest correu o feu-nos-ho saber.';

type GuardianConsents = Pick<
  ClubRegistrationValues,
  'guardianEmail' | 'iban' | 'sepaAuthorization' | 'privacyAuthorization' | 'imageRightsAuthorization'
>;

/**
 * The guardian's confirmation of either form: `received` says what was received, then the account's last 4 digits,
 * the form's own answers (`answers`) and the consents both forms ask for.
 */
function guardianConfirmation(v: GuardianConsents, subject: string, received: string, answers: string[] = []): MailMessage {
  return {
    to: v.guardianEmail,
    subject,
    text: [
      'Hola,',
      '',
      received,
      '',
      `Compte (IBAN): acabat en ${ibanLast4(v.iban)}`,
      ...answers,
      `Domiciliació SEPA: ${yesNo(v.sepaAuthorization)}`,
      `Protecció de dades: ${yesNo(v.privacyAuthorization)}`,
      `Drets d’imatge: ${yesNo(v.imageRightsAuthorization)}`,
      '',
      privacyNote,
      'Si alguna dada no és correcta, responeu aquest correu.',
      notYours,
    ].join('\n'),
  };
}

/** `season`: the label of the season the registration was stored for (the one open for registrations). */
export function clubGuardianConfirmation(v: ClubRegistrationValues, season: string): MailMessage {
  return guardianConfirmation(
    v,
    `Inscripció al CB Llívia rebuda (temporada ${season})`,
    `Hem rebut una inscripció al club per a la temporada ${season} feta amb aquesta adreça de correu. Moltes gràcies!`,
  );
}

export function clubNotice(v: ClubRegistrationValues, to: string, season: string): MailMessage {
  return {
    to,
    subject: `Nova inscripció al club: ${v.playerName}`,
    text: [
      `Temporada: ${season}`,
      `Jugador/a: ${v.playerName}`,
      `Domiciliació SEPA: ${yesNo(v.sepaAuthorization)}${v.sepaAuthorization ? '' : ' (cal acordar una altra forma de pagament)'}`,
      '',
      'Trobareu totes les dades a l’administració del web (pestanya Inscr. Club).',
    ].join('\n'),
  };
}

export function schoolGuardianConfirmation(v: SchoolRegistrationValues, season: string): MailMessage {
  return guardianConfirmation(
    v,
    `Inscripció a les Escoles de bàsquet del CB Llívia rebuda (temporada ${season})`,
    `Hem rebut una inscripció a les Escoles de bàsquet per a la temporada ${season} feta amb aquesta adreça de correu. Moltes gràcies!`,
    [
      `Actuació en cas d’urgència mèdica: ${yesNo(v.medicalEmergencyConsent)}`,
      `Administració de medicació: ${yesNo(v.medicationAdministrationConsent)}`,
    ],
  );
}

export function schoolNotice(v: SchoolRegistrationValues, to: string, season: string): MailMessage {
  return {
    to,
    subject: `Nova inscripció a Escoles: ${v.playerName} ${v.playerSurname}`,
    text: [
      `Temporada: ${season}`,
      `Alumne/a: ${v.playerName} ${v.playerSurname}`,
      `Curs i escola: ${v.courseAndSchool}`,
      `Domiciliació SEPA: ${yesNo(v.sepaAuthorization)}${v.sepaAuthorization ? '' : ' (cal acordar una altra forma de pagament)'}`,
      '',
      'Trobareu totes les dades a l’administració del web (pestanya Inscr. Escoles).',
    ].join('\n'),
  };
}
