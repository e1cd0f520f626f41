import { SMS_RESEND_SECONDS } from '@dahua/shared';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSmsCode } from '../api/account';
import { useFeedback } from '../feedback/feedback';

/** Seconds left of a countdown that `start` begins. */
export function useCountdown(seconds: number): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(seconds)];
}

/**
 * Sends an SMS code to the phone the form holds (validated first, SPEC §5), then stays
 * disabled for the 30-second resend countdown (SPEC §4).
 */
export default function SmsCodeButton({ validPhone }: { validPhone: () => Promise<string | null> }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [left, startCountdown] = useCountdown(SMS_RESEND_SECONDS);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const phone = await validPhone();
    if (!phone) return;
    setBusy(true);
    try {
      await sendSmsCode(phone);
      void message.success(t('sms.sent'));
      startCountdown();
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button onClick={send} disabled={left > 0} loading={busy} data-testid="send-code">
      {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
    </Button>
  );
}
