import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { SchoolRegistration } from '#shared/schemas/school-registration.ts';

/** The prefix of every season's list (deleting a registration refreshes them all). */
export const schoolRegistrationsQueryKey = ['admin', 'school-registrations'] as const;

/** "Exporta CSV" of one season (every season without one). */
export const schoolRegistrationsCsvUrl = (seasonId?: number) =>
  `/api/school-registrations/export.csv${seasonId === undefined ? '' : `?season=${seasonId}`}`;

/** GET /api/school-registrations?season=<id> (admin): one season's registrations, every stored field. */
export const getSchoolRegistrationsQueryOptions = (seasonId: number | undefined) =>
  queryOptions({
    queryKey: [...schoolRegistrationsQueryKey, seasonId ?? 'all'],
    queryFn: () => getJson<SchoolRegistration[]>(`/api/school-registrations${seasonId === undefined ? '' : `?season=${seasonId}`}`),
    staleTime: 0,
  });

/** Waits for a season (`enabled`) so the tab never loads every season's list first. */
export const useSchoolRegistrations = (seasonId: number | undefined, enabled = true) =>
  useQuery({ ...getSchoolRegistrationsQueryOptions(seasonId), enabled });
