import { inArray } from 'drizzle-orm';
import { campus, campusRegistrations, clubRegistrations, schoolRegistrations, seasons } from '#server/db/schema.ts';
import { eraseCampusRegistrationsIn } from '#server/features/campus/erase.ts';
import { dayPlusYearsPassed, type RetentionKind } from '#server/features/retention/policy.ts';
import { deleteMailsAbout, type MailRefKind, mailRef } from '#server/mail/queue.ts';

/**
 * Club and school registrations are kept during their season and the `registrationSeasons` that follow (the privacy
 * notice: three, the Catalan Civil Code's limit for claiming fees or an injury's damages), then the whole row goes
 * — health, identity and bank data included — with its mails, sent or not. A season is a year: the limit is the
 * season's last day plus that many years, in the club's calendar (decision 191).
 */
function seasonRegistrations(
  table: typeof clubRegistrations | typeof schoolRegistrations,
  mailKind: MailRefKind,
  meta: Pick<RetentionKind, 'name' | 'label'>,
): RetentionKind {
  const registrations = table as typeof clubRegistrations;
  return {
    ...meta,
    entity: meta.name,
    async run(tx, today, policy) {
      const over = tx
        .select({ id: seasons.id })
        .from(seasons)
        .where(dayPlusYearsPassed(seasons.endsOn, policy.registrationSeasons, today));
      const gone = await tx.delete(registrations).where(inArray(registrations.seasonId, over)).returning({ id: registrations.id });
      await deleteMailsAbout(
        tx,
        gone.map((r) => mailRef(mailKind, r.id)),
      );
      return { deleted: gone.length };
    },
  };
}

export const clubRegistrationsKind = seasonRegistrations(clubRegistrations, 'club_registration', {
  name: 'club_registrations',
  label: 'Inscripcions al club',
});

export const schoolRegistrationsKind = seasonRegistrations(schoolRegistrations, 'school_registration', {
  name: 'school_registrations',
  label: 'Inscripcions a l’escola',
});

/**
 * Campus sign-ups go `campusYears` after their campus's last day, as the back office deletes them
 * (campus/erase.ts): the member-price review by cascade, the mails, and the personal data of the checkouts they
 * were paid through (the amount, status and intent stay for the accounts). No place is offered: the campus is over.
 */
export const campusRegistrationsKind: RetentionKind = {
  name: 'campus_registrations',
  entity: 'campus_registrations',
  label: 'Inscripcions als campus',
  async run(tx, today, policy) {
    const ended = tx.select({ id: campus.id }).from(campus).where(dayPlusYearsPassed(campus.endDate, policy.campusYears, today));
    const ids = await eraseCampusRegistrationsIn(tx, inArray(campusRegistrations.campusId, ended));
    return { deleted: ids.length };
  },
};
