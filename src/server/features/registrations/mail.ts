import type { ClubRegistrationValues } from '#shared/schemas/club-registration.ts';
import type { SchoolRegistrationValues } from '#shared/schemas/school-registration.ts';
import { ibanLast4 } from '#shared/validation/iban.ts';
import type { Locale } from '#shared/locales.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import { familyTexts, yesNo } from '#server/mail/i18n/family.ts';
import { registrationTexts } from '#server/mail/i18n/registrations.ts';

/**
 * Mails about registrations carry no DNI, no full IBAN (last 4 digits only), no health card, allergies or
 * medication (DESIGN rule 5): a mailbox is not the back office. The guardian's confirmation goes to an address a
 * visitor typed, so it carries nothing typed in the form either (names, school, sizes): only the club's own words
 * and what was ticked (issue 10 item 11, decision 013), in the language of the page the form was sent from
 * (decision 177). The club's notices may name the player; they stay Catalan.
 */
const yesNoCa = (v: boolean) => yesNo('ca', v);

type GuardianConsents = Pick<
  ClubRegistrationValues,
  'guardianEmail' | 'iban' | 'sepaAuthorization' | 'privacyAuthorization' | 'imageRightsAuthorization'
>;

/**
 * The guardian's confirmation of either form: `received` says what was received, then the account's last 4 digits,
 * the form's own answers (`answers`) and the consents both forms ask for.
 */
function guardianConfirmation(
  v: GuardianConsents,
  locale: Locale,
  subject: string,
  received: string,
  answers: string[] = [],
): MailMessage {
  const t = registrationTexts[locale];
  const answer = (value: boolean) => yesNo(locale, value);
  return {
    to: v.guardianEmail,
    locale,
    subject,
    text: [
      familyTexts[locale].hello,
      '',
      received,
      '',
      t.ibanEnding(ibanLast4(v.iban)),
      ...answers,
      t.sepa(answer(v.sepaAuthorization)),
      t.privacy(answer(v.privacyAuthorization)),
      t.imageRights(answer(v.imageRightsAuthorization)),
      '',
      t.leftOut,
      t.wrongData,
      familyTexts[locale].notYours,
    ].join('\n'),
  };
}

/**
 * `season`: the label of the season the registration was stored for (the one open for registrations); `locale`:
 * the family's language (the registration's stored locale).
 */
export function clubGuardianConfirmation(v: ClubRegistrationValues, season: string, locale: Locale): MailMessage {
  const t = registrationTexts[locale];
  return guardianConfirmation(v, locale, t.clubSubject(season), t.clubReceived(season));
}

export function clubNotice(v: ClubRegistrationValues, to: string, season: string): MailMessage {
  return {
    to,
    subject: `Nova inscripció al club: ${v.playerName}`,
    text: [
      `Temporada: ${season}`,
      `Jugador/a: ${v.playerName}`,
      `Domiciliació SEPA: ${yesNoCa(v.sepaAuthorization)}${v.sepaAuthorization ? '' : ' (cal acordar una altra forma de pagament)'}`,
      '',
      'Trobareu totes les dades a l’administració del web (pestanya Inscr. Club).',
    ].join('\n'),
  };
}

export function schoolGuardianConfirmation(v: SchoolRegistrationValues, season: string, locale: Locale): MailMessage {
  const t = registrationTexts[locale];
  return guardianConfirmation(v, locale, t.schoolSubject(season), t.schoolReceived(season), [
    t.medicalEmergency(yesNo(locale, v.medicalEmergencyConsent)),
    t.medication(yesNo(locale, v.medicationAdministrationConsent)),
  ]);
}

export function schoolNotice(v: SchoolRegistrationValues, to: string, season: string): MailMessage {
  return {
    to,
    subject: `Nova inscripció a Escoles: ${v.playerName} ${v.playerSurname}`,
    text: [
      `Temporada: ${season}`,
      `Alumne/a: ${v.playerName} ${v.playerSurname}`,
      `Curs i escola: ${v.courseAndSchool}`,
      `Domiciliació SEPA: ${yesNoCa(v.sepaAuthorization)}${v.sepaAuthorization ? '' : ' (cal acordar una altra forma de pagament)'}`,
      '',
      'Trobareu totes les dades a l’administració del web (pestanya Inscr. Escoles).',
    ].join('\n'),
  };
}
