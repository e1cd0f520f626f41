import { Alert, Card, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { bindWechat, loginWithWechat } from '../../api/account';
import { landingAfterSignIn } from '../../routes/landing';
import { takeWechatRequest } from '../../services/wechat';
import { startSession } from '../../session';

/** /sign/callback: WeChat returns here with code and state; a state we did not issue is refused. */
export default function WechatCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [refused, setRefused] = useState(false);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const request = takeWechatRequest(params.get('state'));
    const code = params.get('code');
    if (!request || !code) {
      setRefused(true);
      return;
    }
    const call =
      request.purpose === 'bind' ? bindWechat(code, request.type) : loginWithWechat(code, request.type);
    call
      .then((info) => {
        startSession(info);
        navigate(request.purpose === 'bind' ? '/console' : landingAfterSignIn(info), { replace: true });
      })
      .catch(() => navigate('/sign/login', { replace: true }));
  }, [params, navigate]);

  return (
    <Card style={{ width: 400, maxWidth: '92vw', textAlign: 'center' }}>
      {refused ? (
        <>
          <Alert type="error" showIcon title={t('wechat.stateMismatch')} />
          <div style={{ marginTop: 16 }}>
            <Link to="/sign/login">{t('common.backToLogin')}</Link>
          </div>
        </>
      ) : (
        <Spin tip={t('wechat.working')}>
          <div style={{ height: 80 }} />
        </Spin>
      )}
    </Card>
  );
}
