import type { UserInfo } from '@dahua/shared';
import { credentialsAuthorization } from '../services/request';
import type { ConsoleConfig } from '../services/storage';
import { requestData } from './client';

export function loginWithPassword(identifier: string, password: string): Promise<UserInfo> {
  return requestData<UserInfo>('/api/management/users/login/password', {
    method: 'POST',
    withoutToken: true,
    authorization: credentialsAuthorization(identifier, password),
  });
}

export function fetchUserInfo(): Promise<UserInfo> {
  return requestData<UserInfo>('/api/management/users/info');
}

export function logout(): Promise<null> {
  return requestData<null>('/api/management/users/logout', { method: 'POST', silent: true });
}

export function fetchConsoleConfig(): Promise<ConsoleConfig> {
  return requestData<ConsoleConfig>('/api/management/system/config', { withoutToken: true, silent: true });
}
