/** The public and admin page routes (SPEC §2), with the title and description each page carries. */
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

type PageMeta = { title: string; description: string; public: boolean };

export const pageMeta: Record<string, PageMeta> = {
  [paths.home]: {
    title: `${siteName} · Passió pel bàsquet a la Cerdanya`,
    description: 'Club de bàsquet de la Cerdanya: equips, partits, campus, botiga i inscripcions.',
    public: true,
  },
  [paths.history]: {
    title: `Història · ${siteName}`,
    description: 'La història del club des de la fundació el 1990 fins avui.',
    public: true,
  },
  [paths.teams]: {
    title: `Equips · ${siteName}`,
    description: 'Coneix tots els equips que formen part del nostre club.',
    public: true,
  },
  [paths.matches]: {
    title: `Partits · ${siteName}`,
    description: 'Calendari i resultats dels partits dels equips del club.',
    public: true,
  },
  [paths.shop]: {
    title: `Botiga · ${siteName}`,
    description: 'Roba i material oficial del club. Recollida al Pavelló Fòrum.',
    public: true,
  },
  [paths.campus]: {
    title: `Campus · ${siteName}`,
    description: 'Campus de bàsquet de vacances per a nens i nenes a la Cerdanya.',
    public: true,
  },
  [paths.photos]: {
    title: `Fotos · ${siteName}`,
    description: 'Galeria de fotos de partits, entrenaments, campus i celebracions.',
    public: true,
  },
  [paths.registration]: {
    title: `Inscriu-te · ${siteName}`,
    description: 'Inscripcions al club i a les escoles de bàsquet per a la temporada oberta.',
    public: true,
  },
  [paths.contact]: {
    title: `Contacte · ${siteName}`,
    description: 'Contacta amb el club: adreça, telèfon, correu i formulari de contacte.',
    public: true,
  },
  [paths.privacy]: {
    title: `Política de privacitat · ${siteName}`,
    description: 'Com tracta el club les dades de les famílies, dels jugadors i jugadores: finalitats, drets, conservació i galetes.',
    public: true,
  },
  [paths.checkout]: {
    title: `Finalitzar la compra · ${siteName}`,
    description: 'Resum de la comanda i pagament.',
    public: false,
  },
  [paths.waitlist]: {
    title: `Llista d’espera · ${siteName}`,
    description: 'La vostra plaça a la llista d’espera d’un campus: acceptar una oferta o sortir de la llista.',
    public: false,
  },
  [paths.family]: {
    title: `Les meves inscripcions · ${siteName}`,
    description: 'Consulteu, corregiu, descarregueu o esborreu les vostres comandes i inscripcions.',
    public: false,
  },
  [paths.adminLogin]: {
    title: `Administració · ${siteName}`,
    description: 'Accés restringit només per a membres del club.',
    public: false,
  },
  [paths.adminSetPassword]: {
    title: `Contrasenya · Administració · ${siteName}`,
    description: 'Trieu la contrasenya del vostre compte del club.',
    public: false,
  },
  [paths.admin]: {
    title: `Administració · ${siteName}`,
    description: 'Tauler d’administració del club.',
    public: false,
  },
};

export const notFoundMeta: PageMeta = {
  title: `Page Not Found · ${siteName}`,
  description: 'Page Not Found',
  public: false,
};

export function metaFor(pathname: string): PageMeta | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pageMeta[clean];
}
