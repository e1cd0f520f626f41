import type { AuditDifference, ScaleAudit } from '../../api/devices';

/** How long ago, as a key under `devices.audit` and its values: just now, n min, n h, else the time itself. */
export function agoWords(
  iso: string,
  now: Date,
  time: (iso: string) => string,
): { key: 'justNow' | 'minutesAgo' | 'hoursAgo' | 'at'; values: Record<string, string | number> } {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (Number.isNaN(minutes)) return { key: 'at', values: { time: iso } };
  if (minutes < 1) return { key: 'justNow', values: {} };
  if (minutes < 60) return { key: 'minutesAgo', values: { count: minutes } };
  if (minutes < 24 * 60) return { key: 'hoursAgo', values: { count: Math.floor(minutes / 60) } };
  return { key: 'at', values: { time: time(iso) } };
}

/** How many PLUs the latest audit found differing (those listed and those only counted). */
export function differingCount(audit: ScaleAudit): number {
  return audit.last ? audit.last.differences.length + audit.last.more : 0;
}

/**
 * What became of the differences (a key under `devices.audit`): repaired by the bridge, being
 * resent (the company repairs automatically), or only reported (push to repair).
 */
export function repairWords(audit: ScaleAudit): 'repaired' | 'repairing' | 'reportOnly' {
  if (audit.last?.repaired) return 'repaired';
  return audit.repair_mode === 'auto' ? 'repairing' : 'reportOnly';
}

/** One table row per differing field; a PLU missing on either side is one row of its own. */
export type DifferenceRow = {
  key: string;
  plu: number;
  name: string;
  kind: AuditDifference['kind'];
  field: string | null;
  scale: string | null;
  console: string | null;
  /** The rows of this PLU on the first of them (its cell spans them), 0 on the others. */
  span: number;
};

export function differenceRows(differences: readonly AuditDifference[]): DifferenceRow[] {
  return differences.flatMap((difference): DifferenceRow[] => {
    const base = { plu: difference.plu, name: difference.name, kind: difference.kind };
    if (difference.fields.length === 0)
      return [{ ...base, key: `${difference.plu}`, field: null, scale: null, console: null, span: 1 }];
    return difference.fields.map((field, index) => ({
      ...base,
      key: `${difference.plu}:${index}`,
      field: field.field,
      scale: field.scale,
      console: field.console,
      span: index === 0 ? difference.fields.length : 0,
    }));
  });
}
