import type { UserInfo } from '@dahua/shared/contracts/users';
import { needsPhoneBinding } from '../access/roles';
import { takeRememberedLocation } from '../services/storage';
import { afterSignInPath } from './access';
import { consoleRoutes } from './routeTable';

/**
 * Where a person goes once signed in (SPEC §4): first to phone binding when no phone is bound
 * (the remembered location waits for after it; not an inspector), else the remembered location
 * once, else home.
 */
export function landingAfterSignIn(info: UserInfo): string {
  if (needsPhoneBinding(info)) return '/sign/bind/phone';
  const remembered = takeRememberedLocation();
  // The scale pages outside the route table sign in inline; WeChat's callback returns to them.
  if (remembered && /^\/page\/scales\/(register|authorize)(\?|$)/.test(remembered)) return remembered;
  return afterSignInPath(consoleRoutes, info, remembered);
}
