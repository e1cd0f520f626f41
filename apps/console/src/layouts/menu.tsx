import type { UserInfo } from '@dahua/shared';
import type { MenuProps } from 'antd';
import type { ConsoleRoute } from '../routes/types';

type MenuItem = Required<MenuProps>['items'][number];

/** The sidebar items for a user: hidden entries and entries they may not open are left out. */
export function menuItems(routes: ConsoleRoute[], info: UserInfo, t: (key: string) => string): MenuItem[] {
  return routes
    .filter((route) => !route.hideInMenu && (!route.permission || route.permission(info)))
    .map((route) => {
      const children = route.children ? menuItems(route.children, info, t) : [];
      const label = t(`menu.${route.name}`);
      return children.length > 0
        ? { key: route.path, icon: route.icon, label, children }
        : { key: route.path, icon: route.icon, label };
    });
}
