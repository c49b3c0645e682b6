import type { historyMessages } from '#client/features/history/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const history: TranslationOf<typeof historyMessages> = {
  title: 'Nuestra historia',
  subtitle: 'Más de treinta años haciendo crecer el baloncesto en la Cerdaña',
  timelineHeading: 'Los momentos clave',
  valuesHeading: 'Nuestros valores',
  valuesIntro: 'Lo que nos mueve dentro y fuera de la pista.',
  event1990Title: 'Fundación del club',
  event1990Text:
    'Un grupo de amigos apasionados por el baloncesto funda el Club Bàsquet Llívia para ofrecer a los jóvenes de la Cerdaña un lugar donde jugar, aprender y crecer juntos.',
  event1992Title: 'Primer ascenso',
  event1992Text:
    'Solo dos años después, el primer equipo consigue el ascenso a la categoría territorial, un hito que consolida el proyecto y llena el pabellón de aficionados.',
  event2005Title: 'Impulso al baloncesto de base',
  event2005Text:
    'El club amplía los equipos de formación y organiza los primeros campus de verano, que desde entonces reúnen cada año a niños y niñas de toda la comarca.',
  event2015Title: 'Fusión con el club vecino',
  event2015Text:
    'Unimos fuerzas con el club vecino para compartir instalaciones, entrenadores e ilusión. Nace un proyecto más sólido para todo el baloncesto de la Cerdaña.',
  event2024Title: 'Hoy',
  event2024Text:
    'Con 10 equipos, desde la escuela de baloncesto hasta el sénior, somos un club de referencia en la Cerdaña y seguimos creciendo partido a partido.',
  passionName: 'Pasión',
  passionText: 'Amamos el baloncesto y lo transmitimos en cada entrenamiento, en cada partido y desde cada grada.',
  communityName: 'Comunidad',
  communityText:
    'Somos un club abierto a todo el mundo: jugadores, familias, voluntarios y aficionados hacemos crecer el club juntos.',
  excellenceName: 'Excelencia',
  excellenceText:
    'Trabajamos con rigor y con entrenadores comprometidos para formar mejores jugadores y, sobre todo, mejores personas.',
};
