import type { CampusRegistration } from '#shared/schemas/campus-registration.ts';
import type { ClubRegistration } from '#shared/schemas/club-registration.ts';
import type { SchoolRegistration } from '#shared/schemas/school-registration.ts';
import { type DocumentType, documentTypeLabels } from '#shared/validation/identity-document.ts';
import { type CsvColumn, csvDateTime } from '#server/features/back-office/csv.ts';

/** The columns of each "Exporta CSV": every stored field, consent answers next to the time they were given. */

const at = (v: string) => csvDateTime(v);

/** A person's identity document as two columns (issue 13 item 2): its type («DNI», «Passaport», «No en té»…), then its number. */
function documentColumns<T>(who: string, type: (r: T) => DocumentType, number: (r: T) => string): CsvColumn<T>[] {
  return [
    { header: `Tipus de document ${who}`, value: (r) => documentTypeLabels[type(r)] },
    { header: `Número de document ${who}`, value: number },
  ];
}

/** The last columns of both season forms: the bank account, SEPA, and the privacy and image-rights consents. */
type BankAndConsents = Pick<
  ClubRegistration & SchoolRegistration,
  | 'accountHolderName'
  | 'iban'
  | 'sepaAuthorization'
  | 'sepaAuthorizationAt'
  | 'privacyAuthorization'
  | 'privacyAuthorizationAt'
  | 'imageRightsAuthorization'
  | 'imageRightsAuthorizationAt'
>;
const bankAndConsentColumns: CsvColumn<BankAndConsents>[] = [
  { header: 'Titular del compte', value: (r) => r.accountHolderName },
  { header: 'IBAN', value: (r) => r.iban },
  { header: 'Autorització SEPA', value: (r) => r.sepaAuthorization },
  { header: 'Autorització SEPA (data)', value: (r) => at(r.sepaAuthorizationAt) },
  { header: 'Protecció de dades', value: (r) => r.privacyAuthorization },
  { header: 'Protecció de dades (data)', value: (r) => at(r.privacyAuthorizationAt) },
  { header: 'Drets d’imatge', value: (r) => r.imageRightsAuthorization },
  { header: 'Drets d’imatge (data)', value: (r) => at(r.imageRightsAuthorizationAt) },
];

/** A row of an export: the registration and the label of the season it was made for. */
type WithSeason<T> = T & { seasonLabel: string };

/** The first columns of both season forms: which registration, for which season, when. */
const leadColumns: CsvColumn<WithSeason<Pick<ClubRegistration, 'id' | 'createdAt'>>>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Temporada', value: (r) => r.seasonLabel },
  { header: 'Data d’inscripció', value: (r) => at(r.createdAt) },
];

export const clubColumns: CsvColumn<WithSeason<ClubRegistration>>[] = [
  ...leadColumns,
  { header: 'Nom del jugador/a', value: (r) => r.playerName },
  ...documentColumns<WithSeason<ClubRegistration>>('del jugador/a', (r) => r.playerDocumentType, (r) => r.playerDni),
  { header: 'Targeta sanitària', value: (r) => r.healthCardNumber },
  { header: 'Data de naixement', value: (r) => r.birthDate },
  { header: 'Talla samarreta', value: (r) => r.shirtSize },
  { header: 'Talla pantaló', value: (r) => r.pantsSize },
  { header: 'Número de calçat', value: (r) => r.shoeSize },
  { header: 'Nom del tutor/a', value: (r) => r.guardianName },
  { header: 'Telèfon del tutor/a', value: (r) => r.guardianPhone },
  { header: 'Correu del tutor/a', value: (r) => r.guardianEmail },
  ...bankAndConsentColumns,
];

export const schoolColumns: CsvColumn<WithSeason<SchoolRegistration>>[] = [
  ...leadColumns,
  { header: 'Nom de l’alumne/a', value: (r) => r.playerName },
  { header: 'Cognoms de l’alumne/a', value: (r) => r.playerSurname },
  { header: 'Data de naixement', value: (r) => r.birthDate },
  ...documentColumns<WithSeason<SchoolRegistration>>('de l’alumne/a', (r) => r.playerDocumentType, (r) => r.playerDni),
  { header: 'Curs i escola', value: (r) => r.courseAndSchool },
  { header: 'Adreça completa', value: (r) => r.fullAddress },
  { header: 'Targeta sanitària', value: (r) => r.healthCardNumber },
  { header: 'Al·lèrgies o malalties', value: (r) => r.allergiesOrIllnesses },
  { header: 'Nom del tutor/a', value: (r) => r.guardianName },
  { header: 'Cognoms del tutor/a', value: (r) => r.guardianSurname },
  ...documentColumns<WithSeason<SchoolRegistration>>('del tutor/a', (r) => r.guardianDocumentType, (r) => r.guardianDni),
  { header: 'Mòbil del tutor/a', value: (r) => r.guardianMobilePhone },
  { header: 'Telèfon fix del tutor/a', value: (r) => r.guardianHomePhone },
  { header: 'Correu del tutor/a', value: (r) => r.guardianEmail },
  { header: 'Adreça del tutor/a', value: (r) => r.guardianAddress },
  { header: 'Consentiment urgència mèdica', value: (r) => r.medicalEmergencyConsent },
  { header: 'Consentiment urgència mèdica (data)', value: (r) => at(r.medicalEmergencyConsentAt) },
  { header: 'Persona autoritzada', value: (r) => r.authorizedPersonName },
  ...documentColumns<WithSeason<SchoolRegistration>>(
    'de la persona autoritzada',
    (r) => r.authorizedPersonDocumentType,
    (r) => r.authorizedPersonDni,
  ),
  { header: 'Telèfon persona autoritzada', value: (r) => r.authorizedPersonPhone },
  { header: 'Consentiment medicació', value: (r) => r.medicationAdministrationConsent },
  { header: 'Consentiment medicació (data)', value: (r) => at(r.medicationAdministrationConsentAt) },
  { header: 'Detalls de la medicació', value: (r) => r.medicationDetails },
  ...bankAndConsentColumns,
];

const paymentLabel = (r: CampusRegistration) => (r.paymentMethod === 'free' ? 'Gratuït' : 'Targeta');

export const campusColumns: CsvColumn<CampusRegistration>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Data d’inscripció', value: (r) => at(r.createdAt) },
  { header: 'Campus', value: (r) => r.campusName },
  { header: 'Nom de l’infant', value: (r) => r.childName },
  { header: 'Cognoms de l’infant', value: (r) => r.childSurname },
  { header: 'Data de naixement', value: (r) => r.birthDate },
  { header: 'Correu de la família', value: (r) => r.parentEmail },
  { header: 'Telèfon de la família', value: (r) => r.parentPhone },
  { header: 'Soci del club', value: (r) => r.isClubMember },
  { header: 'Pagament', value: paymentLabel },
  { header: 'Estat', value: (r) => r.status },
  { header: 'Import pagat (€)', value: (r) => r.amountPaid.replace('.', ',') },
  { header: 'Referència del pagament', value: (r) => r.paymentIntentId },
];
