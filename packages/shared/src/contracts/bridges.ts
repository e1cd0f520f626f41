import { z } from 'zod';
import { bridgesPaths } from '../paths/bridges.js';
import { idParams, nothing } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';
import { SCALE_UUID_PATTERN } from './scales.js';

/** A pairing code: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_CODE_MINUTES = 30;
/** A bridge is shown online when it was heard from within this many seconds. */
export const BRIDGE_ONLINE_SECONDS = 90;

const int = () => z.number().int();
const bridgeHeaders = z.object({ authorization: z.string().max(200).optional() });
const scaleUuid = z
  .string()
  .trim()
  .regex(SCALE_UUID_PATTERN, { error: messageKey('scaleUuidInvalid') });
const bridgeText = (max: number) => z.string().trim().max(max);

export const pairingCodeSchema = z.object({
  code: z.string(),
  shop_id: int(),
  expires_time: z.string(),
});

export const bridgeSchema = z.object({
  id: int(),
  shop_id: int(),
  name: z.string(),
  version: z.string(),
  online: z.boolean(),
  last_seen: z.string().nullable(),
  created_time: z.string(),
  scales: z.array(z.object({ id: int(), name: z.string() })),
});
export type BridgeAnswer = z.infer<typeof bridgeSchema>;

export const pairBody = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[${PAIRING_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`), {
      error: messageKey('pairingCodeInvalid'),
    }),
  /** What the shop calls the bridge's PC (shown in the console). */
  name: bridgeText(60).default(''),
  version: bridgeText(40).default(''),
  /** The scales the bridge drives, by uuid and/or by id; none named: every scale of the shop. */
  scale_uuids: z.array(scaleUuid).max(200).optional(),
  scale_ids: z.array(z.number().int().min(1).max(2_147_483_647)).max(200).optional(),
});
export type PairBody = z.infer<typeof pairBody>;

export const pairedScaleSchema = z.object({
  scale_id: int(),
  scale_uuid: z.string().nullable(),
  name: z.string(),
  model_code: z.string(),
  /** A new device credential (the scale's previous one stops working), answered once. */
  device_credential: z.string(),
});

export const pairAnswer = z.object({
  bridge_id: int(),
  bridge_token: z.string(),
  shop: z.object({ id: int(), name: z.string() }),
  scales: z.array(pairedScaleSchema),
  /** Named scales (uuid, or id as text) that are not this shop's or unknown: no credential for them. */
  refused: z.array(z.string()),
});
export type PairAnswer = z.infer<typeof pairAnswer>;

export const heartbeatBody = z.object({
  version: bridgeText(40).default(''),
  /** The scales the bridge drives now, by id (from its credentials). */
  scale_ids: z.array(z.number().int().min(1)).max(200).default([]),
});

export const heartbeatAnswer = z.object({
  bridge_id: int(),
  shop_id: int(),
  /** The scales of the bridge's shop now. */
  scales: z.array(z.object({ id: int(), name: z.string(), scale_uuid: z.string().nullable() })),
});

export const bridgesApi = defineApi(bridgesPaths, {
  pairingCode: { params: idParams, response: pairingCodeSchema },
  list: { params: idParams, response: z.array(bridgeSchema) },
  remove: { params: idParams, response: nothing },
  pair: { body: pairBody, response: pairAnswer },
  heartbeat: { headers: bridgeHeaders, body: heartbeatBody, response: heartbeatAnswer },
});
