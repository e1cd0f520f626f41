import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useNavigate } from 'react-router';
import { isAdministrator, needsPhoneBinding } from '../access/roles';
import { connectUi } from '../api/client';
import { askForFiguresEarly } from '../api/dashboard';
import RouteGuard from '../components/RouteGuard';
import { useFeedback } from '../feedback/feedback';
import { loadConsoleTexts } from '../i18n';
import { getSession, useSession } from '../session';
import { homePathFor } from './access';
import { loadMenuIcons } from './menuIcons';
import { consoleRoutes, loadDashboardPage, preloadDashboardPage } from './routeTable';
import type { ConsoleRoute } from './types';

const DASHBOARD_PATHS = new Set(['/project', '/project/dashboard', '/admin', '/admin/dashboard']);
/**
 * When the page being opened is the dashboard: its code and its figures are asked for together with
 * the frame's code, not one after the other (the page's chunk once the frame has rendered, the
 * figures once the page has): two round trips and a render fewer before its largest paint.
 */
function dashboardAlongside() {
  const info = getSession();
  if (!info || needsPhoneBinding(info) || !DASHBOARD_PATHS.has(window.location.pathname)) return;
  preloadDashboardPage(); // a failure: the route asks again
  if (isAdministrator(info) || info.company_info) askForFiguresEarly();
}

// The layout shows the menu's icons and its pages the console's own texts: all load before it renders.
const loadConsoleLayout = () =>
  Promise.all([
    import('../layouts/ConsoleLayout'),
    loadMenuIcons(),
    loadConsoleTexts(),
    import('../api/queryClient'),
  ]).then(([layout, , , queries]) => ({ default: queries.withQueries(layout.default) }));
/** A page outside the frame that reads through the query cache: it loads with the cache's code. */
function lazyWithQueries<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    Promise.all([load(), import('../api/queryClient')]).then(([page, queries]) => ({
      default: queries.withQueries(page.default),
    })),
  );
}
/**
 * A lazy component that renders at once, without suspending, once `preload()` has resolved: the
 * sign-in view's and the frame's, which main.tsx loads before the first render when the page came
 * pre-rendered. `warm`: what preload() loads, when it is to do less than the lazy route's `load`.
 */
function preloadable(
  load: () => Promise<{ default: ComponentType }>,
  warm: () => Promise<{ default: ComponentType }> = load,
) {
  let Loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  const Component = () => (Loaded ? <Loaded /> : <Lazy />);
  const preload = () =>
    warm().then((module) => {
      Loaded = module.default;
    });
  return Object.assign(Component, { preload });
}
const ConsoleLayout = preloadable(() => {
  dashboardAlongside();
  return loadConsoleLayout();
}, loadConsoleLayout);
/**
 * The frame (and the dashboard, when it is the page) loaded for a first render that shows it at
 * once over the frame painted from the HTML (main.tsx, dist/frame.html), the dashboard with it in
 * the same first render (routeTable.tsx's DashboardPage renders its loaded code without suspending).
 * The figures are not asked for early here (dashboardAlongside), but by the page as it first renders:
 * an early answer could come before the app is up, and a session found revoked would then end with
 * the browser's plain alert instead of the console's dialog (e2e layout.spec.ts). The page's code
 * is here by then (the page asked for it), so the figures go out as soon as they would have.
 */
export const preloadFrame = (): Promise<unknown> =>
  Promise.all([
    ConsoleLayout.preload(),
    DASHBOARD_PATHS.has(window.location.pathname) && loadDashboardPage(),
  ]);
const SignLayout = preloadable(() => import('../layouts/SignLayout'));
const LoginPage = preloadable(() => import('../pages/sign/LoginPage'));
/** The layout and page of /sign/login, for a first render that shows them at once (main.tsx). */
export const preloadSignIn = (): Promise<void> =>
  Promise.all([SignLayout.preload(), LoginPage.preload()]).then(() => undefined);
const BindPhonePage = lazy(() => import('../pages/sign/BindPhonePage'));
const BindWechatPage = lazy(() => import('../pages/sign/BindWechatPage'));
const WechatCallbackPage = lazy(() => import('../pages/sign/WechatCallbackPage'));
const AnnouncementsPage = lazyWithQueries(() => import('../pages/sign/AnnouncementsPage'));
const ErrorPage = lazy(() => import('../pages/errors/ErrorPage'));
const QrDetailPage = lazy(() => import('../pages/external/QrDetailPage'));
const RegisterScalePage = lazyWithQueries(() => import('../pages/scale-registration/RegisterScalePage'));
const AuthorizeScalePage = lazyWithQueries(() => import('../pages/scale-registration/AuthorizeScalePage'));

/** Hands antd's modal/message and the router's navigation to the request layer. */
function Root() {
  const { modal, message } = useFeedback();
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    connectUi(
      {
        dialog: (title, content, onOk) => modal.error({ title, content, okText: t('common.ok'), onOk }),
        toast: (content) => void message.error(content),
      },
      (path) => navigate(path, { replace: true }),
    );
  }, [modal, message, navigate, t]);
  return (
    <Suspense fallback={t('common.loading')}>
      <Outlet />
    </Suspense>
  );
}

/** /console: the role redirect of SPEC §2.1 (the site owns `/`). */
function RoleRedirect() {
  return <Navigate to={homePathFor(useSession())} replace />;
}

/** Every page of the route table, each behind its guard, keyed by its full chain. */
function tableRoutes(routes: ConsoleRoute[], parents: ConsoleRoute[] = []): RouteObject[] {
  return routes.flatMap((route) => {
    const chain = [...parents, route];
    const own: RouteObject[] = route.page
      ? [
          {
            path: route.path,
            element: (
              <RouteGuard chain={chain}>
                <route.page route={route} />
              </RouteGuard>
            ),
          },
        ]
      : [];
    return [...own, ...tableRoutes(route.children ?? [], chain)];
  });
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      {
        path: '/sign',
        element: <SignLayout />,
        children: [
          { index: true, element: <Navigate to="/sign/login" replace /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'bind/phone', element: <BindPhonePage /> },
          { path: 'bind/wechat', element: <BindWechatPage /> },
          { path: 'callback', element: <WechatCallbackPage /> },
          { path: 'gonggao', element: <AnnouncementsPage /> },
        ],
      },
      { path: '/console', element: <RoleRedirect /> },
      { path: '/404', element: <ErrorPage status={404} /> },
      { path: '/500', element: <ErrorPage status={500} /> },
      { path: '/page/scales/register', element: <RegisterScalePage /> },
      { path: '/page/scales/authorize', element: <AuthorizeScalePage /> },
      { path: '/external/qrdetail/:id', element: <QrDetailPage /> },
      {
        element: <ConsoleLayout />,
        children: [
          { path: '/project', element: <Navigate to="/project/dashboard" replace /> },
          { path: '/admin', element: <Navigate to="/admin/dashboard" replace /> },
          { path: '/inspect', element: <Navigate to="/inspect/fleet" replace /> },
          // Inside the frame: the menu stays, and the way back home with it.
          { path: '/403', element: <ErrorPage status={403} /> },
          ...tableRoutes(consoleRoutes),
          { path: '/project/*', element: <ErrorPage status={404} /> },
          { path: '/admin/*', element: <ErrorPage status={404} /> },
          { path: '/inspect/*', element: <ErrorPage status={404} /> },
        ],
      },
      { path: '*', element: <ErrorPage status={404} /> },
    ],
  },
]);
