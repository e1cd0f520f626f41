import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style';
import { lazy, type ReactNode, Suspense, useContext, useEffect, useState } from 'react';
import { afterFirstPage } from '../services/afterFirstPage';
import { deferredFeedback, FeedbackContext } from './feedback';

const FeedbackHolders = lazy(() => import('./FeedbackHolders'));

/**
 * antd's `<App>` without its dialog, message and notification code in the first load: the same
 * root element (class, styles), and `useFeedback()` in place of `App.useApp()`. The holders that
 * render them load after the first page, when the browser is idle, or at the first call if that
 * comes sooner (a call made before waits for them). bench/README.md, "Issue 18": the first load.
 */
export default function FeedbackProvider({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [wanted, setWanted] = useState(false);
  const [deferred] = useState(() => deferredFeedback(() => setWanted(true)));

  useEffect(() => afterFirstPage(() => setWanted(true)), []);

  return (
    <FeedbackContext.Provider value={deferred.feedback}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        {wanted && (
          <Suspense fallback={null}>
            <FeedbackHolders onReady={deferred.resolve} />
          </Suspense>
        )}
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}
