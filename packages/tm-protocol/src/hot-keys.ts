import { EncodeError } from './errors.js';
import { bodyAfter, FieldReader, fixed } from './fields.js';
import { optionsOf, type ProtocolOptions } from './options.js';
import { MAX_PLU } from './plu.js';

/** Layers `00` to `03`: 4 × 36 = 144 key slots (the 142-key models use 142, the rest `0000`). */
export const HOT_KEY_LAYERS = 4;

/** A `!0L` hot-key layer: the PLU on each key of the layer in key order, 0 for an empty key. */
export interface HotKeyLayer {
  layer: number;
  plus: number[];
}

/** `!0L<layer>A` + one 4-digit PLU number per key + `B`. Keys may repeat a PLU. */
export function encodeHotKeys(value: HotKeyLayer, options?: Partial<ProtocolOptions>): string {
  const { hotKeysPerLayer } = optionsOf(options);
  const layer = fixed('hotKeys.layer', value.layer, 2, 0, HOT_KEY_LAYERS - 1);
  if (!Array.isArray(value.plus) || value.plus.length !== hotKeysPerLayer)
    throw new EncodeError(
      'hotKeys.plus',
      `must hold exactly ${hotKeysPerLayer} keys (0 for an empty key), got ${Array.isArray(value.plus) ? value.plus.length : typeof value.plus}`,
    );
  const keys = value.plus.map((plu, i) => fixed(`hotKeys.plus[${i}]`, plu, 4, 0, MAX_PLU)).join('');
  return `!0L${layer}A${keys}B`;
}

export function decodeHotKeys(line: string, options?: Partial<ProtocolOptions>): HotKeyLayer {
  const { hotKeysPerLayer } = optionsOf(options);
  const r = new FieldReader(bodyAfter(line, '!0L', 'hotKeys'), 'hotKeys');
  const layer = r.int('layer', 2, 0, HOT_KEY_LAYERS - 1);
  r.literal('A', 'A');
  const plus = Array.from({ length: hotKeysPerLayer }, (_, i) => r.int(`plus[${i}]`, 4, 0, MAX_PLU));
  r.literal('B', 'B');
  r.end();
  return { layer, plus };
}

/** The layers that carry `keyCount` keys numbered from 1 across layers (key k is layer ⌊(k−1)/n⌋). */
export function hotKeyLayersFor(keyCount: number, options?: Partial<ProtocolOptions>): number {
  const { hotKeysPerLayer } = optionsOf(options);
  return Math.min(HOT_KEY_LAYERS, Math.ceil(keyCount / hotKeysPerLayer));
}

/** The ack of a `!0L`: `0l<layer>`. */
export function hotKeysAck(layer: number): string {
  return `0l${fixed('hotKeys.layer', layer, 2, 0, HOT_KEY_LAYERS - 1)}`;
}
