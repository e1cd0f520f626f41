import type { DashboardFigures } from '../../api/dashboard';

/** A counter of the dashboard and the list it opens (null: no list to open for this caller); its title key. */
export type Counter = { name: CounterName; to: string | null; title?: string };
export type CounterName =
  | 'shops'
  | 'scales'
  | 'goods'
  | 'members'
  | 'companies'
  | 'users'
  | 'admins'
  | 'scalesThisMonth'
  | 'verificationsDue';
export type AttentionName = keyof DashboardFigures['attention'];

/** The counter's value in the answer. */
export function counterValue(figures: DashboardFigures | undefined, name: CounterName): number | null {
  if (!figures) return null;
  if (name === 'verificationsDue') return figures.verifications_due_this_month;
  return name === 'scalesThisMonth' ? figures.scales_registered_this_month : figures[name];
}

/**
 * Scales due for verification by the end of this month or overdue (issue 27), opening the scale list
 * with the same filter (`due_this_month`), so the figure and the list agree.
 */
const verificationsDue = (base: '/project' | '/admin'): Counter => ({
  name: 'verificationsDue',
  to: `${base}/scaleMng/scaleList?due_this_month=true`,
  title: 'scaleLegal.dashboard.due',
});

/** A company's counters; the member list only for owners and managers (as the menu has it). */
export function companyCounters(managesPeople: boolean): Counter[] {
  return [
    { name: 'shops', to: '/project/shopMng/shopList' },
    { name: 'scales', to: '/project/scaleMng/scaleList' },
    { name: 'goods', to: '/project/goodMng/goodList' },
    { name: 'members', to: managesPeople ? '/project/userMng/userList' : null },
    verificationsDue('/project'),
  ];
}

export const ADMIN_COUNTERS: Counter[] = [
  { name: 'companies', to: '/admin/companyMng/companyList' },
  { name: 'scalesThisMonth', to: '/admin/scaleMng/scaleList' },
  { name: 'users', to: '/admin/userMng/userList' },
  { name: 'admins', to: '/admin/adminMng/adminList' },
  { name: 'shops', to: '/admin/shopMng/shopList' },
  { name: 'scales', to: '/admin/scaleMng/scaleList' },
  verificationsDue('/admin'),
];

/** Where each attention item is dealt with (unread notices: the bell in the header). */
export function attentionLinks(base: '/project' | '/admin'): Record<AttentionName, string | null> {
  return {
    scales_unverified: `${base}/scaleMng/scaleList`,
    goods_off_scales: `${base}/goodMng/goodList`,
    // The stock pages live under /project for every role.
    stock_below_threshold: '/project/stockMng/stockOverview',
    scale_reports_open: `${base}/scaleMng/scaleReports?status=open`,
    notices_unread: null,
  };
}
