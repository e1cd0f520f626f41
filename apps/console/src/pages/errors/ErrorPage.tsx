import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBrand } from '../../i18n/useBrand';

/**
 * The /403, /404 and /500 pages with the texts of SPEC §8. The 403 page (shown inside the
 * console's frame) leads home, and back to login as SPEC §8 asks.
 */
export default function ErrorPage({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const brand = useBrand();
  // The tab names the page (the console's frame, around the 403 page, names it the same way).
  const title = `${t(`errors.titles.${status}`)} - ${brand}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  const home = (
    <Button key="home" type="primary" onClick={() => navigate('/console')} data-testid="error-home">
      {t('common.backHome')}
    </Button>
  );
  return (
    <Result
      status={status}
      title={status}
      subTitle={t(`errors.${status}`)}
      extra={
        status === 403
          ? [
              home,
              <Button key="login" onClick={() => navigate('/sign/login')}>
                {t('common.backToLogin')}
              </Button>,
            ]
          : home
      }
    />
  );
}
