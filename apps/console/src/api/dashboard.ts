import type { DashboardFigures, dashboardApi } from '@dahua/shared/contracts/dashboard';
import { dashboardPaths } from '@dahua/shared/paths/dashboard';
import { clientFor } from './client';

/** The figures of the caller's company, or of all companies for administrators (null for company users). */
export type { DashboardFigures };

const dashboard = clientFor<typeof dashboardApi>(dashboardPaths);

/** The figures asked for while the console's code loads (askForFiguresEarly), not yet taken. */
let early: Promise<DashboardFigures> | null = null;

/**
 * Asks for the figures at once, while the frame's and the dashboard's code are still on their way
 * (routes/router.tsx, when the dashboard is the page being opened), instead of after the page has
 * rendered: the dashboard's largest paint waits for them. Silent: the request layer's dialogs are
 * not connected yet; a failure is asked again, the ordinary way, by the page.
 */
export function askForFiguresEarly(): void {
  early = dashboard.figures({}, { silent: true });
  early.catch(() => undefined);
}

/** The figures: the early answer the first time, if one was asked for; else a request. */
export const fetchDashboard = (): Promise<DashboardFigures> => {
  const answer = early;
  early = null;
  return answer ? answer.catch(() => dashboard.figures()) : dashboard.figures();
};
