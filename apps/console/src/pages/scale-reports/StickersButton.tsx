import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadScaleStickers } from '../../api/scaleReports';
import { useFeedback } from '../../feedback/feedback';

/** Downloads a shop's sheet of QR stickers (A4 PDF, one 70 × 37 mm label per scale in service). */
export function StickersButton({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadScaleStickers(shopId);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={t('scaleReports.stickers.hint')}>
      <Button
        icon={<QrcodeOutlined />}
        loading={busy}
        onClick={() => void download()}
        data-testid="shop-stickers"
      >
        {t('scaleReports.stickers.button')}
      </Button>
    </Tooltip>
  );
}
