import type { WorkOrderAction } from '../../api/workOrders';

/** The refusal of a move on an order someone else changed since it was loaded ("reload"). */
export const VERSION_CHANGED = 'ERCO000901';

/** The stable error id of a failed call (`data.dahua_error` of its envelope), if any. */
export function errorIdOf(error: unknown): string | undefined {
  const envelope = (error as { envelope?: { data?: unknown } } | null)?.envelope;
  const data = envelope?.data as { dahua_error?: unknown } | null | undefined;
  return typeof data?.dahua_error === 'string' ? data.dahua_error : undefined;
}

/** What a move's dialog asks for. The server decides which moves are allowed; this only shapes the form. */
export type ActionNeeds = {
  assignee: boolean;
  waitFor: boolean;
  satisfaction: boolean;
  /** A note: required (a reason, what was done), optional, or not asked. */
  comment: 'required' | 'optional';
};

export function needsOf(action: WorkOrderAction): ActionNeeds {
  return {
    assignee: action === 'accept',
    waitFor: action === 'wait',
    satisfaction: action === 'confirm',
    comment:
      action === 'wait' || action === 'resolve' || action === 'cancel' || action === 'reopen'
        ? 'required'
        : 'optional',
  };
}

/** The console area of a path: `/admin/…` or `/project/…`. */
export const areaOf = (pathname: string): '/admin' | '/project' =>
  pathname.startsWith('/admin') ? '/admin' : '/project';

export const workOrderPath = (area: '/admin' | '/project', id: number) =>
  `${area}/workorderMng/workorderList/${id}`;

/** A span of minutes as days, hours and minutes (the largest two parts that are not zero). */
export function durationParts(minutes: number): { unit: 'd' | 'h' | 'm'; value: number }[] {
  const total = Math.max(0, Math.round(minutes));
  const parts = [
    { unit: 'd' as const, value: Math.floor(total / 1440) },
    { unit: 'h' as const, value: Math.floor((total % 1440) / 60) },
    { unit: 'm' as const, value: total % 60 },
  ];
  const first = parts.findIndex((part) => part.value > 0);
  if (first === -1) return [{ unit: 'm', value: 0 }];
  return parts.slice(first, first + 2).filter((part) => part.value > 0);
}
