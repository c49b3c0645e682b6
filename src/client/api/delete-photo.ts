import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photosQueryKey } from '#client/api/get-photos.ts';
import { sendJson } from '#client/lib/api-client.ts';

export function deletePhoto(id: number): Promise<void> {
  return sendJson<void>('DELETE', `/api/photos/${id}`);
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosQueryKey }),
  });
}
