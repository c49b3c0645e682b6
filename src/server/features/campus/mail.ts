import { formatDate } from '#shared/dates.ts';
import { formatPrice } from '#shared/money.ts';
import { campusDefaults } from '#shared/schemas/campus.ts';
import { mailRef, type QueuedMail } from '#server/mail/queue.ts';
import type { CampusRow } from '#server/features/campus/repository.ts';

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
};

const amountText = (s: SignUp) => (Number(s.amountPaid) === 0 ? 'Gratuït' : `${formatPrice(s.amountPaid)} (pagat amb targeta)`);

const datesText = (c: CampusRow) =>
  c.startDate === c.endDate ? formatDate(c.startDate) : `del ${formatDate(c.startDate)} al ${formatDate(c.endDate)}`;

/** The campus's schedule as the club typed it (decision 157); the default one says it will come before the start. */
const scheduleLine = (c: CampusRow) =>
  c.schedule === campusDefaults.schedule ? 'Horari: a confirmar (us l’enviarem abans de començar)' : `Horari: ${c.schedule}`;

/**
 * The family's confirmation: campus, dates, amount paid or free. Nothing the form's sender typed (the child's name
 * included): the address may be someone else's (issue 10 item 11, decision 013). Limited per recipient when free.
 */
export function parentConfirmation(c: CampusRow, s: SignUp): QueuedMail {
  return {
    to: s.parentEmail,
    ref: mailRef('campus_registration', s.id),
    // A free sign-up is an unpaid public form (limited per recipient); a paid one's confirmation always goes.
    limited: s.paymentMethod === 'free',
    subject: `Inscripció confirmada: ${c.name}`,
    text: [
      'Hola,',
      '',
      `Hem rebut una inscripció per a «${c.name}» feta amb aquesta adreça de correu.`,
      '',
      `Campus: ${c.name}`,
      `Dates: ${datesText(c)}`,
      scheduleLine(c),
      ...(c.location ? [`Lloc: ${c.location}`] : []),
      `Import: ${amountText(s)}`,
      '',
      'Si no heu fet aquesta inscripció, ignoreu aquest correu o feu-nos-ho saber.',
      '',
      'Si teniu cap dubte, responeu aquest correu o truqueu al club.',
      '',
      'Gràcies per confiar en el CB Llívia!',
    ].join('\n'),
  };
}

/** The club's notice of a new sign-up (the club's own address: it may carry what the family typed). */
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
      `Campus: ${c.name} (${datesText(c)})`,
      `Participant: ${s.childName} ${s.childSurname}`,
      `Soci del club: ${s.isClubMember ? 'Sí' : 'No'}`,
      `Import: ${amountText(s)}`,
      `Correu de la família: ${s.parentEmail}`,
      `Telèfon de la família: ${s.parentPhone}`,
      `Places lliures ara: ${placesLeft}`,
      '',
      'Trobareu totes les dades a l’administració del web (pestanya Inscr. Campus).',
    ].join('\n'),
  };
}
