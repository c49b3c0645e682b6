import { paths } from '#shared/routes.ts';

/** SPEC §2: the main navigation, in order. */
export const mainNav = [
  { href: paths.home, label: 'Inici' },
  { href: paths.history, label: 'Història' },
  { href: paths.teams, label: 'Equips' },
  { href: paths.matches, label: 'Partits' },
  { href: paths.shop, label: 'Botiga' },
  { href: paths.campus, label: 'Campus' },
  { href: paths.photos, label: 'Fotos' },
  { href: paths.registration, label: 'Inscriu-te' },
  { href: paths.contact, label: 'Contacte' },
] as const;

/** The club's contact details, shown in the footer and on /contacte (one module for the site and its e-mails). */
export { club } from '#shared/club.ts';
