/**
 * The sign-in page rendered at build time (build/prerender-sign-login.mjs runs this module's Vite
 * SSR build in Node): the same layout, page, providers and theme the app renders at /sign/login,
 * in each language, with antd's styles for them taken from the cssinjs cache. The app does not
 * hydrate this markup; it renders the same page over it (main.tsx, prerender/takeover.ts).
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import FeedbackProvider from '../feedback/FeedbackProvider';
import { i18n, type Language } from '../i18n';
import { en } from '../i18n/locales/en';
import { zh } from '../i18n/locales/zh';
import SignLayout from '../layouts/SignLayout';
import LoginPage from '../pages/sign/LoginPage';
import { consoleTheme } from '../theme';

/** The product's name, for the page's title in English (the build script cannot import TypeScript). */
export { BRAND } from '@dahua/shared';

/** The core texts of each language (what the app loads first), then the one asked for. */
async function showLanguage(language: Language): Promise<void> {
  i18n.addResourceBundle(language, 'translation', language === 'en' ? en : zh, true, true);
  await i18n.changeLanguage(language);
}

/** Both languages' markup of /sign/login and the CSS both need (one cssinjs cache for the two). */
export async function renderSignLogin(): Promise<{ html: Record<Language, string>; css: string }> {
  const cache = createCache();
  const html = {} as Record<Language, string>;
  for (const language of ['ch', 'en'] as const) {
    await showLanguage(language);
    html[language] = renderToString(
      <StyleProvider cache={cache}>
        <ConfigProvider locale={language === 'en' ? enUS : zhCN} theme={consoleTheme(true)}>
          <FeedbackProvider>
            <MemoryRouter initialEntries={['/sign/login']}>
              <Routes>
                <Route path="/sign" element={<SignLayout />}>
                  <Route path="login" element={<LoginPage />} />
                </Route>
              </Routes>
            </MemoryRouter>
          </FeedbackProvider>
        </ConfigProvider>
      </StyleProvider>,
    );
  }
  return { html, css: extractStyle(cache, { plain: true }) };
}

/** The signed-in frame's shell (build/prerender-frame.mjs), from the same SSR bundle. */
export { renderFrameShell, renderFrameStyles } from './renderFrameShell';
