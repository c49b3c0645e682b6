import type { ClubRegistrationValues } from '#shared/schemas/club-registration.ts';
import type { SchoolRegistrationValues } from '#shared/schemas/school-registration.ts';
import type { Db } from '#server/db/client.ts';
import {
  clubGuardianConfirmation,
  clubNotice,
  schoolGuardianConfirmation,
  schoolNotice,
} from '#server/features/registrations/mail.ts';
import { insertClubRegistration, insertSchoolRegistration } from '#server/features/registrations/repository.ts';
import { mailRef, queueMail } from '#server/mail/queue.ts';

/** Stores the registration and queues the guardian's confirmation and the club's notice, all or nothing. */
export function createClubRegistration(db: Db, v: ClubRegistrationValues, clubEmail: string): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertClubRegistration(tx, v);
    const ref = mailRef('club_registration', id);
    // The guardian's address was typed by a visitor: limited per recipient (the registration is kept regardless).
    await queueMail(tx, { ...clubGuardianConfirmation(v), ref, limited: true });
    await queueMail(tx, { ...clubNotice(v, clubEmail), ref });
    return id;
  });
}

export function createSchoolRegistration(db: Db, v: SchoolRegistrationValues, clubEmail: string): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertSchoolRegistration(tx, v);
    const ref = mailRef('school_registration', id);
    await queueMail(tx, { ...schoolGuardianConfirmation(v), ref, limited: true });
    await queueMail(tx, { ...schoolNotice(v, clubEmail), ref });
    return id;
  });
}
