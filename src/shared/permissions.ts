/**
 * Volunteers' roles and what each may do (issue 15 item 2, decision 187). The server decides: every back-office
 * route declares one permission next to its definition and one hook checks it; the back office hides what a role
 * cannot do with the same table.
 */
export const roles = ['admin', 'tresoreria', 'entrenador', 'comunicacio'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: 'Administració',
  tresoreria: 'Tresoreria',
  entrenador: 'Entrenador/a',
  comunicacio: 'Comunicació',
};

export const permissions = [
  /** Every signed-in volunteer: their own session, account, password and two-factor sign-in, the to-do counts. */
  'self',
  'teams.read',
  'teams.write',
  /** A team's public texts and photo (not creating or deleting teams). */
  'teams.text',
  'matches.read',
  'matches.write',
  'seasons.read',
  'seasons.write',
  /** Photos, albums and images uploaded for them. */
  'photos.read',
  'photos.write',
  /** Uploading an image for any content the role may write (teams, photos, products, campus). */
  'media.upload',
  'messages.read',
  'messages.write',
  /** The campus themselves (dates, prices, texts): no personal data. */
  'campus.read',
  'campus.write',
  /** Campus sign-ups and waiting lists: children's and parents' personal data. */
  'signups.read',
  'signups.write',
  /** Club and school registrations, the members' roster and their exports: DNIs, IBANs, health notes. */
  'registrations.read',
  'registrations.write',
  'products.read',
  'products.write',
  'orders.read',
  'orders.write',
  /** Families' erasure requests (GDPR art. 17). */
  'privacy.manage',
  'users.manage',
  'audit.read',
  'backups.read',
] as const;
export type Permission = (typeof permissions)[number];

const readAll: Permission[] = [
  'teams.read',
  'matches.read',
  'seasons.read',
  'photos.read',
  'messages.read',
  'campus.read',
  'products.read',
];

export const rolePermissions: Record<Role, readonly Permission[]> = {
  admin: permissions,
  // Orders, payments, registrations and their exports; read-only elsewhere.
  tresoreria: [
    'self',
    ...readAll,
    'media.upload',
    'signups.read',
    'signups.write',
    'registrations.read',
    'registrations.write',
    'products.write',
    'orders.read',
    'orders.write',
  ],
  // Teams and matches, results included; no personal data at all.
  entrenador: ['self', 'teams.read', 'teams.write', 'teams.text', 'matches.read', 'matches.write', 'seasons.read', 'media.upload'],
  // Photos, teams' public texts, messages.
  comunicacio: [
    'self',
    'teams.read',
    'teams.text',
    'matches.read',
    'seasons.read',
    'photos.read',
    'photos.write',
    'media.upload',
    'messages.read',
    'messages.write',
    'campus.read',
  ],
};

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (roles as readonly string[]).includes(value);

export const can = (role: Role, permission: Permission): boolean => rolePermissions[role].includes(permission);

/** Roles whose accounts cannot be used without a second factor (issue 15 item 3). */
export const secondFactorRequired: Record<Role, boolean> = {
  admin: true,
  tresoreria: true,
  entrenador: false,
  comunicacio: false,
};
