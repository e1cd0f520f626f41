/** The bytes of a PDF: `%PDF-` at the start and `%%EOF` within its last kilobyte (a whole file). */
export const PDF_CONTENT_TYPE = 'application/pdf';

const ascii = (text: string) => Buffer.from(text, 'latin1');
const PDF_HEAD = ascii('%PDF-');
const PDF_END = ascii('%%EOF');

/** Whether the bytes start as a PDF does. */
export function startsAsPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 5)).equals(PDF_HEAD);
}

/** Whether a PDF's end marker is within its last kilobyte (a cut-off upload lacks it). */
export function endsAsPdf(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.length - 1024);
  return Buffer.from(bytes.buffer, bytes.byteOffset + from, bytes.length - from).includes(PDF_END);
}

/** Whether the sender calls the file a PDF (by its name or its declared type). */
export function namedAsPdf(name: string, declaredType: string): boolean {
  return /\.pdf$/i.test(name.trim()) || declaredType.trim().toLowerCase() === PDF_CONTENT_TYPE;
}

/**
 * A file name fit to show: its last path segment, without control characters, at most 200
 * characters (a long name keeps its extension).
 */
export function displayNameOf(raw: string | undefined): string {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean.length <= 200) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 200 - ext.length) + ext;
}
