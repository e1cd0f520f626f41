import { CLOCK_ACK } from './clock.js';
import type { Command } from './commands.js';
import { DecodeError } from './errors.js';
import { hotKeysAck } from './hot-keys.js';
import { labelLayoutAck, labelTextsAck } from './label-layout.js';
import type { ProtocolOptions } from './options.js';
import { decodePluReadReply, type PluRecord, pluAck } from './plu.js';
import { CLEAR_PLUS_ACK, CLEAR_SALES_ACK, decodeSalesReply, type SalesRecord } from './sales.js';
import { systemParametersAck } from './system-parameters.js';
import { specialInfoAck, textAck } from './texts.js';

/*
 * Replies: the command echoed in lower case (without `!`), ending in CR LF ETX. A write is
 * accepted when its echo comes back; `!0J` answers a record or `…ac` (empty: the end of the data);
 * `!0U` answers the PLU. A malformed record gets no reply at all.
 */

/** The acknowledgement a scale sends for a write command (reads answer data: see interpretReply). */
export function ackOf(command: Command): string {
  switch (command.kind) {
    case 'plu':
      return pluAck(command.record);
    case 'hotKeys':
      return hotKeysAck(command.hotKeys.layer);
    case 'labelLayout':
      return labelLayoutAck(command.layout.number);
    case 'labelTexts':
      return labelTextsAck(command.texts.number);
    case 'text':
      return textAck(command.text.slot);
    case 'specialInfo':
      return specialInfoAck(command.text.slot);
    case 'systemParameters':
      return systemParametersAck(command.params);
    case 'clock':
      return CLOCK_ACK;
    case 'clearPlus':
      return CLEAR_PLUS_ACK;
    case 'clearSales':
      return CLEAR_SALES_ACK;
    case 'pluRead':
    case 'salesRead':
      throw new DecodeError('reply', `${command.kind} is answered with data, not an acknowledgement`);
  }
}

export type ReplyMeaning =
  | { kind: 'accepted' }
  | { kind: 'plu'; record: PluRecord }
  | { kind: 'sale'; record: SalesRecord }
  /** `!0J` of an empty record: no record there, the end of the data. */
  | { kind: 'empty' }
  /** Not the answer to this command (a late reply to an earlier one, or noise): keep waiting or resend. */
  | { kind: 'unexpected'; reason: string };

/** What a reply (one frame, without CR LF ETX) means as the answer to `command`. */
export function interpretReply(
  command: Command,
  reply: string,
  options?: Partial<ProtocolOptions>,
): ReplyMeaning {
  try {
    if (command.kind === 'salesRead') {
      const head = `0j${String(command.recordNumber).padStart(4, '0')}a`;
      if (!reply.startsWith(head))
        return { kind: 'unexpected', reason: `expected ${head}…, got ${JSON.stringify(reply)}` };
      const record = decodeSalesReply(reply, options);
      return record === null ? { kind: 'empty' } : { kind: 'sale', record };
    }
    if (command.kind === 'pluRead') {
      const record = decodePluReadReply(reply);
      if (record.plu !== command.plu)
        return { kind: 'unexpected', reason: `asked for PLU ${command.plu}, got PLU ${record.plu}` };
      return { kind: 'plu', record };
    }
    const ack = ackOf(command);
    const accepted = command.kind === 'clearSales' ? reply.startsWith(ack) : reply === ack;
    return accepted
      ? { kind: 'accepted' }
      : { kind: 'unexpected', reason: `expected ${ack}, got ${JSON.stringify(reply)}` };
  } catch (error) {
    if (error instanceof DecodeError) return { kind: 'unexpected', reason: error.message };
    throw error;
  }
}
