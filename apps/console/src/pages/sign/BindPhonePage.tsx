import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import PhoneBindForm from '../../components/PhoneBindForm';
import { landingAfterSignIn } from '../../routes/landing';
import { startSession, useSession } from '../../session';

/** /sign/bind/phone: where a signed-in person without a bound phone must go first. */
export default function BindPhonePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useSession();
  if (!info) return <Navigate to="/sign/login" replace />;
  return (
    <Card style={{ width: 400, maxWidth: '92vw' }}>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>
        {t('bind.phoneTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        {t('bind.phoneHint')}
      </Typography.Paragraph>
      <PhoneBindForm
        onBound={(fresh) => {
          startSession(fresh);
          navigate(landingAfterSignIn(fresh), { replace: true });
        }}
      />
    </Card>
  );
}
