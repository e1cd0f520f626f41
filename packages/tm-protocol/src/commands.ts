import { decodeClock, encodeClock, type ScaleDateTime } from './clock.js';
import { DecodeError } from './errors.js';
import { decodeHotKeys, encodeHotKeys, type HotKeyLayer } from './hot-keys.js';
import {
  decodeLabelLayout,
  decodeLabelTexts,
  encodeLabelLayout,
  encodeLabelTexts,
  type LabelLayout,
  type LabelTexts,
} from './label-layout.js';
import type { ProtocolOptions } from './options.js';
import { decodePlu, decodePluRead, encodePlu, encodePluRead, type PluRecord } from './plu.js';
import { CLEAR_PLUS, CLEAR_SALES, decodeSalesRead, encodeSalesRead } from './sales.js';
import {
  decodeSystemParameters,
  encodeSystemParameters,
  type SystemParameters,
} from './system-parameters.js';
import { decodeSpecialInfo, decodeText, encodeSpecialInfo, encodeText, type TextRecord } from './texts.js';

/** Every command a client sends, decoded. */
export type Command =
  | { kind: 'plu'; record: PluRecord }
  | { kind: 'pluRead'; plu: number }
  | { kind: 'hotKeys'; hotKeys: HotKeyLayer }
  | { kind: 'labelLayout'; layout: LabelLayout }
  | { kind: 'labelTexts'; texts: LabelTexts }
  | { kind: 'text'; text: TextRecord }
  | { kind: 'specialInfo'; text: TextRecord }
  | { kind: 'systemParameters'; params: SystemParameters }
  | { kind: 'clock'; dateTime: ScaleDateTime }
  | { kind: 'clearPlus' }
  | { kind: 'clearSales' }
  | { kind: 'salesRead'; recordNumber: number };

export type CommandKind = Command['kind'];

/** The command letter of a line (`V` for `!0V…`), or null when it is no `!0` command. */
export function commandLetterOf(line: string): string | null {
  return /^!0[A-Z]/.test(line) ? line[2]! : null;
}

/** Decodes one command line (without its CR LF); DecodeError names what is wrong. */
export function decodeCommand(line: string, options?: Partial<ProtocolOptions>): Command {
  switch (commandLetterOf(line)) {
    case 'V':
      return { kind: 'plu', record: decodePlu(line) };
    case 'U':
      return { kind: 'pluRead', plu: decodePluRead(line) };
    case 'L':
      return { kind: 'hotKeys', hotKeys: decodeHotKeys(line, options) };
    case 'T':
      return { kind: 'labelLayout', layout: decodeLabelLayout(line) };
    case 'R':
      return { kind: 'labelTexts', texts: decodeLabelTexts(line) };
    case 'Z':
      return { kind: 'text', text: decodeText(line) };
    case 'X':
      return { kind: 'specialInfo', text: decodeSpecialInfo(line) };
    case 'O':
      return { kind: 'systemParameters', params: decodeSystemParameters(line) };
    case 'P':
      return { kind: 'clock', dateTime: decodeClock(line) };
    case 'J':
      return { kind: 'salesRead', recordNumber: decodeSalesRead(line) };
    case 'I':
      if (line === CLEAR_PLUS) return { kind: 'clearPlus' };
      throw new DecodeError('clearPlus', `expected exactly ${CLEAR_PLUS}`);
    case 'H':
      if (line === CLEAR_SALES) return { kind: 'clearSales' };
      throw new DecodeError('clearSales', `expected exactly ${CLEAR_SALES}`);
    default:
      throw new DecodeError('command', `unknown command ${JSON.stringify(line.slice(0, 4))}`);
  }
}

/** Encodes one command line (without its CR LF); EncodeError names the field that does not fit. */
export function encodeCommand(command: Command, options?: Partial<ProtocolOptions>): string {
  switch (command.kind) {
    case 'plu':
      return encodePlu(command.record, options);
    case 'pluRead':
      return encodePluRead(command.plu);
    case 'hotKeys':
      return encodeHotKeys(command.hotKeys, options);
    case 'labelLayout':
      return encodeLabelLayout(command.layout);
    case 'labelTexts':
      return encodeLabelTexts(command.texts);
    case 'text':
      return encodeText(command.text, options);
    case 'specialInfo':
      return encodeSpecialInfo(command.text, options);
    case 'systemParameters':
      return encodeSystemParameters(command.params);
    case 'clock':
      return encodeClock(command.dateTime);
    case 'clearPlus':
      return CLEAR_PLUS;
    case 'clearSales':
      return CLEAR_SALES;
    case 'salesRead':
      return encodeSalesRead(command.recordNumber);
  }
}
