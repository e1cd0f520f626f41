import type { DashboardFigures, dashboardApi } from '@dahua/shared/contracts/dashboard';
import { dashboardPaths } from '@dahua/shared/paths/dashboard';
import { clientFor } from './client';

/** The figures of the caller's company, or of all companies for administrators (null for company users). */
export type { DashboardFigures };

const dashboard = clientFor<typeof dashboardApi>(dashboardPaths);

export const fetchDashboard = () => dashboard.figures();
