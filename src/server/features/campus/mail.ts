import { formatDate } from '#shared/dates.ts';
import type { Locale } from '#shared/locales.ts';
import { formatPrice } from '#shared/money.ts';
import { campusDefaults } from '#shared/schemas/campus.ts';
import { campusTexts } from '#server/mail/i18n/campus.ts';
import { familyTexts } from '#server/mail/i18n/family.ts';
import { mailRef, type QueuedMail } from '#server/mail/queue.ts';
import type { CampusRow } from '#server/features/places/repository.ts';

type SignUp = {
  id: number;
  childName: string;
  childSurname: string;
  birthDate: string;
  parentEmail: string;
  parentPhone: string;
  isClubMember: boolean;
  amountPaid: string;
  paymentMethod: string;
  /** The family's language (decision 177): its confirmation is written in it. */
  locale: Locale;
};

const amountText = (s: SignUp, locale: Locale) => {
  const t = campusTexts[locale];
  return Number(s.amountPaid) === 0 ? t.free : t.paidByCard(formatPrice(s.amountPaid, locale));
};

const datesText = (c: CampusRow, locale: Locale) =>
  c.startDate === c.endDate
    ? formatDate(c.startDate, locale)
    : campusTexts[locale].range(formatDate(c.startDate, locale), formatDate(c.endDate, locale));

/** The campus's schedule as the club typed it (decision 157); the default one says it will come before the start. */
const scheduleLine = (c: CampusRow, locale: Locale) =>
  c.schedule === campusDefaults.schedule ? campusTexts[locale].scheduleToCome : campusTexts[locale].schedule(c.schedule);

/**
 * The family's confirmation, in its language: campus, dates, amount paid or free. Nothing the form's sender typed
 * (the child's name included): the address may be someone else's (issue 10 item 11, decision 013). Limited per
 * recipient when free. The campus's name, schedule and place are the club's words, as it typed them.
 */
export function parentConfirmation(c: CampusRow, s: SignUp): QueuedMail {
  const { locale } = s;
  const t = campusTexts[locale];
  return {
    to: s.parentEmail,
    locale,
    ref: mailRef('campus_registration', s.id),
    // A free sign-up is an unpaid public form (limited per recipient); a paid one's confirmation always goes.
    limited: s.paymentMethod === 'free',
    subject: t.subject(c.name),
    text: [
      familyTexts[locale].hello,
      '',
      t.received(c.name),
      '',
      t.campus(c.name),
      t.dates(datesText(c, locale)),
      scheduleLine(c, locale),
      ...(c.location ? [t.place(c.location)] : []),
      t.amount(amountText(s, locale)),
      '',
      familyTexts[locale].notYours,
      '',
      t.questions,
      '',
      t.thanks,
    ].join('\n'),
  };
}

/** The club's notice of a new sign-up (the club's own address: it may carry what the family typed), in Catalan. */
export function clubNotice(c: CampusRow, s: SignUp, placesLeft: number, to: string, overbooked = false): QueuedMail {
  return {
    to,
    ref: mailRef('campus_registration', s.id),
    subject: `${overbooked ? 'ATENCIÓ: inscripció pagada sense plaça' : 'Nova inscripció al campus'}: ${c.name}`,
    text: [
      ...(overbooked
        ? [
            'La família ha pagat quan la reserva de plaça ja havia caducat i el campus és complet.',
            'Cal decidir si s’amplien les places o es retorna l’import.',
            '',
          ]
        : []),
      `Campus: ${c.name} (${datesText(c, 'ca')})`,
      `Participant: ${s.childName} ${s.childSurname}`,
      `Soci del club: ${s.isClubMember ? 'Sí' : 'No'}`,
      `Import: ${amountText(s, 'ca')}`,
      `Correu de la família: ${s.parentEmail}`,
      `Telèfon de la família: ${s.parentPhone}`,
      `Places lliures ara: ${placesLeft}`,
      '',
      'Trobareu totes les dades a l’administració del web (pestanya Inscr. Campus).',
    ].join('\n'),
  };
}
