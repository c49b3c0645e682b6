import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { ClubRegistration } from '#shared/schemas/club-registration.ts';

/** The prefix of every season's list (deleting a registration refreshes them all). */
export const clubRegistrationsQueryKey = ['admin', 'club-registrations'] as const;

/** "Exporta CSV" of one season (every season without one). */
export const clubRegistrationsCsvUrl = (seasonId?: number) =>
  `/api/club-registrations/export.csv${seasonId === undefined ? '' : `?season=${seasonId}`}`;

/** GET /api/club-registrations?season=<id> (admin): one season's registrations, every stored field. */
export const getClubRegistrationsQueryOptions = (seasonId: number | undefined) =>
  queryOptions({
    queryKey: [...clubRegistrationsQueryKey, seasonId ?? 'all'],
    queryFn: () => getJson<ClubRegistration[]>(`/api/club-registrations${seasonId === undefined ? '' : `?season=${seasonId}`}`),
    staleTime: 0,
  });

/** Waits for a season (`enabled`) so the tab never loads every season's list first. */
export const useClubRegistrations = (seasonId: number | undefined, enabled = true) =>
  useQuery({ ...getClubRegistrationsQueryOptions(seasonId), enabled });
