import { adminCountsQueryKey } from '#client/api/get-admin-counts.ts';
import { campusRegistrationsQueryKey } from '#client/api/get-campus-registrations.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { campusAdminEndpoints } from '#shared/endpoints/campus-admin.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** PATCH /api/campus-registrations/{id}/processed { processed }: the mark records now and the admin's name. */
export const updateCampusRegistrationProcessed = ({ id, processed }: { id: number; processed: boolean }) =>
  callEndpoint(campusAdminEndpoints.markProcessed, { params: { id }, body: { processed } });

export const useUpdateCampusRegistrationProcessed = () =>
  useInvalidatingMutation(updateCampusRegistrationProcessed, [campusRegistrationsQueryKey, adminCountsQueryKey]);
