import type { campusSignUpMessages } from '#client/features/campus/sign-up-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const campusSignUp: TranslationOf<typeof campusSignUpMessages> = {
  title: 'Inscription\u00a0: {name}',
  description: 'Renseignez les informations de l’enfant et celles d’un parent ou tuteur légal.',
  childName: 'Prénom de l’enfant',
  childSurname: 'Nom de l’enfant',
  birthDate: 'Date de naissance',
  parentEmail: 'Adresse e-mail du parent ou tuteur légal',
  parentPhone: 'Téléphone du parent ou tuteur légal',
  phoneHint: 'Numéro espagnol ou français\u00a0; vous pouvez mettre des espaces.',
  isClubMember: 'L’enfant est adhérent du club',
  price: 'Prix\u00a0:',
  requiredNote: 'Les champs marqués d’un * sont obligatoires.',
  submitFree: 'Confirmer l’inscription',
  submitPaid: 'Passer au paiement',
  sending: 'Envoi en cours…',
  preparing: 'Préparation du paiement…',
  payHeading: 'Paiement par carte',
  payFor: 'Inscription de {child}\u00a0: {amount}',
  back: 'Revenir aux informations',
  close: 'Fermer',
  finishing: 'Confirmation de l’inscription…',
};
