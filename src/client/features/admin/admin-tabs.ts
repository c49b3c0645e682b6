import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** SPEC §2: the ten tabs, in order, with the slug each keeps in the URL (`/admin?tab=partits`). */
export type AdminTab = { slug: string; label: string; Component: LazyExoticComponent<ComponentType> };

export const adminTabs: readonly AdminTab[] = [
  { slug: 'campus', label: 'Campus', Component: lazy(() => import('#client/features/admin/campus/campus-tab.tsx')) },
  { slug: 'partits', label: 'Partits', Component: lazy(() => import('#client/features/admin/matches/matches-tab.tsx')) },
  { slug: 'productes', label: 'Productes', Component: lazy(() => import('#client/features/admin/products/products-tab.tsx')) },
  { slug: 'comandes', label: 'Comandes', Component: lazy(() => import('#client/features/admin/orders/orders-tab.tsx')) },
  {
    slug: 'inscr-campus',
    label: 'Inscr. Campus',
    Component: lazy(() => import('#client/features/admin/campus/campus-registrations-tab.tsx')),
  },
  {
    slug: 'inscr-club',
    label: 'Inscr. Club',
    Component: lazy(() => import('#client/features/admin/registrations/club-registrations-tab.tsx')),
  },
  {
    slug: 'inscr-escoles',
    label: 'Inscr. Escoles',
    Component: lazy(() => import('#client/features/admin/registrations/school-registrations-tab.tsx')),
  },
  { slug: 'equips', label: 'Equips', Component: lazy(() => import('#client/features/admin/teams/teams-tab.tsx')) },
  { slug: 'fotos', label: 'Fotos', Component: lazy(() => import('#client/features/admin/photos/photos-tab.tsx')) },
  { slug: 'missatges', label: 'Missatges', Component: lazy(() => import('#client/features/admin/messages/messages-tab.tsx')) },
];

export const defaultTab = 'campus';

export function tabFromSearch(value: string | null): string {
  return adminTabs.some((t) => t.slug === value) ? (value as string) : defaultTab;
}
