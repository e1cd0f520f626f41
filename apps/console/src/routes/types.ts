import type { UserRoleType } from '@dahua/shared';
import type { UserInfo } from '@dahua/shared/contracts/users';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { zh } from '../i18n/locales/zh';

export type MenuKey = keyof typeof zh.menu;
/** A page: lazy (its own chunk), or the dashboard's, which renders its loaded code at once (routeTable.tsx). */
export type PageComponent =
  | LazyExoticComponent<ComponentType<{ route: ConsoleRoute }>>
  | ((props: { route: ConsoleRoute }) => ReactNode);

/**
 * One entry of THE route table: it drives the router, the sidebar menu, the breadcrumb,
 * the guards and the i18n key of its title (`menu.<name>`).
 */
export type ConsoleRoute = {
  /** Absolute path; `:id` segments allowed. */
  path: string;
  name: MenuKey;
  icon?: ReactNode;
  page?: PageComponent;
  children?: ConsoleRoute[];
  /**
   * Who may open it (else /403). `roles`: children inherit the nearest ones set above them;
   * `check`: a further test of the signed-in user, which every entry along the path must pass.
   */
  permissions?: { roles?: readonly UserRoleType[]; check?: (info: UserInfo) => boolean };
  hideInMenu?: boolean;
  /** Shows a back button in the breadcrumb bar. */
  showGoBack?: boolean;
};
