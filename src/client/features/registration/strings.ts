/**
 * Texts of /inscriute (SPEC §2, §4, §5; issue 5 items 5–9), exact in Catalan where SPEC gives them; Spanish and
 * French in app/i18n/<locale>/registration/ (loaded with the page, decision 175). The club's and the school's forms each have their own component.
 */
import { messages, params } from '#client/lib/i18n.ts';

/** The page, the choice, and what both forms share (documents, privacy, submit, the answer). */
export const registrationMessages = messages('registration', {
  title: 'Inscriu-te',
  subtitle: 'Uneix-te a la família del CB Llívia: inscripcions al club i a les escoles de bàsquet.',
  choiceHeading: 'Tria la inscripció',
  choiceClub: 'Inscriu-te al Club',
  choiceSeason: params('Temporada {season}'),
  choiceClubText: 'Per a jugadors i jugadores dels equips federats del club, de mini a sènior.',
  choiceSchool: 'Inscriu-te a Escoles',
  choiceSchoolText: 'Per als nens i nenes de les escoles de bàsquet: iniciació i diversió durant el curs escolar.',
  choiceOpen: 'Comença la inscripció',
  closedTitle: 'Inscripcions tancades',
  closedText:
    'Ara mateix no hi ha cap temporada oberta a inscripcions al club ni a escoles. Torna-ho a provar més endavant o contacta amb el club.',
  contact: 'Contacta amb el club',
  loadError: 'No s’ha pogut saber quina temporada té les inscripcions obertes.',
  retry: 'Torna-ho a provar',
  back: '← Tornar a les opcions',
  requiredNote: 'Els camps marcats amb * són obligatoris.',
  yes: 'Sí',
  no: 'No',
  submit: 'Enviar la inscripció',
  sending: 'Enviant…',
  sizeChoose: 'Tria una talla',
  ibanHint: 'Es mostra en grups de quatre caràcters, p. ex. ES91 2100 0418 4502 0005 1332.',
  dniHint: '8 xifres i la lletra (12345678Z), o NIE (X1234567L).',
  phoneHint: 'Número espanyol, francès o andorrà (+376), o d’un altre país amb el seu prefix; pots posar-hi espais.',
  // The identity documents (issue 13 item 2): the type's choices ('' is DNI or NIE, told apart by the number).
  documentDniNie: 'DNI o NIE',
  documentPassport: 'Passaport',
  documentIdCard: 'Document d’identitat (UE o nacional)',
  documentNone: 'No en té (menor de 14 anys)',
  passportHint: 'Lletres i xifres, tal com surten al passaport.',
  idCardHint: 'Lletres i xifres, tal com surten al document (per exemple, la carte nationale d’identité francesa).',
  noDocument: 'Els menors de 14 anys es poden inscriure sense document: no cal cap número.',
  // The privacy consent (issue 13 item 3): its notice, and why "No" holds the form.
  privacyNotice: 'Com tractem les dades:',
  privacyLink: 'política de privacitat',
  privacyNewTab: '(s’obre en una pestanya nova)',
  privacyRefusedNote: 'Sense aquest consentiment no podem tramitar la inscripció.',
  privacyRefused:
    'No es pot enviar: cal respondre «Sí» a la protecció de dades. Sense aquest consentiment el club no pot tractar les dades de la inscripció.',
  successTitle: 'Inscripció enviada!',
  successText: 'Gràcies! Hem rebut la inscripció i us hem enviat un correu de confirmació.',
  thanksHeading: 'Moltes gràcies per confiar en el CB Llívia!',
  another: 'Fer una altra inscripció',
  // The family page (issue 14 item 4): where this registration can be seen and its contact corrected later.
  familyPageIntro: 'Per veure-la més endavant o corregir-ne el telèfon i el correu:',
  familyPageLink: 'Les meves inscripcions',
  // Siblings and second tries (issue 14 item 5, decision 179).
  sibling: 'Inscriure un germà o una germana',
  siblingNote:
    'Hem copiat les dades de la família de la inscripció anterior. Revisa-les i omple les del germà o la germana; les autoritzacions es tornen a demanar per a cada infant.',
  draftRestored:
    'Hem recuperat el que havies escrit. Només es guarda en aquesta pestanya del navegador fins que enviïs la inscripció o la tanquis.',
  errorTitle: 'Error',
  error: 'Hi ha hagut un error.',
  fixFields: 'Revisa els camps marcats en vermell.',
});

/** The club form (its keys are the fields' names where a field has one text). */
export const clubFormMessages = messages('registrationClub', {
  heading: params('Inscripció al Club · Temporada {season}'),
  intro: 'Omple les dades del jugador o jugadora i del pare, mare o tutor/a.',
  player: 'Dades del jugador/a',
  playerName: 'Nom i cognoms del jugador/a',
  playerDocumentType: 'Tipus de document del jugador/a',
  playerDniLabel: 'DNI/NIE del jugador/a',
  playerPassportLabel: 'Número de passaport del jugador/a',
  playerIdCardLabel: 'Número del document d’identitat del jugador/a',
  healthCardNumber: 'Número de la targeta sanitària',
  birthDate: 'Data de naixement',
  kit: 'Talles de l’equipació',
  shirtSize: 'Talla de samarreta',
  pantsSize: 'Talla de pantaló',
  shoeSize: 'Número de calçat',
  guardian: 'Dades del pare, mare o tutor/a',
  guardianName: 'Nom i cognoms',
  guardianPhone: 'Telèfon',
  guardianEmail: 'Correu electrònic',
  bank: 'Dades bancàries',
  accountHolderName: 'Titular del compte',
  iban: 'IBAN',
  consents: 'Autoritzacions',
  sepaAuthorization: params('Autoritzo el CB Llívia a domiciliar les quotes de la temporada {season} al compte indicat (mandat SEPA).'),
  privacyAuthorization:
    'He llegit i accepto que el club tracti aquestes dades només per gestionar la inscripció i l’activitat esportiva (protecció de dades).',
  imageRightsAuthorization:
    'Autoritzo el club a publicar fotos i vídeos on aparegui el jugador/a en activitats del club (web i xarxes socials).',
  hint: 'Cal respondre a totes les autoritzacions per completar la inscripció',
});

/** The school form (its keys are the fields' names where a field has one text). */
export const schoolFormMessages = messages('registrationSchool', {
  heading: 'Inscripció a les Escoles de bàsquet',
  season: params('Temporada {season}'),
  intro: 'Omple les dades de l’alumne/a, del pare, mare o tutor/a i els consentiments.',
  player: 'Dades de l’alumne/a',
  playerName: 'Nom',
  playerSurname: 'Cognoms',
  birthDate: 'Data de naixement',
  playerDocumentType: 'Tipus de document de l’alumne/a',
  playerDniLabel: 'DNI/NIE de l’alumne/a',
  playerPassportLabel: 'Número de passaport de l’alumne/a',
  playerIdCardLabel: 'Número del document d’identitat de l’alumne/a',
  courseAndSchool: 'Curs i escola',
  fullAddress: 'Adreça completa',
  healthCardNumber: 'Número de la targeta sanitària',
  allergiesOrIllnesses: 'Al·lèrgies o malalties',
  allergiesHint: 'Si no n’hi ha cap, escriu «Cap».',
  guardian: 'Dades del pare, mare o tutor/a',
  guardianName: 'Nom',
  guardianSurname: 'Cognoms',
  guardianDocumentType: 'Tipus de document del pare, mare o tutor/a',
  guardianDniLabel: 'DNI/NIE',
  guardianPassportLabel: 'Número de passaport',
  guardianIdCardLabel: 'Número del document d’identitat',
  guardianMobilePhone: 'Telèfon mòbil',
  guardianHomePhone: 'Telèfon fix (opcional)',
  guardianEmail: 'Correu electrònic',
  guardianAddress: 'Adreça (opcional, si és diferent de la de l’alumne/a)',
  medical: 'Urgències mèdiques',
  medicalEmergencyConsent:
    'Autoritzo que, en cas d’urgència, l’alumne/a rebi l’atenció mèdica necessària i sigui traslladat/ada a un centre sanitari si cal.',
  authorized: 'Persona autoritzada',
  authorizedIntro: 'Persona de contacte autoritzada a recollir l’alumne/a o a acompanyar-lo en cas d’urgència.',
  authorizedPersonName: 'Nom i cognoms',
  authorizedPersonDocumentType: 'Tipus de document de la persona autoritzada',
  authorizedPersonDniLabel: 'DNI/NIE',
  authorizedPersonPassportLabel: 'Número de passaport',
  authorizedPersonIdCardLabel: 'Número del document d’identitat',
  authorizedPersonPhone: 'Telèfon',
  medication: 'Medicació',
  medicationAdministrationConsent: 'Autoritzo els monitors a administrar a l’alumne/a la medicació indicada.',
  medicationDetails: 'Detalls de la medicació (opcional)',
  medicationHint: 'Quin medicament, dosi i en quins casos.',
  bank: 'Dades bancàries',
  accountHolderName: 'Titular del compte',
  iban: 'IBAN',
  consents: 'Autoritzacions',
  sepaAuthorization: params(
    'Autoritzo el CB Llívia a domiciliar les quotes de l’escola de la temporada {season} al compte indicat (mandat SEPA).',
  ),
  privacyAuthorization:
    'He llegit i accepto que el club tracti aquestes dades només per gestionar la inscripció i l’activitat (protecció de dades).',
  imageRightsAuthorization:
    'Autoritzo el club a publicar fotos i vídeos on aparegui l’alumne/a en activitats del club (web i xarxes socials).',
  hint: 'Cal respondre a tots els consentiments i autoritzacions per completar la inscripció',
});
