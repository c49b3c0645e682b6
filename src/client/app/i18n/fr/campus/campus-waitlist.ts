import type { campusWaitlistMessages } from '#client/features/campus/waitlist-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const campusWaitlist: TranslationOf<typeof campusWaitlistMessages> = {
  title: 'Liste d’attente\u00a0: {name}',
  description:
    'Ce stage est complet. Inscrivez-vous sur la liste d’attente\u00a0: si une place se libère, nous vous enverrons une offre par e-mail.',
  siblingsHeading: 'Frères et sœurs',
  siblingsNote: 'Les frères et sœurs s’inscrivent ensemble\u00a0: nous ne vous proposerons des places que s’il y en a pour tous.',
  sibling: 'Frère ou sœur {n}',
  addSibling: 'Ajouter un frère ou une sœur',
  removeSibling: 'Retirer le frère ou la sœur {n}',
  submit: 'M’inscrire sur la liste d’attente',
  sending: 'Envoi en cours…',
  joinedTitle: 'Vous êtes sur la liste d’attente',
  joined: 'Vous êtes sur la liste d’attente\u00a0: position {position}.',
  places: { one: 'Vous y êtes pour 1 place.', other: 'Vous y êtes pour {count} places\u00a0: nous vous les proposerons ensemble.' },
  mailSent:
    'Nous vous avons envoyé un e-mail avec un lien pour confirmer la demande\u00a0: cliquez-le dans les 24\u00a0heures (d’ici là, nous ne pouvons vous proposer aucune place\u00a0; sans confirmation, elle sera retirée de la liste). Si une place se libère, vous recevrez l’offre par e-mail avec un délai pour l’accepter.',
  close: 'Fermer',
  joinError: 'Nous n’avons pas pu vous inscrire sur la liste d’attente',
  placesFreeTitle: 'Il y a maintenant des places libres',
  placesFreeText: 'Une place s’est libérée\u00a0: faites l’inscription directement.',
};
