import type { BodyOf, CallOutput, QueryOf } from '@dahua/shared/contracts/define';
import type {
  TransitionBody,
  WorkOrderAnswer as WorkOrder,
  WorkOrderAction,
  WorkOrderDetail,
  WorkOrderPriority,
  WorkOrderSettings,
  WorkOrderStatus,
  WorkOrderType,
  workOrdersApi,
} from '@dahua/shared/contracts/work-orders';
import { workOrdersPaths } from '@dahua/shared/paths/work-orders';
import { clientFor, downloadFile } from './client';

export type {
  TransitionBody,
  WorkOrder,
  WorkOrderAction,
  WorkOrderDetail,
  WorkOrderPriority,
  WorkOrderSettings,
  WorkOrderStatus,
  WorkOrderType,
};

type WorkOrdersApi = typeof workOrdersApi;
export type WorkOrderQuery = QueryOf<WorkOrdersApi['list']>;
/** The list's filters without paging (the export takes them). */
export type WorkOrderFilterQuery = Omit<WorkOrderQuery, 'page' | 'per_page'>;
export type WorkOrderPage = CallOutput<WorkOrdersApi['list']>;
export type WorkOrderStats = CallOutput<WorkOrdersApi['stats']>;
export type NewWorkOrder = BodyOf<WorkOrdersApi['submit']>;
export type TimelineEntry = WorkOrderDetail['timeline'][number];
export type Photo = { img_url: string };

/** The contract's value lists, as values (contracts are imported as types only); each is checked complete below. */
export const STATUSES = [
  'new',
  'accepted',
  'in_progress',
  'waiting',
  'resolved',
  'closed',
  'cancelled',
] as const satisfies readonly WorkOrderStatus[];
export const OPEN_STATUSES = [
  'new',
  'accepted',
  'in_progress',
  'waiting',
  'resolved',
] as const satisfies readonly WorkOrderStatus[];
export const TYPES = [
  'repair',
  'installation',
  'calibration',
  'training',
  'consultation',
] as const satisfies readonly WorkOrderType[];
export const PRIORITIES = ['normal', 'urgent'] as const satisfies readonly WorkOrderPriority[];
/** The action buttons, in the order they show. */
export const ACTIONS = [
  'accept',
  'start',
  'wait',
  'resume',
  'resolve',
  'confirm',
  'reopen',
  'cancel',
] as const satisfies readonly WorkOrderAction[];
export const WAIT_REASONS = ['parts', 'customer'] as const;
export const MAX_PHOTOS = 9;
// A value added to the contract fails here until the console knows it.
const complete: [
  WorkOrderStatus extends (typeof STATUSES)[number] ? true : never,
  WorkOrderType extends (typeof TYPES)[number] ? true : never,
  WorkOrderPriority extends (typeof PRIORITIES)[number] ? true : never,
  WorkOrderAction extends (typeof ACTIONS)[number] ? true : never,
] = [true, true, true, true];
void complete;

const workOrders = clientFor<WorkOrdersApi>(workOrdersPaths);

export const listWorkOrders = (query: WorkOrderQuery) => workOrders.list({ query });
export const workOrderDetails = (id: number) => workOrders.one({ params: { id } });
/** Silent: the dialog shows a refusal (on its field). */
export const submitWorkOrder = (body: NewWorkOrder) => workOrders.submit({ body }, { silent: true });
/** A move; failures are left to the caller (a changed order is reloaded, not just reported). */
export const moveWorkOrder = (id: number, body: TransitionBody) =>
  workOrders.transition({ params: { id }, body }, { silent: true });
export const commentOnWorkOrder = (id: number, text: string, photos: Photo[]) =>
  workOrders.comment({ params: { id }, body: { text, photos } });
export const workOrderStats = (query: QueryOf<WorkOrdersApi['stats']> = {}) => workOrders.stats({ query });
export const workOrderSettings = () => workOrders.settings();
export const saveWorkOrderSettings = (body: WorkOrderSettings) => workOrders.editSettings({ body });
export const exportWorkOrders = (filters: WorkOrderFilterQuery) =>
  downloadFile(workOrdersPaths.export, { query: filters }, 'work-orders.xlsx');
