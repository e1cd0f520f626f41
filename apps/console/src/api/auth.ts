import type { authApi } from '@dahua/shared/contracts/auth';
import type { systemApi } from '@dahua/shared/contracts/system';
import type { usersApi } from '@dahua/shared/contracts/users';
import { authPaths } from '@dahua/shared/paths/auth';
import { systemPaths } from '@dahua/shared/paths/system';
import { usersPaths } from '@dahua/shared/paths/users';
import { credentialsAuthorization } from '../services/request';
import { clientFor } from './client';

const auth = clientFor<typeof authApi>(authPaths);
const users = clientFor<typeof usersApi>(usersPaths);
const system = clientFor<typeof systemApi>(systemPaths);

/** Signs in with a username (or bound phone) and password, sent as Basic credentials. */
export const loginWithPassword = (identifier: string, password: string) =>
  auth.loginWithPassword(
    {},
    { withoutToken: true, authorization: credentialsAuthorization(identifier, password) },
  );

export const fetchUserInfo = () => users.info();

/** Revokes the token in use. */
export const logout = () => auth.logout({}, { silent: true });

export const fetchConsoleConfig = () => system.config({}, { withoutToken: true, silent: true });
