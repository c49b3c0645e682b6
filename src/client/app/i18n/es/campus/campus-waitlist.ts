import type { campusWaitlistMessages } from '#client/features/campus/waitlist-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const campusWaitlist: TranslationOf<typeof campusWaitlistMessages> = {
  title: 'Lista de espera: {name}',
  description: 'Este campus está completo. Apúntate a la lista de espera: si se libera una plaza, te enviaremos una oferta por correo.',
  siblingsHeading: 'Hermanos y hermanas',
  siblingsNote: 'Los hermanos se apuntan juntos: solo te ofreceremos plazas si las hay para todos.',
  sibling: 'Hermano o hermana {n}',
  addSibling: 'Añadir un hermano o una hermana',
  removeSibling: 'Quitar al hermano o la hermana {n}',
  submit: 'Apúntame a la lista de espera',
  sending: 'Enviando…',
  joinedTitle: 'Estás en la lista de espera',
  joined: 'Estás en la lista de espera: posición {position}.',
  places: { one: 'Tienes 1 plaza en la lista.', other: 'Tienes {count} plazas en la lista: te las ofreceremos juntas.' },
  mailSent:
    'Te hemos enviado un correo con un enlace para confirmar la solicitud: haz clic en él en 24 horas (hasta entonces no te podemos ofrecer ninguna plaza; sin confirmar, saldrá de la lista). Si se libera una plaza, recibirás la oferta por correo con un plazo para aceptarla.',
  close: 'Cerrar',
  joinError: 'No te hemos podido apuntar a la lista de espera',
  placesFreeTitle: 'Ahora hay plazas libres',
  placesFreeText: 'Se ha liberado una plaza: haz la inscripción directamente.',
};
