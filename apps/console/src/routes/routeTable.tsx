import { ADMIN_ROLE_TYPES } from '@dahua/shared';
import type { UserInfo } from '@dahua/shared/contracts/users';
import { lazy, useState } from 'react';
import {
  canManageShops,
  isAdministrator,
  isCompanyManager,
  isInspector,
  isSiteEditor,
} from '../access/roles';
import { MenuIcon } from './menuIcons';
import type { ConsoleRoute } from './types';

type DashboardPageType = typeof import('../pages/dashboard/DashboardPage').default;
/** The dashboard's code once loaded: a page mounted after that renders it at once. */
let LoadedDashboardPage: DashboardPageType | undefined;
/** The dashboard's chunk (main.tsx waits for it before the first render when it is the first page). */
export const loadDashboardPage = () =>
  import('../pages/dashboard/DashboardPage').then((module) => {
    LoadedDashboardPage = module.default;
    return module;
  });
const LazyDashboardPage = lazy(loadDashboardPage);
/**
 * The dashboard, rendered at once when its code is in, not by a lazy component that suspends once
 * more: as the first page, it is then part of the app's first render (a transition, in slices),
 * not of a second, synchronous one after the frame's commit. Which of the two is chosen once per
 * mount, so the page is never remounted.
 */
function DashboardPage(props: { route: ConsoleRoute }) {
  const [Page] = useState(() => LoadedDashboardPage ?? LazyDashboardPage);
  return <Page {...props} />;
}
/** The dashboard's chunk, asked for with the frame's when the dashboard is the page being opened (router.tsx). */
export const preloadDashboardPage = (): void => void loadDashboardPage().catch(() => undefined);
const AnnouncementListPage = lazy(() => import('../pages/admin/AnnouncementListPage'));
const ShopListPage = lazy(() => import('../pages/shops/ShopListPage'));
const ShopManagePage = lazy(() => import('../pages/shops/ShopManagePage'));
const LabelDesignerPage = lazy(() => import('../pages/labels/LabelDesignerPage'));
const SelectorsTestPage = lazy(() => import('../pages/shops/SelectorsTestPage'));
const CompanyListPage = lazy(() => import('../pages/companies/CompanyListPage'));
const CompanyDetailPage = lazy(() => import('../pages/companies/CompanyDetailPage'));
const CompanyUserListPage = lazy(() => import('../pages/members/CompanyUserListPage'));
const CompanyAdminListPage = lazy(() => import('../pages/members/CompanyAdminListPage'));
const AdminUserListPage = lazy(() => import('../pages/members/AdminUserListPage'));
const AdminListPage = lazy(() => import('../pages/admins/AdminListPage'));
const AuditListPage = lazy(() => import('../pages/audit/AuditListPage'));
// The public site's enquiries (issue 30 §4): site editors and super administrators.
const LeadListPage = lazy(() => import('../pages/leads/LeadListPage'));
// The site editor (issue 30 §1): the list and the editors behind one import (pages/site/SitePage.tsx).
const SitePage = lazy(() => import('../pages/site/SitePage'));
const GoodsListPage = lazy(() => import('../pages/goods/GoodsListPage'));
const PriceChangeListPage = lazy(() => import('../pages/prices/PriceChangeListPage'));
const PriceListPage = lazy(() => import('../pages/prices/PriceListPage'));
const PriceListDetailPage = lazy(() => import('../pages/prices/PriceListDetailPage'));
const ScaleListPage = lazy(() => import('../pages/scales/ScaleListPage'));
const ScaleManagePage = lazy(() => import('../pages/scales/ScaleManagePage'));
const ScaleReportListPage = lazy(() => import('../pages/scale-reports/ScaleReportListPage'));
const TradeListPage = lazy(() => import('../pages/trades/TradeListPage'));
// Payments at the scale (issue 31 §4), beside the trade records they are matched to.
const PaymentListPage = lazy(() => import('../pages/payments/PaymentListPage'));
// The analyses load ECharts; each is its own chunk, so ECharts stays out of the first load.
const OrderAnalysisPage = lazy(() => import('../pages/analysis/OrderAnalysisPage'));
const SaleAnalysisPage = lazy(() => import('../pages/analysis/SaleAnalysisPage'));
const GoodAnalysisPage = lazy(() => import('../pages/analysis/GoodAnalysisPage'));
const GoodDetailPage = lazy(() => import('../pages/analysis/GoodDetailPage'));
const ShopAnalysisPage = lazy(() => import('../pages/analysis/ShopAnalysisPage'));
const ShopDetailPage = lazy(() => import('../pages/analysis/ShopDetailPage'));
const WorkOrderListPage = lazy(() => import('../pages/workorders/WorkOrderListPage'));
const WorkOrderDetailPage = lazy(() => import('../pages/workorders/WorkOrderDetailPage'));
// The maker's fleet (issue 27); the inspection console shows the same pages under /inspect.
const FleetListPage = lazy(() => import('../pages/fleet/FleetListPage'));
const FleetScalePage = lazy(() => import('../pages/fleet/FleetScalePage'));

const COMPANY_USER = ['USER'] as const;
const ADMINS = ADMIN_ROLE_TYPES;
/** Company people and administrators: everyone but inspectors, who see only /inspect. */
const EVERYONE = ['USER', ...ADMIN_ROLE_TYPES] as const;
const INSPECTORS = ['INSPECTOR'] as const;

const InspectorListPage = lazy(() => import('../pages/inspectors/InspectorListPage'));
// The inspection console (issue 27) reuses the fleet's and the reports' pages under /inspect.
const InspectFleetPage = lazy(() => import('../pages/inspect/InspectFleetPage'));
const InspectScalePage = lazy(() => import('../pages/inspect/InspectScalePage'));

/** A company's statistics menu follows its if_analysis_open switch; administrators always see it. */
const hasAnalysis = (info: UserInfo) => isAdministrator(info) || info.company_info?.if_analysis_open === 1;

const StockOverviewPage = lazy(() => import('../pages/stock/StockOverviewPage'));
const SupplierListPage = lazy(() => import('../pages/stock/SupplierListPage'));
const DocumentListPage = lazy(() => import('../pages/stock/DocumentListPage'));
const DocumentDetailPage = lazy(() => import('../pages/stock/DocumentDetailPage'));
const ShrinkPage = lazy(() => import('../pages/stock/ShrinkPage'));
const RecallListPage = lazy(() => import('../pages/recalls/RecallListPage'));
const RecallDetailPage = lazy(() => import('../pages/recalls/RecallDetailPage'));

/** The document lists of the stock menu and their detail pages (pages/stock/kinds.ts names the kind of each). */
const STOCK_DOCUMENTS = [
  ['importOrder', 'importOrderDetail'],
  ['importReceipt', 'importReceiptDetail'],
  ['importReturn', 'importReturnDetail'],
  ['exchangeList', 'exchangeDetail'],
  ['stockLoss', 'stockLossDetail'],
  ['stockCheck', 'stockCheckDetail'],
] as const;

/** Stock pages live under /project for everyone; the admin menu links to them (SPEC §2.3). */
const stockMenu: ConsoleRoute = {
  path: '/project/stockMng',
  name: 'stockMng',
  icon: <MenuIcon name="DatabaseOutlined" />,
  permissions: { roles: EVERYONE },
  children: [
    { path: '/project/stockMng/stockOverview', name: 'stockOverview', page: StockOverviewPage },
    { path: '/project/stockMng/shrink', name: 'stockShrink', page: ShrinkPage },
    { path: '/project/stockMng/supplierList', name: 'supplierList', page: SupplierListPage },
    { path: '/project/stockMng/recalls', name: 'recalls', page: RecallListPage },
    {
      path: '/project/stockMng/recalls/:id',
      name: 'recallDetail',
      page: RecallDetailPage,
      hideInMenu: true,
      showGoBack: true,
    },
    ...STOCK_DOCUMENTS.flatMap(([list, detail]): ConsoleRoute[] => [
      { path: `/project/stockMng/${list}`, name: list, page: DocumentListPage },
      {
        path: `/project/stockMng/${list}/:id`,
        name: detail,
        page: DocumentDetailPage,
        hideInMenu: true,
        showGoBack: true,
      },
    ]),
  ],
};

/** Sections both areas have, under their own base path. */
function commonSections(base: '/project' | '/admin'): ConsoleRoute[] {
  return [
    {
      path: `${base}/shopMng`,
      name: 'shopMng',
      icon: <MenuIcon name="ShopOutlined" />,
      children: [
        { path: `${base}/shopMng/shopList`, name: 'shopList', page: ShopListPage },
        {
          path: `${base}/shopMng/shopList/manage/:id`,
          name: 'shopManage',
          page: ShopManagePage,
          hideInMenu: true,
          showGoBack: true,
        },
        {
          path: `${base}/shopMng/shopList/manage/:id/labels/:labelId`,
          name: 'labelDesigner',
          page: LabelDesignerPage,
          hideInMenu: true,
          showGoBack: true,
          permissions: { check: canManageShops }, // owners, managers and administrators change shops' label templates
        },
      ],
    },
    {
      path: `${base}/goodMng`,
      name: 'goodMng',
      icon: <MenuIcon name="ShoppingOutlined" />,
      children: [
        { path: `${base}/goodMng/goodList`, name: 'goodList', page: GoodsListPage },
        // Scheduled price changes and promotions (issue 28 §2).
        { path: `${base}/goodMng/priceChanges`, name: 'priceChanges', page: PriceChangeListPage },
        // Price lists for groups of shops (issue 28 §1).
        { path: `${base}/goodMng/priceLists`, name: 'priceLists', page: PriceListPage },
        {
          path: `${base}/goodMng/priceLists/:id`,
          name: 'priceListDetail',
          page: PriceListDetailPage,
          hideInMenu: true,
          showGoBack: true,
        },
      ],
    },
    {
      path: `${base}/scaleMng`,
      name: 'scaleMng',
      icon: <MenuIcon name="AppstoreOutlined" />,
      children: [
        { path: `${base}/scaleMng/scaleList`, name: 'scaleList', page: ScaleListPage },
        {
          path: `${base}/scaleMng/scaleList/manage/:id`,
          name: 'scaleManage',
          page: ScaleManagePage,
          hideInMenu: true,
          showGoBack: true,
        },
        { path: `${base}/scaleMng/scaleReports`, name: 'scaleReports', page: ScaleReportListPage },
      ],
    },
  ];
}

function laterSections(base: '/project' | '/admin'): ConsoleRoute[] {
  return [
    {
      path: `${base}/tradeMng`,
      name: 'tradeMng',
      icon: <MenuIcon name="TransactionOutlined" />,
      children: [
        { path: `${base}/tradeMng/tradeList`, name: 'tradeList', page: TradeListPage },
        { path: `${base}/tradeMng/payments`, name: 'payments', page: PaymentListPage },
      ],
    },
    {
      path: `${base}/statsMng`,
      name: 'statsMng',
      icon: <MenuIcon name="BarChartOutlined" />,
      permissions: { check: hasAnalysis },
      children: [
        { path: `${base}/statsMng/orderAnalysis`, name: 'orderAnalysis', page: OrderAnalysisPage },
        { path: `${base}/statsMng/saleAnalysis`, name: 'saleAnalysis', page: SaleAnalysisPage },
        { path: `${base}/statsMng/goodAnalysis`, name: 'goodAnalysis', page: GoodAnalysisPage },
        {
          path: `${base}/statsMng/goodAnalysis/:id`,
          name: 'goodAnalysisDetail',
          page: GoodDetailPage,
          hideInMenu: true,
          showGoBack: true,
        },
        { path: `${base}/statsMng/shopAnalysis`, name: 'shopAnalysis', page: ShopAnalysisPage },
        {
          path: `${base}/statsMng/shopAnalysis/:id`,
          name: 'shopAnalysisDetail',
          page: ShopDetailPage,
          hideInMenu: true,
          showGoBack: true,
        },
      ],
    },
  ];
}

function workorderSection(base: '/project' | '/admin'): ConsoleRoute {
  return {
    path: `${base}/workorderMng`,
    name: 'workorderMng',
    icon: <MenuIcon name="ToolOutlined" />,
    children: [
      {
        path: `${base}/workorderMng/workorderProcessList`,
        name: 'workorderProcessList',
        page: WorkOrderListPage,
      },
      { path: `${base}/workorderMng/workorderList`, name: 'workorderList', page: WorkOrderListPage },
      {
        path: `${base}/workorderMng/workorderList/:id`,
        name: 'workorderDetail',
        page: WorkOrderDetailPage,
        hideInMenu: true,
        showGoBack: true,
      },
    ],
  };
}

/** The company area /project (SPEC §2.2). */
export const projectRoutes: ConsoleRoute[] = [
  {
    path: '/project',
    name: 'dashboard',
    permissions: { roles: COMPANY_USER },
    hideInMenu: true,
    children: [
      {
        path: '/project/dashboard',
        name: 'dashboard',
        icon: <MenuIcon name="DashboardOutlined" />,
        page: DashboardPage,
      },
      ...commonSections('/project'),
      stockMenu,
      ...laterSections('/project'),
      {
        path: '/project/userMng',
        name: 'userMng',
        icon: <MenuIcon name="TeamOutlined" />,
        permissions: { check: isCompanyManager }, // the company user-list menu: owners and managers only (SPEC §2.2, §6)
        children: [{ path: '/project/userMng/userList', name: 'userList', page: CompanyUserListPage }],
      },
      workorderSection('/project'),
      {
        path: '/project/adminMng',
        name: 'adminMng',
        icon: <MenuIcon name="SolutionOutlined" />,
        children: [{ path: '/project/adminMng/adminList', name: 'adminList', page: CompanyAdminListPage }],
      },
    ],
  },
];

/** The admin area /admin (SPEC §2.3). */
export const adminRoutes: ConsoleRoute[] = [
  {
    path: '/admin',
    name: 'dashboard',
    permissions: { roles: ADMINS },
    hideInMenu: true,
    children: [
      {
        path: '/admin/dashboard',
        name: 'dashboard',
        icon: <MenuIcon name="DashboardOutlined" />,
        page: DashboardPage,
      },
      {
        path: '/admin/companyMng',
        name: 'companyMng',
        icon: <MenuIcon name="BankOutlined" />,
        children: [
          { path: '/admin/companyMng/companyList', name: 'companyList', page: CompanyListPage },
          {
            path: '/admin/companyMng/companyList/manage/:id',
            name: 'companyManage',
            page: CompanyDetailPage,
            hideInMenu: true,
            showGoBack: true,
          },
        ],
      },
      ...commonSections('/admin'),
      {
        path: '/admin/fleet',
        name: 'fleet',
        icon: <MenuIcon name="ClusterOutlined" />,
        page: FleetListPage,
        children: [
          {
            path: '/admin/fleet/:id',
            name: 'fleetScale',
            page: FleetScalePage,
            hideInMenu: true,
            showGoBack: true,
          },
        ],
      },
      {
        ...stockMenu,
        permissions: undefined,
        children: stockMenu.children?.map((c) => ({ ...c, page: undefined })),
      },
      ...laterSections('/admin'),
      {
        path: '/admin/userMng',
        name: 'userMng',
        icon: <MenuIcon name="TeamOutlined" />,
        children: [{ path: '/admin/userMng/userList', name: 'userList', page: AdminUserListPage }],
      },
      workorderSection('/admin'),
      {
        path: '/admin/adminMng',
        name: 'adminMng',
        icon: <MenuIcon name="AuditOutlined" />,
        children: [{ path: '/admin/adminMng/adminList', name: 'adminList', page: AdminListPage }],
      },
      {
        path: '/admin/leads',
        name: 'leads',
        icon: <MenuIcon name="MessageOutlined" />,
        page: LeadListPage,
        permissions: { check: isSiteEditor },
      },
      {
        path: '/admin/site',
        name: 'site',
        icon: <MenuIcon name="SolutionOutlined" />,
        page: SitePage,
        permissions: { check: isSiteEditor },
        // The editors: /admin/site/settings, /admin/site/product/:key, /admin/site/page/:key.
        children: [
          {
            path: '/admin/site/:kind/:key?',
            name: 'siteItem',
            page: SitePage,
            hideInMenu: true,
            showGoBack: true,
          },
        ],
      },
      {
        path: '/admin/inspectorMng',
        name: 'inspectorMng',
        icon: <MenuIcon name="SafetyCertificateOutlined" />,
        children: [
          { path: '/admin/inspectorMng/inspectorList', name: 'inspectorList', page: InspectorListPage },
        ],
      },
      {
        path: '/admin/auditMng',
        name: 'auditMng',
        icon: <MenuIcon name="FileSearchOutlined" />,
        children: [{ path: '/admin/auditMng/auditList', name: 'auditList', page: AuditListPage }],
      },
      {
        path: '/admin/announcementMng',
        name: 'announcementMng',
        icon: <MenuIcon name="NotificationOutlined" />,
        children: [
          {
            path: '/admin/announcementMng/announcementList',
            name: 'announcementList',
            page: AnnouncementListPage,
          },
        ],
      },
      {
        path: '/admin/test',
        name: 'test',
        icon: <MenuIcon name="ExperimentOutlined" />,
        page: SelectorsTestPage,
        hideInMenu: true,
      },
    ],
  },
];

/**
 * The inspection console /inspect (issue 27): a market regulator's read-only view of the shops
 * assigned to it: the scales (the fleet's list and a scale's page with its verifications and
 * events) and the reports. Nothing else: /project and /admin refuse an inspector (403).
 */
export const inspectRoutes: ConsoleRoute[] = [
  {
    path: '/inspect',
    name: 'inspectFleet',
    permissions: { roles: INSPECTORS },
    hideInMenu: true,
    children: [
      {
        path: '/inspect/fleet',
        name: 'inspectFleet',
        icon: <MenuIcon name="AppstoreOutlined" />,
        page: InspectFleetPage,
      },
      {
        path: '/inspect/fleet/:id',
        name: 'inspectScale',
        page: InspectScalePage,
        hideInMenu: true,
        showGoBack: true,
      },
      {
        path: '/inspect/reports',
        name: 'inspectReports',
        icon: <MenuIcon name="MessageOutlined" />,
        page: ScaleReportListPage,
      },
    ],
  },
];

/**
 * Every guarded console route. The stock pages (roles: everyone) sit in the company area;
 * the admin menu holds links to them without pages of its own.
 */
export const consoleRoutes: ConsoleRoute[] = [...projectRoutes, ...adminRoutes, ...inspectRoutes];

/** The menu a signed-in user sees: administrators the admin area, inspectors the inspection area, company users the company area. */
export function menuRoutesFor(info: UserInfo | null): ConsoleRoute[] {
  const area = isAdministrator(info) ? adminRoutes : isInspector(info) ? inspectRoutes : projectRoutes;
  return area[0]?.children ?? [];
}
