import { requestData } from './client';

/** The figures of the caller's company, or of all companies for administrators (null for company users). */
export type DashboardFigures = {
  shops: number;
  scales: number;
  goods: number;
  members: number;
  companies: number | null;
  users: number | null;
  admins: number | null;
};

export function fetchDashboard(): Promise<DashboardFigures> {
  return requestData('/api/management/dashboard');
}
