import { csrfHeaders, ensureOk } from '#client/lib/api-client.ts';
import { backOfficeEndpoints } from '#shared/endpoints/back-office.ts';
import { urlOf } from '#shared/endpoints/endpoint.ts';

export type UploadedImage = { imagePath: string; thumbnailPath: string; width: number; height: number };

/**
 * POST /api/upload-image (multipart field `image`). XMLHttpRequest rather than fetch so the picker can show the
 * upload's progress; errors are the same ApiError ("STATUS: body") as every other call.
 */
export function uploadImage(
  image: Blob,
  fileName: string,
  onProgress?: (fraction: number) => void,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const endpoint = backOfficeEndpoints.uploadImage;
    xhr.open(endpoint.method, urlOf(endpoint));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(csrfHeaders('POST'))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onload = () => {
      const body = xhr.status === 204 || xhr.status === 205 || xhr.status === 304 ? null : xhr.responseText;
      ensureOk(new Response(body, { status: xhr.status, statusText: xhr.statusText })).then(() => {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadedImage);
        } catch (err) {
          reject(err);
        }
      }, reject);
    };
    const form = new FormData();
    form.append('image', image, fileName);
    xhr.send(form);
  });
}
