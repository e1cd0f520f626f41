import { type Lang, localizePath } from '../i18n/lang.js';

/**
 * The file under dist/ that serves `path` in `lang` (the server serves dist/P if it is a file,
 * else dist/P/index.html): "/" → index.html, "/about" → about/index.html,
 * "/dahuascale/pc/index.html" → dahuascale/pc/index.html, English under en/.
 */
export function outputFileFor(path: string, lang: Lang): string {
  const localized = localizePath(path, lang);
  if (localized === '/') return 'index.html';
  const relative = localized.slice(1);
  return relative.endsWith('.html') ? relative : `${relative}/index.html`;
}
