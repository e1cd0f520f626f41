import { createCipheriv } from 'node:crypto';
import { basic } from './request-api';
import { expect, type Page } from './test';

/*
 * Opening a console page already signed in, without the sign-in page and the dashboard on the way:
 * each is a whole load of the console on a two-core machine, and sign-in.spec.ts and dashboard.spec.ts
 * test both. The session is the one the sign-in page would store (SPEC §3: the user info AES-ECB
 * encrypted under the console's key, the token record beside it), made by the same API call.
 */

const STORED_INFO_KEY = 'dahuaScale@2026!';

/** What apps/console/src/services/storage.ts's encrypt makes (AES-128-ECB, PKCS#7, base64). */
function encryptInfo(text: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(STORED_INFO_KEY, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

type Account = { username: string; password: string };

/**
 * Signs `account` in through the API, stores its session in the page's origin before the console's
 * first script runs (once per tab, so a sign-out later in the test stays signed out), and opens
 * `path`. `language` ('ch' or 'en') is the console's language setting, kept on every load.
 */
export async function openSignedIn(
  page: Page,
  account: Account,
  path: string,
  options: { language?: 'ch' | 'en' } = {},
): Promise<void> {
  const response = await page.request.post('/api/management/users/login/password', {
    headers: { authorization: basic(account.username, account.password) },
  });
  const body = await response.json();
  expect(body.code, `sign-in of ${account.username}: ${body.msg}`).toBe(1);
  const info = body.data as { token: string; expiration: string };
  await page.addInitScript(
    ({ userInfo, token, language }) => {
      if (language) localStorage.setItem('lange', language);
      if (sessionStorage.getItem('e2e.session-stored')) return;
      sessionStorage.setItem('e2e.session-stored', '1');
      localStorage.setItem('dahua.userInfo', userInfo);
      localStorage.setItem('dahua.token', token);
    },
    {
      userInfo: encryptInfo(JSON.stringify(info)),
      token: JSON.stringify({ token: info.token, expiration: info.expiration }),
      language: options.language,
    },
  );
  await page.goto(path);
}
