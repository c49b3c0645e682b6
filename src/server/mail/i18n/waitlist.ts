import type { Locale } from '#shared/locales.ts';

/**
 * The waiting list's mails to a family, per language (issue 14 item 6, decision 180): joined, offer, offer expired.
 * Nothing the sender typed (decision 013): the campus's name is the club's, the rest is numbers and links.
 * Spanish says "tú", French "vous" and "stage", with no-break spaces before : ; ! ?
 */
type WaitlistTexts = {
  joinedSubject: (campus: string) => string;
  joined: (campus: string, places: number) => string;
  position: (position: number) => string;
  confirm: (link: string, hours: number) => string;
  offerLater: (hours: number) => string;
  leave: (link: string) => string;
  offerSubject: (campus: string) => string;
  offer: (campus: string, places: number) => string;
  until: (deadline: string, places: number) => string;
  amount: (amount: string) => string;
  accept: (link: string, places: number) => string;
  decline: (link: string) => string;
  passesOn: (places: number) => string;
  expiredSubject: (campus: string) => string;
  expired: (campus: string) => string;
  contact: string;
  notYours: string;
  thanks: string;
};

const placesCa = (n: number) => (n === 1 ? '1 plaça' : `${n} places`);
const placesEs = (n: number) => (n === 1 ? '1 plaza' : `${n} plazas`);
const placesFr = (n: number) => (n === 1 ? '1 place' : `${n} places`);

export const waitlistTexts: Record<Locale, WaitlistTexts> = {
  ca: {
    joinedSubject: (campus) => `Llista d’espera: ${campus}`,
    joined: (campus, places) =>
      `Hem apuntat a la llista d’espera de «${campus}» una sol·licitud de ${placesCa(places)} feta amb aquesta adreça de correu.`,
    position: (position) => `Posició a la llista: ${position}`,
    confirm: (link, hours) =>
      `Confirmeu la sol·licitud en ${hours} hores amb aquest enllaç (fins llavors no us podem oferir cap plaça, i si no la confirmeu sortirà de la llista): ${link}`,
    offerLater: (hours) =>
      `Quan s’alliberi una plaça us enviarem una oferta per correu: us la reservarem durant ${hours} hores.`,
    leave: (link) => `Per sortir de la llista d’espera: ${link}`,
    offerSubject: (campus) => `Hi ha plaça per a vosaltres: ${campus}`,
    offer: (campus, places) =>
      `${places === 1 ? 'S’ha alliberat una plaça' : `S’han alliberat ${places} places`} a «${campus}» per a la vostra sol·licitud de la llista d’espera.`,
    // "fins a l’1 de…", "fins a l’11 de…", "fins al 15 de…"
    until: (deadline, places) => `Us ${places === 1 ? 'la' : 'les'} reservem fins ${/^1?1 /.test(deadline) ? 'a l’' : 'al '}${deadline}.`,
    amount: (amount) => `Import: ${amount}`,
    accept: (link, places) => `Per acceptar-${places === 1 ? 'la' : 'les'} i completar la inscripció: ${link}`,
    decline: (link) => `No, gràcies: ${link}`,
    passesOn: (places) =>
      places === 1
        ? 'Si no l’accepteu abans d’aquesta hora, la plaça passarà a la família següent de la llista.'
        : 'Si no les accepteu abans d’aquesta hora, les places passaran a la família següent de la llista.',
    expiredSubject: (campus) => `L’oferta ha caducat: ${campus}`,
    expired: (campus) =>
      `L’oferta de plaça a «${campus}» ha caducat sense resposta i ha passat a la família següent de la llista d’espera.`,
    contact: 'Si encara hi esteu interessats, contacteu amb el club.',
    notYours: 'Si no heu fet aquesta sol·licitud, ignoreu aquest correu o feu-nos-ho saber.',
    thanks: 'Gràcies per confiar en el CB Llívia!',
  },
  es: {
    joinedSubject: (campus) => `Lista de espera: ${campus}`,
    joined: (campus, places) =>
      `Hemos apuntado en la lista de espera de «${campus}» una solicitud de ${placesEs(places)} hecha con esta dirección de correo.`,
    position: (position) => `Posición en la lista: ${position}`,
    confirm: (link, hours) =>
      `Confirma la solicitud en ${hours} horas con este enlace (hasta entonces no te podemos ofrecer ninguna plaza, y si no la confirmas saldrá de la lista): ${link}`,
    offerLater: (hours) =>
      `Cuando se libere una plaza te enviaremos una oferta por correo: te la reservaremos durante ${hours} horas.`,
    leave: (link) => `Para salir de la lista de espera: ${link}`,
    offerSubject: (campus) => `Hay plaza para ti: ${campus}`,
    offer: (campus, places) =>
      `${places === 1 ? 'Se ha liberado una plaza' : `Se han liberado ${places} plazas`} en «${campus}» para tu solicitud de la lista de espera.`,
    until: (deadline, places) => `Te ${places === 1 ? 'la' : 'las'} reservamos hasta el ${deadline}.`,
    amount: (amount) => `Importe: ${amount}`,
    accept: (link, places) => `Para aceptar${places === 1 ? 'la' : 'las'} y completar la inscripción: ${link}`,
    decline: (link) => `No, gracias: ${link}`,
    passesOn: (places) =>
      places === 1
        ? 'Si no la aceptas antes de esa hora, la plaza pasará a la siguiente familia de la lista.'
        : 'Si no las aceptas antes de esa hora, las plazas pasarán a la siguiente familia de la lista.',
    expiredSubject: (campus) => `La oferta ha caducado: ${campus}`,
    expired: (campus) =>
      `La oferta de plaza en «${campus}» ha caducado sin respuesta y ha pasado a la siguiente familia de la lista de espera.`,
    contact: 'Si todavía te interesa, ponte en contacto con el club.',
    notYours: 'Si no has hecho tú esta solicitud, ignora este correo o avísanos.',
    thanks: '¡Gracias por confiar en el CB Llívia!',
  },
  fr: {
    joinedSubject: (campus) => `Liste d’attente\u00a0: ${campus}`,
    joined: (campus, places) =>
      `Nous avons inscrit sur la liste d’attente du stage «\u00a0${campus}\u00a0» une demande de ${placesFr(places)} faite avec cette adresse e-mail.`,
    position: (position) => `Position sur la liste\u00a0: ${position}`,
    confirm: (link, hours) =>
      `Confirmez la demande dans les ${hours}\u00a0heures avec ce lien (d’ici là, nous ne pouvons vous proposer aucune place, et sans confirmation elle sera retirée de la liste)\u00a0: ${link}`,
    offerLater: (hours) =>
      `Quand une place se libérera, nous vous enverrons une offre par e-mail\u00a0: elle vous sera réservée pendant ${hours}\u00a0heures.`,
    leave: (link) => `Pour quitter la liste d’attente\u00a0: ${link}`,
    offerSubject: (campus) => `Une place pour vous\u00a0: ${campus}`,
    offer: (campus, places) =>
      `${places === 1 ? 'Une place s’est libérée' : `${places} places se sont libérées`} au stage «\u00a0${campus}\u00a0» pour votre demande sur la liste d’attente.`,
    until: (deadline, places) => `Nous vous ${places === 1 ? 'la' : 'les'} réservons jusqu’au ${deadline}.`,
    amount: (amount) => `Montant\u00a0: ${amount}`,
    accept: (link, places) => `Pour ${places === 1 ? 'l’accepter' : 'les accepter'} et terminer l’inscription\u00a0: ${link}`,
    decline: (link) => `Non merci\u00a0: ${link}`,
    passesOn: (places) =>
      places === 1
        ? 'Sans réponse avant cette heure, la place passera à la famille suivante sur la liste.'
        : 'Sans réponse avant cette heure, les places passeront à la famille suivante sur la liste.',
    expiredSubject: (campus) => `Offre expirée\u00a0: ${campus}`,
    expired: (campus) =>
      `L’offre de place au stage «\u00a0${campus}\u00a0» a expiré sans réponse et est passée à la famille suivante sur la liste d’attente.`,
    contact: 'Si vous êtes toujours intéressés, contactez le club.',
    notYours: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message ou prévenez-nous.',
    thanks: 'Merci de votre confiance, à bientôt au CB Llívia\u00a0!',
  },
};
