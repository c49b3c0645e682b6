/** SPEC §5 / §9: before uploading, the browser scales the image so its longest side is at most 1200 px, JPEG 0.8. */
export const browserResize = { maxSide: 1200, quality: 0.8 } as const;

export type ResizedImage = { blob: Blob; width: number; height: number };

export function fitInside(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function resizeImage(file: Blob, opts: { maxSide?: number; quality?: number } = {}): Promise<ResizedImage> {
  const maxSide = opts.maxSide ?? browserResize.maxSide;
  const quality = opts.quality ?? browserResize.quality;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fitInside(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas 2d unavailable');
    // JPEG has no transparency: transparent areas become white, as on the server.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) throw new Error('encoding failed');
    return { blob, ...size };
  } finally {
    bitmap.close();
  }
}

/** "IMG 0001.PNG" → "IMG 0001.jpg": the uploaded file is a JPEG whatever it was. */
export const jpegName = (name: string) => `${name.replace(/\.[^./\\]+$/, '') || 'imatge'}.jpg`;
