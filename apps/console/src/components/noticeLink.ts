/**
 * Where a notice leads when clicked: its `extra` when that is a console path of the company or
 * admin area (work orders, low stock), else nowhere. Only plain in-app paths count.
 */
export function noticeTarget(extra: string | null | undefined): string | null {
  const path = extra?.trim() ?? '';
  if (!/^\/(project|admin)\//.test(path)) return null;
  if (path.includes('//') || path.includes('\\') || /\s/.test(path)) return null;
  return path;
}
