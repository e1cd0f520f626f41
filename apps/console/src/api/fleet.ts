import type { VerificationStatus } from '@dahua/shared';
import type { QueryOf } from '@dahua/shared/contracts/define';
import type {
  FleetScale,
  FleetScaleDetail,
  FleetSummary,
  FleetSyncState,
  fleetApi,
} from '@dahua/shared/contracts/fleet';
import { fleetPaths } from '@dahua/shared/paths/fleet';
import { clientFor, downloadFile } from './client';

export type { FleetScale, FleetScaleDetail, FleetSummary, FleetSyncState, VerificationStatus };

type FleetApi = typeof fleetApi;
export type FleetQuery = QueryOf<FleetApi['scales']>;
/** The list's filters without paging (the summary and the export take them). */
export type FleetFilterQuery = Omit<FleetQuery, 'page' | 'per_page'>;

/** The contract's value lists, as values (contracts are imported as types only); checked complete below. */
export const VERIFICATION_STATUS_LIST = [
  'valid',
  'due',
  'overdue',
  'failed',
  'never',
] as const satisfies readonly VerificationStatus[];
export const SYNC_STATE_LIST = [
  'in_step',
  'pushing',
  'unreachable',
  'error',
  'never',
] as const satisfies readonly FleetSyncState[];
const complete: [
  VerificationStatus extends (typeof VERIFICATION_STATUS_LIST)[number] ? true : never,
  FleetSyncState extends (typeof SYNC_STATE_LIST)[number] ? true : never,
] = [true, true];
void complete;

const fleet = clientFor<FleetApi>(fleetPaths);

export const listFleet = (query: FleetQuery) => fleet.scales({ query });
export const fleetSummary = (query: FleetFilterQuery) => fleet.summary({ query });
/** One scale; a missing or foreign one is left to the page (it says so in place). */
export const fleetScale = (id: number) => fleet.scale({ params: { id } }, { silent: true });
export const exportFleet = (query: FleetFilterQuery) =>
  downloadFile(fleetPaths.export, { query }, 'fleet.xlsx');
