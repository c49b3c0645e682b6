import type { ClubRegistrationValues } from '#shared/schemas/club-registration.ts';
import type { SchoolRegistrationValues } from '#shared/schemas/school-registration.ts';
import type { Locale } from '#shared/locales.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import {
  clubGuardianConfirmation,
  clubNotice,
  schoolGuardianConfirmation,
  schoolNotice,
} from '#server/features/registrations/mail.ts';
import { insertClubRegistration, insertSchoolRegistration } from '#server/features/registrations/repository.ts';
import { mailRef, queueMail } from '#server/mail/queue.ts';
import { findOpenSeason } from '#server/features/seasons/repository.ts';
import { foreignKeyViolation, sqlStateOf, uniqueViolation } from '#server/db/errors.ts';
import { conflict } from '#server/http-error.ts';
import { defineErrors } from '#shared/errors.ts';

/**
 * The club's and the school's refusals. The same player (folded name and surnames, birth date) registered twice in
 * one season on one form (decision 178): the unique index on (season, player key) refuses the second, and the
 * family is told it is already registered.
 */
export const registrationErrors = defineErrors('registration', {
  closed: 'Ara mateix no hi ha cap temporada oberta a inscripcions. Torna-ho a provar més endavant o contacta amb el club.',
  duplicateClub:
    'Aquest jugador o jugadora ja té una inscripció al club aquesta temporada. Si cal canviar-hi alguna dada, contacta amb el club.',
  duplicateSchool:
    'Aquest alumne ja té una inscripció a Escoles aquesta temporada. Si cal canviar-hi alguna dada, contacta amb el club.',
});
const registrationsClosedMessage = registrationErrors.closed;

/** The duplicate's error by the form's kind (its table). */
export const duplicateRegistrationMessages = {
  club_registration: registrationErrors.duplicateClub,
  school_registration: registrationErrors.duplicateSchool,
};
type RegistrationKind = keyof typeof duplicateRegistrationMessages;

/** Stores the registration and queues the guardian's confirmation and the club's notice, all or nothing. */
function storeWithMails(
  db: Db,
  kind: RegistrationKind,
  insert: (tx: Tx, seasonId: number) => Promise<number>,
  mails: (seasonLabel: string) => { guardian: MailMessage; club: MailMessage },
): Promise<number> {
  const stored = db.transaction(async (tx) => {
    // Every registration is for the season open for registrations (issue 12 item 1).
    const season = await findOpenSeason(tx);
    if (!season) throw conflict(registrationsClosedMessage);
    const id = await insert(tx, season.id);
    const ref = mailRef(kind, id);
    const { guardian, club } = mails(season.label);
    // The guardian's address was typed by a visitor: limited per recipient (the registration is kept regardless).
    await queueMail(tx, { ...guardian, ref, limited: true });
    await queueMail(tx, { ...club, ref });
    return id;
  });
  // The admin closed and deleted the season between our reading it and our writing (decision 160): the family is
  // told registrations are closed, as it would be a moment later, not shown a server error. A unique violation is the
  // player's key (the only unique column a new registration fills): already registered, a 409, never a 500.
  return stored.catch((err: unknown) => {
    const state = sqlStateOf(err);
    if (state === foreignKeyViolation) throw conflict(registrationsClosedMessage);
    if (state === uniqueViolation) throw conflict(duplicateRegistrationMessages[kind]);
    throw err;
  });
}

/** The form's values with the family's language resolved (the payload's, else the request's; decision 177). */
type InLocale<T> = T & { locale: Locale };

export function createClubRegistration(db: Db, v: InLocale<ClubRegistrationValues>, clubEmail: string): Promise<number> {
  return storeWithMails(db, 'club_registration', (tx, seasonId) => insertClubRegistration(tx, v, seasonId), (season) => ({
    guardian: clubGuardianConfirmation(v, season, v.locale),
    club: clubNotice(v, clubEmail, season),
  }));
}

export function createSchoolRegistration(db: Db, v: InLocale<SchoolRegistrationValues>, clubEmail: string): Promise<number> {
  return storeWithMails(db, 'school_registration', (tx, seasonId) => insertSchoolRegistration(tx, v, seasonId), (season) => ({
    guardian: schoolGuardianConfirmation(v, season, v.locale),
    club: schoolNotice(v, clubEmail, season),
  }));
}
