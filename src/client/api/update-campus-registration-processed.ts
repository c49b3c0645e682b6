import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { campusRegistrationsQueryKey } from '#client/api/get-campus-registrations.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { ProcessedMark } from '#shared/schemas/admin-table.ts';

/** PATCH /api/campus-registrations/{id}/processed { processed }: the mark records now and the admin's name. */
export const updateCampusRegistrationProcessed = ({ id, processed }: { id: number; processed: boolean }) =>
  sendJson<ProcessedMark>('PATCH', `/api/campus-registrations/${id}/processed`, { processed });

export const useUpdateCampusRegistrationProcessed = () =>
  useInvalidatingMutation(updateCampusRegistrationProcessed, [campusRegistrationsQueryKey, adminCountsQueryKey]);
