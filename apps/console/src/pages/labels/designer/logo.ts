/** The most a logo may weigh as a data URL (the server refuses more: LABEL_LIMITS.logo). */
export const MAX_LOGO_BYTES = 60 * 1024;

/**
 * An image file reduced to what the thermal head prints: drawn at the logo's size in dots, then
 * each pixel black or white by its gray level against `threshold` (0–255; transparent is white),
 * as a PNG data URL.
 */
export async function oneBitLogo(
  file: Blob,
  widthDots: number,
  heightDots: number,
  threshold: number,
): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(widthDots));
  canvas.height = Math.max(1, Math.round(heightDots));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const px = image.data;
  for (let i = 0; i < px.length; i += 4) {
    const gray = (px[i]! * 77 + px[i + 1]! * 150 + px[i + 2]! * 29) >> 8;
    const value = gray >= threshold ? 255 : 0;
    px[i] = value;
    px[i + 1] = value;
    px[i + 2] = value;
    px[i + 3] = 255;
  }
  ctx.putImageData(image, 0, 0);
  return canvas.toDataURL('image/png');
}
