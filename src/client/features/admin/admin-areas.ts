import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Permission } from '#shared/permissions.ts';

/**
 * What the back office offers besides SPEC's ten tabs (issue 15): reached from the header, kept in the URL as
 * `/admin?area=usuaris`, each shown only to a role with its permission (the server decides, decision 187).
 */
export type AdminArea = { slug: string; label: string; permission: Permission; Component: LazyExoticComponent<ComponentType> };

export const adminAreas: readonly AdminArea[] = [
  { slug: 'usuaris', label: 'Usuaris', permission: 'users.manage', Component: lazy(() => import('#client/features/admin/users/users-area.tsx')) },
  { slug: 'registre', label: 'Registre', permission: 'audit.read', Component: lazy(() => import('#client/features/admin/audit/audit-area.tsx')) },
  { slug: 'compte', label: 'El meu compte', permission: 'self', Component: lazy(() => import('#client/features/admin/account/account-area.tsx')) },
];

export const accountArea = 'compte';

/** The areas this volunteer may open, in order. */
export const areasFor = (allowed: readonly Permission[]) => adminAreas.filter((a) => allowed.includes(a.permission));
