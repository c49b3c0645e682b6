/** Texts of the site's frame (header, drawer, footer, page errors) and the pages' titles, in Catalan. */
import { messages } from '#client/lib/i18n.ts';
import { pageMeta } from '#shared/routes.ts';

export const layoutMessages = messages('layout', {
  navHome: 'Inici',
  navHistory: 'Història',
  navTeams: 'Equips',
  navMatches: 'Partits',
  navShop: 'Botiga',
  navCampus: 'Campus',
  navPhotos: 'Fotos',
  navRegistration: 'Inscriu-te',
  navContact: 'Contacte',
  skipToContent: 'Salta al contingut',
  mainNavigation: 'Navegació principal',
  openMenu: 'Obrir el menú',
  closeMenu: 'Tancar el menú',
  drawerDescription: 'Navegació principal del web del club',
  mobileNavigation: 'Navegació mòbil',
  language: 'Idioma',
  footerAbout:
    'Club de bàsquet de la Cerdanya fundat el 1990. Formem jugadors i jugadores de totes les edats amb passió, esforç i esperit de comunitat.',
  socialSoon: 'Xarxes socials (properament)',
  soon: '{name} (properament)',
  footerLinks: 'Enllaços del peu de pàgina',
  links: 'Enllaços',
  admin: 'Administració',
  privacy: 'Política de privacitat',
  federation: 'Fitxa del club a la Federació',
  officialWeb: 'Web oficial del club',
  contact: 'Contacte',
  rights: 'Tots els drets reservats.',
  errorTitle: "No s'ha pogut carregar aquesta pàgina.",
  errorText: 'Comprova la connexió i torna-ho a provar.',
  retry: 'Torna-ho a provar',
});

/** The public pages' titles and descriptions, as `<route>|title` and `<route>|description` (routes.ts). */
export const pageMessages = messages(
  'pages',
  Object.fromEntries(
    Object.entries(pageMeta)
      .filter(([route]) => !route.startsWith('/admin'))
      .flatMap(([route, meta]) => [
        [`${route}|title`, meta.title],
        [`${route}|description`, meta.description],
      ]),
  ) as Record<string, string>,
);
