import { createHash } from 'node:crypto';
import { MIN_NAME_CHARS, nameCharsOf, scaleModel } from '@dahua/shared';
import type { DeviceChanges, DeviceState } from '@dahua/shared/contracts/devices';
import {
  blankPlu,
  EncodeError,
  encodeHotKeys,
  encodeLabelLayout,
  encodeLabelTexts,
  encodePlu,
  encodeSpecialInfo,
  encodeSystemParameters,
  encodeText,
  fitPluNames,
  HOT_KEY_LAYERS,
  hotKeyLayersFor,
  LAYOUT_FIELD_NAMES,
  LAYOUT_TEXT_SLOTS,
  NO_CODE,
  NOT_PRINTED,
  type PluRecord,
  type ProtocolOptions,
  type SystemParameters,
} from '@dahua/tm-protocol';

/*
 * What a scale should hold, as protocol lines keyed by what they overwrite on the scale:
 *   plu:<n>  !0V of PLU n          hk:<layer>  !0L of a hot-key layer
 *   lt:<n>   !0T of label format n  lr:<n>     !0R of label format n's texts
 *   z:<slot> !0Z text               x:<slot>    !0X special information
 *   o        !0O system parameters
 * A push sends the lines whose digest differs from what the scale acknowledged, and the blank form
 * of what it acknowledged and should no longer hold. Keys are what the scale's memory is addressed
 * by, so a PLU number given to another goods item is one overwrite, not a removal and an add.
 */
export type Desired = Map<string, string> & {
  /** The most characters a name line may have on this scale's model (longer lines are cut). */
  nameChars?: number;
};

/** What the scale acknowledged: key → digest of the line it accepted. */
export type Acknowledged = Map<string, string>;

export const digestOf = (line: string) => createHash('sha1').update(line).digest('base64url').slice(0, 16);

/** The order a push goes in: parameters and texts, labels, PLUs, then the keys that point at PLUs. */
const ORDER = ['o', 'z', 'x', 'lt', 'lr', 'plu', 'hk'];
const kindOf = (key: string) => key.split(':')[0] as string;
const numberOf = (key: string) => Number(key.split(':')[1] ?? 0);
const rank = (key: string) => ORDER.indexOf(kindOf(key)) * 100_000 + numberOf(key);

export type Step = { key: string; line: string; removes: boolean };

/** The lines to send, in order, to bring a scale that acknowledged `acked` to `desired`. */
export function planPush(desired: Desired, acked: Acknowledged, options?: Partial<ProtocolOptions>): Step[] {
  const steps: Step[] = [];
  for (const [key, line] of desired)
    if (acked.get(key) !== digestOf(line)) steps.push({ key, line, removes: false });
  for (const key of acked.keys()) {
    if (desired.has(key)) continue;
    const line = blankLineOf(key, options);
    if (line !== null) steps.push({ key, line, removes: true });
  }
  return steps.sort((a, b) => rank(a.key) - rank(b.key));
}

/** The line that empties what a key addresses (the protocol deletes nothing: it overwrites with blanks). */
export function blankLineOf(key: string, options?: Partial<ProtocolOptions>): string | null {
  const n = numberOf(key);
  switch (kindOf(key)) {
    case 'plu':
      return encodePlu(blankPlu(n), options);
    case 'hk':
      return encodeHotKeys({ layer: n, plus: Array(perLayer(options)).fill(0) }, options);
    case 'lt':
      return encodeLabelLayout({
        number: n,
        width: 0,
        height: 0,
        fields: LAYOUT_FIELD_NAMES.map(() => NOT_PRINTED),
        barcode: NO_CODE,
        additionalCode: NO_CODE,
      });
    case 'lr':
      return encodeLabelTexts({
        number: n,
        slots: Array.from({ length: LAYOUT_TEXT_SLOTS }, () => NOT_PRINTED),
      });
    case 'z':
      return encodeText({ slot: n, text: '' }, options);
    case 'x':
      return encodeSpecialInfo({ slot: n, text: '' }, options);
    default:
      return null; // system parameters are never removed, only overwritten
  }
}

const perLayer = (options?: Partial<ProtocolOptions>) => options?.hotKeysPerLayer ?? 36;

type PluWire = DeviceState['plus']['records'][number]['record'];
type Part<K extends keyof DeviceChanges> = NonNullable<DeviceChanges[K]>;

function setHotKeys(desired: Desired, hotKeys: Part<'hot_keys'>, options?: Partial<ProtocolOptions>) {
  const n = perLayer(options);
  const layers = hotKeyLayersFor(hotKeys.key_count, options);
  for (let layer = 0; layer < HOT_KEY_LAYERS; layer++) desired.delete(`hk:${layer}`);
  for (let layer = 0; layer < layers; layer++) {
    const plus = Array.from({ length: n }, () => 0);
    for (const { key, plu } of hotKeys.keys) {
      const at = key - 1 - layer * n;
      if (at >= 0 && at < n && key <= hotKeys.key_count) plus[at] = plu;
    }
    desired.set(`hk:${layer}`, encodeHotKeys({ layer, plus }, options));
  }
}

function setTexts(desired: Desired, texts: Part<'texts'>, options?: Partial<ProtocolOptions>) {
  for (const key of [...desired.keys()])
    if (key.startsWith('z:') || key.startsWith('x:')) desired.delete(key);
  for (const { slot, text } of texts.texts) desired.set(`z:${slot}`, encodeText({ slot, text }, options));
  for (const { slot, text } of texts.special_info)
    desired.set(`x:${slot}`, encodeSpecialInfo({ slot, text }, options));
}

const setParams = (desired: Desired, params: Part<'params'>) =>
  desired.set('o', encodeSystemParameters(params.system_parameters as SystemParameters));

/**
 * A PLU the codec refuses here is left out (and so removed from the scale): the server refuses the
 * same records before sending them, so this only guards against a bridge run with other options.
 * Name lines longer than the scale's model takes are cut (the server sends them cut already and
 * lists them on the scale page): a scale answers a longer name with silence, five tries, then
 * "unreachable", so the bridge never sends one.
 */
function setPlu(desired: Desired, record: PluWire, options?: Partial<ProtocolOptions>) {
  try {
    // The device API carries the codec's record field for field; the codec checks every value.
    const fitted = fitPluNames(record as PluRecord, desired.nameChars ?? MIN_NAME_CHARS).record;
    desired.set(`plu:${record.plu}`, encodePlu(fitted, options));
  } catch (error) {
    if (!(error instanceof EncodeError)) throw error;
    desired.delete(`plu:${record.plu}`);
  }
}

function setLabel(desired: Desired, label: DeviceState['labels']['slots'][number]) {
  desired.set(`lt:${label.slot - 1}`, label.layout);
  desired.set(`lr:${label.slot - 1}`, label.texts);
}

/** Everything a scale should hold, from the device API's state. */
export function desiredOf(state: DeviceState, options?: Partial<ProtocolOptions>): Desired {
  const desired: Desired = new Map();
  desired.nameChars = nameCharsOf(scaleModel(state.scale.model_code));
  setParams(desired, state.params);
  setTexts(desired, state.texts, options);
  for (const label of state.labels.slots) setLabel(desired, label);
  for (const { record } of state.plus.records) setPlu(desired, record, options);
  setHotKeys(desired, state.hot_keys, options);
  return desired;
}

/** Applies a change-feed answer (not `full`) to what the scale should hold. */
export function applyChanges(
  desired: Desired,
  changes: DeviceChanges,
  options?: Partial<ProtocolOptions>,
): void {
  for (const plu of changes.removed_plus) desired.delete(`plu:${plu}`);
  for (const { record } of changes.plus) setPlu(desired, record, options);
  for (const slot of changes.removed_label_slots) {
    desired.delete(`lt:${slot - 1}`);
    desired.delete(`lr:${slot - 1}`);
  }
  for (const label of changes.labels) setLabel(desired, label);
  if (changes.hot_keys) setHotKeys(desired, changes.hot_keys, options);
  if (changes.texts) setTexts(desired, changes.texts, options);
  if (changes.params) setParams(desired, changes.params);
}
