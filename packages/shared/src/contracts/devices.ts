import { z } from 'zod';
import { devicesPaths } from '../paths/devices.js';
import { idParams } from './common.js';
import { defineApi } from './define.js';

/** The longest a change request may wait for a change, in seconds. */
export const DEVICE_WAIT_MAX_SECONDS = 30;

const int = () => z.number().int();
const deviceHeaders = z.object({ authorization: z.string().max(200).optional() });

const discountPeriod = z.object({ startHour: int(), endHour: int(), discount: int() });

/** A `!0V` PLU record as packages/tm-protocol `PluRecord` holds it (field for field). */
export const pluRecordSchema = z.object({
  plu: int(),
  itemCode: int(),
  unitPrice: int(),
  weighingMode: int(),
  specialInfo: z.array(int()),
  shelfLife: int(),
  /** The price barcode's flag (`FF`): the company's barcode_flag. */
  barcodeFlag: int(),
  /**
   * Deprecated: the same value under the field's old name, for bridges built before the rename
   * (they encode `shopNumber` and would drop a record without it). Current bridges read barcodeFlag.
   */
  shopNumber: int().optional(),
  department: int(),
  numericCode: z.string(),
  tare: int(),
  labelNumber: int(),
  discountFlag: int(),
  discountPeriods: z.array(discountPeriod),
  name: z.array(z.string()),
});

/** Why a PLU carries its price (issue 28): the base, a price list, a started change or a promotion, by id. */
export const priceSourceSchema = z.object({
  source: z.enum(['base', 'list', 'change', 'promotion']),
  /** The list's id for 'list', the change's or promotion's for those, null for 'base'. */
  source_id: int().nullable(),
});

export const devicePluSchema = z.object({
  goods_id: int(),
  record: pluRecordSchema,
  /** Absent from servers before issue 28. */
  price: priceSourceSchema.optional(),
});

/** Something the scale should hold that the codec cannot encode: never sent; `field` names the culprit. */
export const deviceRefusalSchema = z.object({
  kind: z.enum(['plu', 'label', 'text']),
  goods_id: int().nullable(),
  /** The goods item's or the label's name (the shop name for a text). */
  name: z.string().nullable(),
  plu: int().nullable(),
  slot: int().nullable(),
  field: z.string(),
  reason: z.string(),
});

/** A goods name line cut to what the scale takes: line 1–3, its length and what the scale gets. */
export const deviceNameCutSchema = z.object({
  goods_id: int(),
  plu: int(),
  name: z.string(),
  line: int(),
  chars: int(),
  limit: int(),
  sent: z.string(),
});

export const deviceHotKeysSchema = z.object({
  key_count: int(),
  /** Key number → PLU number; keys not listed are empty. */
  keys: z.array(z.object({ key: int(), plu: int() })),
});

/** A label template in a slot of the scale's shop, as the `!0T` layout and `!0R` texts lines. */
export const deviceLabelSchema = z.object({
  slot: int(),
  label_id: int(),
  name: z.string(),
  layout: z.string(),
  texts: z.string(),
});

export const deviceTextsSchema = z.object({
  /** `!0Z` texts: the shop name in slot 1. */
  texts: z.array(z.object({ slot: int(), text: z.string() })),
  /** `!0X` special-information texts (none are kept yet). */
  special_info: z.array(z.object({ slot: int(), text: z.string() })),
});

export const deviceParamsSchema = z.object({
  barcode_format: z.string(),
  barcode_flag: z.string(),
  /** The shop's IANA zone: the scale's clock is set to it, its sales' times are read in it. */
  time_zone: z.string(),
  /** The `!0O01` fields (packages/tm-protocol SYSTEM_PARAMETER_FIELDS) for that barcode format. */
  system_parameters: z.record(z.string(), int()),
});

const versioned = <T extends z.ZodRawShape>(shape: T) => z.object({ version: int(), ...shape });

export const deviceStateSchema = z.object({
  scale: z.object({
    id: int(),
    name: z.string(),
    shop_id: int(),
    model_code: z.string(),
    plu_limit: int(),
    key_count: int(),
  }),
  /** The overall version: pass it as `since` to the change feed. */
  version: int(),
  plus: versioned({ records: z.array(devicePluSchema) }),
  hot_keys: versioned(deviceHotKeysSchema.shape),
  labels: versioned({ slots: z.array(deviceLabelSchema) }),
  texts: versioned(deviceTextsSchema.shape),
  params: versioned(deviceParamsSchema.shape),
  refused: z.array(deviceRefusalSchema),
});
export type DeviceState = z.infer<typeof deviceStateSchema>;

export const deviceChangesQuery = z.object({
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  wait: z.coerce.number().int().min(0).max(DEVICE_WAIT_MAX_SECONDS).optional(),
});

export const deviceChangesSchema = z.object({
  since: int(),
  /** Pass it as the next `since`; equal to `since` when nothing changed. */
  version: int(),
  /** The scale must be resynced in full (it moved shop or model, or `since` is unknown): read the state. */
  full: z.boolean(),
  /** Someone asked for a push now (the console's button): sync at once, even a scale in back-off. */
  push: z.boolean(),
  /** Someone asked to verify now: read every PLU back and report an audit (issue 25 §4). */
  verify: z.boolean(),
  plus: z.array(devicePluSchema),
  removed_plus: z.array(int()),
  /** The whole layout when any key changed, else null. */
  hot_keys: deviceHotKeysSchema.nullable(),
  labels: z.array(deviceLabelSchema),
  removed_label_slots: z.array(int()),
  texts: deviceTextsSchema.nullable(),
  params: deviceParamsSchema.nullable(),
  refused: z.array(deviceRefusalSchema),
});
export type DeviceChanges = z.infer<typeof deviceChangesSchema>;

export const SYNC_STATES = ['in_step', 'pushing', 'unreachable', 'error'] as const;

export const deviceStatusBody = z.object({
  state: z.enum(SYNC_STATES),
  /** Records pushed so far in the running push, of `total`. */
  pushed: z.number().int().min(0).max(1_000_000).optional(),
  total: z.number().int().min(0).max(1_000_000).optional(),
  /** The version the scale now holds in full (with `state: in_step`, a finished sync). */
  acknowledged_version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** The finished sync was a full resync (else a delta). */
  full: z.boolean().optional(),
  error: z.string().max(1000).optional(),
  firmware: z.string().max(100).optional(),
});
export type DeviceStatusBody = z.infer<typeof deviceStatusBody>;

/** A scale's sync state as the console reads it in the scale answer; null before its first contact. */
export const scaleSyncSchema = z.object({
  state: z.enum(SYNC_STATES).nullable(),
  /** When the state last changed ("unreachable since …"). */
  state_since: z.string().nullable(),
  last_contact: z.string(),
  /** The later of the last full and the last delta sync. */
  last_sync: z.string().nullable(),
  last_full_sync: z.string().nullable(),
  last_delta_sync: z.string().nullable(),
  acknowledged_version: int().nullable(),
  /** What the scale should hold: in step when acknowledged_version equals it. */
  version: int(),
  pushed: int().nullable(),
  total: int().nullable(),
  error: z.string().nullable(),
  error_time: z.string().nullable(),
  firmware: z.string().nullable(),
  /** When the scale's sales last reached the server. */
  last_sales_upload: z.string().nullable(),
});
export type ScaleSync = z.infer<typeof scaleSyncSchema>;

/** A goods item on its scales: `acknowledged` of `scales.length` hold its latest change. */
export const goodsSyncSchema = z.object({
  goods_id: int(),
  acknowledged: int(),
  scales: z.array(
    z.object({
      scale_id: int(),
      scale_name: z.string(),
      shop_name: z.string(),
      /** The scale acknowledged the goods item as it is now. */
      acknowledged: z.boolean(),
      state: z.enum(SYNC_STATES).nullable(),
    }),
  ),
});
export type GoodsSync = z.infer<typeof goodsSyncSchema>;

/** How a difference found by read-back is handled: resent at once (default), or only reported. */
export const AUDIT_REPAIR_MODES = ['auto', 'report'] as const;
export type AuditRepairMode = (typeof AUDIT_REPAIR_MODES)[number];
/** The most differing PLUs one audit report carries (the rest are counted, not listed). */
export const AUDIT_DIFFERENCES_MAX = 500;

/**
 * One PLU that differs: `differs` (the scale holds other values), `missing` (the console has it, the
 * scale holds nothing under its number), `unexpected` (the scale holds a PLU the console does not).
 */
export const auditDifferenceSchema = z.object({
  plu: z.number().int().min(1).max(999_999),
  kind: z.enum(['differs', 'missing', 'unexpected']),
  /** The goods name (as the console has it, else as the scale does), for people. */
  name: z.string().max(200).default(''),
  fields: z
    .array(
      z.object({
        /** A PLU record field (packages/tm-protocol PluRecord): unit_price, name1, tare, … */
        field: z.string().max(40),
        scale: z.string().max(400).nullable(),
        console: z.string().max(400).nullable(),
      }),
    )
    .max(40)
    .default([]),
});
export type AuditDifference = z.infer<typeof auditDifferenceSchema>;

export const deviceAuditBody = z.object({
  /** PLUs read back in this audit, and how many of them hold what the console says. */
  checked: z.number().int().min(0).max(1_000_000),
  matched: z.number().int().min(0).max(1_000_000),
  /** Every PLU of the scale was read (a whole verification), else a rolling sample. */
  full: z.boolean().default(false),
  /** The version of what the scale should hold that the audit compared against. */
  version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  differences: z.array(auditDifferenceSchema).max(AUDIT_DIFFERENCES_MAX).default([]),
  /** The bridge already resent the differing PLUs and read them back matching. */
  repaired: z.boolean().default(false),
});
export type DeviceAuditBody = z.infer<typeof deviceAuditBody>;

export const deviceAuditAnswer = z.object({
  audit_id: int(),
  /** Resend the differing PLUs now (the company's setting: `auto`), or only report (`report`). */
  repair: z.boolean(),
});
export type DeviceAuditAnswer = z.infer<typeof deviceAuditAnswer>;

/** A scale's read-back state as the console shows it (scale page). */
export const scaleAuditSchema = z.object({
  /** The latest audit: its differences, if any, are what the scale holds unlike the console. */
  last: z
    .object({
      id: int(),
      checked_time: z.string(),
      checked: int(),
      matched: int(),
      full: z.boolean(),
      repaired: z.boolean(),
      differences: z.array(auditDifferenceSchema),
      /** Differences beyond those listed. */
      more: int(),
    })
    .nullable(),
  /** The latest whole verification: "verified 12 min ago, 1,234 of 1,234 PLUs match". */
  verified: z.object({ checked_time: z.string(), checked: int(), matched: int() }).nullable(),
  repair_mode: z.enum(AUDIT_REPAIR_MODES),
  /** A verification was asked for and the bridge has not answered it yet. */
  verify_requested: z.boolean(),
});
export type ScaleAudit = z.infer<typeof scaleAuditSchema>;

export const deviceReportSchema = z.object({
  scale_id: int(),
  sync: scaleSyncSchema.nullable(),
  /** What the scale should hold now (compare with sync.acknowledged_version). */
  version: int(),
  /** Goods, labels or texts the codec cannot encode for the scale: never sent, named by field (and by name). */
  refused: z.array(deviceRefusalSchema),
  /**
   * Goods whose name has a line longer than the scale's model takes: sent with that line cut
   * (`sent`), since a scale answers a longer name with silence.
   */
  names_cut: z.array(deviceNameCutSchema),
  /** Read-back audits (issue 25 §4). */
  audit: scaleAuditSchema,
  /** Where the scale listens on the shop's LAN. */
  lan_host: z.string().nullable(),
  lan_port: int(),
});
export type DeviceReport = z.infer<typeof deviceReportSchema>;

export const devicesApi = defineApi(devicesPaths, {
  state: { headers: deviceHeaders, response: deviceStateSchema },
  changes: { headers: deviceHeaders, query: deviceChangesQuery, response: deviceChangesSchema },
  status: { headers: deviceHeaders, body: deviceStatusBody, response: scaleSyncSchema },
  rotateCredential: {
    params: idParams,
    response: z.object({ scale_id: int(), device_credential: z.string() }),
  },
  requestSync: {
    params: idParams,
    body: z.object({ full: z.boolean().default(false) }),
    response: scaleSyncSchema.nullable(),
  },
  goodsSync: { params: idParams, response: goodsSyncSchema },
  audit: { headers: deviceHeaders, body: deviceAuditBody, response: deviceAuditAnswer },
  requestVerify: { params: idParams, response: scaleAuditSchema },
  report: { params: idParams, response: deviceReportSchema },
});
