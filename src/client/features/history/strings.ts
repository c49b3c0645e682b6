/** Texts of the club history page (SPEC §2: the timeline and the three values). */
export const historyStrings = {
  title: 'La Nostra Història',
  subtitle: 'Més de trenta anys fent créixer el bàsquet a la Cerdanya',
  timelineHeading: 'Els moments clau',
  valuesHeading: 'Els Nostres Valors',
  valuesIntro: 'El que ens mou dins i fora de la pista.',
} as const;

export type TimelineEvent = { year: string; title: string; text: string };

export const timeline: readonly TimelineEvent[] = [
  {
    year: '1990',
    title: 'Fundació del club',
    text: "Un grup d'amics apassionats pel bàsquet funda el Club Bàsquet Llívia per oferir als joves de la Cerdanya un lloc on jugar, aprendre i créixer junts.",
  },
  {
    year: '1992',
    title: 'Primer ascens',
    text: "Només dos anys després, el primer equip aconsegueix l'ascens a la categoria territorial, una fita que consolida el projecte i omple el pavelló d'aficionats.",
  },
  {
    year: '2005',
    title: 'Expansió del bàsquet base',
    text: "El club amplia els equips de formació i organitza els primers campus d'estiu, que des d'aleshores reuneixen nens i nenes de tota la comarca cada any.",
  },
  {
    year: '2015',
    title: 'Fusió amb el club veí',
    text: 'Unim forces amb el club veí per compartir instal·lacions, entrenadors i il·lusió. Neix un projecte més sòlid per a tot el bàsquet de la Cerdanya.',
  },
  {
    year: '2024',
    title: 'Avui',
    text: "Amb 10 equips, de l'escola de bàsquet fins al sènior, som un club de referència a la Cerdanya i continuem creixent partit a partit.",
  },
];

export type ClubValue = { name: string; text: string };

export const clubValues: readonly ClubValue[] = [
  {
    name: 'Passió',
    text: 'Estimem el bàsquet i ho transmetem a cada entrenament, a cada partit i des de cada grada.',
  },
  {
    name: 'Comunitat',
    text: 'Som un club obert a tothom: jugadors, famílies, voluntaris i aficionats fem créixer el club plegats.',
  },
  {
    name: 'Excel·lència',
    text: 'Treballem amb rigor i entrenadors compromesos per formar millors jugadors i, sobretot, millors persones.',
  },
];
