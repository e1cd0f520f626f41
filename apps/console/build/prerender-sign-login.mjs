// The sign-in page painted before its script (issue 33 §3): after `vite build`, renders /sign/login
// in both languages with react-dom/server (src/prerender/signLogin.tsx, built for Node by Vite's SSR
// build into node_modules/.cache/prerender) and writes dist/sign-login.html, which the server answers
// for /sign/login (apps/server/src/http/static.ts); every other console path keeps index.html.
//   node build/prerender-sign-login.mjs      (run by `npm run build -w apps/console`)
// It also writes the entry's stylesheet (global.css, a few hundred bytes) inline into index.html, so
// no console page waits on a stylesheet request before its first paint.
// The page: index.html's head without its stylesheet link and module scripts, plus
//   - the entry's stylesheet inline;
//   - a last inline script that, once the page has painted, adds the entry's module scripts and
//     modulepreloads of the sign-in view's chunks and of the chosen language's texts;
//   - antd's styles for the page (cssinjs cache, pruned to the rules whose classes the markup uses),
//     inline (the pages' CSP already allows inline styles: antd writes its own at run time);
//   - an inline head script (allowed by its hash, which the server adds per served file) that reads
//     the language setting `lange` as the app does (i18n/index.ts: `en`, else Chinese) and marks
//     <html> for English before the body is parsed; it also holds
//     what is done on the page before the app is in, which the app then does (takeover.ts): a submit
//     of the form (a native one would reload the page), a click on a tab, a reach for the language
//     button;
//   - the Chinese page in #root (what shows without any script), the English one in a <template>
//     that a second inline script, right after it, puts in #root when English was chosen (#root is
//     hidden for English until then, so an English reader never sees Chinese first).
// The app then renders the same page over it (src/prerender/takeover.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { classesOf, prune } from './prerenderCss.mjs';

const consoleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(consoleDir, 'dist');
const ssrBundle = path.join(consoleDir, 'node_modules/.cache/prerender/signLogin.js');

// The bundle runs the app's modules in Node: production React and antd (class names without the
// dev prefix), and the one browser API they touch at load, the language setting (i18n/index.ts).
process.env.NODE_ENV = 'production';
const stored = new Map();
globalThis.localStorage = {
  getItem: (key) => stored.get(key) ?? null,
  setItem: (key, value) => stored.set(key, String(value)),
  removeItem: (key) => stored.delete(key),
};
// i18next's banner on init; the build fails on anything printed to stderr, and this is stdout noise.
const log = console.info;
console.info = () => {};
const { renderSignLogin, BRAND } = await import(ssrBundle);
const { html, css } = await renderSignLogin();
console.info = log;

const used = new Set([...classesOf(html.ch), ...classesOf(html.en)]);
const pageCss = prune(css, used);

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
/** A manifest entry's file and its static imports', as absolute paths. */
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
const firstViews = JSON.parse(readFileSync(path.join(consoleDir, 'build/first-views.json'), 'utf8'));
// The sign-in view's chunks, which the app awaits before it renders over the page (main.tsx).
const preload = [...closure(firstViews.sign)].filter((file) => !index.includes(`"${file}"`));
const catalogue = (key) => `/${manifest[key].file}`;

const headScript = `(function(){var d=document.documentElement,en=false;try{en=localStorage.getItem('lange')==='en'}catch(e){}
if(en){d.setAttribute('data-lange','en');d.lang='en';document.title=${JSON.stringify(BRAND.en)}}
function held(e){return e.target.closest&&e.target.closest('[data-prerendered]')}
addEventListener('submit',function(e){if(held(e)){e.preventDefault();d.setAttribute('data-submit-wanted','')}},true);
addEventListener('click',function(e){var t=held(e)&&e.target.closest('[data-node-key]');if(t)d.setAttribute('data-held-tab',t.getAttribute('data-node-key'))},true);
['mouseover','focusin','click'].forEach(function(n){addEventListener(n,function(e){if(held(e)&&e.target.closest('[data-testid=language-switch]'))d.setAttribute('data-held-language','')},true)})})()`;
const swapScript = `(function(){var d=document.documentElement;if(d.getAttribute('data-lange')==='en'){document.getElementById('root').replaceChildren(document.getElementById('sign-login-en').content)}d.removeAttribute('data-lange')})()`;

// Nothing stands between the HTML and the form's paint (issue 33 §3, second pass): the entry's
// stylesheet is inline (a few hundred bytes: global.css), and the entry's module scripts, the sign-in
// view's chunks and the language's texts are asked for by the last inline script once the page has
// painted (a frame, then a task), not by tags in the head that the preload scanner fetches while
// the page waits for its first paint. Module scripts never block rendering, but on a slow link they
// share it with the page, and they start the entry's evaluation (the 278 KB) at the first paint.
const stylesheets = [...index.matchAll(/<link rel="stylesheet"[^>]*href="(\/[^"]+)">\n?\s*/g)];
const moduleScripts = [...index.matchAll(/<script type="module"[^>]*src="(\/[^"]+)"><\/script>\n?\s*/g)];
if (moduleScripts.length === 0) throw new Error('dist/index.html loads no module script');
if (stylesheets.length === 0 && !/<style data-entry-css>/.test(index))
  throw new Error('dist/index.html links no entry stylesheet to inline');
// (Already inlined into index.html when this step runs a second time after one `vite build`.)
const inlined = /<style data-entry-css>([\s\S]*?)<\/style>\n?\s*/.exec(index);
const inlineCss =
  inlined?.[1] ?? stylesheets.map(([, href]) => readFileSync(path.join(dist, href), 'utf8').trim()).join('');
// A disabled <link> of the inlined stylesheet stays, and is never fetched: Vite's loader of lazy
// chunks looks for it before fetching a chunk's CSS dependencies (the entry's stylesheet is one).
const disabledLinks = stylesheets.map(
  ([, href]) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`,
);
const disabledLinksHtml = inlined
  ? [...index.matchAll(/<link rel="stylesheet"[^>]* disabled>/g)].map(([tag]) => tag).join('')
  : disabledLinks.join('');
let shell = inlined ? index.replace(inlined[0], '') : index;
for (const [tag] of [...stylesheets, ...moduleScripts]) shell = shell.replace(tag, '');
shell = shell.replace(/<link rel="stylesheet"[^>]* disabled>/g, '');
const loadScript = `(function(){var d=document,en=d.documentElement.lang==='en';
function go(){${JSON.stringify(preload)}.concat([en?${JSON.stringify(catalogue('src/i18n/locales/en.ts'))}:${JSON.stringify(catalogue('src/i18n/locales/zh.ts'))}]).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});
${JSON.stringify(moduleScripts.map(([, src]) => src))}.forEach(function(s){var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=s;d.body.appendChild(e)})}
if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(go,0)});else setTimeout(go,0)})()`;

const wrap = (markup) => `<div data-prerendered="sign-login">${markup}</div>`;
const head = [
  `<style data-entry-css>${inlineCss}</style>${disabledLinksHtml}`,
  `<style data-prerendered="sign-login">html[data-lange=en] #root{visibility:hidden}${pageCss}</style>`,
  `<script>${headScript}</script>`,
].join('\n    ');
if (!shell.includes('</head>') || !shell.includes('<div id="root"></div>'))
  throw new Error('dist/index.html has no </head> or empty #root to fill');
const page = shell
  .replace('</head>', `  ${head}\n  </head>`)
  .replace(
    '<div id="root"></div>',
    `<div id="root">${wrap(html.ch)}</div><template id="sign-login-en">${wrap(html.en)}</template><script>${swapScript}</script><script>${loadScript}</script>`,
  );
writeFileSync(path.join(dist, 'sign-login.html'), page);
// Every other console page: the entry's stylesheet inline too (it blocked the first paint for a
// request of its own); the module scripts stay in the head (the budget check reads them there).
if (!inlined) {
  let indexInline = index;
  for (const [tag] of stylesheets) indexInline = indexInline.replace(tag, '');
  writeFileSync(
    path.join(dist, 'index.html'),
    indexInline.replace(
      '</head>',
      `  <style data-entry-css>${inlineCss}</style>${disabledLinksHtml}\n  </head>`,
    ),
  );
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `sign-login.html: ${kb(page.length)} (antd CSS ${kb(css.length)} → ${kb(pageCss.length)} used by the page; ${preload.length} chunks preloaded)`,
);
