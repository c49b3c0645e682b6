/** Texts of the club history page (SPEC §2: the timeline and the three values; Spanish and French in app/i18n). */
import { messages } from '#client/lib/i18n.ts';

export const historyMessages = messages('history', {
  title: 'La Nostra Història',
  subtitle: 'Més de trenta anys fent créixer el bàsquet a la Cerdanya',
  timelineHeading: 'Els moments clau',
  valuesHeading: 'Els Nostres Valors',
  valuesIntro: 'El que ens mou dins i fora de la pista.',
  event1990Title: 'Fundació del club',
  event1990Text:
    "Un grup d'amics apassionats pel bàsquet funda el Club Bàsquet Llívia per oferir als joves de la Cerdanya un lloc on jugar, aprendre i créixer junts.",
  event1992Title: 'Primer ascens',
  event1992Text:
    "Només dos anys després, el primer equip aconsegueix l'ascens a la categoria territorial, una fita que consolida el projecte i omple el pavelló d'aficionats.",
  event2005Title: 'Expansió del bàsquet base',
  event2005Text:
    "El club amplia els equips de formació i organitza els primers campus d'estiu, que des d'aleshores reuneixen nens i nenes de tota la comarca cada any.",
  event2015Title: 'Fusió amb el club veí',
  event2015Text:
    'Unim forces amb el club veí per compartir instal·lacions, entrenadors i il·lusió. Neix un projecte més sòlid per a tot el bàsquet de la Cerdanya.',
  event2024Title: 'Avui',
  event2024Text:
    "Amb 10 equips, de l'escola de bàsquet fins al sènior, som un club de referència a la Cerdanya i continuem creixent partit a partit.",
  passionName: 'Passió',
  passionText: 'Estimem el bàsquet i ho transmetem a cada entrenament, a cada partit i des de cada grada.',
  communityName: 'Comunitat',
  communityText: 'Som un club obert a tothom: jugadors, famílies, voluntaris i aficionats fem créixer el club plegats.',
  excellenceName: 'Excel·lència',
  excellenceText: 'Treballem amb rigor i entrenadors compromesos per formar millors jugadors i, sobretot, millors persones.',
});

/** The timeline's years, oldest first: each has its `event<year>Title` and `event<year>Text`. */
export const timelineYears = ['1990', '1992', '2005', '2015', '2024'] as const;

/** The three values, in order: each has its `<value>Name` and `<value>Text`. */
export const clubValues = ['passion', 'community', 'excellence'] as const;
