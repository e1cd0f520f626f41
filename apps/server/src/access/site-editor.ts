import { isSiteEditor } from '@dahua/shared';
import { AppError } from '../errors/app-error.js';
import type { AuthContext } from './auth-context.js';

/**
 * The maker's site and its leads (issue 30): super administrators, and administrators a super
 * administrator made site editors. Everyone else, a company's people always, is answered 403.
 */
export function requireSiteEditor(auth: AuthContext): void {
  if (!isSiteEditor({ userRole: auth.user.roleType, siteEditor: auth.user.siteEditor }))
    throw new AppError('FORBIDDEN');
}
