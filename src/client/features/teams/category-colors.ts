/** SPEC §2: the category badge colour depends on the category text. */
export type CategoryTone = 'senior' | 'junior' | 'cadet' | 'infantil' | 'mini' | '3x3' | 'default';

const tones: Record<string, CategoryTone> = {
  SENIOR: 'senior',
  JUNIOR: 'junior',
  CADET: 'cadet',
  INFANTIL: 'infantil',
  MINI: 'mini',
  '3X3': '3x3',
};

/** "SÈNIOR", "Sènior" and "SENIOR" are the same category; unknown text gets the default tone. */
export function categoryTone(category: string): CategoryTone {
  const key = category
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toUpperCase();
  return tones[key] ?? 'default';
}

/** Badge classes: a light background with dark text (WCAG AA contrast). */
const badgeClasses: Record<CategoryTone, string> = {
  senior: 'bg-red-100 text-red-800 ring-red-200',
  junior: 'bg-blue-100 text-blue-800 ring-blue-200',
  cadet: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  infantil: 'bg-violet-100 text-violet-800 ring-violet-200',
  mini: 'bg-amber-100 text-amber-900 ring-amber-200',
  '3x3': 'bg-pink-100 text-pink-800 ring-pink-200',
  default: 'bg-stone-100 text-stone-800 ring-stone-200',
};

export function categoryBadgeClass(category: string): string {
  return badgeClasses[categoryTone(category)];
}
