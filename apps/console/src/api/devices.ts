import type {
  AuditDifference,
  AuditRepairMode,
  DeviceReport,
  devicesApi,
  GoodsSync,
  ScaleAudit,
  ScaleSync,
} from '@dahua/shared/contracts/devices';
import { devicesPaths } from '@dahua/shared/paths/devices';
import { clientFor } from './client';

export type { AuditDifference, AuditRepairMode, DeviceReport, GoodsSync, ScaleAudit, ScaleSync };
export type DeviceRefusal = DeviceReport['refused'][number];

const devices = clientFor<typeof devicesApi>(devicesPaths);

/** The scale's sync state and what the codec refuses to send it (named by field). */
export const scaleDeviceReport = (scaleId: number) => devices.report({ params: { id: scaleId } });
/** Asks the scale's bridge to push now; `full` clears the scale and sends everything. */
export const requestScaleSync = (scaleId: number, full: boolean) =>
  devices.requestSync({ params: { id: scaleId }, body: { full } });
/** Asks the scale's bridge to read every PLU back and compare now; answers the audit state. */
export const requestScaleVerify = (scaleId: number) => devices.requestVerify({ params: { id: scaleId } });
/** A new device credential, answered once; the old one stops working at once. */
export const rotateScaleCredential = (scaleId: number) =>
  devices.rotateCredential({ params: { id: scaleId } });
/** Which scales hold a goods item and which of them acknowledged its latest change. Silent: polled. */
export const goodsSyncOf = (goodsId: number) =>
  devices.goodsSync({ params: { id: goodsId } }, { silent: true });
