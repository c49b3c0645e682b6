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
import { queueMail } from '#server/mail/queue.ts';

/** Stores the registration and queues the guardian's confirmation and the club's notice, all or nothing. */
export function createClubRegistration(db: Db, v: ClubRegistrationValues, clubEmail: string): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertClubRegistration(tx, v);
    await queueMail(tx, clubGuardianConfirmation(v));
    await queueMail(tx, clubNotice(v, clubEmail));
    return id;
  });
}

export function createSchoolRegistration(db: Db, v: SchoolRegistrationValues, clubEmail: string): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertSchoolRegistration(tx, v);
    await queueMail(tx, schoolGuardianConfirmation(v));
    await queueMail(tx, schoolNotice(v, clubEmail));
    return id;
  });
}
