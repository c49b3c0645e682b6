/**
 * The route table: the public and admin page routes (SPEC §2), with what each page is and how it is built — its
 * title and description, whether crawlers see it, its lazy module and the translations that load with it. The
 * router, the server's shells and preloads, the sitemap and robots.txt, the size budget and the Lighthouse bench are
 * all derived from it (docs/architecture.md, "Adding a public page").
 */
export const paths = {
  home: '/',
  history: '/historia',
  teams: '/equips',
  matches: '/partits',
  shop: '/botiga',
  campus: '/campus',
  photos: '/fotos',
  registration: '/inscriute',
  contact: '/contacte',
  privacy: '/privacitat',
  checkout: '/checkout',
  waitlist: '/llista-espera',
  family: '/les-meves-inscripcions',
  adminLogin: '/admin/login',
  /** A volunteer's invitation or password link lands here (issue 15 item 1): the token in the fragment. */
  adminSetPassword: '/admin/contrasenya',
  admin: '/admin',
} as const;

export const siteName = 'CB Llívia';

/** Every page's path; the public site's pages are those outside /admin (translated, measured, benched). */
export type PagePath = (typeof paths)[keyof typeof paths];
export type PublicPagePath = Exclude<PagePath, `${typeof paths.admin}${string}`>;

type PageMeta = { title: string; description: string; public: boolean };

/**
 * A page of the route table. `public`: listed in the sitemap (in the three languages); otherwise robots.txt keeps
 * crawlers out (a page reached from an e-mail, the checkout, the family's own page). `module`: its file in
 * src/client/app/routes/ (without `.tsx`), a lazy chunk. `texts`: the folders of src/client/app/i18n/<locale>/ whose
 * translations a Spanish or French page loads with its code (withTexts; the server preloads them on a direct visit).
 */
export type PageEntry = PageMeta & { module: string; texts?: readonly string[] };

const pageTable = {
  [paths.home]: {
    title: `${siteName} · Passió pel bàsquet a la Cerdanya`,
    description: 'Club de bàsquet de la Cerdanya: equips, partits, campus, botiga i inscripcions.',
    public: true,
    module: 'home',
  },
  [paths.history]: {
    title: `Història · ${siteName}`,
    description: 'La història del club des de la fundació el 1990 fins avui.',
    public: true,
    module: 'history',
    texts: ['history'],
  },
  [paths.teams]: {
    title: `Equips · ${siteName}`,
    description: 'Coneix tots els equips que formen part del nostre club.',
    public: true,
    module: 'teams',
  },
  [paths.matches]: {
    title: `Partits · ${siteName}`,
    description: 'Calendari i resultats dels partits dels equips del club.',
    public: true,
    module: 'matches',
  },
  [paths.shop]: {
    title: `Botiga · ${siteName}`,
    description: 'Roba i material oficial del club. Recollida al Pavelló Fòrum.',
    public: true,
    module: 'shop',
  },
  [paths.campus]: {
    title: `Campus · ${siteName}`,
    description: 'Campus de bàsquet de vacances per a nens i nenes a la Cerdanya.',
    public: true,
    module: 'campus',
    texts: ['campus'],
  },
  [paths.photos]: {
    title: `Fotos · ${siteName}`,
    description: 'Galeria de fotos de partits, entrenaments, campus i celebracions.',
    public: true,
    module: 'photos',
  },
  [paths.registration]: {
    title: `Inscriu-te · ${siteName}`,
    description: 'Inscripcions al club i a les escoles de bàsquet per a la temporada oberta.',
    public: true,
    module: 'registration',
    texts: ['registration'],
  },
  [paths.contact]: {
    title: `Contacte · ${siteName}`,
    description: 'Contacta amb el club: adreça, telèfon, correu i formulari de contacte.',
    public: true,
    module: 'contact',
    texts: ['contact'],
  },
  [paths.privacy]: {
    title: `Política de privacitat · ${siteName}`,
    description: 'Com tracta el club les dades de les famílies, dels jugadors i jugadores: finalitats, drets, conservació i galetes.',
    public: true,
    module: 'privacy',
    texts: ['privacy'],
  },
  [paths.checkout]: {
    title: `Finalitzar la compra · ${siteName}`,
    description: 'Resum de la comanda i pagament.',
    public: false,
    module: 'checkout',
    texts: ['cart'],
  },
  [paths.waitlist]: {
    title: `Llista d’espera · ${siteName}`,
    description: 'La vostra plaça a la llista d’espera d’un campus: acceptar una oferta o sortir de la llista.',
    public: false,
    module: 'waitlist',
    texts: ['forms', 'waitlist'],
  },
  [paths.family]: {
    title: `Les meves inscripcions · ${siteName}`,
    description: 'Consulteu, corregiu, descarregueu o esborreu les vostres comandes i inscripcions.',
    public: false,
    module: 'family',
    texts: ['family'],
  },
  [paths.adminLogin]: {
    title: `Administració · ${siteName}`,
    description: 'Accés restringit només per a membres del club.',
    public: false,
    module: 'admin-login',
  },
  [paths.adminSetPassword]: {
    title: `Contrasenya · Administració · ${siteName}`,
    description: 'Trieu la contrasenya del vostre compte del club.',
    public: false,
    module: 'admin-set-password',
  },
  [paths.admin]: {
    title: `Administració · ${siteName}`,
    description: 'Tauler d’administració del club.',
    public: false,
    module: 'admin',
  },
} as const satisfies Record<PagePath, PageEntry>;

export const pageMeta: Readonly<Record<string, PageEntry>> = pageTable;

export const notFoundMeta: PageMeta = {
  title: `Page Not Found · ${siteName}`,
  description: 'Page Not Found',
  public: false,
};

export function metaFor(pathname: string): PageMeta | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pageMeta[clean];
}
