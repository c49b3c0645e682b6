import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Permission } from '#shared/permissions.ts';

/**
 * SPEC §2: the ten tabs, in order, with the slug each keeps in the URL (`/admin?tab=partits`) and the permission a
 * volunteer's role needs to see it (decision 187: the back office hides the rest; the server decides).
 */
export type AdminTab = { slug: string; label: string; permission: Permission; Component: LazyExoticComponent<ComponentType> };

export const adminTabs: readonly AdminTab[] = [
  { slug: 'campus', label: 'Campus', permission: 'campus.read', Component: lazy(() => import('#client/features/admin/campus/campus-tab.tsx')) },
  { slug: 'partits', label: 'Partits', permission: 'matches.read', Component: lazy(() => import('#client/features/admin/matches/matches-tab.tsx')) },
  { slug: 'productes', label: 'Productes', permission: 'products.read', Component: lazy(() => import('#client/features/admin/products/products-tab.tsx')) },
  { slug: 'comandes', label: 'Comandes', permission: 'orders.read', Component: lazy(() => import('#client/features/admin/orders/orders-tab.tsx')) },
  {
    slug: 'inscr-campus',
    label: 'Inscr. Campus', permission: 'signups.read',
    Component: lazy(() => import('#client/features/admin/campus/campus-registrations-tab.tsx')),
  },
  {
    slug: 'inscr-club',
    label: 'Inscr. Club', permission: 'registrations.read',
    Component: lazy(() => import('#client/features/admin/registrations/club-registrations-tab.tsx')),
  },
  {
    slug: 'inscr-escoles',
    label: 'Inscr. Escoles', permission: 'registrations.read',
    Component: lazy(() => import('#client/features/admin/registrations/school-registrations-tab.tsx')),
  },
  { slug: 'equips', label: 'Equips', permission: 'teams.read', Component: lazy(() => import('#client/features/admin/teams/teams-tab.tsx')) },
  { slug: 'fotos', label: 'Fotos', permission: 'photos.read', Component: lazy(() => import('#client/features/admin/photos/photos-tab.tsx')) },
  { slug: 'missatges', label: 'Missatges', permission: 'messages.read', Component: lazy(() => import('#client/features/admin/messages/messages-tab.tsx')) },
];

export const defaultTab = 'campus';

/** The tabs this volunteer may open, in SPEC's order. */
export const tabsFor = (allowed: readonly Permission[]) => adminTabs.filter((t) => allowed.includes(t.permission));

/** The open tab: the one in the URL when the volunteer may see it, else their first (SPEC's default for an admin). */
export function tabFromSearch(value: string | null, tabs: readonly AdminTab[] = adminTabs): string {
  if (tabs.some((t) => t.slug === value)) return value as string;
  return tabs.some((t) => t.slug === defaultTab) ? defaultTab : (tabs[0]?.slug ?? defaultTab);
}
