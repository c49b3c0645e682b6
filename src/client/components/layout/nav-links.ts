import { paths } from '#shared/routes.ts';

/** SPEC §2: the main navigation, in order; each label is a key of the layout's messages (layout-strings.ts). */
export const mainNav = [
  { href: paths.home, label: 'navHome' },
  { href: paths.history, label: 'navHistory' },
  { href: paths.teams, label: 'navTeams' },
  { href: paths.matches, label: 'navMatches' },
  { href: paths.shop, label: 'navShop' },
  { href: paths.campus, label: 'navCampus' },
  { href: paths.photos, label: 'navPhotos' },
  { href: paths.registration, label: 'navRegistration' },
  { href: paths.contact, label: 'navContact' },
] as const;

/** The club's contact details, shown in the footer and on /contacte (one module for the site and its e-mails). */
export { club } from '#shared/club.ts';
