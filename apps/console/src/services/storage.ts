import type { ConsoleConfig } from '@dahua/shared/contracts/system';
import type { UserInfo } from '@dahua/shared/contracts/users';
import { aesEcbDecrypt, aesEcbEncrypt } from './aes-ecb';

/**
 * The stored session (SPEC §3): user info AES-ECB encrypted in local storage, with separate
 * token and config records. The key ships with the console, so this only keeps the record
 * unreadable at a glance; the real protection is the server-side session behind the token.
 */
export const STORAGE_KEYS = {
  userInfo: 'dahua.userInfo',
  token: 'dahua.token',
  config: 'dahua.config',
  redirect: 'dahua.redirect',
} as const;

const KEY = 'dahuaScale@2026!';

export function encrypt(text: string): string {
  return aesEcbEncrypt(text, KEY);
}

export function decrypt(cipher: string): string {
  return aesEcbDecrypt(cipher, KEY);
}

export type TokenRecord = { token: string; expiration: string };
export type { ConsoleConfig };

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function saveLogin(info: UserInfo): void {
  localStorage.setItem(STORAGE_KEYS.userInfo, encrypt(JSON.stringify(info)));
  const record: TokenRecord = { token: info.token, expiration: info.expiration };
  localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(record));
}

/** The stored user info, or null when absent, unreadable or past its expiration. */
export function loadUserInfo(): UserInfo | null {
  const cipher = localStorage.getItem(STORAGE_KEYS.userInfo);
  if (!cipher) return null;
  try {
    const info = JSON.parse(decrypt(cipher)) as UserInfo;
    const token = loadToken();
    if (!token || token.token !== info.token || new Date(token.expiration).getTime() <= Date.now())
      return null;
    return info;
  } catch {
    return null;
  }
}

export function loadToken(): TokenRecord | null {
  return readJson<TokenRecord>(STORAGE_KEYS.token);
}

export function clearLogin(): void {
  localStorage.removeItem(STORAGE_KEYS.userInfo);
  localStorage.removeItem(STORAGE_KEYS.token);
}

export function saveConfig(config: ConsoleConfig): void {
  localStorage.setItem(STORAGE_KEYS.config, JSON.stringify(config));
}

export function loadConfig(): ConsoleConfig | null {
  return readJson<ConsoleConfig>(STORAGE_KEYS.config);
}

/** The location a signed-out visitor wanted; used once after sign-in. */
export function rememberLocation(path: string): void {
  sessionStorage.setItem(STORAGE_KEYS.redirect, path);
}

export function takeRememberedLocation(): string | null {
  const path = sessionStorage.getItem(STORAGE_KEYS.redirect);
  sessionStorage.removeItem(STORAGE_KEYS.redirect);
  return path;
}

/** The role from stored login data, which may hold role_type as a string or as JSON (SPEC §6). */
export function roleOf(info: Pick<UserInfo, 'role_type'> | null): string | null {
  if (!info) return null;
  const raw: unknown = info.role_type;
  if (Array.isArray(raw)) return typeof raw[0] === 'string' ? raw[0] : null;
  if (typeof raw !== 'string') return null;
  if (raw.startsWith('"') || raw.startsWith('[')) {
    try {
      return roleOf({ role_type: JSON.parse(raw) });
    } catch {
      return null;
    }
  }
  return raw;
}
