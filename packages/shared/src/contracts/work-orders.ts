import { z } from 'zod';
import { workOrdersPaths } from '../paths/work-orders.js';
import { PHONE_PATTERN } from '../validation.js';
import { fileAnswer, idParams, idText, pageOf, pageQuery, rowId } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';
import { dateText } from './stock.js';

export const WORK_ORDER_TYPES = [
  'repair',
  'installation',
  'calibration',
  'training',
  'consultation',
] as const;
export type WorkOrderType = (typeof WORK_ORDER_TYPES)[number];
export const WORK_ORDER_PRIORITIES = ['normal', 'urgent'] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];
export const WORK_ORDER_STATUSES = [
  'new',
  'accepted',
  'in_progress',
  'waiting',
  'resolved',
  'closed',
  'cancelled',
] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
/** The statuses of an unfinished order (workorderProcessList). */
export const OPEN_STATUSES = ['new', 'accepted', 'in_progress', 'waiting', 'resolved'] as const;
export const WORK_ORDER_ACTIONS = [
  'accept',
  'cancel',
  'start',
  'wait',
  'resume',
  'resolve',
  'confirm',
  'reopen',
] as const;
export type WorkOrderAction = (typeof WORK_ORDER_ACTIONS)[number];
/** What a waiting order waits for: parts keep the resolution clock running, the customer pauses it. */
export const WAIT_REASONS = ['parts', 'customer'] as const;

export const WORK_ORDER_LIMITS = { title: 100, text: 2000, photos: 9, contact: 50 } as const;

const text = (max: number) => z.string().trim().max(max);
const photos = z.array(z.object({ img_url: z.string().max(500) })).max(WORK_ORDER_LIMITS.photos);

export const submitBody = z.object({
  scale_id: rowId,
  type: z.enum(WORK_ORDER_TYPES),
  priority: z.enum(WORK_ORDER_PRIORITIES).default('normal'),
  title: text(WORK_ORDER_LIMITS.title).min(1, { error: messageKey('workOrderTitleRequired') }),
  description: text(WORK_ORDER_LIMITS.text).default(''),
  photos: photos.default([]),
  contact_person: text(WORK_ORDER_LIMITS.contact).min(1, { error: messageKey('contactPersonRequired') }),
  contact_phone: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, { error: messageKey('phoneInvalid') }),
  /** When the shop would like the visit, as the person writes it ("weekday mornings"). */
  preferred_time: text(100).default(''),
});
export type SubmitBody = z.input<typeof submitBody>;

export const transitionBody = z.object({
  action: z.enum(WORK_ORDER_ACTIONS),
  /** The order's version the person saw: a move on a changed order is refused ("reload"). */
  version: z.number().int().min(0),
  comment: text(WORK_ORDER_LIMITS.text).optional(),
  photos: photos.optional(),
  /** accept: the engineer (an administrator). */
  assignee_id: rowId.optional(),
  /** wait: what the order waits for. */
  wait_for: z.enum(WAIT_REASONS).optional(),
  /** confirm: 1–5 stars. */
  satisfaction: z.number().int().min(1).max(5).optional(),
});
export type TransitionBody = z.input<typeof transitionBody>;

export const commentBody = z.object({
  text: text(WORK_ORDER_LIMITS.text).min(1, { error: messageKey('commentRequired') }),
  photos: photos.default([]),
});

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const workOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  scale: z.object({
    id: z.number().int(),
    name: z.string(),
    model_code: z.string(),
    scale_uuid: z.string().nullable(),
    registered: z.boolean(),
  }),
  type: z.enum(WORK_ORDER_TYPES),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  status: z.enum(WORK_ORDER_STATUSES),
  /** What a waiting order waits for; null otherwise. */
  wait_for: z.enum(WAIT_REASONS).nullable(),
  title: z.string(),
  description: z.string(),
  photos: z.array(z.object({ img_url: z.string() })),
  contact_person: z.string(),
  contact_phone: z.string(),
  preferred_time: z.string(),
  submitter: person,
  assignee: person,
  created_time: z.string(),
  accepted_time: z.string().nullable(),
  resolved_time: z.string().nullable(),
  closed_time: z.string().nullable(),
  /** Due to be accepted by; due to be resolved by (moved on by time spent waiting for the customer). */
  response_due: z.string(),
  resolution_due: z.string(),
  /** Past a due time not met. */
  overdue: z.boolean(),
  satisfaction: z.number().int().nullable(),
  satisfaction_comment: z.string(),
  version: z.number().int(),
  /** The moves the caller may make now. */
  actions: z.array(z.enum(WORK_ORDER_ACTIONS)),
});
export type WorkOrderAnswer = z.infer<typeof workOrderSchema>;

export const timelineEntry = z.object({
  id: z.number().int(),
  /** A move (its action, and the status it led from and to) or a comment (action null). */
  action: z.enum([...WORK_ORDER_ACTIONS, 'submit', 'auto_close']).nullable(),
  from_status: z.enum(WORK_ORDER_STATUSES).nullable(),
  to_status: z.enum(WORK_ORDER_STATUSES).nullable(),
  text: z.string(),
  photos: z.array(z.object({ img_url: z.string() })),
  author: person,
  /** The author's side: the shop's company or the maker's service. */
  side: z.enum(['company', 'service', 'system']),
  created_time: z.string(),
});

export const workOrderDetail = workOrderSchema.extend({ timeline: z.array(timelineEntry) });
export type WorkOrderDetail = z.infer<typeof workOrderDetail>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const workOrderFilters = z.object({
  /** `open` (workorderProcessList: not closed or cancelled) or `all`. */
  view: z.enum(['open', 'all']).default('all'),
  status: z.enum(WORK_ORDER_STATUSES).optional(),
  priority: z.enum(WORK_ORDER_PRIORITIES).optional(),
  type: z.enum(WORK_ORDER_TYPES).optional(),
  company_id: idText.optional(),
  shop_id: idText.optional(),
  scale_id: idText.optional(),
  assignee_id: idText.optional(),
  overdue: flag.optional(),
  date_from: dateText.optional(),
  date_to: dateText.optional(),
  /** Number or title. */
  search: text(100).optional(),
});
export type WorkOrderFilters = z.output<typeof workOrderFilters>;

export const workOrderListQuery = pageQuery.extend(workOrderFilters.shape);

const count = z.number().int();
/** Orders per status, every status present. */
export const statusCounts = z.object({
  new: count,
  accepted: count,
  in_progress: count,
  waiting: count,
  resolved: count,
  closed: count,
  cancelled: count,
});

export const workOrderStats = z.object({
  /** Orders per status, over every order in scope (the range does not apply). */
  by_status: statusCounts,
  overdue: z.number().int(),
  /** Resolved in the range, and their mean time from submission to resolution (minutes; null without any). */
  resolved: z.number().int(),
  mean_minutes_to_resolve: z.number().int().nullable(),
  mean_satisfaction: z.number().nullable(),
});

export const workOrderSettings = z.object({
  urgent_response_hours: z.number().int().min(1).max(720),
  urgent_resolution_hours: z.number().int().min(1).max(2160),
  normal_response_hours: z.number().int().min(1).max(720),
  normal_resolution_hours: z.number().int().min(1).max(2160),
});
export type WorkOrderSettings = z.infer<typeof workOrderSettings>;

export const workOrdersApi = defineApi(workOrdersPaths, {
  list: {
    query: workOrderListQuery,
    response: pageOf(workOrderSchema).extend({ counts: statusCounts }),
  },
  submit: { body: submitBody, response: workOrderDetail },
  stats: {
    query: z.object({
      date_from: dateText.optional(),
      date_to: dateText.optional(),
      company_id: idText.optional(),
    }),
    response: workOrderStats,
  },
  export: { query: workOrderFilters, response: fileAnswer },
  one: { params: idParams, response: workOrderDetail },
  transition: { params: idParams, body: transitionBody, response: workOrderDetail },
  comment: { params: idParams, body: commentBody, response: workOrderDetail },
  settings: { response: workOrderSettings },
  editSettings: { body: workOrderSettings, response: workOrderSettings },
});
