import sharp from 'sharp';

/**
 * A product photo as a camera would give it: a studio gradient, a scale's shapes with their own
 * gradients, a display and keys, and sensor noise (σ 10) over all of it; JPEG at quality 92.
 */
export async function productPhoto(width: number, height: number): Promise<Buffer> {
  const w = (f: number) => Math.round(width * f);
  const h = (f: number) => Math.round(height * f);
  const keys = Array.from(
    { length: 16 },
    (_, i) =>
      `<rect x="${w(0.52 + (i % 4) * 0.065)}" y="${h(0.54 + Math.floor(i / 4) * 0.065)}" width="${w(0.05)}" ` +
      `height="${h(0.05)}" rx="${w(0.006)}" fill="${['#dee2e6', '#ced4da', '#f8f9fa', '#e03131'][i % 4]}" stroke="#868e96"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9ecef"/><stop offset="1" stop-color="#8d99a6"/></linearGradient>
      <linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fafafa"/><stop offset="1" stop-color="#b8bec4"/></linearGradient>
      <radialGradient id="pan" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff"/><stop offset="0.6" stop-color="#c9ced3"/><stop offset="1" stop-color="#6c757d"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <ellipse cx="${w(0.5)}" cy="${h(0.86)}" rx="${w(0.36)}" ry="${h(0.06)}" fill="#000" opacity="0.25"/>
    <rect x="${w(0.18)}" y="${h(0.45)}" width="${w(0.64)}" height="${h(0.38)}" rx="${w(0.03)}" fill="url(#body)" stroke="#5a6169" stroke-width="${w(0.0025)}"/>
    <ellipse cx="${w(0.5)}" cy="${h(0.42)}" rx="${w(0.3)}" ry="${h(0.1)}" fill="url(#pan)" stroke="#495057" stroke-width="${w(0.002)}"/>
    <rect x="${w(0.25)}" y="${h(0.55)}" width="${w(0.22)}" height="${h(0.1)}" rx="${w(0.005)}" fill="#1b2a1b"/>
    ${keys}
  </svg>`;
  const drawn = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(drawn.data.length);
  for (let i = 0; i < pixels.length; i += 1)
    pixels[i] = Math.max(0, Math.min(255, drawn.data[i]! + noise[i]! - 128));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
