import { apiRequest } from '#client/lib/api-client.ts';
import { downloadFileName } from '#client/features/photos/photo-gallery.ts';
import { photosMessages } from '#client/features/photos/strings.ts';
import type { Photo } from '#shared/schemas/photo.ts';

/**
 * Fetches the large image and saves it as "<title>.jpg". SPEC §8: a failure is silent for the visitor, only logged.
 */
export async function downloadPhoto(photo: Pick<Photo, 'imageUrl' | 'title'>): Promise<void> {
  try {
    const res = await apiRequest('GET', photo.imageUrl);
    const blob = await res.blob();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadFileName(photo.title);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    console.warn(photosMessages.get().downloadFailed, error);
  }
}
