import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/**
 * The otpauth:// address as a QR code (an SVG drawn here, nothing sent anywhere). uqr is imported only by the
 * account area, a lazy chunk of the back office: the public pages never load it.
 */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(value, { border: 2, pixelSize: 6 }))}`,
    [value],
  );
  return <img src={src} alt={alt} width={220} height={220} className="h-[220px] w-[220px] rounded-md border border-stone-200 bg-white" />;
}
