import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { fetchUserInfo } from './api/auth';
import { router } from './routes/router';
import { getSession, startSession } from './session';

/** People who ask their system for less motion get none (antd's animations switch off). */
const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

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
  const { i18n, t } = useTranslation();
  const english = i18n.language === 'en';
  useSessionRefresh();
  useEffect(() => {
    dayjs.locale(english ? 'en' : 'zh-cn');
    document.documentElement.lang = english ? 'en' : 'zh-CN';
    document.title = t('app.title');
  }, [english, t]);

  return (
    <ConfigProvider
      locale={english ? enUS : zhCN}
      theme={{ token: { colorPrimary: '#004494', motion: !reducedMotion } }}
    >
      <AntdApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
