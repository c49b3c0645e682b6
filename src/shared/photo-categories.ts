/** SPEC §5/§9: the photo categories and their Catalan labels (no zod here: the public gallery imports it). */
export const photoCategories = ['partits', 'entrenaments', 'campus', 'celebracions', 'equips', 'altres'] as const;
export type PhotoCategory = (typeof photoCategories)[number];

export const photoCategoryLabels: Record<PhotoCategory, string> = {
  partits: 'Partits',
  entrenaments: 'Entrenaments',
  campus: 'Campus',
  celebracions: 'Celebracions',
  equips: 'Equips',
  altres: 'Altres',
};
