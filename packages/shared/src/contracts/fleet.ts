import { z } from 'zod';
import { fleetPaths } from '../paths/fleet.js';
import { VERIFICATION_STATUSES } from '../verification.js';
import { fileAnswer, idParams, idText, pageOf, pageQuery } from './common.js';
import { defineApi } from './define.js';
import { SYNC_STATES } from './devices.js';
import { WORK_ORDER_STATUSES, WORK_ORDER_TYPES } from './work-orders.js';

/**
 * The maker's fleet (issue 27 §1). A scale is *online* when its bridge last spoke for it within
 * FLEET_ONLINE_SECONDS (scale_sync_status.last_contact: the bridge's status, state and change calls
 * note it, about every 25 s while it runs; an unreachable scale is still reported, so online means
 * "its bridge is running", and `sync_state` says whether the scale answers it).
 */
export const FLEET_ONLINE_SECONDS = 300;

/** A scale's sync state as the fleet filters it: the bridge's last report, or `never` reported. */
export const FLEET_SYNC_STATES = [...SYNC_STATES, 'never'] as const;
export type FleetSyncState = (typeof FLEET_SYNC_STATES)[number];

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const fleetFilters = z.object({
  company_id: idText.optional(),
  shop_id: idText.optional(),
  model_code: z.string().trim().max(30).optional(),
  /** The bridge spoke for the scale within FLEET_ONLINE_SECONDS (true) or not (false). */
  online: flag.optional(),
  sync_state: z.enum(FLEET_SYNC_STATES).optional(),
  /** On the shop's calendar day (packages/shared verificationStatusOf). */
  verification_status: z.enum(VERIFICATION_STATUSES).optional(),
  has_open_work_orders: flag.optional(),
  retired: flag.optional(),
  /** Scale, company or shop name contains this. */
  name: z.string().trim().max(60).optional(),
  /** The software identification as the bridge read it or as a person entered it contains this. */
  software: z.string().trim().max(60).optional(),
});
export type FleetFilters = z.output<typeof fleetFilters>;

export const fleetListQuery = pageQuery.extend(fleetFilters.shape);

const named = z.object({ id: z.number().int(), name: z.string() });

export const fleetScaleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  model_code: z.string(),
  company: named,
  shop: named,
  online: z.boolean(),
  /** The bridge's last report of the scale; null before any. */
  sync_state: z.enum(SYNC_STATES).nullable(),
  /** The bridge's last word about the scale (any call). */
  last_contact: z.string().nullable(),
  /** Last in step: now-ish while in step, else its last finished full or delta sync. */
  last_in_step: z.string().nullable(),
  last_sales_upload: z.string().nullable(),
  /** Software identification exactly as the bridge read it and as a person entered it; null when none. */
  software: z.object({ read: z.string().nullable(), entered: z.string().nullable() }),
  verification: z.object({
    status: z.enum(VERIFICATION_STATUSES),
    verified_on: z.string().nullable(),
    next_due_on: z.string().nullable(),
    body: z.string().nullable(),
  }),
  /** Work orders not closed or cancelled. */
  open_work_orders: z.number().int(),
  retired_time: z.string().nullable(),
});
export type FleetScale = z.infer<typeof fleetScaleSchema>;

const count = z.number().int();
export const fleetSummarySchema = z.object({
  total: count,
  online: count,
  offline: count,
  with_open_work_orders: count,
  /** Per verification status, under every filter but the status itself. */
  by_status: z.object({ valid: count, due: count, overdue: count, failed: count, never: count }),
});
export type FleetSummary = z.infer<typeof fleetSummarySchema>;

export const fleetScaleDetailSchema = fleetScaleSchema.extend({
  /** The zone of the shop's calendar (verification days are its days). */
  time_zone: z.string(),
  sync: z.object({
    state_since: z.string().nullable(),
    last_full_sync: z.string().nullable(),
    last_delta_sync: z.string().nullable(),
    /** The bridge's last sync error with its time (only the latest is kept). */
    error: z.string().nullable(),
    error_time: z.string().nullable(),
  }),
  /** The shop's bridges that drive this scale (all of the shop's when none names it). */
  bridges: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      version: z.string(),
      online: z.boolean(),
      last_seen: z.string().nullable(),
    }),
  ),
  /** The latest 20 work orders of the scale, newest first. */
  work_orders: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      type: z.enum(WORK_ORDER_TYPES),
      status: z.enum(WORK_ORDER_STATUSES),
      title: z.string(),
      created_time: z.string(),
    }),
  ),
});
export type FleetScaleDetail = z.infer<typeof fleetScaleDetailSchema>;

export const fleetApi = defineApi(fleetPaths, {
  scales: { query: fleetListQuery, response: pageOf(fleetScaleSchema) },
  summary: { query: fleetFilters, response: fleetSummarySchema },
  export: { query: fleetFilters, response: fileAnswer },
  scale: { params: idParams, response: fleetScaleDetailSchema },
});
