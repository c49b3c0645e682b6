import type { registrationMessages } from '#client/features/registration/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

// \u00a0: the no-break space French puts before : ; ? ! and inside « ».

export const registration: TranslationOf<typeof registrationMessages> = {
  title: 'Inscrivez-vous',
  subtitle: 'Rejoignez la famille du CB Llívia\u00a0: inscriptions au club et aux écoles de basket.',
  choiceHeading: 'Choisissez l’inscription',
  choiceClub: 'Inscrivez-vous au club',
  choiceSeason: 'Saison {season}',
  choiceClubText: 'Pour les joueurs et joueuses des équipes du club engagées en championnat, du mini-basket aux seniors.',
  choiceSchool: 'Inscrivez-vous aux écoles',
  choiceSchoolText: 'Pour les enfants des écoles de basket\u00a0: découvrir le basket et s’amuser tout au long de l’année scolaire.',
  choiceOpen: 'Commencer l’inscription',
  closedTitle: 'Inscriptions fermées',
  closedText:
    'Pour le moment, aucune saison n’est ouverte aux inscriptions, ni au club ni aux écoles. Réessayez plus tard ou contactez le club.',
  contact: 'Contacter le club',
  loadError: 'Impossible de savoir pour quelle saison les inscriptions sont ouvertes.',
  retry: 'Réessayer',
  back: '← Retour aux options',
  requiredNote: 'Les champs marqués d’un * sont obligatoires.',
  yes: 'Oui',
  no: 'Non',
  submit: 'Envoyer l’inscription',
  sending: 'Envoi en cours…',
  sizeChoose: 'Choisissez une taille',
  ibanHint: 'Affiché par groupes de quatre caractères, par ex. FR76 3000 6000 0112 3456 7890 189.',
  dniHint: '8 chiffres et la lettre (12345678Z), ou NIE (X1234567L).',
  phoneHint:
    'Numéro français, espagnol ou andorran (+376), ou d’un autre pays avec son indicatif\u00a0; vous pouvez mettre des espaces.',
  documentDniNie: 'DNI ou NIE (Espagne)',
  documentPassport: 'Passeport',
  documentIdCard: 'Carte d’identité (UE ou nationale)',
  documentNone: 'Aucune (moins de 14 ans)',
  passportHint: 'Lettres et chiffres, tels qu’ils figurent sur le passeport.',
  idCardHint: 'Lettres et chiffres, tels qu’ils figurent sur la carte (par exemple, la carte nationale d’identité française).',
  noDocument: 'Les moins de 14 ans peuvent être inscrits sans pièce d’identité\u00a0: aucun numéro n’est demandé.',
  privacyNotice: 'Comment nous traitons les données\u00a0:',
  privacyLink: 'politique de confidentialité',
  privacyNewTab: '(s’ouvre dans un nouvel onglet)',
  privacyRefusedNote: 'Sans ce consentement, nous ne pouvons pas traiter l’inscription.',
  privacyRefused:
    'Envoi impossible\u00a0: vous devez répondre «\u00a0Oui\u00a0» à la protection des données. Sans ce consentement, le club ne peut pas traiter les données de l’inscription.',
  successTitle: 'Inscription envoyée\u00a0!',
  successText: 'Merci\u00a0! Nous avons bien reçu l’inscription et vous avons envoyé un e-mail de confirmation.',
  thanksHeading: 'Merci beaucoup de faire confiance au CB Llívia\u00a0!',
  another: 'Faire une autre inscription',
  familyPageIntro: 'Pour la consulter plus tard ou en corriger le téléphone et l’e-mail\u00a0:',
  familyPageLink: 'Mes inscriptions',
  // Siblings and second tries (issue 14 item 5, decision 179).
  sibling: 'Inscrire un frère ou une sœur',
  siblingNote:
    'Nous avons repris les informations de la famille de l’inscription précédente. Vérifiez-les et complétez celles du frère ou de la sœur\u00a0; les autorisations sont demandées à nouveau pour chaque enfant.',
  draftRestored:
    'Nous avons retrouvé ce que vous aviez saisi. Ces informations restent uniquement dans cet onglet du navigateur, jusqu’à l’envoi de l’inscription ou la fermeture de l’onglet.',
  errorTitle: 'Erreur',
  error: 'Une erreur s’est produite.',
  fixFields: 'Vérifiez les champs signalés en rouge.',
};
