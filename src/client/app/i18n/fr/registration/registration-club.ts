import type { clubFormMessages } from '#client/features/registration/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

// \u00a0: the no-break space French puts before : ; ? ! and inside « ».

export const registrationClub: TranslationOf<typeof clubFormMessages> = {
  heading: 'Inscription au club · Saison {season}',
  intro: 'Remplissez les informations du joueur ou de la joueuse et du parent ou tuteur légal.',
  player: 'Le joueur ou la joueuse',
  playerName: 'Prénom et nom du joueur ou de la joueuse',
  playerDocumentType: 'Pièce d’identité du joueur ou de la joueuse',
  playerDniLabel: 'DNI/NIE du joueur ou de la joueuse',
  playerPassportLabel: 'Numéro de passeport du joueur ou de la joueuse',
  playerIdCardLabel: 'Numéro de la carte d’identité du joueur ou de la joueuse',
  healthCardNumber: 'Numéro de carte de santé (ou de sécurité sociale)',
  birthDate: 'Date de naissance',
  kit: 'Tailles de la tenue',
  shirtSize: 'Taille du maillot',
  pantsSize: 'Taille du short',
  shoeSize: 'Pointure',
  guardian: 'Le parent ou tuteur légal',
  guardianName: 'Prénom et nom',
  guardianPhone: 'Téléphone',
  guardianEmail: 'Adresse e-mail',
  bank: 'Coordonnées bancaires',
  accountHolderName: 'Titulaire du compte',
  iban: 'IBAN',
  consents: 'Autorisations',
  sepaAuthorization:
    'J’autorise le CB Llívia à prélever les cotisations de la saison {season} sur le compte indiqué (mandat de prélèvement SEPA).',
  privacyAuthorization:
    'J’ai lu et j’accepte que le club traite ces données uniquement pour gérer l’inscription et l’activité sportive (protection des données).',
  imageRightsAuthorization:
    'J’autorise le club à publier des photos et des vidéos où apparaît le joueur ou la joueuse lors des activités du club (site web et réseaux sociaux).',
  hint: 'Vous devez répondre à toutes les autorisations pour terminer l’inscription',
};
