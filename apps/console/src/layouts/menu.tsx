import type { UserInfo } from '@dahua/shared/contracts/users';
import type { MenuProps } from 'antd';
import type { ConsoleRoute } from '../routes/types';

type MenuItem = Required<MenuProps>['items'][number];

/** The sidebar items for a user: hidden entries and entries they may not open are left out. */
export function menuItems(routes: ConsoleRoute[], info: UserInfo, t: (key: string) => string): MenuItem[] {
  return routes
    .filter((route) => !route.hideInMenu && (!route.permissions?.check || route.permissions.check(info)))
    .map((route) => {
      const children = route.children ? menuItems(route.children, info, t) : [];
      const label = t(`menu.${route.name}`);
      return children.length > 0
        ? { key: route.path, icon: route.icon, label, children }
        : { key: route.path, icon: route.icon, label };
    });
}

/** The visible entry to highlight: the longest menu path the location starts with (a detail page lights its list). */
export function selectedMenuKey(routes: ConsoleRoute[], pathname: string): string | undefined {
  let best: string | undefined;
  const visit = (list: ConsoleRoute[]) => {
    for (const route of list) {
      if (route.hideInMenu) continue;
      if (route.page && (pathname === route.path || pathname.startsWith(`${route.path}/`))) {
        if (!best || route.path.length > best.length) best = route.path;
      }
      visit(route.children ?? []);
    }
  };
  visit(routes);
  return best;
}

/** The groups holding the menu entry `key`, outermost first: the ones to open for the current page. */
export function groupsHolding(routes: ConsoleRoute[], key: string): string[] {
  for (const route of routes) {
    if (!route.children) continue;
    if (route.children.some((child) => child.path === key)) return [route.path];
    const inner = groupsHolding(route.children, key);
    if (inner.length > 0) return [route.path, ...inner];
  }
  return [];
}
