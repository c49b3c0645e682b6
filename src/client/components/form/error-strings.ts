/**
 * Every error message a public form can show, as the shared schemas and the server's public routes write them, in
 * Catalan (decision 176): the wire stays Catalan, and `translateError` (translate-error.ts) shows the page's
 * language. Each value is the EXACT Catalan text (tests/unit/error-messages.test.ts compares them with the shared and
 * server constants). A `{slot}` stands for a number ("Com a màxim {max} caràcters."): matched as digits, and put back
 * into the translation; these are templates for that lookup, not `params()` texts.
 */
import { messages } from '#client/lib/i18n.ts';

export const errorMessages = messages('formErrors', {
  // Every form's fields (src/shared/schemas/common.ts, src/shared/validation/fields.ts, zod's own Catalan).
  required: 'Aquest camp és obligatori.',
  textNotAllowed: 'El text conté caràcters no permesos.',
  maxChars: 'Com a màxim {max} caràcters.',
  tooLong: "Massa gran: s'esperava que string contingués com a màxim {max} caràcters",
  dateFormat: 'Data invàlida (AAAA-MM-DD).',
  email: 'Correu electrònic invàlid.',
  phone:
    'Telèfon invàlid: 9 xifres (espanyol), 10 xifres començant per 0 (francès) o el número amb el prefix del país (+376 per a Andorra); pots posar-hi espais.',
  consent: 'Cal respondre Sí o No.',
  privacyRequired:
    'Cal acceptar la protecció de dades per enviar la inscripció: sense aquest consentiment el club no pot tractar les dades.',
  size: 'Tria una talla de la llista (XS, S, M, L, XL o XXL).',
  birthFuture: 'La data de naixement ha de ser anterior a avui.',
  birthRangePlayer: 'Revisa la data: el jugador o la jugadora ha de tenir entre {min} i {max} anys.',
  birthRangePupil: 'Revisa la data: l’alumne ha de tenir entre {min} i {max} anys.',
  // Identity documents and the IBAN (src/shared/validation).
  dniFormat: 'DNI/NIE invàlid: escriu 8 xifres i la lletra (12345678Z) o X/Y/Z, 7 xifres i la lletra.',
  dniLetter: 'La lletra del DNI/NIE no correspon al número.',
  documentDniFormat: 'DNI invàlid: escriu 8 xifres i la lletra (12345678Z).',
  documentNieFormat: 'NIE invàlid: escriu X, Y o Z, 7 xifres i la lletra (X1234567L).',
  documentOtherFormat: 'Número de document invàlid: de 5 a 20 lletres i xifres, tal com surten al document.',
  documentNoneTooOld: 'Només els menors de {age} anys es poden inscriure sense document d’identitat.',
  documentNoneWithNumber: 'Heu indicat que no té document: deixeu el número en blanc.',
  documentType: 'Tria un tipus de document de la llista (DNI, NIE, passaport, document d’identitat o no en té).',
  documentAdultType: 'Tria un tipus de document de la llista (DNI, NIE, passaport o document d’identitat).',
  ibanInvalid: 'IBAN invàlid: revisa el codi de país, els dígits de control i el número de compte.',
  ibanNotSepa: 'El compte ha de ser d’un país de la zona SEPA per poder domiciliar els rebuts.',
  // Registrations (server).
  registrationsClosed:
    'Ara mateix no hi ha cap temporada oberta a inscripcions. Torna-ho a provar més endavant o contacta amb el club.',
  registrationDuplicateClub:
    'Aquest jugador o jugadora ja té una inscripció al club aquesta temporada. Si cal canviar-hi alguna dada, contacta amb el club.',
  registrationDuplicateSchool:
    'Aquest alumne ja té una inscripció a Escoles aquesta temporada. Si cal canviar-hi alguna dada, contacta amb el club.',
  // Contact.
  contactSubject: 'Tria un assumpte de la llista.',
  // Campus sign-up (src/shared/schemas/campus-registration.ts, src/shared/validation/age.ts, server).
  campusChoose: 'Tria un campus.',
  campusAgeRange: 'L’edat de l’infant el primer dia del campus ha de ser entre {min} i {max} anys.',
  campusFull: 'Campus complet',
  campusFullDescription: 'No queden places lliures en aquest campus.',
  campusInactive: 'Aquest campus no admet inscripcions.',
  campusEnded: 'Aquest campus ja ha acabat.',
  campusNotFound: 'No s’ha trobat el campus.',
  campusPaymentRequired: 'Aquest campus és de pagament: cal completar el pagament amb targeta abans de la inscripció.',
  campusPaymentNotConfirmed: 'El pagament no s’ha confirmat. La inscripció no s’ha creat.',
  campusPaymentMismatch: 'El pagament no correspon al preu d’aquest campus. La inscripció no s’ha creat.',
  campusFree: 'Aquest campus és gratuït: no cal cap pagament.',
  campusPriceChanged: 'El preu d’aquest campus ha canviat. Torneu a obrir el formulari per veure el preu actual.',
  campusRegistrationGone: 'El pagament s’ha rebut però la inscripció ja no existeix. Contacteu amb el club.',
  campusDuplicate: 'Aquest infant ja té una plaça en aquest campus.',
  campusDuplicatePaid:
    'Aquest infant ja té una plaça en aquest campus: aquest segon pagament no s’ha fet servir. Contacteu amb el club per recuperar-lo.',
  // The waiting list (src/shared/schemas/campus-waitlist.ts).
  waitlistPlacesFree: 'Aquest campus encara té places lliures: feu la inscripció directament.',
  waitlistDuplicate: 'Aquest infant ja és a la llista d’espera d’aquest campus.',
  waitlistSameChildTwice: 'El mateix infant no pot aparèixer dues vegades a la sol·licitud.',
  waitlistTooManySiblings: 'Com a màxim 5 infants per sol·licitud.',
  waitlistNotFound: 'No s’ha trobat aquesta entrada de la llista d’espera.',
  waitlistOfferNotFound: 'Aquest enllaç d’oferta no és vàlid.',
  waitlistOfferExpired: 'Aquesta oferta ha caducat i la plaça ha passat a la família següent.',
  waitlistOfferGone: 'Aquesta oferta ja no està disponible.',
  waitlistNotWaiting: 'Aquesta entrada ja no és a la llista d’espera.',
  // The family page (src/shared/schemas/family.ts).
  familyLinkInvalid: 'Aquest enllaç no és vàlid o ja s’ha fet servir. Demaneu-ne un de nou.',
  familyLinkExpired: 'Aquest enllaç ha caducat. Demaneu-ne un de nou.',
  familySessionRequired: 'Cal entrar amb l’enllaç que us hem enviat per correu.',
  familyTooMany: 'Massa sol·licituds. Torneu-ho a provar d’aquí a una estona.',
  familyRefundFailed: 'No s’ha pogut retornar el pagament ara mateix. La inscripció no s’ha anul·lat: torneu-ho a provar més tard.',
  familyNotYours: 'No s’ha trobat aquesta inscripció.',
  familyErasurePending: 'Ja hi ha una sol·licitud d’esborrament pendent per a aquesta adreça.',
  // The shop and the checkout (src/shared/schemas/checkout.ts, server).
  sizeUnavailable: 'Talla no disponible',
  sizeUnavailableDetail: 'La talla seleccionada no està en stock.',
  sizeRequired: 'Talla obligatòria',
  numberRequired: 'Número obligatori',
  nameRequired: 'Nom obligatori',
  productUnavailable: 'Producte no disponible',
  productOutOfStock: 'Aquest producte està esgotat.',
  productInvalid: 'Producte invàlid.',
  emptyCart: 'Afegeix productes al carret abans de fer la compra.',
  numberDigits: 'El número ha de tenir de 1 a 3 xifres.',
  quantityWhole: 'La quantitat ha de ser un nombre enter.',
  quantityMin: 'Com a mínim 1 unitat.',
  quantityMax: 'Com a màxim {max} unitats per línia.',
  tooManyUnits: 'Com a màxim {max} unitats per compra. Per a comandes més grans, contacteu amb el club.',
  intentFailed: 'Error creant la intenció de pagament',
  minimumAmount: 'L’import mínim d’un pagament amb targeta és de 0,50 €.',
  tooManyOpenPayments:
    'Hi ha massa pagaments oberts des d’aquesta connexió. Espereu uns minuts o completeu els que teniu oberts.',
  orderNotPaid: 'El pagament no s’ha completat: no s’ha creat cap comanda.',
  orderUnknownPayment: 'No s’ha trobat cap pagament completat amb aquest identificador.',
  orderAmountMismatch: 'L’import pagat no coincideix amb el de la comanda.',
  orderNotShop: 'Aquest pagament no correspon a una comanda de la botiga.',
  orderGone: 'Aquesta comanda ja s’ha processat i no existeix.',
  // The offline test payment provider's card form.
  cardDeclined: 'La targeta ha estat denegada. Proveu-ho amb una altra targeta.',
  cardTestOnly: 'En mode de proves només s’accepten les targetes de prova (4242 4242 4242 4242).',
  cardNumberInvalid: 'El número de targeta no és vàlid.',
  cardExpiryInvalid: 'La data de caducitat no és vàlida (MM/AA).',
  cardExpired: 'La targeta està caducada.',
  cardCvcInvalid: 'El CVC no és vàlid.',
  paymentNotFound: 'No s’ha trobat el pagament.',
  paymentCanceled: 'Aquest pagament ha caducat o s’ha cancel·lat. Torneu a començar la compra.',
  // Limits (src/server/plugins/rate-limit.ts) and the error handler (src/server/plugins/error-handler.ts).
  tooManyRequests: 'Massa peticions des d’aquesta adreça. Torneu-ho a provar d’aquí a uns minuts.',
  tooManyRegistrations: 'Massa inscripcions amb aquest correu electrònic en poca estona. Torneu-ho a provar d’aquí a una hora.',
  invalid: 'Les dades enviades no són vàlides.',
  invalidJson: 'El cos de la petició no és un JSON vàlid.',
  tooLarge: 'La petició és massa gran.',
  unsupportedMedia: 'Tipus de contingut no admès.',
  notFound: 'No s’ha trobat el recurs.',
  generic: 'Hi ha hagut un error.',
});
