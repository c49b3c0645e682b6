/**
 * Texts of the privacy notice /privacitat (issue 13 item 3, decision 171), exact in Catalan; Spanish and French in
 * app/i18n. Each paragraph, list item, term and heading is one text; notice-layout.ts lays them out. A `{token}`
 * in a text is filled by the page: a link (`{email}`, `{web}`, `{stripePrivacy}`, `{apdcatWeb}`, `{aepdWeb}`) or
 * one of the club's details (`{clubFullName}`, `{clubName}`, `{address}`, `{phone}`), the same in every language.
 */
import { messages } from '#client/lib/i18n.ts';

export const privacyMessages = messages('privacy', {
  title: 'Política de privacitat',
  subtitle: 'Com tractem les dades de les famílies, dels jugadors i jugadores i de qui ens escriu, i quins drets hi teniu.',
  updatedLabel: 'Darrera actualització:',
  summaryHeading: 'En poques paraules',
  summary1: 'El responsable de les dades és el Club Bàsquet Llívia. Per a qualsevol dubte, escriviu-nos a {email}.',
  summary2: 'Només demanem les dades que necessitem per a les inscripcions, els campus, la botiga i per respondre els vostres missatges.',
  summary3: 'No venem les dades a ningú ni les fem servir per enviar-vos publicitat.',
  summary4:
    'Les dades de salut, els documents d’identitat i els comptes bancaris només els veuen les persones del club que gestionen les inscripcions.',
  summary5: 'Només publiquem fotos on es reconegui un jugador o jugadora si la família hi ha donat permís, i el podeu retirar quan vulgueu.',
  summary6: 'El web només fa servir les galetes imprescindibles per funcionar: cap de publicitat ni d’analítica.',
  tocHeading: 'En aquesta pàgina',

  controllerHeading: 'Qui és el responsable de les vostres dades',
  controllerIntro:
    'El responsable del tractament de les vostres dades és el {clubFullName} ({clubName}), el club de bàsquet de Llívia, a la Cerdanya.',
  controllerAddressTerm: 'Adreça',
  controllerEmailTerm: 'Correu electrònic',
  controllerPhoneTerm: 'Telèfon',
  controllerWebTerm: 'Web',
  controllerNoDpo:
    'El club no està obligat a tenir un delegat de protecció de dades. Per a qualsevol qüestió sobre les vostres dades, escriviu a {email}: us respondrà la junta directiva del club.',

  purposesHeading: 'Quines dades tractem, per a què i amb quina base legal',
  purposesIntro:
    'Tractem dades personals per a cadascuna de les activitats del club que trobareu a continuació. En cada cas us expliquem quines dades fem servir, per a què, i quina base legal del Reglament general de protecció de dades (RGPD) ens hi autoritza. Totes les dades ens les doneu vosaltres mateixos als formularis del web o quan us adreceu al club.',
  purposeDataTerm: 'Quines dades',
  purposeWhatTerm: 'Per a què',
  purposeBasisTerm: 'Base legal',
  clubHeading: 'Inscripció al club',
  clubData:
    'Del jugador o jugadora: nom i cognoms, data de naixement, número del document d’identitat, número de la targeta sanitària i talles de l’equipació. De la persona tutora (o del mateix jugador, si és major d’edat): nom, telèfon i correu electrònic. Per al cobrament: el titular del compte i l’IBAN. També les vostres respostes a les autoritzacions (domiciliació bancària, privacitat i drets d’imatge), amb la data i l’hora en què les vau donar.',
  clubWhat:
    'Gestionar la temporada del jugador o jugadora al club (equip, entrenaments i partits), tramitar-ne la llicència federativa i l’assegurança esportiva, encarregar l’equipació, cobrar les quotes i avisar-vos del que afecti l’equip.',
  clubBasis:
    'L’execució de la inscripció que ens demaneu, que és un contracte entre la família i el club (art. 6.1.b RGPD). El compliment d’obligacions legals: la llicència i l’assegurança esportiva obligatòries per competir i la comptabilitat de les quotes (art. 6.1.c RGPD). El cobrament per domiciliació només es fa si l’heu autoritzat al formulari; si no, acordarem amb vosaltres una altra manera de pagar.',
  schoolHeading: 'Escola de bàsquet',
  schoolData:
    'De l’alumne o alumna: nom i cognoms, data de naixement, número del document d’identitat, curs i escola, adreça, número de la targeta sanitària, al·lèrgies o malalties i, si cal, la medicació que necessita. De la persona tutora: nom i cognoms, document d’identitat, telèfons, correu electrònic i adreça. De la persona autoritzada a recollir l’infant: nom, document d’identitat i telèfon. Per al cobrament: el titular del compte i l’IBAN. També les respostes a les autoritzacions, amb la data i l’hora.',
  schoolWhat:
    'Organitzar les sessions de l’escola; tenir cura de la salut i la seguretat dels infants (saber què cal fer davant d’una al·lèrgia o d’una urgència, i a qui podem lliurar l’infant en acabar); cobrar les quotes i comunicar-nos amb la família.',
  schoolBasis:
    'L’execució de la inscripció (art. 6.1.b RGPD). Les dades de salut (al·lèrgies, malalties i medicació), amb el consentiment explícit que la persona tutora dona al formulari (art. 9.2.a RGPD) i, en una urgència mèdica en què no us puguem localitzar, per protegir la vida i la salut de l’infant (interès vital, art. 6.1.d i 9.2.c RGPD). Les dades de la persona autoritzada, per l’interès legítim de la família i del club que l’infant només marxi amb qui vosaltres heu indicat (art. 6.1.f RGPD). La domiciliació, només si l’heu autoritzada.',
  schoolOthersData:
    'Si ens doneu dades d’una altra persona (la persona autoritzada a recollir l’infant o el titular del compte, si no sou vosaltres), expliqueu-li que ens les heu donat i per a què, i que pot consultar aquesta pàgina.',
  campusHeading: 'Campus',
  campusData:
    'Nom, cognoms i data de naixement de l’infant; correu electrònic i telèfon de la família; si sou socis del club; i, si el campus és de pagament, les dades del pagament (import, data i estat). El número de la targeta no arriba mai al club: el tracta directament Stripe, la plataforma de pagament.',
  campusWhat:
    'Reservar la plaça, organitzar els grups per edats, cobrar la inscripció, enviar-vos la confirmació i comprovar el preu de soci amb la llista de socis del club.',
  campusBasis:
    'L’execució de la inscripció al campus (art. 6.1.b RGPD); la comptabilitat dels pagaments, per obligació legal (art. 6.1.c RGPD); la comprovació del preu de soci, per l’interès legítim del club a cobrar el preu que correspon (art. 6.1.f RGPD).',
  waitlistHeading: 'Llista d’espera dels campus',
  waitlistData:
    'Nom, cognoms i data de naixement de cada infant que s’hi apunta (els germans i germanes s’hi poden apuntar junts); correu electrònic i telèfon de la família; si sou socis del club; i l’idioma en què us escrivim.',
  waitlistWhat:
    'Quan un campus és ple, guardar-vos el lloc a la llista i, quan s’allibera una plaça, oferir-la per ordre d’arribada: us enviem l’oferta per correu electrònic, amb un termini per acceptar-la. Els germans i germanes que s’hi apunten junts reben l’oferta junts. Podeu sortir de la llista quan vulgueu, des del correu o des de la pàgina de la família.',
  waitlistBasis:
    'Les mesures precontractuals que ens demaneu en apuntar-vos a la llista, per poder-vos inscriure al campus quan hi hagi plaça (art. 6.1.b RGPD).',
  shopHeading: 'Botiga',
  shopData:
    'Nom, correu electrònic i telèfon de qui compra; els productes de la comanda, amb la talla i el nom i el número que hi vulgueu estampar; i les dades del pagament (import, data i estat). El número de la targeta només el tracta Stripe.',
  shopWhat:
    'Preparar la comanda, coordinar-ne amb vosaltres la recollida al Pavelló Fòrum, atendre canvis i devolucions, i portar la comptabilitat del club.',
  shopBasis: 'L’execució de la compra (art. 6.1.b RGPD) i les obligacions comptables i fiscals (art. 6.1.c RGPD).',
  contactHeading: 'Missatges de contacte',
  contactData: 'Nom i cognoms, correu electrònic, telèfon (si el doneu), el tema i el text del missatge.',
  contactWhat: 'Respondre-us i, si cal, fer el seguiment de la vostra consulta.',
  contactBasis:
    'L’interès legítim del club a atendre qui s’hi adreça (art. 6.1.f RGPD) i, si ens escriviu per inscriure-us o per comprar, les mesures precontractuals que ens demaneu (art. 6.1.b RGPD).',
  photosHeading: 'Fotografies dels jugadors i jugadores',
  photosData: 'La imatge dels jugadors i jugadores en partits, entrenaments, campus i celebracions del club.',
  photosWhat:
    'Publicar-les a la galeria de fotos del web del club per explicar la vida del club. Tingueu en compte que qualsevol visitant del web les pot veure i descarregar.',
  photosBasis:
    'El consentiment que doneu a l’autorització de drets d’imatge del formulari d’inscripció (art. 6.1.a RGPD i Llei orgànica 1/1982, de protecció civil del dret a la pròpia imatge). Si hi responeu «No», no publicarem fotos on el vostre fill o filla es pugui reconèixer. Podeu retirar el consentiment quan vulgueu.',
  photosMetadata: 'Les fotos es publiquen sense metadades: el web n’esborra la ubicació i les dades de la càmera abans de guardar-les.',
  familyHeading: 'Pàgina de la família («Les meves inscripcions»)',
  familyData:
    'El correu electrònic que hi escriviu per entrar i tot el que el club té fet amb aquest correu: les comandes, amb els productes i l’estat del pagament; les inscripcions als campus i les entrades a la llista d’espera; i les inscripcions al club i a l’escola, on del document d’identitat i de l’IBAN només se’n mostren els quatre últims caràcters (el fitxer que descarregueu els té sencers).',
  familyWhat:
    'Que pugueu veure, corregir i descarregar les vostres dades, i demanar que les esborrem, sense haver d’escriure al club. Per entrar-hi escriviu el vostre correu i us hi enviem un enllaç, que només es pot fer servir una vegada i durant 30 minuts; la resposta del web és la mateixa tant si el correu és conegut com si no. Un cop dins, podeu corregir el telèfon i el correu d’una inscripció, anul·lar una inscripció a un campus dins del termini, sortir d’una llista d’espera, descarregar totes les vostres dades en un fitxer (format JSON) i demanar-ne la supressió. La supressió la confirma una persona del club: llavors esborrem les dades personals i de les comandes només en conservem l’import, les dates i l’estat, anonimitzats, perquè la llei comptable ens obliga a guardar-los.',
  familyBasis:
    'L’obligació legal d’atendre els vostres drets d’accés, rectificació, supressió i portabilitat (art. 6.1.c i art. 15 a 20 RGPD); l’anul·lació d’una inscripció, com a part del contracte (art. 6.1.b RGPD); l’enllaç d’accés i els límits d’enviament, per l’interès legítim de les famílies i del club que ningú pugui veure les dades d’una altra família (art. 6.1.f RGPD).',
  webSecurityHeading: 'Seguretat del web i accés a l’administració',
  webSecurityData:
    'De les persones del club que administren el web: la sessió, els intents d’accés (usuari, adreça IP i hora) i el registre de les accions que fan al tauler (qui, quan, des de quina adreça IP, sobre quin registre i quins camps, mai les dades que hi veuen o hi canvien). Quan algú comença un pagament: un resum criptogràfic de l’adreça IP, del correu electrònic i del navegador, que no permet recuperar-ne el valor original.',
  webSecurityWhat:
    'Protegir el tauler d’administració d’accessos no autoritzats, poder saber qui ha fet cada canvi o ha consultat dades personals, i evitar que algú bloquegi productes de la botiga o places dels campus sense pagar-los.',
  webSecurityBasis:
    'L’interès legítim del club i de les famílies a tenir un web segur i un repartiment just de places i productes (art. 6.1.f RGPD).',
  purposesRequired:
    'Les dades marcades com a obligatòries als formularis són necessàries per fer la inscripció, la reserva o la comanda: sense elles no la podem tramitar. Les autoritzacions de drets d’imatge i de domiciliació bancària són voluntàries.',
  purposesNoAds:
    'No fem servir les vostres dades per enviar-vos publicitat, i no les venem ni les cedim a ningú fora dels casos que expliquem a continuació.',

  recipientsHeading: 'A qui comuniquem les dades',
  recipientsIntro: 'Només comuniquem dades a altres entitats quan és necessari per a les finalitats anteriors o quan la llei ens hi obliga:',
  recipientBank:
    'L’entitat bancària del club, per cobrar les quotes domiciliades: el nom del titular, l’IBAN, l’import i la referència de l’ordre de domiciliació SEPA.',
  recipientFederation:
    'La Federació Catalana de Basquetbol, per tramitar la llicència de cada jugador o jugadora que competeix: les dades que la federació demana per a la llicència (nom i cognoms, data de naixement i document d’identitat).',
  recipientInsurer:
    'L’entitat asseguradora de l’assegurança esportiva obligatòria, per donar d’alta cada jugador o jugadora i gestionar els accidents esportius que es puguin produir.',
  recipientStripe:
    'Stripe Payments Europe, Ltd. (Irlanda), que processa els pagaments amb targeta de la botiga i dels campus. Stripe rep directament les dades de la targeta, el correu electrònic i l’import; el club no veu mai el número de la targeta. Per prevenir el frau, Stripe tracta algunes dades com a responsable propi, segons la {stripePrivacy}.',
  recipientMail:
    'El proveïdor de correu electrònic amb què el web envia les confirmacions d’inscripció, de campus i de comanda, i els avisos al club.',
  recipientHosting: 'El proveïdor d’allotjament del web, on es guarden les dades.',
  recipientEmergency: 'Els serveis d’emergència, si cal atendre un infant en una urgència mèdica.',
  recipientAuthorities:
    'Les administracions públiques, els jutjats i les forces de seguretat, només quan una llei ens obliga a fer-ho (per exemple, l’Agència Tributària).',
  recipientsProcessors:
    'Els proveïdors que tracten dades per encàrrec del club (el de correu electrònic i el d’allotjament) ho fan amb un contracte d’encarregat del tractament (art. 28 RGPD) i només segons les instruccions del club.',
  /** The text and address of the link to Stripe's notice, in the page's language where Stripe has one. */
  stripePrivacyLink: 'política de privacitat de Stripe',
  stripePrivacyHref: 'https://stripe.com/es/privacy',

  transfersHeading: 'Transferències internacionals',
  transfers:
    'Guardem les dades dins de l’Espai Econòmic Europeu (EEE). L’única excepció és Stripe: com que forma part d’un grup amb seu als Estats Units, pot tractar algunes dades dels pagaments fora de l’EEE. Ho fa amb les garanties que preveu el RGPD: el Marc de privacitat de dades UE-EUA, al qual Stripe, Inc. està adherida, i les clàusules contractuals tipus aprovades per la Comissió Europea.',

  retentionHeading: 'Quant de temps conservem les dades',
  retentionIntro:
    'Conservem les dades mentre calen per a la finalitat per a la qual les vam recollir i, després, el temps que marca la llei o el que cal per atendre possibles reclamacions. Passat aquest temps, el web les esborra automàticament, cada nit.',
  retentionRegistrationsTerm: 'Inscripcions al club i a l’escola',
  retentionRegistrations:
    'Durant la temporada i les tres temporades següents. Tres anys és el termini que el Codi civil de Catalunya (art. 121-21) dona per reclamar quotes o els danys d’un accident. Passat aquest termini esborrem la inscripció sencera, amb les dades de salut i bancàries.',
  retentionCampusTerm: 'Inscripcions als campus',
  retentionCampus: 'Fins a tres anys després que acabi el campus, pel mateix motiu.',
  retentionWaitlistTerm: 'Llista d’espera dels campus',
  retentionWaitlist:
    'Mentre sou a la llista. Quan en sortiu (perquè heu obtingut la plaça, l’oferta ha caducat o l’heu rebutjada, us n’heu donat de baixa o el club us n’ha tret), l’esborrem al cap de 30 dies, amb els correus que en parlaven. Totes les entrades d’un campus s’esborren, com a molt tard, 30 dies després que acabi el campus.',
  retentionOrdersTerm: 'Comandes de la botiga i pagaments',
  retentionOrders:
    'Sis anys des de la compra o el pagament (o des del darrer canvi de la comanda, com una devolució), com exigeix l’article 30 del Codi de comerç per als llibres i els justificants comptables. Passat aquest termini, n’esborrem el nom, el correu electrònic, el telèfon i el nom i el número estampats; de la comanda només en queden l’import, els productes, les dates i l’estat, que ja no permeten saber qui la va fer.',
  retentionMessagesTerm: 'Missatges de contacte',
  retentionMessages:
    'Un any des que us vam respondre, o des que ens vau escriure si el missatge no demanava resposta, per si la consulta té continuïtat.',
  retentionPhotosTerm: 'Fotografies',
  retentionPhotos: 'Mentre mantingueu el consentiment. Si el retireu, traurem les fotos del web com a molt tard en un mes.',
  retentionMailTerm: 'Còpies dels correus enviats',
  retentionMail: 'Set dies després de l’enviament, per si cal comprovar que un correu ha arribat; després s’esborren soles.',
  retentionCheckoutsTerm: 'Pagaments que no s’han completat',
  retentionCheckouts: 'Les dades de la persona s’esborren set dies després que caduqui el pagament; només se’n conserva l’import.',
  retentionSessionsTerm: 'Sessions, intents d’accés i registre d’accions de l’administració',
  retentionSessions:
    'Una sessió acaba després de 8 hores sense activitat i, com a màxim, als 7 dies. Els intents d’accés només compten durant 15 minuts i s’esborren en el primer intent següent. El registre de les accions fetes al tauler es conserva tres anys, el termini en què prescriuen les infraccions més greus de protecció de dades (art. 72 LOPDGDD), i després s’esborra.',
  retentionFamilyTerm: 'Accés a la pàgina de la família',
  retentionFamily:
    'Un enllaç d’accés serveix una sola vegada i durant 30 minuts, i la sessió que obre dura una hora com a màxim. Guardem un dia el registre dels enllaços enviats a cada correu, per limitar-ne el nombre; després s’esborra. Un cop resolta una petició de supressió, en guardem el registre tres anys, com a prova que l’hem atesa.',

  minorsHeading: 'Dades de menors i consentiment de les famílies',
  minorsCare: 'Molts dels nostres jugadors i jugadores són menors d’edat, i en tractem les dades amb una cura especial.',
  minorsUnder14:
    'Segons l’article 7 de la Llei orgànica 3/2018, de protecció de dades personals i garantia dels drets digitals (LOPDGDD), una persona menor de 14 anys no pot donar el consentiment pel seu compte: l’ha de donar qui n’exerceix la pàtria potestat o la tutela. Per això les inscripcions de menors al club, a l’escola i als campus les fa sempre el pare, la mare o la persona tutora, i és ella qui respon les autoritzacions (dades de salut, drets d’imatge i domiciliació).',
  minorsFrom14:
    'A partir dels 14 anys, el jugador o la jugadora pot donar pel seu compte els consentiments que depenen d’ell o d’ella, com el de la publicació de la seva imatge, i pot exercir directament els seus drets. Fins als 18 anys, la inscripció, que és un contracte amb el club, la continua fent la persona tutora.',
  minorsRights: 'Els pares, mares i tutors poden exercir en nom dels menors de 14 anys tots els drets que expliquem més avall (art. 12.6 LOPDGDD).',
  minorsSensitive:
    'Les dades de salut i els documents d’identitat dels menors només els veuen les persones del club que gestionen les inscripcions, des del tauler d’administració. No es mostren mai al web, i els correus de confirmació no els inclouen (del compte bancari només n’hi surten els quatre últims dígits).',

  rightsHeading: 'Els vostres drets',
  rightsIntro: 'Podeu exercir en qualsevol moment aquests drets sobre les vostres dades i sobre les dels vostres fills i filles menors de 14 anys:',
  rightAccessTerm: 'Accés',
  rightAccess: 'saber si tractem dades vostres i obtenir-ne una còpia.',
  rightRectificationTerm: 'Rectificació',
  rightRectification: 'corregir les dades que siguin inexactes o completar les que faltin.',
  rightErasureTerm: 'Supressió',
  rightErasure:
    'demanar que esborrem les dades quan ja no siguin necessàries, llevat que una llei ens obligui a conservar-les (per exemple, les comptables).',
  rightObjectionTerm: 'Oposició',
  rightObjection: 'oposar-vos a un tractament que es basa en l’interès legítim del club, per motius relacionats amb la vostra situació particular.',
  rightRestrictionTerm: 'Limitació del tractament',
  rightRestriction: 'demanar que conservem les dades però que no les fem servir mentre resolem una reclamació o una rectificació.',
  rightPortabilityTerm: 'Portabilitat',
  rightPortability:
    'rebre les dades que ens heu donat en un format estructurat i d’ús habitual (per exemple, un full de càlcul), o que les enviem a una altra entitat.',
  rightWithdrawalTerm: 'Retirada del consentiment',
  rightWithdrawal:
    'retirar quan vulgueu un consentiment que ens hàgiu donat (per exemple, el de drets d’imatge), sense que això afecti el que s’hagi fet abans.',
  exerciseHeading: 'Com exercir-los',
  exerciseFamilyPage:
    'Les dades que el club té amb el vostre correu electrònic les podeu veure, corregir, descarregar (accés i portabilitat) i demanar d’esborrar vosaltres mateixos a la pàgina {familyPage}: hi entreu amb un enllaç que us enviem a aquest correu. Per a qualsevol altra petició, o si ho preferiu, escriviu-nos.',
  /** The text of the link to the family page, in the page's language. */
  familyPageLink: 'Les meves inscripcions',
  exerciseEmail:
    'Envieu un correu electrònic a {email} amb l’assumpte «Protecció de dades», i digueu-nos quin dret voleu exercir i sobre quines dades (per exemple, el nom del jugador o jugadora i la temporada). Si ens escriviu des del correu que vau fer servir a la inscripció o a la compra, normalment no us demanarem res més; si tenim dubtes raonables sobre la vostra identitat, us demanarem que l’acrediteu.',
  exercisePost: 'També ens podeu escriure per correu postal a {address}.',
  exerciseTerms:
    'És gratuït. Us respondrem en el termini d’un mes; si la petició és complexa, el termini es pot allargar dos mesos més, i us n’avisaríem dins del primer mes.',

  complaintsHeading: 'On podeu reclamar',
  complaintsIntro:
    'Si creieu que no hem tractat bé les vostres dades, us agrairem que ens ho digueu primer, a {email}, per intentar resoldre-ho plegats. En qualsevol cas, teniu dret a presentar una reclamació davant d’una autoritat de control de protecció de dades:',
  apdcatTerm: 'Autoritat Catalana de Protecció de Dades (APDCAT)',
  apdcat:
    'L’autoritat de control de Catalunya, competent en els tractaments que es fan en exercici de funcions públiques, com la tramitació de les llicències federatives. C. de Rosselló, 214, esc. A, 1r 1a, 08008 Barcelona · {apdcatWeb}',
  aepdTerm: 'Agència Espanyola de Protecció de Dades (AEPD)',
  aepd: 'L’autoritat de control competent per als tractaments de les entitats privades, com el club. C. de Jorge Juan, 6, 28001 Madrid · {aepdWeb}',
  complaintsWhich: 'Si no sabeu a quina de les dues us heu d’adreçar, qualsevol d’elles us podrà orientar.',

  automatedHeading: 'Decisions automatitzades',
  automated:
    'No prenem decisions basades únicament en un tractament automatitzat ni elaborem perfils. Per exemple, quan el web indica si una inscripció a un campus té preu de soci, la comprovació final la fa sempre una persona del club.',

  cookiesHeading: 'Galetes i emmagatzematge del navegador',
  cookiesIntro:
    'El web només fa servir les galetes (cookies) i l’emmagatzematge del navegador imprescindibles per funcionar. No fem servir galetes d’analítica, de publicitat ni de xarxes socials. Per això no us mostrem cap avís per acceptar-les: la llei (art. 22.2 de la Llei 34/2002, de serveis de la societat de la informació) no demana consentiment per a les galetes estrictament necessàries.',
  siteCookiesHeading: 'Galetes del web',
  cookieCheckout:
    'Es crea quan comenceu un pagament amb targeta a la botiga o en un campus. Identifica el vostre navegador perquè un pagament abandonat no bloquegi productes ni places. S’esborra quan tanqueu el navegador.',
  cookieAdmin:
    'Només per a les persones del club que entren a l’administració: manté la sessió oberta. Caduca després de 8 hores sense activitat i, com a màxim, als 7 dies, o quan es tanca la sessió.',
  cookieDevice:
    'Només per a l’administració: recorda el navegador on una persona del club ja ha entrat, per protegir l’accés contra intents repetits. Dura 90 dies.',
  cookieRemember:
    'Només per a l’administració, si qui entra amb la verificació en dos passos marca «Recorda aquest navegador 30 dies»: durant 30 dies, en aquest navegador n’hi ha prou amb la contrasenya. Només s’envia a les adreces de l’administració. Dura 30 dies, o fins que es desactiva la verificació en dos passos o es canvia la contrasenya.',
  cookieFamily:
    'Es crea quan obriu l’enllaç d’accés a la pàgina de la família («Les meves inscripcions») i hi manté la sessió oberta. El navegador només l’envia a les adreces d’aquesta pàgina, i el codi de la pàgina no la pot llegir. Caduca al cap d’una hora, o quan tanqueu la sessió.',
  cookiesHostPrefix:
    'Al web publicat, les galetes que comencen per cbl_ porten el prefix de seguretat «__Host-» (per exemple, __Host-cbl_admin), que obliga el navegador a enviar-les només a aquest web i per una connexió segura. La galeta cbl_remember porta el prefix «__Secure-» (només per una connexió segura), perquè només s’envia a les adreces de l’administració. La galeta family_session també només s’envia per una connexió segura.',
  storageHeading: 'Emmagatzematge del navegador',
  storageCart: 'Guarda la cistella de la botiga mentre navegueu. És emmagatzematge de sessió: s’esborra quan tanqueu la pestanya.',
  storageCampusSignUp:
    'Guarda la inscripció a un campus mentre un pagament passa per la pàgina del banc, i s’esborra en tornar al web. També és emmagatzematge de sessió.',
  storageWaitlistOffer:
    'Guarda l’oferta d’una plaça de la llista d’espera mentre el pagament passa per la pàgina del banc, i s’esborra en tornar al web. També és emmagatzematge de sessió.',
  storageDraft:
    'Guarda el formulari d’inscripció al club o a l’escola mentre l’ompliu, perquè no es perdi si recarregueu la pàgina. No s’envia enlloc abans que l’envieu vosaltres, i s’esborra quan la inscripció s’ha fet o quan tanqueu la pestanya.',
  storageAdmin: 'Només per a l’administració: recorda que hi ha una sessió oberta per mostrar el tauler. S’esborra en tancar la sessió.',
  stripeCookiesHeading: 'Galetes de Stripe',
  stripeCookies:
    'Només quan s’obre el formulari de pagament amb targeta, Stripe pot posar les seves pròpies galetes per prevenir el frau: __stripe_mid (un any) i __stripe_sid (30 minuts). Són necessàries per pagar amb seguretat i les regeix la {stripePrivacy}.',

  securityHeading: 'Com protegim les dades',
  securityHttps: 'El web funciona amb connexió xifrada (HTTPS).',
  securityAccess:
    'Només les persones del club que gestionen les inscripcions, la botiga i els campus poden veure les dades personals, des d’un tauler d’administració protegit amb usuari i contrasenya.',
  securityLogs: 'Els documents d’identitat, les dades de salut i els comptes bancaris no s’escriuen mai als registres tècnics del servidor.',
  securityMailCopies: 'Quan s’esborra una inscripció o una comanda, s’esborren també les còpies dels correus que en parlaven.',

  changesHeading: 'Canvis en aquesta política',
  changes:
    'Si canviem la manera com tractem les dades, actualitzarem aquesta pàgina i la data de la darrera actualització. Si el canvi és important, ho comunicarem per correu electrònic a les famílies inscrites.',
});
