import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The /403, /404 and /500 pages with the texts of SPEC §8. */
export default function ErrorPage({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toLogin = status === 403;
  return (
    <Result
      status={status}
      title={status}
      subTitle={t(`errors.${status}`)}
      extra={
        <Button type="primary" onClick={() => navigate(toLogin ? '/sign/login' : '/console')}>
          {toLogin ? t('common.backToLogin') : t('common.backHome')}
        </Button>
      }
    />
  );
}
