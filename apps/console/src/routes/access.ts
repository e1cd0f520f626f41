import { isAdministrator, isCompanyUser, isInspector } from '@dahua/shared';
import type { UserInfo } from '@dahua/shared/contracts/users';
import { matchPath } from 'react-router';
import { roleOf } from '../services/storage';
import type { ConsoleRoute } from './types';

export type Access = 'allow' | 'login' | 'forbidden';

/** The chain of table entries leading to a path (for the breadcrumb and the guard), or null. */
export function matchChain(routes: ConsoleRoute[], pathname: string): ConsoleRoute[] | null {
  for (const route of routes) {
    const inner = route.children ? matchChain(route.children, pathname) : null;
    if (inner) return [route, ...inner];
    if (route.page && matchPath({ path: route.path, end: true }, pathname)) return [route];
  }
  return null;
}

/**
 * Whether the signed-in user (or nobody) may open the last route of a chain: the nearest
 * roles in the chain must include the user's role, and every check in it must pass.
 */
export function accessTo(chain: ConsoleRoute[], info: UserInfo | null): Access {
  if (!info) return 'login';
  const role = roleOf(info);
  const roles = [...chain].reverse().find((r) => r.permissions?.roles)?.permissions?.roles;
  if (roles && !roles.some((r) => r === role)) return 'forbidden';
  if (chain.some((r) => r.permissions?.check && !r.permissions.check(info))) return 'forbidden';
  return 'allow';
}

/**
 * The home of a role (SPEC §2.1): USER → /project, administrators → /admin, inspectors → their
 * scales in /inspect (issue 27), otherwise /sign.
 */
export function homePathFor(info: UserInfo | null): string {
  const role = roleOf(info);
  if (isCompanyUser(role)) return '/project';
  if (isAdministrator(role)) return '/admin';
  if (isInspector(role)) return '/inspect/fleet';
  return '/sign';
}

/** Where to go after sign-in: the remembered location once, if this user may open it; else their home. */
export function afterSignInPath(routes: ConsoleRoute[], info: UserInfo, remembered: string | null): string {
  if (remembered) {
    const chain = matchChain(routes, remembered.split('?')[0] ?? '');
    if (chain && accessTo(chain, info) === 'allow') return remembered;
  }
  return homePathFor(info);
}
