// The signed-in frame painted before its script (issue 33 §3): after `vite build` and the sign-in
// page's step (prerender-sign-login.mjs, which inlines the entry's stylesheet into index.html),
// renders the frame's shell (src/prerender/frameShell.tsx, through the same SSR bundle) in both
// languages and writes dist/frame.html, which the server answers for the frame's paths (/project,
// /admin, /inspect: apps/server/src/http/static.ts).
//   node build/prerender-frame.mjs      (run by `npm run build -w apps/console`)
// The page: index.html without its module scripts, plus
//   - antd's styles for the shell (pruned to the rules its markup uses) and the few rules that show
//     the phone's or the wide window's parts at ConsoleLayout's breakpoint, inline;
//   - an inline head script that reads the language setting `lange` as the app does (English hides
//     #root until the second script has put the English shell in) and, when no session is stored
//     (the app will send the person to /sign/login), hides the shell: no frame flashes before the
//     sign-in page;
//   - the Chinese shell in #root, the English one in a <template> put in by a second inline script;
//   - a last inline script that, once the page has painted, adds modulepreloads of the entry's
//     modules, of the frame's chunks, of the dashboard's when the dashboard is the page and of the
//     language's texts (core and console), and the stylesheet of antd's styles for the frame and the
//     dashboard with cssinjs' path map (console-assets/frame-antd-*.css: the app's first render
//     neither computes nor inserts those; src/prerender/renderFrameShell.tsx `renderFrameStyles`);
//     the entry's module scripts once that stylesheet is in (or failed), so the app's first render,
//     which reads the map once, finds it. The stylesheet (20 KB br) travels beside the modules and is
//     in long before them: nothing waits for it in practice.
// The app renders the frame over it once the frame's code is in (main.tsx, router.tsx `preloadFrame`).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { classesOf, prune } from './prerenderCss.mjs';

const consoleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(consoleDir, 'dist');
const ssrBundle = path.join(consoleDir, 'node_modules/.cache/prerender/signLogin.js');

// As prerender-sign-login.mjs: production React and antd, the language setting, no i18next banner.
process.env.NODE_ENV = 'production';
const stored = new Map();
globalThis.localStorage = {
  getItem: (key) => stored.get(key) ?? null,
  setItem: (key, value) => stored.set(key, String(value)),
  removeItem: (key) => stored.delete(key),
};
const log = console.info;
console.info = () => {};
const { renderFrameShell, renderFrameStyles, BRAND } = await import(ssrBundle);
const { html, css } = await renderFrameShell();
const frameStyles = renderFrameStyles();
console.info = log;
// The app's first render takes these styles as a CSS file's (src/prerender/renderFrameShell.tsx):
// a stylesheet of its own, content-hashed like Vite's files, asked for with the entry.
if (!frameStyles.includes('.data-ant-cssinjs-cache-path{content:'))
  throw new Error("antd's styles for the frame carry no cssinjs path map");
const frameStylesFile = `/console-assets/frame-antd-${createHash('sha256').update(frameStyles).digest('base64url').slice(0, 8)}.css`;
writeFileSync(path.join(dist, frameStylesFile), frameStyles);

const used = new Set([...classesOf(html.ch), ...classesOf(html.en)]);
// The shell's own boxes at the two widths: ConsoleLayout's paddings and margins (phone | wide).
const shellCss = [
  '[data-prerendered=frame] .frame-shell-header{padding:0 16px}',
  '[data-prerendered=frame] .frame-shell-breadcrumb{padding:12px 24px}',
  '[data-prerendered=frame] .frame-shell-content{margin:24px}',
  '@media (max-width:767.98px){[data-prerendered=frame] .frame-shell-wide{display:none}',
  '[data-prerendered=frame] .frame-shell-header{padding:0 8px}',
  '[data-prerendered=frame] .frame-shell-breadcrumb{padding:8px 12px}',
  '[data-prerendered=frame] .frame-shell-content{margin:12px}}',
  '@media (min-width:768px){[data-prerendered=frame] .frame-shell-phone{display:none}}',
  'html[data-lange=en] #root,html[data-no-session] #root>[data-prerendered=frame]{visibility:hidden}',
].join('');
const pageCss = prune(css, used) + shellCss;

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!/<style data-entry-css>/.test(index))
  throw new Error('dist/index.html has no inline entry stylesheet: run prerender-sign-login.mjs first');
/** Manifest entries' files and their static imports', as absolute paths. */
function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}
const moduleScripts = [...index.matchAll(/<script type="module"[^>]*src="(\/[^"]+)"><\/script>\n?\s*/g)];
if (moduleScripts.length === 0) throw new Error('dist/index.html loads no module script');
const inIndex = (file) => index.includes(`"${file}"`);
// What router.tsx's ConsoleLayout loads before it renders (the layout, the menu's icons, the query
// cache), and the dashboard's page, asked for only when it is the page.
const frameFiles = [
  ...closure(['src/layouts/ConsoleLayout.tsx', 'src/routes/menuIconSet.ts', 'src/api/queryClient.tsx']),
].filter((file) => !inIndex(file));
const dashboardFiles = [...closure(['src/pages/dashboard/DashboardPage.tsx'])].filter(
  (file) => !inIndex(file) && !frameFiles.includes(file),
);
const texts = (language) =>
  [`src/i18n/locales/${language}.ts`, `src/i18n/locales/console.${language}.ts`].map(
    (key) => `/${manifest[key].file}`,
  );
// router.tsx's DASHBOARD_PATHS.
const dashboardPaths = ['/project', '/project/dashboard', '/admin', '/admin/dashboard'];

const headScript = `(function(){var d=document.documentElement,en=false,session=false;try{en=localStorage.getItem('lange')==='en';session=!!localStorage.getItem('dahua.userInfo')}catch(e){}
if(en){d.setAttribute('data-lange','en');d.lang='en';document.title=${JSON.stringify(BRAND.en)}}
if(!session)d.setAttribute('data-no-session','')})()`;
const swapScript = `(function(){var d=document.documentElement;if(d.getAttribute('data-lange')==='en'){document.getElementById('root').replaceChildren(document.getElementById('frame-en').content)}d.removeAttribute('data-lange')})()`;
const loadScript = `(function(){var d=document,en=d.documentElement.lang==='en',dash=${JSON.stringify(dashboardPaths)}.indexOf(location.pathname.replace(/\\/+$/,''))>=0;
function go(){var c=d.createElement('link'),s=${JSON.stringify(moduleScripts.map(([, src]) => src))};c.rel='stylesheet';c.href=${JSON.stringify(frameStylesFile)};
s.concat(${JSON.stringify(frameFiles)},dash?${JSON.stringify(dashboardFiles)}:[],en?${JSON.stringify(texts('en'))}:${JSON.stringify(texts('zh'))}).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});
c.onload=c.onerror=function(){c.onload=c.onerror=null;s.forEach(function(h){var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=h;d.body.appendChild(e)})};d.head.appendChild(c)}
if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(go,0)});else setTimeout(go,0)})()`;

let shell = index;
for (const [tag] of moduleScripts) shell = shell.replace(tag, '');
const wrap = (markup) => `<div data-prerendered="frame">${markup}</div>`;
const head = [`<style data-prerendered="frame">${pageCss}</style>`, `<script>${headScript}</script>`].join(
  '\n    ',
);
if (!shell.includes('</head>') || !shell.includes('<div id="root"></div>'))
  throw new Error('dist/index.html has no </head> or empty #root to fill');
const page = shell
  .replace('</head>', `  ${head}\n  </head>`)
  .replace(
    '<div id="root"></div>',
    `<div id="root">${wrap(html.ch)}</div><template id="frame-en">${wrap(html.en)}</template><script>${swapScript}</script><script>${loadScript}</script>`,
  );
writeFileSync(path.join(dist, 'frame.html'), page);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `frame.html: ${kb(page.length)} (antd CSS ${kb(css.length)} → ${kb(pageCss.length)} used by the shell; ${frameFiles.length} + ${dashboardFiles.length} chunks preloaded; ${frameStylesFile.split('/').pop()} ${kb(frameStyles.length)})`,
);
