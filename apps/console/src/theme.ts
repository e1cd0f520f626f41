import type { ThemeConfig } from 'antd';

/**
 * The console's antd theme, one place for the app (App.tsx) and the sign-in page rendered at build
 * time (prerender/signLogin.tsx): the same tokens give the same styles, so the page the app draws
 * over the pre-rendered one has the same boxes. `motion: false` for people who ask for less motion.
 */
export function consoleTheme(motion: boolean): ThemeConfig {
  return { token: { colorPrimary: '#004494', motion } };
}
