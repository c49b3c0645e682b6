import sharp from 'sharp';

const escapeXml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Draws a demo picture (a gradient, a ball and a caption) so the repository carries no binaries. */
export async function demoPicture(caption: string, hue: number, width = 1200, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,38%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,22%)"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g opacity="0.18" stroke="#fff" stroke-width="6" fill="none">
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 5}"/>
    <line x1="${width / 2}" y1="0" x2="${width / 2}" y2="${height}"/>
    <rect x="-10" y="${height / 3}" width="${width / 5}" height="${height / 3}"/>
    <rect x="${width - width / 5 + 10}" y="${height / 3}" width="${width / 5}" height="${height / 3}"/>
  </g>
  <circle cx="${width * 0.78}" cy="${height * 0.28}" r="${height * 0.12}" fill="#f97316"/>
  <path d="M ${width * 0.78 - height * 0.12} ${height * 0.28} H ${width * 0.78 + height * 0.12} M ${width * 0.78} ${height * 0.16} V ${height * 0.4}" stroke="#1f2937" stroke-width="5"/>
  <text x="60" y="${height - 90}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height / 11)}" font-weight="700" fill="#fff">${escapeXml(caption)}</text>
  <text x="60" y="${height - 40}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height / 26)}" fill="#fff" opacity="0.85">Imatge de demostració</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
