import { DecodeError } from './errors.js';
import { bodyAfter, fixed } from './fields.js';
import { optionsOf, type ProtocolOptions } from './options.js';
import { decodeAsciiCodes, decodeZoneBit, encodeAsciiCodes, encodeZoneBit } from './zone-bit.js';

/*
 * Texts (scale-protocol.md "Texts"):
 * - `!0Z<nn>A<codes>0000B`: shop-name and label texts. Slots 01–16 take 4-digit zone-bit codes
 *   ending in `0000`; slots 17–32 3-digit ASCII codes ending in `000`.
 * - `!0X<nn>A<codes>…B`: special information, the same way. Slots 01–10 multibyte, 11–22 single-byte.
 */

export interface TextRecord {
  slot: number;
  text: string;
}

interface TextKind {
  command: '!0Z' | '!0X';
  what: string;
  slots: number;
  multibyteUpTo: number;
}

const TEXT: TextKind = { command: '!0Z', what: 'text', slots: 32, multibyteUpTo: 16 };
const SPECIAL: TextKind = { command: '!0X', what: 'specialInfo', slots: 22, multibyteUpTo: 10 };

export const TEXT_SLOTS = TEXT.slots;
export const MULTIBYTE_TEXT_SLOTS = TEXT.multibyteUpTo;
export const SPECIAL_INFO_SLOTS = SPECIAL.slots;
export const MULTIBYTE_SPECIAL_INFO_SLOTS = SPECIAL.multibyteUpTo;

function encodeWith(kind: TextKind, value: TextRecord, options?: Partial<ProtocolOptions>): string {
  const { maxTextChars } = optionsOf(options);
  const slot = fixed(`${kind.what}.slot`, value.slot, 2, 1, kind.slots);
  const multibyte = value.slot <= kind.multibyteUpTo;
  const codes = multibyte
    ? `${encodeZoneBit(value.text, `${kind.what}.text`, maxTextChars)}0000`
    : `${encodeAsciiCodes(value.text, `${kind.what}.text`, maxTextChars)}000`;
  return `${kind.command}${slot}A${codes}B`;
}

function decodeWith(kind: TextKind, line: string): TextRecord {
  const body = bodyAfter(line, kind.command, kind.what);
  const match = /^(\d{2})A(\d*)B$/.exec(body);
  if (!match)
    throw new DecodeError(kind.what, `expected <nn>A<digits>B, got ${JSON.stringify(body.slice(0, 24))}`);
  const slot = Number(match[1]);
  if (slot < 1 || slot > kind.slots)
    throw new DecodeError(`${kind.what}.slot`, `${slot} is outside 1–${kind.slots}`);
  const digits = match[2]!;
  const width = slot <= kind.multibyteUpTo ? 4 : 3;
  const end = '0'.repeat(width);
  let at = 0;
  while (at + width <= digits.length && digits.slice(at, at + width) !== end) at += width;
  if (digits.slice(at) !== end)
    throw new DecodeError(
      `${kind.what}.text`,
      `slot ${slot} takes ${width}-digit codes ending in ${end}, got ${JSON.stringify(digits)}`,
    );
  const codes = digits.slice(0, at);
  const text =
    width === 4 ? decodeZoneBit(codes, `${kind.what}.text`) : decodeAsciiCodes(codes, `${kind.what}.text`);
  return { slot, text };
}

/** `!0Z`: a shop-name or label text. */
export const encodeText = (value: TextRecord, options?: Partial<ProtocolOptions>) =>
  encodeWith(TEXT, value, options);
export const decodeText = (line: string) => decodeWith(TEXT, line);
/** `!0X`: a special-information text. */
export const encodeSpecialInfo = (value: TextRecord, options?: Partial<ProtocolOptions>) =>
  encodeWith(SPECIAL, value, options);
export const decodeSpecialInfo = (line: string) => decodeWith(SPECIAL, line);

/** The acks: `0z<nn>`, `0x<nn>`. */
export const textAck = (slot: number) => `0z${fixed('text.slot', slot, 2, 1, TEXT.slots)}`;
export const specialInfoAck = (slot: number) => `0x${fixed('specialInfo.slot', slot, 2, 1, SPECIAL.slots)}`;
