import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { siteRenderer } from '../modules/site/renderer.js';
import { buildCompanyWith, buildUser, signIn } from './factories.js';
import { createTestApp, type TestApp, tokenHeader } from './harness.js';

/** The site's assets as the scratch build names them. */
export const SITE_TEST_ASSETS = {
  css: '/assets/site.test.css',
  js: '/assets/site.test.js',
  favicon: '/assets/favicon.svg',
};

/** The people the site's tests act as: a super administrator, a site editor, an administrator without the right, a company's owner. */
export type SiteTokens = {
  superToken: string;
  editorToken: string;
  plainToken: string;
  companyToken: string;
};

export type SiteServer = SiteTokens & {
  t: TestApp;
  /** The scratch folder: `static` is the build, `data` the server's DATA_DIR. */
  scratch: string;
  staticRoot: string;
  call(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** A public page's HTML as a visitor gets it. */
  page(url: string, headers?: Record<string, string>): Promise<string>;
  close(): Promise<void>;
};

/**
 * A server serving the site (issue 30) from a scratch build: the site rendered from its seed content into
 * a scratch STATIC_ROOT, as the build does, and the four people above signed in. `env` adds to the
 * server's environment (a function: given the scratch folder, for paths inside it).
 */
export async function startSiteServer(
  env: Record<string, string> | ((scratch: string) => Record<string, string>) = {},
): Promise<SiteServer> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  const staticRoot = path.join(scratch, 'static');
  const dist = path.join(staticRoot, 'apps/site/dist');
  const renderer = await siteRenderer();
  for (const { file, body } of renderer.renderAll(renderer.defaultContent(), SITE_TEST_ASSETS)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), body);
  }
  writeFileSync(path.join(dist, 'assets.json'), JSON.stringify(SITE_TEST_ASSETS));
  mkdirSync(path.join(staticRoot, 'apps/console/dist'), { recursive: true });

  const t = await createTestApp(
    {
      LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
      STATIC_ROOT: staticRoot,
      DATA_DIR: path.join(scratch, 'data'),
      ...(typeof env === 'function' ? env(scratch) : env),
    },
    { serveStatic: true },
  );
  const root = await buildUser(t.ctx, { role: 'SUPER_ADMIN' });
  const superToken = await signIn(t.app, root.username!, root.password);
  const editor = await buildUser(t.ctx, { role: 'ADMIN' });
  const editorToken = await signIn(t.app, editor.username!, editor.password);
  const plain = await buildUser(t.ctx, { role: 'ADMIN' });
  const plainToken = await signIn(t.app, plain.username!, plain.password);
  const person = await buildUser(t.ctx, { role: 'USER' });
  await buildCompanyWith(t.ctx, person.id, 'OWNER');
  const companyToken = await signIn(t.app, person.username!, person.password);
  const given = await t.app.inject({
    method: 'PUT',
    url: `/api/management/admins/${editor.id}/site_editor`,
    headers: tokenHeader(superToken),
    payload: { site_editor: true },
  });
  if (given.statusCode !== 200) throw new Error(`site editor right: ${given.statusCode} ${given.body}`);

  return {
    t,
    scratch,
    staticRoot,
    superToken,
    editorToken,
    plainToken,
    companyToken,
    call: (method, url, token, payload) =>
      t.app.inject({ method, url, headers: tokenHeader(token), ...(payload ? { payload } : {}) }),
    page: async (url, headers = {}) => (await t.app.inject({ url, headers })).body,
    close: async () => {
      await t.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
