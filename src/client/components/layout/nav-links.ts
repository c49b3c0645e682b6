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

/** The club's contact details, shown in the footer and on /contacte (demo values). */
export const club = {
  name: 'CB Llívia',
  fullName: 'Club Bàsquet Llívia',
  address: 'Pavelló Fòrum, Carrer del Fòrum s/n, 17527 Llívia (Girona)',
  phone: '+34 972 000 000',
  email: 'info@cbllivia.cat',
  web: 'https://www.cbllivia.cat',
  federationUrl: 'https://www.basquetcatala.cat/',
  pavilion: 'Pavelló Fòrum',
} as const;
