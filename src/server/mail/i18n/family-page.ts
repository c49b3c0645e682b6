import type { Locale } from '#shared/locales.ts';

/**
 * The family page's mails (issue 14 items 4 and 6, decision 181), per language: the sign-in link and the
 * cancellation of a campus sign-up (with its refund). Spanish says "tú", French "vous" and "stage" for a campus,
 * with a no-break space before : ; ! ?
 */
type FamilyPageTexts = {
  linkSubject: string;
  linkIntro: string;
  linkValid: (minutes: number) => string;
  linkNotYou: string;
  cancelSubject: (campus: string) => string;
  cancelled: (campus: string, dates: string) => string;
  refunded: (amount: string) => string;
  questions: string;
};

export const familyPageTexts: Record<Locale, FamilyPageTexts> = {
  ca: {
    linkSubject: 'Enllaç per entrar a les vostres inscripcions · CB Llívia',
    linkIntro: 'Obriu aquest enllaç per veure les inscripcions i comandes fetes amb aquesta adreça:',
    linkValid: (minutes) => `L’enllaç caduca en ${minutes} minuts i només es pot fer servir una vegada.`,
    linkNotYou: 'Si no l’heu demanat, ignoreu aquest correu: sense l’enllaç ningú no pot entrar.',
    cancelSubject: (campus) => `Inscripció anul·lada: ${campus}`,
    cancelled: (campus, dates) => `Hem anul·lat, tal com heu demanat, la inscripció a «${campus}» (${dates}).`,
    refunded: (amount) => `Us hem retornat l’import (${amount}) a la mateixa targeta; pot trigar uns dies a aparèixer.`,
    questions: 'Si teniu cap dubte, responeu aquest correu o truqueu al club.',
  },
  es: {
    linkSubject: 'Enlace para entrar en tus inscripciones · CB Llívia',
    linkIntro: 'Abre este enlace para ver las inscripciones y pedidos hechos con esta dirección:',
    linkValid: (minutes) => `El enlace caduca en ${minutes} minutos y solo se puede usar una vez.`,
    linkNotYou: 'Si no lo has pedido, ignora este correo: sin el enlace nadie puede entrar.',
    cancelSubject: (campus) => `Inscripción anulada: ${campus}`,
    cancelled: (campus, dates) => `Hemos anulado, como nos has pedido, la inscripción en «${campus}» (${dates}).`,
    refunded: (amount) => `Te hemos devuelto el importe (${amount}) en la misma tarjeta; puede tardar unos días en aparecer.`,
    questions: 'Si tienes cualquier duda, responde a este correo o llama al club.',
  },
  fr: {
    linkSubject: 'Lien pour accéder à vos inscriptions · CB Llívia',
    linkIntro: 'Ouvrez ce lien pour voir les inscriptions et commandes faites avec cette adresse\u00a0:',
    linkValid: (minutes) => `Le lien expire dans ${minutes}\u00a0minutes et ne peut servir qu’une fois.`,
    linkNotYou: 'Si vous ne l’avez pas demandé, ignorez ce message\u00a0: sans le lien, personne ne peut entrer.',
    cancelSubject: (campus) => `Inscription annulée\u00a0: ${campus}`,
    cancelled: (campus, dates) => `Comme vous l’avez demandé, nous avons annulé l’inscription au stage «\u00a0${campus}\u00a0» (${dates}).`,
    refunded: (amount) =>
      `Nous vous avons remboursé le montant (${amount}) sur la même carte\u00a0; il peut mettre quelques jours à apparaître.`,
    questions: 'Pour toute question, répondez à ce message ou appelez le club.',
  },
};
