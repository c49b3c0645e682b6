import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCampusQueryKey, publicCampusQueryKey } from '#client/api/get-admin-campus.ts';
import { campusRegistrationsQueryKey } from '#client/api/get-campus-registrations.ts';
import { sendJson } from '#client/lib/api-client.ts';

/** DELETE /api/campus/{id} (its registrations go with it). */
export function deleteCampus(id: number): Promise<void> {
  return sendJson<void>('DELETE', `/api/campus/${id}`);
}

export function useDeleteCampus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCampusQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicCampusQueryKey }),
        queryClient.invalidateQueries({ queryKey: campusRegistrationsQueryKey }),
      ]),
  });
}
