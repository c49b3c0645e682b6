import type { historyMessages } from '#client/features/history/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const history: TranslationOf<typeof historyMessages> = {
  title: 'Notre histoire',
  subtitle: 'Plus de trente ans à faire grandir le basket en Cerdagne',
  timelineHeading: 'Les moments clés',
  valuesHeading: 'Nos valeurs',
  valuesIntro: 'Ce qui nous anime, sur le terrain comme en dehors.',
  event1990Title: 'La fondation du club',
  event1990Text:
    'Une bande d’amis passionnés de basket fonde le Club Bàsquet Llívia pour offrir aux jeunes de Cerdagne un lieu où jouer, apprendre et grandir ensemble.',
  event1992Title: 'La première montée',
  event1992Text:
    'Deux ans plus tard seulement, l’équipe première obtient la montée en catégorie territoriale, une étape qui consolide le projet et remplit la salle de supporters.',
  event2005Title: 'L’essor du basket jeunes',
  event2005Text:
    'Le club étoffe ses équipes de formation et organise ses premiers stages d’été, qui réunissent depuis lors, chaque année, des garçons et des filles de toute la Cerdagne.',
  event2015Title: 'La fusion avec le club voisin',
  event2015Text:
    'Nous unissons nos forces avec le club voisin pour partager installations, entraîneurs et enthousiasme. Un projet plus solide voit le jour pour tout le basket de Cerdagne.',
  event2024Title: 'Aujourd’hui',
  event2024Text:
    'Avec 10 équipes, de l’école de basket jusqu’aux seniors, nous sommes un club de référence en Cerdagne et nous continuons à grandir match après match.',
  passionName: 'Passion',
  passionText: 'Nous aimons le basket et nous le transmettons à chaque entraînement, à chaque match et depuis chaque tribune.',
  communityName: 'Communauté',
  communityText:
    'Nous sommes un club ouvert à tous\u00a0: joueurs, familles, bénévoles et supporters, nous faisons grandir le club ensemble.',
  excellenceName: 'Excellence',
  excellenceText:
    'Nous travaillons avec rigueur, aux côtés d’entraîneurs engagés, pour former de meilleurs joueurs et, surtout, de meilleures personnes.',
};
