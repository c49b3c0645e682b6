import { formatDate } from '#shared/dates.ts';
import { formatPrice } from '#shared/money.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import type { CampusRow } from '#server/features/campus/repository.ts';

type SignUp = {
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

/** The family's confirmation: campus, dates, child, amount paid or free. */
export function parentConfirmation(c: CampusRow, s: SignUp): MailMessage {
  return {
    to: s.parentEmail,
    subject: `Inscripció confirmada: ${c.name}`,
    text: [
      'Hola,',
      '',
      `Hem rebut la inscripció de ${s.childName} ${s.childSurname} per a «${c.name}».`,
      '',
      `Campus: ${c.name}`,
      `Dates: ${datesText(c)}`,
      'Horari: a confirmar (us l’enviarem abans de començar)',
      `Participant: ${s.childName} ${s.childSurname}`,
      `Import: ${amountText(s)}`,
      '',
      'Si teniu cap dubte, responeu aquest correu o truqueu al club.',
      '',
      'Gràcies per confiar en el CB Llívia!',
    ].join('\n'),
  };
}

/** The club's notice of a new sign-up. */
export function clubNotice(c: CampusRow, s: SignUp, placesLeft: number, to: string, overbooked = false): MailMessage {
  return {
    to,
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
