import type { AuditAction } from '#shared/audit.ts';

/** The Registre's texts (issue 15 item 4, decision 189): the back office is Catalan only. */
export const auditStrings = {
  intro:
    'Qui ha fet què al back office: cada canvi, cada exportació i cada consulta de dades personals, amb els camps tocats (mai els valors). Ningú no el pot modificar ni esborrar.',
  filtersLabel: 'Filtres del registre',
  person: 'Persona',
  entity: 'Entitat',
  action: 'Acció',
  from: 'Des de',
  to: 'Fins a',
  all: 'Totes',
  clear: 'Treu els filtres',
  caption: 'Entrades del registre, de la més recent a la més antiga',
  columns: { at: 'Data i hora', person: 'Persona', action: 'Acció', entity: 'Entitat', id: 'Id', fields: 'Camps' },
  system: 'Sistema',
  none: '—',
  count: (n: number) => (n === 1 ? '1 entrada' : `${n} entrades`),
  empty: 'Encara no hi ha cap entrada al registre.',
  noMatch: 'Cap entrada amb aquests filtres.',
  rangeError: 'La data «fins a» no pot ser anterior a la data «des de».',
  onlyRecord: (entity: string, id: string) => `Només aquest registre: ${entity} ${id}`,
  record: (entity: string, id: string) => `${entity} ${id}`,
  removeRecord: (entity: string, id: string) => `Treu el filtre: ${entity} ${id}`,
} as const;

/** Each action as the Registre names it. */
export const actionLabels: Record<AuditAction, string> = {
  create: 'Creació',
  update: 'Modificació',
  delete: 'Eliminació',
  read: 'Consulta',
  sign_in: 'Inici de sessió',
  sign_in_failed: 'Inici de sessió fallit',
  sign_out: 'Tancament de sessió',
  second_factor_enabled: 'Verificació en dos passos activada',
  second_factor_disabled: 'Verificació en dos passos desactivada',
  recovery_code_used: 'Codi de recuperació utilitzat',
  recovery_codes_renewed: 'Codis de recuperació renovats',
  password_changed: 'Contrasenya canviada',
  invited: 'Invitació enviada',
  invitation_accepted: 'Invitació acceptada',
  role_changed: 'Canvi de rol',
  account_disabled: 'Compte desactivat',
  account_enabled: 'Compte reactivat',
  password_reset_link: 'Enllaç per canviar la contrasenya',
  second_factor_reset: 'Verificació en dos passos restablerta',
  retention: 'Esborrat per antiguitat',
};

/** The entities the trail names (tables and areas), as the back office calls them. */
const entityLabels: Record<string, string> = {
  teams: 'Equips',
  matches: 'Partits',
  seasons: 'Temporades',
  campus: 'Campus',
  campus_registrations: 'Inscripcions al campus',
  campus_waitlist: 'Llistes d’espera del campus',
  club_registrations: 'Inscripcions al club',
  school_registrations: 'Inscripcions a les escoles',
  club_members: 'Socis',
  contact_messages: 'Missatges',
  erasure_requests: 'Sol·licituds d’esborrament',
  photos: 'Fotos',
  albums: 'Àlbums',
  images: 'Imatges',
  products: 'Productes',
  product_sizes: 'Talles de productes',
  orders: 'Comandes',
  order_items: 'Línies de comanda',
  checkouts: 'Pagaments de la botiga',
  users: 'Usuaris',
  invitations: 'Invitacions',
  admin_account_links: 'Invitacions i enllaços de compte',
  session: 'Sessió',
  access: 'Sessions i enllaços caducats',
  audit_log: 'Registre',
};

/** An entity's label; one the Registre does not know yet shows its own name, readable. */
export const entityLabel = (entity: string) => entityLabels[entity] ?? entity.replaceAll('_', ' ');

export const actionLabel = (action: string) => actionLabels[action as AuditAction] ?? action.replaceAll('_', ' ');
