import { z } from 'zod';
import { bridgesPaths } from '../paths/bridges.js';
import { SCALE_MODEL_CODES, type ScaleModelCode } from '../scale-models.js';
import { idParams, nothing } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';
import { DEFAULT_LAN_PORT, lanHost, lanPort, SCALE_UUID_PATTERN } from './scales.js';

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
  /** A newer bridge than this one's version can be downloaded (GET /api/bridges/downloads). */
  update_available: z.boolean(),
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
  /**
   * The scales the bridge drives, by uuid and/or by id: each named scale of the shop gets a fresh
   * device credential (its previous one stops), as the hand-configured bridge always asks (it sends
   * both arrays, even empty). Neither list present (pairing by code alone): every scale of the shop,
   * NO credential rotated, each answered with its bridge-scoped credential (`bs_<scaleId>_<token>`,
   * valid while this bridge is paired), so a bridge already driving the shop keeps working.
   */
  scale_uuids: z.array(scaleUuid).max(200).optional(),
  scale_ids: z.array(z.number().int().min(1).max(2_147_483_647)).max(200).optional(),
});
export type PairBody = z.infer<typeof pairBody>;

export const pairedScaleSchema = z.object({
  scale_id: int(),
  scale_uuid: z.string().nullable(),
  name: z.string(),
  model_code: z.string(),
  /**
   * Scales named in the pairing: a new device credential (the scale's previous one stops working),
   * answered once. Pairing by code alone: the bridge-scoped credential (bs_…), nothing rotated.
   */
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
  /** The bridge config's current version: re-read GET /api/bridges/config when it is not yours. */
  config_version: z.string(),
  /** The newest downloadable bridge version (null: none is published). */
  latest_version: z.string().nullable(),
  /** The scales of the bridge's shop now. */
  scales: z.array(z.object({ id: int(), name: z.string(), scale_uuid: z.string().nullable() })),
});

/** The platforms the bridge is built for (`npm run bridge:package`). */
export const BRIDGE_PLATFORMS = ['linux-x64', 'linux-arm64', 'win-x64'] as const;
export type BridgePlatform = (typeof BRIDGE_PLATFORMS)[number];

export const bridgeDownloadSchema = z.object({
  platform: z.enum(BRIDGE_PLATFORMS),
  version: z.string(),
  file_name: z.string(),
  size: int(),
  sha256: z.string(),
  /** Where to download it (this server's /downloads/bridge/<version>/<file>, or the object store). */
  url: z.string(),
});
export type BridgeDownload = z.infer<typeof bridgeDownloadSchema>;

export const bridgeConfigQuery = z.object({
  /** The config_version the bridge holds: with `wait`, the answer waits until the config differs. */
  since: z.string().max(64).optional(),
  wait: z.coerce.number().int().min(0).max(30).optional(),
});

export const bridgeScaleSchema = z.object({
  scale_id: int(),
  scale_uuid: z.string().nullable(),
  name: z.string(),
  model_code: z.string(),
  /** null: no address set in the console yet (the bridge cannot drive it until one is). */
  lan_host: z.string().nullable(),
  lan_port: int(),
  /** The credential of the scale's device calls for this bridge (valid while the bridge is paired). */
  credential: z.string(),
});
export type BridgeScale = z.infer<typeof bridgeScaleSchema>;

export const bridgeConfigSchema = z.object({
  /** Changes whenever the shop, its scales or their addresses change. */
  config_version: z.string(),
  bridge_id: int(),
  shop: z.object({ id: int(), name: z.string(), time_zone: z.string() }),
  scales: z.array(bridgeScaleSchema),
  latest_version: z.string().nullable(),
});
export type BridgeConfigAnswer = z.infer<typeof bridgeConfigSchema>;

export const bridgeAddScaleBody = z.object({
  lan_host: lanHost.pipe(z.string({ error: messageKey('lanHostInvalid') })),
  lan_port: lanPort.default(DEFAULT_LAN_PORT),
  model_code: z
    .enum(SCALE_MODEL_CODES as [ScaleModelCode, ...ScaleModelCode[]], {
      error: messageKey('scaleModelUnknown'),
    })
    .optional(),
  name: z
    .string({ error: messageKey('scaleNameRequired') })
    .trim()
    .min(1, { error: messageKey('scaleNameRequired') })
    .max(50),
});
export type BridgeAddScaleBody = z.infer<typeof bridgeAddScaleBody>;

export const bridgesApi = defineApi(bridgesPaths, {
  pairingCode: { params: idParams, response: pairingCodeSchema },
  list: { params: idParams, response: z.array(bridgeSchema) },
  remove: { params: idParams, response: nothing },
  pair: { body: pairBody, response: pairAnswer },
  heartbeat: { headers: bridgeHeaders, body: heartbeatBody, response: heartbeatAnswer },
  config: { headers: bridgeHeaders, query: bridgeConfigQuery, response: bridgeConfigSchema },
  addScale: { headers: bridgeHeaders, body: bridgeAddScaleBody, response: bridgeScaleSchema },
  downloads: { response: z.array(bridgeDownloadSchema) },
});
