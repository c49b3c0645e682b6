import type { privacyMessages } from '#client/features/privacy/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const privacy: TranslationOf<typeof privacyMessages> = {
  title: 'Politique de confidentialité',
  subtitle: 'Comment nous traitons les données des familles, des joueurs et joueuses et des personnes qui nous écrivent, et quels sont vos droits.',
  updatedLabel: 'Dernière mise à jour\u00a0:',
  summaryHeading: 'En quelques mots',
  summary1: 'Le responsable des données est le Club Bàsquet Llívia. Pour toute question, écrivez-nous à {email}.',
  summary2: 'Nous ne demandons que les données dont nous avons besoin pour les inscriptions, les stages, la boutique et pour répondre à vos messages.',
  summary3: 'Nous ne vendons les données à personne et ne les utilisons pas pour vous envoyer de la publicité.',
  summary4:
    'Les données de santé, les pièces d’identité et les coordonnées bancaires ne sont vues que par les personnes du club qui gèrent les inscriptions.',
  summary5:
    'Nous ne publions de photos où l’on reconnaît un joueur ou une joueuse que si la famille l’a autorisé, et vous pouvez retirer cette autorisation à tout moment.',
  summary6: 'Le site n’utilise que les cookies indispensables à son fonctionnement\u00a0: aucun cookie publicitaire ni de mesure d’audience.',
  tocHeading: 'Sur cette page',

  controllerHeading: 'Qui est responsable de vos données',
  controllerIntro:
    'Le responsable du traitement de vos données est le {clubFullName} ({clubName}), le club de basket de Llívia, en Cerdagne (Espagne).',
  controllerAddressTerm: 'Adresse',
  controllerEmailTerm: 'E-mail',
  controllerPhoneTerm: 'Téléphone',
  controllerWebTerm: 'Site web',
  controllerNoDpo:
    'Le club n’est pas tenu de désigner un délégué à la protection des données (DPO). Pour toute question sur vos données, écrivez à {email}\u00a0: le comité directeur du club vous répondra.',

  purposesHeading: 'Quelles données nous traitons, pourquoi et sur quelle base légale',
  purposesIntro:
    'Nous traitons des données personnelles pour chacune des activités du club présentées ci-dessous. Pour chacune, nous vous expliquons quelles données nous utilisons, dans quel but et quelle base légale du règlement général sur la protection des données (RGPD) nous y autorise. Toutes les données nous sont fournies par vous-mêmes, dans les formulaires du site ou lorsque vous vous adressez au club.',
  purposeDataTerm: 'Quelles données',
  purposeWhatTerm: 'Dans quel but',
  purposeBasisTerm: 'Base légale',
  clubHeading: 'Inscription au club',
  clubData:
    'Du joueur ou de la joueuse\u00a0: nom et prénom, date de naissance, numéro de la pièce d’identité, numéro de carte d’assurance maladie et tailles de la tenue. Du représentant légal (ou du joueur lui-même, s’il est majeur)\u00a0: nom, téléphone et adresse e-mail. Pour le paiement\u00a0: le titulaire du compte et l’IBAN. Également vos réponses aux autorisations (prélèvement bancaire, confidentialité et droit à l’image), avec la date et l’heure auxquelles vous les avez données.',
  clubWhat:
    'Gérer la saison du joueur ou de la joueuse au club (équipe, entraînements et matchs), demander sa licence fédérale et son assurance sportive, commander sa tenue, encaisser les cotisations et vous prévenir de tout ce qui concerne l’équipe.',
  clubBasis:
    'L’exécution de l’inscription que vous nous demandez, qui est un contrat entre la famille et le club (art. 6.1.b du RGPD). Le respect d’obligations légales\u00a0: la licence et l’assurance sportive obligatoires pour participer aux compétitions, et la comptabilité des cotisations (art. 6.1.c du RGPD). Le prélèvement n’est effectué que si vous l’avez autorisé dans le formulaire\u00a0; sinon, nous conviendrons avec vous d’un autre moyen de paiement.',
  schoolHeading: 'École de basket',
  schoolData:
    'De l’élève\u00a0: nom et prénom, date de naissance, numéro de la pièce d’identité, classe et école, adresse, numéro de carte d’assurance maladie, allergies ou maladies et, le cas échéant, les médicaments dont il ou elle a besoin. Du représentant légal\u00a0: nom et prénom, pièce d’identité, téléphones, adresse e-mail et adresse postale. De la personne autorisée à venir chercher l’enfant\u00a0: nom, pièce d’identité et téléphone. Pour le paiement\u00a0: le titulaire du compte et l’IBAN. Également les réponses aux autorisations, avec la date et l’heure.',
  schoolWhat:
    'Organiser les séances de l’école\u00a0; veiller à la santé et à la sécurité des enfants (savoir quoi faire en cas d’allergie ou d’urgence, et à qui nous pouvons confier l’enfant à la fin de la séance)\u00a0; encaisser les cotisations et communiquer avec la famille.',
  schoolBasis:
    'L’exécution de l’inscription (art. 6.1.b du RGPD). Les données de santé (allergies, maladies et médicaments), avec le consentement explicite que le représentant légal donne dans le formulaire (art. 9.2.a du RGPD) et, en cas d’urgence médicale où nous ne parviendrions pas à vous joindre, pour protéger la vie et la santé de l’enfant (intérêt vital, art. 6.1.d et 9.2.c du RGPD). Les données de la personne autorisée, pour l’intérêt légitime de la famille et du club à ce que l’enfant ne parte qu’avec la personne que vous avez indiquée (art. 6.1.f du RGPD). Le prélèvement, uniquement si vous l’avez autorisé.',
  schoolOthersData:
    'Si vous nous communiquez les données d’une autre personne (la personne autorisée à venir chercher l’enfant, ou le titulaire du compte s’il ne s’agit pas de vous), informez-la que vous nous les avez transmises et dans quel but, et qu’elle peut consulter cette page.',
  campusHeading: 'Stages',
  campusData:
    'Nom, prénom et date de naissance de l’enfant\u00a0; adresse e-mail et téléphone de la famille\u00a0; si vous êtes adhérents du club\u00a0; et, si le stage est payant, les données du paiement (montant, date et statut). Le numéro de carte bancaire ne parvient jamais au club\u00a0: il est traité directement par Stripe, la plateforme de paiement.',
  campusWhat:
    'Réserver la place, organiser les groupes par âge, encaisser l’inscription, vous envoyer la confirmation et vérifier le tarif adhérent à l’aide de la liste des adhérents du club.',
  campusBasis:
    'L’exécution de l’inscription au stage (art. 6.1.b du RGPD)\u00a0; la comptabilité des paiements, en vertu d’une obligation légale (art. 6.1.c du RGPD)\u00a0; la vérification du tarif adhérent, pour l’intérêt légitime du club à appliquer le bon tarif (art. 6.1.f du RGPD).',
  waitlistHeading: 'Liste d’attente des stages',
  waitlistData:
    'Nom, prénom et date de naissance de chaque enfant inscrit sur la liste (les frères et sœurs peuvent s’y inscrire ensemble)\u00a0; adresse e-mail et téléphone de la famille\u00a0; si vous êtes adhérents du club\u00a0; et la langue dans laquelle nous vous écrivons.',
  waitlistWhat:
    'Lorsqu’un stage est complet, vous garder votre rang sur la liste et, quand une place se libère, la proposer dans l’ordre d’arrivée\u00a0: nous vous envoyons l’offre par e-mail, avec un délai pour l’accepter. Les frères et sœurs inscrits ensemble reçoivent l’offre ensemble. Vous pouvez quitter la liste à tout moment, depuis l’e-mail ou depuis la page de la famille.',
  waitlistBasis:
    'Les mesures précontractuelles que vous nous demandez en vous inscrivant sur la liste, pour pouvoir vous inscrire au stage lorsqu’une place se libère (art. 6.1.b du RGPD).',
  shopHeading: 'Boutique',
  shopData:
    'Nom, adresse e-mail et téléphone de l’acheteur\u00a0; les articles de la commande, avec la taille et le nom et le numéro que vous souhaitez y faire floquer\u00a0; et les données du paiement (montant, date et statut). Le numéro de carte bancaire n’est traité que par Stripe.',
  shopWhat:
    'Préparer la commande, convenir avec vous de son retrait au Pavelló Fòrum, gérer les échanges et les retours, et tenir la comptabilité du club.',
  shopBasis: 'L’exécution de l’achat (art. 6.1.b du RGPD) et les obligations comptables et fiscales (art. 6.1.c du RGPD).',
  contactHeading: 'Messages de contact',
  contactData: 'Nom et prénom, adresse e-mail, téléphone (si vous le donnez), l’objet et le texte du message.',
  contactWhat: 'Vous répondre et, si besoin, assurer le suivi de votre demande.',
  contactBasis:
    'L’intérêt légitime du club à répondre aux personnes qui s’adressent à lui (art. 6.1.f du RGPD) et, si vous nous écrivez pour vous inscrire ou pour acheter, les mesures précontractuelles que vous nous demandez (art. 6.1.b du RGPD).',
  photosHeading: 'Photos des joueurs et joueuses',
  photosData: 'L’image des joueurs et joueuses lors des matchs, des entraînements, des stages et des fêtes du club.',
  photosWhat:
    'Les publier dans la galerie photos du site du club pour faire vivre le club. Sachez que tout visiteur du site peut les voir et les télécharger.',
  photosBasis:
    'Le consentement que vous donnez dans l’autorisation de droit à l’image du formulaire d’inscription (art. 6.1.a du RGPD et loi organique espagnole 1/1982 sur la protection civile du droit à l’honneur, à la vie privée et familiale et à l’image). Si vous répondez «\u00a0Non\u00a0», nous ne publierons aucune photo où votre enfant puisse être reconnu. Vous pouvez retirer votre consentement à tout moment.',
  photosMetadata: 'Les photos sont publiées sans métadonnées\u00a0: le site en efface la localisation et les informations de l’appareil photo avant de les enregistrer.',
  familyHeading: 'Page de la famille («\u00a0Mes inscriptions\u00a0»)',
  familyData:
    'L’adresse e-mail que vous saisissez pour vous connecter et tout ce que le club a enregistré avec cette adresse\u00a0: les commandes, avec les articles et le statut du paiement\u00a0; les inscriptions aux stages et les inscriptions sur liste d’attente\u00a0; et les inscriptions au club et à l’école, dont la pièce d’identité et l’IBAN ne sont affichés que par leurs quatre derniers caractères (le fichier que vous téléchargez les contient en entier).',
  familyWhat:
    'Vous permettre de consulter, corriger et télécharger vos données, et de demander leur effacement, sans avoir à écrire au club. Pour vous connecter, vous saisissez votre adresse e-mail et nous vous envoyons un lien, utilisable une seule fois et pendant 30 minutes\u00a0; la réponse du site est la même que l’adresse soit connue ou non. Une fois connectés, vous pouvez corriger le téléphone et l’adresse e-mail d’une inscription, annuler une inscription à un stage dans le délai prévu, quitter une liste d’attente, télécharger toutes vos données dans un fichier (format JSON) et demander leur effacement. L’effacement est confirmé par une personne du club\u00a0: nous effaçons alors les données personnelles et, des commandes, nous ne conservons que le montant, les dates et le statut, anonymisés, car la loi comptable nous oblige à les garder.',
  familyBasis:
    'L’obligation légale de répondre à vos demandes d’accès, de rectification, d’effacement et de portabilité (art. 6.1.c et art. 15 à 20 du RGPD)\u00a0; l’annulation d’une inscription, dans le cadre du contrat (art. 6.1.b du RGPD)\u00a0; le lien de connexion et les limites d’envoi, pour l’intérêt légitime des familles et du club à ce que personne ne puisse voir les données d’une autre famille (art. 6.1.f du RGPD).',
  webSecurityHeading: 'Sécurité du site et accès à l’administration',
  webSecurityData:
    'Des personnes du club qui administrent le site\u00a0: la session, les tentatives de connexion (identifiant, adresse IP et heure) et le journal des actions qu’elles effectuent dans l’espace d’administration (qui, quand, depuis quelle adresse IP, sur quel enregistrement et quels champs, jamais les données consultées ou modifiées). Lorsqu’une personne commence un paiement\u00a0: une empreinte cryptographique de l’adresse IP, de l’adresse e-mail et du navigateur, qui ne permet pas de retrouver la valeur d’origine.',
  webSecurityWhat:
    'Protéger l’espace d’administration contre les accès non autorisés, pouvoir savoir qui a fait chaque modification ou consulté des données personnelles, et éviter que quelqu’un ne bloque des articles de la boutique ou des places de stage sans les payer.',
  webSecurityBasis:
    'L’intérêt légitime du club et des familles à disposer d’un site sûr et à une répartition équitable des places et des articles (art. 6.1.f du RGPD).',
  purposesRequired:
    'Les données signalées comme obligatoires dans les formulaires sont nécessaires pour traiter l’inscription, la réservation ou la commande\u00a0: sans elles, nous ne pouvons pas y donner suite. Les autorisations de droit à l’image et de prélèvement bancaire sont facultatives.',
  purposesNoAds:
    'Nous n’utilisons pas vos données pour vous envoyer de la publicité, et nous ne les vendons ni ne les cédons à personne en dehors des cas expliqués ci-dessous.',

  recipientsHeading: 'À qui nous communiquons les données',
  recipientsIntro: 'Nous ne communiquons des données à d’autres organismes que lorsque c’est nécessaire aux finalités ci-dessus ou que la loi nous y oblige\u00a0:',
  recipientBank:
    'La banque du club, pour encaisser les cotisations par prélèvement\u00a0: le nom du titulaire, l’IBAN, le montant et la référence du mandat de prélèvement SEPA.',
  recipientFederation:
    'La Fédération catalane de basket-ball (Federació Catalana de Basquetbol), pour demander la licence de chaque joueur ou joueuse en compétition\u00a0: les données que la fédération exige pour la licence (nom et prénom, date de naissance et pièce d’identité).',
  recipientInsurer:
    'L’assureur de l’assurance sportive obligatoire, pour y inscrire chaque joueur ou joueuse et gérer les accidents sportifs qui pourraient survenir.',
  recipientStripe:
    'Stripe Payments Europe, Ltd. (Irlande), qui traite les paiements par carte de la boutique et des stages. Stripe reçoit directement les données de la carte, l’adresse e-mail et le montant\u00a0; le club ne voit jamais le numéro de la carte. Pour prévenir la fraude, Stripe traite certaines données en tant que responsable du traitement, conformément à sa {stripePrivacy}.',
  recipientMail:
    'Le prestataire de messagerie par lequel le site envoie les confirmations d’inscription, de stage et de commande, ainsi que les notifications au club.',
  recipientHosting: 'L’hébergeur du site, où les données sont stockées.',
  recipientEmergency: 'Les services d’urgence, s’il faut prendre en charge un enfant lors d’une urgence médicale.',
  recipientAuthorities:
    'Les administrations publiques, les tribunaux et les forces de l’ordre, uniquement lorsqu’une loi nous y oblige (par exemple, l’administration fiscale espagnole, l’Agencia Tributaria).',
  recipientsProcessors:
    'Les prestataires qui traitent des données pour le compte du club (la messagerie et l’hébergement) le font dans le cadre d’un contrat de sous-traitance (art. 28 du RGPD) et uniquement selon les instructions du club.',
  stripePrivacyLink: 'politique de confidentialité',
  stripePrivacyHref: 'https://stripe.com/fr/privacy',

  transfersHeading: 'Transferts internationaux',
  transfers:
    'Nous conservons les données au sein de l’Espace économique européen (EEE). La seule exception est Stripe\u00a0: faisant partie d’un groupe dont le siège est aux États-Unis, Stripe peut traiter certaines données de paiement en dehors de l’EEE. Ces transferts sont encadrés par les garanties prévues par le RGPD\u00a0: le cadre de protection des données UE–États-Unis (Data Privacy Framework), auquel Stripe, Inc. a adhéré, et les clauses contractuelles types approuvées par la Commission européenne.',

  retentionHeading: 'Combien de temps nous conservons les données',
  retentionIntro:
    'Nous conservons les données tant qu’elles sont nécessaires à la finalité pour laquelle nous les avons collectées, puis pendant la durée fixée par la loi ou nécessaire pour répondre à d’éventuelles réclamations. Passé ce délai, le site les efface automatiquement, chaque nuit.',
  retentionRegistrationsTerm: 'Inscriptions au club et à l’école',
  retentionRegistrations:
    'Pendant la saison et les trois saisons suivantes. Trois ans, c’est le délai que le Code civil de Catalogne (art. 121-21) accorde pour réclamer des cotisations ou la réparation des dommages d’un accident. Passé ce délai, nous effaçons l’inscription tout entière, y compris les données de santé et bancaires.',
  retentionCampusTerm: 'Inscriptions aux stages',
  retentionCampus: 'Jusqu’à trois ans après la fin du stage, pour la même raison.',
  retentionWaitlistTerm: 'Liste d’attente des stages',
  retentionWaitlist:
    'Tant que vous êtes sur la liste. Lorsque vous la quittez (parce que vous avez obtenu la place, que l’offre a expiré ou que vous l’avez refusée, que vous vous êtes désinscrits ou que le club vous en a retirés), nous effaçons votre inscription sur la liste au bout de 30 jours, avec les e-mails qui la concernaient. Toutes les inscriptions sur la liste d’un stage sont effacées au plus tard 30 jours après la fin du stage.',
  retentionOrdersTerm: 'Commandes de la boutique et paiements',
  retentionOrders:
    'Six ans à compter de l’achat ou du paiement (ou de la dernière modification de la commande, comme un remboursement), comme l’exige l’article 30 du Code de commerce espagnol pour les livres et les pièces comptables. Passé ce délai, nous effaçons le nom, l’adresse e-mail, le téléphone ainsi que le nom et le numéro à imprimer\u00a0; de la commande ne restent que le montant, les articles, les dates et l’état, qui ne permettent plus de savoir qui l’a passée.',
  retentionMessagesTerm: 'Messages de contact',
  retentionMessages:
    'Un an après notre réponse, ou après la réception de votre message s’il n’appelait pas de réponse, au cas où votre demande aurait une suite.',
  retentionPhotosTerm: 'Photos',
  retentionPhotos: 'Tant que vous maintenez votre consentement. Si vous le retirez, nous retirerons les photos du site dans un délai d’un mois au plus.',
  retentionMailTerm: 'Copies des e-mails envoyés',
  retentionMail: 'Sept jours après l’envoi, au cas où il faudrait vérifier qu’un e-mail est bien arrivé\u00a0; elles s’effacent ensuite automatiquement.',
  retentionCheckoutsTerm: 'Paiements non aboutis',
  retentionCheckouts: 'Les données de la personne sont effacées sept jours après l’expiration du paiement\u00a0; seul le montant est conservé.',
  retentionSessionsTerm: 'Sessions, tentatives de connexion et journal des actions de l’administration',
  retentionSessions:
    'Une session prend fin après 8 heures d’inactivité et, au plus tard, au bout de 7 jours. Les tentatives de connexion ne comptent que pendant 15 minutes et sont effacées à la tentative suivante. Le journal des actions effectuées dans l’espace d’administration est conservé trois ans, le délai de prescription des infractions les plus graves en matière de protection des données (art. 72 de la LOPDGDD espagnole), puis effacé.',
  retentionFamilyTerm: 'Accès à la page de la famille',
  retentionFamily:
    'Un lien de connexion ne sert qu’une fois et pendant 30 minutes, et la session qu’il ouvre dure une heure au plus. Nous gardons un jour la trace des liens envoyés à chaque adresse, pour en limiter le nombre\u00a0; elle est ensuite effacée. Une fois une demande d’effacement traitée, nous en gardons la trace trois ans, pour prouver que nous y avons répondu.',

  minorsHeading: 'Données des mineurs et consentement des familles',
  minorsCare: 'Beaucoup de nos joueurs et joueuses sont mineurs, et nous traitons leurs données avec un soin particulier.',
  minorsUnder14:
    'Le club étant soumis au droit espagnol, c’est l’article 7 de la loi organique espagnole 3/2018 relative à la protection des données personnelles et à la garantie des droits numériques (LOPDGDD) qui s’applique\u00a0: une personne de moins de 14 ans ne peut pas donner son consentement seule\u00a0; il doit être donné par la personne qui exerce l’autorité parentale ou la tutelle. C’est pourquoi les inscriptions des mineurs au club, à l’école et aux stages sont toujours faites par le père, la mère ou le représentant légal, qui répond aussi aux autorisations (données de santé, droit à l’image et prélèvement).',
  minorsFrom14:
    'À partir de 14 ans, le joueur ou la joueuse peut donner lui-même ou elle-même les consentements qui le ou la concernent, comme celui de la publication de son image, et exercer directement ses droits. Jusqu’à 18 ans, l’inscription, qui est un contrat avec le club, reste faite par le représentant légal.',
  minorsRights:
    'Les parents et les tuteurs peuvent exercer au nom des mineurs de moins de 14 ans tous les droits présentés ci-dessous (art. 12.6 de la LOPDGDD).',
  minorsSensitive:
    'Les données de santé et les pièces d’identité des mineurs ne sont vues que par les personnes du club qui gèrent les inscriptions, depuis l’espace d’administration. Elles ne sont jamais affichées sur le site et ne figurent pas dans les e-mails de confirmation (du compte bancaire n’y apparaissent que les quatre derniers chiffres).',

  rightsHeading: 'Vos droits',
  rightsIntro: 'Vous pouvez exercer à tout moment les droits suivants sur vos données et sur celles de vos enfants de moins de 14 ans\u00a0:',
  rightAccessTerm: 'Accès',
  rightAccess: 'savoir si nous traitons des données vous concernant et en obtenir une copie.',
  rightRectificationTerm: 'Rectification',
  rightRectification: 'corriger les données inexactes ou compléter celles qui manquent.',
  rightErasureTerm: 'Effacement',
  rightErasure:
    'demander que nous effacions les données lorsqu’elles ne sont plus nécessaires, sauf si une loi nous oblige à les conserver (par exemple, les données comptables).',
  rightObjectionTerm: 'Opposition',
  rightObjection: 'vous opposer à un traitement fondé sur l’intérêt légitime du club, pour des raisons tenant à votre situation particulière.',
  rightRestrictionTerm: 'Limitation du traitement',
  rightRestriction: 'demander que nous conservions les données sans les utiliser le temps de traiter une réclamation ou une rectification.',
  rightPortabilityTerm: 'Portabilité',
  rightPortability:
    'recevoir les données que vous nous avez fournies dans un format structuré et couramment utilisé (par exemple, un tableur), ou nous demander de les transmettre à un autre organisme.',
  rightWithdrawalTerm: 'Retrait du consentement',
  rightWithdrawal:
    'retirer à tout moment un consentement que vous nous avez donné (par exemple, celui du droit à l’image), sans que cela remette en cause ce qui a été fait auparavant.',
  exerciseHeading: 'Comment les exercer',
  exerciseFamilyPage:
    'Les données que le club détient avec votre adresse e-mail, vous pouvez vous-mêmes les consulter, les corriger, les télécharger (accès et portabilité) et demander leur effacement sur la page {familyPage}\u00a0: vous vous y connectez avec un lien que nous envoyons à cette adresse. Pour toute autre demande, ou si vous le préférez, écrivez-nous.',
  familyPageLink: 'Mes inscriptions',
  exerciseEmail:
    'Envoyez un e-mail à {email} avec l’objet «\u00a0Protection des données\u00a0», en nous indiquant quel droit vous souhaitez exercer et sur quelles données (par exemple, le nom du joueur ou de la joueuse et la saison). Si vous nous écrivez depuis l’adresse e-mail utilisée pour l’inscription ou l’achat, nous ne vous demanderons généralement rien d’autre\u00a0; en cas de doute raisonnable sur votre identité, nous vous demanderons d’en justifier.',
  exercisePost: 'Vous pouvez aussi nous écrire par courrier postal à l’adresse suivante\u00a0: {address}, Espagne.',
  exerciseTerms:
    'C’est gratuit. Nous vous répondrons dans un délai d’un mois\u00a0; si la demande est complexe, ce délai peut être prolongé de deux mois, et nous vous en informerions dans le premier mois.',

  complaintsHeading: 'Où adresser une réclamation',
  complaintsIntro:
    'Si vous estimez que nous n’avons pas traité correctement vos données, nous vous serions reconnaissants de nous le dire d’abord, à {email}, pour essayer de trouver une solution ensemble. Dans tous les cas, vous avez le droit d’introduire une réclamation auprès d’une autorité de contrôle de la protection des données. Le club étant établi en Espagne, les autorités de contrôle compétentes sont espagnoles\u00a0:',
  apdcatTerm: 'Autorité catalane de protection des données (APDCAT)',
  apdcat:
    'L’autorité de contrôle de la Catalogne, compétente pour les traitements effectués dans l’exercice de missions de service public, comme la délivrance des licences fédérales. C. de Rosselló, 214, esc. A, 1r 1a, 08008 Barcelona (Espagne) · {apdcatWeb}',
  aepdTerm: 'Agence espagnole de protection des données (AEPD)',
  aepd: 'L’autorité de contrôle compétente pour les traitements des organismes privés, comme le club. C. de Jorge Juan, 6, 28001 Madrid (Espagne) · {aepdWeb}',
  complaintsWhich:
    'Si vous ne savez pas à laquelle des deux vous adresser, l’une comme l’autre saura vous orienter. Si vous résidez en France, vous pouvez aussi adresser votre réclamation à la CNIL (Commission nationale de l’informatique et des libertés, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 · www.cnil.fr)\u00a0: le RGPD (art. 77) vous permet de saisir l’autorité de votre pays de résidence, qui coopère alors avec l’autorité espagnole.',

  automatedHeading: 'Décisions automatisées',
  automated:
    'Nous ne prenons aucune décision fondée exclusivement sur un traitement automatisé et ne faisons pas de profilage. Par exemple, lorsque le site indique si une inscription à un stage bénéficie du tarif adhérent, la vérification finale est toujours faite par une personne du club.',

  cookiesHeading: 'Cookies et stockage du navigateur',
  cookiesIntro:
    'Le site n’utilise que les cookies et le stockage du navigateur indispensables à son fonctionnement. Nous n’utilisons aucun cookie de mesure d’audience, de publicité ou de réseaux sociaux. C’est pourquoi nous ne vous affichons aucun bandeau pour les accepter\u00a0: la loi (art. 22.2 de la loi espagnole 34/2002 sur les services de la société de l’information, qui transpose la directive européenne «\u00a0vie privée et communications électroniques\u00a0») n’exige pas de consentement pour les cookies strictement nécessaires.',
  siteCookiesHeading: 'Cookies du site',
  cookieCheckout:
    'Créé lorsque vous commencez un paiement par carte dans la boutique ou pour un stage. Il identifie votre navigateur afin qu’un paiement abandonné ne bloque ni articles ni places. Il est effacé à la fermeture du navigateur.',
  cookieAdmin:
    'Uniquement pour les personnes du club qui se connectent à l’administration\u00a0: il maintient la session ouverte. Il expire après 8 heures d’inactivité et, au plus tard, au bout de 7 jours, ou à la déconnexion.',
  cookieDevice:
    'Uniquement pour l’administration\u00a0: il mémorise le navigateur depuis lequel une personne du club s’est déjà connectée, pour protéger l’accès contre les tentatives répétées. Il dure 90 jours.',
  cookieRemember:
    'Uniquement pour l’administration, si la personne qui se connecte avec la vérification en deux étapes coche «\u00a0Recorda aquest navegador 30 dies\u00a0» (se souvenir de ce navigateur)\u00a0: pendant 30 jours, le mot de passe suffit dans ce navigateur. Il n’est envoyé qu’aux adresses de l’administration. Il dure 30 jours, ou jusqu’à ce que la vérification en deux étapes soit désactivée ou le mot de passe changé.',
  cookieFamily:
    'Créé lorsque vous ouvrez le lien de connexion à la page de la famille («\u00a0Mes inscriptions\u00a0»)\u00a0: il maintient la session ouverte. Le navigateur ne l’envoie qu’aux adresses de cette page, et le code de la page ne peut pas le lire. Il expire au bout d’une heure, ou à la déconnexion.',
  cookiesHostPrefix:
    'Sur le site en ligne, les cookies dont le nom commence par cbl_ portent le préfixe de sécurité «\u00a0__Host-\u00a0» (par exemple, __Host-cbl_admin), qui oblige le navigateur à ne les envoyer qu’à ce site et par une connexion sécurisée. Le cookie cbl_remember porte le préfixe «\u00a0__Secure-\u00a0» (connexion sécurisée uniquement), car il n’est envoyé qu’aux adresses de l’administration. Le cookie family_session n’est lui aussi envoyé que par une connexion sécurisée.',
  storageHeading: 'Stockage du navigateur',
  storageCart: 'Conserve le panier de la boutique pendant votre navigation. C’est un stockage de session\u00a0: il est effacé à la fermeture de l’onglet.',
  storageCampusSignUp:
    'Conserve l’inscription à un stage pendant qu’un paiement passe par la page de la banque, et est effacé au retour sur le site. C’est aussi un stockage de session.',
  storageWaitlistOffer:
    'Conserve l’offre d’une place de la liste d’attente pendant que le paiement passe par la page de la banque, et est effacé au retour sur le site. C’est aussi un stockage de session.',
  storageDraft:
    'Conserve le formulaire d’inscription au club ou à l’école pendant que vous le remplissez, pour qu’il ne soit pas perdu si vous rechargez la page. Il n’est envoyé nulle part avant que vous ne l’envoyiez vous-mêmes, et il est effacé une fois l’inscription faite ou à la fermeture de l’onglet.',
  storageAdmin: 'Uniquement pour l’administration\u00a0: mémorise qu’une session est ouverte pour afficher le tableau de bord. Effacé à la déconnexion.',
  stripeCookiesHeading: 'Cookies de Stripe',
  stripeCookies:
    'Uniquement à l’ouverture du formulaire de paiement par carte, Stripe peut déposer ses propres cookies pour prévenir la fraude\u00a0: __stripe_mid (un an) et __stripe_sid (30 minutes). Ils sont nécessaires pour payer en toute sécurité et sont régis par la {stripePrivacy} de Stripe.',

  securityHeading: 'Comment nous protégeons les données',
  securityHttps: 'Le site fonctionne avec une connexion chiffrée (HTTPS).',
  securityAccess:
    'Seules les personnes du club qui gèrent les inscriptions, la boutique et les stages peuvent voir les données personnelles, depuis un espace d’administration protégé par identifiant et mot de passe.',
  securityLogs: 'Les pièces d’identité, les données de santé et les coordonnées bancaires ne sont jamais écrites dans les journaux techniques du serveur.',
  securityMailCopies: 'Lorsqu’une inscription ou une commande est supprimée, les copies des e-mails qui la concernaient le sont aussi.',

  changesHeading: 'Modifications de cette politique',
  changes:
    'Si nous changeons notre façon de traiter les données, nous mettrons à jour cette page et la date de dernière mise à jour. Si le changement est important, nous en informerons les familles inscrites par e-mail.',
};
