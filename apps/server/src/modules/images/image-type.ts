/** The image types an upload may have, judged by the bytes (magic numbers). */
export type ImageType = { ext: 'png' | 'jpg' | 'webp' | 'gif'; contentType: string };

export const PNG: ImageType = { ext: 'png', contentType: 'image/png' };
export const JPEG: ImageType = { ext: 'jpg', contentType: 'image/jpeg' };
export const WEBP: ImageType = { ext: 'webp', contentType: 'image/webp' };
export const GIF: ImageType = { ext: 'gif', contentType: 'image/gif' };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type judged by the bytes alone (magic numbers), never by the file name or the
 * declared content type: PNG, JPEG, WebP and GIF; anything else (SVG included) is null.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return GIF;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8)) return WEBP;
  return null;
}
