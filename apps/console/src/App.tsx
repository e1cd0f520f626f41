import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { fetchUserInfo } from './api/auth';
import FeedbackProvider from './feedback/FeedbackProvider';
import { useBrand } from './i18n/useBrand';
import { router } from './routes/router';
import { getSession, startSession } from './session';
import { consoleTheme } from './theme';

/** People who ask their system for less motion get none (antd's animations switch off). */
const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Refreshes a stored login from the server once per load (an invalid one ends through ERCO000001). */
function useSessionRefresh() {
  useEffect(() => {
    if (!getSession()) return;
    fetchUserInfo()
      .then(startSession)
      .catch(() => undefined);
  }, []);
}

export default function App() {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  const brand = useBrand();
  useSessionRefresh();
  // A layout effect runs before the pages' own (passive) effects, so a page's title wins.
  useLayoutEffect(() => {
    dayjs.locale(english ? 'en' : 'zh-cn');
    document.documentElement.lang = english ? 'en' : 'zh-CN';
    document.title = brand;
  }, [english, brand]);

  return (
    <ConfigProvider locale={english ? enUS : zhCN} theme={consoleTheme(!reducedMotion)}>
      <FeedbackProvider>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </ConfigProvider>
  );
}
