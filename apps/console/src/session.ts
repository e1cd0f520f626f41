import type { UserInfo } from '@dahua/shared/contracts/users';
import { useSyncExternalStore } from 'react';
import { setDisplayZone } from './format/time';
import { clearLogin, loadUserInfo, saveLogin } from './services/storage';

/**
 * The signed-in user, readable from React (useSession) and from plain code (the request
 * layer ends the session on ERCO000001). Backed by the stored session of SPEC §3.
 */
let current: UserInfo | null = loadUserInfo();
setDisplayZone(current?.company_info?.time_zone);
const listeners = new Set<() => void>();

function publish(next: UserInfo | null): void {
  current = next;
  setDisplayZone(next?.company_info?.time_zone);
  for (const listener of listeners) listener();
}

export function getSession(): UserInfo | null {
  return current;
}

export function startSession(info: UserInfo): void {
  saveLogin(info);
  publish(info);
}

export function endSession(): void {
  clearLogin();
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): UserInfo | null {
  return useSyncExternalStore(subscribe, getSession);
}
