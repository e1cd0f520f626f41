import iconv from 'iconv-lite';
import { DecodeError, EncodeError } from './errors.js';

/*
 * Names and multibyte texts travel as GB2312 区位码 (zone-bit codes): 4 decimal digits per
 * character, zone = first GB2312 byte − 0xA0, position = second byte − 0xA0.
 * - ASCII `!`…`~` goes as its full-width form in zone 03 (position = code − 0x20), the space as the
 *   ideographic space 0101 (the translator's notes). Reading back, zone 03 and 0101 become ASCII
 *   again, so a name written with full-width letters reads back with ASCII ones (the scale prints
 *   the same glyphs). Note 0304 prints as ￥ (GB2312 has no full-width `$`).
 * - GB2312 proper: zones 01–09 (symbols) and 16–87 (hanzi), positions 01–94. iconv-lite's gb2312
 *   is really GBK, so every answer is checked to lie inside GB2312 and to read back as itself.
 */

const SPACE = '0101';
const FULL_WIDTH_ZONE = 3;

function isGb2312Cell(zone: number, position: number): boolean {
  return ((zone >= 1 && zone <= 9) || (zone >= 16 && zone <= 87)) && position >= 1 && position <= 94;
}

function codeOfChar(char: string, field: string): string {
  const point = char.codePointAt(0)!;
  if (char === ' ') return SPACE;
  if (point > 0x20 && point < 0x7f) return `03${String(point - 0x20).padStart(2, '0')}`;
  const hex = `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;
  if (point < 0x80 || char.length !== 1 || (point >= 0xd800 && point <= 0xdfff))
    throw new EncodeError(field, `character ${JSON.stringify(char)} (${hex}) has no GB2312 form`);
  const bytes = iconv.encode(char, 'gb2312');
  const zone = (bytes[0] ?? 0) - 0xa0;
  const position = (bytes[1] ?? 0) - 0xa0;
  if (bytes.length !== 2 || !isGb2312Cell(zone, position) || iconv.decode(bytes, 'gb2312') !== char)
    throw new EncodeError(field, `character ${JSON.stringify(char)} (${hex}) has no GB2312 form`);
  return String(zone).padStart(2, '0') + String(position).padStart(2, '0');
}

/** `text` as zone-bit codes (4 digits a character); refuses a character GB2312 cannot carry. */
export function encodeZoneBit(text: string, field: string, maxChars = Number.POSITIVE_INFINITY): string {
  if (typeof text !== 'string') throw new EncodeError(field, 'must be a string');
  const chars = Array.from(text);
  if (chars.length > maxChars)
    throw new EncodeError(field, `${chars.length} characters, at most ${maxChars}`);
  return chars.map((char) => codeOfChar(char, field)).join('');
}

/** Zone-bit codes back to text; refuses a code outside GB2312. */
export function decodeZoneBit(codes: string, field: string): string {
  if (!/^(\d{4})*$/.test(codes))
    throw new DecodeError(field, `zone-bit codes must be groups of 4 digits, got ${JSON.stringify(codes)}`);
  let text = '';
  for (let i = 0; i < codes.length; i += 4) {
    const zone = Number(codes.slice(i, i + 2));
    const position = Number(codes.slice(i + 2, i + 4));
    if (!isGb2312Cell(zone, position))
      throw new DecodeError(field, `${codes.slice(i, i + 4)} is not a GB2312 zone-bit code`);
    if (zone === 1 && position === 1) text += ' ';
    else if (zone === FULL_WIDTH_ZONE) text += String.fromCharCode(position + 0x20);
    else {
      const char = iconv.decode(Buffer.from([zone + 0xa0, position + 0xa0]), 'gb2312');
      if (char.length !== 1 || char === '\ufffd')
        throw new DecodeError(field, `${codes.slice(i, i + 4)} is an empty GB2312 cell`);
      text += char;
    }
  }
  return text;
}

/** Whether every character of `text` has a zone-bit code. */
export function isZoneBitText(text: string): boolean {
  try {
    encodeZoneBit(text, 'text');
    return true;
  } catch {
    return false;
  }
}

/** Single-byte texts: 3-digit decimal ASCII codes, printable ASCII only (space to `~`). */
export function encodeAsciiCodes(text: string, field: string, maxChars = Number.POSITIVE_INFINITY): string {
  if (typeof text !== 'string') throw new EncodeError(field, 'must be a string');
  if (text.length > maxChars) throw new EncodeError(field, `${text.length} characters, at most ${maxChars}`);
  let out = '';
  for (const char of text) {
    const point = char.codePointAt(0)!;
    if (point < 0x20 || point > 0x7e)
      throw new EncodeError(field, `character ${JSON.stringify(char)} is not printable ASCII`);
    out += String(point).padStart(3, '0');
  }
  return out;
}

export function decodeAsciiCodes(codes: string, field: string): string {
  if (!/^(\d{3})*$/.test(codes))
    throw new DecodeError(field, `ASCII codes must be groups of 3 digits, got ${JSON.stringify(codes)}`);
  let text = '';
  for (let i = 0; i < codes.length; i += 3) {
    const point = Number(codes.slice(i, i + 3));
    if (point < 0x20 || point > 0x7e)
      throw new DecodeError(field, `${codes.slice(i, i + 3)} is not a printable ASCII code`);
    text += String.fromCharCode(point);
  }
  return text;
}
